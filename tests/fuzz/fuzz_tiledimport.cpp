// Fuzz target: any bytes as a Tiled tileset (TSX or TSJ, by content) through
// importHitboxes (fuzzhitboximport.h says what an accepted tileset must give).

#include "fuzzhitboximport.h"

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
    hitbox::fuzz::checkOneSpriteImport(
            *folder, QStringLiteral("fuzz.tsx"), data, size, hitbox::model::looksLikeTiledTileset);
    return 0;
}
