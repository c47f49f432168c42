#include "exporter.h"

#include "defoldexporter.h"
#include "libgdxexporter.h"
#include "phaserexporter.h"
#include "spineexporter.h"

namespace hitbox::model {

// Each format's exporter registers here; a format without one is not offered.
const Exporter *exporterFor(ExportFormat format)
{
    static const PhaserExporter phaser;
    static const LibGdxExporter libGdx;
    static const DefoldExporter defold;
    static const SpineExporter spine;
    switch (format) {
    case ExportFormat::Phaser:
        return &phaser;
    case ExportFormat::LibGdx:
        return &libGdx;
    case ExportFormat::Defold:
        return &defold;
    case ExportFormat::Spine:
        return &spine;
    case ExportFormat::Godot:
    case ExportFormat::Tiled:
    case ExportFormat::TiledJson:
        break;
    }
    return nullptr;
}

} // namespace hitbox::model
