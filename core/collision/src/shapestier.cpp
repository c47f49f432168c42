#include "pipeline_p.h"

#include "polygonoverlap.h"
#include <hitbox/shapes.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace hitbox::collision::detail {
namespace {

std::size_t countOf(const Collider &c, ShapeKind kind)
{
    switch (kind) {
    case ShapeKind::Box:
        return c.boxes.size();
    case ShapeKind::Circle:
        return c.circles.size();
    case ShapeKind::Polygon:
        return c.armature.size();
    }
    return 0;
}

const std::vector<ShapeFilter> &filtersOf(const Collider &c, ShapeKind kind)
{
    switch (kind) {
    case ShapeKind::Box:
        return c.boxFilters;
    case ShapeKind::Circle:
        return c.circleFilters;
    case ShapeKind::Polygon:
        break;
    }
    return c.armatureFilters;
}

constexpr std::array<ShapeKind, 3> shapeKinds{
        ShapeKind::Box, ShapeKind::Circle, ShapeKind::Polygon};

} // namespace

std::size_t countOf(const Collider &c, KindSet kinds)
{
    std::size_t n = 0;
    for (const ShapeKind k : shapeKinds)
        n += (kinds & kindBit(k)) ? countOf(c, k) : 0;
    return n;
}

bool pairsMeet(const Collider &a, KindSet kindsA, const Collider &b, KindSet kindsB)
{
    for (const ShapeKind ka : shapeKinds) {
        if (!(kindsA & kindBit(ka)))
            continue;
        for (std::size_t i = 0; i < countOf(a, ka); ++i) {
            const ShapeFilter fa = filterAt(filtersOf(a, ka), i);
            for (const ShapeKind kb : shapeKinds) {
                if (!(kindsB & kindBit(kb)))
                    continue;
                const std::vector<ShapeFilter> &fb = filtersOf(b, kb);
                for (std::size_t j = 0; j < countOf(b, kb); ++j) {
                    if (shouldTest(fa, filterAt(fb, j)))
                        return true;
                }
            }
        }
    }
    return false;
}

// The boxes' world bounds (the axis-aligned box test); empty boxes give empty bounds.
std::vector<Rect> boxBounds(const Collider &c)
{
    const Affine m = localToWorld(c.transform);
    std::vector<Rect> out;
    out.reserve(c.boxes.size());
    for (const Rect &box : c.boxes)
        out.push_back(isEmpty(box) ? Rect{} : mapBounds(m, box));
    return out;
}

namespace {

// Every shape of one collider in world space, as the armature (shapes) tier tests them:
// boxes as rectangles (axis-aligned) and polygons, circles, polygons; one flat list with
// each shape's kind, index, bounds and filter.
struct WorldShapes
{
    struct Entry
    {
        ShapeKind kind = ShapeKind::Polygon;
        std::size_t index = 0;
    };
    const Collider *collider = nullptr;
    std::vector<Polygon> boxes;
    std::vector<Rect> boxRects;
    std::vector<Circle> circles;
    std::vector<Polygon> polygons;
    std::vector<Entry> entries;
    std::vector<Rect> bounds;
    std::vector<ShapeFilter> filters;

    explicit WorldShapes(const Collider &c)
        : collider(&c)
        , boxes(worldBoxes(c))
        , boxRects(boxBounds(c))
        , circles(worldCircles(c))
        , polygons(worldArmature(c))
    {
        for (std::size_t i = 0; i < boxes.size(); ++i)
            add({ShapeKind::Box, i}, boxRects[i], filterAt(c.boxFilters, i));
        for (std::size_t i = 0; i < circles.size(); ++i)
            add({ShapeKind::Circle, i}, circleBounds(circles[i]), filterAt(c.circleFilters, i));
        for (std::size_t i = 0; i < polygons.size(); ++i)
            add({ShapeKind::Polygon, i},
                polygonBounds(polygons[i]),
                filterAt(c.armatureFilters, i));
    }

    void add(Entry e, const Rect &r, ShapeFilter f)
    {
        entries.push_back(e);
        bounds.push_back(r);
        filters.push_back(f);
    }

    // The entry's shape as a polygon (a box or a polygon); null for an empty box.
    const Polygon *polygon(Entry e) const
    {
        if (e.kind == ShapeKind::Box)
            return isEmpty(collider->boxes[e.index]) ? nullptr : &boxes[e.index];
        return &polygons[e.index];
    }
};

// A point of the closed disc and the closed polygon, when they overlap.
std::optional<Vec2> circlePolygonWitness(const Circle &c, const Polygon *p)
{
    if (p == nullptr || !circleOverlapsPolygon(c, *p))
        return std::nullopt;
    if (pointInPolygon(*p, c.center) != Containment::Outside)
        return c.center;
    Vec2 best = p->points.front();
    double bestDistance = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < p->points.size(); ++i) {
        const Vec2 q = closestPointOnSegment(
                p->points[i], p->points[(i + 1) % p->points.size()], c.center);
        if (distanceSquared(q, c.center) < bestDistance) {
            bestDistance = distanceSquared(q, c.center);
            best = q;
        }
    }
    return best;
}

// Whether shape ea of A and shape eb of B overlap, and a world point where they meet.
// Each kind pair has one test, the same whichever side it is on, so the verdict does not
// depend on the order.
std::optional<Vec2> shapesOverlap(const WorldShapes &sa,
                                  WorldShapes::Entry ea,
                                  const WorldShapes &sb,
                                  WorldShapes::Entry eb,
                                  bool aligned)
{
    using K = ShapeKind;
    if (ea.kind == K::Circle && eb.kind == K::Circle) {
        const Circle &ca = sa.circles[ea.index];
        const Circle &cb = sb.circles[eb.index];
        if (!circlesOverlap(ca, cb))
            return std::nullopt;
        // On the line of centres, halfway through the lens.
        const double d = std::sqrt(distanceSquared(ca.center, cb.center));
        if (!(d > 0.0))
            return ca.center;
        const double t = (ca.radius - (ca.radius + cb.radius - d) / 2.0) / d;
        return ca.center + std::clamp(t, 0.0, 1.0) * (cb.center - ca.center);
    }
    if (ea.kind == K::Circle)
        return circlePolygonWitness(sa.circles[ea.index], sb.polygon(eb));
    if (eb.kind == K::Circle)
        return circlePolygonWitness(sb.circles[eb.index], sa.polygon(ea));
    const Polygon *pa = sa.polygon(ea);
    const Polygon *pb = sb.polygon(eb);
    if (pa == nullptr || pb == nullptr)
        return std::nullopt;
    if (ea.kind == K::Box && eb.kind == K::Box) {
        // The box tier's own test, so a box pair answers the same on both tiers.
        const Rect &ra = sa.boxRects[ea.index];
        const Rect &rb = sb.boxRects[eb.index];
        if (aligned) {
            if (!rectsOverlap(ra, rb))
                return std::nullopt;
            const Rect r = rectIntersection(ra, rb);
            return Vec2{r.x + r.w / 2.0, r.y + r.h / 2.0};
        }
        if (!convexPolygonsOverlap(*pa, *pb))
            return std::nullopt;
    }
    const PolygonOverlap o = polygonsOverlap(*pa, *pb);
    return o.overlap ? std::optional<Vec2>(o.witness) : std::nullopt;
}

} // namespace

TierResult evaluateShapes(const Collider &a, const Collider &b, bool allPairs)
{
    TierResult r;
    const WorldShapes sa(a);
    const WorldShapes sb(b);
    const bool aligned = isAxisAligned(a.transform) && isAxisAligned(b.transform);
    forEachAllowedPair(sa.entries.size(),
                       sa.filters,
                       sa.bounds,
                       sb.entries.size(),
                       sb.filters,
                       sb.bounds,
                       allPairs,
                       [&](std::size_t i, std::size_t j) {
                           const WorldShapes::Entry ea = sa.entries[i];
                           const WorldShapes::Entry eb = sb.entries[j];
                           const std::optional<Vec2> w = shapesOverlap(sa, ea, sb, eb, aligned);
                           if (!w)
                               return false;
                           r.polygonPairs.push_back({ea.index, eb.index, *w, ea.kind, eb.kind});
                           return true;
                       });
    r.verdict = verdictOf(!r.polygonPairs.empty());
    return r;
}

} // namespace hitbox::collision::detail
