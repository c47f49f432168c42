#include "polygonoverlap.h"

#include "polygonoverlap_p.h"

#include <limits>
#include <span>

namespace hitbox::collision::detail {
namespace {

using detail::EdgeLine;

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
    if (!detail::boundsInteriorsOverlap(boundsA, boundsB))
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

} // namespace hitbox::collision::detail
