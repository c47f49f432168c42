#include <hitbox/shapes.h>

#include "ulp.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

Circle defaultCircle(double width, double height, Vec2 pivot, double fraction)
{
    return {Vec2{width / 2.0, height / 2.0} - pivot, fraction * std::max(width, height) / 2.0};
}

Circle transformed(const Circle &c, const Affine &m)
{
    // Column lengths of the linear part are the scale factors along the local axes.
    const double sx = std::hypot(m.m11, m.m12);
    const double sy = std::hypot(m.m21, m.m22);
    return {apply(m, c.center), c.radius * std::max(sx, sy)};
}

bool circlesOverlap(const Circle &a, const Circle &b)
{
    if (!(a.radius > 0.0) || !(b.radius > 0.0))
        return false;
    const double reach = a.radius + b.radius;
    return distanceSquared(a.center, b.center) < reach * reach;
}

bool circleOverlapsRect(const Circle &c, const Rect &r)
{
    if (!(c.radius > 0.0) || isEmpty(r))
        return false;
    const Vec2 closest{std::clamp(c.center.x, r.x, r.x + r.w),
                       std::clamp(c.center.y, r.y, r.y + r.h)};
    return distanceSquared(closest, c.center) < c.radius * c.radius;
}

bool circleContainsClosed(const Circle &c, Vec2 p)
{
    return c.radius >= 0.0 && distanceSquared(c.center, p) <= c.radius * c.radius;
}

Vec2 closestPointOnSegment(Vec2 a, Vec2 b, Vec2 p)
{
    const Vec2 ab = b - a;
    const double length2 = lengthSquared(ab);
    if (length2 == 0.0)
        return a;
    const double t = std::clamp(dot(p - a, ab) / length2, 0.0, 1.0);
    return a + t * ab;
}

// From the differences p - a, b - a and p - b only: moved by an amount that keeps them
// exact (a pixel outline by whole pixels), the answer is the same to the last bit.
double segmentDistanceSquared(Vec2 a, Vec2 b, Vec2 p)
{
    const Vec2 ab = b - a;
    const Vec2 ap = p - a;
    const double length2 = lengthSquared(ab);
    const double along = dot(ap, ab);
    if (length2 == 0.0 || along <= 0.0)
        return lengthSquared(ap);
    if (along >= length2)
        return distanceSquared(p, b);
    return lengthSquared(ap - (along / length2) * ab);
}

bool circleOverlapsPolygon(const Circle &c, const Polygon &p)
{
    if (!(c.radius > 0.0) || p.points.size() < 3)
        return false;
    if (pointInPolygon(p, c.center) != Containment::Outside)
        return true;
    const double r2 = c.radius * c.radius;
    const std::size_t n = p.points.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (segmentDistanceSquared(p.points[i], p.points[(i + 1) % n], c.center) < r2)
            return true;
    }
    return false;
}

bool circleContains(const Circle &c, Vec2 p)
{
    return c.radius > 0.0 && distanceSquared(c.center, p) < c.radius * c.radius;
}

Rect circleBounds(const Circle &c)
{
    if (!(c.radius > 0.0))
        return {c.center.x, c.center.y, 0.0, 0.0};
    // circlesOverlap and circleContains round their squared distances by a few ulps; a
    // relative 1e-12 covers that, and stepping each edge one ulp outwards covers the
    // rounding of centre +- radius.
    const double r = c.radius * (1.0 + 1e-12);
    return rectFromEdges(nextDown(c.center.x - r),
                         nextDown(c.center.y - r),
                         nextUp(c.center.x + r),
                         nextUp(c.center.y + r));
}

} // namespace hitbox::collision
