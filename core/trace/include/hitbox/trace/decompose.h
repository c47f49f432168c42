#pragma once

#include <hitbox/export.h>
#include <hitbox/shapes.h>

#include <cstddef>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Box2D's limit on the vertices of a convex polygon (B2_MAX_POLYGON_VERTICES), the
/// default piece size of decomposeConvex.
inline constexpr std::size_t box2dMaxPolygonVertices = 8;

/// Convex pieces of a shape.
struct ConvexDecomposition
{
    /// Strictly convex polygons (no straight vertices), counter-clockwise in math axes
    /// (clockwise on screen). Their interiors are disjoint and their union is the shape,
    /// holes left out. Their vertices are vertices of the shape, with one exception: a
    /// mirror-symmetric shape (see decomposeConvex) may have the midpoint of an outer
    /// edge that its mirror axis cuts as a vertex of the two pieces meeting there (a
    /// Steiner point on the shape's boundary, exactly representable, never inside it).
    std::vector<Polygon> pieces;
    /// False when the shape is not valid and could not be decomposed; then `pieces`
    /// is empty.
    bool ok = false;
};

/// Cuts a valid shape (concave, holes allowed) into as few convex pieces of at most
/// `maxVertices` vertices each (values below 3 count as 3) as it can, for physics engines
/// that only take convex polygons. Never more pieces than decomposeConvexBaseline.
///
/// - A hole-free outline of up to 64 vertices is cut optimally: the fewest pieces any
///   set of cuts between its vertices allows, and among those the shortest cuts (sum of
///   squared lengths), which keeps pieces fat rather than slivers (optimalConvexPartition,
///   dynamic programming over diagonals), unless that takes more than about 10 ms.
/// - Larger outlines and shapes with holes start from decomposeConvexBaseline's pieces;
///   windows of neighbouring pieces whose union is a simple polygon of up to 20 vertices
///   are then cut again optimally (about 1 ms at most each) and replaced when that gives
///   fewer pieces or shorter cuts, over every piece, up to three passes and about 50 ms
///   of work per shape.
/// - A shape that is exactly mirror-symmetric about the vertical or the horizontal line
///   through the centre of its bounds, whose outer loop that line crosses twice and whose
///   holes it does not meet, is also cut as one half plus its mirror image, the two
///   pieces on the axis merged when they can be; that symmetric answer wins whenever it
///   has no more pieces (fewest pieces first, symmetry second).
///
/// Exact orient2d decides visibility and convexity everywhere. A few milliseconds per
/// traced shape (docs/collision.md has figures); the work budgets bound the worst case.
ConvexDecomposition decomposeConvex(const PolygonWithHoles &shape,
                                    std::size_t maxVertices = box2dMaxPolygonVertices);

/// The plain triangulation-and-merge decomposition decomposeConvex improves on, kept as
/// the baseline of its tests and benchmarks: the shape is triangulated (see
/// triangulate) and neighbouring pieces are merged across their shared edge, longest
/// edge first, whenever the union stays convex and within the limit (Hertel-Mehlhorn
/// with a vertex limit). Same contract as decomposeConvex, without Steiner points.
/// O(n log n) after the triangulation.
ConvexDecomposition decomposeConvexBaseline(const PolygonWithHoles &shape,
                                            std::size_t maxVertices = box2dMaxPolygonVertices);

HITBOX_API_END

} // namespace hitbox::collision
