// Tracing benchmarks on a 1024 x 1024 sprite: a character-like figure (body, head with
// eye holes, arms, a ring, a thin diagonal staff) drawn at pixel centres, and the same
// sprite with 0.5% of its pixels flipped (a noisy alpha edge: many specks and pinholes).
// Each stage is timed alone (trace, simplify with either method, convex decomposition,
// quality scores) and together (trace + simplify, what `hitbox-cli trace` does per
// image); counters give the vertex counts and the IoU of the result with the mask. Then the
// peer, linked in (opencvpeer.h): OpenCV's findContours + approxPolyDP on the same masks at
// the same vertex count, its polygons scored by the same measureQuality, both tracers timed
// in turns in this process; left out with a note when OpenCV was not found at build time.

#include "ratioreporter.h"
#include "referencetrace.h"
#include "simplify_p.h"

#include <hitbox/trace/contour.h>
#include <hitbox/trace/decompose.h>
#include <hitbox/trace/quality.h>
#include <hitbox/trace/simplify.h>

#include <benchmark/benchmark.h>

#if HITBOX_HAVE_OPENCV
#include "opencvpeer.h"
#include <ctime>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

namespace hc = hitbox::collision;
using hitbox::testing::RefBitmap;

namespace {

constexpr int side = 1024;

RefBitmap characterSprite()
{
    const auto ellipse = [](double x, double y, double cx, double cy, double rx, double ry) {
        return std::hypot((x - cx) / rx, (y - cy) / ry) <= 1.0;
    };
    // Distance from (x, y) to the segment (ax, ay)-(bx, by).
    const auto segment = [](double x, double y, double ax, double ay, double bx, double by) {
        const double dx = bx - ax, dy = by - ay;
        const double t
                = std::clamp(((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
        return std::hypot(x - ax - t * dx, y - ay - t * dy);
    };
    return hitbox::testing::refRasterize(side, side, [&](double x, double y) {
        const bool body = ellipse(x, y, 512, 620, 210, 300);
        const bool head = ellipse(x, y, 512, 250, 150, 140);
        const bool eyes = ellipse(x, y, 455, 230, 28, 40) || ellipse(x, y, 570, 230, 28, 40);
        const bool arms = segment(x, y, 330, 520, 120, 760) <= 45
                          || segment(x, y, 694, 520, 905, 700) <= 45;
        const double ring = std::hypot(x - 905, y - 780);
        const bool bangle = ring <= 80 && ring >= 52;
        const bool staff = segment(x, y, 90, 980, 260, 560) <= 1.2; // a thin, stair-stepped line
        const bool belly = ellipse(x, y, 512, 700, 70, 90);         // a hole in the body
        return ((body && !belly) || (head && !eyes) || arms || bangle || staff);
    });
}

RefBitmap noisy(RefBitmap b)
{
    std::mt19937 rng(2024);
    std::uniform_int_distribution<int> coordinate(0, side - 1);
    for (int i = 0; i < side * side / 200; ++i) {
        const int x = coordinate(rng), y = coordinate(rng);
        b.set(x, y, !b.at(x, y));
    }
    return b;
}

const hc::Mask &sprite(int variant)
{
    static const hc::Mask clean = hitbox::testing::refToMask(characterSprite());
    static const hc::Mask rough = hitbox::testing::refToMask(noisy(characterSprite()));
    return variant == 0 ? clean : rough;
}

std::size_t vertices(const std::vector<hc::PolygonWithHoles> &shapes)
{
    std::size_t n = 0;
    for (const hc::PolygonWithHoles &s : shapes)
        n += hc::vertexCount(s);
    return n;
}

std::vector<hc::PolygonWithHoles> simplifyAll(const std::vector<hc::PolygonWithHoles> &shapes,
                                              hc::SimplifyMethod method)
{
    hc::SimplifyOptions o;
    o.method = method;
    std::vector<hc::PolygonWithHoles> out;
    out.reserve(shapes.size());
    for (const hc::PolygonWithHoles &s : shapes)
        out.push_back(hc::simplifyShape(s, o));
    return out;
}

void trace(benchmark::State &state)
{
    const hc::Mask &mask = sprite(int(state.range(0)));
    std::vector<hc::PolygonWithHoles> shapes;
    for (auto _ : state) {
        shapes = hc::traceMask(mask);
        benchmark::DoNotOptimize(shapes.data());
    }
    std::size_t holes = 0;
    for (const hc::PolygonWithHoles &s : shapes)
        holes += s.holes.size();
    state.counters["shapes"] = double(shapes.size());
    state.counters["holes"] = double(holes);
    state.counters["vertices"] = double(vertices(shapes));
}

void simplify(benchmark::State &state)
{
    const hc::Mask &mask = sprite(int(state.range(0)));
    const auto method = hc::SimplifyMethod(state.range(1));
    const std::vector<hc::PolygonWithHoles> traced = hc::traceMask(mask);
    std::vector<hc::PolygonWithHoles> simple;
    for (auto _ : state) {
        simple = simplifyAll(traced, method);
        benchmark::DoNotOptimize(simple.data());
    }
    state.counters["vertices_in"] = double(vertices(traced));
    state.counters["vertices"] = double(vertices(simple));
    // Shapes whose unchecked simplification was invalid and were simplified again with
    // every removal checked.
    std::size_t fallbacks = 0;
    hc::SimplifyOptions o;
    o.method = method;
    for (const hc::PolygonWithHoles &s : traced)
        fallbacks += hc::detail::simplifyOptimistic(s, o).fellBack;
    state.counters["fallbacks"] = double(fallbacks);
    state.counters["IoU"] = hc::measureQuality(mask, simple).iou;
}

void traceAndSimplify(benchmark::State &state)
{
    const hc::Mask &mask = sprite(int(state.range(0)));
    std::vector<hc::PolygonWithHoles> simple;
    for (auto _ : state) {
        simple = simplifyAll(hc::traceMask(mask), hc::SimplifyOptions{}.method);
        benchmark::DoNotOptimize(simple.data());
    }
    state.counters["vertices"] = double(vertices(simple));
    state.counters["IoU"] = hc::measureQuality(mask, simple).iou;
}

void decompose(benchmark::State &state)
{
    const hc::Mask &mask = sprite(int(state.range(0)));
    const std::vector<hc::PolygonWithHoles> simple
            = simplifyAll(hc::traceMask(mask), hc::SimplifyOptions{}.method);
    std::size_t pieces = 0;
    for (auto _ : state) {
        pieces = 0;
        for (const hc::PolygonWithHoles &s : simple)
            pieces += hc::decomposeConvex(s).pieces.size();
        benchmark::DoNotOptimize(pieces);
    }
    state.counters["pieces"] = double(pieces);
}

void quality(benchmark::State &state)
{
    const hc::Mask &mask = sprite(int(state.range(0)));
    const std::vector<hc::PolygonWithHoles> simple
            = simplifyAll(hc::traceMask(mask), hc::SimplifyOptions{}.method);
    for (auto _ : state)
        benchmark::DoNotOptimize(hc::measureQuality(mask, simple));
}

// Arguments: sprite (0 clean, 1 noisy), then the simplification method where it applies.
BENCHMARK(trace)->ArgName("noisy")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(simplify)
        ->ArgNames({"noisy", "method"})
        ->Args({0, int(hc::SimplifyMethod::Visvalingam)})
        ->Args({0, int(hc::SimplifyMethod::DouglasPeucker)})
        ->Args({1, int(hc::SimplifyMethod::Visvalingam)})
        ->Args({1, int(hc::SimplifyMethod::DouglasPeucker)})
        ->Unit(benchmark::kMillisecond);
BENCHMARK(traceAndSimplify)->ArgName("noisy")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(decompose)->ArgName("noisy")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(quality)->ArgName("noisy")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

#if HITBOX_HAVE_OPENCV

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

// Two programs timed in turns, in the same process: on a shared machine whose speed drifts
// by up to 1.5x from one second to the next, the ratio within a round is steadier than
// the ratio of two benchmarks run seconds apart.
struct Paired
{
    int rounds = 0;
    double ours = 0.0;   // median CPU seconds
    double theirs = 0.0; // median CPU seconds
    double ratio = 0.0;  // median of each round's theirs / ours: how many times as fast
    double low = 0.0;    // its 10th percentile
    double high = 0.0;   // its 90th percentile
};

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return values[std::size_t(p * double(values.size() - 1) + 0.5)];
}

// About a second of rounds (21 to 401), each running both programs once, which one goes
// first alternating, after one round to warm up.
template<typename Ours, typename Theirs>
Paired timePaired(Ours &&ours, Theirs &&theirs)
{
    const auto timed = [](auto &&work) {
        const double start = threadCpuSeconds();
        work();
        return threadCpuSeconds() - start;
    };
    const double warmUp = timed(ours) + timed(theirs);
    Paired out;
    out.rounds = int(std::clamp(1.0 / std::max(warmUp, 1e-6), 21.0, 401.0));
    std::vector<double> mine, peer, ratios;
    for (int round = 0; round < out.rounds; ++round) {
        const bool oursFirst = round % 2 == 0;
        const double first = oursFirst ? timed(ours) : timed(theirs);
        const double second = oursFirst ? timed(theirs) : timed(ours);
        mine.push_back(oursFirst ? first : second);
        peer.push_back(oursFirst ? second : first);
        ratios.push_back(peer.back() / mine.back());
    }
    out.ours = percentile(mine, 0.5);
    out.theirs = percentile(peer, 0.5);
    out.ratio = percentile(ratios, 0.5);
    out.low = percentile(ratios, 0.1);
    out.high = percentile(ratios, 0.9);
    return out;
}

void printPaired(const char *step, const char *peerName, const Paired &p)
{
    std::printf("  %s, %d rounds in turns: ours %s, %s %s (medians); ours %.2fx as fast "
                "(median of the rounds' ratios; 10th to 90th percentile %.2fx to %.2fx)\n",
                step,
                p.rounds,
                hitbox::benchmarks::formatSeconds(p.ours).c_str(),
                peerName,
                hitbox::benchmarks::formatSeconds(p.theirs).c_str(),
                p.ratio,
                p.low,
                p.high);
}

void compareWithOpenCv()
{
    namespace hb = hitbox::benchmarks;
    hb::openCvInOneThread();
    std::printf("\nAgainst OpenCV 4's findContours (RETR_CCOMP) + approxPolyDP at the same "
                "vertex count, CPU time of this thread, both in this process:\n");
    for (const int variant : {0, 1}) {
        const hc::Mask &mask = sprite(variant);
        const cv::Mat image = hb::openCvImage(mask);
        const std::vector<hc::PolygonWithHoles> ours
                = simplifyAll(hc::traceMask(mask), hc::SimplifyOptions{}.method);
        const hb::OpenCvContours found = hb::openCvFindContours(image);
        const double epsilon = hb::openCvEpsilonFor(found.contours, vertices(ours));
        const hb::OpenCvPolygons approximated = hb::openCvApproximate(found.contours, epsilon);
        std::printf("%s: ours %zu vertices, IoU %.5f; OpenCV %zu vertices (epsilon %.3f px), IoU "
                    "%.5f\n",
                    variant == 0 ? "clean" : "noisy",
                    vertices(ours),
                    hc::measureQuality(mask, ours).iou,
                    hb::openCvVertexCount(approximated),
                    epsilon,
                    hc::measureQuality(mask, hb::openCvShapes(found, approximated)).iou);
        std::vector<hc::PolygonWithHoles> traced;
        hb::OpenCvContours contours;
        printPaired("trace alone",
                    "findContours",
                    timePaired([&] { traced = hc::traceMask(mask); },
                               [&] { contours = hb::openCvFindContours(image); }));
        std::vector<hc::PolygonWithHoles> simple;
        hb::OpenCvPolygons polygons;
        printPaired("trace + simplify",
                    "findContours + approxPolyDP",
                    timePaired(
                            [&] {
                                simple = simplifyAll(hc::traceMask(mask),
                                                     hc::SimplifyOptions{}.method);
                            },
                            [&] {
                                polygons = hb::openCvApproximate(
                                        hb::openCvFindContours(image).contours, epsilon);
                            }));
        benchmark::DoNotOptimize(traced.data());
        benchmark::DoNotOptimize(contours.contours.data());
        benchmark::DoNotOptimize(simple.data());
        benchmark::DoNotOptimize(polygons.data());
    }
}

#else

void compareWithOpenCv()
{
    std::printf("\nOpenCV (Debian: libopencv-imgproc-dev) was not found when this program was "
                "built: the comparison with findContours + approxPolyDP is left out\n");
}

#endif

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    for (const int variant : {0, 1}) {
        std::printf("%s sprite: %d x %d, %lld solid pixels; method 0 = Douglas-Peucker, "
                    "1 = Visvalingam (default), tolerance 1 px\n",
                    variant == 0 ? "clean" : "noisy",
                    side,
                    side,
                    static_cast<long long>(sprite(variant).solidCount()));
    }
    hitbox::benchmarks::RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    compareWithOpenCv();
    return 0;
}
