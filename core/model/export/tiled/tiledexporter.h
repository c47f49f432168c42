#pragma once

#include "model/export/exporter.h"

namespace hitbox::model {

/// Tiled tilesets, one per sprite: ExportFormat::Tiled writes "<name>.tsx" (XML),
/// ExportFormat::TiledJson "<name>.tsj" (JSON), readable by Tiled 1.8 and later.
///
/// A sprite whose frames are all untrimmed, unrotated cells of one regular grid of its
/// image becomes a sheet tileset (one <image>, tile ids = grid cells, row-major); any
/// other sprite an image-collection tileset (tile ids = frame order), whose trimmed,
/// rotated, mirrored or animated-image frames are written as "<name>_<frame>.png" next to
/// it. Each tile's objects are the frame's shapes in tile pixels (y down, origin = the
/// untrimmed frame's top-left): boxes as rectangles, circles as ellipses, polygons as
/// polygons; a polygon with holes as its convex pieces "<shape> piece N" (Tiled has no
/// holes; polygons that are not simple are refused). The role is the object's `type`, the
/// sensor flag a bool property "sensor", the pivot the tile properties pivot_x and
/// pivot_y; numbers as documents write them (jsonNumber). Tiled plays one animation per
/// tile: the sprite's first animation (or, with none, every frame in order) is the first
/// frame's tile's <animation>, and every animation is listed as a tileset property
/// "animation NAME" = its tile ids in play order (reverse and ping-pong written out).
/// Animations are written only when every frame is exported.
class TiledExporter : public Exporter
{
public:
    explicit TiledExporter(ExportFormat format);

    ExportFormat format() const override { return m_format; }
    QString displayName() const override;
    QString fileSuffix() const override;
    bool writesFolder() const override { return true; }
    ExportPlan plan(const ExportSource &source, const ExportOptions &options) const override;

private:
    ExportFormat m_format;
};

/// A sprite name as a file name: letters, digits, space, '-', '_' and '.' kept, anything
/// else (path separators, ':', '*', '%', ...) turned into '_', no leading '.', never empty.
QString exportFileBaseName(const QString &name);

} // namespace hitbox::model
