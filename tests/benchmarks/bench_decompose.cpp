// Convex decomposition: decomposeConvex against the plain triangulation-and-merge
// baseline (decomposeConvexBaseline, Hertel-Mehlhorn with a vertex limit) on three
// corpora: the sample sprites of resources/samples traced as the editor does
// (model::traceSolidPixels, holes kept, tolerance 1 px), the synthetic sprites of
// referencetrace.h (traced, tolerance 1 px), and generated outlines (ships with and
// without windows, gears, stars). Each corpus is cut at limits 4 and 8 (Box2D's); the
// counters give the pieces, the pieces thinner than a pixel and the thinnest piece's
// width. After the run: piece counts and CPU times of ours against the baseline. Last, a
// round outline of 12,500 to 200,000 vertices, convex, notched and rounded to 6 decimals,
// cut without a vertex limit (Phaser's parts), with a complexity fit.

#include "ratioreporter.h"
#include "referencedecompose.h"

#include "model/evaluate/tracepipeline.h"
#include "model/io/alphaplane.h"
#include "model/io/imageloader.h"
#include <hitbox/trace/contour.h>
#include <hitbox/trace/decompose.h>
#include <hitbox/trace/simplify.h>

#include <QDir>

#include <cmath>
#include <cstdio>
#include <numbers>
#include <string>

namespace hc = hitbox::collision;
namespace hb = hitbox::benchmarks;
namespace ht = hitbox::testing;

namespace {

struct Corpus
{
    const char *name;
    std::vector<hc::PolygonWithHoles> shapes;
};

hc::PolygonWithHoles fromRef(const ht::RefPolygon &outer,
                             const std::vector<ht::RefPolygon> &holes = {})
{
    hc::PolygonWithHoles s{ht::refToPolygon(outer), {}};
    for (const ht::RefPolygon &h : holes)
        s.holes.push_back(ht::refToPolygon(h));
    return s;
}

const std::vector<Corpus> &corpora()
{
    static const std::vector<Corpus> all = [] {
        std::vector<Corpus> out;
        Corpus samples{"samples", {}};
        const QDir dir(QStringLiteral(HITBOX_SOURCE_DIR "/resources/samples"));
        for (const QString &file :
             dir.entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name)) {
            const hitbox::model::LoadedImage image = hitbox::model::loadImage(dir.filePath(file));
            if (!image.ok())
                continue;
            hitbox::model::TraceSettings settings;
            settings.holes = true;
            const hitbox::model::TraceResult trace = hitbox::model::traceSolidPixels(
                    hitbox::model::maskFromImage(image.image, 128), settings);
            samples.shapes.insert(samples.shapes.end(), trace.shapes.begin(), trace.shapes.end());
        }
        out.push_back(std::move(samples));
        Corpus synthetic{"synthetic", {}};
        hc::SimplifyOptions o;
        o.tolerance = 1.0;
        for (const ht::RefSyntheticShape &sprite : ht::refSyntheticShapes()) {
            for (const hc::PolygonWithHoles &traced : hc::traceMask(ht::refToMask(sprite.bitmap)))
                synthetic.shapes.push_back(hc::simplifyShape(traced, o));
        }
        out.push_back(std::move(synthetic));
        Corpus generated{"generated", {}};
        generated.shapes = {fromRef(ht::refShipOutline()),
                            fromRef(ht::refShipOutline(), ht::refShipWindows()),
                            fromRef(ht::refGear(8, 20, 28)),
                            fromRef(ht::refGear(12, 40, 50)),
                            fromRef(ht::refGear(16, 60, 72)),
                            fromRef(ht::refStar(5, 12, 30)),
                            fromRef(ht::refStar(7, 20, 40)),
                            fromRef(ht::refStar(12, 30, 60))};
        out.push_back(std::move(generated));
        return out;
    }();
    return all;
}

// Smallest distance between two parallel lines enclosing the convex polygon.
double width(const hc::Polygon &p)
{
    double best = INFINITY;
    const std::size_t n = p.points.size();
    for (std::size_t i = 0; i < n; ++i) {
        const hc::Vec2 a = p.points[i];
        const hc::Vec2 edge = p.points[(i + 1) % n] - a;
        const double length = std::sqrt(hc::lengthSquared(edge));
        double far = 0.0;
        for (const hc::Vec2 v : p.points)
            far = std::max(far, std::abs(hc::cross(edge, v - a)) / length);
        best = std::min(best, far);
    }
    return best;
}

struct Tally
{
    std::size_t pieces = 0;
    std::size_t thin = 0; // thinner than a pixel
    double thinnest = INFINITY;
};

using Decompose = hc::ConvexDecomposition (*)(const hc::PolygonWithHoles &, std::size_t);

Tally tally(const Corpus &corpus, std::size_t limit, Decompose decompose)
{
    Tally t;
    for (const hc::PolygonWithHoles &shape : corpus.shapes) {
        for (const hc::Polygon &piece : decompose(shape, limit).pieces) {
            const double w = width(piece);
            ++t.pieces;
            t.thin += w < 1.0;
            t.thinnest = std::min(t.thinnest, w);
        }
    }
    return t;
}

void run(benchmark::State &state, std::size_t corpus, std::size_t limit, Decompose decompose)
{
    const Corpus &c = corpora()[corpus];
    for (auto _ : state) {
        std::size_t pieces = 0;
        for (const hc::PolygonWithHoles &shape : c.shapes)
            pieces += decompose(shape, limit).pieces.size();
        benchmark::DoNotOptimize(pieces);
    }
    const Tally t = tally(c, limit, decompose);
    state.counters["shapes"] = double(c.shapes.size());
    state.counters["pieces"] = double(t.pieces);
    state.counters["thin"] = double(t.thin);
    state.counters["thinnest"] = t.thinnest;
}

// An exactly convex round outline of `points` vertices with no vertex limit (Phaser's
// parts): one piece holds it all. Merging by copies and the ear search made this
// quadratic; the complexity fit should say N (or N log N).
// A round outline of range(0) vertices, every other one `notch` units further in (0: a
// convex outline; else half its vertices are reflex, as a traced fringe is), optionally
// rounded to 6 decimals (as JSON files often are: mirror-symmetric, with tiny notches).
void roundOutline(benchmark::State &state, double notch, bool rounded)
{
    const int n = int(state.range(0));
    hc::Polygon outline;
    for (int k = 0; k < n; ++k) {
        const double a = 2.0 * std::numbers::pi * k / n;
        const double r = k % 2 ? 1000.0 - notch : 1000.0;
        const double x = r * std::cos(a);
        const double y = r * std::sin(a);
        outline.points.push_back(
                rounded ? hc::Vec2{std::round(x * 1e6) / 1e6, std::round(y * 1e6) / 1e6}
                        : hc::Vec2{x, y});
    }
    const hc::PolygonWithHoles shape{outline, {}};
    std::size_t pieces = 0;
    for (auto _ : state) {
        pieces = hc::decomposeConvex(shape, std::size_t(1) << 20).pieces.size();
        benchmark::DoNotOptimize(pieces);
    }
    state.counters["pieces"] = double(pieces);
    state.SetComplexityN(n);
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    std::vector<std::string> names;
    for (std::size_t c = 0; c < corpora().size(); ++c) {
        for (const std::size_t limit : {4, 8}) {
            const std::string group
                    = std::string(corpora()[c].name) + "/limit:" + std::to_string(limit);
            benchmark::RegisterBenchmark(
                    (group + "/ours").c_str(), run, c, limit, &hc::decomposeConvex)
                    ->Unit(benchmark::kMillisecond);
            benchmark::RegisterBenchmark(
                    (group + "/baseline").c_str(), run, c, limit, &hc::decomposeConvexBaseline)
                    ->Unit(benchmark::kMillisecond);
            names.push_back(group);
        }
    }
    benchmark::RegisterBenchmark("round outline/unlimited", roundOutline, 0.0, false)
            ->RangeMultiplier(4)
            ->Range(12'500, 200'000)
            ->Complexity()
            ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("notched outline/unlimited", roundOutline, 10.0, false)
            ->RangeMultiplier(4)
            ->Range(12'500, 200'000)
            ->Complexity()
            ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("rounded outline/unlimited", roundOutline, 0.0, true)
            ->RangeMultiplier(4)
            ->Range(12'500, 200'000)
            ->Complexity()
            ->Unit(benchmark::kMillisecond);
    hb::RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();

    std::printf(
            "\nPieces (thinner than 1 px) and CPU time per corpus, ours against the baseline:\n");
    std::size_t index = 0;
    for (std::size_t c = 0; c < corpora().size(); ++c) {
        for (const std::size_t limit : {4, 8}) {
            const std::string &group = names[index++];
            const double ours = reporter.seconds(group + "/ours");
            const double base = reporter.seconds(group + "/baseline");
            if (ours <= 0.0 || base <= 0.0)
                continue;
            const Tally a = tally(corpora()[c], limit, &hc::decomposeConvex);
            const Tally b = tally(corpora()[c], limit, &hc::decomposeConvexBaseline);
            std::printf("%s (%zu shapes): %zu pieces (%zu thin), baseline %zu (%zu thin): "
                        "%.3fx the pieces; time %s vs %s (%.1fx)\n",
                        group.c_str(),
                        corpora()[c].shapes.size(),
                        a.pieces,
                        a.thin,
                        b.pieces,
                        b.thin,
                        double(a.pieces) / double(b.pieces),
                        hb::formatSeconds(ours).c_str(),
                        hb::formatSeconds(base).c_str(),
                        ours / base);
        }
    }
    return 0;
}
