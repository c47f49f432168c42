#include "exporter.h"

#include "defoldexporter.h"
#include "godotexporter.h"
#include "libgdxexporter.h"
#include "phaserexporter.h"
#include "spineexporter.h"
#include "tiledexporter.h"

namespace hitbox::model {

// Each format's exporter registers here; a format without one is not offered.
const Exporter *exporterFor(ExportFormat format)
{
    static const TiledExporter tiled(ExportFormat::Tiled);
    static const TiledExporter tiledJson(ExportFormat::TiledJson);
    static const PhaserExporter phaser;
    static const LibGdxExporter libGdx;
    static const DefoldExporter defold;
    static const SpineExporter spine;
    static const GodotExporter godot;
    switch (format) {
    case ExportFormat::Godot:
        return &godot;
    case ExportFormat::Tiled:
        return &tiled;
    case ExportFormat::TiledJson:
        return &tiledJson;
    case ExportFormat::Phaser:
        return &phaser;
    case ExportFormat::LibGdx:
        return &libGdx;
    case ExportFormat::Defold:
        return &defold;
    case ExportFormat::Spine:
        return &spine;
    }
    return nullptr;
}

} // namespace hitbox::model
