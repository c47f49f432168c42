#include "exporter.h"
#include "tiledexporter.h"

namespace hitbox::model {

// Each format's exporter registers here; a format without one is not offered.
const Exporter *exporterFor(ExportFormat format)
{
    static const TiledExporter tiled(ExportFormat::Tiled);
    static const TiledExporter tiledJson(ExportFormat::TiledJson);
    switch (format) {
    case ExportFormat::Tiled:
        return &tiled;
    case ExportFormat::TiledJson:
        return &tiledJson;
    case ExportFormat::Godot:
    case ExportFormat::Phaser:
    case ExportFormat::LibGdx:
    case ExportFormat::Defold:
    case ExportFormat::Spine:
        break;
    }
    return nullptr;
}

} // namespace hitbox::model
