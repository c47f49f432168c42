// Fuzz target: any bytes as a MUGEN .sff (the signature and version 1 or 2, by the
// version byte's lowest bit, are put in place so inputs get past the header). readSff never
// crashes; an archive it accepts has at most maxSffSprites sprites and maxSffPalettes palettes;
// every sprite either decodes to an image or says why naming the sprite, never both; an indexed
// sprite decodes to the size its node (or the sprite it links to) declares, never past
// maxImageSide. Sprites are decoded while the declared pixels stay under 4 M per input (the limits
// themselves allow seconds of work per sprite). Seeds: corpus/mugensff

#include "model/io/imageloader.h"
#include "model/io/mugensff.h"

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
    if (bytes.size() >= 16) {
        bytes.replace(0, 12, QByteArray("ElecbyteSpr\0", 12));
        bytes[15] = char((bytes[15] & 1) ? 1 : 2);
    }
    QString error;
    const std::optional<SffArchive> archive = readSff(bytes, &error);
    if (!archive) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (archive->sprites.size() > maxSffSprites || archive->palettes.size() > maxSffPalettes)
        std::abort();
    qint64 pixels = 0;
    for (int i = 0; i < archive->sprites.size(); ++i) {
        const QSize declared = sffSpriteSize(*archive, i);
        pixels += qint64(std::max(declared.width(), 0)) * std::max(declared.height(), 0);
        if (pixels > (qint64(4) << 20))
            break;
        QImage image;
        const QString problem = decodeSffSprite(*archive, i, &image);
        if (problem.isEmpty() == image.isNull())
            std::abort();
        if (!problem.isEmpty()) {
            if (!problem.startsWith(QStringLiteral("sprite %1 (").arg(i)))
                std::abort();
            continue;
        }
        if (image.width() > maxImageSide || image.height() > maxImageSide
            || image.format() != QImage::Format_ARGB32_Premultiplied)
            std::abort();
        const int format = archive->sprites[i].dataLength == 0 ? -1 : archive->sprites[i].format;
        const bool ownColours = format == int(SffFormat::Png24) || format == int(SffFormat::Png32)
                                || (format == int(SffFormat::Raw) && archive->sprites[i].depth > 8);
        if (format >= 0 && !ownColours && image.size() != declared)
            std::abort();
    }
    return 0;
}
