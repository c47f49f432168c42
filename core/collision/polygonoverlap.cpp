#include "polygonoverlap.h"

#include "predicates.h"

#include <algorithm>

namespace hitbox::collision {
namespace {

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

// Open interiors of the closed bounding boxes overlap.
bool boundsInteriorsOverlap(const Rect &a, const Rect &b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

bool closedBoundsOverlap(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1)
{
    return std::max(a0.x, a1.x) >= std::min(b0.x, b1.x) && std::max(b0.x, b1.x) >= std::min(a0.x, a1.x)
           && std::max(a0.y, a1.y) >= std::min(b0.y, b1.y)
           && std::max(b0.y, b1.y) >= std::min(a0.y, a1.y);
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
        return false; // a spike: no interior (only in invalid polygons)
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
bool vertexRevealsOverlap(const PreparedPolygon &inner, const PreparedPolygon &outer,
                          Vec2 &witness)
{
    for (std::size_t i = 0; i < inner.size(); ++i) {
        const Vec2 v = inner.vertex(i);
        if (!closedRectContains(outer.bounds, v))
            continue;
        const Containment where = pointInPolygon(outer.pts, v);
        if (where == Containment::Outside)
            continue;
        if (where == Containment::Boundary) {
            const Cone innerCone = interiorCone(v, inner.previous(i), inner.next(i),
                                                inner.winding);
            const Cone outerCone = coneAtBoundaryPoint(outer, v);
            if (!conesIntersect(innerCone, outerCone))
                continue;
        }
        witness = v;
        return true;
    }
    return false;
}

} // namespace

PolygonOverlap polygonsOverlap(const Polygon &first, const Polygon &second)
{
    const PreparedPolygon a = prepare(first);
    const PreparedPolygon b = prepare(second);
    if (a.winding == 0 || b.winding == 0 || !boundsInteriorsOverlap(a.bounds, b.bounds))
        return {};

    // 1. A proper crossing of two edges.
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Vec2 a0 = a.vertex(i);
        const Vec2 a1 = a.next(i);
        if (!closedBoundsOverlap(a0, a1, {b.bounds.x, b.bounds.y},
                                 {b.bounds.x + b.bounds.w, b.bounds.y + b.bounds.h}))
            continue;
        for (std::size_t j = 0; j < b.size(); ++j) {
            const Vec2 b0 = b.vertex(j);
            const Vec2 b1 = b.next(j);
            if (closedBoundsOverlap(a0, a1, b0, b1) && segmentsCrossProperly(a0, a1, b0, b1))
                return {true, crossingPoint(a0, a1, b0, b1)};
        }
    }

    // 2. Without proper crossings, the interiors meet only if a vertex of one polygon
    //    lies inside the other, or on its boundary with the local interiors overlapping
    //    (this also covers identical polygons and shared collinear edges).
    PolygonOverlap result;
    if (vertexRevealsOverlap(a, b, result.witness) || vertexRevealsOverlap(b, a, result.witness))
        result.overlap = true;
    return result;
}

bool convexPolygonsOverlap(const Polygon &first, const Polygon &second)
{
    const PreparedPolygon a = prepare(first);
    const PreparedPolygon b = prepare(second);
    if (a.winding == 0 || b.winding == 0 || !boundsInteriorsOverlap(a.bounds, b.bounds))
        return false;
    // An edge line separates when the other polygon lies entirely on its outer side
    // (touching allowed).
    const auto separatedByAnEdgeOf = [](const PreparedPolygon &p, const PreparedPolygon &q) {
        for (std::size_t i = 0; i < p.size(); ++i) {
            const Vec2 e0 = p.vertex(i);
            const Vec2 e1 = p.next(i);
            const bool allOutside = std::all_of(q.pts.begin(), q.pts.end(), [&](Vec2 v) {
                return orient2d(e0, e1, v) * p.winding <= 0;
            });
            if (allOutside)
                return true;
        }
        return false;
    };
    return !separatedByAnEdgeOf(a, b) && !separatedByAnEdgeOf(b, a);
}

} // namespace hitbox::collision
