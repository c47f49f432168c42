#pragma once

#include "circle.h"
#include "mask.h"
#include "polygon.h"
#include "rect.h"
#include "tiers.h"
#include "transform.h"

#include <optional>
#include <vector>

namespace hitbox::collision {

/// Everything the tiers need to know about one placed sprite. Shapes are in
/// sprite-local coordinates (image pixels minus the pivot); `transform` places the
/// sprite in the world. A collider does not own its mask.
struct Collider
{
    double width = 0.0;            ///< image width in pixels
    double height = 0.0;           ///< image height in pixels
    Transform transform;           ///< placement in the world
    std::optional<Rect> box;       ///< reduced box (box tier), sprite-local
    std::optional<Circle> circle;  ///< radial shape (circle tier), sprite-local
    std::vector<Polygon> armature; ///< polygons (armature tier), sprite-local
    const Mask *mask = nullptr;    ///< solid pixels (pixel tier), image-sized, or null
};

/// The classic reduced box in sprite-local coordinates: `fraction` (0.8 by default) of
/// the image's width and height, centred on the image.
Rect defaultReducedBox(double width, double height, Vec2 pivot, double fraction = 0.8);

/// A collider for an image of the given size with the default box and circle, no
/// armature and the pivot at the image centre, placed with its pivot at `position`.
Collider makeCollider(double width, double height, Vec2 position, const Mask *mask = nullptr);

/// The world-space AABB of the transformed image alone: where the pixel tier looks.
Rect imageBounds(const Collider &c);

/// The aabb tier's box, and the one box every broadphase and pair list culls with: the
/// world-space bounds of **every** shape of the sprite - the transformed image, the
/// reduced box, the circle and every armature polygon. Shapes reach past the image (the
/// default circle of a long sprite, hand-drawn boxes and polygons), so the image alone
/// would not do. Guarantee: whenever any tier, evaluated on its own, says Hit for two
/// colliders, their worldBounds overlap (rectsOverlap), so culling by these bounds never
/// loses a hit, and the pipeline never stops at the aabb tier while a later tier would
/// hit. Likewise a point any tier's probe finds inside lies in the bounds (rectContains).
/// The bounds are exact where the tiers use exact arithmetic (the image, boxes and
/// polygons: their corners' extremes, with the right and bottom edge x + w, y + h never
/// rounded inwards) and grow the circle by a hair (circleBounds). Shapes that overlap
/// nothing (an empty box, a radius <= 0, coordinates that are NaN) add nothing; a
/// collider with no such shape has empty bounds.
Rect worldBounds(const Collider &c);

/// World-space bounds of the shape one tier looks at, with the same guarantee for that
/// tier alone (whenever it says Hit, the two bounds overlap): worldBounds for aabb, the
/// reduced box, circleBounds of the circle, the union of the armature polygons, and
/// imageBounds for pixel. Empty when the collider lacks the shape. For a world that
/// decides with one tier, these are tighter than worldBounds.
Rect tierBounds(const Collider &c, Tier tier);

/// The reduced box as a world-space polygon (an oriented box when rotated).
Polygon worldBox(const Collider &c);

/// The circle in world space.
Circle worldCircle(const Collider &c);

/// The armature polygons in world space.
std::vector<Polygon> worldArmature(const Collider &c);

} // namespace hitbox::collision
