// Fuzz target: any bytes as an image file. Decoding never crashes, and an image that
// decodes has a usable alpha plane and mask.
// Seeds: corpus/image (a target without this line starts from corpus/imageloader).

#include "model/io/alphaplane.h"
#include "model/io/imageloader.h"

#include <QGuiApplication>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // Image plugins are found through the application object.
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const LoadedImage loaded = decodeImage(bytes, QStringLiteral("fuzz"));
    if (!loaded.ok())
        return 0;
    const hitbox::collision::Mask mask = maskFromImage(loaded.image, 128);
    if (mask.width() != loaded.image.width() || mask.height() != loaded.image.height())
        std::abort();
    return 0;
}
