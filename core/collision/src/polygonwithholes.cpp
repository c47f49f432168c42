#include <hitbox/shapes.h>

#include "simplicitysweep.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

namespace {

// The loops of a shape whose loops are each valid, when two of them share a point;
// otherwise sets `parents` (see findLoopParents).
std::optional<std::pair<std::size_t, std::size_t>>
touchingLoops(const PolygonWithHoles &shape, std::vector<std::ptrdiff_t> &parents)
{
    const std::size_t loops = shape.holes.size() + 1;
    std::vector<Vec2> pts;
    std::vector<std::size_t> sizes;
    std::vector<std::size_t> loopOf;
    pts.reserve(vertexCount(shape));
    for (std::size_t l = 0; l < loops; ++l) {
        const Polygon &loop = loopAt(shape, l);
        pts.insert(pts.end(), loop.points.begin(), loop.points.end());
        sizes.push_back(loop.points.size());
        loopOf.insert(loopOf.end(), loop.points.size(), l);
    }
    const auto ordered = [](std::size_t a, std::size_t b) {
        return a < b ? std::pair{a, b} : std::pair{b, a};
    };
    // A vertex shared by two loops first: the sweep line needs distinct vertices.
    std::vector<std::size_t> order(pts.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const auto lexLess = [&](std::size_t a, std::size_t b) {
        return pts[a].x < pts[b].x || (pts[a].x == pts[b].x && pts[a].y < pts[b].y);
    };
    std::sort(order.begin(), order.end(), lexLess);
    for (std::size_t k = 1; k < order.size(); ++k) {
        if (pts[order[k - 1]] == pts[order[k]])
            return ordered(loopOf[order[k - 1]], loopOf[order[k]]);
    }
    if (const auto edges = findLoopParents(pts, sizes, parents))
        return ordered(loopOf[edges->first], loopOf[edges->second]);
    return std::nullopt;
}

} // namespace

RegionValidation validateRegion(const PolygonWithHoles &shape, ValidationBudget &budget)
{
    RegionValidation out;
    const std::size_t loops = shape.holes.size() + 1;
    for (std::size_t l = 0; l < loops; ++l) {
        const PolygonValidation v = validatePolygon(loopAt(shape, l), budget);
        if (!v.isValid()) {
            out.problem = RegionProblem::InvalidLoop;
            out.loop = l;
            out.loopProblem = v;
            return out;
        }
    }
    if (loops == 1 || loopsApartAndNested(shape))
        return out;
    std::vector<std::ptrdiff_t> parents;
    if (const auto touching = touchingLoops(shape, parents)) {
        out.problem = RegionProblem::LoopsTouch;
        out.loop = touching->first;
        out.otherLoop = touching->second;
        return out;
    }
    // No two loops share a point now: each lies inside its parent loop and outside the rest.
    if (parents[0] >= 0) { // the outline inside a hole: that hole is not inside it
        out.problem = RegionProblem::HoleOutside;
        out.loop = std::size_t(parents[0]);
        return out;
    }
    for (std::size_t l = 1; l < loops; ++l) {
        if (parents[l] == 0)
            continue;
        out.problem = parents[l] < 0 ? RegionProblem::HoleOutside : RegionProblem::HoleInHole;
        out.loop = l;
        out.otherLoop = parents[l] < 0 ? 0 : std::size_t(parents[l]);
        return out;
    }
    return out;
}

RegionValidation validateRegion(const PolygonWithHoles &shape)
{
    ValidationBudget budget;
    return validateRegion(shape, budget);
}

double area(const PolygonWithHoles &shape)
{
    double total = std::abs(signedArea(shape.outer));
    for (const Polygon &hole : shape.holes)
        total -= std::abs(signedArea(hole));
    return total;
}

std::size_t vertexCount(const PolygonWithHoles &shape)
{
    std::size_t count = shape.outer.points.size();
    for (const Polygon &hole : shape.holes)
        count += hole.points.size();
    return count;
}

} // namespace hitbox::collision
