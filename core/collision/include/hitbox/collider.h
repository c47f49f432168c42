#pragma once

#include "export.h"
#include "geometry.h"
#include "mask.h"
#include "shapes.h"
#include "tiers.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Which shapes of two sprites are tested against each other, as Box2D's category and
/// mask bits: a shape of A and a shape of B are tested when each one's category is in the
/// other's mask (shouldTest). The editor gives every role one category bit and sets the
/// mask from the document's collision matrix. The default filter tests everything.
struct ShapeFilter
{
    std::uint64_t category = 1;             ///< the bits this shape is
    std::uint64_t mask = ~std::uint64_t(0); ///< the categories it is tested against

    friend bool operator==(const ShapeFilter &, const ShapeFilter &) = default;
};

/// True when shapes with these filters are tested against each other. Symmetric.
constexpr bool shouldTest(ShapeFilter a, ShapeFilter b)
{
    return (a.category & b.mask) != 0 && (b.category & a.mask) != 0;
}

/// Everything the tiers need to know about one placed sprite (one frame of it). Shapes are
/// in sprite-local coordinates (image pixels minus the pivot); `transform` places the
/// sprite in the world. A collider does not own its mask. Each list may hold any number of
/// shapes; a tier answers Hit when any shape of A meets any shape of B that shouldTest
/// allows, and NotApplicable when no such pair exists.
struct Collider
{
    double width = 0.0;            ///< image width in pixels
    double height = 0.0;           ///< image height in pixels
    Transform transform;           ///< placement in the world
    std::vector<Rect> boxes;       ///< boxes (box tier), sprite-local
    std::vector<Circle> circles;   ///< circles (circle tier), sprite-local
    std::vector<Polygon> armature; ///< polygons (armature tier), sprite-local
    /// The filters of boxes[i], circles[i] and armature[i]; a list shorter than its shapes
    /// (usually empty) gives the rest the default filter.
    std::vector<ShapeFilter> boxFilters;
    std::vector<ShapeFilter> circleFilters;
    std::vector<ShapeFilter> armatureFilters;
    const Mask *mask = nullptr; ///< solid pixels (pixel tier), image-sized, or null
    /// The filter of the solid pixels: the pixel tier applies when both sprites have a
    /// mask and their image filters meet (shouldTest). The default takes part in every
    /// question; category 0 leaves the pixels out of every question (the editor sets the
    /// bits of the roles bound to the image, RoleTable::imageFilter).
    ShapeFilter imageFilter;
};

/// filters[i], or the default filter when the list is shorter.
inline ShapeFilter filterAt(const std::vector<ShapeFilter> &filters, std::size_t i)
{
    return i < filters.size() ? filters[i] : ShapeFilter{};
}

/// The classic reduced box in sprite-local coordinates: `fraction` (0.8 by default) of
/// the image's width and height, centred on the image.
Rect defaultReducedBox(double width, double height, Vec2 pivot, double fraction = 0.8);

/// A collider for an image of the given size with one default box and circle, no
/// armature and the pivot at the image centre, placed with its pivot at `position`.
Collider makeCollider(double width, double height, Vec2 position, const Mask *mask = nullptr);

/// The world-space AABB of the transformed image alone: where the pixel tier looks.
Rect imageBounds(const Collider &c);

/// The aabb tier's box, and the one box every broadphase and pair list culls with: the
/// world-space bounds of **every** shape of the sprite - the transformed image, every box,
/// circle and armature polygon, whatever their filters. Shapes reach past the image (the
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
/// union of the boxes, of circleBounds of the circles, of every shape (boxes, circles and
/// polygons) for armature, and imageBounds for pixel. Empty when the collider lacks the shape. For
/// a world that decides with one tier, these are tighter than worldBounds.
Rect tierBounds(const Collider &c, Tier tier);

/// The boxes as world-space polygons (oriented boxes when rotated).
std::vector<Polygon> worldBoxes(const Collider &c);

/// The circles in world space.
std::vector<Circle> worldCircles(const Collider &c);

/// The same into `out`, which holds c.circles.size() circles: without an allocation, for
/// code that runs per pair or per step.
void worldCircles(const Collider &c, std::span<Circle> out);

/// The armature polygons in world space.
std::vector<Polygon> worldArmature(const Collider &c);

HITBOX_API_END

} // namespace hitbox::collision
