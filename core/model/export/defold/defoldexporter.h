#pragma once

#include "model/export/exporter.h"

namespace hitbox::model {

/// Defold collision shapes: a folder with one `.convexshape` (protobuf text,
/// `shape_type: TYPE_HULL` and `data:` x, y, 0 triplets) per box or convex polygon, the
/// points counter-clockwise with y up, in game units (pixels) relative to the pivot, to be
/// used by one collision object each. Files are named "<sprite>[_<N>]_<shape>.convexshape"
/// (N the frame index, for sprites of several frames; the shape's name or display name),
/// with every character outside [A-Za-z0-9.-] made '_' and a "_2", "_3", ... added where
/// names clash. Defold holds one convex hull per file and no circle in a `.convexshape`, so a
/// concave polygon, a polygon with holes or a circle is a problem, not an approximation.
/// Defold's 2D physics is Box2D: hulls have at most 8 points, checked with one pixel =
/// 1 / options.pixelsPerMetre metres (Defold's physics.scale; its default 0.02 is 50).
class DefoldExporter final : public Exporter
{
public:
    ExportFormat format() const override { return ExportFormat::Defold; }
    QString displayName() const override;
    QString fileSuffix() const override { return QStringLiteral("convexshape"); }
    bool writesFolder() const override { return true; }
    bool usesPixelsPerMetre() const override { return true; }
    ExportPlan plan(const ExportSource &source, const ExportOptions &options) const override;
};

} // namespace hitbox::model
