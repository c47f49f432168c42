// Fuzz target: any bytes as a Godot 4 scene (.tscn) through importHitboxes
// (hitboximportfuzz.h says what an accepted scene must give).

#include "hitboximportfuzz.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    hitbox::fuzz::initializeImport(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    hitbox::fuzz::checkImport(data, size, QStringLiteral("fuzz.tscn"));
    return 0;
}
