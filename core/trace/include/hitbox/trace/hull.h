#pragma once

#include <hitbox/export.h>
#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <span>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// The convex hull of a set of points: the smallest convex polygon containing them all.
/// Vertices run counter-clockwise in math axes (clockwise on screen,
/// polygonOrientation == +1), starting at the lexicographically smallest point (least x,
/// then least y); points on the hull's edges and duplicates are left out. Fewer than 3
/// distinct points, or all of them on one line, give the distinct extreme points only
/// (0, 1 or 2 vertices), which is not a valid polygon. Andrew's monotone chain with exact
/// orient2d, O(n log n). Points must be finite.
Polygon convexHull(std::span<const Vec2> points);

/// The convex hull of a polygon's vertices.
Polygon convexHull(const Polygon &polygon);

HITBOX_API_END

} // namespace hitbox::collision
