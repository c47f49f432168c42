#include "exporter.h"
#include "godotexporter.h"

namespace hitbox::model {

// Each format's exporter registers here; a format without one is not offered.
const Exporter *exporterFor(ExportFormat format)
{
    static const GodotExporter godot;
    switch (format) {
    case ExportFormat::Godot:
        return &godot;
    case ExportFormat::Tiled:
    case ExportFormat::TiledJson:
    case ExportFormat::Phaser:
    case ExportFormat::LibGdx:
    case ExportFormat::Defold:
    case ExportFormat::Spine:
        break;
    }
    return nullptr;
}

} // namespace hitbox::model
