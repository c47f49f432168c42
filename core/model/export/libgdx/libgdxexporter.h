#pragma once

#include "model/export/exporter.h"

namespace hitbox::model {

/// The libGDX Physics Body Editor's JSON (Aurelien Ribon's box2d-editor, read by
/// BodyEditorLoader), one file: `rigidBodies`, one per exported frame, named by
/// exportFrameKey (the frame's atlas name, else "<sprite>" or "<sprite>#<N>"), with
/// `imagePath` (the frame's image relative to the output file's folder), `origin` (the
/// pivot), `polygons` (convex pieces of at most options.maxPolygonVertices vertices, boxes
/// included), `circles` {cx, cy, r} and `shapes` (the outlines: POLYGON with the outer
/// loop, CIRCLE with the centre and a point on the rim), and an empty `dynamicObjects`.
/// Coordinates are normalised so the untrimmed frame's width is 1.0, y up, origin at the
/// frame's bottom-left: x' = x / w, y' = (h - y) / w for a point (x, y) in frame pixels;
/// every piece is counter-clockwise after the flip. Box2D's limits are checked with one
/// pixel = 1 / options.pixelsPerMetre metres, i.e. a loader scale of w / pixelsPerMetre.
/// The format has no slot for roles, names or sensors.
class LibGdxExporter final : public Exporter
{
public:
    ExportFormat format() const override { return ExportFormat::LibGdx; }
    QString displayName() const override;
    QString fileSuffix() const override { return QStringLiteral("json"); }
    bool writesFolder() const override { return false; }
    bool usesPixelsPerMetre() const override { return true; }
    ExportPlan plan(const ExportSource &source, const ExportOptions &options) const override;
};

} // namespace hitbox::model
