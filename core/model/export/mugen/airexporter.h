#pragma once

#include "model/export/exporter.h"

namespace hitbox::model {

/// MUGEN / Ikemen GO animations (.air, one file, one sprite). Shapes of the role counting
/// as the hitbox in frame data become Clsn1 boxes, of the hurtbox role Clsn2 boxes, edges
/// rounded to whole pixels; any other role, and any circle or polygon, is a problem naming
/// the shape (.air has axis-aligned boxes only).
/// A sprite imported from a .air (its source) writes that file back as it is now on disk,
/// each frame (named "ACTION:INDEX", mugenFrameName) giving the boxes of its element: an
/// action none of whose elements' boxes changed keeps its bytes, one that changed gets its
/// Clsn lines anew (writeAir). Frames naming no element of the file are problems.
/// Any other sprite writes one action per animation (its name when that is a whole number
/// not used before, else the next free number from 0; a comment line with its name), in
/// play order (reverse and ping-pong spelled out), elements `0, FRAME, 0, 0, TICKS` (sprite
/// group 0, number the frame's index; ticks at the document's rate, else 60 per second;
/// -1 on the last element of an animation that does not loop; `, H`, `, V` or `, HV` after
/// it for a frame shown flipped); a sprite without
/// animations is action 0 of all its frames.
class AirExporter final : public Exporter
{
public:
    ExportFormat format() const override { return ExportFormat::Air; }
    QString displayName() const override;
    QString fileSuffix() const override { return QStringLiteral("air"); }
    bool writesFolder() const override { return false; }
    bool readsPictures() const override { return false; }
    ExportPlan plan(const ExportSource &source, const ExportOptions &options) const override;
};

} // namespace hitbox::model
