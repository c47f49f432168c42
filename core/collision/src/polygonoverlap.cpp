#include "polygonoverlap.h"

#include "polygonoverlap_p.h"
#include "simd.h"
#include <hitbox/geometry.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>

namespace hitbox::collision::detail {
namespace {

using detail::closedBoundsOverlap;
using detail::EdgeLine;

// A polygon prepared for the overlap tests: consecutive duplicates removed, winding
// and bounds known.
struct PreparedPolygon
{
    std::vector<Vec2> pts;
    int winding = 0; // +1 counter-clockwise in math axes, -1 clockwise, 0 degenerate
    Rect bounds;

    std::size_t size() const { return pts.size(); }
    Vec2 vertex(std::size_t i) const { return pts[i]; }
    Vec2 next(std::size_t i) const { return pts[i + 1 == pts.size() ? 0 : i + 1]; }
    Vec2 previous(std::size_t i) const { return pts[i == 0 ? pts.size() - 1 : i - 1]; }
};

PreparedPolygon prepare(const Polygon &polygon)
{
    PreparedPolygon p;
    p.pts.reserve(polygon.points.size());
    for (const Vec2 v : polygon.points) {
        if (p.pts.empty() || !(p.pts.back() == v))
            p.pts.push_back(v);
    }
    while (p.pts.size() > 1 && p.pts.front() == p.pts.back())
        p.pts.pop_back();
    if (p.pts.size() >= 3)
        p.winding = polygonOrientation(p.pts);
    p.bounds = boundsOf(p.pts);
    return p;
}

bool closedRectContains(const Rect &r, Vec2 p)
{
    return p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
}

// The open cone of directions, seen from apex, that point into a polygon's interior:
// it sweeps counter-clockwise (math axes) from the ray apex->from to the ray apex->to.
struct Cone
{
    Vec2 apex;
    Vec2 from;
    Vec2 to;
};

// Interior cone at a point lying on the edge prev->next (at its start vertex, or inside
// it) or at a vertex whose neighbours are prev and next.
Cone interiorCone(Vec2 apex, Vec2 prev, Vec2 next, int winding)
{
    // Counter-clockwise polygons keep their interior on the left of each edge.
    return winding > 0 ? Cone{apex, next, prev} : Cone{apex, prev, next};
}

// True when the ray apex->p lies strictly inside the open cone.
bool rayInsideCone(const Cone &cone, Vec2 p)
{
    const int turn = orient2d(cone.apex, cone.from, cone.to);
    if (turn > 0) // convex cone, less than a half-turn
        return orient2d(cone.apex, cone.from, p) > 0 && orient2d(cone.apex, p, cone.to) > 0;
    if (turn < 0) // reflex cone: everything outside the closed convex cone to->from
        return !(orient2d(cone.apex, cone.to, p) >= 0 && orient2d(cone.apex, p, cone.from) >= 0);
    if (sameDirection(cone.apex, cone.from, cone.to))
        return false;                             // a spike: no interior (only in invalid polygons)
    return orient2d(cone.apex, cone.from, p) > 0; // straight boundary: a half-plane
}

// Two open cones with a common apex share a direction iff one's starting ray lies
// strictly inside the other, or both start along the same ray.
bool conesIntersect(const Cone &a, const Cone &b)
{
    if (rayInsideCone(b, a.from) || rayInsideCone(a, b.from))
        return true;
    return orient2d(a.apex, a.from, b.from) == 0 && sameDirection(a.apex, a.from, b.from);
}

// The interior cone of `polygon` at a point known to lie on its boundary.
Cone coneAtBoundaryPoint(const PreparedPolygon &polygon, Vec2 point)
{
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (polygon.vertex(i) == point)
            return interiorCone(point, polygon.previous(i), polygon.next(i), polygon.winding);
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (onSegment(polygon.vertex(i), polygon.next(i), point))
            return interiorCone(point, polygon.vertex(i), polygon.next(i), polygon.winding);
    }
    return {point, point, point}; // unreachable for boundary points
}

Vec2 crossingPoint(Vec2 a, Vec2 b, Vec2 c, Vec2 d)
{
    const Vec2 r = b - a;
    const Vec2 s = d - c;
    const double denominator = cross(r, s);
    const double t = denominator != 0.0 ? cross(c - a, s) / denominator : 0.0;
    return a + t * r;
}

// Vertices of `inner` strictly inside `outer`, or on its boundary with interiors
// meeting there.
bool vertexRevealsOverlap(const PreparedPolygon &inner, const PreparedPolygon &outer, Vec2 &witness)
{
    for (std::size_t i = 0; i < inner.size(); ++i) {
        const Vec2 v = inner.vertex(i);
        if (!closedRectContains(outer.bounds, v))
            continue;
        const Containment where = pointInPolygon(outer.pts, v);
        if (where == Containment::Outside)
            continue;
        if (where == Containment::Boundary) {
            const Cone innerCone = interiorCone(v, inner.previous(i), inner.next(i), inner.winding);
            const Cone outerCone = coneAtBoundaryPoint(outer, v);
            if (!conesIntersect(innerCone, outerCone))
                continue;
        }
        witness = v;
        return true;
    }
    return false;
}

// The outcome of looking for a proper crossing of two edges.
struct CrossingSearch
{
    std::optional<Vec2> crossing; // where the first crossing in edge order is
    bool boundariesMeet = false;  // else: whether the boundaries touch anywhere
};

// Looks for the first proper crossing of an edge of a with one of b, in edge order.
// For each edge of a, the edges of b whose bounding boxes meet its box are found many
// at a time (EdgeBoxes), among those `candidates(lo, hi)(word)` allows in each word of
// 64 edges; only those go on, and of them only the ones with ends not surely on one side
// of a's line. Orientations go through orient2d's filter inline; pairs it cannot decide
// take the exact predicates, which also tell whether the boundaries touch.
template<typename Candidates>
CrossingSearch findCrossing(std::span<const Vec2> a,
                            std::span<const Vec2> b,
                            const Rect &boundsB,
                            Candidates candidates)
{
    const Vec2 bMin{boundsB.x, boundsB.y};
    const Vec2 bMax{boundsB.x + boundsB.w, boundsB.y + boundsB.h};
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    const std::size_t words = (m + 63) / 64;
    const detail::EdgeBoxes boxesB(b);
    const bool wide = simd::avx2();
    CrossingSearch result;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a0 = a[i];
        const Vec2 a1 = a[i + 1 == n ? 0 : i + 1];
        if (a0 == a1 || !closedBoundsOverlap(a0, a1, bMin, bMax))
            continue;
        const EdgeLine lineA(a0, a1, 1);
        const Vec2 lo{std::min(a0.x, a1.x), std::min(a0.y, a1.y)};
        const Vec2 hi{std::max(a0.x, a1.x), std::max(a0.y, a1.y)};
        const auto allowed = candidates(lo, hi);
        for (std::size_t w = 0; w < words; ++w) {
            std::uint64_t bits = allowed(w);
            if (bits == 0)
                continue;
            // The edges j of this word whose closed boxes meet a's (closedBoundsOverlap).
            bits &= boxesB.meeting(lo, hi, w, wide);
            for (; bits != 0; bits &= bits - 1) {
                const std::size_t j = 64 * w + std::size_t(std::countr_zero(bits));
                const Vec2 b0 = b[j];
                const Vec2 b1 = b[j + 1 == m ? 0 : j + 1];
                if (b0 == b1)
                    continue;
                const EdgeLine::Sides sb = lineA.sides(b0, b1);
                if (sb.bothInner() || sb.bothOuter())
                    continue; // b0 and b1 strictly on one side: no common point
                const EdgeLine lineB(b0, b1, 1);
                const EdgeLine::Sides sa = lineB.sides(a0, a1);
                if (sa.bothInner() || sa.bothOuter())
                    continue; // a0 and a1 strictly on one side: no common point
                if ((sb.sure() && sa.sure()) || segmentsCrossProperly(a0, a1, b0, b1)) {
                    result.crossing = crossingPoint(a0, a1, b0, b1);
                    return result;
                }
                result.boundariesMeet = result.boundariesMeet || segmentsIntersect(a0, a1, b0, b1);
            }
        }
    }
    return result;
}

// polygonsOverlap for polygons with at least 3 vertices and overlapping bounds, except
// that a polygon of zero area (winding 0) may be reported as overlapping.
PolygonOverlap overlapOfNonDegenerate(const Polygon &first,
                                      const Polygon &second,
                                      const Rect &boundsA,
                                      const Rect &boundsB)
{
    // Works on the vertices as given, like convexPolygonsOverlap: skipping zero-length
    // edges visits the edges of the prepared polygons in the same order.
    const std::span<const Vec2> a = first.points;
    const std::span<const Vec2> b = second.points;

    // 1. A proper crossing of two edges: the first one in edge order (witness included,
    //    as before). Up to 64 edges the box test prunes well enough alone; larger
    //    polygons index their edges by position, so that each edge of a looks at few
    //    words.
    CrossingSearch search;
    if (b.size() <= 64) {
        search = findCrossing(a, b, boundsB, [](Vec2, Vec2) {
            return [](std::size_t) { return ~std::uint64_t(0); };
        });
    } else {
        const detail::EdgeIndex indexB(b, boundsB);
        search = findCrossing(a, b, boundsB, [&indexB](Vec2 lo, Vec2 hi) {
            return [&indexB, query = indexB.query(lo, hi)](std::size_t word) {
                return indexB.candidates(query, word);
            };
        });
    }
    if (search.crossing)
        return {true, *search.crossing};
    const bool boundariesMeet = search.boundariesMeet;

    // 2. Without proper crossings, the interiors meet only if a vertex of one polygon
    //    lies inside the other, or on its boundary with the local interiors overlapping
    //    (this also covers identical polygons and shared collinear edges). When the
    //    boundaries do not even touch, each polygon lies wholly inside or wholly outside
    //    the other, and its first vertex tells which.
    if (!boundariesMeet) {
        if (closedRectContains(boundsB, a[0]) && pointInPolygon(b, a[0]) == Containment::Inside)
            return {true, a[0]};
        if (closedRectContains(boundsA, b[0]) && pointInPolygon(a, b[0]) == Containment::Inside)
            return {true, b[0]};
        return {};
    }
    const PreparedPolygon pa = prepare(first);
    const PreparedPolygon pb = prepare(second);
    PolygonOverlap result;
    if (pa.winding != 0 && pb.winding != 0
        && (vertexRevealsOverlap(pa, pb, result.witness)
            || vertexRevealsOverlap(pb, pa, result.witness)))
        result.overlap = true;
    return result;
}

} // namespace

PolygonOverlap polygonsOverlap(const Polygon &first, const Polygon &second)
{
    if (first.points.size() < 3 || second.points.size() < 3)
        return {};
    const Rect boundsA = boundsOf(first.points);
    const Rect boundsB = boundsOf(second.points);
    if (!detail::boundsInteriorsOverlap(boundsA, boundsB))
        return {};
    const PolygonOverlap result = overlapOfNonDegenerate(first, second, boundsA, boundsB);
    // A polygon of zero area overlaps nothing; checked last, as misses need no winding
    // (and it is the same with or without repeated vertices).
    if (!result.overlap || polygonOrientation(first.points) == 0
        || polygonOrientation(second.points) == 0)
        return {};
    return result;
}

} // namespace hitbox::collision::detail
