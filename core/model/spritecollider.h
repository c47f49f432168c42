#pragma once

#include "previewscene.h"
#include "sprite.h"

#include "collision/collider.h"

#include <QSize>

#include <cstddef>
#include <vector>

namespace hitbox::model {

/// The polygons of a sprite that take part in the armature tier: those validatePolygon
/// accepts (the editor shows the others as invalid and leaves them out).
struct SpriteArmature
{
    std::vector<collision::Polygon> polygons; ///< sprite-local, in list order
    std::vector<std::size_t> indices;         ///< polygons[i] is sprite.polygons[indices[i]]
};

/// The usable armature of a sprite.
SpriteArmature usableArmature(const Sprite &sprite);

/// The kernel collider of one placed instance of a sprite: the one conversion from the
/// document to the collision kernel, used by the collision preview and `hitbox-cli collide`.
/// `placement` gives the world position of the pivot, the rotation and the scale (its
/// sprite index and velocity are not used); the pivot is effectivePivot(sprite, imageSize);
/// the box and circle are the sprite's; `armature` should be usableArmature(sprite).polygons;
/// `mask` is the solid mask (not owned; null leaves the pixel tier not applicable). An empty
/// `imageSize` (a missing image) gives a collider with the placement only and no shapes,
/// which overlaps nothing.
collision::Collider spriteCollider(const Sprite &sprite,
                                   QSize imageSize,
                                   const PreviewInstance &placement,
                                   std::vector<collision::Polygon> armature,
                                   const collision::Mask *mask);

} // namespace hitbox::model
