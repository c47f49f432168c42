#pragma once

#include "polygon.h"

#include <cstddef>
#include <vector>

namespace hitbox::collision {

/// A region of the plane: the inside of `outer` minus the inside of every hole. This is
/// what the tracer produces for one connected group of solid pixels, and what the
/// simplifier, the convex decomposition and the quality scores work on.
///
/// A valid one has a simple outer loop and simple holes; the holes lie strictly inside
/// the outer loop, outside each other, and no two loops touch (not even at a point).
/// Traced shapes wind their outer loop counter-clockwise in math axes (clockwise on
/// screen, polygonOrientation == +1) and their holes the other way, so the solid side
/// is on the left of every edge; functions taking a shape accept either winding.
struct PolygonWithHoles
{
    Polygon outer;              ///< outer boundary
    std::vector<Polygon> holes; ///< boundaries of the holes, each strictly inside outer

    friend bool operator==(const PolygonWithHoles &, const PolygonWithHoles &) = default;
};

/// Area of the region: |area of outer| minus the |area| of every hole.
double area(const PolygonWithHoles &shape);

/// Number of vertices of all loops together.
std::size_t vertexCount(const PolygonWithHoles &shape);

} // namespace hitbox::collision
