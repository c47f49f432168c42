#pragma once

#include "export.h"
#include "mask.h"
#include "rect.h"
#include "transform.h"
#include "vec2.h"

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

HITBOX_API_END

} // namespace hitbox::collision
