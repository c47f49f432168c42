// Broadphase and play-mode benchmarks. 10,000 ball-sized boxes move and bounce on a
// board sized so each overlaps about two others; every frame moves them and finds the
// overlapping pairs with the uniform grid and with the O(N^2) brute force (the same
// pairs, checked before timing). A second scene mixes in 5% large boxes. The play-mode
// world steps 2,000 balls. After the run the custom main prints the grid's speed-ups.

#include "ratioreporter.h"
#include "referencebroadphase.h"

#include "collision/broadphasegrid.h"
#include "collision/world.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace hc = hitbox::collision;

namespace {

constexpr int boxCount = 10000;
constexpr double boxSide = 16.0;
constexpr double boardSide = 2048.0;
constexpr double frameTime = 1.0 / 60.0;

// Boxes with velocities on a square board; a frame moves them and bounces them off the
// edges, so the pair set changes from frame to frame as in the play mode.
struct MovingBoxes
{
    std::vector<hc::Rect> boxes;
    std::vector<hc::Vec2> velocities;

    void advance()
    {
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            hc::Rect &r = boxes[i];
            hc::Vec2 &v = velocities[i];
            r.x += v.x * frameTime;
            r.y += v.y * frameTime;
            if ((r.x < 0.0 && v.x < 0.0) || (r.x + r.w > boardSide && v.x > 0.0))
                v.x = -v.x;
            if ((r.y < 0.0 && v.y < 0.0) || (r.y + r.h > boardSide && v.y > 0.0))
                v.y = -v.y;
        }
    }
};

// `largePercent` of the boxes are 64..256 px instead of 16 px.
MovingBoxes makeScene(int largePercent)
{
    std::mt19937 rng(12345);
    std::uniform_real_distribution<double> pos(0.0, boardSide - boxSide);
    std::uniform_real_distribution<double> speed(-240.0, 240.0);
    std::uniform_real_distribution<double> large(64.0, 256.0);
    std::uniform_int_distribution<int> percent(0, 99);
    MovingBoxes scene;
    for (int i = 0; i < boxCount; ++i) {
        const double side = percent(rng) < largePercent ? large(rng) : boxSide;
        scene.boxes.push_back({pos(rng), pos(rng), side, side});
        scene.velocities.push_back({speed(rng), speed(rng)});
    }
    return scene;
}

benchmark::Counter perFrame(double total)
{
    return benchmark::Counter(total, benchmark::Counter::kAvgIterations);
}

void bruteForcePairs(const std::vector<hc::Rect> &boxes, std::vector<hc::IndexPair> &out)
{
    out.clear();
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            if (hc::rectsOverlap(boxes[i], boxes[j]))
                out.push_back({std::uint32_t(i), std::uint32_t(j)});
        }
    }
}

void gridFrames(benchmark::State &state, int largePercent)
{
    MovingBoxes scene = makeScene(largePercent);
    hc::BroadphaseGrid grid;
    std::vector<hc::IndexPair> pairs;
    std::size_t total = 0;
    for (auto _ : state) {
        scene.advance();
        grid.setCellSize(hc::suggestCellSize(scene.boxes));
        grid.findPairs(scene.boxes, pairs);
        total += pairs.size();
        benchmark::DoNotOptimize(pairs.data());
    }
    state.counters["pairs"] = perFrame(double(total));
    state.counters["entries"] = double(grid.entryCount());
}

void bruteForceFrames(benchmark::State &state, int largePercent)
{
    MovingBoxes scene = makeScene(largePercent);
    std::vector<hc::IndexPair> pairs;
    std::size_t total = 0;
    for (auto _ : state) {
        scene.advance();
        bruteForcePairs(scene.boxes, pairs);
        total += pairs.size();
        benchmark::DoNotOptimize(pairs.data());
    }
    state.counters["pairs"] = perFrame(double(total));
}

// 2,000 balls (20 px sprites, circle radius 8) on a 1600 x 1200 board: about a fifth of
// the board is covered, so collisions are frequent.
hc::World makeWorld(hc::Tier tier, bool continuous)
{
    hc::World world({{0.0, 0.0, 1600.0, 1200.0}, tier, continuous, 0.0});
    std::mt19937 rng(777);
    std::uniform_real_distribution<double> x(20.0, 1580.0);
    std::uniform_real_distribution<double> y(20.0, 1180.0);
    std::uniform_real_distribution<double> speed(-200.0, 200.0);
    for (int i = 0; i < 2000; ++i) {
        hc::Body body;
        body.collider = hc::makeCollider(20.0, 20.0, {x(rng), y(rng)});
        body.velocity = {speed(rng), speed(rng)};
        world.addBody(body);
    }
    // Let the random start (with its overlaps) settle before measuring.
    for (int i = 0; i < 120; ++i)
        world.step(1.0 / 120.0);
    return world;
}

void worldStep(benchmark::State &state, hc::Tier tier, bool continuous)
{
    hc::World world = makeWorld(tier, continuous);
    hc::StepTiming sum;
    double contacts = 0.0;
    for (auto _ : state) {
        const hc::StepResult &r = world.step(1.0 / 120.0);
        sum.broadphase += r.timing.broadphase;
        sum.narrowphase += r.timing.narrowphase;
        sum.response += r.timing.response;
        sum.integrate += r.timing.integrate;
        contacts += double(r.pairs.size());
    }
    state.counters["broad_ms"] = perFrame(sum.broadphase);
    state.counters["narrow_ms"] = perFrame(sum.narrowphase);
    state.counters["response_ms"] = perFrame(sum.response);
    state.counters["integrate_ms"] = perFrame(sum.integrate);
    state.counters["contacts"] = perFrame(contacts);
}

struct Pair
{
    const char *title;
    const char *fast;
    const char *slow;
};

constexpr Pair pairs[] = {
    {"10,000 moving ball-sized boxes", "broadphase/even/grid", "broadphase/even/bruteForce"},
    {"10,000 moving boxes, 5% large", "broadphase/mixed/grid", "broadphase/mixed/bruteForce"},
};

void registerBenchmarks()
{
    using benchmark::kMillisecond;
    benchmark::RegisterBenchmark("broadphase/even/grid", gridFrames, 0)->Unit(kMillisecond);
    benchmark::RegisterBenchmark("broadphase/even/bruteForce", bruteForceFrames, 0)
        ->Unit(kMillisecond);
    benchmark::RegisterBenchmark("broadphase/mixed/grid", gridFrames, 5)->Unit(kMillisecond);
    benchmark::RegisterBenchmark("broadphase/mixed/bruteForce", bruteForceFrames, 5)
        ->Unit(kMillisecond);
    benchmark::RegisterBenchmark("world/2000 balls/circle", worldStep, hc::Tier::Circle, false)
        ->Unit(kMillisecond);
    benchmark::RegisterBenchmark("world/2000 balls/circle continuous", worldStep,
                                 hc::Tier::Circle, true)
        ->Unit(kMillisecond);
    benchmark::RegisterBenchmark("world/2000 balls/aabb", worldStep, hc::Tier::Aabb, false)
        ->Unit(kMillisecond);
}

// The grid and both brute forces must agree before their speeds are compared.
bool baselinesAgree()
{
    for (const int largePercent : {0, 5}) {
        MovingBoxes scene = makeScene(largePercent);
        hc::BroadphaseGrid grid(hc::suggestCellSize(scene.boxes));
        std::vector<hc::IndexPair> fast;
        std::vector<hc::IndexPair> slow;
        for (int frame = 0; frame < 3; ++frame) {
            scene.advance();
            grid.findPairs(scene.boxes, fast);
            bruteForcePairs(scene.boxes, slow);
            if (fast != slow || fast != hitbox::testing::referencePairs(scene.boxes)) {
                std::fprintf(stderr, "grid and brute force disagree (%d%% large)\n",
                             largePercent);
                return false;
            }
        }
        std::printf("%d%% large: %zu pairs in a frame (%.2f per box)\n", largePercent,
                    fast.size(), 2.0 * double(fast.size()) / boxCount);
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    if (!baselinesAgree())
        return 1;
    registerBenchmarks();
    hitbox::benchmarks::RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();

    std::printf("\nGrid speed-ups measured in this run (CPU time per frame):\n");
    for (const Pair &pair : pairs) {
        const double fast = reporter.seconds(pair.fast);
        const double slow = reporter.seconds(pair.slow);
        if (fast <= 0.0 || slow <= 0.0)
            continue;
        std::printf("%s: grid %.3f ms, brute force %.1f ms, ratio %.0fx\n", pair.title,
                    fast * 1e3, slow * 1e3, slow / fast);
    }
    return 0;
}
