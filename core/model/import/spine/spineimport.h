#pragma once

#include "model/import/hitboximport.h"

#include <QByteArray>

namespace hitbox::model {

/// Most bones, slots, attachments (in all skins) and bounding-box vertices a Spine
/// skeleton may bring: beyond them it is refused.
inline constexpr int maxSpineBones = 10000;
inline constexpr int maxSpineSlots = 10000;
inline constexpr int maxSpineAttachments = 100000;
inline constexpr qsizetype maxSpinePoints = 1000000;

/// True when `head` (a file's first 64 KiB) looks like a Spine skeleton JSON: an object
/// with "skeleton" and "bones", "slots" or "skins".
bool looksLikeSpineSkeleton(const QByteArray &head);

/// The bounding-box attachments of a Spine skeleton JSON (Spine 3.8 and 4.x, what Spine
/// and our Spine export write) as sprites. Every `boundingbox` attachment of every skin is
/// a shape: its vertices put through the world transform of its slot's bone in the setup
/// pose (the chain of x, y, rotation, scaleX, scaleY, shearX, shearY from the root, as
/// spine-core's updateWorldTransform), y flipped to y down, relative to the pivot (the
/// root's origin); an upright rectangle a box, else a polygon. A slot named as our export
/// names it, "<frame key>/<attachment>" (or with " 2", " 3", ... after it), is frame
/// parseFrameKey(<frame key>) with a shape named after the attachment; the attachments of
/// other slots go on the one frame of a sprite named after the file, named after the
/// attachment ("<skin>/<attachment>" outside the skin "default"). Every shape gets the
/// role "body" (a bounding box has only a colour). Reported, one line each: weighted
/// bounding boxes (left out), outlines that are not polygons (left out), bones whose
/// `transform` / `inherit` is not "normal" (applied as normal), and the number of
/// attachments that are not bounding boxes, boxes whose frame would pass maxImportedFrames
/// (left out); a skeleton without bounding boxes gives no
/// sprites and says so.
HitboxImport importSpineSkeleton(const QString &path);

} // namespace hitbox::model
