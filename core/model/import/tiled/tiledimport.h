#pragma once

#include "model/import/hitboximport.h"
#include "model/import/tiled/tiledsource.h"

namespace hitbox::model {

/// A Tiled tileset as one sprite: its tiles are the frames (a sheet's cells in id order, or
/// an image collection's images in file order), each tile's collision objects the frame's
/// shapes (rectangles as boxes, circles as circles, polygons as polygons, rotation applied,
/// `type`/`class` as the role, "body" when empty, `name` as the name, the bool property
/// `sensor`), the pivot from the tile properties `pivot_x`/`pivot_y` (else the tile's
/// centre), the tileset properties `animation NAME` (ids in play order, as our export
/// writes them) or else each tile animation as an animation, with its step durations.
/// An ellipse that is not a circle becomes a 32-sided polygon; polylines, points, text and
/// tile objects and other custom properties are left out; each is one report line.
HitboxImport tiledSprite(const TiledSource &tileset);

/// readTiledTileset, then tiledSprite.
HitboxImport importTiledTileset(const QString &path);

} // namespace hitbox::model
