#include <hitbox/trace/simplify.h>

#include "simplify_p.h"
#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>

namespace hitbox::collision {

using namespace detail; // internal helpers (src/)

namespace {

using Index = std::uint32_t;
constexpr double infinity = std::numeric_limits<double>::infinity();

struct LoopInfo
{
    Index begin = 0;       // first vertex in the shared arrays
    Index size = 0;        // number of input vertices
    Index kept = 0;        // vertices still in the loop
    int solidSide = 1;     // +1: the solid side of an edge is its left (orient2d > 0)
    double area = 0.0;     // |area| of the input loop
    Vec2 origin;           // its first point, subtracted from the points in m_shoelace
    double shoelace = 0.0; // twice its signed area, the sum of m_shoelace's terms
    bool alive = true;     // false once a hole has been filled
};

// What dropping a vertex would cost: the largest distance from the input vertices
// between its neighbours to the new edge, and whether they all stay on the solid side.
struct Cost
{
    double distanceSquared = 0.0;
    double areaBetween = 0.0; // |net area| between the input chain and the new edge
    bool staysInside = true;
};

// True when `out` is a valid shape (validateRegion) whose loops wind as the input's.
bool sameValidShape(const PolygonWithHoles &input, const PolygonWithHoles &out)
{
    if (out.holes.size() != input.holes.size() || !validateRegion(out).isValid()
        || polygonOrientation(out.outer) != polygonOrientation(input.outer))
        return false;
    for (std::size_t h = 0; h < out.holes.size(); ++h) {
        if (polygonOrientation(out.holes[h]) != polygonOrientation(input.holes[h]))
            return false;
    }
    return true;
}

// A bound on the distance of input points to an edge, carried + sqrt(squared), kept
// apart so that the root is only taken for edges that are made.
struct Deviation
{
    double carried = 0.0;
    double squared = 0.0;
};

class Simplifier
{
public:
    Simplifier(const PolygonWithHoles &shape,
               const SimplifyOptions &options,
               NeighbourSearch search,
               bool pixelCorners,
               bool checked)
        : m_options(options)
        , m_checked(checked)
        , m_toleranceSquared(options.tolerance * options.tolerance)
        , m_edges(search, m_points, m_next, m_kept)
    {
        const std::size_t n = 2 * vertexCount(shape);
        m_points.reserve(n);
        m_input.reserve(n);
        m_loopOf.reserve(n);
        m_next.reserve(n);
        m_prev.reserve(n);
        m_kept.reserve(n);
        addLoop(shape.outer, polygonOrientation(shape.outer) >= 0 ? 1 : -1);
        for (const Polygon &hole : shape.holes)
            addLoop(hole, polygonOrientation(hole) >= 0 ? -1 : 1);
        m_keptTotal = m_points.size();
        if (!m_checked)
            return;
        m_edges.rebuild(m_keptTotal);
        if (pixelCorners && options.method == SimplifyMethod::Visvalingam && onPixelGrid(shape))
            markUnitCorners();
    }

    // The simplified shape; unchecked, nullopt when the result is not valid (see
    // simplifyShapeWith).
    std::optional<PolygonWithHoles> run(const PolygonWithHoles &input)
    {
        if (m_options.method == SimplifyMethod::DouglasPeucker)
            douglasPeucker();
        else
            visvalingam();
        if (!m_checked) {
            PolygonWithHoles out = shape();
            if (!sameValidShape(input, out))
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
    // Adds a loop with the midpoint of each edge as an extra candidate vertex, where
    // that midpoint lies exactly on the edge: a simplified outline may run through the
    // middle of a pixel staircase instead of only through its corners.
    void addLoop(const Polygon &polygon, int solidSide)
    {
        LoopInfo loop;
        loop.begin = Index(m_points.size());
        const std::size_t n = polygon.points.size();
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2 a = polygon.points[i];
            const Vec2 b = polygon.points[(i + 1) % n];
            m_points.push_back(a);
            m_input.push_back(1);
            const Vec2 mid = 0.5 * (a + b);
            if (!(mid == a) && !(mid == b) && orient2d(a, mid, b) == 0) {
                m_points.push_back(mid);
                m_input.push_back(0);
            }
        }
        loop.size = Index(m_points.size()) - loop.begin;
        loop.kept = loop.size;
        loop.solidSide = solidSide;
        loop.area = std::abs(signedArea(polygon));
        loop.origin = polygon.points.front();
        for (Index i = 0; i < loop.size; ++i) {
            const Vec2 p = m_points[loop.begin + i] - loop.origin;
            const Vec2 q = m_points[loop.begin + (i + 1) % loop.size] - loop.origin;
            m_shoelace.push_back(loop.shoelace);
            loop.shoelace += cross(p, q);
        }
        const Index loopIndex = Index(m_loops.size());
        for (Index i = 0; i < loop.size; ++i) {
            m_loopOf.push_back(loopIndex);
            m_next.push_back(loop.begin + (i + 1) % loop.size);
            m_prev.push_back(loop.begin + (i + loop.size - 1) % loop.size);
            m_kept.push_back(1);
        }
        m_loops.push_back(loop);
        m_stamps.resize(m_points.size(), 0);
        m_deviation.resize(m_points.size(), 0.0);
        m_pending.resize(m_points.size());
    }

    // Twice the signed area enclosed by the input chain from a to c and the edge c-a, in
    // O(1) from the loop's shoelace prefix sums.
    double twiceChainArea(Index a, Index c) const
    {
        const LoopInfo &loop = m_loops[m_loopOf[a]];
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
    void markUnitCorners()
    {
        m_unitCorner.assign(m_points.size(), 0);
        for (const LoopInfo &loop : m_loops) {
            const Index end = loop.begin + loop.size;
            for (Index v = loop.begin; v < end; ++v) {
                const Index a = v == loop.begin ? end - 1 : v - 1;
                const Index c = v + 1 == end ? loop.begin : v + 1;
                const Vec2 p = m_points[v], pa = m_points[a], pc = m_points[c];
                m_unitCorner[v]
                        = m_input[v] && !m_input[a] && !m_input[c] && distanceSquared(p, pa) == 0.25
                          && distanceSquared(p, pc) == 0.25 && (pa.x == p.x) != (pc.x == p.x);
            }
        }
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
    // within the tolerance are the points walked.
    Cost cost(Index v, bool onlyWithin)
    {
        const Index a = m_prev[v];
        const Index c = m_next[v];
        Cost result;
        result.areaBetween = 0.5 * std::abs(twiceChainArea(a, c));
        const Vec2 pa = m_points[a];
        const Vec2 pc = m_points[c];
        if (onlyWithin && !m_options.conservative) {
            // bound = carried + |v, a-c| <= clearly, compared squared (no root here).
            const double carried = std::max(m_deviation[a], m_deviation[v]);
            const double room = m_options.tolerance * (1.0 - 1e-9) - 1e-9 - carried;
            const double sagitta = segmentDistanceSquared(pa, pc, m_points[v]);
            if (room >= 0.0 && sagitta <= room * room) {
                result.distanceSquared = m_toleranceSquared; // within, as far as is known
                m_pending[v] = {carried, sagitta};
                return result;
            }
        }
        const LoopInfo &loop = m_loops[m_loopOf[v]];
        const Index end = loop.begin + loop.size;
        const int side = loop.solidSide;
        const Vec2 axis = pc - pa;
        const double length = std::sqrt(lengthSquared(axis));
        const Vec2 along = (1.0 / length) * axis;
        // Only whether the tolerance holds matters with onlyWithin: a point between the
        // ends with h^2 below this (a margin far above rounding: tj <= length, hj^2 <=
        // tolerance^2) needs no exact distance; its |h| (plus rounding) bounds it.
        const bool quick = onlyWithin && !m_options.conservative;
        const double clearlyWithin = 0.999999 * m_toleranceSquared
                                     - 1e-12 * (2.0 * length * length + m_toleranceSquared);
        double quickSquared = 0.0;
        for (Index j = inputNext(a); j != c; j = j + 1 == end ? loop.begin : j + 1) {
            const Vec2 p = m_points[j];
            if (quick) {
                const double tj = dot(p - pa, along);
                const double hj = cross(along, p - pa);
                if (tj >= 0.0 && tj <= length && hj * hj <= clearlyWithin) {
                    quickSquared = std::max(quickSquared, hj * hj);
                    continue;
                }
            }
            double d = segmentDistanceSquared(pa, pc, p);
            // Rounding may leave a point that lies exactly on the new edge a hair away
            // from it; decide exactly where that matters.
            if (d > m_toleranceSquared && d < 1e-20 * lengthSquared(axis) && onSegment(pa, pc, p))
                d = 0.0;
            result.distanceSquared = std::max(result.distanceSquared, d);
            if (m_options.conservative && orient2d(pa, pc, p) * side < 0)
                result.staysInside = false;
            if (onlyWithin && !withinTolerance(result))
                return result;
        }
        // |h| of a quick point is its distance up to rounding: a margin keeps it a bound.
        m_pending[v] = {1e-9 * (1.0 + length), std::max(result.distanceSquared, quickSquared)};
        return result;
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
    bool canRemove(Index v) const
    {
        if (m_loops[m_loopOf[v]].kept <= 3)
            return false;
        const Index a = m_prev[v];
        const Index c = m_next[v];
        const Vec2 pa = m_points[a];
        const Vec2 pv = m_points[v];
        const Vec2 pc = m_points[c];
        const Vec2 lo{std::min({pa.x, pv.x, pc.x}), std::min({pa.y, pv.y, pc.y})};
        const Vec2 hi{std::max({pa.x, pv.x, pc.x}), std::max({pa.y, pv.y, pc.y})};
        const Vec2 chordLo{std::min(pa.x, pc.x), std::min(pa.y, pc.y)};
        const Vec2 chordHi{std::max(pa.x, pc.x), std::max(pa.y, pc.y)};
        const int turn = orient2d(pa, pv, pc);
        bool blocked = false;
        m_edges.visit(lo, hi, [&](Index from, Index to) {
            if (blocked)
                return;
            const Vec2 s = m_points[from];
            if (from != a && from != v && from != c && s.x >= lo.x && s.x <= hi.x && s.y >= lo.y
                && s.y <= hi.y && inClosedTriangle(pa, pv, pc, turn, s)) {
                blocked = true;
                return;
            }
            if (from == a || from == v)
                return;
            const Vec2 t = m_points[to];
            if (std::max(s.x, t.x) < chordLo.x || std::min(s.x, t.x) > chordHi.x
                || std::max(s.y, t.y) < chordLo.y || std::min(s.y, t.y) > chordHi.y)
                return;  // boxes apart: no contact
            if (to == a) // the edge before a: only folding back onto a-c is a problem
                blocked = orient2d(s, pa, pc) == 0 && sameDirection(pa, s, pc);
            else if (from == c)
                blocked = orient2d(pa, pc, t) == 0 && sameDirection(pc, pa, t);
            else
                blocked = segmentsIntersect(pa, pc, s, t);
        });
        return !blocked;
    }

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

    void remove(Index v)
    {
        const Index a = m_prev[v];
        const Index c = m_next[v];
        m_kept[v] = 0;
        m_next[a] = c;
        m_prev[c] = a;
        m_deviation[a] = m_pending[v].carried + std::sqrt(m_pending[v].squared);
        --m_loops[m_loopOf[v]].kept;
        ++m_stamps[a];
        ++m_stamps[c];
        m_edges.edgeAdded(a, --m_keptTotal);
    }

    // Ramer-Douglas-Peucker as an order of removal: each vertex gets the error of the
    // chord it splits, capped by its parent's (so children go first), and vertices are
    // dropped in that order while the error stays within the tolerance. Without
    // conflicts this gives exactly the recursive algorithm's result.
    void douglasPeucker()
    {
        std::vector<double> importance(m_points.size(), infinity);
        std::vector<Index> rank(m_points.size(), 0);
        Index counter = 0;
        for (const LoopInfo &loop : m_loops)
            rankLoop(loop, importance, rank, counter);
        std::vector<Index> order(m_points.size());
        std::iota(order.begin(), order.end(), Index{0});
        std::sort(order.begin(), order.end(), [&](Index a, Index b) {
            if (importance[a] != importance[b])
                return importance[a] < importance[b];
            return rank[a] > rank[b];
        });
        for (const Index v : order) {
            if (!(importance[v] * importance[v] <= m_toleranceSquared))
                break;
            if (withinTolerance(cost(v, true)) && mayRemove(v))
                remove(v);
        }
    }

    void rankLoop(const LoopInfo &loop,
                  std::vector<double> &importance,
                  std::vector<Index> &rank,
                  Index &counter) const
    {
        if (loop.size <= 3)
            return;
        const Index end = loop.begin + loop.size;
        Index first = loop.begin;
        for (Index v = loop.begin; v < end; ++v) {
            const Vec2 p = m_points[v];
            const Vec2 q = m_points[first];
            if (p.x < q.x || (p.x == q.x && p.y < q.y))
                first = v;
        }
        Index second = first;
        for (Index v = loop.begin; v < end; ++v) {
            if (distanceSquared(m_points[v], m_points[first])
                > distanceSquared(m_points[second], m_points[first]))
                second = v;
        }
        struct Chord
        {
            Index from;
            Index to;
            double cap;
        };
        std::vector<Chord> stack{{first, second, infinity}, {second, first, infinity}};
        const int side = loop.solidSide;
        while (!stack.empty()) {
            const Chord chord = stack.back();
            stack.pop_back();
            const Vec2 a = m_points[chord.from];
            const Vec2 b = m_points[chord.to];
            Index split = chord.to;
            double worst = -1.0;
            bool outside = false;
            for (Index j = inputNext(chord.from); j != chord.to; j = inputNext(j)) {
                const double d = segmentDistanceSquared(a, b, m_points[j]);
                // In conservative mode a vertex on the non-solid side must stay: split there.
                const bool out = m_options.conservative && orient2d(a, b, m_points[j]) * side < 0;
                if ((out && !outside) || (out == outside && d > worst)) {
                    split = j;
                    worst = d;
                    outside = outside || out;
                }
            }
            if (split == chord.to)
                continue;
            const double error = outside ? infinity : std::sqrt(worst);
            importance[split] = std::min(error, chord.cap);
            rank[split] = counter++;
            stack.push_back({chord.from, split, importance[split]});
            stack.push_back({split, chord.to, importance[split]});
        }
    }

    // Visvalingam-Whyatt with the area between the input outline and the new edge as the
    // cost, so the outline that is left stays close in area (and IoU) to the input. Input
    // vertices go first, then edge midpoints too: on a pixel staircase that leaves edges
    // from midpoint to midpoint, through the middle of the steps.
    void visvalingam()
    {
        // A vertex is queued only while it is within the tolerance: its cost holds until
        // its neighbours change, which moves it in the queue or takes it out.
        VertexHeap queue(m_points.size());
        for (const bool midpointsToo : {false, true}) {
            std::vector<RemovalCandidate> items;
            const auto item = [&](Index v, RemovalCandidate &out) {
                if (!midpointsToo && !m_input[v])
                    return false;
                const Cost c = cost(v, true);
                out = {c.areaBetween, v, 0};
                return withinTolerance(c);
            };
            if (midpointsToo && !m_checked)
                dropFreeVertices();
            for (const LoopInfo &loop : m_loops) {
                const std::size_t first = items.size();
                for (Index v = loop.begin; v < loop.begin + loop.size; ++v) {
                    RemovalCandidate i;
                    if (m_kept[v] && item(v, i))
                        items.push_back(i);
                }
                if (!midpointsToo && !m_checked)
                    cutCorners(loop, items, first);
            }
            queue.assign(items);
            const auto push = [&](Index v) {
                RemovalCandidate i;
                if (item(v, i))
                    queue.set(v, i.key);
                else
                    queue.erase(v);
            };
            while (!queue.empty()) {
                const Index v = queue.pop();
                const bool cut = !midpointsToo && !m_unitCorner.empty() && m_unitCorner[v];
                if (cut ? m_loops[m_loopOf[v]].kept <= 3 : !mayRemove(v))
                    continue;
                const Index a = m_prev[v];
                const Index c = m_next[v];
                remove(v);
                push(a);
                push(c);
            }
        }
    }

    // Unchecked, before the second pass of Visvalingam: drops every vertex that costs
    // nothing (its new edge leaves the net area as it is) and keeps the tolerance, in one
    // sweep per loop that looks again at the neighbours of each vertex it drops. The queue
    // would take these first too (no cost is lower), only in another order among them;
    // on pixel outlines they are most of the second pass (the chords through the middle
    // of straight staircases).
    void dropFreeVertices()
    {
        std::vector<Index> work;
        for (LoopInfo &loop : m_loops) {
            work.clear();
            for (Index v = loop.begin + loop.size; v-- > loop.begin;) {
                if (m_kept[v])
                    work.push_back(v);
            }
            while (!work.empty() && loop.kept > 3) {
                const Index v = work.back();
                work.pop_back();
                if (!m_kept[v])
                    continue;
                const Cost c = cost(v, true);
                if (c.areaBetween != 0.0 || !withinTolerance(c))
                    continue;
                const Index a = m_prev[v];
                const Index next = m_next[v];
                remove(v);
                work.push_back(next);
                work.push_back(a);
            }
        }
    }

    // Unchecked, the first pass of Visvalingam on a loop whose input vertices all lie
    // between two edge midpoints: each vertex's cost stays as it is (its neighbours, the
    // midpoints, do not go in this pass), so the order only matters where the loop would
    // shrink to 3 vertices. Otherwise drops the candidates items[first...] at once.
    void cutCorners(const LoopInfo &loop, std::vector<RemovalCandidate> &items, std::size_t first)
    {
        const std::size_t count = items.size() - first;
        if (loop.size % 2 != 0 || loop.size < count + 3)
            return;
        for (Index v = loop.begin; v < loop.begin + loop.size; v += 2) {
            if (!m_input[v] || m_input[v + 1])
                return;
        }
        for (std::size_t k = first; k < items.size(); ++k)
            remove(items[k].vertex);
        items.resize(first);
    }

    // Drops the cheapest vertices of every loop above `limit`, filling holes that are in
    // the way, until every loop fits or nothing more can go.
    void enforceVertexLimit(std::size_t limit)
    {
        for (;;) {
            MinQueue queue;
            const auto push = [&](Index v) {
                const Cost c = cost(v, false);
                if (c.staysInside || !m_options.conservative)
                    queue.push({c.distanceSquared, v, m_stamps[v]});
            };
            for (Index v = 0; v < m_points.size(); ++v) {
                if (m_kept[v] && m_loops[m_loopOf[v]].kept > limit)
                    push(v);
            }
            while (!queue.empty()) {
                const RemovalCandidate item = queue.top();
                queue.pop();
                const Index v = item.vertex;
                if (!m_kept[v] || item.stamp != m_stamps[v] || m_loops[m_loopOf[v]].kept <= limit)
                    continue;
                if (!canRemove(v))
                    continue;
                const Index a = m_prev[v];
                const Index c = m_next[v];
                remove(v);
                push(a);
                push(c);
            }
            if (!fillBlockingHole(limit))
                return;
        }
    }

    // After the limit could not be reached: fills every hole above it, or else the
    // smallest hole when the outer loop is above it. False when nothing can be filled.
    bool fillBlockingHole(std::size_t limit)
    {
        bool filled = false;
        for (std::size_t l = 1; l < m_loops.size(); ++l) {
            if (m_loops[l].alive && m_loops[l].kept > limit) {
                fill(l);
                filled = true;
            }
        }
        if (filled || m_loops[0].kept <= limit)
            return filled;
        std::size_t smallest = 0;
        for (std::size_t l = 1; l < m_loops.size(); ++l) {
            if (m_loops[l].alive && (smallest == 0 || m_loops[l].area < m_loops[smallest].area))
                smallest = l;
        }
        if (smallest == 0)
            return false;
        fill(smallest);
        return true;
    }

    void fill(std::size_t l)
    {
        LoopInfo &loop = m_loops[l];
        loop.alive = false;
        m_keptTotal -= loop.kept;
        for (Index v = loop.begin; v < loop.begin + loop.size; ++v)
            m_kept[v] = 0;
        loop.kept = 0;
    }

    PolygonWithHoles shape() const
    {
        PolygonWithHoles out;
        out.outer = result(0);
        for (std::size_t l = 1; l < m_loops.size(); ++l) {
            if (m_loops[l].alive)
                out.holes.push_back(result(l));
        }
        return out;
    }

    Polygon result(std::size_t l) const
    {
        const LoopInfo &loop = m_loops[l];
        Polygon out;
        out.points.reserve(loop.kept);
        for (Index v = loop.begin; v < loop.begin + loop.size; ++v) {
            if (m_kept[v])
                out.points.push_back(m_points[v]);
        }
        return out;
    }

    SimplifyOptions m_options;
    bool m_checked; // every removal checked by canRemove (else the result once, in run)
    double m_toleranceSquared;
    std::vector<Vec2> m_points;  // every input vertex, loop after loop
    std::vector<char> m_input;   // 1 for input vertices, 0 for added edge midpoints
    std::vector<Index> m_loopOf; // loop of each vertex
    std::vector<Index> m_next;   // next kept vertex of the same loop
    std::vector<Index> m_prev;   // previous kept vertex
    std::vector<char> m_kept;
    std::vector<double> m_shoelace;      // per loop, prefix sums of cross(p[i], p[i + 1])
    std::vector<double> m_deviation;     // bounds the input points' distance to v-next[v]
    std::vector<Deviation> m_pending;    // the same for prev[v]-next[v], from cost(v)
    std::vector<std::uint32_t> m_stamps; // bumped when a vertex's neighbours change
    std::vector<LoopInfo> m_loops;       // [0] is the outer loop
    std::size_t m_keptTotal = 0;         // kept vertices of all loops
    LiveEdges m_edges;
    std::vector<char> m_unitCorner; // see markUnitCorners; empty when not on a pixel grid
};

} // namespace

namespace {

SimplifyOptions withValidTolerance(SimplifyOptions options)
{
    if (!(options.tolerance >= 0.0))
        options.tolerance = 0.0;
    return options;
}

} // namespace

PolygonWithHoles detail::simplifyShapeWith(const PolygonWithHoles &shape,
                                           const SimplifyOptions &options,
                                           NeighbourSearch search,
                                           bool pixelCorners)
{
    if (shape.outer.points.size() < 3)
        return shape;
    return *Simplifier(shape, withValidTolerance(options), search, pixelCorners, true).run(shape);
}

OptimisticRun detail::simplifyOptimistic(const PolygonWithHoles &shape,
                                         const SimplifyOptions &options)
{
    if (shape.outer.points.size() < 3)
        return {shape, false};
    const SimplifyOptions checked = withValidTolerance(options);
    if (std::optional<PolygonWithHoles> out
        = Simplifier(shape, checked, NeighbourSearch::Automatic, true, false).run(shape))
        return {std::move(*out), false};
    return {simplifyShapeWith(shape, checked, NeighbourSearch::Automatic, true), true};
}

PolygonWithHoles simplifyShape(const PolygonWithHoles &shape, const SimplifyOptions &options)
{
    return simplifyOptimistic(shape, options).shape;
}

} // namespace hitbox::collision
