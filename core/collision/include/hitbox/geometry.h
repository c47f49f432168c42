#pragma once

// Value types of the plane: points and vectors (Vec2), axis-aligned rectangles (Rect),
// placements (Transform) and the exact orientation predicates the polygon tests rest on.

#include "export.h"

#include <array>
#include <cstdint>
#include <limits>
#include <span>

// Not the first standard header: Qt's moc, which reads this header in Qt programs, fails on
// <compare> (through <concepts>) when nothing of the standard library came before it.
#include <compare>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// A point or vector in pixel space: x grows to the right, y grows downwards.
struct Vec2
{
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b)
{
    return {a.x + b.x, a.y + b.y};
}
constexpr Vec2 operator-(Vec2 a, Vec2 b)
{
    return {a.x - b.x, a.y - b.y};
}
constexpr Vec2 operator-(Vec2 a)
{
    return {-a.x, -a.y};
}
constexpr Vec2 operator*(double s, Vec2 a)
{
    return {s * a.x, s * a.y};
}
constexpr Vec2 operator*(Vec2 a, double s)
{
    return {s * a.x, s * a.y};
}

/// Dot product.
constexpr double dot(Vec2 a, Vec2 b)
{
    return a.x * b.x + a.y * b.y;
}

/// 2D cross product (z of the 3D cross product); positive when b is counter-clockwise
/// from a in math axes, which is clockwise on screen where y points down.
constexpr double cross(Vec2 a, Vec2 b)
{
    return a.x * b.y - a.y * b.x;
}

/// Squared length; collision tests compare squared distances and never take a root.
constexpr double lengthSquared(Vec2 a)
{
    return dot(a, a);
}

/// Squared distance between two points.
constexpr double distanceSquared(Vec2 a, Vec2 b)
{
    return lengthSquared(a - b);
}

/// Axis-aligned rectangle in pixel space, half-open: it covers the points with
/// x <= px < x + w and y <= py < y + h. A rectangle with w <= 0 or h <= 0 (or NaN)
/// is empty. Two rectangles that only touch along an edge do not overlap.
struct Rect
{
    double x = 0.0; ///< left edge (inclusive)
    double y = 0.0; ///< top edge (inclusive)
    double w = 0.0; ///< width; the right edge x + w is exclusive
    double h = 0.0; ///< height; the bottom edge y + h is exclusive

    friend constexpr bool operator==(const Rect &, const Rect &) = default;
};

/// Integer pixel rectangle, half-open like Rect. 64-bit so that far-apart sprites
/// (huge offsets) never overflow while intersecting.
struct PixelRect
{
    std::int64_t x = 0; ///< first column
    std::int64_t y = 0; ///< first row
    std::int64_t w = 0; ///< number of columns
    std::int64_t h = 0; ///< number of rows

    friend constexpr bool operator==(const PixelRect &, const PixelRect &) = default;
};

/// An integer pixel coordinate: the pixel covering [x, x+1) x [y, y+1).
struct PixelPoint
{
    std::int64_t x = 0;
    std::int64_t y = 0;

    friend constexpr bool operator==(PixelPoint, PixelPoint) = default;
};

/// True when the rectangle covers no point (w or h not positive, or NaN).
bool isEmpty(const Rect &r);

/// True when the rectangle covers no pixel.
bool isEmpty(const PixelRect &r);

/// True when a and b share at least one point. Touching edges do not overlap;
/// empty rectangles overlap nothing.
bool rectsOverlap(const Rect &a, const Rect &b);

/// True when a and b share at least one pixel.
bool rectsOverlap(const PixelRect &a, const PixelRect &b);

/// The intersection rectangle of a and b (the seeds' "intersection rectangle").
/// When they do not overlap the result is empty (w == 0 or h == 0).
Rect rectIntersection(const Rect &a, const Rect &b);

/// The intersection of two pixel rectangles; empty (w == 0 or h == 0) when disjoint.
PixelRect rectIntersection(const PixelRect &a, const PixelRect &b);

/// True when p lies in the half-open rectangle r.
bool rectContains(const Rect &r, Vec2 p);

/// True when p lies in r or on any of its edges: the editor's grab test, where clicking
/// exactly on the right or bottom outline still picks the box. (Collisions use the
/// half-open rectContains.)
bool rectContainsClosed(const Rect &r, Vec2 p);

/// True when the pixel p lies in r.
bool rectContains(const PixelRect &r, PixelPoint p);

/// The smallest rectangle containing all points (closed on the right and bottom
/// edge points, i.e. w = maxX - minX). Empty span gives an empty rect.
Rect boundsOf(std::span<const Vec2> points);

/// The rectangle from `left`/`top` to at least `right`/`bottom`: the width and height
/// are rounded up until the right and bottom edges as the other functions compute them
/// (x + w, y + h) are not below `right` and `bottom`, so no point left of `right` falls
/// outside by rounding. A left or top of -infinity is clamped to the lowest finite
/// double (so x + w stays defined). Empty when right <= left or bottom <= top.
Rect rectFromEdges(double left, double top, double right, double bottom);

/// The smallest pixel rectangle covering r: floor of the left/top edge and ceiling
/// of the right/bottom edge. Empty stays empty.
PixelRect enclosingPixelRect(const Rect &r);

/// Two indices into the caller's array of rectangles (or bodies), always a < b.
struct IndexPair
{
    std::uint32_t a = 0; ///< the smaller index
    std::uint32_t b = 0; ///< the larger index

    friend constexpr bool operator==(IndexPair, IndexPair) = default;
    friend constexpr auto operator<=>(IndexPair, IndexPair) = default;
};

/// Placement of a sprite instance in the world. The image pixel point `pivot` lands
/// on `position`; around the pivot the image is first scaled by `scale`, then
/// rotated by `rotation` degrees, clockwise on screen (y points down). This is the
/// same convention as QTransform::rotate.
///
/// Shapes (boxes, circles, polygons) are stored in sprite-local coordinates: image
/// pixel coordinates minus the pivot. So local (0, 0) is the pivot.
struct Transform
{
    Vec2 position;         ///< world position of the pivot
    Vec2 pivot;            ///< pivot in image pixel coordinates
    double rotation = 0.0; ///< degrees, clockwise on screen
    Vec2 scale{1.0, 1.0};  ///< scale factors along the image's x and y axes

    friend constexpr bool operator==(const Transform &, const Transform &) = default;
};

/// A 2D affine map: p' = (m11 * x + m21 * y + dx, m12 * x + m22 * y + dy),
/// laid out like QTransform so the editor can convert without surprises.
struct Affine
{
    double m11 = 1.0;
    double m12 = 0.0;
    double m21 = 0.0;
    double m22 = 1.0;
    double dx = 0.0;
    double dy = 0.0;

    friend constexpr bool operator==(const Affine &, const Affine &) = default;
};

/// Cosine and sine of an angle in degrees. Multiples of 90 degrees give exact
/// 0 / +-1 so that quarter-turn rotations of pixel data stay exact.
std::array<double, 2> cosSinDegrees(double degrees);

/// True when the rotation is a multiple of 90 degrees (the transformed image stays
/// axis-aligned).
bool isAxisAligned(const Transform &t);

/// True when the transform is a pure integer translation of image pixels: no
/// rotation, unit scale and an integer offset position - pivot.
bool isIntegerTranslation(const Transform &t);

/// True when the transform only moves the image: no rotation (a multiple of 360
/// degrees), unit scale and a finite position and pivot. The offset may be fractional.
bool isPureTranslation(const Transform &t);

/// Maps sprite-local coordinates (relative to the pivot) to the world.
Affine localToWorld(const Transform &t);

/// Maps image pixel coordinates to the world.
Affine imageToWorld(const Transform &t);

/// Maps world coordinates back to image pixel coordinates. A zero scale factor has
/// no inverse; the result then maps everything to NaN.
Affine worldToImage(const Transform &t);

/// Applies an affine map to a point.
Vec2 apply(const Affine &m, Vec2 p);

/// The composition "first `first`, then `second`".
Affine compose(const Affine &first, const Affine &second);

/// The inverse map; NaN entries when the map is singular.
Affine inverted(const Affine &m);

/// The four corners of r (top-left, top-right, bottom-right, bottom-left) mapped by m.
std::array<Vec2, 4> mapCorners(const Affine &m, const Rect &r);

/// The axis-aligned bounds of r mapped by m (the seeds' "boundary rectangle" of a
/// rotated or scaled sprite).
Rect mapBounds(const Affine &m, const Rect &r);

/// The world-space AABB of a whole sprite image of the given size.
Rect spriteBounds(const Transform &t, double width, double height);

/// Shewchuk's relative error bound for the floating-point orientation filter
/// (ccwerrboundA): with left = (a.x - c.x) * (b.y - c.y) and right = (a.y - c.y) *
/// (b.x - c.x) computed in doubles, the sign of det = left - right is the exact sign of
/// orient2d(a, b, c) whenever |det| > orient2dErrorFactor * (|left| + |right|), unless
/// left is zero with neither factor zero (then it may have underflowed). Loops that test
/// many points against one line use it to skip the exact path; orient2d decides the rest.
inline constexpr double orient2dErrorFactor
        = (3.0 + 16.0 * (std::numeric_limits<double>::epsilon() / 2.0))
          * (std::numeric_limits<double>::epsilon() / 2.0);

/// Exact sign of the orientation determinant (b - a) x (c - a): +1 when a, b, c turn
/// counter-clockwise in math axes (clockwise on screen, where y points down), -1 for
/// the other turn, 0 when the three points are exactly collinear.
///
/// A fast floating-point filter answers almost every call; near-degenerate inputs fall
/// back to exact expansion arithmetic (Shewchuk), so touching and collinear cases are
/// always decided consistently. Inputs must be finite, below about 1e150 in magnitude
/// so that products do not overflow, and either zero or above about 1e-140 so that
/// they do not underflow (pixel coordinates are far inside this range).
int orient2d(Vec2 a, Vec2 b, Vec2 c);

/// True when p lies on the closed segment [a, b] (endpoints included), decided exactly.
bool onSegment(Vec2 a, Vec2 b, Vec2 p);

/// True when the closed segments [a, b] and [c, d] cross at a single point interior to
/// both, with each segment's endpoints strictly on opposite sides of the other's line.
/// Touching at an endpoint and collinear overlap are not proper crossings.
bool segmentsCrossProperly(Vec2 a, Vec2 b, Vec2 c, Vec2 d);

/// True when the closed segments [a, b] and [c, d] share at least one point (crossing,
/// touching or collinear overlap), decided exactly.
bool segmentsIntersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d);

/// For three exactly collinear points, true when p and q lie on the same side of
/// origin (the rays origin->p and origin->q point the same way). Uses comparisons only.
bool sameDirection(Vec2 origin, Vec2 p, Vec2 q);

/// True when the ray apex->p points strictly into the open cone that sweeps
/// counter-clockwise (math axes) from the ray apex->from to the ray apex->to: the inside
/// of a polygon at its vertex `apex` when `from` is the next vertex and `to` the previous
/// one (counter-clockwise winding). A straight angle is a half-plane, a spike is empty.
bool strictlyInsideCone(Vec2 apex, Vec2 from, Vec2 to, Vec2 p);

HITBOX_API_END

} // namespace hitbox::collision
