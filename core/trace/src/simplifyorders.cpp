// The removal orders of simplifyShape (Douglas-Peucker, Visvalingam and its sweeps) and
// the vertex limit; the costs and checks they use are in simplify.cpp.

#include "simplifier_p.h"

#include <algorithm>

#include <limits>
#include <numeric>

namespace hitbox::collision::detail {

namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();

} // namespace

// Ramer-Douglas-Peucker as an order of removal: each vertex gets the error of the
// chord it splits, capped by its parent's (so children go first), and vertices are
// dropped in that order while the error stays within the tolerance. Without
// conflicts this gives exactly the recursive algorithm's result.
void Simplifier::douglasPeucker()
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

void Simplifier::rankLoop(const LoopInfo &loop,
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
void Simplifier::visvalingam()
{
    // A vertex is queued only while it is within the tolerance: its cost holds until
    // its neighbours change, which moves it in the queue or takes it out.
    const bool fromMemory = !m_checked && m_shortcuts && m_options.maxVertices == 0;
    if (fromMemory)
        settleTinyLoops();
    VertexBuckets &queue = m_queue;
    queue.reset(m_points.size());
    m_unverified.assign(m_points.size(), 0);
    for (const bool midpointsToo : {false, true}) {
        std::vector<RemovalCandidate> &items = m_items;
        items.clear();
        // In the second pass a vertex whose bounds cannot tell is queued by its area and
        // its points are walked only once it comes out of the queue: most such costs
        // change before then. Those that turn out beyond the tolerance are passed over,
        // as if never queued, so the order of the others is as with every cost walked.
        const auto item = [&](Index v, RemovalCandidate &out) {
            if (m_loops[m_loopOf[v]].kept <= 3)
                return false; // nothing more can go from this loop
            if (!midpointsToo || !m_shortcuts) {
                if (!midpointsToo && !m_input[v])
                    return false;
                const Cost c = cost(v, true);
                out = {c.areaBetween, v, 0};
                return withinTolerance(c);
            }
            double area = 0.0;
            const Bound b = bound(v, area);
            out = {area, v, 0};
            m_unverified[v] = b == Bound::Unknown;
            return b != Bound::Beyond;
        };
        if (midpointsToo && !m_checked) {
            if (m_sweepRun)
                m_sweepRun->before = loops();
            dropFreeVertices();
            if (m_sweepRun) {
                m_sweepRun->after = loops();
                for (const LoopInfo &loop : m_loops)
                    m_sweepRun->settled.push_back(loop.settled);
                return;
            }
        }
        for (LoopInfo &loop : m_loops) {
            if (loop.settled || (!midpointsToo && !m_checked && cutAllCorners(loop)))
                continue;
            const std::size_t first = items.size();
            if (midpointsToo) { // along the loop: most of its vertices are gone by now
                forEachKept(loop, [&](Index v) {
                    RemovalCandidate i;
                    if (item(v, i))
                        items.push_back(i);
                });
                continue;
            }
            for (Index v = loop.begin; v < loop.begin + loop.size; ++v) {
                RemovalCandidate i;
                if (m_kept[v] && item(v, i))
                    items.push_back(i);
            }
            if (!m_checked)
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
            if (m_loops[m_loopOf[v]].kept <= 3) // its loop reached 3 since it was queued
                continue;
            // Its bound was Unknown when it was last queued and reads nothing that has
            // changed since (a removal beside it queues it again): walked at once.
            if (midpointsToo && m_unverified[v] && !withinTolerance(cost(v, true, false)))
                continue;
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
    if (fromMemory)
        rememberTinyLoops();
}

// Unchecked, before the second pass of Visvalingam: drops every vertex that costs
// nothing (its new edge leaves the net area as it is) and keeps the tolerance, in one
// sweep per loop that looks again at the neighbours of each vertex it drops. The queue
// would take these first too (no cost is lower), only in another order among them;
// on pixel outlines they are most of the second pass (the chords through the middle
// of straight staircases).
void Simplifier::dropFreeVertices()
{
    std::vector<Index> &work = m_work;
    for (LoopInfo &loop : m_loops) {
        if (loop.settled)
            continue;
        work.clear();
        forEachKept(loop, [&](Index v) { work.push_back(v); });
        std::reverse(work.begin(), work.end());
        while (!work.empty() && loop.kept > 3) {
            const Index v = work.back();
            work.pop_back();
            if (!m_kept[v])
                continue;
            // The area first: most vertices that cost something are out without a walk.
            const Index a = m_prev[v];
            const Index next = m_next[v];
            if (0.5 * std::abs(twiceChainArea(loop, a, next)) != 0.0)
                continue;
            const Bound b = distanceBound(v);
            if (b == Bound::Beyond || (b == Bound::Unknown && !withinTolerance(cost(v, true))))
                continue;
            remove(v);
            // next is looked at again after a (unless the list holds it there already:
            // looking twice at a vertex whose neighbours stayed gives the same answer).
            if (work.empty() || work.back() != next)
                work.push_back(next);
            work.push_back(a);
        }
    }
}

// Unchecked, the first pass of Visvalingam on a loop where every edge has its midpoint,
// as cutCorners would make it (the same removals, the same bounds) in one sweep with no
// queue: a corner's cost involves only its two midpoints and their bounds, which no other
// corner's removal changes, and the loop keeps its n >= 3 midpoints, so every corner
// within the tolerance goes. A corner whose sagitta is not clearly within the tolerance
// is measured by cost() as usual. False when the loop is not such a loop.
bool Simplifier::cutAllCorners(LoopInfo &loop)
{
    if (!m_shortcuts || !loop.alternating || m_options.conservative || loop.size < 6)
        return false;
    const double room = m_options.tolerance * (1.0 - 1e-9) - 1e-9; // nothing carried yet
    const double roomSquared = room >= 0.0 ? room * room : -1.0;
    const Index end = loop.begin + loop.size;
    const Vec2 *points = m_points.data();
    for (Index v = loop.begin; v < end; v += 2) {
        const Index a = v == loop.begin ? end - 1 : v - 1;
        const double sagitta = sagittaSquared(points[a], points[v + 1], points[v]);
        if (sagitta <= roomSquared)
            remove(v, std::sqrt(sagitta)); // the bound cost() would record, nothing carried
        else if (withinTolerance(cost(v, true)))
            remove(v);
    }
    return true;
}

// Unchecked, the first pass of Visvalingam on a loop whose input vertices all lie
// between two edge midpoints: each vertex's cost stays as it is (its neighbours, the
// midpoints, do not go in this pass), so the order only matters where the loop would
// shrink to 3 vertices. Otherwise drops the candidates items[first...] at once.
void Simplifier::cutCorners(const LoopInfo &loop,
                            std::vector<RemovalCandidate> &items,
                            std::size_t first)
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
void Simplifier::enforceVertexLimit(std::size_t limit)
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
bool Simplifier::fillBlockingHole(std::size_t limit)
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

void Simplifier::fill(std::size_t l)
{
    LoopInfo &loop = m_loops[l];
    loop.alive = false;
    m_keptTotal -= loop.kept;
    for (Index v = loop.begin; v < loop.begin + loop.size; ++v)
        m_kept[v] = 0;
    loop.kept = 0;
}

} // namespace hitbox::collision::detail
