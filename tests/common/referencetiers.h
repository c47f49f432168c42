#pragma once

// Independent references (oracles) for the collision tiers and the pipeline
// (hitbox/collider.h, pipeline.h, tiers.h), used by the random pipeline scenes.
//
// The pipeline's decision rule is written out on its own. The geometry is computed in
// long double, with no calls into the kernel: the documented transform, bounds and
// circles, a polygon relation from boundary distances plus dense point sampling, and a
// per-pixel brute force for the pixel tier. Each oracle answers RefClear::Unclear when
// the case lies within refEps of touching, where only the kernel's exact rule decides.

#include <hitbox/pipeline.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numbers>
#include <optional>
#include <vector>

namespace hitbox::testing {

// The pipeline rule written out independently: the first Miss decides; otherwise the
// last Hit decides and the pair collides; no Hit and no Miss means no decision.
inline void refPipelineDecision(const collision::CollisionReport &r,
                                bool &hit,
                                std::optional<collision::Tier> &decidedBy)
{
    hit = false;
    decidedBy.reset();
    for (int i = 0; i < 5; ++i) {
        if (r.tiers[i].verdict == collision::Verdict::Miss) {
            hit = false;
            decidedBy = static_cast<collision::Tier>(i);
            return;
        }
        if (r.tiers[i].verdict == collision::Verdict::Hit) {
            hit = true;
            decidedBy = static_cast<collision::Tier>(i);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Long-double reference geometry for the random scenes.

using RefReal = long double;

struct RefRealPoint
{
    RefReal x = 0;
    RefReal y = 0;
};

using RefRealPolygon = std::vector<RefRealPoint>;

// How close to touching a case may be before the references call it unclear.
inline constexpr RefReal refEps = 1e-6L;

// world = position + R(rotation, clockwise on screen) * S(scale) * local
inline RefRealPoint refLocalToWorld(const collision::Transform &t, collision::Vec2 local)
{
    const RefReal radians = std::fmod(static_cast<RefReal>(t.rotation), RefReal(360))
                            * std::numbers::pi_v<RefReal> / RefReal(180);
    const RefReal c = std::cos(radians);
    const RefReal s = std::sin(radians);
    const RefReal lx = static_cast<RefReal>(local.x) * t.scale.x;
    const RefReal ly = static_cast<RefReal>(local.y) * t.scale.y;
    return {t.position.x + c * lx - s * ly, t.position.y + s * lx + c * ly};
}

inline RefRealPoint refWorldToImage(const collision::Transform &t, RefRealPoint world)
{
    const RefReal radians = std::fmod(static_cast<RefReal>(t.rotation), RefReal(360))
                            * std::numbers::pi_v<RefReal> / RefReal(180);
    const RefReal c = std::cos(radians);
    const RefReal s = std::sin(radians);
    const RefReal wx = world.x - t.position.x;
    const RefReal wy = world.y - t.position.y;
    return {(c * wx + s * wy) / t.scale.x + t.pivot.x, (-s * wx + c * wy) / t.scale.y + t.pivot.y};
}

inline RefRealPolygon refWorldPolygon(const collision::Transform &t,
                                      const std::vector<collision::Vec2> &local)
{
    RefRealPolygon out;
    for (const collision::Vec2 p : local)
        out.push_back(refLocalToWorld(t, p));
    return out;
}

inline RefRealPolygon refWorldRect(const collision::Transform &t, const collision::Rect &local)
{
    return refWorldPolygon(t,
                           {{local.x, local.y},
                            {local.x + local.w, local.y},
                            {local.x + local.w, local.y + local.h},
                            {local.x, local.y + local.h}});
}

inline RefReal refOrientReal(RefRealPoint a, RefRealPoint b, RefRealPoint c)
{
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

inline RefReal refPointSegmentDistance(RefRealPoint p, RefRealPoint a, RefRealPoint b)
{
    const RefReal dx = b.x - a.x;
    const RefReal dy = b.y - a.y;
    const RefReal len2 = dx * dx + dy * dy;
    RefReal t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = std::clamp(t, RefReal(0), RefReal(1));
    return std::hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

inline RefReal refSegmentDistance(RefRealPoint a, RefRealPoint b, RefRealPoint c, RefRealPoint d)
{
    if (refOrientReal(a, b, c) * refOrientReal(a, b, d) < 0
        && refOrientReal(c, d, a) * refOrientReal(c, d, b) < 0)
        return 0;
    return std::min({refPointSegmentDistance(a, c, d),
                     refPointSegmentDistance(b, c, d),
                     refPointSegmentDistance(c, a, b),
                     refPointSegmentDistance(d, a, b)});
}

inline RefReal refBoundaryDistance(const RefRealPolygon &p, RefRealPoint q)
{
    RefReal best = std::numeric_limits<RefReal>::infinity();
    for (std::size_t i = 0; i < p.size(); ++i)
        best = std::min(best, refPointSegmentDistance(q, p[i], p[(i + 1) % p.size()]));
    return best;
}

// Even-odd ray crossing; only called for points away from the boundary.
inline bool refEvenOddInside(const RefRealPolygon &p, RefRealPoint q)
{
    bool in = false;
    for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) {
        if ((p[i].y > q.y) != (p[j].y > q.y)
            && q.x < (p[j].x - p[i].x) * (q.y - p[i].y) / (p[j].y - p[i].y) + p[i].x)
            in = !in;
    }
    return in;
}

// A reference verdict: Unclear when the case is too close to touching to call.
enum class RefClear { Hit, Miss, Unclear };

// Interiors of two simple polygons: apart when the boundaries stay refEps apart and neither
// holds a vertex of the other; overlapping when a sample point lies refEps deep in both.
inline RefClear refPolygonRelation(const RefRealPolygon &p, const RefRealPolygon &q)
{
    RefReal gap = std::numeric_limits<RefReal>::infinity();
    for (std::size_t i = 0; i < p.size(); ++i) {
        for (std::size_t j = 0; j < q.size(); ++j) {
            gap = std::min(
                    gap,
                    refSegmentDistance(p[i], p[(i + 1) % p.size()], q[j], q[(j + 1) % q.size()]));
        }
    }
    if (gap > refEps)
        return refEvenOddInside(p, q[0]) || refEvenOddInside(q, p[0]) ? RefClear::Hit
                                                                      : RefClear::Miss;
    RefReal x0 = std::numeric_limits<RefReal>::infinity();
    RefReal y0 = x0;
    RefReal x1 = -x0;
    RefReal y1 = -x0;
    for (const RefRealPoint v : p) {
        x0 = std::min(x0, v.x);
        y0 = std::min(y0, v.y);
        x1 = std::max(x1, v.x);
        y1 = std::max(y1, v.y);
    }
    constexpr int steps = 48;
    for (int i = 0; i < steps; ++i) {
        for (int j = 0; j < steps; ++j) {
            const RefRealPoint s{x0 + (x1 - x0) * (i + RefReal(0.5)) / steps,
                                 y0 + (y1 - y0) * (j + RefReal(0.5)) / steps};
            if (refEvenOddInside(p, s) && refEvenOddInside(q, s)
                && refBoundaryDistance(p, s) > refEps && refBoundaryDistance(q, s) > refEps)
                return RefClear::Hit;
        }
    }
    return RefClear::Unclear;
}

// The documented aabb box, on its own: the extremes of every shape that can overlap
// something - the image's corners, the reduced box's corners, the circle's centre +-
// radius (times the larger scale factor) and every armature vertex. {minX, minY, maxX,
// maxY}; empty (max < min) when there is none.
inline std::array<RefReal, 4> refAllShapeBounds(const collision::Collider &c)
{
    constexpr RefReal inf = std::numeric_limits<RefReal>::infinity();
    std::array<RefReal, 4> r{inf, inf, -inf, -inf};
    const auto add = [&r](const RefRealPolygon &points) {
        for (const RefRealPoint p : points) {
            r[0] = std::min(r[0], p.x);
            r[1] = std::min(r[1], p.y);
            r[2] = std::max(r[2], p.x);
            r[3] = std::max(r[3], p.y);
        }
    };
    if (c.width > 0 && c.height > 0)
        add(refWorldRect(c.transform,
                         {-c.transform.pivot.x, -c.transform.pivot.y, c.width, c.height}));
    for (const collision::Rect &box : c.boxes) {
        if (box.w > 0 && box.h > 0)
            add(refWorldRect(c.transform, box));
    }
    for (const collision::Circle &circle : c.circles) {
        if (!(circle.radius > 0))
            continue;
        const RefRealPoint centre = refLocalToWorld(c.transform, circle.center);
        const RefReal radius = circle.radius
                               * std::max(std::abs(static_cast<RefReal>(c.transform.scale.x)),
                                          std::abs(static_cast<RefReal>(c.transform.scale.y)));
        add({{centre.x - radius, centre.y - radius}, {centre.x + radius, centre.y + radius}});
    }
    for (const collision::Polygon &p : c.armature)
        add(refWorldPolygon(c.transform, p.points));
    return r;
}

inline RefClear refAabbTier(const collision::Collider &a, const collision::Collider &b)
{
    const auto ba = refAllShapeBounds(a);
    const auto bb = refAllShapeBounds(b);
    if (!(ba[0] < ba[2] && ba[1] < ba[3] && bb[0] < bb[2] && bb[1] < bb[3]))
        return RefClear::Miss;
    const RefReal overlapX = std::min(ba[2], bb[2]) - std::max(ba[0], bb[0]);
    const RefReal overlapY = std::min(ba[3], bb[3]) - std::max(ba[1], bb[1]);
    if (overlapX > refEps && overlapY > refEps)
        return RefClear::Hit;
    if (overlapX < -refEps || overlapY < -refEps)
        return RefClear::Miss;
    return RefClear::Unclear;
}

// One circle pair, world space.
inline RefClear refCirclePair(const collision::Collider &a,
                              const collision::Circle &circleA,
                              const collision::Collider &b,
                              const collision::Circle &circleB)
{
    const auto world = [](const collision::Collider &c,
                          const collision::Circle &circle,
                          RefRealPoint &centre,
                          RefReal &radius) {
        centre = refLocalToWorld(c.transform, circle.center);
        radius = circle.radius
                 * std::max(std::abs(c.transform.scale.x), std::abs(c.transform.scale.y));
    };
    RefRealPoint ca, cb;
    RefReal ra = 0, rb = 0;
    world(a, circleA, ca, ra);
    world(b, circleB, cb, rb);
    const RefReal d = std::hypot(ca.x - cb.x, ca.y - cb.y);
    if (d < ra + rb - refEps)
        return RefClear::Hit;
    if (d > ra + rb + refEps)
        return RefClear::Miss;
    return RefClear::Unclear;
}

// The reference's own reading of the category/mask rule: shape i of A and shape j of B are
// tested when each one's category has a bit in the other's mask; a missing filter is the
// default one (category 1, every mask bit).
inline bool refPairTested(const std::vector<collision::ShapeFilter> &filtersA,
                          std::size_t i,
                          const std::vector<collision::ShapeFilter> &filtersB,
                          std::size_t j)
{
    const std::uint64_t categoryA = i < filtersA.size() ? filtersA[i].category : 1;
    const std::uint64_t maskA = i < filtersA.size() ? filtersA[i].mask : ~std::uint64_t(0);
    const std::uint64_t categoryB = j < filtersB.size() ? filtersB[j].category : 1;
    const std::uint64_t maskB = j < filtersB.size() ? filtersB[j].mask : ~std::uint64_t(0);
    return (categoryA & maskB) != 0 && (categoryB & maskA) != 0;
}

// Combines the answers of every tested pair of one tier, each pair decided on its own:
// any Hit is a Hit, else any Unclear is Unclear, else Miss; nullopt when no pair is tested
// (the tier is not applicable).
template<typename Pair>
std::optional<RefClear> refAnyTestedPair(std::size_t countA,
                                         const std::vector<collision::ShapeFilter> &filtersA,
                                         std::size_t countB,
                                         const std::vector<collision::ShapeFilter> &filtersB,
                                         Pair pair)
{
    std::optional<RefClear> out;
    for (std::size_t i = 0; i < countA; ++i) {
        for (std::size_t j = 0; j < countB; ++j) {
            if (!refPairTested(filtersA, i, filtersB, j))
                continue;
            const RefClear r = pair(i, j);
            if (r == RefClear::Hit)
                return RefClear::Hit;
            if (!out || r == RefClear::Unclear)
                out = r;
        }
    }
    return out;
}

// The circle tier over every tested pair of circles.
inline std::optional<RefClear> refCircleTierPairs(const collision::Collider &a,
                                                  const collision::Collider &b)
{
    return refAnyTestedPair(a.circles.size(),
                            a.circleFilters,
                            b.circles.size(),
                            b.circleFilters,
                            [&](std::size_t i, std::size_t j) {
                                return refCirclePair(a, a.circles[i], b, b.circles[j]);
                            });
}

// The circle tier of two colliders that have circles and no filters.
inline RefClear refCircleTier(const collision::Collider &a, const collision::Collider &b)
{
    return refCircleTierPairs(a, b).value_or(RefClear::Miss);
}

// Per-pixel brute force of the documented pixel rule, one direction: each solid pixel of
// `from` has its centre mapped into the image of `to`; the pixel of `to` holding that point
// decides. Samples closer than refEps to the grid lines of `to` are ambiguous.
inline RefClear refPixelCentresInto(const collision::Collider &from, const collision::Collider &to)
{
    const collision::Mask &mf = *from.mask;
    const collision::Mask &mt = *to.mask;
    bool ambiguous = false;
    for (int y = 0; y < mf.height(); ++y) {
        for (int x = 0; x < mf.width(); ++x) {
            if (!mf.test(x, y))
                continue;
            const RefRealPoint world
                    = refLocalToWorld(from.transform,
                                      collision::Vec2{x + 0.5 - from.transform.pivot.x,
                                                      y + 0.5 - from.transform.pivot.y});
            const RefRealPoint p = refWorldToImage(to.transform, world);
            if (p.x < -refEps || p.y < -refEps || p.x > mt.width() + refEps
                || p.y > mt.height() + refEps)
                continue;
            const RefReal fx = p.x - std::floor(p.x);
            const RefReal fy = p.y - std::floor(p.y);
            if (fx < refEps || fx > 1 - refEps || fy < refEps || fy > 1 - refEps) {
                ambiguous = true;
                continue;
            }
            if (mt.test(static_cast<std::int64_t>(std::floor(p.x)),
                        static_cast<std::int64_t>(std::floor(p.y))))
                return RefClear::Hit;
        }
    }
    return ambiguous ? RefClear::Unclear : RefClear::Miss;
}

// The symmetric pixel rule: two solid pixels collide when the centre of either lies in the
// other, so the sprites collide when A's centres hit B or B's centres hit A.
inline RefClear refPixelTier(const collision::Collider &a, const collision::Collider &b)
{
    const RefClear forward = refPixelCentresInto(a, b);
    const RefClear backward = refPixelCentresInto(b, a);
    if (forward == RefClear::Hit || backward == RefClear::Hit)
        return RefClear::Hit;
    if (forward == RefClear::Unclear || backward == RefClear::Unclear)
        return RefClear::Unclear;
    return RefClear::Miss;
}

// The witness of an armature pair lies in both closed world polygons (up to refEps).
inline bool refWitnessInBoth(const collision::Collider &a,
                             const collision::Collider &b,
                             std::size_t i,
                             std::size_t j,
                             collision::Vec2 witness)
{
    const RefRealPoint w{witness.x, witness.y};
    for (const RefRealPolygon &p : {refWorldPolygon(a.transform, a.armature[i].points),
                                    refWorldPolygon(b.transform, b.armature[j].points)}) {
        if (!refEvenOddInside(p, w) && refBoundaryDistance(p, w) > refEps)
            return false;
    }
    return true;
}

} // namespace hitbox::testing
