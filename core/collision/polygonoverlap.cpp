#include "polygonoverlap.h"

#include "predicates.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>

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
    return std::max(a0.x, a1.x) >= std::min(b0.x, b1.x)
           && std::max(b0.x, b1.x) >= std::min(a0.x, a1.x)
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

// The line of an edge e0->e1 of a polygon, oriented so that the polygon's interior lies
// on its positive side, for testing many points against it: orient2d's floating-point
// filter inline, with the edge vector computed once.
struct EdgeLine
{
    Vec2 e0;
    Vec2 e1;
    int winding = 0;
    double dx = 0.0; // (e1 - e0) * winding: exact, so the filter's bound still holds
    double dy = 0.0;

    EdgeLine(Vec2 from, Vec2 to, int polygonWinding)
        : e0(from)
        , e1(to)
        , winding(polygonWinding)
        , dx((to.x - from.x) * polygonWinding)
        , dy((to.y - from.y) * polygonWinding)
    {}

    // The side of v as a floating-point determinant (> 0 inner side) and the bound
    // beyond which its sign is exact (infinite when a zero product may have underflowed).
    struct Side
    {
        double det = 0.0;
        double bound = 0.0;
        bool surelyInner() const { return det > bound; }
        bool surelyOuter() const { return det < -bound; }
    };

    Side side(Vec2 v) const
    {
        const double left = dx * (v.y - e0.y);
        const double right = dy * (v.x - e0.x);
        const double bound = left != 0.0 ? orient2dErrorFactor * (std::abs(left) + std::abs(right))
                                         : std::numeric_limits<double>::infinity();
        return {left - right, bound};
    }

    // Exact: v lies strictly on the inner side.
    bool inner(Vec2 v) const { return orient2d(e0, e1, v) * winding > 0; }
};

// True when no vertex of q lies strictly on the inner side of the line (touching
// allowed). `hint` is tried first; a vertex found inside is left in it, and otherwise
// the one deepest inside, because neighbouring edges usually find the same vertex.
bool lineSeparates(const EdgeLine &line, std::span<const Vec2> q, std::size_t &hint)
{
    const std::size_t m = q.size();
    if (hint < m && line.side(q[hint]).surelyInner())
        return false;
    double deepest = -std::numeric_limits<double>::infinity();
    std::size_t deepestIndex = 0;
    bool unsure = false;                  // some vertex is not surely outside
    for (std::size_t k = 0; k < m; ++k) { // no early exit: branch-free
        const EdgeLine::Side s = line.side(q[k]);
        unsure = unsure || !s.surelyOuter();
        deepestIndex = s.det > deepest ? k : deepestIndex;
        deepest = s.det > deepest ? s.det : deepest;
    }
    if (!unsure)
        return true;
    hint = deepestIndex;
    if (line.side(q[deepestIndex]).surelyInner())
        return false;
    for (std::size_t k = 0; k < m; ++k) { // close to the line: exact predicates decide
        if (line.inner(q[k])) {
            hint = k;
            return false;
        }
    }
    return true;
}

Vec2 centreOf(const Rect &r)
{
    return {r.x + 0.5 * r.w, r.y + 0.5 * r.h};
}

std::size_t nearestVertex(std::span<const Vec2> points, Vec2 target)
{
    std::size_t nearest = 0;
    double best = distanceSquared(points[0], target);
    for (std::size_t i = 1; i < points.size(); ++i) {
        const double d = distanceSquared(points[i], target);
        nearest = d < best ? i : nearest;
        best = d < best ? d : best;
    }
    return nearest;
}

// Calls f(EdgeLine) for each edge of p of non-zero length, from edge `first` on, while
// f returns true; returns the index of the edge where f returned false, or p.size().
template<typename F>
std::size_t forEachEdgeLine(std::span<const Vec2> p, int winding, std::size_t first, F f)
{
    const std::size_t n = p.size();
    for (std::size_t i = first; i < n; ++i) {
        const Vec2 e0 = p[i];
        const Vec2 e1 = p[i + 1 == n ? 0 : i + 1];
        if (!(e0 == e1) && !f(EdgeLine(e0, e1, winding)))
            return i;
    }
    return n;
}

// True when some edge line of the convex polygon p (winding != 0) separates q.
bool someEdgeLineSeparates(std::span<const Vec2> p,
                           int winding,
                           std::span<const Vec2> q,
                           std::size_t hint)
{
    return forEachEdgeLine(p,
                           winding,
                           0,
                           [&](const EdgeLine &line) { return !lineSeparates(line, q, hint); })
           < p.size();
}

// The first edge of the convex polygon p whose line the floating-point filter alone
// does not show to have v strictly on its inner side, or p.size() when v is thereby
// shown strictly inside p.
std::size_t edgeNotSurelyHolding(std::span<const Vec2> p, int winding, Vec2 v)
{
    return forEachEdgeLine(
            p, winding, 0, [&](const EdgeLine &line) { return line.side(v).surelyInner(); });
}

// A vertex of q near p is either inside p (then they overlap), or outside the line of
// an edge of p, which then most likely separates them. 1: overlap, 0: separated, -1: not
// decided.
int probeNearestVertex(std::span<const Vec2> p,
                       int winding,
                       const Rect &pBounds,
                       std::span<const Vec2> q,
                       std::size_t &hint)
{
    hint = nearestVertex(q, centreOf(pBounds));
    const std::size_t edge = edgeNotSurelyHolding(p, winding, q[hint]);
    if (edge == p.size())
        return 1; // a vertex of q strictly inside p, where q's interior comes close
    const EdgeLine line(p[edge], p[edge + 1 == p.size() ? 0 : edge + 1], winding);
    return lineSeparates(line, q, hint) ? 0 : -1;
}

// The winding of a convex polygon is the turn at any vertex that turns: try the first
// one, and leave repeated or collinear vertices to polygonOrientation.
int convexWinding(std::span<const Vec2> p)
{
    const int turn = orient2d(p.back(), p[0], p[1]);
    return turn != 0 ? turn : polygonOrientation(p);
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
        if (!closedBoundsOverlap(a0,
                                 a1,
                                 {b.bounds.x, b.bounds.y},
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
    // The separating-axis test of the prepared polygons, without copying them: a
    // zero-length edge (a repeated vertex) is skipped, which leaves exactly the edges of
    // the polygon with its consecutive duplicates removed, and neither the winding nor
    // the bounds depend on duplicates.
    const std::span<const Vec2> a = first.points;
    const std::span<const Vec2> b = second.points;
    if (a.size() < 3 || b.size() < 3)
        return false;
    const Rect boundsA = boundsOf(a);
    const Rect boundsB = boundsOf(b);
    if (!boundsInteriorsOverlap(boundsA, boundsB))
        return false;
    const int windingA = convexWinding(a);
    if (windingA == 0)
        return false;
    const int windingB = convexWinding(b);
    if (windingB == 0)
        return false;
    std::size_t hintB = 0;
    if (const int decided = probeNearestVertex(a, windingA, boundsA, b, hintB); decided >= 0)
        return decided == 1;
    std::size_t hintA = 0;
    if (const int decided = probeNearestVertex(b, windingB, boundsB, a, hintA); decided >= 0)
        return decided == 1;
    return !someEdgeLineSeparates(a, windingA, b, hintB)
           && !someEdgeLineSeparates(b, windingB, a, hintA);
}

} // namespace hitbox::collision
