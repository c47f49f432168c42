#pragma once

#include <hitbox/export.h>
#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <array>
#include <cstdint>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Triangles covering a shape exactly, as indices into `vertices`.
struct Triangulation
{
    /// The vertices of the shape's loops (outer loop first, then each hole), without
    /// vertices that lie on a straight line between their neighbours.
    std::vector<Vec2> vertices;
    /// Index triples, counter-clockwise in math axes (clockwise on screen); no triangle
    /// is degenerate. Together they cover the shape, with disjoint interiors.
    std::vector<std::array<std::uint32_t, 3>> triangles;
    /// False when the shape could not be triangulated because it is not valid
    /// (see PolygonWithHoles); then `triangles` is incomplete.
    bool ok = false;
};

/// The loop's vertices without repeated neighbours, wound counter-clockwise in math axes
/// (orientation +1) or the other way (-1), and without straight vertices (no turn).
/// Empty when fewer than 3 vertices remain. Shared by triangulate and decomposeConvex.
std::vector<Vec2> preparedLoop(const Polygon &polygon, int orientation);

/// Triangulates a valid shape, holes included, by ear clipping. Each hole is first joined
/// to the outer boundary by a bridge from its rightmost vertex to a vertex it can see
/// (Eberly's construction), which turns the shape into one weakly simple loop; ears are
/// then cut with exact orient2d tests that also handle the loop's repeated bridge
/// vertices. Either winding is accepted for every loop. O(n^2) in the worst case, close
/// to O(n) for typical traced outlines thanks to a uniform grid.
Triangulation triangulate(const PolygonWithHoles &shape);

HITBOX_API_END

} // namespace hitbox::collision
