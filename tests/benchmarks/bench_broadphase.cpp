// Broadphase and play-mode benchmarks. 10,000 ball-sized boxes move and bounce on a
// board sized so each overlaps about two others; every frame moves them and finds the
// overlapping pairs with the uniform grid and with its peers: sort-and-sweep, Box2D's
// dynamic AABB tree (broadphasepeers.h) and the O(N^2) brute force (the same pairs,
// checked before timing). A second scene mixes in 5% large boxes. The play-mode world
// steps 2,000 balls. After the run the custom main prints the grid's speed-ups.

#include "broadphasepeers.h"
#include "ratioreporter.h"
#include "referencebroadphase.h"

#include <hitbox/world.h>

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

// The tree's fat-box margin: a ball moves at most 4 px a frame, so with 8 px its leaf is
// re-inserted every second frame or less often (wider margins cost more in queries).
constexpr double treeMargin = 8.0;

// Frames of a peer with a findPairs(boxes, out) member.
template<typename Peer>
void peerFrames(benchmark::State &state, int largePercent, Peer peer)
{
    MovingBoxes scene = makeScene(largePercent);
    std::vector<hc::IndexPair> pairs;
    std::size_t total = 0;
    for (auto _ : state) {
        scene.advance();
        peer.findPairs(scene.boxes, pairs);
        total += pairs.size();
        benchmark::DoNotOptimize(pairs.data());
    }
    state.counters["pairs"] = perFrame(double(total));
}

void sweepFrames(benchmark::State &state, int largePercent)
{
    peerFrames(state, largePercent, hitbox::benchmarks::SortAndSweep{});
}

void treeFrames(benchmark::State &state, int largePercent)
{
    peerFrames(state, largePercent, hitbox::benchmarks::DynamicAabbTree(treeMargin));
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

constexpr hitbox::benchmarks::ComparedPair pairs[] = {
        {"10,000 moving ball-sized boxes, sort-and-sweep",
         "broadphase/even/grid",
         "broadphase/even/sortAndSweep"},
        {"10,000 moving ball-sized boxes, dynamic AABB tree",
         "broadphase/even/grid",
         "broadphase/even/aabbTree"},
        {"10,000 moving ball-sized boxes, brute force",
         "broadphase/even/grid",
         "broadphase/even/bruteForce"},
        {"10,000 moving boxes, 5% large, sort-and-sweep",
         "broadphase/mixed/grid",
         "broadphase/mixed/sortAndSweep"},
        {"10,000 moving boxes, 5% large, dynamic AABB tree",
         "broadphase/mixed/grid",
         "broadphase/mixed/aabbTree"},
        {"10,000 moving boxes, 5% large, brute force",
         "broadphase/mixed/grid",
         "broadphase/mixed/bruteForce"},
};

void registerBenchmarks()
{
    using benchmark::kMillisecond;
    for (const int largePercent : {0, 5}) {
        const std::string scene = largePercent == 0 ? "broadphase/even/" : "broadphase/mixed/";
        benchmark::RegisterBenchmark((scene + "grid").c_str(), gridFrames, largePercent)
                ->Unit(kMillisecond);
        benchmark::RegisterBenchmark((scene + "sortAndSweep").c_str(), sweepFrames, largePercent)
                ->Unit(kMillisecond);
        benchmark::RegisterBenchmark((scene + "aabbTree").c_str(), treeFrames, largePercent)
                ->Unit(kMillisecond);
        benchmark::RegisterBenchmark((scene + "bruteForce").c_str(), bruteForceFrames, largePercent)
                ->Unit(kMillisecond);
    }
    benchmark::RegisterBenchmark("world/2000 balls/circle", worldStep, hc::Tier::Circle, false)
            ->Unit(kMillisecond);
    benchmark::RegisterBenchmark(
            "world/2000 balls/circle continuous", worldStep, hc::Tier::Circle, true)
            ->Unit(kMillisecond);
    benchmark::RegisterBenchmark("world/2000 balls/aabb", worldStep, hc::Tier::Aabb, false)
            ->Unit(kMillisecond);
}

// The grid, its peers and both brute forces must agree before their speeds are compared.
bool baselinesAgree()
{
    for (const int largePercent : {0, 5}) {
        MovingBoxes scene = makeScene(largePercent);
        hc::BroadphaseGrid grid(hc::suggestCellSize(scene.boxes));
        std::vector<hc::IndexPair> fast;
        std::vector<hc::IndexPair> slow;
        std::vector<hc::IndexPair> swept;
        std::vector<hc::IndexPair> tree;
        hitbox::benchmarks::SortAndSweep sweep;
        hitbox::benchmarks::DynamicAabbTree aabbTree(treeMargin);
        for (int frame = 0; frame < 5; ++frame) {
            scene.advance();
            grid.findPairs(scene.boxes, fast);
            bruteForcePairs(scene.boxes, slow);
            sweep.findPairs(scene.boxes, swept);
            aabbTree.findPairs(scene.boxes, tree);
            if (fast != slow || fast != swept || fast != tree
                || fast != hitbox::testing::referencePairs(scene.boxes)) {
                std::fprintf(stderr, "the broadphases disagree (%d%% large)\n", largePercent);
                return false;
            }
        }
        std::printf("%d%% large: %zu pairs in a frame (%.2f per box)\n",
                    largePercent,
                    fast.size(),
                    2.0 * double(fast.size()) / boxCount);
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    return hitbox::benchmarks::runComparison(argc,
                                             argv,
                                             baselinesAgree,
                                             registerBenchmarks,
                                             "BroadphaseGrid (ours) against its peers, per frame",
                                             "peer",
                                             pairs);
}
