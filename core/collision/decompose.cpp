#include "decompose.h"

#include "predicates.h"
#include "triangulate.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace hitbox::collision {
namespace {

using Index = std::uint32_t;
using Piece = std::vector<Index>;

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

// The union of pieces a and b across their shared edge p -> q (in a; q -> p in b), when
// it is convex and has at most `limit` vertices. Straight vertices at p and q go.
std::optional<Piece> merged(const Piece &a,
                            const Piece &b,
                            Index p,
                            Index q,
                            const std::vector<Vec2> &pts,
                            std::size_t limit)
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
    const std::size_t count = na + nb - 2 - std::size_t(turnP == 0) - std::size_t(turnQ == 0);
    if (count > limit)
        return std::nullopt;
    Piece out;
    out.reserve(count);
    // a from q round to p, then b from after p round to before q.
    for (std::size_t k = 1; k <= na; ++k) {
        const Index v = a[(*ia + k) % na];
        if ((v == q && turnQ == 0) || (v == p && turnP == 0))
            continue;
        out.push_back(v);
    }
    for (std::size_t k = 2; k < nb; ++k)
        out.push_back(b[(*ib + k) % nb]);
    return out;
}

} // namespace

ConvexDecomposition decomposeConvex(const PolygonWithHoles &shape, std::size_t maxVertices)
{
    const std::size_t limit = std::max<std::size_t>(maxVertices, 3);
    const Triangulation triangulation = triangulate(shape);
    ConvexDecomposition out;
    if (!triangulation.ok)
        return out;
    const std::vector<Vec2> &pts = triangulation.vertices;

    std::vector<Piece> pieces;
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
        if (std::optional<Piece> m = merged(pieces[a], pieces[b], p, q, pts, limit)) {
            pieces[a] = std::move(*m);
            pieces[b].clear();
            parent[b] = a;
        }
    }

    for (Index i = 0; i < pieces.size(); ++i) {
        if (find(i) != i)
            continue;
        Polygon polygon;
        polygon.points.reserve(pieces[i].size());
        for (const Index v : pieces[i])
            polygon.points.push_back(pts[v]);
        out.pieces.push_back(std::move(polygon));
    }
    out.ok = true;
    return out;
}

} // namespace hitbox::collision
