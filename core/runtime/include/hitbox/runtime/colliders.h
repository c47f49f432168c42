#pragma once

#include <hitbox/collider.h>
#include <hitbox/export.h>
#include <hitbox/geometry.h>
#include <hitbox/shapes.h>
#include <hitbox/tiers.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace hitbox::runtime {

HITBOX_API_BEGIN

/// The shapes of a frame that take part in the tiers, in kernel form, each with its
/// filter and its index in the frame's shape list. A polygon with holes enters the
/// armature as the convex pieces of its region (collision::decomposeConvex), each with the
/// shape's filter and index, so nothing inside a hole collides. Polygons that are not
/// usable (isUsablePolygonShape) are left out. The one form the editor, `hitbox-cli` and
/// the runtime build colliders from.
struct FrameShapes
{
    std::vector<collision::Rect> boxes;
    std::vector<collision::Circle> circles;
    std::vector<collision::Polygon> polygons;
    std::vector<collision::ShapeFilter> boxFilters;
    std::vector<collision::ShapeFilter> circleFilters;
    std::vector<collision::ShapeFilter> polygonFilters;
    std::vector<std::size_t> boxIndices;     ///< boxes[i] is shape boxIndices[i] of the frame
    std::vector<std::size_t> circleIndices;  ///< likewise for circles
    std::vector<std::size_t> polygonIndices; ///< likewise for polygons (pieces repeat it)
    /// The filter of the frame's solid pixels (collision::Collider::imageFilter): those of
    /// the roles bound to the image, {0, 0} when none is.
    collision::ShapeFilter imageFilter{0, 0};

    /// The index in the frame's shapes of the kernel's shape `index` of kind `kind`.
    std::size_t frameIndex(collision::ShapeKind kind, std::size_t index) const;

    /// Appends box shape `shapeIndex` of the frame with `filter`.
    void addBox(const collision::Rect &box, collision::ShapeFilter filter, std::size_t shapeIndex);
    /// Appends circle shape `shapeIndex` of the frame with `filter`.
    void addCircle(const collision::Circle &circle,
                   collision::ShapeFilter filter,
                   std::size_t shapeIndex);
    /// Appends polygon shape `shapeIndex` (its outline and holes) as armaturePolygons gives
    /// it, every piece with `filter`; nothing when the shape is not usable.
    void addPolygon(const collision::Polygon &outline,
                    std::span<const collision::Polygon> holes,
                    collision::ShapeFilter filter,
                    std::size_t shapeIndex);
    /// Appends the armature pieces of polygon shape `shapeIndex` that armaturePolygons gave
    /// before, every piece with `filter`.
    void addPieces(std::span<const collision::Polygon> pieces,
                   collision::ShapeFilter filter,
                   std::size_t shapeIndex);

    friend bool operator==(const FrameShapes &, const FrameShapes &) = default;
};

/// The kernel filter of role `index` of a document's `count` roles (at most 64 take part):
/// the role's bit as category, the bits of the roles j with meets(j) as mask. The one rule
/// of the editor's RoleTable and the runtime's.
template<typename Meets>
collision::ShapeFilter roleFilter(std::size_t index, std::size_t count, Meets meets)
{
    constexpr std::size_t bits = 64;
    if (index >= bits)
        return {0, 0};
    collision::ShapeFilter f{std::uint64_t(1) << index, 0};
    for (std::size_t j = 0; j < count && j < bits; ++j) {
        if (meets(j))
            f.mask |= std::uint64_t(1) << j;
    }
    return f;
}

/// The filter of a frame's solid pixels: the filters (filterOf(i)) of the roles bound to
/// the image (boundToImage(i)) of `count` roles, joined; {0, 0} when none is bound.
template<typename Bound, typename FilterOf>
collision::ShapeFilter imageFilter(std::size_t count, Bound boundToImage, FilterOf filterOf)
{
    collision::ShapeFilter f{0, 0};
    for (std::size_t i = 0; i < count; ++i) {
        if (!boundToImage(i))
            continue;
        const collision::ShapeFilter own = filterOf(i);
        f.category |= own.category;
        f.mask |= own.mask;
    }
    return f;
}

/// The validity rule of polygon shapes: the region of `outline` and `holes` checked by
/// collision::validateRegion, drawing pairs from `budget`. A shape is usable when the
/// answer's problem is None; the editor's message (model::polygonShapeProblemText) words
/// this answer.
collision::RegionValidation validatePolygonShape(const collision::Polygon &outline,
                                                 std::span<const collision::Polygon> holes,
                                                 collision::ValidationBudget &budget);

/// True when the polygon shape takes part in the tiers (validatePolygonShape with a fresh
/// budget finds no problem; without holes, collision::validatePolygon).
bool isUsablePolygonShape(const collision::Polygon &outline,
                          std::span<const collision::Polygon> holes);

/// A polygon shape as the armature tier takes it: the outline itself without holes, the
/// convex pieces of the region with holes, nothing when the shape is not usable.
std::vector<collision::Polygon> armaturePolygons(const collision::Polygon &outline,
                                                 std::span<const collision::Polygon> holes);

/// Maps the armature pairs of a report (indices into the kernel lists of `a` and `b`, by
/// kind) to the frames' shape indices, keeping the first pair of each two shapes (a shape
/// with holes enters as several pieces).
void mapPolygonPairs(std::vector<collision::PolygonPair> &pairs,
                     const FrameShapes &a,
                     const FrameShapes &b);

/// Where and how one instance of a frame is placed: the world position of its pivot, the
/// rotation in degrees clockwise and the scale (1 = none, negative mirrors).
struct Placement
{
    collision::Vec2 position;
    double rotation = 0.0;
    collision::Vec2 scale{1.0, 1.0};
};

/// Moves, turns and scales `collider` to `placement` (the pivot and shapes stay).
void placeCollider(collision::Collider &collider, const Placement &placement);

/// The kernel collider of one placed frame of `width` x `height` pixels (its untrimmed
/// size) with its pivot at `pivot` (frame pixels): the one conversion from a document's
/// frame to the kernel, used by the editor, `hitbox-cli` and the runtime. `mask` is the
/// frame's solid mask (not owned; null leaves the pixel tier not applicable). An empty size
/// (a missing image) gives a collider with the placement only and no shapes, which overlaps
/// nothing.
collision::Collider buildCollider(int width,
                                  int height,
                                  collision::Vec2 pivot,
                                  const Placement &placement,
                                  FrameShapes shapes,
                                  const collision::Mask *mask);

/// buildCollider into an existing collider, copying `shapes` into the storage `collider`
/// already has: once its lists have grown, no allocation. For code that builds colliders
/// per pair and per frame (hitbox_collide).
void refillCollider(collision::Collider &collider,
                    int width,
                    int height,
                    collision::Vec2 pivot,
                    const Placement &placement,
                    const FrameShapes &shapes,
                    const collision::Mask *mask);

HITBOX_API_END

} // namespace hitbox::runtime
