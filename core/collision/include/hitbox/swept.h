#pragma once

#include "circle.h"
#include "export.h"
#include "rect.h"
#include "vec2.h"

#include <optional>

namespace hitbox::collision {

HITBOX_API_BEGIN

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

HITBOX_API_END

} // namespace hitbox::collision
