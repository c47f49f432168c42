// Tracing benchmarks on a 1024 x 1024 sprite: a character-like figure (body, head with
// eye holes, arms, a ring, a thin diagonal staff) drawn at pixel centres, and the same
// sprite with 0.5% of its pixels flipped (a noisy alpha edge: many specks and pinholes).
// Each stage is timed alone (trace, simplify with either method, convex decomposition,
// quality scores) and together (trace + simplify, what `hitbox-cli trace` does per
// image); counters give the vertex counts and the IoU of the result with the mask. Then the
// peer in the same run: OpenCV's findContours + approxPolyDP (Debian's python3-opencv, run
// by opencv_trace.py) on the same masks at the same vertex count, its polygons scored by
// the same measureQuality; left out with a note when python3 or cv2 is missing.

#include "ratioreporter.h"
#include "referencetrace.h"
#include "simplify_p.h"

#include <hitbox/trace/contour.h>
#include <hitbox/trace/decompose.h>
#include <hitbox/trace/quality.h>
#include <hitbox/trace/simplify.h>

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <string>

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

// What the OpenCV peer gave: its CPU times, tolerance and polygons.
struct OpenCvTrace
{
    double findSeconds = 0.0;
    double totalSeconds = 0.0;
    double epsilon = 0.0;
    std::size_t vertices = 0;
    std::vector<hc::PolygonWithHoles> shapes;
};

bool writePgm(const hc::Mask &mask, const std::string &path)
{
    std::ofstream out(path, std::ios::binary);
    out << "P5\n" << mask.width() << ' ' << mask.height() << "\n255\n";
    for (int y = 0; y < mask.height(); ++y) {
        for (int x = 0; x < mask.width(); ++x)
            out.put(char(mask.test(x, y) ? 255 : 0));
    }
    return bool(out);
}

hc::Polygon readPolygon(std::istringstream &line)
{
    hc::Polygon polygon;
    double x = 0.0, y = 0.0;
    while (line >> x >> y)
        polygon.points.push_back({x, y});
    return polygon;
}

// Runs opencv_trace.py on `mask` for at most `vertices` vertices; nullopt when it cannot.
std::optional<OpenCvTrace> openCvTrace(const hc::Mask &mask, std::size_t vertices, int variant)
{
    const std::string pgm = "/tmp/bench_trace_mask_" + std::to_string(variant) + ".pgm";
    if (!writePgm(mask, pgm))
        return std::nullopt;
    const std::string command = "python3 " HITBOX_BENCH_DIR "/opencv_trace.py " + pgm + " "
                                + std::to_string(vertices) + " 5 2>/dev/null";
    const std::unique_ptr<FILE, int (*)(FILE *)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe)
        return std::nullopt;
    std::string output;
    char buffer[65536];
    while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe.get()))
        output.append(buffer, n);
    std::istringstream lines(output);
    std::string text;
    OpenCvTrace result;
    std::map<int, std::size_t> shapeOfContour;
    bool timed = false;
    while (std::getline(lines, text)) {
        std::istringstream line(text);
        std::string kind;
        line >> kind;
        if (kind == "time") {
            line >> result.findSeconds >> result.totalSeconds >> result.epsilon >> result.vertices;
            timed = bool(line);
        } else if (kind == "outline" || kind == "hole") {
            int index = 0;
            line >> index;
            if (kind == "outline") {
                shapeOfContour[index] = result.shapes.size();
                result.shapes.push_back({readPolygon(line), {}});
            } else if (const auto owner = shapeOfContour.find(index);
                       owner != shapeOfContour.end()) {
                result.shapes[owner->second].holes.push_back(readPolygon(line));
            }
        }
    }
    if (!timed)
        return std::nullopt;
    return result;
}

void compareWithOpenCv(const hitbox::benchmarks::RatioReporter &reporter)
{
    std::printf("\nAgainst OpenCV 4's findContours (RETR_CCOMP) + approxPolyDP at the same "
                "vertex count, median CPU time of 5 (ours: the benchmarks above):\n");
    for (const int variant : {0, 1}) {
        const hc::Mask &mask = sprite(variant);
        const std::vector<hc::PolygonWithHoles> ours
                = simplifyAll(hc::traceMask(mask), hc::SimplifyOptions{}.method);
        const char *name = variant == 0 ? "clean" : "noisy";
        const std::optional<OpenCvTrace> peer = openCvTrace(mask, vertices(ours), variant);
        if (!peer) {
            std::printf("%s: python3 with cv2 (python3-opencv) did not run here; left out\n", name);
            continue;
        }
        const std::string suffix = variant == 0 ? "/noisy:0" : "/noisy:1";
        const double traceTime = reporter.seconds("trace" + suffix);
        const double bothTime = reporter.seconds("traceAndSimplify" + suffix);
        std::printf("%s: ours %zu vertices, IoU %.5f; OpenCV %zu vertices (epsilon %.3f px), IoU "
                    "%.5f\n",
                    name,
                    vertices(ours),
                    hc::measureQuality(mask, ours).iou,
                    peer->vertices,
                    peer->epsilon,
                    hc::measureQuality(mask, peer->shapes).iou);
        std::printf("  trace alone: ours %s, findContours %s (%.1fx faster)\n",
                    hitbox::benchmarks::formatSeconds(traceTime).c_str(),
                    hitbox::benchmarks::formatSeconds(peer->findSeconds).c_str(),
                    peer->findSeconds / traceTime);
        std::printf("  trace + simplify: ours %s, findContours + approxPolyDP %s (%.1fx faster)\n",
                    hitbox::benchmarks::formatSeconds(bothTime).c_str(),
                    hitbox::benchmarks::formatSeconds(peer->totalSeconds).c_str(),
                    peer->totalSeconds / bothTime);
    }
}

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
    compareWithOpenCv(reporter);
    return 0;
}
