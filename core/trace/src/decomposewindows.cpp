// decomposeConvex without symmetry: the optimal partition where the outline is small
// enough, Hertel-Mehlhorn improved by optimal windows elsewhere.

#include "decompose_p.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

namespace hitbox::collision::detail {
namespace {

using Index = std::uint32_t;

// Largest hole-free outline cut by optimalConvexPartition as a whole, and the work it
// may take (about 10 ms) before the windows take over.
constexpr std::size_t wholeVertices = 64;
constexpr std::size_t wholeBudget = 10 * convexPartitionMillisecond;
// Largest window, and the work one window may take (about 1 ms).
constexpr std::size_t windowLimit = 20;
constexpr std::size_t windowBudget = convexPartitionMillisecond;
// Passes over all pieces as window seeds, and the work all windows of one shape may
// take together (about 50 ms), so that huge or noisy outlines stay fast.
constexpr int windowPasses = 3;
constexpr std::size_t windowsBudget = 50 * convexPartitionMillisecond;

std::uint64_t edgeKey(Index u, Index v)
{
    return (std::uint64_t(u) << 32) | v;
}

// The boundary of the union of `region` as one loop of vertex indices, when it is one
// simple loop (no vertex twice, no second loop).
std::optional<std::vector<Index>> boundaryLoop(const std::vector<Piece> &pieces,
                                               const std::vector<std::size_t> &region)
{
    std::unordered_map<std::uint64_t, int> directed;
    for (const std::size_t r : region) {
        const Piece &p = pieces[r];
        for (std::size_t k = 0; k < p.size(); ++k)
            ++directed[edgeKey(p[k], p[(k + 1) % p.size()])];
    }
    std::unordered_map<Index, Index> next;
    std::size_t edges = 0;
    for (const auto &[key, count] : directed) {
        const Index u = Index(key >> 32);
        const Index v = Index(key & 0xffffffffu);
        if (count != 1)
            return std::nullopt;
        if (directed.count(edgeKey(v, u)))
            continue;
        if (!next.emplace(u, v).second)
            return std::nullopt; // a vertex the boundary passes twice
        ++edges;
    }
    if (edges < 3)
        return std::nullopt;
    std::vector<Index> loop;
    Index start = next.begin()->first;
    for (const auto &[u, v] : next)
        start = std::min(start, u); // deterministic start
    Index v = start;
    do {
        loop.push_back(v);
        const auto it = next.find(v);
        if (it == next.end() || loop.size() > edges)
            return std::nullopt;
        v = it->second;
    } while (v != start);
    if (loop.size() != edges)
        return std::nullopt;
    return loop;
}

class Windows
{
public:
    Windows(const std::vector<Vec2> &pts, std::vector<Piece> &pieces, std::size_t limit)
        : m_pts(pts)
        , m_pieces(pieces)
        , m_limit(limit)
    {
        for (std::size_t i = 0; i < m_pieces.size(); ++i)
            addEdges(i);
    }

    // One pass over every live piece as a seed; true when something improved.
    bool pass(std::size_t windowVertices)
    {
        bool improved = false;
        for (std::size_t seed = 0; seed < m_pieces.size() && m_spent < windowsBudget; ++seed) {
            if (!m_pieces[seed].empty() && improveAround(seed, windowVertices))
                improved = true;
        }
        return improved && m_spent < windowsBudget;
    }

private:
    void addEdges(std::size_t i)
    {
        const Piece &p = m_pieces[i];
        for (std::size_t k = 0; k < p.size(); ++k)
            m_owner[edgeKey(p[k], p[(k + 1) % p.size()])] = i;
    }

    void removeEdges(std::size_t i)
    {
        const Piece &p = m_pieces[i];
        for (std::size_t k = 0; k < p.size(); ++k)
            m_owner.erase(edgeKey(p[k], p[(k + 1) % p.size()]));
    }

    // Pieces across the edges of piece i.
    void pushNeighbours(std::size_t i, std::deque<std::size_t> &queue) const
    {
        const Piece &p = m_pieces[i];
        for (std::size_t k = 0; k < p.size(); ++k) {
            const auto it = m_owner.find(edgeKey(p[(k + 1) % p.size()], p[k]));
            if (it != m_owner.end())
                queue.push_back(it->second);
        }
    }

    bool improveAround(std::size_t seed, std::size_t windowVertices)
    {
        std::vector<std::size_t> region{seed};
        std::vector<Index> loop = m_pieces[seed];
        std::deque<std::size_t> queue;
        pushNeighbours(seed, queue);
        while (!queue.empty()) {
            const std::size_t candidate = queue.front();
            queue.pop_front();
            if (std::find(region.begin(), region.end(), candidate) != region.end())
                continue;
            // Adding a piece of c edges that shares s of them with the region turns a
            // boundary of b edges into one of b + c - 2s, and s <= min(b, c): at least
            // |b - c|. A piece far larger or smaller than the window so far cannot fit,
            // and is skipped without tracing the union's boundary (which made windows
            // next to one huge piece, as unlimited pieces give, quadratic).
            const std::size_t size = m_pieces[candidate].size();
            if (std::max(size, loop.size()) - std::min(size, loop.size()) > windowVertices)
                continue;
            region.push_back(candidate);
            const std::optional<std::vector<Index>> grown = boundaryLoop(m_pieces, region);
            if (!grown || grown->size() > windowVertices) {
                region.pop_back();
                continue;
            }
            loop = *grown;
            pushNeighbours(candidate, queue);
        }
        if (region.size() < 2)
            return false;
        std::vector<Vec2> loopPts;
        loopPts.reserve(loop.size());
        for (const Index v : loop)
            loopPts.push_back(m_pts[v]);
        std::size_t work = 0;
        const std::optional<ConvexPieceIndices> cut
                = optimalConvexPartition(loopPts, m_limit, windowBudget, &work);
        m_spent += work;
        if (!cut || cut->size() > region.size())
            return false;
        std::vector<Piece> old;
        for (const std::size_t r : region)
            old.push_back(m_pieces[r]);
        std::vector<Piece> fresh;
        for (const auto &piece : *cut) {
            Piece mapped;
            for (const Index v : piece)
                mapped.push_back(loop[v]);
            fresh.push_back(std::move(mapped));
        }
        if (cut->size() == region.size()
            && !(cutCost(m_pts, fresh) < cutCost(m_pts, old) * (1.0 - 1e-12)))
            return false;
        for (const std::size_t r : region) {
            removeEdges(r);
            m_pieces[r].clear();
        }
        for (Piece &piece : fresh) {
            m_pieces.push_back(std::move(piece));
            addEdges(m_pieces.size() - 1);
        }
        return true;
    }

    const std::vector<Vec2> &m_pts;
    std::vector<Piece> &m_pieces;
    std::size_t m_limit;
    std::unordered_map<std::uint64_t, std::size_t> m_owner; // directed edge -> piece
    std::size_t m_spent = 0;                                // work of all windows
};

} // namespace

void improveByWindows(const std::vector<Vec2> &pts,
                      std::vector<Piece> &pieces,
                      std::size_t limit,
                      std::size_t windowVertices)
{
    Windows windows(pts, pieces, limit);
    for (int pass = 0; pass < windowPasses && windows.pass(windowVertices); ++pass) {
    }
    std::erase_if(pieces, [](const Piece &piece) { return piece.empty(); });
}

std::optional<std::vector<Polygon>> decomposeAsymmetric(const PolygonWithHoles &shape,
                                                        std::size_t limit)
{
    IndexedPieces merged = mergedTriangles(shape, limit, true);
    if (!merged.ok)
        return std::nullopt;
    bool whole = false;
    if (shape.holes.empty() && merged.vertices.size() <= wholeVertices) {
        if (const std::optional<ConvexPieceIndices> cut
            = optimalConvexPartition(merged.vertices, limit, wholeBudget)) {
            merged.pieces.assign(cut->begin(), cut->end());
            whole = true;
        }
    }
    if (!whole)
        improveByWindows(merged.vertices, merged.pieces, limit, windowLimit);
    return strictPolygons(merged.vertices, merged.pieces);
}

} // namespace hitbox::collision::detail
