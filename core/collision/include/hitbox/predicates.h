#pragma once

#include "export.h"
#include "vec2.h"

#include <limits>

namespace hitbox::collision {

HITBOX_API_BEGIN

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
