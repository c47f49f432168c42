// Concave polygon overlap against Boost.Geometry's `intersects` (Debian's libboost-dev)
// on the same 16-gon armatures: two combs with four teeth each, the second turned over
// with its teeth in the first one's gaps, 0.2 clear of it on every side (an interlocked
// miss: the bounding boxes overlap by most of their area), or pushed sideways or down
// into it by 0.4 to 0.9 (a hit). Each pair is rotated and moved at random and its
// vertices jittered by up to 0.05. Boost counts touching boundaries as intersecting and
// polygonsOverlap does not; no pair comes within 0.1 of touching, so both must give the
// same answer on every pair, checked before timing. After the run the custom main
// prints the ratios.

#include "ratioreporter.h"

#include "polygonoverlap.h"
#include <hitbox/shapes.h>

#include <benchmark/benchmark.h>
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include <cmath>
#include <cstdio>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace hc = hitbox::collision;
namespace bg = boost::geometry;

namespace {

using BoostPoint = bg::model::d2::point_xy<double>;
using BoostPolygon = bg::model::polygon<BoostPoint>;

constexpr std::size_t pairCount = 1024; // a power of two: the loops cycle with a mask

constexpr double toothWidth = 1.0;
constexpr double gapWidth = 1.4; // a tooth of the other comb fits with 0.2 either side
constexpr double baseHeight = 1.0;
constexpr double combHeight = 4.0;
constexpr double clearance = (gapWidth - toothWidth) / 2.0;
constexpr int teeth = 4;
constexpr double combWidth = teeth * toothWidth + (teeth - 1) * gapWidth;

struct Shape
{
    hc::Polygon ours;
    BoostPolygon boost;
};

struct ShapePair
{
    Shape a;
    Shape b;
};

// A comb with its base on y = 0..baseHeight and teeth up to combHeight: 16 vertices.
std::vector<hc::Vec2> comb()
{
    std::vector<hc::Vec2> points{{0.0, 0.0}, {combWidth, 0.0}};
    for (int k = teeth - 1; k >= 0; --k) {
        const double x0 = k * (toothWidth + gapWidth);
        const double x1 = x0 + toothWidth;
        points.push_back({x1, combHeight});
        points.push_back({x0, combHeight});
        if (k > 0) {
            points.push_back({x0, baseHeight});
            points.push_back({x0 - gapWidth, baseHeight});
        }
    }
    return points;
}

Shape makeShape(const std::vector<hc::Vec2> &points)
{
    Shape shape;
    shape.ours.points = points;
    for (const hc::Vec2 p : points)
        bg::append(shape.boost.outer(), BoostPoint(p.x, p.y));
    bg::correct(shape.boost); // Boost's default polygon is clockwise and closed
    return shape;
}

// An interlocked pair, or (hit) one with the second comb pushed into the first.
ShapePair makePair(std::mt19937 &rng, bool hit)
{
    std::uniform_real_distribution<double> jitter(-0.05, 0.05);
    std::uniform_real_distribution<double> turn(0.0, 2.0 * std::numbers::pi);
    std::uniform_real_distribution<double> place(-100.0, 100.0);
    std::uniform_real_distribution<double> push(0.4, 0.9);
    std::uniform_int_distribution<int> direction(0, 2);

    // The second comb turned over: its teeth point down into the first one's gaps.
    const double shiftX = toothWidth + clearance + combWidth;
    const double shiftY = combHeight + baseHeight + clearance;
    hc::Vec2 push2{0.0, 0.0};
    if (hit) {
        const int d = direction(rng);
        push2 = d == 0 ? hc::Vec2{push(rng), 0.0}
                       : (d == 1 ? hc::Vec2{-push(rng), 0.0} : hc::Vec2{0.0, -push(rng)});
    }
    const double angle = turn(rng);
    const hc::Vec2 at{place(rng), place(rng)};
    const auto placed = [&](hc::Vec2 p) {
        p = {p.x + jitter(rng), p.y + jitter(rng)};
        return hc::Vec2{at.x + p.x * std::cos(angle) - p.y * std::sin(angle),
                        at.y + p.x * std::sin(angle) + p.y * std::cos(angle)};
    };
    std::vector<hc::Vec2> first;
    std::vector<hc::Vec2> second;
    for (const hc::Vec2 p : comb()) {
        first.push_back(placed(p));
        second.push_back(placed({shiftX - p.x + push2.x, shiftY - p.y + push2.y}));
    }
    return {makeShape(first), makeShape(second)};
}

std::vector<ShapePair> makePairs(bool hit)
{
    std::mt19937 rng(hit ? 16 : 17);
    std::vector<ShapePair> pairs;
    while (pairs.size() < pairCount)
        pairs.push_back(makePair(rng, hit));
    return pairs;
}

const std::vector<ShapePair> &pairsFor(bool hit)
{
    return hitbox::benchmarks::hitOrMissInputs(hit, makePairs);
}

// Valid polygons, and the expected answer from both libraries with A and B either way.
bool answersAgree()
{
    for (const bool hit : {true, false}) {
        for (const ShapePair &p : pairsFor(hit)) {
            if (!hc::validatePolygon(p.a.ours).isValid() || !hc::validatePolygon(p.b.ours).isValid()
                || !bg::is_valid(p.a.boost) || !bg::is_valid(p.b.boost)) {
                std::fprintf(stderr, "armature overlap: an invalid polygon\n");
                return false;
            }
            if (hc::detail::polygonsOverlap(p.a.ours, p.b.ours).overlap != hit
                || hc::detail::polygonsOverlap(p.b.ours, p.a.ours).overlap != hit
                || bg::intersects(p.a.boost, p.b.boost) != hit
                || bg::intersects(p.b.boost, p.a.boost) != hit) {
                std::fprintf(stderr,
                             "armature overlap: the answers disagree on a %s pair\n",
                             hit ? "hit" : "miss");
                return false;
            }
        }
    }
    std::printf("%zu hit and %zu interlocked miss pairs of 16-gon combs, the same answers "
                "from both\n",
                pairCount,
                pairCount);
    return true;
}

void ours(benchmark::State &state, bool hit)
{
    hitbox::benchmarks::cycleThrough(state, pairsFor(hit), [](const ShapePair &p) {
        return hc::detail::polygonsOverlap(p.a.ours, p.b.ours).overlap;
    });
}

void boostGeometry(benchmark::State &state, bool hit)
{
    hitbox::benchmarks::cycleThrough(state, pairsFor(hit), [](const ShapePair &p) {
        return bg::intersects(p.a.boost, p.b.boost);
    });
}

constexpr hitbox::benchmarks::ComparedPair pairs[] = {
        {"16-gon combs, hit", "armature/hit/ours", "armature/hit/boost"},
        {"16-gon combs, interlocked miss", "armature/miss/ours", "armature/miss/boost"},
};

} // namespace

int main(int argc, char **argv)
{
    return hitbox::benchmarks::runComparison(
            argc,
            argv,
            answersAgree,
            [] {
                hitbox::benchmarks::registerHitAndMiss("armature", ours, "boost", boostGeometry);
            },
            "polygonsOverlap against Boost.Geometry's intersects",
            "Boost",
            pairs);
}
