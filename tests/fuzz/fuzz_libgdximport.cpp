// Fuzz target: any bytes as a libGDX Physics Body Editor file, through the import
// the CLI and the editor use (importHitboxes). Never crashes or hangs; an accepted file gives
// sprites of 1 .. maxFramesPerSprite frames whose shapes are finite, every one a "body".

#include "fuzzhitboximport.h"

#include "model/import/importer.h"
#include "model/import/phaser/phaserimport.h"
#include "model/import/tiled/tiledsource.h"

namespace {

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    folder = hitbox::fuzz::fuzzFolder(argc, argv, QStringLiteral("/tmp/fuzz-libgdx-XXXXXX"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const HitboxImport imported
            = hitbox::fuzz::importBytes(*folder, QStringLiteral("fuzz.json"), data, size);
    if (!imported.ok())
        return 0;
    // Bytes that look like a tileset or a PhysicsEditor file are those importers' (asked
    // first), fuzzed by their own targets.
    const QByteArray head = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size))
                                    .left(importProbeBytes);
    if (looksLikeTiledTileset(head) || looksLikePhaserShapes(head))
        return 0;
    if (imported.sprites.isEmpty())
        std::abort();
    for (const Sprite &sprite : imported.sprites)
        hitbox::fuzz::checkSprite(sprite);
    for (const Sprite &sprite : imported.sprites) {
        for (const Frame &frame : sprite.frames) {
            for (const Shape &shape : frame.shapes) {
                if (shape.role != QLatin1String("body"))
                    std::abort();
            }
        }
    }
    return 0;
}
