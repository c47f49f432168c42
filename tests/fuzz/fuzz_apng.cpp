// Fuzz target: any bytes after the PNG signature as an animated PNG. ApngDecoder never
// crashes; a file it accepts declares 1 .. maxFramesPerSprite frames on a canvas within
// maxImageSide, and every frame it decodes is the whole canvas. Frames are decoded only
// for small animations (the decoding budget itself allows hours of work per input).

#include "model/io/animatedimage.h"
#include "model/io/apngdecoder.h"

#include <QCoreApplication>
#include <QImage>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    hitbox::model::applyImageDecodeLimits();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (!bytes.startsWith(signature))
        bytes.prepend(signature);
    animatedPngFrameCount(bytes);
    ApngDecoder decoder(bytes);
    if (!decoder.problem().isEmpty())
        return 0;
    const QSize canvas = decoder.canvasSize();
    if (decoder.frameCount() < 1 || decoder.frameCount() > maxFramesPerSprite || canvas.width() < 1
        || canvas.height() < 1 || canvas.width() > maxImageSide || canvas.height() > maxImageSide) {
        std::abort();
    }
    if (qint64(canvas.width()) * canvas.height() * decoder.frameCount() > 1 << 22)
        return 0;
    for (int f = 0; f < decoder.frameCount(); ++f) {
        QImage image;
        if (!decoder.readNextFrame(&image).isEmpty())
            return 0;
        if (image.size() != canvas || image.format() != QImage::Format_ARGB32_Premultiplied)
            std::abort();
    }
    QImage past;
    if (decoder.readNextFrame(&past).isEmpty())
        std::abort(); // there is no frame after the last
    return 0;
}
