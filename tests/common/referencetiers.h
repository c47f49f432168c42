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

#include <functional>

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

// The box tier over every tested pair of boxes, each pair as two world polygons.
inline std::optional<RefClear> refBoxTierPairs(const collision::Collider &a,
                                               const collision::Collider &b)
{
    return refAnyTestedPair(a.boxes.size(),
                            a.boxFilters,
                            b.boxes.size(),
                            b.boxFilters,
                            [&](std::size_t i, std::size_t j) {
                                return refPolygonRelation(refWorldRect(a.transform, a.boxes[i]),
                                                          refWorldRect(b.transform, b.boxes[j]));
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

// ---------------------------------------------------------------------------------------
// The shapes (armature) tier over every kind, and the pipeline's decision rule.

// One shape of a collider in world space: a polygon (a box or an armature polygon) or a
// circle (centre and radius, the larger scale factor as documented).
struct RefShape
{
    collision::ShapeKind kind = collision::ShapeKind::Polygon;
    std::size_t index = 0;
    RefRealPolygon polygon;
    RefRealPoint centre;
    RefReal radius = 0;
    bool empty = false; // a box with no area or a circle with no radius
    collision::ShapeFilter filter;
};

inline std::vector<RefShape> refShapes(const collision::Collider &c)
{
    const auto filter = [](const std::vector<collision::ShapeFilter> &f, std::size_t i) {
        return i < f.size() ? f[i] : collision::ShapeFilter{};
    };
    std::vector<RefShape> out;
    for (std::size_t i = 0; i < c.boxes.size(); ++i) {
        const collision::Rect &r = c.boxes[i];
        RefShape s{collision::ShapeKind::Box, i, refWorldRect(c.transform, r), {}, 0, false, {}};
        s.empty = !(r.w > 0 && r.h > 0);
        s.filter = filter(c.boxFilters, i);
        out.push_back(s);
    }
    for (std::size_t i = 0; i < c.circles.size(); ++i) {
        RefShape s{collision::ShapeKind::Circle, i, {}, {}, 0, false, filter(c.circleFilters, i)};
        s.centre = refLocalToWorld(c.transform, c.circles[i].center);
        s.radius = c.circles[i].radius
                   * std::max(std::abs(static_cast<RefReal>(c.transform.scale.x)),
                              std::abs(static_cast<RefReal>(c.transform.scale.y)));
        s.empty = !(s.radius > 0);
        out.push_back(s);
    }
    for (std::size_t i = 0; i < c.armature.size(); ++i) {
        RefShape s{collision::ShapeKind::Polygon,
                   i,
                   refWorldPolygon(c.transform, c.armature[i].points),
                   {},
                   0,
                   false,
                   filter(c.armatureFilters, i)};
        out.push_back(s);
    }
    return out;
}

// A circle against a polygon: the centre inside, or the boundary nearer than the radius.
inline RefClear refCirclePolygon(const RefShape &circle, const RefRealPolygon &p)
{
    const RefReal d = refBoundaryDistance(p, circle.centre);
    if (d > refEps && refEvenOddInside(p, circle.centre))
        return RefClear::Hit;
    if (d <= refEps)
        return circle.radius > 2 * refEps ? RefClear::Hit : RefClear::Unclear;
    if (d < circle.radius - refEps)
        return RefClear::Hit;
    return d > circle.radius + refEps ? RefClear::Miss : RefClear::Unclear;
}

// Two shapes of any kinds, decided on their own.
inline RefClear refShapePair(const RefShape &a, const RefShape &b)
{
    using K = collision::ShapeKind;
    if (a.empty || b.empty)
        return RefClear::Miss;
    if (a.kind == K::Circle && b.kind == K::Circle) {
        const RefReal d = std::hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y);
        if (d < a.radius + b.radius - refEps)
            return RefClear::Hit;
        return d > a.radius + b.radius + refEps ? RefClear::Miss : RefClear::Unclear;
    }
    if (a.kind == K::Circle)
        return refCirclePolygon(a, b.polygon);
    if (b.kind == K::Circle)
        return refCirclePolygon(b, a.polygon);
    return refPolygonRelation(a.polygon, b.polygon);
}

// The shapes tier: every tested pair of shapes of any kinds; nullopt when none is tested.
inline std::optional<RefClear> refShapesTier(const collision::Collider &a,
                                             const collision::Collider &b)
{
    const std::vector<RefShape> sa = refShapes(a);
    const std::vector<RefShape> sb = refShapes(b);
    std::optional<RefClear> out;
    for (const RefShape &x : sa) {
        for (const RefShape &y : sb) {
            if (!collision::shouldTest(x.filter, y.filter))
                continue;
            const RefClear r = refShapePair(x, y);
            if (r == RefClear::Hit)
                return RefClear::Hit;
            if (!out || r == RefClear::Unclear)
                out = r;
        }
    }
    return out;
}

// The pipeline's decision rule written out on its own (docs/collision.md, "Pipeline"):
// the question is every tested shape pair and the pixel pair; aabb's Miss is final; a box
// or circle Hit is final, its Miss when every pair in the question is of its kind; an
// armature Hit is final, its Miss when no pixel pair is asked; the pixel tier is final.
// Pairs of tiers not enabled are not in the question.
inline void refPipelineDecision(const collision::CollisionReport &r,
                                const collision::Collider &a,
                                const collision::Collider &b,
                                collision::TierSet enabled,
                                bool &hit,
                                std::optional<collision::Tier> &decidedBy)
{
    using collision::Tier;
    using collision::Verdict;
    using K = collision::ShapeKind;
    hit = false;
    decidedBy.reset();
    const auto on = [&](Tier t) { return (enabled & collision::tierBit(t)) != 0; };
    bool otherThanBoxes = false;
    bool otherThanCircles = false;
    for (const RefShape &x : refShapes(a)) {
        for (const RefShape &y : refShapes(b)) {
            if (!collision::shouldTest(x.filter, y.filter))
                continue;
            otherThanBoxes = otherThanBoxes || x.kind != K::Box || y.kind != K::Box;
            otherThanCircles = otherThanCircles || x.kind != K::Circle || y.kind != K::Circle;
        }
    }
    const bool pixelPair = on(Tier::Pixel) && a.mask && b.mask
                           && collision::shouldTest(a.imageFilter, b.imageFilter);
    const bool armature = on(Tier::Armature);
    for (int i = 0; i < 5; ++i) {
        const Tier t = static_cast<Tier>(i);
        const Verdict v = r.tiers[i].verdict;
        if (v != Verdict::Hit && v != Verdict::Miss)
            continue;
        bool final = false;
        switch (t) {
        case Tier::Aabb:
            final = v == Verdict::Miss;
            break;
        case Tier::Box:
            final = v == Verdict::Hit || (!(armature && otherThanBoxes) && !pixelPair);
            break;
        case Tier::Circle:
            final = v == Verdict::Hit || (!(armature && otherThanCircles) && !pixelPair);
            break;
        case Tier::Armature:
            final = v == Verdict::Hit || !pixelPair;
            break;
        case Tier::Pixel:
            final = true;
            break;
        }
        if (final) {
            hit = v == Verdict::Hit;
            decidedBy = t;
            return;
        }
    }
    if (enabled == collision::tierBit(Tier::Aabb) && r.tiers[0].verdict == Verdict::Hit) {
        hit = true;
        decidedBy = Tier::Aabb;
    }
}

// A witness lies in both closed shapes (up to refEps).
inline bool refWitnessInBoth(const RefShape &a, const RefShape &b, collision::Vec2 witness)
{
    const RefRealPoint w{witness.x, witness.y};
    for (const RefShape *s : {&a, &b}) {
        if (s->kind == collision::ShapeKind::Circle) {
            if (std::hypot(w.x - s->centre.x, w.y - s->centre.y) > s->radius + refEps)
                return false;
        } else if (!refEvenOddInside(s->polygon, w)
                   && refBoundaryDistance(s->polygon, w) > refEps) {
            return false;
        }
    }
    return true;
}

} // namespace hitbox::testing
