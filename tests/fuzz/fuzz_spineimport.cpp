// Fuzz target: any bytes as a Spine skeleton JSON, through the import the CLI and the
// editor use (importHitboxes). Never crashes or hangs; an accepted skeleton gives sprites of
// 1 .. maxFramesPerSprite frames whose shapes are finite, every one a "body", or no sprite
// and a report line saying why.

#include "fuzzhitboximport.h"

#include "model/import/libgdx/libgdximport.h"
#include "model/import/phaser/phaserimport.h"
#include "model/import/spine/spineimport.h"
#include "model/import/tiled/tiledsource.h"

namespace {

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    folder = hitbox::fuzz::fuzzFolder(argc, argv, QStringLiteral("/tmp/fuzz-spine-XXXXXX"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const HitboxImport imported
            = hitbox::fuzz::importBytes(*folder, QStringLiteral("fuzz.json"), data, size);
    const QByteArray head = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size))
                                    .left(importProbeBytes);
    // Bytes that another JSON importer (asked first) takes are its target's.
    if (!imported.ok() || !looksLikeSpineSkeleton(head) || looksLikeTiledTileset(head)
        || looksLikePhaserShapes(head) || looksLikeLibGdxBodies(head))
        return 0;
    if (imported.sprites.isEmpty() && imported.report.isEmpty())
        std::abort();
    for (const Sprite &sprite : imported.sprites) {
        hitbox::fuzz::checkSprite(sprite);
        for (const Frame &frame : sprite.frames) {
            for (const Shape &shape : frame.shapes) {
                if (shape.role != QLatin1String("body") || shape.isCircle())
                    std::abort();
            }
        }
    }
    return 0;
}
