#pragma once

// The author-drawn shapes: simple polygons, polygons with holes and circles, with their
// validity rules and bounds.

#include "export.h"
#include "geometry.h"

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
/// strictly inside the outer loop and outside every other hole. Exact predicates; a quick
/// proof first (loops' edges apart, one vertex per hole), else contacts and nesting are
/// found by one sweep line over all loops (findLoopParents), O(n log n) after the loops'.
RegionValidation validateRegion(const PolygonWithHoles &shape, ValidationBudget &budget);

/// validateRegion with a fresh budget.
RegionValidation validateRegion(const PolygonWithHoles &shape);

/// Area of the region: |area of outer| minus the |area| of every hole.
double area(const PolygonWithHoles &shape);

/// Number of vertices of all loops together.
std::size_t vertexCount(const PolygonWithHoles &shape);

/// A circle (the seeds' radial test). Its interior is the open disc: a point exactly at
/// distance `radius` from the centre is on the boundary, not inside. A radius of zero
/// or less has no interior and overlaps nothing.
struct Circle
{
    Vec2 center;         ///< centre
    double radius = 0.0; ///< radius in pixels

    friend constexpr bool operator==(const Circle &, const Circle &) = default;
};

/// The classic default circle of a sprite in sprite-local coordinates (relative to
/// `pivot`): centred on the image, radius = fraction x half the larger side.
Circle defaultCircle(double width, double height, Vec2 pivot, double fraction = 0.8);

/// The circle mapped by a sprite's local-to-world map. A non-uniform scale would turn
/// it into an ellipse; the larger scale factor is used so the test stays conservative.
Circle transformed(const Circle &c, const Affine &m);

/// True when the open discs share a point: squared centre distance < (ra + rb)^2.
/// Touching circles do not overlap. No square root is taken.
bool circlesOverlap(const Circle &a, const Circle &b);

/// True when the disc and the rectangle's interior share a point (closest-point test,
/// squared distances only).
bool circleOverlapsRect(const Circle &c, const Rect &r);

/// True when the disc and the interior of a simple polygon (concave allowed) share a
/// point: the centre is inside, or some edge passes closer than the radius.
bool circleOverlapsPolygon(const Circle &c, const Polygon &p);

/// A rectangle holding the open disc, grown by a hair (1e-12 of the radius, then one ulp
/// outwards on every edge) so that rounding cannot make it too small: whenever
/// circlesOverlap(a, b) is true, rectsOverlap(circleBounds(a), circleBounds(b)) is too,
/// and every point circleContains finds lies in it (rectContains). A circle that
/// overlaps nothing (radius <= 0 or NaN) gives an empty rectangle at its centre.
Rect circleBounds(const Circle &c);

/// True when p lies strictly inside the circle.
bool circleContains(const Circle &c, Vec2 p);

/// True when p lies inside the circle or on its boundary: the editor's grab test, where
/// clicking exactly on the outline still picks the shape. (Collisions use circleContains.)
bool circleContainsClosed(const Circle &c, Vec2 p);

/// The point of the closed segment [a, b] nearest to p (a when the segment has no length).
Vec2 closestPointOnSegment(Vec2 a, Vec2 b, Vec2 p);

/// Squared distance from p to the closed segment [a, b]. It depends only on p - a, b - a
/// and p - b: moving all three points by whole pixels changes nothing, to the last bit.
double segmentDistanceSquared(Vec2 a, Vec2 b, Vec2 p);

HITBOX_API_END

} // namespace hitbox::collision
