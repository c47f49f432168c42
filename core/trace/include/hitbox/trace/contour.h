#pragma once

#include <hitbox/export.h>
#include <hitbox/geometry.h>
#include <hitbox/mask.h>
#include <hitbox/shapes.h>

#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// How far, in pixels, an outline is moved off a saddle corner (see traceMask).
inline constexpr double traceSaddleChamfer = 0.25;

/// Options of traceMask.
struct TraceOptions
{
    /// Report holes. When false every shape is its outer boundary, holes filled.
    bool holes = true;
    /// Shapes whose outer loop encloses less than this area (square pixels) are dropped
    /// together with their holes. 0 keeps everything.
    double minArea = 0.0;
    /// Holes enclosing less than this area (square pixels) are filled. 0 keeps all.
    double minHoleArea = 0.0;
    /// Added to every vertex: the position of the mask's pixel (0, 0) in the output's
    /// coordinates, e.g. {-r, -r} for a mask made by grown(mask, r).
    Vec2 offset;
};

/// The outlines of the solid pixels of `mask`, one PolygonWithHoles per connected group
/// of solid pixels, in image pixel coordinates: pixel (x, y) is the square
/// [x, x + 1] x [y, y + 1], so vertices lie on pixel corners (y down).
///
/// Connectivity: solid pixels are 8-connected (pixels touching only at a corner belong
/// to the same shape, so a one-pixel diagonal line is one shape) and the background is
/// 4-connected (a hole is a 4-connected group of non-solid pixels that does not reach
/// the mask border). Where two solid pixels touch only at a corner (a saddle: a 2 x 2
/// block with solid pixels on one diagonal only), the outline would pass through that
/// corner twice; instead each pass cuts the corner of the background pixel it goes
/// around, from traceSaddleChamfer before the corner to traceSaddleChamfer after it.
/// Each saddle thereby adds traceSaddleChamfer^2 of background to the shape and nothing
/// else changes, so the traced region contains every solid pixel and nothing else but
/// those corner triangles.
///
/// Guarantees: every loop is closed (last vertex connects to the first), simple, has no
/// repeated points and no collinear consecutive vertices (only corners are kept);
/// outer loops run counter-clockwise in math axes (clockwise on screen,
/// polygonOrientation == +1), holes the other way (-1), so the solid side is always on
/// the left of an edge; holes lie strictly inside their outer loop, and no two loops of
/// the result touch, not even at a point. Shapes come in row-major order of their
/// topmost-leftmost pixel; an island inside a hole is a shape of its own.
/// O(pixels / 64 + outline length) plus, when several shapes have holes, a run-length
/// labelling of the solid pixels.
std::vector<PolygonWithHoles> traceMask(const Mask &mask, const TraceOptions &options = {});

HITBOX_API_END

} // namespace hitbox::collision
