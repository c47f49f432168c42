// The pixels of one SFF v2 sprite (mugensff.h: decodeSffSprite).

#include "model/io/mugensff.h"

#include "model/io/animatedimage.h"
#include "model/io/mugensffdecode.h"

#include <QList>
#include <QRgb>

#include <new>

namespace hitbox::model {
namespace {

constexpr qint64 compressedLengthBytes = 4; // compressed and PNG data start with a length

QString nodeName(const SffArchive &archive, int index)
{
    const SffSprite &s = archive.sprites[index];
    return QStringLiteral("sprite %1 (group %2, number %3)")
            .arg(QString::number(index), QString::number(s.group), QString::number(s.number));
}

QString sizeProblem(QSize size)
{
    if (size.isEmpty())
        return QStringLiteral("declares an empty size (%1 x %2)")
                .arg(QString::number(size.width()), QString::number(size.height()));
    if (size.width() > maxImageSide || size.height() > maxImageSide)
        return QStringLiteral("declares %1 x %2 pixels, more than the %3 x %3 limit")
                .arg(QString::number(size.width()),
                     QString::number(size.height()),
                     QString::number(maxImageSide));
    if (qint64(size.width()) * size.height() * 4 > maxDecodedImageBytes)
        return QStringLiteral("needs more than the %1 MB limit to decode")
                .arg(QString::number(maxDecodedImageBytes >> 20));
    return QString();
}

// The sprite whose data sprite `index` shows: itself, or the earlier one its link names.
int dataSprite(const SffArchive &archive, int index, QString *problem)
{
    int at = index;
    while (archive.sprites[at].dataLength == 0) {
        const int linked = archive.sprites[at].linked;
        if (linked >= at) {
            *problem = QStringLiteral("has no data and links to sprite %1, which is not before "
                                      "it")
                               .arg(linked);
            return -1;
        }
        at = linked; // strictly decreasing: no loop
    }
    return at;
}

// The colours of palette `index` as MUGEN draws them (256 entries, colour 0 transparent).
QString paletteColours(const SffArchive &archive, int index, QList<QRgb> *table)
{
    if (index < 0 || index >= archive.palettes.size())
        return QStringLiteral("uses palette %1 of the %2 the file holds")
                .arg(QString::number(index), QString::number(archive.palettes.size()));
    int at = index;
    for (int i = 0; i < at; ++i) { // a repeated (group, number) is the first palette's
        if (archive.palettes[i].group == archive.palettes[at].group
            && archive.palettes[i].number == archive.palettes[at].number) {
            at = i;
            break;
        }
    }
    while (archive.palettes[at].dataLength == 0) {
        const int linked = archive.palettes[at].linked;
        if (linked >= at)
            return QStringLiteral("uses palette %1, which has no data and links to palette "
                                  "%2, not one before it")
                    .arg(QString::number(at), QString::number(linked));
        at = linked;
    }
    const SffPalette &p = archive.palettes[at];
    if (p.dataLength > qint64(maxSffPaletteColours) * 4)
        return QStringLiteral("uses palette %1, which holds %2 bytes, more than %3 colours")
                .arg(QString::number(at),
                     QString::number(p.dataLength),
                     QString::number(maxSffPaletteColours));
    if (p.dataOffset + p.dataLength > archive.bytes.size())
        return QStringLiteral("uses palette %1, whose data ends past the end of the file").arg(at);
    table->fill(qRgba(0, 0, 0, 0), maxSffPaletteColours);
    const auto *data = reinterpret_cast<const uchar *>(archive.bytes.constData() + p.dataOffset);
    for (qint64 c = 1; c < p.dataLength / 4; ++c) { // colour 0 stays transparent
        const uchar *rgba = data + 4 * c;
        (*table)[c] = qRgba(rgba[0], rgba[1], rgba[2], archive.minorVersion == 0 ? 255 : rgba[3]);
    }
    return QString();
}

// Palette indices `indices` (width * height bytes) coloured by `table`.
QImage indexedPicture(QSize size, const QByteArray &indices, const QList<QRgb> &table)
{
    QImage indexed(size, QImage::Format_Indexed8);
    if (indexed.isNull())
        throw std::bad_alloc();
    indexed.setColorTable(table);
    for (int y = 0; y < size.height(); ++y)
        std::copy_n(indices.constData() + qsizetype(y) * size.width(),
                    size.width(),
                    indexed.scanLine(y));
    return indexed.convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// Palette indices `indices` (width * height bytes) coloured by the sprite's palette.
QString indexedImage(const SffArchive &archive,
                     const SffSprite &sprite,
                     QSize size,
                     const QByteArray &indices,
                     QImage *image)
{
    QList<QRgb> table;
    if (const QString problem = paletteColours(archive, sprite.palette, &table); !problem.isEmpty())
        return problem;
    *image = indexedPicture(size, indices, table);
    return QString();
}

// The sprite whose palette an SFF v1 sprite with data takes: itself, or with samePalette
// the one with data before it, followed back.
int v1PaletteSprite(const SffArchive &archive, int index)
{
    while (archive.sprites[index].samePalette) {
        int before = index - 1;
        while (before >= 0 && archive.sprites[before].dataLength == 0)
            --before;
        if (before < 0)
            break;
        index = before;
    }
    return index;
}

// An SFF v1 sprite: a PCX image, its palette in the last 768 bytes of its own data or of
// the sprite whose palette it takes.
QString decodeV1(const SffArchive &archive, int dataIndex, QImage *image)
{
    constexpr qint64 paletteBytes = 768;
    const SffSprite &data = archive.sprites[dataIndex];
    if (data.dataOffset + data.dataLength > archive.bytes.size())
        return QStringLiteral("its data (%1 bytes at byte %2) ends past the end of the file")
                .arg(QString::number(data.dataLength), QString::number(data.dataOffset));
    const QByteArrayView pcx(archive.bytes.constData() + data.dataOffset, data.dataLength);
    QSize size;
    QString problem = sffPcxSize(pcx, &size);
    if (problem.isEmpty())
        problem = sizeProblem(size);
    QByteArray indices;
    if (problem.isEmpty())
        problem = decodeSffPcx(pcx, size, &indices);
    if (!problem.isEmpty())
        return problem;
    const int owner = v1PaletteSprite(archive, dataIndex);
    const SffSprite &o = archive.sprites[owner];
    if (o.dataLength < 128 + paletteBytes || o.dataOffset + o.dataLength > archive.bytes.size())
        return QStringLiteral("has no palette: sprite %1's data is too short to end with one")
                .arg(owner);
    const auto *rgb = reinterpret_cast<const uchar *>(archive.bytes.constData() + o.dataOffset
                                                      + o.dataLength - paletteBytes);
    QList<QRgb> table(maxSffPaletteColours, qRgba(0, 0, 0, 0));
    for (int c = 1; c < maxSffPaletteColours; ++c) // colour 0 stays transparent
        table[c] = qRgb(rgb[3 * c], rgb[3 * c + 1], rgb[3 * c + 2]);
    *image = indexedPicture(size, indices, table);
    return QString();
}

QString rawImage(const SffSprite &data, QSize size, QByteArrayView bytes, QImage *image)
{
    const int bytesPerPixel = data.depth / 8;
    const qint64 needed = qint64(size.width()) * size.height() * bytesPerPixel;
    if (bytes.size() < needed)
        return QStringLiteral("its raw data holds %1 of the %2 bytes of its pixels")
                .arg(QString::number(bytes.size()), QString::number(needed));
    const QImage view(reinterpret_cast<const uchar *>(bytes.data()),
                      size.width(),
                      size.height(),
                      size.width() * bytesPerPixel,
                      bytesPerPixel == 3 ? QImage::Format_RGB888 : QImage::Format_RGBA8888);
    *image = view.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    return QString();
}

// A PNG8/24/32 sprite: PNG8 gives palette indices, the others their own colours.
QString pngImage(const SffArchive &archive,
                 const SffSprite &sprite,
                 const SffSprite &data,
                 QByteArrayView png,
                 QImage *image)
{
    const LoadedImage decoded = decodeImage(png.toByteArray(), QStringLiteral("its PNG data"));
    if (!decoded.ok())
        return decoded.error;
    if (data.format != int(SffFormat::Png8)) {
        *image = decoded.image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
        return QString();
    }
    QImage indexed = decoded.image.format() == QImage::Format_Indexed8
                             ? decoded.image
                             : decoded.image.convertToFormat(QImage::Format_Indexed8);
    if (indexed.colorCount() == 0 || indexed.format() != QImage::Format_Indexed8)
        return QStringLiteral("its PNG8 data is not a palette-indexed PNG");
    if (indexed.size() != data.size)
        return QStringLiteral("its PNG8 data is %1 x %2 pixels, not the %3 x %4 it declares")
                .arg(QString::number(indexed.width()),
                     QString::number(indexed.height()),
                     QString::number(data.size.width()),
                     QString::number(data.size.height()));
    QList<QRgb> table; // the archive's palette instead of the PNG's own, as MUGEN draws it
    if (const QString problem = paletteColours(archive, sprite.palette, &table); !problem.isEmpty())
        return problem;
    indexed.setColorTable(table);
    *image = indexed.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    return QString();
}

QString decodeData(const SffArchive &archive, int index, int dataIndex, QImage *image)
{
    const SffSprite &sprite = archive.sprites[index];
    const SffSprite &data = archive.sprites[dataIndex];
    if (const QString problem = sizeProblem(data.size); !problem.isEmpty())
        return problem;
    if (data.dataOffset + data.dataLength > archive.bytes.size())
        return QStringLiteral("its data (%1 bytes at byte %2) ends past the end of the file")
                .arg(QString::number(data.dataLength), QString::number(data.dataOffset));
    const QByteArrayView bytes(archive.bytes.constData() + data.dataOffset, data.dataLength);
    const qsizetype pixels = qsizetype(data.size.width()) * data.size.height();
    const auto format = SffFormat(data.format);
    if (format == SffFormat::Raw && (data.depth == 24 || data.depth == 32))
        return rawImage(data, data.size, bytes, image);
    if (format == SffFormat::Raw) {
        if (bytes.size() < pixels)
            return QStringLiteral("its raw data holds %1 of its %2 pixels")
                    .arg(QString::number(bytes.size()), QString::number(pixels));
        return indexedImage(archive, sprite, data.size, bytes.first(pixels).toByteArray(), image);
    }
    if (bytes.size() < compressedLengthBytes)
        return QStringLiteral("its data is shorter than its 4-byte length");
    const QByteArrayView packed = bytes.sliced(compressedLengthBytes);
    QByteArray indices;
    QString problem;
    switch (format) {
    case SffFormat::Rle8:
        problem = decodeSffRle8(packed, pixels, &indices);
        break;
    case SffFormat::Rle5:
        problem = decodeSffRle5(packed, pixels, &indices);
        break;
    case SffFormat::Lz5:
        problem = decodeSffLz5(packed, pixels, &indices);
        break;
    case SffFormat::Png8:
    case SffFormat::Png24:
    case SffFormat::Png32:
        return pngImage(archive, sprite, data, packed, image);
    default:
        return QStringLiteral("has the unknown format %1").arg(data.format);
    }
    if (!problem.isEmpty())
        return problem;
    return indexedImage(archive, sprite, data.size, indices, image);
}

} // namespace

QSize sffSpriteSize(const SffArchive &archive, int index)
{
    if (index < 0 || index >= archive.sprites.size())
        return QSize();
    QString problem;
    const int data = dataSprite(archive, index, &problem);
    return data < 0 ? QSize() : archive.sprites[data].size;
}

QString decodeSffSprite(const SffArchive &archive, int index, QImage *image)
{
    *image = QImage();
    if (index < 0 || index >= archive.sprites.size()) // as for the frames of other files
        return missingAnimatedFrameProblem(index, int(archive.sprites.size()));
    QString problem;
    try {
        const int data = dataSprite(archive, index, &problem);
        if (data >= 0)
            problem = archive.version == 1 ? decodeV1(archive, data, image)
                                           : decodeData(archive, index, data, image);
        if (problem.isEmpty() && image->isNull())
            problem = QStringLiteral("not enough memory to decode it");
    } catch (const std::bad_alloc &) {
        problem = QStringLiteral("not enough memory to decode it");
    }
    if (!problem.isEmpty()) {
        *image = QImage();
        return nodeName(archive, index) + QStringLiteral(": ") + problem;
    }
    return QString();
}

} // namespace hitbox::model
