#include <hitbox/trace/decompose.h>

#include "decompose_p.h"
#include <hitbox/predicates.h>
#include <hitbox/trace/triangulate.h>

#include <algorithm>
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

IndexedPieces mergedTriangles(const PolygonWithHoles &shape, std::size_t limit, bool keepStraight)
{
    Triangulation triangulation = triangulate(shape);
    IndexedPieces out;
    if (!triangulation.ok)
        return out;
    out.vertices = std::move(triangulation.vertices);
    const std::vector<Vec2> &pts = out.vertices;

    std::vector<Piece> &pieces = out.pieces;
    pieces.reserve(triangulation.triangles.size());
    struct HalfEdge
    {
        Index lo;
        Index hi;
        Index triangle;
    };
    std::vector<HalfEdge> halfEdges;
    for (const auto &t : triangulation.triangles) {
        const Index id = Index(pieces.size());
        pieces.push_back({t[0], t[1], t[2]});
        for (std::size_t k = 0; k < 3; ++k) {
            const Index a = t[k];
            const Index b = t[(k + 1) % 3];
            halfEdges.push_back({std::min(a, b), std::max(a, b), id});
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
            diagonals.push_back(
                    {e.lo, e.hi, e.triangle, f.triangle, distanceSquared(pts[e.lo], pts[e.hi])});
            ++i;
        }
    }
    std::stable_sort(diagonals.begin(), diagonals.end(), [](const Diagonal &x, const Diagonal &y) {
        return x.lengthSquared > y.lengthSquared;
    });

    std::vector<Index> parent(pieces.size());
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
        if (a == b)
            continue;
        // Orient the shared edge as it runs in piece a.
        const bool forward = findEdge(pieces[a], d.u, d.v).has_value();
        const Index p = forward ? d.u : d.v;
        const Index q = forward ? d.v : d.u;
        if (std::optional<Piece> m = merged(pieces[a], pieces[b], p, q, pts, limit, keepStraight)) {
            pieces[a] = std::move(*m);
            pieces[b].clear();
            parent[b] = a;
        }
    }
    std::erase_if(pieces, [](const Piece &piece) { return piece.empty(); });
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
