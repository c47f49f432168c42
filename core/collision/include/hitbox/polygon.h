#pragma once

#include "export.h"
#include "rect.h"
#include "transform.h"
#include "vec2.h"

#include <cstddef>
#include <span>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// A closed polygon given by its vertices in order; the last vertex connects back to
/// the first. Either winding is accepted; concave polygons are fine. Collision
/// functions expect a simple polygon (see validatePolygon).
struct Polygon
{
    std::vector<Vec2> points;

    friend bool operator==(const Polygon &, const Polygon &) = default;
};

/// Where a point lies relative to a closed shape.
enum class Containment {
    Outside,  ///< strictly outside
    Boundary, ///< exactly on the boundary
    Inside,   ///< strictly inside
};

/// Why a polygon cannot be used for collision.
enum class PolygonProblem {
    None,             ///< valid: at least 3 points, finite, simple, non-zero area
    TooFewPoints,     ///< fewer than 3 vertices
    NonFinitePoint,   ///< a coordinate is NaN or infinite
    RepeatedPoint,    ///< two vertices are equal
    ZeroArea,         ///< all vertices lie on one line
    SelfIntersecting, ///< two edges cross, touch or overlap (other than neighbours
                      ///< sharing their common vertex)
};

/// The first problem found, with the vertex or edge indices involved. Edge i runs from
/// vertex i to vertex (i + 1) % n.
struct PolygonValidation
{
    PolygonProblem problem = PolygonProblem::None;
    std::size_t first = 0;  ///< vertex index (RepeatedPoint, NonFinitePoint) or edge index
    std::size_t second = 0; ///< second vertex or edge index, where two are involved

    bool isValid() const { return problem == PolygonProblem::None; }
};

/// Edge pairs validatePolygon examines before it switches to the sweep line: about
/// 10-200 ms, far more than any drawn or traced polygon needs.
inline constexpr std::size_t validationPairBudget = std::size_t(1) << 20;

/// Checks that p can be used for collision: at least 3 finite, distinct vertices, not
/// all collinear, and simple (no two edges meet except neighbours at their shared
/// vertex). Exact predicates. Edge pairs are searched with bounding-box pruning and the
/// pair with the lowest indices is reported; when that search would examine more than
/// `pairBudget` pairs (hostile input such as a 10^5-point star), a sweep line decides
/// in O(n log n) instead and reports one offending pair, not necessarily the lowest.
/// The verdict (valid or not, and which problem) is the same either way.
PolygonValidation validatePolygon(const Polygon &p, std::size_t pairBudget = validationPairBudget);

/// Edge pairs shared by many validatePolygon calls, e.g. every polygon of a document, so
/// that many hostile polygons together cost no more pair tests than one: each call spends
/// the pairs it examines, and once the budget is spent every further call goes straight
/// to the sweep line. Verdicts are the same as with a fresh budget.
struct ValidationBudget
{
    std::size_t remainingPairs = validationPairBudget; ///< pairs left to examine
};

/// validatePolygon drawing its pairs from a shared budget.
PolygonValidation validatePolygon(const Polygon &p, ValidationBudget &budget);

/// A short English description of a problem, for messages and tooltips.
const char *describe(PolygonProblem problem);

/// Signed area by the shoelace formula: positive when the vertices run
/// counter-clockwise in math axes (clockwise on screen).
double signedArea(const Polygon &p);

/// Exact winding of a simple polygon: +1 counter-clockwise in math axes (clockwise on
/// screen), -1 the other way, 0 for fewer than 3 distinct points or zero area.
int polygonOrientation(const Polygon &p);

/// polygonOrientation on a bare vertex list.
int polygonOrientation(std::span<const Vec2> vertices);

/// True when every turn goes the same way (collinear vertices allowed), which makes a
/// simple polygon convex. Exact predicates. Check validatePolygon first: a pentagram
/// also turns one way at every vertex but is not simple.
bool isConvex(const Polygon &p);

/// Axis-aligned bounds of the vertices.
Rect polygonBounds(const Polygon &p);

/// Where `point` lies relative to the polygon, decided exactly (crossing number with
/// exact orientation tests). Works for concave polygons.
Containment pointInPolygon(const Polygon &p, Vec2 point);

/// pointInPolygon on a bare vertex list.
Containment pointInPolygon(std::span<const Vec2> vertices, Vec2 point);

/// The polygon with every vertex mapped by m.
Polygon transformed(const Polygon &p, const Affine &m);

/// The rectangle r as a 4-vertex polygon mapped by m (an oriented box when m rotates).
Polygon rectToPolygon(const Rect &r, const Affine &m = {});

HITBOX_API_END

} // namespace hitbox::collision
