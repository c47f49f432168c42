// Fuzz target: any bytes as a MUGEN .air through importHitboxes (fuzzhitboximport.h says
// what an accepted file must give), and through the .air writer: an untouched file is
// written back byte for byte.

#include "fuzzhitboximport.h"

#include "model/import/mugen/mugenimport.h"
#include "model/io/mugenair.h"

namespace {

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    folder = hitbox::fuzz::fuzzFolder(argc, argv, QStringLiteral("/tmp/fuzz-mugenair-XXXXXX"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    hitbox::fuzz::checkOneSpriteImport(
            *folder, QStringLiteral("fuzz.air"), data, size, hitbox::model::looksLikeMugenAir);
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    if (const auto air = hitbox::model::readAir(bytes, &error); air && writeAir(*air) != bytes)
        std::abort();
    return 0;
}
