// Fuzz target: any bytes as an Aseprite or TexturePacker atlas JSON naming a small image
// (16 x 16, written once). Importing never crashes; an atlas that imports has at most
// maxFramesPerSprite frames, stored pixels inside the image, untrimmed sizes within the
// decoding budget, animations that point at its frames, and frames frameImage() can build.

#include "model/import/atlas/atlasimport.h"
#include "model/io/animatedimage.h"
#include "model/io/frameimage.h"
#include "model/io/frameloader.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

namespace {

QTemporaryDir *folder = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    hitbox::model::applyImageDecodeLimits();
    folder = new QTemporaryDir(QStringLiteral("/tmp/fuzz-atlas-XXXXXX"));
    QImage image(16, 16, QImage::Format_ARGB32);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            image.setPixel(x, y, qRgba(x * 16, y * 16, 0, (x + y) % 3 ? 255 : 0));
    if (!folder->isValid() || !image.save(folder->filePath(QStringLiteral("sheet.png"))))
        std::abort();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const QString path = folder->filePath(QStringLiteral("atlas.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        file.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    const ImportResult result = importAtlasJson(path);
    if (!result.ok())
        return 0;
    const QList<ImportedFrame> &frames = result.sheet.frames;
    if (frames.isEmpty() || frames.size() > maxFramesPerSprite)
        std::abort();
    const LoadedImage sheet = loadFrameSource(result.sheet.imagePath, 0);
    qint64 untrimmed = 0;
    for (const ImportedFrame &frame : frames) {
        if (!frame.region.rect.isNull() && !sheet.image.rect().contains(frame.region.rect))
            std::abort();
        const QSize untrimmedSize = frameSize(frame.region, sheet.image.size());
        untrimmed += qint64(untrimmedSize.width()) * untrimmedSize.height() * 4;
        if (qint64(untrimmedSize.width()) * untrimmedSize.height() <= 256 * 256) {
            const QImage image = frameImage(sheet.image, frame.region);
            if (image.size() != untrimmedSize)
                std::abort();
        }
    }
    if (untrimmed > maxAnimationDecodeBytes)
        std::abort();
    for (const ImportedAnimation &animation : result.sheet.animations) {
        if (animation.from < 0 || animation.to < animation.from || animation.to >= frames.size())
            std::abort();
    }
    return 0;
}
