#pragma once

#include "export.h"
#include "vec2.h"

#include <cstdint>
#include <span>

// Not the first standard header: Qt's moc, which reads this header in Qt programs, fails on
// <compare> (through <concepts>) when nothing of the standard library came before it.
#include <compare>

namespace hitbox::collision {

HITBOX_API_BEGIN

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

HITBOX_API_END

} // namespace hitbox::collision
