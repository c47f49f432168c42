#pragma once

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace hitbox::collision::detail {

/// The simplicity part of validatePolygon in O(n log n), for polygons too large for its
/// pair search (Shamos-Hoey sweep line, every decision by orient2d).
///
/// `pts` must hold at least 3 finite, pairwise distinct vertices. Returns a pair (i, j),
/// i < j, of edges (edge i runs from vertex i to vertex (i + 1) % n) that meet other than
/// as neighbours at their shared vertex, or nullopt when the polygon is simple. When
/// several pairs meet, which one is returned is deterministic but unspecified (not
/// necessarily the lowest).
std::optional<std::pair<std::size_t, std::size_t>>
findEdgeContactBySweep(std::span<const Vec2> pts);

/// findEdgeContactBySweep for several loops at once, e.g. the outer loop and the holes of
/// a PolygonWithHoles: `pts` holds the loops one after another and `loopSizes` their
/// vertex counts (each at least 3, adding up to pts.size(); otherwise nullopt). Edge i
/// runs from vertex i to the next vertex of its own loop, and edges meet as neighbours
/// only within a loop, so any contact between two loops is reported.
std::optional<std::pair<std::size_t, std::size_t>>
findEdgeContactBySweep(std::span<const Vec2> pts, std::span<const std::size_t> loopSizes);

/// findEdgeContactBySweep for several loops that also finds how they nest: `parents[l]` is
/// the loop whose inside directly encloses loop l, or -1 when no loop encloses it. Every
/// vertex must be distinct from every other (of any loop) and each loop simple with a
/// non-zero area. When two loops meet, returns that pair like findEdgeContactBySweep and
/// leaves `parents` empty; `parents` is also empty when `loopSizes` is malformed.
/// O(n log n).
std::optional<std::pair<std::size_t, std::size_t>>
findLoopParents(std::span<const Vec2> pts,
                std::span<const std::size_t> loopSizes,
                std::vector<std::ptrdiff_t> &parents);

/// Loop `loop` of a shape: 0 is the outer loop, 1.. the holes.
inline const Polygon &loopAt(const PolygonWithHoles &shape, std::size_t loop)
{
    return loop == 0 ? shape.outer : shape.holes[loop - 1];
}

/// pointInPolygon(pts, point) from only some of the polygon's edges (edge i runs from
/// pts[i] to the next point): the same answer when `edges` holds every edge whose closed y
/// range holds point.y, since no other edge can cross the point's ray or hold it.
Containment
pointInPolygonAmong(std::span<const Vec2> pts, std::span<const std::uint32_t> edges, Vec2 point);

/// A box with exact bounds (a Rect's width would round): an edge's, or a loop's.
struct ExactBox
{
    double minX, maxX, minY, maxY;

    static ExactBox of(Vec2 a, Vec2 b)
    {
        return {std::min(a.x, b.x), std::max(a.x, b.x), std::min(a.y, b.y), std::max(a.y, b.y)};
    }

    /// True when the closed boxes share a point.
    bool meets(const ExactBox &o) const
    {
        return o.minX <= maxX && minX <= o.maxX && o.minY <= maxY && minY <= o.maxY;
    }

    /// True when this box lies in `o` (edges included).
    bool within(const ExactBox &o) const
    {
        return minX >= o.minX && maxX <= o.maxX && minY >= o.minY && maxY <= o.maxY;
    }
};

enum class PairScan {
    Finished,   ///< every pair was visited
    Stopped,    ///< visit returned false
    OverBudget, ///< the budget ran out first
};

/// The pair search of validatePolygon and loopsApartAndNested: `edges` (each with a `box`
/// ExactBox member) sorted by box.minX, visit(e, f) is called for every pair whose boxes
/// meet, each edge with those that start before it ends, until it returns false. Every
/// pair whose x ranges meet counts against `budget` (quadratic inputs: the caller then
/// lets the sweep line decide).
template<typename Edge, typename Visit>
PairScan scanEdgePairs(const std::vector<Edge> &edges, std::size_t &budget, Visit &&visit)
{
    for (std::size_t k = 0; k < edges.size(); ++k) {
        const ExactBox &e = edges[k].box;
        for (std::size_t m = k + 1; m < edges.size() && edges[m].box.minX <= e.maxX; ++m) {
            if (budget == 0)
                return PairScan::OverBudget;
            --budget;
            const ExactBox &f = edges[m].box;
            if (f.minY > e.maxY || e.minY > f.maxY)
                continue;
            if (!visit(edges[k], edges[m]))
                return PairScan::Stopped;
        }
    }
    return PairScan::Finished;
}

/// A quick proof that a shape whose loops are each valid (validatePolygon) is a valid
/// region: no edge of one loop meets an edge of another (edges taken by their left ends,
/// as validatePolygon takes them, up to 16 holes; past that, in the cells of a grid fitted
/// to the edges), every hole lies inside the outer loop, and no hole inside another (one
/// vertex of each tells, the loops being apart). False when that is not shown: too many
/// edge pairs side by side, edges long against the grid's cells, or a problem;
/// findLoopParents then decides and names the loops. Exact predicates (regionproof.cpp).
bool loopsApartAndNested(const PolygonWithHoles &shape);

} // namespace hitbox::collision::detail
