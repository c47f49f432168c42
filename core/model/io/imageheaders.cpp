#include "model/io/imageheaders.h"

#include <QImage>
#include <QtEndian>

#include <algorithm>
#include <optional>

namespace hitbox::model {
namespace {

quint16 le16(const QByteArray &b, qsizetype at)
{
    return qFromLittleEndian<quint16>(b.constData() + at);
}

quint32 le32(const QByteArray &b, qsizetype at)
{
    return qFromLittleEndian<quint32>(b.constData() + at);
}

quint16 be16(const QByteArray &b, qsizetype at)
{
    return qFromBigEndian<quint16>(b.constData() + at);
}

QString tooFewBytes(QSize declared, qint64 needed, qint64 present)
{
    return QStringLiteral("truncated: declares %1 x %2 pixels, which need %3 bytes of pixel "
                          "data, but the file holds %4")
            .arg(QString::number(declared.width()),
                 QString::number(declared.height()),
                 QString::number(needed),
                 QString::number(present));
}

QString beyondRatio(QSize declared, qint64 bytes)
{
    return QStringLiteral("truncated or corrupt: %1 bytes cannot hold the declared %2 x %3 pixels")
            .arg(QString::number(bytes),
                 QString::number(declared.width()),
                 QString::number(declared.height()));
}

// More pixels than `pixelsPerByte` per byte of the file.
bool exceedsRatio(QSize declared, qint64 bytes, qint64 pixelsPerByte)
{
    return qint64(declared.width()) * declared.height() > bytes * pixelsPerByte;
}

QString bmpProblem(const QByteArray &b)
{
    // BITMAPFILEHEADER (14 bytes), then an info header whose first field is its size.
    if (b.size() < 26)
        return QStringLiteral("truncated: the BMP header is incomplete");
    const qint64 dataOffset = le32(b, 10);
    const quint32 infoSize = le32(b, 14);
    qint64 width = 0;
    qint64 height = 0;
    int bitsPerPixel = 0;
    quint32 compression = 0;
    if (infoSize == 12) { // OS/2 BITMAPCOREHEADER
        width = le16(b, 18);
        height = le16(b, 20);
        bitsPerPixel = le16(b, 24);
    } else {
        if (b.size() < 34)
            return QStringLiteral("truncated: the BMP header is incomplete");
        width = qint32(le32(b, 18));
        height = qint32(le32(b, 22));
        bitsPerPixel = le16(b, 28);
        compression = le32(b, 30);
    }
    height = height < 0 ? -height : height;
    if (width <= 0 || height <= 0 || width > 1 << 20 || height > 1 << 20)
        return QString(); // Qt refuses these itself
    const QSize declared{int(width), int(height)};
    const qint64 present = std::max<qint64>(0, b.size() - dataOffset);
    switch (compression) {
    case 0: // BI_RGB
    case 3: // BI_BITFIELDS
    case 6: // BI_ALPHABITFIELDS
    {
        const qint64 rowBytes = (width * bitsPerPixel + 31) / 32 * 4;
        const qint64 needed = rowBytes * height;
        if (present < needed)
            return tooFewBytes(declared, needed, present);
        return QString();
    }
    case 1: // RLE8: a 2-byte run covers at most 255 pixels
    case 2: // RLE4
        if (exceedsRatio(declared, present, 256))
            return beyondRatio(declared, b.size());
        return QString();
    default:
        return QString();
    }
}

// Huffman-coded JPEG: every 8 x 8 block of every scan costs at least one bit, so a file
// covers at most 8 bits x (the pixels one block stands for) per byte. The EOI marker ends
// every complete file.
QString jpegProblem(const QByteArray &b, QSize declared)
{
    std::optional<qint64> pixelsPerBlock;
    qsizetype at = 2;
    while (at + 4 <= b.size()) {
        if (uchar(b[at]) != 0xff)
            break;
        const uchar marker = uchar(b[at + 1]);
        if (marker == 0xff) { // fill byte
            ++at;
            continue;
        }
        if (marker == 0xd8 || marker == 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
            at += 2;
            continue;
        }
        if (marker == 0xda) // start of scan: the headers are over
            break;
        const qsizetype length = be16(b, at + 2);
        const bool huffmanFrame = marker == 0xc0 || marker == 0xc1 || marker == 0xc2;
        if (huffmanFrame && at + 10 <= b.size()) {
            const int components = uchar(b[at + 9]);
            int hMax = 1;
            int vMax = 1;
            for (int c = 0; c < components && at + 12 + 3 * c <= b.size(); ++c) {
                const int factors = uchar(b[at + 11 + 3 * c]);
                const int h = std::max(1, factors >> 4);
                const int v = std::max(1, factors & 15);
                hMax = std::max(hMax, h);
                vMax = std::max(vMax, v);
            }
            // A block of a component sampled 1 x 1 stands for the most pixels.
            pixelsPerBlock = 64LL * hMax * vMax;
        }
        at += 2 + length;
    }
    const qsizetype lastScan = b.lastIndexOf(QByteArrayView("\xff\xda", 2));
    const qsizetype end = b.lastIndexOf(QByteArrayView("\xff\xd9", 2));
    if (lastScan < 0 || end < lastScan)
        return QStringLiteral("truncated: the JPEG data ends before its end marker");
    if (pixelsPerBlock && exceedsRatio(declared, b.size(), 8 * *pixelsPerBlock))
        return beyondRatio(declared, b.size());
    return QString();
}

// Skips a chain of GIF data sub-blocks (a length byte, then that many bytes) up to and
// including its 0 terminator; false when the file ends first.
bool skipGifSubBlocks(const QByteArray &b, qsizetype &at)
{
    while (at < b.size()) {
        const int length = uchar(b[at]);
        at += 1 + length;
        if (length == 0)
            return true;
    }
    return false;
}

// GIF: the blocks (extensions, image descriptors with their LZW data) must all be
// complete and end with the trailer; Qt's reader turns the missing pixels of a cut file
// into transparent ones without an error. A walk over the block structure, not a decoder.
QString gifProblem(const QByteArray &b)
{
    const QString truncated = QStringLiteral("truncated: the GIF data ends before its trailer");
    const auto colourTableBytes
            = [](int flags) { return (flags & 0x80) ? 3 << ((flags & 7) + 1) : 0; };
    if (b.size() < 13)
        return truncated;
    qsizetype at = 13 + colourTableBytes(uchar(b[10]));
    while (at < b.size()) {
        const uchar block = uchar(b[at]);
        if (block == 0x3b) // trailer
            return QString();
        if (block == 0x21) { // extension: introducer, label, sub-blocks
            at += 2;
        } else if (block == 0x2c) { // image descriptor, local colour table, LZW code size
            if (at + 10 > b.size())
                return truncated;
            at += 10 + colourTableBytes(uchar(b[at + 9])) + 1;
        } else {
            return QStringLiteral("corrupt: an unknown GIF block (0x%1) at byte %2")
                    .arg(QString::number(block, 16), QString::number(at));
        }
        if (!skipGifSubBlocks(b, at))
            return truncated;
    }
    return truncated;
}

} // namespace

QString imageDataProblem(const QByteArray &bytes, const QByteArray &format, QSize declared)
{
    if (format == "bmp" || format == "dib")
        return bmpProblem(bytes);
    if (format == "gif") {
        if (const QString problem = gifProblem(bytes); !problem.isEmpty())
            return problem;
    }
    if (!declared.isValid())
        return QString();
    if (format == "jpeg" || format == "jpg")
        return jpegProblem(bytes, declared);
    // Deflate expands at most 1032:1, and a byte of filtered rows holds at most 8 pixels.
    if (format == "png" && exceedsRatio(declared, bytes.size(), 8 * 1032 + 64))
        return beyondRatio(declared, bytes.size());
    // A 12-bit LZW code stands for at most 4096 pixels.
    if (format == "gif" && exceedsRatio(declared, bytes.size(), 4096 * 8 / 12 + 64))
        return beyondRatio(declared, bytes.size());
    return QString();
}

int decodedBytesPerPixel(int imageFormat)
{
    const QImage::Format format = QImage::Format(imageFormat);
    if (format == QImage::Format_Invalid)
        return 4; // unknown until decoded: assume 32-bit pixels
    const int depth = QImage::toPixelFormat(format).bitsPerPixel();
    return std::max(1, (depth + 7) / 8);
}

} // namespace hitbox::model
