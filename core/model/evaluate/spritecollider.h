#pragma once

#include "model/document/previewscene.h"
#include "model/document/roles.h"
#include "model/document/sprite.h"

#include <hitbox/collider.h>
#include <hitbox/runtime/colliders.h>
#include <hitbox/tiers.h>

#include <QSize>

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace hitbox::model {

/// The shapes of a frame that take part in the tiers, in kernel form (runtime::FrameShapes:
/// the one home of the rule, shared with hitbox::runtime and the CLI). Polygons
/// polygonShapeProblemText refuses are left out (the editor shows them as invalid).
using FrameShapes = runtime::FrameShapes;
using runtime::mapPolygonPairs;

/// The usable shapes of a frame, filtered by the document's collision matrix
/// (RoleTable::filter).
FrameShapes usableShapes(const Frame &frame, const RoleTable &roles);

/// The usable shapes of a frame with role `role` only, all with `filter` (the CLI's
/// `--roles A,B`: A's shapes of one role against B's of another, whatever the matrix);
/// the solid pixels take part with the same filter when `usesImage` (the role is bound to
/// the image), else not at all.
FrameShapes usableShapes(const Frame &frame,
                         const QString &role,
                         collision::ShapeFilter filter,
                         bool usesImage);

/// The kernel collider of one placed instance of a sprite's frame: the one conversion from
/// the document to the collision kernel, used by the collision preview, `hitbox-cli
/// collide` and `hitbox-cli frames`. `placement` gives the world position of the pivot,
/// the rotation and the scale (its sprite, frame and velocity are not used); the pivot is
/// effectivePivot(sprite, frame, frameSize); `shapes` should be usableShapes(frame, ...);
/// `mask` is the frame's solid mask (not owned; null leaves the pixel tier not applicable).
/// An empty `frameSize` (a missing image) gives a collider with the placement only and no
/// shapes, which overlaps nothing.
collision::Collider spriteCollider(const Sprite &sprite,
                                   const Frame &frame,
                                   QSize frameSize,
                                   const PreviewInstance &placement,
                                   FrameShapes shapes,
                                   const collision::Mask *mask);

/// Moves, turns and scales `collider` to `placement` (its position, rotation and scale;
/// the pivot and shapes stay): what spriteCollider takes from a placement, for a collider
/// of the same frame placed anew.
void placeCollider(collision::Collider &collider, const PreviewInstance &placement);

} // namespace hitbox::model

#include "model/document/project.h"
#include "model/io/imagecache.h"

#include <memory>

namespace hitbox::model {

/// One frame of a sprite placed in the world, ready for the tiers: the collider and what
/// it points to. Keep it alive while the collider is used.
struct PlacedFrame
{
    std::shared_ptr<const collision::Mask> mask; ///< null when the frame has no pixels
    FrameShapes shapes;                          ///< the shapes as the collider lists them
    collision::Collider collider;
    QString error; ///< why the frame's image could not be loaded; empty on success
};

/// The solid mask of a frame (its threshold and colour key), or null when the frame has no
/// pixels (a missing image).
std::shared_ptr<const collision::Mask>
frameMask(ImageCache &images, const Sprite &sprite, const Frame &frame);

/// Shapes of one role only, all with one filter (FrameShapes usableShapes' second form).
struct RoleOnly
{
    QString role;
    collision::ShapeFilter filter;
    bool usesImage = false; ///< the role is bound to the image (RoleTable::usesImage)
};

/// Places frame `frameIndex` (clamped) of `sprite` at `placement`: its mask from `images`
/// with the frame's threshold and colour key, its usable shapes filtered by the project's
/// collision matrix (or by `roleOnly`), and spriteCollider. The one recipe the preview's
/// evaluator, `hitbox-cli collide` and `hitbox-cli frames` share.
PlacedFrame placeFrame(const Project &project,
                       ImageCache &images,
                       const Sprite &sprite,
                       int frameIndex,
                       const PreviewInstance &placement,
                       const std::optional<RoleOnly> &roleOnly = std::nullopt);

} // namespace hitbox::model
