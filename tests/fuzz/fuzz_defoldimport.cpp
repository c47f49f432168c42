// Fuzz target: any bytes as a Defold .convexshape, through the import the CLI and the
// editor use (importHitboxes). Never crashes or hangs; an accepted file gives one sprite
// of one frame holding one finite shape, a "body".

#include "fuzzhitboximport.h"

#include "model/import/defold/defoldimport.h"

namespace {

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    folder = hitbox::fuzz::fuzzFolder(argc, argv, QStringLiteral("/tmp/fuzz-defold-XXXXXX"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const HitboxImport imported
            = hitbox::fuzz::importBytes(*folder, QStringLiteral("fuzz.convexshape"), data, size);
    // Bytes another importer (asked first, by content) takes are its target's.
    const QByteArray head = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size))
                                    .left(importProbeBytes);
    if (!imported.ok() || !looksLikeDefoldConvexShape(head))
        return 0;
    if (imported.sprites.size() != 1 || imported.sprites[0].frames.size() != 1
        || imported.sprites[0].frames[0].shapes.size() != 1
        || imported.sprites[0].frames[0].shapes[0].role != QLatin1String("body"))
        std::abort();
    hitbox::fuzz::checkSprite(imported.sprites[0]);
    return 0;
}
