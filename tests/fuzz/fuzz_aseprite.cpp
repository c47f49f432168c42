// Fuzz target: any bytes as an Aseprite file (the magic number is put in place so inputs get
// past the header). readAseprite never crashes; a file it accepts has 1 .. maxFramesPerSprite
// frames on a canvas within maxImageSide, every cel's pixels match its declared size, every
// linked cel points at an earlier frame, and every frame composites to the whole canvas
// (for small canvases: the decoding budget itself allows minutes of work per input).

#include "model/document/framesource.h"
#include "model/io/asepritecomposite.h"
#include "model/io/asepritefile.h"
#include "model/io/imageloader.h"

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
    QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (bytes.size() >= 6) {
        bytes[4] = char(0xE0);
        bytes[5] = char(0xA5);
    }
    const AseReadResult read = readAseprite(bytes, QStringLiteral("fuzz.aseprite"));
    if (!read.ok()) {
        if (!read.error.startsWith(QLatin1String("fuzz.aseprite: ")))
            std::abort();
        return 0;
    }
    const AseFile &file = read.file;
    const QSize canvas = file.size;
    if (file.frames.isEmpty() || file.frames.size() > maxFramesPerSprite || canvas.width() < 1
        || canvas.height() < 1 || canvas.width() > maxImageSide || canvas.height() > maxImageSide)
        std::abort();
    for (int f = 0; f < file.frames.size(); ++f) {
        for (const AseCel &cel : file.frames.at(f).cels) {
            if (cel.pixels.size()
                        != qint64(cel.size.width()) * cel.size.height() * file.bytesPerPixel()
                || cel.linkedFrame >= f || cel.layer >= file.layers.size())
                std::abort();
        }
    }
    if (qint64(canvas.width()) * canvas.height() * file.frames.size() > 1 << 20)
        return 0;
    for (int f = 0; f < file.frames.size(); ++f) {
        const QImage image = aseCompositeFrame(file, f, asePictureLayers(file));
        if (image.size() != canvas)
            std::abort();
    }
    return 0;
}
