#pragma once

#include "polygon.h"
#include "polygonwithholes.h"

#include <cstddef>
#include <vector>

namespace hitbox::collision {

/// Box2D's limit on the vertices of a convex polygon (B2_MAX_POLYGON_VERTICES), the
/// default piece size of decomposeConvex.
inline constexpr std::size_t box2dMaxPolygonVertices = 8;

/// Convex pieces of a shape.
struct ConvexDecomposition
{
    /// Strictly convex polygons (no straight vertices), counter-clockwise in math axes
    /// (clockwise on screen), whose vertices are vertices of the shape. Their interiors
    /// are disjoint and their union is the shape, holes left out.
    std::vector<Polygon> pieces;
    /// False when the shape is not valid and could not be decomposed; then `pieces`
    /// is empty.
    bool ok = false;
};

/// Cuts a valid shape (concave, holes allowed) into convex pieces of at most
/// `maxVertices` vertices each (values below 3 count as 3), for physics engines that only
/// take convex polygons. The shape is triangulated (see triangulate) and neighbouring
/// pieces are then merged across their shared edge, longest edge first, whenever the
/// union stays convex and within the limit (Hertel-Mehlhorn with a vertex limit). Exact
/// orient2d decides convexity. O(n log n) after the triangulation.
ConvexDecomposition decomposeConvex(const PolygonWithHoles &shape,
                                    std::size_t maxVertices = box2dMaxPolygonVertices);

} // namespace hitbox::collision
