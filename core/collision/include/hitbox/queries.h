#pragma once

// Queries beyond yes/no: which shape holds a point, when a moving shape first touches another
// (swept tests), and how far to push two overlapping shapes apart (response).

#include "export.h"
#include "geometry.h"
#include "mask.h"
#include "shapes.h"

#include <optional>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// The image pixel of a placed mask that contains the world point (the pixel whose
/// half-open square holds the point after mapping into image space), when that pixel
/// exists and is solid. This is the seeds' bullet test.
std::optional<PixelPoint> solidPixelAt(const Mask &mask, const Transform &t, Vec2 world);

/// True when the world point lies in a solid pixel of the placed mask.
bool pointHitsMask(const Mask &mask, const Transform &t, Vec2 world);

/// Point against the reduced box `localBox` of a placed sprite. For quarter-turn
/// rotations the box stays axis-aligned and the half-open rule of Rect applies; for
/// other angles the point must lie strictly inside the oriented box. An empty box
/// (w or h <= 0) contains nothing.
bool pointInBox(const Rect &localBox, const Transform &t, Vec2 world);

/// The first moment two moving shapes come into contact during a step.
struct SweepHit
{
    /// Fraction of the step, in [0, 1): the shapes touch at t and their interiors overlap
    /// right after it. 0 when they already overlap at the start.
    double t = 0.0;
    /// Unit normal at the contact, pointing from A towards B (the direction A may not go
    /// on in). When they overlap at the start: the normal of the minimum push, as for
    /// rectContact / circleContact.
    Vec2 normal;
};

// Continuous (swept) tests: A moves by `moveA` and B by `moveB` over the step, both in a
// straight line at constant speed. They answer the "quick gun" problem of discrete
// tests: a small fast body that is before a thin wall in one frame and behind it in the
// next is still reported. Overlap follows the kernel rule (interiors share a point): a
// path that only grazes B, sliding along an edge or touching a corner, is no hit, and
// touching exactly at the end of the step is not a hit yet. Empty shapes (zero size,
// radius <= 0) and non-finite input never hit.

/// Time of impact of two moving axis-aligned rectangles (slab method on the relative
/// motion). On a corner hit, where both axes start overlapping at the same moment, the
/// normal is along x.
std::optional<SweepHit> sweepRects(const Rect &a, Vec2 moveA, const Rect &b, Vec2 moveB);

/// Time of impact of two moving circles (root of |relative centre| = ra + rb).
std::optional<SweepHit> sweepCircles(const Circle &a, Vec2 moveA, const Circle &b, Vec2 moveB);

/// Time of impact of a moving circle against a moving rectangle: the circle's centre
/// against the rectangle grown by the radius with rounded corners.
std::optional<SweepHit> sweepCircleRect(const Circle &a, Vec2 moveA, const Rect &b, Vec2 moveB);

/// How two overlapping bodies touch.
struct Contact
{
    Vec2 normal;        ///< unit vector pointing from body A towards body B
    double depth = 0.0; ///< how far B must move along `normal` (relative to A) to separate
};

/// The contact of two overlapping circles: the normal runs from A's centre to B's
/// centre, the depth is ra + rb - distance. Empty when they do not overlap
/// (`circlesOverlap`). Concentric circles get the normal (1, 0).
std::optional<Contact> circleContact(const Circle &a, const Circle &b);

/// The contact of two overlapping rectangles along the axis of minimum penetration:
/// the smallest of the four pushes (B to the right, left, down or up of A) that ends the
/// overlap. Ties prefer +x, -x, +y, -y in that order. Empty when they do not overlap
/// (`rectsOverlap`).
std::optional<Contact> rectContact(const Rect &a, const Rect &b);

/// Two velocities, in pixels per second.
struct VelocityPair
{
    Vec2 a; ///< body A
    Vec2 b; ///< body B
};

/// The elastic collision of two bodies of equal mass along `normal` (any length; A
/// towards B). As in AniSprite: rotate both velocities into the contact frame (normal,
/// tangent), swap the normal components, rotate back. Momentum and kinetic energy are
/// conserved. This always swaps; check `isApproaching` first so that bodies which are
/// already moving apart are not pulled back together. A zero normal changes nothing.
VelocityPair elasticResponse(Vec2 velocityA, Vec2 velocityB, Vec2 normal);

/// True when A and B close in along `normal` (A towards B): dot(vA - vB, normal) > 0.
bool isApproaching(Vec2 velocityA, Vec2 velocityB, Vec2 normal);

/// A velocity bounced off an immovable surface whose normal is `normal` (any length,
/// either sign): the normal component is negated, the tangential one kept.
Vec2 reflectVelocity(Vec2 velocity, Vec2 normal);

/// Two positions, in pixels.
struct PositionPair
{
    Vec2 a; ///< body A
    Vec2 b; ///< body B
};

/// Pushes two overlapping bodies apart along the contact normal so that they no longer
/// overlap: A moves by -shareOfA * depth, B by (1 - shareOfA) * depth (half each by
/// default; 0 keeps A in place, 1 keeps B in place). A margin of about 1e-9 of the
/// coordinates' magnitude is added so rounding cannot leave them overlapping.
PositionPair
separate(Vec2 positionA, Vec2 positionB, const Contact &contact, double shareOfA = 0.5);

/// Edges of the board a body crosses, as bit flags (the seed's "collide rectangle").
enum BoardEdge : unsigned {
    NoBoardEdge = 0,    ///< completely inside
    LeftBoardEdge = 1,  ///< sticks out on the left
    TopBoardEdge = 2,   ///< sticks out at the top
    RightBoardEdge = 4, ///< sticks out on the right
    BottomBoardEdge = 8 ///< sticks out at the bottom
};

/// A combination of BoardEdge flags.
using BoardEdges = unsigned;

/// Which board edges a rectangle crosses. A body collides with the board when it is
/// partly (or wholly) outside it; touching an edge from inside is not a collision. An
/// empty board, or an empty body, crosses nothing.
BoardEdges boardCollision(const Rect &board, const Rect &body);

/// Which board edges a circle (its disc) crosses; same rules as for rectangles.
BoardEdges boardCollision(const Rect &board, const Circle &body);

/// A body after bouncing off the board.
struct BoardBounce
{
    Vec2 position;        ///< corrected position
    Vec2 velocity;        ///< reflected velocity
    BoardEdges edges = 0; ///< the edges that were crossed (none: nothing changed)
};

/// Bounces a body whose world bounds are `body` and whose position is `position` off the
/// board. On each crossed axis the overshoot is mirrored back inside (the physically
/// accurate bounce, limited so the far edge is not crossed) and the velocity component
/// is made to point inwards (not merely negated, so a body that is already returning is
/// not sent back out). A body larger than the board on an axis is centred on it and
/// keeps that velocity component.
BoardBounce bounceOffBoard(const Rect &board, const Rect &body, Vec2 position, Vec2 velocity);

/// The same for a circular body.
BoardBounce bounceOffBoard(const Rect &board, const Circle &body, Vec2 position, Vec2 velocity);

HITBOX_API_END

} // namespace hitbox::collision
