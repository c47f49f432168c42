#pragma once

#include "model/export/exporter.h"

namespace hitbox::model {

/// A Spine skeleton (JSON, one file) carrying the shapes as bounding-box attachments: a
/// bone "root" at the pivot, and one slot per shape of each exported frame, named
/// "<frame>/<shape>" (exportFrameKey, then the shape's name or display name; " 2", " 3",
/// ... added where names clash), holding one "boundingbox" attachment named after the shape
/// that is the slot's setup attachment, coloured by the shape's role. A game picks the
/// slots of the frame it shows by the name before the '/'. Vertices are in the root bone's
/// space: pixels relative to the pivot, y up, counter-clockwise. Spine has neither boxes
/// nor circles: a box is 4 vertices, a circle circleSegments (32) vertices on the circle
/// (inside it by at most 0.5 % of the radius). A bounding box is one polygon (concave is
/// fine), so a polygon with holes is a problem.
class SpineExporter final : public Exporter
{
public:
    ExportFormat format() const override { return ExportFormat::Spine; }
    QString displayName() const override;
    QString fileSuffix() const override { return QStringLiteral("json"); }
    bool writesFolder() const override { return false; }
    ExportPlan plan(const ExportSource &source, const ExportOptions &options) const override;
};

} // namespace hitbox::model
