#pragma once

#include "export.h"
#include "polygon.h"
#include "rect.h"
#include "transform.h"
#include "vec2.h"

namespace hitbox::collision {

HITBOX_API_BEGIN

/// A circle (the seeds' radial test). Its interior is the open disc: a point exactly at
/// distance `radius` from the centre is on the boundary, not inside. A radius of zero
/// or less has no interior and overlaps nothing.
struct Circle
{
    Vec2 center;         ///< centre
    double radius = 0.0; ///< radius in pixels

    friend constexpr bool operator==(const Circle &, const Circle &) = default;
};

/// The classic default circle of a sprite in sprite-local coordinates (relative to
/// `pivot`): centred on the image, radius = fraction x half the larger side.
Circle defaultCircle(double width, double height, Vec2 pivot, double fraction = 0.8);

/// The circle mapped by a sprite's local-to-world map. A non-uniform scale would turn
/// it into an ellipse; the larger scale factor is used so the test stays conservative.
Circle transformed(const Circle &c, const Affine &m);

/// True when the open discs share a point: squared centre distance < (ra + rb)^2.
/// Touching circles do not overlap. No square root is taken.
bool circlesOverlap(const Circle &a, const Circle &b);

/// True when the disc and the rectangle's interior share a point (closest-point test,
/// squared distances only).
bool circleOverlapsRect(const Circle &c, const Rect &r);

/// True when the disc and the interior of a simple polygon (concave allowed) share a
/// point: the centre is inside, or some edge passes closer than the radius.
bool circleOverlapsPolygon(const Circle &c, const Polygon &p);

/// A rectangle holding the open disc, grown by a hair (1e-12 of the radius, then one ulp
/// outwards on every edge) so that rounding cannot make it too small: whenever
/// circlesOverlap(a, b) is true, rectsOverlap(circleBounds(a), circleBounds(b)) is too,
/// and every point circleContains finds lies in it (rectContains). A circle that
/// overlaps nothing (radius <= 0 or NaN) gives an empty rectangle at its centre.
Rect circleBounds(const Circle &c);

/// True when p lies strictly inside the circle.
bool circleContains(const Circle &c, Vec2 p);

/// True when p lies inside the circle or on its boundary: the editor's grab test, where
/// clicking exactly on the outline still picks the shape. (Collisions use circleContains.)
bool circleContainsClosed(const Circle &c, Vec2 p);

/// The point of the closed segment [a, b] nearest to p (a when the segment has no length).
Vec2 closestPointOnSegment(Vec2 a, Vec2 b, Vec2 p);

/// Squared distance from p to the closed segment [a, b].
double segmentDistanceSquared(Vec2 a, Vec2 b, Vec2 p);

HITBOX_API_END

} // namespace hitbox::collision
