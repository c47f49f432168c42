#pragma once

#include "model/import/hitboximport.h"

#include <QByteArray>

namespace hitbox::model {

/// Most bodies, and polygons, circles or shapes per body, a Physics Body Editor file may
/// bring, and points in all its lists: beyond them it is refused.
inline constexpr int maxLibGdxBodies = 10000;
inline constexpr int maxLibGdxItemsPerBody = 10000;
inline constexpr qsizetype maxLibGdxPoints = 1000000;

/// Frames whose picture cannot be read are taken as this many pixels square.
inline constexpr int libGdxUnknownFrameSide = 100;

/// True when `head` (a file's first 64 KiB) looks like a libGDX Physics Body Editor file:
/// a JSON object with "rigidBodies".
bool looksLikeLibGdxBodies(const QByteArray &head);

/// A libGDX Physics Body Editor JSON file (what the Body Editor and our libGDX export
/// write) as sprites: each rigid body is a frame, named as parseFrameKey reads its `name`;
/// its `imagePath` (relative to the file) is the frame's picture, whose width un-normalises
/// the coordinates (x * width, height - y * width: y flipped back to y down). The `origin`
/// is the frame's pivot. The outlines in `shapes` are the shapes when the body has them (a
/// POLYGON an outline, an upright rectangle a box, a CIRCLE from its centre and a point on
/// it), otherwise the convex `polygons` joined back where they share edges and the
/// `circles`. Every shape gets the role "body" (the format has no roles, names or sensors).
/// A picture that cannot be read is reported, and its frame taken as 100 px square.
HitboxImport importLibGdxBodies(const QString &path);

} // namespace hitbox::model
