#pragma once

#include <hitbox/export.h>
#include <hitbox/geometry.h>
#include <hitbox/mask.h>
#include <hitbox/shapes.h>

#include <cstdint>
#include <span>

namespace hitbox::collision {

HITBOX_API_BEGIN

// Boxes and circles fitted to the solid pixels of a mask, in image pixel coordinates
// (pixel (x, y) is the square [x, x + 1] x [y, y + 1]). A solid pixel is "covered" by a
// box or circle when its whole square lies in the closed box or disc.

/// The number of solid pixels a share asks for: ceil(share x solidPixels), with share
/// clamped to [0, 1] (NaN counts as 0) and a product within 1e-6 of an integer taken as
/// that integer (so 0.95 of 100 is 95, not 96); at least 1 when solidPixels > 0, and 0
/// otherwise.
std::int64_t pixelsForShare(std::int64_t solidPixels, double share);

/// The smallest axis-aligned box covering every solid pixel: the mask's solid bounds
/// (Mask::solidBounds) as a Rect. Empty (all zero) when no pixel is solid.
Rect fitBox(const Mask &mask);

/// The smallest-area box covering at least K = pixelsForShare(solid pixels, share) solid
/// pixels. Its edges lie on pixel corners. Among boxes of equal area it is the one
/// covering the most solid pixels, then the topmost, then the leftmost. For share 1 it
/// is fitBox. Empty when no pixel is solid.
///
/// Exact, by search over row spans: a box covering K pixels must leave at most N - K
/// solid pixels above and below it, so only those top and bottom rows are tried, and
/// for each row span a sliding window finds the narrowest column range holding K
/// pixels. O(T x B x W) for T and B such top and bottom rows and W columns of the solid
/// bounds: small for shares near 1, at worst O(H^2 x W).
Rect fitBoxCovering(const Mask &mask, double share);

/// The smallest circle enclosing a set of points (finite; any order, duplicates allowed).
/// Welzl's algorithm in its iterative form on the points' convex hull, in a fixed
/// pseudo-random order (so the result is deterministic), expected O(n log n) with the
/// hull. Floating point: the support circles through 2 or 3 points are computed in
/// doubles, and the radius is finally raised to the largest centre-to-point distance,
/// so every point lies in the closed disc; the radius exceeds the true minimum by a few
/// ulps only. No points give a zero circle at the origin; one point a zero radius.
Circle smallestEnclosingCircle(std::span<const Vec2> points);

/// The smallest circle covering every solid pixel: the smallest enclosing circle of the
/// solid pixels' corners (only the two outermost pixels of each row matter). A zero
/// circle at the origin when no pixel is solid.
Circle fitCircle(const Mask &mask);

/// A small circle covering at least K = pixelsForShare(solid pixels, share) solid pixels.
/// The smallest such circle is expensive to find, so it is defined by these steps:
/// start at c0 = the centroid of the solid pixels (mean of their centres); step i takes
/// the K solid pixels whose farthest corner is nearest to c_i (ties in row-major order)
/// and sets circle i + 1 = fitCircle of just those pixels, whose centre is c_(i + 1).
/// Each step's radius is at most the previous one's (the K pixels it encloses lie within
/// that radius of c_i), so the steps stop when the radius shrinks by less than 1e-9 px,
/// or after 16 steps. The result covers at least K solid pixels; for share 1 it is
/// fitCircle. O(steps x N) for N solid pixels. Zero circle when no pixel is solid.
Circle fitCircleCovering(const Mask &mask, double share);

HITBOX_API_END

} // namespace hitbox::collision
