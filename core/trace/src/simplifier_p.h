#pragma once

// The state and passes of simplifyShape: simplify.cpp sets a shape up, measures what a
// removal costs, checks removals and holds the entry points; simplifyorders.cpp holds the
// removal orders (Douglas-Peucker, Visvalingam) and the vertex limit. Not installed.

#include "simplify_p.h"
#include "smallshapememo.h"
#include <hitbox/geometry.h>
#include <hitbox/shapes.h>
#include <hitbox/trace/simplify.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace hitbox::collision::detail {

using Index = std::uint32_t;

struct LoopInfo
{
    Index begin = 0;          // first vertex in the shared arrays
    Index size = 0;           // number of input vertices
    Index kept = 0;           // vertices still in the loop
    int solidSide = 1;        // +1: the solid side of an edge is its left (orient2d > 0)
    int orientation = 0;      // polygonOrientation of the input loop
    double area = 0.0;        // |area| of the input loop
    Vec2 origin;              // its first point, subtracted from the points in m_shoelace
    double shoelace = 0.0;    // twice its signed area, the sum of m_shoelace's terms
    bool alive = true;        // false once a hole has been filled
    bool alternating = false; // every edge has its midpoint: inputs at even offsets
    bool settled = false;     // simplified from memory (settleTinyLoops): passes skip it
};

// A tiny loop whose outcome the unchecked pass will remember (settleTinyLoops).
struct TinyLoop
{
    std::uint32_t loop = 0;
    Form form;
};

// What dropping a vertex would cost: the largest distance from the input vertices
// between its neighbours to the new edge, and whether they all stay on the solid side.
struct Cost
{
    double distanceSquared = 0.0;
    double areaBetween = 0.0; // |net area| between the input chain and the new edge
    bool staysInside = true;
};

// The squared distance from p to the segment a-c; where p lies beside the segment (the
// usual case) the distance to its line, without segmentDistanceSquared's call.
inline double sagittaSquared(Vec2 a, Vec2 c, Vec2 p)
{
    const Vec2 axis = c - a;
    const double lengthSq = lengthSquared(axis);
    const double t = dot(p - a, axis);
    if (lengthSq > 0.0 && t >= 0.0 && t <= lengthSq) {
        const double h = cross(axis, p - a);
        return h * h / lengthSq;
    }
    return segmentDistanceSquared(a, c, p);
}

// What the carried bounds tell about a removal's distance without walking the points.
enum class Bound {
    Within,  // clearly within the tolerance
    Beyond,  // clearly beyond it
    Unknown, // the points must be walked (always when conservative)
};

// A bound on the distance of input points to an edge, carried + sqrt(squared), kept
// apart so that the root is only taken for edges that are made.
struct Deviation
{
    double carried = 0.0;
    double squared = 0.0;
};

// The arrays of a Simplifier, kept between shapes on each thread (threadBuffers): a
// traced sprite's are hundreds of kilobytes, and allocating them afresh for every shape
// cost about a third of its simplification in page faults. The ScratchArrays start unset:
// addLoop writes them in full, except pending, which cost() or distanceBound() writes
// for a vertex before remove() reads it.
struct SimplifierBuffers
{
    ScratchArray<Vec2> points;
    ScratchArray<char> input;
    std::vector<std::uint32_t> loopOf;
    ScratchArray<std::uint32_t> next;
    ScratchArray<std::uint32_t> prev;
    std::vector<char> kept;
    ScratchArray<double> shoelace;
    std::vector<double> deviation;
    ScratchArray<Deviation> pending;
    std::vector<std::uint32_t> stamps;
    std::vector<char> unitCorner;
    std::vector<char> unverified;
    std::vector<LoopInfo> loops;
    std::vector<std::uint32_t> work;
    std::vector<RemovalCandidate> items;
    VertexBuckets queue;
    std::vector<TinyLoop> tinyLoops;
};

// This thread's buffers (empty while a Simplifier holds them).
SimplifierBuffers &threadBuffers();

class Simplifier
{
public:
    Simplifier(const PolygonWithHoles &shape,
               const SimplifyOptions &options,
               NeighbourSearch search,
               bool pixelCorners,
               bool checked,
               bool shortcuts = true)
        : m_options(options)
        , m_checked(checked)
        , m_shortcuts(shortcuts)
        , m_toleranceSquared(options.tolerance * options.tolerance)
        , m_edges(search, m_points, m_next, m_kept)
    {
        swapBuffers(threadBuffers());
        const std::size_t n = 2 * vertexCount(shape);
        m_points.reserve(n);
        m_input.reserve(n);
        m_loopOf.reserve(n);
        m_next.reserve(n);
        m_prev.reserve(n);
        m_kept.reserve(n);
        m_shoelace.reserve(n);
        addLoop(shape.outer, false);
        for (const Polygon &hole : shape.holes)
            addLoop(hole, true);
        m_keptTotal = m_points.size();
        if (options.maxVertices > 0)
            m_stamps.resize(m_keptTotal, 0);
        m_deviation.resize(m_keptTotal, 0.0);
        m_pending.resize(m_keptTotal); // unset (see SimplifierBuffers)
        if (!m_checked)
            return;
        m_edges.rebuild(m_keptTotal);
        if (pixelCorners && options.method == SimplifyMethod::Visvalingam && onPixelGrid(shape))
            markUnitCorners();
    }

    ~Simplifier() { returnBuffers(); }

    // Makes visvalingam() stop after its free sweep, recording the loops in `run`.
    void observeFreeSweep(FreeSweepRun *run) { m_sweepRun = run; }

    Simplifier(const Simplifier &) = delete;
    Simplifier &operator=(const Simplifier &) = delete;

    // The simplified shape; unchecked, nullopt when the result is not valid (see
    // simplifyShapeWith).
    std::optional<PolygonWithHoles> run()
    {
        if (m_options.method == SimplifyMethod::DouglasPeucker)
            douglasPeucker();
        else
            visvalingam();
        if (!m_checked) {
            PolygonWithHoles out = shape();
            if (!validLikeInput(out))
                return std::nullopt;
            if (m_options.maxVertices == 0)
                return out;
            // Valid now, so the checked removals of the vertex limit keep it valid.
            m_checked = true;
            m_edges.rebuild(m_keptTotal);
        }
        if (m_options.maxVertices > 0)
            enforceVertexLimit(std::max<std::size_t>(m_options.maxVertices, 3));
        return shape();
    }

private:
    // Calls f(mine, theirs) for each array and its place in `buffers`.
    template<typename F>
    void forEachArray(SimplifierBuffers &buffers, F &&f);

    // Exchanges the arrays with `buffers`.
    void swapBuffers(SimplifierBuffers &buffers);

    // Gives the arrays back to threadBuffers() for the next shape, emptied (or freed when
    // they have grown too large to keep).
    void returnBuffers();

    // Adds a loop with the midpoint of each edge as an extra candidate vertex, where
    // that midpoint lies exactly on the edge: a simplified outline may run through the
    // middle of a pixel staircase instead of only through its corners.
    void addLoop(const Polygon &polygon, bool hole);

    // True when `out` is a valid shape (validateRegion) whose loops wind as the input's.
    bool validLikeInput(const PolygonWithHoles &out) const;

    // Twice the signed area enclosed by the input chain from a to c and the edge c-a, in
    // O(1) from the loop's shoelace prefix sums.
    double twiceChainArea(Index a, Index c) const
    {
        return twiceChainArea(m_loops[m_loopOf[a]], a, c);
    }

    double twiceChainArea(const LoopInfo &loop, Index a, Index c) const
    {
        const double along = c > a ? m_shoelace[c] - m_shoelace[a]
                                   : loop.shoelace - m_shoelace[a] + m_shoelace[c];
        return along + cross(m_points[c] - loop.origin, m_points[a] - loop.origin);
    }

    // Pixel corners between two unit edges, with both edge midpoints as neighbours: cut
    // first (between those midpoints), they never need the validity check. On a pixel
    // grid the cut triangle lies in one pixel within 1/2 of the corner: grid lines meet
    // it only along the corner's own edges, which no other edge may touch in a valid
    // shape, and saddle chamfers stay within 1/4 of another grid point; an earlier cut
    // elsewhere was checked against these edges, or was such a triangle in another pixel.
    void markUnitCorners();

    // Calls f(v) for the loop's kept vertices in the order of their index, following the
    // links from the first.
    template<typename F>
    void forEachKept(const LoopInfo &loop, F &&f) const
    {
        if (loop.kept == 0)
            return;
        Index first = loop.begin;
        while (!m_kept[first])
            ++first;
        Index v = first;
        do {
            f(v);
            v = m_next[v];
        } while (v != first);
    }

    // The input vertex after v in its loop, whether kept or not.
    Index inputNext(Index v) const
    {
        const LoopInfo &loop = m_loops[m_loopOf[v]];
        return v + 1 == loop.begin + loop.size ? loop.begin : v + 1;
    }

    // With `onlyWithin`, stops as soon as the tolerance is exceeded (the rest of the
    // result is then partial). The area is the net one (sides cancel), from prefix sums.
    // The distance is bounded first without a walk: every input point between a and v
    // lies within deviation[a] of a-v, whose points lie within |v, a-c| of a-c (distance
    // to a segment is convex), and likewise past v; only when that bound is not clearly
    // within the tolerance are the points walked. With `bounded` false (onlyWithin, where
    // bound() said Unknown already) the points are walked at once and the area is left 0.
    Cost cost(Index v, bool onlyWithin, bool bounded = true);

    // The area of v's removal, and distanceBound(v).
    Bound bound(Index v, double &areaBetween);

    // What the carried bounds tell about the distance of v's removal without a walk;
    // Within records the bound for remove(). Every input point between a and v lies
    // within deviation[a] of a-v, whose points lie within |v, a-c| of a-c (distance to a
    // segment is convex), and likewise past v. And v is an input point, or the midpoint
    // of an input edge whose ends lie between a and c (or are a or c, at distance 0), so
    // one of them is as far from a-c as v: clearly beyond the tolerance, a walk would
    // stop there too.
    Bound distanceBound(Index v)
    {
        if (m_options.conservative)
            return Bound::Unknown;
        const Index a = m_prev[v];
        const Index c = m_next[v];
        // carried + |v, a-c| <= clearly, compared squared (no root here).
        const double carried = std::max(m_deviation[a], m_deviation[v]);
        const double room = m_options.tolerance * (1.0 - 1e-9) - 1e-9 - carried;
        const double sagitta = sagittaSquared(m_points[a], m_points[c], m_points[v]);
        if (room >= 0.0 && sagitta <= room * room) {
            m_pending[v] = {carried, sagitta};
            return Bound::Within;
        }
        if (m_shortcuts && sagitta > 1.000001 * m_toleranceSquared + 1e-12)
            return Bound::Beyond;
        return Bound::Unknown;
    }

    // True when the closed triangle a, b, c holds p (degenerate triangles included);
    // turn is orient2d(a, b, c).
    static bool inClosedTriangle(Vec2 a, Vec2 b, Vec2 c, int turn, Vec2 p)
    {
        if (turn == 0)
            return onSegment(a, b, p) || onSegment(b, c, p) || onSegment(a, c, p);
        return orient2d(a, b, p) * turn >= 0 && orient2d(b, c, p) * turn >= 0
               && orient2d(c, a, p) * turn >= 0;
    }

    // True when v can go without the shape becoming invalid: its loop keeps 3 vertices,
    // the new edge a-c meets no other edge, and no other vertex lies in the triangle
    // a, v, c that changes sides (so no loop crosses into or out of another). Every kept
    // vertex in the triangle's box starts a live edge found there.
    bool canRemove(Index v) const;

    // Whether v may go: with every removal checked, canRemove; otherwise only its loop's
    // size matters.
    bool mayRemove(Index v) const
    {
        return m_checked ? canRemove(v) : m_loops[m_loopOf[v]].kept > 3;
    }

    bool withinTolerance(const Cost &c) const
    {
        return c.distanceSquared <= m_toleranceSquared
               && (c.staysInside || !m_options.conservative);
    }

    // Drops v with the bound its cost recorded.
    void remove(Index v) { remove(v, m_pending[v].carried + std::sqrt(m_pending[v].squared)); }

    // Drops v; `bound` bounds the distance of the input points to the new edge.
    void remove(Index v, double bound)
    {
        const Index a = m_prev[v];
        const Index c = m_next[v];
        m_kept[v] = 0;
        m_next[a] = c;
        m_prev[c] = a;
        m_deviation[a] = bound;
        --m_loops[m_loopOf[v]].kept;
        if (!m_stamps.empty()) { // only the vertex limit's queue needs them
            ++m_stamps[a];
            ++m_stamps[c];
        }
        m_edges.edgeAdded(a, --m_keptTotal);
    }

    // Ramer-Douglas-Peucker as an order of removal: each vertex gets the error of the
    // chord it splits, capped by its parent's (so children go first), and vertices are
    // dropped in that order while the error stays within the tolerance. Without
    // conflicts this gives exactly the recursive algorithm's result.
    void douglasPeucker();

    void rankLoop(const LoopInfo &loop,
                  std::vector<double> &importance,
                  std::vector<Index> &rank,
                  Index &counter) const;

    // Visvalingam-Whyatt with the area between the input outline and the new edge as the
    // cost, so the outline that is left stays close in area (and IoU) to the input. Input
    // vertices go first, then edge midpoints too: on a pixel staircase that leaves edges
    // from midpoint to midpoint, through the middle of the steps.
    void visvalingam();

    // Unchecked, without a vertex limit, a loop's outcome depends on the loop alone:
    // only the final check looks at loops together. So a tiny loop (a one-pixel hole)
    // takes what the pass kept of another of its form (smallshapememo.h) and is settled;
    // the others of a form are listed to be remembered by rememberTinyLoops. Only with
    // the shortcuts: without them (the tests' reference) every loop is simplified.
    void settleTinyLoops();

    // Remembers what the pass kept of the tiny loops settleTinyLoops listed.
    void rememberTinyLoops();

    // Keeps the loop's points whose bits (by offset) are set in `kept`, drops the others.
    void keepOnly(LoopInfo &loop, std::uint32_t kept);

    // Unchecked, before the second pass of Visvalingam: drops every vertex that costs
    // nothing (its new edge leaves the net area as it is) and keeps the tolerance, in one
    // sweep per loop that looks again at the neighbours of each vertex it drops. The queue
    // would take these first too (no cost is lower), only in another order among them;
    // on pixel outlines they are most of the second pass (the chords through the middle
    // of straight staircases).
    void dropFreeVertices();

    // Unchecked, the first pass of Visvalingam on a loop whose input vertices all lie
    // between two edge midpoints: each vertex's cost stays as it is (its neighbours, the
    // midpoints, do not go in this pass), so the order only matters where the loop would
    // shrink to 3 vertices. Otherwise drops the candidates items[first...] at once.
    void cutCorners(const LoopInfo &loop, std::vector<RemovalCandidate> &items, std::size_t first);

    // Unchecked, the first pass of Visvalingam on a loop where every edge has its midpoint,
    // as cutCorners would make it (the same removals, the same bounds) but in two tight
    // sweeps with no queue. False when it does nothing: the queue then decides.
    bool cutAllCorners(LoopInfo &loop);

    // Drops the cheapest vertices of every loop above `limit`, filling holes that are in
    // the way, until every loop fits or nothing more can go.
    void enforceVertexLimit(std::size_t limit);

    // After the limit could not be reached: fills every hole above it, or else the
    // smallest hole when the outer loop is above it. False when nothing can be filled.
    bool fillBlockingHole(std::size_t limit);

    void fill(std::size_t l);

    PolygonWithHoles shape() const;

    // Every loop's kept vertices, filled holes included (empty).
    std::vector<Polygon> loops() const;

    Polygon result(std::size_t l) const;

    SimplifyOptions m_options;
    bool m_checked;   // every removal checked by canRemove (else the result once, in run)
    bool m_shortcuts; // see simplifyOptimistic
    double m_toleranceSquared;
    ScratchArray<Vec2> m_points; // every input vertex, loop after loop
    ScratchArray<char> m_input;  // 1 for input vertices, 0 for added edge midpoints
    std::vector<Index> m_loopOf; // loop of each vertex
    ScratchArray<Index> m_next;  // next kept vertex of the same loop
    ScratchArray<Index> m_prev;  // previous kept vertex
    std::vector<char> m_kept;
    ScratchArray<double> m_shoelace;     // per loop, prefix sums of cross(p[i], p[i + 1])
    std::vector<double> m_deviation;     // bounds the input points' distance to v-next[v]
    ScratchArray<Deviation> m_pending;   // the same for prev[v]-next[v], from cost(v)
    std::vector<std::uint32_t> m_stamps; // bumped when a vertex's neighbours change (limit)
    std::vector<LoopInfo> m_loops;       // [0] is the outer loop
    std::size_t m_keptTotal = 0;         // kept vertices of all loops
    LiveEdges m_edges;
    std::vector<char> m_unitCorner;        // see markUnitCorners; empty when not on a pixel grid
    std::vector<char> m_unverified;        // queued by Visvalingam before its points were walked
    std::vector<Index> m_work;             // dropFreeVertices' vertices to look at
    std::vector<RemovalCandidate> m_items; // Visvalingam's first candidates of a pass
    VertexBuckets m_queue;                 // Visvalingam's queue
    std::vector<TinyLoop> m_tinyLoops;     // see settleTinyLoops
    FreeSweepRun *m_sweepRun = nullptr;    // see observeFreeSweep
};

} // namespace hitbox::collision::detail
