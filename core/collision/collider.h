#pragma once

#include "circle.h"
#include "mask.h"
#include "polygon.h"
#include "rect.h"
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

/// The world-space AABB of the whole transformed image (the aabb tier's box).
Rect worldBounds(const Collider &c);

/// The reduced box as a world-space polygon (an oriented box when rotated).
Polygon worldBox(const Collider &c);

/// The circle in world space.
Circle worldCircle(const Collider &c);

/// The armature polygons in world space.
std::vector<Polygon> worldArmature(const Collider &c);

} // namespace hitbox::collision
