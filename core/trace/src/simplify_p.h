#pragma once

// Internals of simplifyShape: how it finds the edges and vertices that could stop a vertex
// from going. Not installed, not part of the kernel's API; the tests check that every
// search gives the same result.

#include <hitbox/shapes.h>
#include <hitbox/trace/simplify.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <queue>
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

/// A vertex simplifyShape may drop: its cost and its stamp when queued (stale once its
/// neighbours change).
struct RemovalCandidate
{
    double key;
    std::uint32_t vertex;
    std::uint32_t stamp;

    bool operator>(const RemovalCandidate &o) const
    {
        return key > o.key || (key == o.key && vertex > o.vertex);
    }
};

using MinQueue = std::priority_queue<RemovalCandidate,
                                     std::vector<RemovalCandidate>,
                                     std::greater<RemovalCandidate>>;

/// Visvalingam's removal candidates, at most one per vertex, in (key, vertex) order: a
/// 4-ary heap that knows where each vertex sits, so a vertex whose cost changes is moved
/// rather than queued again (no stale entries to pop). Keys are costs, never negative:
/// their bits order as the numbers do, so they are compared as integers.
class VertexHeap
{
public:
    using Index = std::uint32_t;

    /// Empties the heap for vertices 0 .. vertices - 1, keeping its storage.
    void reset(std::size_t vertices)
    {
        m_heap.clear();
        m_position.assign(vertices, none);
    }

    /// Empties the heap, keeping its storage (as a vector's clear).
    void clear()
    {
        m_heap.clear();
        m_position.clear();
    }

    void swap(VertexHeap &other) noexcept
    {
        m_heap.swap(other.m_heap);
        m_position.swap(other.m_position);
    }

    /// Replaces the contents with `items` (one per vertex), in O(n).
    void assign(const std::vector<RemovalCandidate> &items)
    {
        for (const Entry &e : m_heap)
            m_position[e.vertex] = none;
        m_heap.clear();
        for (const RemovalCandidate &item : items) {
            m_position[item.vertex] = Index(m_heap.size());
            m_heap.push_back({bits(item.key), item.vertex});
        }
        if (m_heap.size() < 2)
            return;
        for (std::size_t i = (m_heap.size() - 2) / 4 + 1; i-- > 0;) // from the last parent
            siftDown(i);
    }

    bool empty() const { return m_heap.empty(); }

    /// Takes the candidate with the smallest (key, vertex): the hole at the top goes down
    /// the smaller children to a leaf, where the last entry then goes up (from the bottom,
    /// it seldom moves), which saves comparing it on every level on the way down.
    Index pop()
    {
        const Index top = m_heap.front().vertex;
        m_position[top] = none;
        const Entry last = m_heap.back();
        m_heap.pop_back();
        if (m_heap.empty())
            return top;
        std::size_t i = 0;
        for (;;) {
            const std::size_t child = smallestChild(i);
            if (child == none)
                break;
            place(i, m_heap[child]);
            i = child;
        }
        m_heap[i] = last;
        siftUp(i);
        return top;
    }

    /// Queues v with `key`, or moves it there when it is queued already.
    void set(Index v, double key)
    {
        const std::uint64_t k = bits(key);
        if (m_position[v] == none) {
            m_position[v] = Index(m_heap.size());
            m_heap.push_back({k, v});
            siftUp(m_heap.size() - 1);
            return;
        }
        const std::size_t i = m_position[v];
        const std::uint64_t old = m_heap[i].key;
        m_heap[i].key = k;
        if (k < old)
            siftUp(i);
        else
            siftDown(i);
    }

    /// Takes v out when it is queued.
    void erase(Index v)
    {
        const std::size_t i = m_position[v];
        if (i == none)
            return;
        m_position[v] = none;
        const Entry last = m_heap.back();
        m_heap.pop_back();
        if (i == m_heap.size())
            return;
        m_heap[i] = last;
        m_position[last.vertex] = Index(i);
        siftUp(i);
        siftDown(m_position[last.vertex]);
    }

private:
    static constexpr Index none = 0xffffffffu;

    struct Entry
    {
        std::uint64_t key; // the cost's bits
        Index vertex;

        // Without short circuits, so that the choice of a child compiles to conditional
        // moves: the keys are in no order a branch could predict.
        bool operator<(const Entry &o) const
        {
            return (key < o.key) | ((key == o.key) & (vertex < o.vertex));
        }
    };

    static std::uint64_t bits(double key)
    {
        // +0.0 for -0.0 (equal costs, different bits); costs are never negative otherwise.
        const double cost = key + 0.0;
        std::uint64_t out;
        std::memcpy(&out, &cost, sizeof out);
        return out;
    }

    void place(std::size_t i, const Entry &e)
    {
        m_heap[i] = e;
        m_position[e.vertex] = Index(i);
    }

    // The smallest child of i, or none when i is a leaf.
    std::size_t smallestChild(std::size_t i) const
    {
        const std::size_t first = 4 * i + 1;
        const std::size_t n = m_heap.size();
        if (first >= n)
            return none;
        if (first + 3 < n) { // four children: two pairs, then their winners
            const Entry *c = m_heap.data() + first;
            const std::size_t low = c[1] < c[0] ? first + 1 : first;
            const std::size_t high = c[3] < c[2] ? first + 3 : first + 2;
            return m_heap[high] < m_heap[low] ? high : low;
        }
        std::size_t best = first;
        for (std::size_t c = first + 1; c < n; ++c)
            best = m_heap[c] < m_heap[best] ? c : best;
        return best;
    }

    void siftUp(std::size_t i)
    {
        const Entry e = m_heap[i];
        while (i > 0) {
            const std::size_t parent = (i - 1) / 4;
            if (!(e < m_heap[parent]))
                break;
            place(i, m_heap[parent]);
            i = parent;
        }
        place(i, e);
    }

    void siftDown(std::size_t i)
    {
        const Entry e = m_heap[i];
        for (;;) {
            const std::size_t best = smallestChild(i);
            if (best == none || !(m_heap[best] < e))
                break;
            place(i, m_heap[best]);
            i = best;
        }
        place(i, e);
    }

    std::vector<Entry> m_heap;
    std::vector<Index> m_position; // of each vertex in m_heap, or none
};

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
              const std::vector<Vec2> &points,
              const std::vector<Index> &next,
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

    const std::vector<Vec2> &m_points;
    const std::vector<Index> &m_next;
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
