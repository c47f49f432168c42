#include <hitbox/trace/simplify.h>

#include "closewalk_p.h"
#include "simplifier_p.h"
#include "smallshapememo.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace hitbox::collision::detail {

SimplifierBuffers &threadBuffers()
{
    thread_local SimplifierBuffers buffers;
    return buffers;
}

template<typename F>
void Simplifier::forEachArray(SimplifierBuffers &buffers, F &&f)
{
    f(m_points, buffers.points);
    f(m_input, buffers.input);
    f(m_loopOf, buffers.loopOf);
    f(m_next, buffers.next);
    f(m_prev, buffers.prev);
    f(m_kept, buffers.kept);
    f(m_shoelace, buffers.shoelace);
    f(m_deviation, buffers.deviation);
    f(m_pending, buffers.pending);
    f(m_stamps, buffers.stamps);
    f(m_unitCorner, buffers.unitCorner);
    f(m_unverified, buffers.unverified);
    f(m_loops, buffers.loops);
    f(m_work, buffers.work);
    f(m_items, buffers.items);
    f(m_queue, buffers.queue);
    f(m_tinyLoops, buffers.tinyLoops);
}

void Simplifier::swapBuffers(SimplifierBuffers &buffers)
{
    forEachArray(buffers, [](auto &mine, auto &theirs) { mine.swap(theirs); });
}

void Simplifier::returnBuffers()
{
    // Kept up to about 8 MB per thread; larger shapes allocate their own.
    SimplifierBuffers &buffers = threadBuffers();
    if (m_points.capacity() > maxKeptPoints || !buffers.points.empty())
        return; // too large, or the buffers are in use (a Simplifier within a Simplifier)
    forEachArray(buffers, [](auto &mine, auto &theirs) {
        mine.clear();
        mine.swap(theirs);
    });
}

bool Simplifier::validLikeInput(const PolygonWithHoles &out) const
{
    if (out.holes.size() + 1 != m_loops.size() || !validateRegion(out).isValid()
        || polygonOrientation(out.outer) != m_loops[0].orientation)
        return false;
    for (std::size_t h = 0; h < out.holes.size(); ++h) {
        if (polygonOrientation(out.holes[h]) != m_loops[h + 1].orientation)
            return false;
    }
    return true;
}

// Adds a loop with the midpoint of each edge as an extra candidate vertex, where
// that midpoint lies exactly on the edge: a simplified outline may run through the
// middle of a pixel staircase instead of only through its corners.
void Simplifier::addLoop(const Polygon &polygon, bool hole)
{
    LoopInfo loop;
    loop.orientation = polygonOrientation(polygon);
    loop.solidSide = (loop.orientation >= 0) != hole ? 1 : -1;
    loop.begin = Index(m_points.size());
    loop.origin = polygon.points.front();
    const std::size_t n = polygon.points.size();
    // One pass writes the points, the shoelace prefix sums (the same terms in the same
    // order as a pass over the finished loop would add) and the links.
    m_points.resize(loop.begin + 2 * n);
    m_input.resize(loop.begin + 2 * n);
    m_shoelace.resize(loop.begin + 2 * n);
    m_next.resize(loop.begin + 2 * n);
    m_prev.resize(loop.begin + 2 * n);
    Vec2 *points = m_points.data();
    char *input = m_input.data();
    double *shoelace = m_shoelace.data();
    Index *next = m_next.data();
    Index *prev = m_prev.data();
    const Vec2 origin = loop.origin;
    double sum = 0.0;
    Index k = loop.begin;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = polygon.points[i];
        const Vec2 b = polygon.points[i + 1 == n ? 0 : i + 1];
        points[k] = a;
        input[k] = 1;
        next[k] = k + 1;
        prev[k] = k - 1;
        shoelace[k++] = sum;
        const Vec2 mid = 0.5 * (a + b);
        // Traced edges are level or upright: then no predicate is needed (the exact one
        // is the slow path of orient2d, taken by every collinear point).
        const bool level = (mid.x == a.x && b.x == a.x) || (mid.y == a.y && b.y == a.y);
        if (!(mid == a) && !(mid == b) && (level || orient2d(a, mid, b) == 0)) {
            sum += cross(a - origin, mid - origin);
            points[k] = mid;
            input[k] = 0;
            next[k] = k + 1;
            prev[k] = k - 1;
            shoelace[k++] = sum;
            sum += cross(mid - origin, b - origin);
        } else {
            sum += cross(a - origin, b - origin);
        }
    }
    const Index end = k;
    m_points.resize(end);
    m_input.resize(end);
    m_shoelace.resize(end);
    m_next.resize(end);
    m_prev.resize(end);
    loop.shoelace = sum;
    loop.area = 0.5 * std::abs(sum); // the sum of signedArea's terms, edges split at midpoints
    loop.size = end - loop.begin;
    loop.alternating = loop.size == 2 * n;
    loop.kept = loop.size;
    m_next[end - 1] = loop.begin;
    m_prev[loop.begin] = end - 1;
    m_loopOf.resize(end, Index(m_loops.size()));
    m_kept.resize(end, 1);
    m_loops.push_back(loop);
}

// Pixel corners between two unit edges, with both edge midpoints as neighbours: cut
// first (between those midpoints), they never need the validity check. On a pixel
// grid the cut triangle lies in one pixel within 1/2 of the corner: grid lines meet
// it only along the corner's own edges, which no other edge may touch in a valid
// shape, and saddle chamfers stay within 1/4 of another grid point; an earlier cut
// elsewhere was checked against these edges, or was such a triangle in another pixel.
void Simplifier::markUnitCorners()
{
    m_unitCorner.assign(m_points.size(), 0);
    for (const LoopInfo &loop : m_loops) {
        const Index end = loop.begin + loop.size;
        for (Index v = loop.begin; v < end; ++v) {
            const Index a = v == loop.begin ? end - 1 : v - 1;
            const Index c = v + 1 == end ? loop.begin : v + 1;
            const Vec2 p = m_points[v], pa = m_points[a], pc = m_points[c];
            m_unitCorner[v] = m_input[v] && !m_input[a] && !m_input[c]
                              && distanceSquared(p, pa) == 0.25 && distanceSquared(p, pc) == 0.25
                              && (pa.x == p.x) != (pc.x == p.x);
        }
    }
}

void Simplifier::settleTinyLoops()
{
    m_tinyLoops.clear();
    const std::uint8_t corners = m_unitCorner.empty() ? 0 : 2;
    for (Index l = 0; l < m_loops.size(); ++l) {
        LoopInfo &loop = m_loops[l];
        if (loop.size > 2 * maxFormPoints)
            continue;
        std::array<Vec2, maxFormPoints + 1> inputs; // one more tells a loop too long
        std::size_t n = 0;
        for (Index v = loop.begin; v < loop.begin + loop.size && n < inputs.size(); ++v) {
            if (m_input[v])
                inputs[n++] = m_points[v];
        }
        TinyLoop tiny{l, {}};
        Vec2 origin;
        if (!formOf(inputs.data(), n, tiny.form, origin)) // also past maxFormPoints
            continue;
        tiny.form.flags = std::uint8_t((loop.solidSide > 0 ? 1 : 0) | corners);
        if (const std::optional<std::uint32_t> kept = rememberedLoop(tiny.form, m_options)) {
            keepOnly(loop, *kept);
            loop.settled = true;
        } else {
            m_tinyLoops.push_back(tiny);
        }
    }
}

void Simplifier::rememberTinyLoops()
{
    for (const TinyLoop &tiny : m_tinyLoops) {
        const LoopInfo &loop = m_loops[tiny.loop];
        std::uint32_t kept = 0;
        for (Index k = 0; k < loop.size; ++k)
            kept |= std::uint32_t(m_kept[loop.begin + k] != 0) << k;
        rememberLoop(tiny.form, m_options, kept);
    }
}

void Simplifier::keepOnly(LoopInfo &loop, std::uint32_t kept)
{
    Index first = loop.begin + loop.size;
    Index last = first;
    loop.kept = 0;
    for (Index v = loop.begin; v < loop.begin + loop.size; ++v) {
        if (!((kept >> (v - loop.begin)) & 1u)) {
            m_kept[v] = 0;
            --m_keptTotal;
            continue;
        }
        if (last == loop.begin + loop.size)
            first = v;
        else
            m_next[last] = v;
        m_prev[v] = last;
        last = v;
        ++loop.kept;
    }
    m_next[last] = first;
    m_prev[first] = last;
}

Bound Simplifier::bound(Index v, double &areaBetween)
{
    areaBetween = 0.5 * std::abs(twiceChainArea(m_prev[v], m_next[v]));
    return distanceBound(v);
}

// With `onlyWithin`, stops as soon as the tolerance is exceeded (the rest of the
// result is then partial), and tries bound() before walking the points unless `bounded`
// is false. The area is the net one (sides cancel), from prefix sums.
Cost Simplifier::cost(Index v, bool onlyWithin, bool bounded)
{
    const Index a = m_prev[v];
    const Index c = m_next[v];
    Cost result;
    const Vec2 pa = m_points[a];
    const Vec2 pc = m_points[c];
    if (onlyWithin && bounded) {
        switch (bound(v, result.areaBetween)) {
        case Bound::Within:
            result.distanceSquared = m_toleranceSquared; // within, as far as is known
            return result;
        case Bound::Beyond:
            result.distanceSquared = std::numeric_limits<double>::infinity();
            return result;
        case Bound::Unknown:
            break;
        }
    } else if (!onlyWithin) {
        result.areaBetween = 0.5 * std::abs(twiceChainArea(a, c));
    }
    const LoopInfo &loop = m_loops[m_loopOf[v]];
    const int side = loop.solidSide;
    const Vec2 axis = pc - pa;
    const double length = std::sqrt(lengthSquared(axis));
    const Vec2 along = (1.0 / length) * axis;
    // Only whether the tolerance holds matters with onlyWithin: a point between the
    // ends with h^2 below this (a margin far above rounding: tj <= length, hj^2 <=
    // tolerance^2) needs no exact distance; its |h| (plus rounding) bounds it.
    const bool quick = onlyWithin && !m_options.conservative;
    const double clearlyWithin
            = 0.999999 * m_toleranceSquared - 1e-12 * (2.0 * length * length + m_toleranceSquared);
    double quickSquared = 0.0;
    // The points strictly between a and c are the loop's offsets [o, stop); past the
    // loop's size the walk goes on from its start. An edge midpoint lies on its input
    // edge, and the distance to a segment is convex (the side of a line linear), so it
    // is never farther out than the input vertex on either side of it (a and c being at
    // 0): where every edge has one, only the input vertices are walked.
    const Index stride = loop.alternating ? 2 : 1;
    const Index stop = c > a ? c - loop.begin : c - loop.begin + loop.size;
    Index o = a - loop.begin + 1;
    o += o % stride;
    const Vec2 *points = m_points.data() + loop.begin;
    while (o < stop) {
        const Index shift = o < loop.size ? 0 : loop.size;
        const Index run = std::min(stop, loop.size + shift);
        if (quick) { // the usual case, kept tight
            const CloseWalk walk = walkClose(points,
                                             o - shift,
                                             run - shift,
                                             stride,
                                             {pa, along, length, clearlyWithin},
                                             quickSquared);
            o = walk.stop + shift;
            quickSquared = walk.maxSquared;
        }
        if (o >= run)
            continue;
        const Vec2 p = points[o - shift];
        o += stride;
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

// True when v can go without the shape becoming invalid: its loop keeps 3 vertices,
// the new edge a-c meets no other edge, and no other vertex lies in the triangle
// a, v, c that changes sides (so no loop crosses into or out of another). Every kept
// vertex in the triangle's box starts a live edge found there.
bool Simplifier::canRemove(Index v) const
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

PolygonWithHoles Simplifier::shape() const
{
    PolygonWithHoles out;
    out.outer = result(0);
    for (std::size_t l = 1; l < m_loops.size(); ++l) {
        if (m_loops[l].alive)
            out.holes.push_back(result(l));
    }
    return out;
}

std::vector<Polygon> Simplifier::loops() const
{
    std::vector<Polygon> out;
    for (std::size_t l = 0; l < m_loops.size(); ++l)
        out.push_back(result(l));
    return out;
}

Polygon Simplifier::result(std::size_t l) const
{
    const LoopInfo &loop = m_loops[l];
    Polygon out;
    out.points.reserve(loop.kept);
    forEachKept(loop, [&](Index v) { out.points.push_back(m_points[v]); });
    return out;
}

} // namespace hitbox::collision::detail

namespace hitbox::collision {

using namespace detail; // internal helpers (src/)

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
    return *Simplifier(shape, withValidTolerance(options), search, pixelCorners, true).run();
}

OptimisticRun detail::simplifyOptimistic(const PolygonWithHoles &shape,
                                         const SimplifyOptions &options,
                                         bool shortcuts)
{
    if (shape.outer.points.size() < 3)
        return {shape, false};
    const SimplifyOptions checked = withValidTolerance(options);
    if (std::optional<PolygonWithHoles> out
        = Simplifier(shape, checked, NeighbourSearch::Automatic, true, false, shortcuts).run())
        return {std::move(*out), false};
    return {simplifyShapeWith(shape, checked, NeighbourSearch::Automatic, true), true};
}

FreeSweepRun
detail::runFreeSweep(const PolygonWithHoles &shape, const SimplifyOptions &options, bool shortcuts)
{
    FreeSweepRun run;
    if (shape.outer.points.size() < 3)
        return run;
    SimplifyOptions visvalingam = withValidTolerance(options);
    visvalingam.method = SimplifyMethod::Visvalingam;
    Simplifier simplifier(shape, visvalingam, NeighbourSearch::Automatic, true, false, shortcuts);
    simplifier.observeFreeSweep(&run);
    simplifier.run();
    return run;
}

PolygonWithHoles simplifyShape(const PolygonWithHoles &shape, const SimplifyOptions &options)
{
    if (std::optional<PolygonWithHoles> small = simplifySmallShape(shape, options))
        return std::move(*small);
    return simplifyOptimistic(shape, options).shape;
}

} // namespace hitbox::collision
