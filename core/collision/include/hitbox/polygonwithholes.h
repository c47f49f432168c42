#pragma once

#include "export.h"
#include "polygon.h"

#include <cstddef>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

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

/// Why a PolygonWithHoles is not valid.
enum class RegionProblem {
    None,        ///< valid
    InvalidLoop, ///< the outer loop or a hole is not a valid polygon (see validatePolygon)
    HoleOutside, ///< a hole is not strictly inside the outer loop
    HoleInHole,  ///< a hole lies inside another hole
    LoopsTouch,  ///< two loops cross, touch or share a point
};

/// The first problem found. Loops are numbered 0 for the outer loop and k for hole k - 1
/// (holes[k - 1]), so messages can count holes from 1.
struct RegionValidation
{
    RegionProblem problem = RegionProblem::None;
    std::size_t loop = 0;          ///< the loop concerned (InvalidLoop, HoleOutside, HoleInHole)
    std::size_t otherLoop = 0;     ///< HoleInHole: the enclosing hole; LoopsTouch: the second
                                   ///< loop (`loop` < `otherLoop`)
    PolygonValidation loopProblem; ///< InvalidLoop: what is wrong with that loop

    bool isValid() const { return problem == RegionProblem::None; }
};

/// Checks the rules of a valid PolygonWithHoles: every loop is a valid polygon
/// (validatePolygon, drawing from `budget`), no two loops share a point, every hole lies
/// strictly inside the outer loop and outside every other hole. Exact predicates; contacts
/// and nesting are found by one sweep line over all loops (findLoopParents), O(n log n)
/// after the loops' own validation.
RegionValidation validateRegion(const PolygonWithHoles &shape, ValidationBudget &budget);

/// validateRegion with a fresh budget.
RegionValidation validateRegion(const PolygonWithHoles &shape);

/// Area of the region: |area of outer| minus the |area| of every hole.
double area(const PolygonWithHoles &shape);

/// Number of vertices of all loops together.
std::size_t vertexCount(const PolygonWithHoles &shape);

HITBOX_API_END

} // namespace hitbox::collision
