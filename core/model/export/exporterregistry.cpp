#include "model/export/exporter.h"

#include "model/export/defold/defoldexporter.h"
#include "model/export/godot/godotexporter.h"
#include "model/export/libgdx/libgdxexporter.h"
#include "model/export/mugen/airexporter.h"
#include "model/export/phaser/phaserexporter.h"
#include "model/export/spine/spineexporter.h"
#include "model/export/tiled/tiledexporter.h"

namespace hitbox::model {

// Each format's exporter registers here; a format without one is not offered.
const QList<const Exporter *> &exporters()
{
    static const GodotExporter godot;
    static const TiledExporter tiled(ExportFormat::Tiled);
    static const TiledExporter tiledJson(ExportFormat::TiledJson);
    static const PhaserExporter phaser;
    static const LibGdxExporter libGdx;
    static const DefoldExporter defold;
    static const SpineExporter spine;
    static const AirExporter air;
    static const QList<const Exporter *> all{
            &godot, &tiled, &tiledJson, &phaser, &libGdx, &defold, &spine, &air};
    return all;
}

} // namespace hitbox::model
