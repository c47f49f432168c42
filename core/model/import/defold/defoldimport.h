#pragma once

#include "model/import/hitboximport.h"

#include <QByteArray>

namespace hitbox::model {

/// Most `data` numbers a Defold `.convexshape` may hold: beyond them it is refused.
inline constexpr int maxDefoldNumbers = 30000;

/// True when `head` (a file's first 64 KiB) looks like a Defold `.convexshape`: protobuf
/// text whose first field (after blank lines and # comments) is `shape_type` or `data`.
bool looksLikeDefoldConvexShape(const QByteArray &head);

/// A Defold `.convexshape` (what Defold's editor and our Defold export write: protobuf
/// text, `shape_type:` and `data:` numbers, in game units, y up, relative to the
/// collision object's origin) as a sprite of one frame with one shape, named after the
/// file (its picture NAME.png beside it), role "body": TYPE_HULL's x, y, z triplets a
/// polygon (y flipped to y down; an upright rectangle a box), TYPE_BOX's half extents a box
/// centred on the pivot, TYPE_SPHERE's radius a circle on the pivot. A hull's z values
/// that are not 0 are reported (dropped). A file holds one shape: several files are
/// several sprites. Refused, naming the file and the line: an unknown field or shape type,
/// a number that is not finite or beyond the coordinate range, a count of numbers that
/// does not fit the shape type, more than maxDefoldNumbers numbers.
HitboxImport importDefoldConvexShape(const QString &path);

} // namespace hitbox::model
