#pragma once

#include <hitbox/export.h>
#include <hitbox/mask.h>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Largest radius grown() and shrunk() accept; larger values are clamped to it.
inline constexpr int maxMorphologyRadius = 1024;

/// Grows the solid pixels by a disc of `radius` pixels (Euclidean dilation): a pixel of
/// the result is solid when the centre of some solid input pixel lies within `radius` of
/// its centre. The result is `radius` pixels larger on every side so nothing is cut off:
/// input pixel (x, y) is pixel (x + radius, y + radius) of the result, so trace it with
/// TraceOptions::offset = {-radius, -radius} to stay in input coordinates. A radius of 0
/// or less returns a copy. O(width x height x radius / 64).
Mask grown(const Mask &mask, int radius);

/// Shrinks the solid pixels by a disc of `radius` pixels (Euclidean erosion): a pixel
/// stays solid when every pixel whose centre lies within `radius` of its centre is solid.
/// Pixels outside the mask count as non-solid, so a shape touching the border shrinks
/// away from it too. Same size as the input; a radius of 0 or less returns a copy.
/// shrunk(grown(m, r), r) contains m (a closing); grown(shrunk(m, r), r) lies within m
/// (an opening), up to the offset of grown.
Mask shrunk(const Mask &mask, int radius);

HITBOX_API_END

} // namespace hitbox::collision
