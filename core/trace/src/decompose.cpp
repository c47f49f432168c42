#include <hitbox/trace/decompose.h>

#include "decompose_p.h"
#include <hitbox/geometry.h>
#include <hitbox/trace/triangulate.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace hitbox::collision {
namespace detail {
namespace {

using Index = std::uint32_t;

struct Diagonal
{
    Index u;
    Index v;
    Index first; // the two triangles that share the edge u-v
    Index second;
    double lengthSquared;
    Index firstCorner; // where the edge starts in the triangles first and second
    Index secondCorner;
};

// Position of the edge from -> to in a piece, if it has one.
std::optional<std::size_t> findEdge(const Piece &piece, Index from, Index to)
{
    const std::size_t n = piece.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (piece[i] == from && piece[(i + 1) % n] == to)
            return i;
    }
    return std::nullopt;
}

} // namespace

std::size_t cornerCount(const Piece &piece, const std::vector<Vec2> &pts)
{
    const std::size_t n = piece.size();
    std::size_t corners = 0;
    for (std::size_t k = 0; k < n; ++k) {
        if (orient2d(pts[piece[(k + n - 1) % n]], pts[piece[k]], pts[piece[(k + 1) % n]]) != 0)
            ++corners;
    }
    return corners;
}

std::optional<Piece> merged(const Piece &a,
                            const Piece &b,
                            Index p,
                            Index q,
                            const std::vector<Vec2> &pts,
                            std::size_t limit,
                            bool keepStraight)
{
    const std::optional<std::size_t> ia = findEdge(a, p, q);
    const std::optional<std::size_t> ib = findEdge(b, q, p);
    if (!ia || !ib)
        return std::nullopt;
    const std::size_t na = a.size();
    const std::size_t nb = b.size();
    const Index beforeP = a[(*ia + na - 1) % na];
    const Index afterQ = a[(*ia + 2) % na];
    const Index afterP = b[(*ib + 2) % nb];
    const Index beforeQ = b[(*ib + nb - 1) % nb];
    const int turnP = orient2d(pts[beforeP], pts[p], pts[afterP]);
    const int turnQ = orient2d(pts[beforeQ], pts[q], pts[afterQ]);
    if (turnP < 0 || turnQ < 0)
        return std::nullopt;
    const bool dropP = turnP == 0 && !keepStraight;
    const bool dropQ = turnQ == 0 && !keepStraight;
    const std::size_t count = na + nb - 2 - std::size_t(dropP) - std::size_t(dropQ);
    if (!keepStraight && count > limit)
        return std::nullopt;
    Piece out;
    out.reserve(count);
    // a from q round to p, then b from after p round to before q.
    for (std::size_t k = 1; k <= na; ++k) {
        const Index v = a[(*ia + k) % na];
        if ((v == q && dropQ) || (v == p && dropP))
            continue;
        out.push_back(v);
    }
    for (std::size_t k = 2; k < nb; ++k)
        out.push_back(b[(*ib + k) % nb]);
    if (keepStraight && cornerCount(out, pts) > limit)
        return std::nullopt;
    return out;
}

namespace {

// Pieces as rings of corners (circular doubly linked lists over one array), so that a
// merge relinks four corners instead of copying both pieces: the merging stays linear
// when one piece grows to hold most of a large shape (Phaser's unlimited pieces), where
// copying was quadratic. A corner's edge runs from it to the next corner; a directed
// edge is in a piece exactly when its start corner is alive and the next corner holds
// its end, which is what findEdge tells on a vector piece.
class CornerRings
{
public:
    CornerRings(const std::vector<std::array<Index, 3>> &triangles, const std::vector<Vec2> &pts)
        : m_pts(pts)
        , m_corners(3 * triangles.size())
        , m_rings(triangles.size())
    {
        for (std::size_t t = 0; t < triangles.size(); ++t) {
            const Index first = Index(3 * t);
            for (Index k = 0; k < 3; ++k)
                m_corners[first + k] = {triangles[t][k], first + (k + 2) % 3, first + (k + 1) % 3};
            Piece triangle{triangles[t][0], triangles[t][1], triangles[t][2]};
            m_rings[t] = {first, 3, cornerCount(triangle, pts), true};
        }
    }

    /// Merges the piece holding corner `pa` (edge p -> q) with the one holding `qb` (edge
    /// q -> p) under the rules of `merged`; false when they cannot be or an edge is gone.
    bool merge(Index ringA, Index ringB, Index pa, Index qb, std::size_t limit, bool keepStraight)
    {
        if (!hasEdge(pa) || !hasEdge(qb))
            return false;
        const Index qa = m_corners[pa].next;
        const Index pb = m_corners[qb].next;
        if (m_corners[qa].vertex != m_corners[qb].vertex
            || m_corners[pb].vertex != m_corners[pa].vertex)
            return false;
        const Vec2 p = point(pa);
        const Vec2 q = point(qa);
        const Vec2 beforeP = point(m_corners[pa].prev);
        const Vec2 afterQ = point(m_corners[qa].next);
        const Vec2 afterP = point(m_corners[pb].next);
        const Vec2 beforeQ = point(m_corners[qb].prev);
        const int turnP = orient2d(beforeP, p, afterP);
        const int turnQ = orient2d(beforeQ, q, afterQ);
        if (turnP < 0 || turnQ < 0)
            return false;
        const bool dropP = turnP == 0 && !keepStraight;
        const bool dropQ = turnQ == 0 && !keepStraight;
        Ring &a = m_rings[ringA];
        Ring &b = m_rings[ringB];
        const std::size_t size = a.size + b.size - 2 - std::size_t(dropP) - std::size_t(dropQ);
        if (!keepStraight && size > limit)
            return false;
        // With straight vertices kept, only p's and q's neighbours change.
        const std::size_t corners = a.corners + b.corners + std::size_t(turnP != 0)
                                    + std::size_t(turnQ != 0)
                                    - std::size_t(orient2d(beforeP, p, q) != 0)
                                    - std::size_t(orient2d(p, q, afterQ) != 0)
                                    - std::size_t(orient2d(beforeQ, q, p) != 0)
                                    - std::size_t(orient2d(q, p, afterP) != 0);
        if (keepStraight && corners > limit)
            return false;
        // p keeps b's corner (its edge p -> afterP), q keeps a's (q -> afterQ), so that
        // the corners of every edge still in the piece stay the same.
        link(m_corners[pa].prev, pb);
        link(m_corners[qb].prev, qa);
        m_corners[pa].alive = false;
        m_corners[qb].alive = false;
        a.head = dropQ ? m_corners[qa].next : qa; // where `merged` starts the union
        if (dropP)
            unlink(pb);
        if (dropQ)
            unlink(qa);
        a.size = size;
        a.corners = corners;
        b.alive = false;
        return true;
    }

    /// The pieces still alive, in the order of their first triangle.
    std::vector<Piece> pieces() const
    {
        std::vector<Piece> out;
        for (const Ring &ring : m_rings) {
            if (!ring.alive)
                continue;
            Piece piece;
            piece.reserve(ring.size);
            Index c = ring.head;
            do {
                piece.push_back(m_corners[c].vertex);
                c = m_corners[c].next;
            } while (c != ring.head);
            out.push_back(std::move(piece));
        }
        return out;
    }

private:
    struct Corner
    {
        Index vertex;
        Index prev;
        Index next;
        bool alive = true;
    };
    struct Ring
    {
        Index head;          // the corner the piece starts at
        std::size_t size;    // corners in the ring
        std::size_t corners; // of them, the ones that are not straight
        bool alive;
    };

    Vec2 point(Index corner) const { return m_pts[m_corners[corner].vertex]; }
    bool hasEdge(Index corner) const { return m_corners[corner].alive; }
    void link(Index from, Index to)
    {
        m_corners[from].next = to;
        m_corners[to].prev = from;
    }
    void unlink(Index corner)
    {
        link(m_corners[corner].prev, m_corners[corner].next);
        m_corners[corner].alive = false;
    }

    const std::vector<Vec2> &m_pts;
    std::vector<Corner> m_corners;
    std::vector<Ring> m_rings;
};

} // namespace

IndexedPieces mergedTriangles(const PolygonWithHoles &shape, std::size_t limit, bool keepStraight)
{
    Triangulation triangulation = triangulate(shape);
    IndexedPieces out;
    if (!triangulation.ok)
        return out;
    out.vertices = std::move(triangulation.vertices);
    const std::vector<Vec2> &pts = out.vertices;

    struct HalfEdge
    {
        Index lo;
        Index hi;
        Index triangle;
        Index corner; // where the edge starts in its triangle
    };
    std::vector<HalfEdge> halfEdges;
    halfEdges.reserve(3 * triangulation.triangles.size());
    for (std::size_t t = 0; t < triangulation.triangles.size(); ++t) {
        const auto &triangle = triangulation.triangles[t];
        for (Index k = 0; k < 3; ++k) {
            const Index a = triangle[k];
            const Index b = triangle[(k + 1) % 3];
            halfEdges.push_back({std::min(a, b), std::max(a, b), Index(t), Index(3 * t + k)});
        }
    }
    std::sort(halfEdges.begin(), halfEdges.end(), [](const HalfEdge &x, const HalfEdge &y) {
        return x.lo < y.lo
               || (x.lo == y.lo && (x.hi < y.hi || (x.hi == y.hi && x.triangle < y.triangle)));
    });
    std::vector<Diagonal> diagonals;
    for (std::size_t i = 0; i + 1 < halfEdges.size(); ++i) {
        const HalfEdge &e = halfEdges[i];
        const HalfEdge &f = halfEdges[i + 1];
        if (e.lo == f.lo && e.hi == f.hi) {
            diagonals.push_back({e.lo,
                                 e.hi,
                                 e.triangle,
                                 f.triangle,
                                 distanceSquared(pts[e.lo], pts[e.hi]),
                                 e.corner,
                                 f.corner});
            ++i;
        }
    }
    std::stable_sort(diagonals.begin(), diagonals.end(), [](const Diagonal &x, const Diagonal &y) {
        return x.lengthSquared > y.lengthSquared;
    });

    CornerRings rings(triangulation.triangles, pts);
    std::vector<Index> parent(triangulation.triangles.size());
    for (Index i = 0; i < parent.size(); ++i)
        parent[i] = i;
    const auto find = [&](Index i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    };
    for (const Diagonal &d : diagonals) {
        const Index a = find(d.first);
        const Index b = find(d.second);
        if (a != b && rings.merge(a, b, d.firstCorner, d.secondCorner, limit, keepStraight))
            parent[b] = a;
    }
    out.pieces = rings.pieces();
    out.ok = true;
    return out;
}

std::vector<Polygon> strictPolygons(const std::vector<Vec2> &pts, const std::vector<Piece> &pieces)
{
    std::vector<Polygon> out;
    out.reserve(pieces.size());
    for (const Piece &piece : pieces) {
        const std::size_t n = piece.size();
        Polygon polygon;
        for (std::size_t k = 0; k < n; ++k) {
            const Vec2 p = pts[piece[k]];
            if (orient2d(pts[piece[(k + n - 1) % n]], p, pts[piece[(k + 1) % n]]) != 0)
                polygon.points.push_back(p);
        }
        out.push_back(std::move(polygon));
    }
    return out;
}

namespace {

// The promises of ConvexDecomposition that are cheap to check: strictly convex pieces
// within the limit whose areas add up to the shape's. A safety net: the methods above
// keep them by construction.
bool keepsPromises(const std::vector<Polygon> &pieces,
                   const PolygonWithHoles &shape,
                   std::size_t limit)
{
    double sum = 0.0;
    for (const Polygon &piece : pieces) {
        const std::size_t n = piece.points.size();
        if (n < 3 || n > limit)
            return false;
        for (std::size_t k = 0; k < n; ++k) {
            if (orient2d(piece.points[k], piece.points[(k + 1) % n], piece.points[(k + 2) % n])
                <= 0)
                return false;
        }
        sum += signedArea(piece);
    }
    const double expected = area(shape);
    return std::abs(sum - expected) <= 1e-9 * expected;
}

} // namespace
} // namespace detail

ConvexDecomposition decomposeConvexBaseline(const PolygonWithHoles &shape, std::size_t maxVertices)
{
    const detail::IndexedPieces merged
            = detail::mergedTriangles(shape, std::max<std::size_t>(maxVertices, 3), false);
    ConvexDecomposition out;
    if (!merged.ok)
        return out;
    out.pieces = detail::strictPolygons(merged.vertices, merged.pieces);
    out.ok = true;
    return out;
}

ConvexDecomposition decomposeConvex(const PolygonWithHoles &shape, std::size_t maxVertices)
{
    ConvexDecomposition out = decomposeConvexBaseline(shape, maxVertices);
    if (!out.ok)
        return out;
    const std::size_t limit = std::max<std::size_t>(maxVertices, 3);
    std::optional<std::vector<Polygon>> asymmetric = detail::decomposeAsymmetric(shape, limit);
    if (asymmetric && asymmetric->size() <= out.pieces.size()
        && detail::keepsPromises(*asymmetric, shape, limit))
        out.pieces = std::move(*asymmetric);
    std::optional<std::vector<Polygon>> symmetric = detail::decomposeSymmetric(shape, limit);
    if (symmetric && symmetric->size() <= out.pieces.size()
        && detail::keepsPromises(*symmetric, shape, limit))
        out.pieces = std::move(*symmetric);
    return out;
}

} // namespace hitbox::collision
