#pragma once

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

namespace hitbox::collision::detail {

/// Answer of a polygon-polygon test.
struct PolygonOverlap
{
    bool overlap = false; ///< the interiors share a point
    Vec2 witness;         ///< a point where they meet (a crossing point or a vertex
                          ///< inside the other polygon); meaningful only when overlap
};

/// True when the interiors of two simple polygons (concave allowed, either winding)
/// share a point: some pair of edges crosses, or one polygon contains a vertex of the
/// other, or the boundaries touch in a way that lets the interiors overlap (identical
/// polygons, nested polygons with shared edges). This is the containment case the
/// seeds' segment test leaves out.
///
/// Touching only along an edge or at a vertex is not an overlap, matching the
/// half-open rectangles of the AABB tier. Every decision uses exact orientation
/// predicates, so collinear and touching configurations are answered consistently.
/// O(n * m) edge pairs, pruned by bounding boxes.
PolygonOverlap polygonsOverlap(const Polygon &a, const Polygon &b);

/// Separating-axis test for two convex polygons (either winding), with the same
/// "interiors share a point" semantics as polygonsOverlap. Each edge line is tried as
/// a separator with exact predicates. Faster than polygonsOverlap for oriented boxes;
/// the answer is unspecified when a polygon is not convex.
bool convexPolygonsOverlap(const Polygon &a, const Polygon &b);

} // namespace hitbox::collision::detail
