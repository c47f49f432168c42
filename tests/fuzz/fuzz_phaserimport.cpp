// Fuzz target: any bytes as a PhysicsEditor / Phaser Matter shapes file, through the import
// the CLI and the editor use (importHitboxes). Never crashes or hangs; an accepted file gives
// sprites of 1 .. maxFramesPerSprite frames whose shapes are finite, and roles whose
// collisions are symmetric.

#include "fuzzhitboximport.h"

namespace {

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    folder = hitbox::fuzz::fuzzFolder(argc, argv, QStringLiteral("/tmp/fuzz-phaser-XXXXXX"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const HitboxImport imported
            = hitbox::fuzz::importBytes(*folder, QStringLiteral("fuzz.json"), data, size);
    if (!imported.ok())
        return 0;
    if (imported.sprites.isEmpty())
        std::abort();
    for (const Sprite &sprite : imported.sprites)
        hitbox::fuzz::checkSprite(sprite);
    for (const Role &a : imported.roles.roles) {
        for (const Role &b : imported.roles.roles) {
            if (imported.roles.collide(a.name, b.name) != imported.roles.collide(b.name, a.name))
                std::abort();
        }
    }
    return 0;
}
