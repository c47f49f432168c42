// Fuzz target: any bytes as a Tiled tileset (TSX or TSJ, by content) through
// importHitboxes (hitboximportfuzz.h says what an accepted tileset must give).

#include "hitboximportfuzz.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    hitbox::fuzz::initializeImport(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    hitbox::fuzz::checkImport(data, size, QStringLiteral("fuzz.tsx"));
    return 0;
}
