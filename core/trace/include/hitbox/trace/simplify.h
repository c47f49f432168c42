#pragma once

#include <hitbox/export.h>
#include <hitbox/shapes.h>

#include <cstddef>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Which vertices the simplifier tries to drop first.
enum class SimplifyMethod {
    /// Ramer-Douglas-Peucker: keeps, recursively, the vertex farthest from the chord
    /// that would replace it; the classic for traced outlines.
    DouglasPeucker,
    /// Visvalingam-Whyatt, with the net area between the input outline and the new edge
    /// (the area the new edge adds minus the area it cuts off) as the cost: drops first
    /// the vertices whose removal changes the shape's area the least. On pixel
    /// outlines it reaches the same IoU as DouglasPeucker with far fewer vertices, so it
    /// is the default (figures in docs/collision.md).
    Visvalingam,
};

/// Options of simplifyShape.
struct SimplifyOptions
{
    /// Largest distance, in pixels, from any input vertex (and edge midpoint) to the edge
    /// of the result that replaced it. 0 only drops vertices that lie exactly on a
    /// straight line between their neighbours.
    double tolerance = 1.0;
    /// Upper bound on the vertices of each loop (outer boundary or hole); 0 means no
    /// bound, values 1 and 2 count as 3. Reaching it may exceed the tolerance, and
    /// holes that stand in the way are filled (dropped) - see simplifyShape.
    std::size_t maxVertices = 0;
    /// Only move edges outwards: the result contains the input, so a shape traced from
    /// a mask still contains every solid pixel.
    bool conservative = false;
    /// Which vertices go first.
    SimplifyMethod method = SimplifyMethod::Visvalingam;
};

/// Fewer vertices for a valid shape (see PolygonWithHoles), keeping it valid.
///
/// The result keeps input vertices and midpoints of input edges (so an outline may run
/// through the middle of a pixel staircase rather than along its corners), in the input's
/// order and winding. It is always valid: no loop crosses or touches itself or another
/// loop, every loop keeps at least 3 vertices, holes stay inside the outer loop and
/// outside each other. The vertices are first dropped as the tolerance allows and the
/// result is checked once with exact predicates (validateRegion, and each loop's
/// winding); only when that check fails is the shape simplified again from the input,
/// each removal then checked (orient2d) against every other edge and vertex near it, which
/// is why such a shape may keep a few more vertices than the tolerance alone would.
///
/// With maxVertices, loops above the bound then lose the vertices whose removal costs
/// the least distance, beyond the tolerance if needed. When an outer loop cannot reach
/// the bound because holes are in the way, its smallest holes are filled one at a time;
/// a hole that cannot reach it is filled. With conservative set, containment wins: an
/// outer loop keeps more than maxVertices when no vertex can go without cutting into
/// the shape.
///
/// Shapes are simplified one at a time, so two shapes may overlap afterwards by up to
/// the tolerance. The input must be valid (traceMask's output is); otherwise the result
/// is unspecified. A uniform grid keeps typical outlines near O(n log n).
PolygonWithHoles simplifyShape(const PolygonWithHoles &shape, const SimplifyOptions &options = {});

HITBOX_API_END

} // namespace hitbox::collision
