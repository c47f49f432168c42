#pragma once

#include "model/import/hitboximport.h"

#include <QByteArray>

namespace hitbox::model {

/// Most bodies, fixtures per body, vertex sets per fixture and points in all of a file's
/// vertex sets a PhysicsEditor / Phaser Matter file may bring: beyond them it is refused.
inline constexpr int maxPhaserBodies = 10000;
inline constexpr int maxPhaserFixturesPerBody = 10000;
inline constexpr int maxPhaserSetsPerFixture = 10000;
inline constexpr qsizetype maxPhaserPoints = 1000000;

/// True when `head` (a file's first 64 KiB) looks like a PhysicsEditor / Phaser Matter
/// shapes file: a JSON object with "fixtures" (or PhysicsEditor's "fromPhysicsEditor").
bool looksLikePhaserShapes(const QByteArray &head);

/// A PhysicsEditor / Phaser Matter JSON file (what PhysicsEditor and our Phaser export
/// write) as sprites: each key is a frame; keys "NAME#N" are frame N of sprite NAME, any
/// other key a sprite of one frame. A sprite's picture is NAME.png beside the file (the
/// frames show the whole image), else it refers to that missing file, reported, and its
/// frames' pivots are their top-left corners. Fixtures become shapes: `circle` a circle,
/// a vertex set that is an upright rectangle a box, the convex `vertices` sets of a
/// fixture joined back into one polygon where they share edges; `label` as the name,
/// `isSensor`, `role` (our export) or else the `collisionFilter` category bit ("category
/// N") as the role, and HitboxImport::roles say which of them collide by their category
/// and mask bits, as Matter does. Phaser's placement of the picture by the centre of mass
/// (matterorigin.h) is undone when the frame's size is known. What a document cannot hold
/// (other body types, fixtures without a shape, pieces that do not join) is one report
/// line each.
HitboxImport importPhaserShapes(const QString &path);

} // namespace hitbox::model
