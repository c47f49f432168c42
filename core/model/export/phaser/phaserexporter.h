#pragma once

#include "model/export/exporter.h"

namespace hitbox::model {

/// PhysicsEditor's JSON for Phaser 3/4's Matter physics ("type": "fromPhysicsEditor"), one
/// file. One key per exported frame (exportFrameKey: the frame's atlas name, else "<sprite>"
/// or "<sprite>#<N>"), each a body whose fixtures are the frame's shapes: `label`
/// (the shape's name or display name), `role`, `isSensor`, `collisionFilter` (group 0,
/// the role's category bit and the bits of the roles it collides with) and either
/// `circle` {x, y, radius} or `vertices`, a list of convex parts (boxes are one 4-vertex
/// part; polygons are cut by exportConvexPieces, since Phaser's parser sorts every part's
/// vertices by angle, which scrambles concave ones). Coordinates are pixels, y down,
/// relative to the untrimmed frame's top-left (Phaser aligns them with the sprite's
/// frame). The body's own collisionFilter is the union of its fixtures' (Matter's detector
/// filters by the parent body; the parts' filters are there for the game's handlers).
/// A frame without shapes has no key (Matter would give a body without parts a default
/// 40 x 40 box). Matter's filters are 32-bit: a shape whose role is the 33rd or later is a problem.
class PhaserExporter final : public Exporter
{
public:
    ExportFormat format() const override { return ExportFormat::Phaser; }
    QString displayName() const override;
    QString fileSuffix() const override { return QStringLiteral("json"); }
    bool writesFolder() const override { return false; }
    ExportPlan plan(const ExportSource &source, const ExportOptions &options) const override;
};

} // namespace hitbox::model
