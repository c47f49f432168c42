#pragma once

// Internals of simplifyShape: how it finds the edges and vertices that could stop a vertex
// from going. Not installed, not part of the kernel's API; the tests check that every
// search gives the same result.

#include "scratcharray_p.h"
#include "vertexqueue_p.h"
#include <hitbox/shapes.h>
#include <hitbox/trace/simplify.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hitbox::collision::detail {

/// How simplifyShape looks for the live edges near a vertex it may drop.
enum class NeighbourSearch {
    Automatic,  ///< BruteForce up to bruteForcePoints points, else Grid
    Grid,       ///< a uniform grid, rebuilt coarser as the outline loses vertices
    BruteForce, ///< every live edge, for small shapes
};

/// Shapes of at most this many points (vertices and edge midpoints) are searched by brute
/// force: cheaper than building a grid.
constexpr std::size_t bruteForcePoints = 48;

/// simplifyShape with a chosen search; every search gives the same result. With
/// `pixelCorners`, the corners of a pixel outline between two unit edges are cut without
/// the validity check (it cannot fail there); false checks every removal, for the tests.
PolygonWithHoles simplifyShapeWith(const PolygonWithHoles &shape,
                                   const SimplifyOptions &options,
                                   NeighbourSearch search,
                                   bool pixelCorners);

/// What simplifyOptimistic did.
struct OptimisticRun
{
    PolygonWithHoles shape;
    bool fellBack = false; ///< the unchecked result was invalid: simplifyShapeWith's instead
};

/// simplifyShape's way: the removals are made without the validity check (only the
/// tolerance, containment and every loop keeping 3 vertices hold them back), then the
/// result is checked once (validateRegion, and every loop winding as its input loop);
/// when that fails, the shape is simplified again from the input by simplifyShapeWith
/// (Automatic, pixel corners), which checks every removal. A vertex limit is enforced
/// after the check, with every removal checked.
/// With `shortcuts` false, without the shortcuts that only save time: corners cut in one
/// sweep, queued costs walked only when taken from the queue, removals refused by the
/// removed vertex's own distance. The result is the same; the tests compare the two.
OptimisticRun simplifyOptimistic(const PolygonWithHoles &shape,
                                 const SimplifyOptions &options,
                                 bool shortcuts = true);

/// The loops (0 the outer one) of simplifyOptimistic's unchecked Visvalingam just before
/// and just after its free sweep (dropFreeVertices), and which of them were settled
/// from memory instead (the sweep passes them over): for the tests of the sweep.
struct FreeSweepRun
{
    std::vector<Polygon> before;
    std::vector<Polygon> after;
    std::vector<bool> settled;
};

/// Runs simplifyOptimistic's unchecked Visvalingam (whatever `options.method` says) on
/// `shape` up to the end of its free sweep.
FreeSweepRun
runFreeSweep(const PolygonWithHoles &shape, const SimplifyOptions &options, bool shortcuts);

/// True when every edge of `shape` lies on a line x = integer or y = integer, or is a
/// saddle chamfer (a quarter-pixel diagonal ending on the two grid lines through a grid
/// point), as in traceMask's outlines.
bool onPixelGrid(const PolygonWithHoles &shape);

/// The live edges of a shape being simplified (v -> next[v] for every kept v), found by
/// box. The grid keeps every edge made since it was last built (dead ones are filtered
/// out) in linked buckets; it is built again, with cells fitted to the mean live edge
/// length, once half of its edges have gone, so queries stay at a few edges per cell
/// as the outline coarsens and the work is O(1) per removal amortised.
class LiveEdges
{
public:
    using Index = std::uint32_t;

    LiveEdges(NeighbourSearch search,
              const ScratchArray<Vec2> &points,
              const ScratchArray<Index> &next,
              const std::vector<char> &kept)
        : m_points(points)
        , m_next(next)
        , m_kept(kept)
        , m_search(search)
    {}

    /// Builds the search over the kept vertices; `live` is their number.
    void rebuild(std::size_t live);

    /// Records the edge from -> next[from] made by dropping a vertex; `live` is the number
    /// of kept vertices left.
    void edgeAdded(Index from, std::size_t live)
    {
        if (!m_grid)
            return;
        if (m_budget == 0) {
            rebuild(live);
            return;
        }
        --m_budget;
        insert(from);
    }

    /// Calls f(from, to) for every live edge in a cell the box lo..hi touches (some more
    /// than once; BruteForce: for every live edge).
    template<typename F>
    void visit(Vec2 lo, Vec2 hi, F &&f) const
    {
        if (!m_grid) {
            for (Index v = 0; v < m_kept.size(); ++v) {
                if (m_kept[v])
                    f(v, m_next[v]);
            }
            return;
        }
        const int c0 = column(lo.x), c1 = column(hi.x);
        const int r0 = row(lo.y), r1 = row(hi.y);
        for (int r = r0; r <= r1; ++r) {
            for (int c = c0; c <= c1; ++c) {
                for (std::uint32_t e = m_heads[cell(c, r)]; e != none; e = m_entries[e].next) {
                    const Entry &entry = m_entries[e];
                    if (m_kept[entry.from] && m_next[entry.from] == entry.to)
                        f(entry.from, entry.to);
                }
            }
        }
    }

private:
    static constexpr std::uint32_t none = 0xffffffffu;

    struct Entry
    {
        Index from;
        Index to;
        std::uint32_t next; // next entry of the same cell
    };

    void insert(Index from);

    int column(double x) const
    {
        const double c = std::floor((x - m_x0) * m_inverseCell);
        return int(std::clamp(c, 0.0, double(m_columns - 1)));
    }

    int row(double y) const
    {
        const double r = std::floor((y - m_y0) * m_inverseCell);
        return int(std::clamp(r, 0.0, double(m_rows - 1)));
    }

    std::size_t cell(int c, int r) const
    {
        return std::size_t(r) * std::size_t(m_columns) + std::size_t(c);
    }

    const ScratchArray<Vec2> &m_points;
    const ScratchArray<Index> &m_next;
    const std::vector<char> &m_kept;
    NeighbourSearch m_search;
    bool m_grid = false;
    double m_x0 = 0.0;
    double m_y0 = 0.0;
    double m_inverseCell = 1.0;
    int m_columns = 1;
    int m_rows = 1;
    std::size_t m_budget = 0;           // edges that may still be added before the next rebuild
    std::vector<std::uint32_t> m_heads; // first entry of each cell
    std::vector<Entry> m_entries;
};

} // namespace hitbox::collision::detail
