// Fuzz target: any bytes after a GIF header as a GIF file, through the paths the editor
// and trace take: loadImage's checks (the block walk that refuses truncated files), the
// animated image importer and FrameSources. Never crashes; an accepted GIF has frames of
// its canvas size, and a file cut before its trailer is never accepted. Canvases above
// 256 x 256 are left out (each frame is composed onto the whole canvas).

#include "model/io/animatedimage.h"
#include "model/io/frameloader.h"

#include <QCoreApplication>
#include <QFile>
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
    folder = new QTemporaryDir(QStringLiteral("/tmp/fuzz-gif-XXXXXX"));
    if (!folder->isValid())
        std::abort();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (!bytes.startsWith("GIF8"))
        bytes.prepend("GIF89a");
    if (bytes.size() < 10)
        return 0;
    const int width = quint8(bytes[6]) | quint8(bytes[7]) << 8;
    const int height = quint8(bytes[8]) | quint8(bytes[9]) << 8;
    if (width > 256 || height > 256)
        return 0;
    const LoadedImage still = decodeImage(bytes, QStringLiteral("fuzz.gif"));
    if (still.ok() && !bytes.contains(';'))
        std::abort(); // no trailer byte anywhere: cut short
    const QString path = folder->filePath(QStringLiteral("fuzz.gif"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        file.write(bytes);
    }
    const ImportResult imported = importAnimatedImage(path);
    if (!imported.ok())
        return 0;
    if (imported.sheet.frames.isEmpty() || imported.sheet.frames.size() > 64)
        return 0;
    FrameSources sources;
    QSize canvas;
    for (const ImportedFrame &frame : imported.sheet.frames) {
        const LoadedImage image = sources.source(path, frame.region.imageIndex);
        if (!image.ok())
            return 0;
        if (canvas.isValid() && image.image.size() != canvas)
            std::abort();
        canvas = image.image.size();
    }
    return 0;
}
