// Fuzz target: any bytes as a Tiled tileset (TSX or TSJ, by content), through the import
// the CLI and the editor use (importHitboxes). Never crashes or hangs; an accepted tileset
// gives one sprite of 1 .. maxFramesPerSprite frames whose shapes are finite.

#include "fuzzhitboximport.h"

#include "model/import/importer.h"
#include "model/import/tiled/tiledsource.h"

namespace {

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    folder = hitbox::fuzz::fuzzFolder(argc, argv, QStringLiteral("/tmp/fuzz-tiled-XXXXXX"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const HitboxImport imported
            = hitbox::fuzz::importBytes(*folder, QStringLiteral("fuzz.tsx"), data, size);
    if (!imported.ok())
        return 0;
    // A tileset is one sprite; bytes that look like another format (PhysicsEditor JSON)
    // are that importer's, fuzzed by its own target.
    const QByteArray head = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size))
                                    .left(importProbeBytes);
    if (!looksLikeTiledTileset(head))
        return 0;
    if (imported.sprites.size() != 1)
        std::abort();
    hitbox::fuzz::checkSprite(imported.sprites.first());
    return 0;
}
