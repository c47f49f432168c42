// Convex polygon overlap against Box2D 2.4's b2TestOverlap (GJK distance, Debian's
// libbox2d-dev) on the same random convex 8-gons: pairs that overlap, and pairs whose
// bounding boxes overlap but whose polygons are at least 0.05 apart. Box2D inflates
// every polygon by its skin (b2_polygonRadius, 0.01) and calls a distance below
// 10 * FLT_EPSILON an overlap, so near misses are left out; every pair is checked to
// get the same answer from both before timing. Coordinates are floats, so both libraries
// see exactly the same vertices. After the run the custom main prints the ratios.

#include "ratioreporter.h"

#include "polygonoverlap.h"
#include <hitbox/shapes.h>

#include <benchmark/benchmark.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_distance.h>
#include <box2d/b2_polygon_shape.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace hc = hitbox::collision;

namespace {

constexpr std::size_t pairCount = 1024; // a power of two: the loops cycle with a mask
constexpr int vertexCount = 8;          // b2_maxPolygonVertices

struct Shape
{
    hc::Polygon ours;
    b2PolygonShape box2d;
};

struct ShapePair
{
    Shape a;
    Shape b;
};

// A convex 8-gon: points on a random ellipse at sorted angles at least 0.25 rad apart,
// rotated and moved to `centre`, rounded to floats. Empty when Box2D's hull drops a
// vertex (it welds points closer than its linear slop).
std::optional<Shape> makeShape(std::mt19937 &rng, b2Vec2 centre)
{
    std::uniform_real_distribution<double> axis(0.5, 2.0);
    std::uniform_real_distribution<double> turn(0.0, 2.0 * std::numbers::pi);
    const double rx = axis(rng);
    const double ry = axis(rng);
    const double rotation = turn(rng);
    std::vector<double> angles;
    while (angles.size() < vertexCount) {
        angles.clear();
        for (int i = 0; i < vertexCount; ++i)
            angles.push_back(turn(rng));
        std::sort(angles.begin(), angles.end());
        for (std::size_t i = 0; i < angles.size(); ++i) {
            const double next
                    = i + 1 < angles.size() ? angles[i + 1] : angles[0] + 2.0 * std::numbers::pi;
            if (next - angles[i] < 0.25) {
                angles.clear();
                break;
            }
        }
    }
    Shape shape;
    b2Vec2 points[vertexCount];
    for (int i = 0; i < vertexCount; ++i) {
        const double x = rx * std::cos(angles[i]);
        const double y = ry * std::sin(angles[i]);
        points[i].Set(float(centre.x + x * std::cos(rotation) - y * std::sin(rotation)),
                      float(centre.y + x * std::sin(rotation) + y * std::cos(rotation)));
        shape.ours.points.push_back({points[i].x, points[i].y});
    }
    shape.box2d.Set(points, vertexCount);
    if (shape.box2d.m_count != vertexCount || !hc::isConvex(shape.ours))
        return std::nullopt;
    return shape;
}

bool box2dOverlap(const ShapePair &p)
{
    b2Transform identity;
    identity.SetIdentity();
    return b2TestOverlap(&p.a.box2d, 0, &p.b.box2d, 0, identity, identity);
}

// Distance between the polygons themselves (no skin), from Box2D's GJK.
float box2dGap(const ShapePair &p)
{
    b2DistanceInput input;
    input.proxyA.Set(&p.a.box2d, 0);
    input.proxyB.Set(&p.b.box2d, 0);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.useRadii = false;
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput output;
    b2Distance(&output, &cache, &input);
    return output.distance;
}

bool boundsOverlap(const hc::Polygon &a, const hc::Polygon &b)
{
    const hc::Rect ra = hc::polygonBounds(a);
    const hc::Rect rb = hc::polygonBounds(b);
    return ra.x < rb.x + rb.w && rb.x < ra.x + ra.w && ra.y < rb.y + rb.h && rb.y < ra.y + ra.h;
}

// `pairCount` pairs that overlap (hit) or miss by at least 0.05 with overlapping bounds.
std::vector<ShapePair> makePairs(bool hit)
{
    std::mt19937 rng(hit ? 8 : 9);
    std::uniform_real_distribution<double> offset(-3.5, 3.5);
    std::vector<ShapePair> pairs;
    while (pairs.size() < pairCount) {
        const auto a = makeShape(rng, {0.0f, 0.0f});
        const auto b = makeShape(rng, {float(offset(rng)), float(offset(rng))});
        if (!a || !b)
            continue;
        ShapePair p{*a, *b};
        if (!boundsOverlap(p.a.ours, p.b.ours))
            continue;
        const float gap = box2dGap(p);
        if (hit ? gap > 0.0f : gap < 0.05f)
            continue;
        pairs.push_back(std::move(p));
    }
    return pairs;
}

const std::vector<ShapePair> &pairsFor(bool hit)
{
    return hitbox::benchmarks::hitOrMissInputs(hit, makePairs);
}

// Both libraries (and our general polygon test) give the expected answer on every pair,
// with A and B either way round.
bool answersAgree()
{
    for (const bool hit : {true, false}) {
        for (const ShapePair &p : pairsFor(hit)) {
            const ShapePair swapped{p.b, p.a};
            if (hc::detail::convexPolygonsOverlap(p.a.ours, p.b.ours) != hit
                || hc::detail::convexPolygonsOverlap(p.b.ours, p.a.ours) != hit
                || hc::detail::polygonsOverlap(p.a.ours, p.b.ours).overlap != hit
                || box2dOverlap(p) != hit || box2dOverlap(swapped) != hit) {
                std::fprintf(stderr,
                             "convex overlap: the answers disagree on a %s pair\n",
                             hit ? "hit" : "miss");
                return false;
            }
        }
    }
    std::printf("%zu hit and %zu miss pairs of convex 8-gons, the same answers from both\n",
                pairCount,
                pairCount);
    return true;
}

void ours(benchmark::State &state, bool hit)
{
    hitbox::benchmarks::cycleThrough(state, pairsFor(hit), [](const ShapePair &p) {
        return hc::detail::convexPolygonsOverlap(p.a.ours, p.b.ours);
    });
}

void box2d(benchmark::State &state, bool hit)
{
    hitbox::benchmarks::cycleThrough(state, pairsFor(hit), box2dOverlap);
}

constexpr hitbox::benchmarks::ComparedPair pairs[] = {
        {"convex 8-gons, hit", "convex/hit/ours", "convex/hit/box2d"},
        {"convex 8-gons, miss (bounds overlap)", "convex/miss/ours", "convex/miss/box2d"},
};

} // namespace

int main(int argc, char **argv)
{
    return hitbox::benchmarks::runComparison(
            argc,
            argv,
            answersAgree,
            [] { hitbox::benchmarks::registerHitAndMiss("convex", ours, "box2d", box2d); },
            "convexPolygonsOverlap against Box2D's b2TestOverlap",
            "Box2D",
            pairs);
}
