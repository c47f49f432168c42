// Fuzz target: any bytes as a Godot 4 scene (.tscn) through importHitboxes
// (fuzzhitboximport.h says what an accepted scene must give).

#include "fuzzhitboximport.h"

#include "model/import/godot/godotsource.h"

namespace {

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    folder = hitbox::fuzz::fuzzFolder(argc, argv, QStringLiteral("/tmp/fuzz-godot-XXXXXX"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    hitbox::fuzz::checkOneSpriteImport(
            *folder, QStringLiteral("fuzz.tscn"), data, size, hitbox::model::looksLikeGodotScene);
    return 0;
}
