#pragma once

// Byte-level builders for broken and hostile image files, shared by model and CLI tests.

#include <QByteArray>
#include <QtEndian>

#include <array>
#include <cstdint>

namespace hitbox::testing {

/// CRC-32 as PNG chunks use it (ISO 3309, polynomial 0xEDB88320).
inline std::uint32_t pngCrc(const QByteArray &bytes)
{
    std::uint32_t crc = 0xffffffffu;
    for (const char c : bytes) {
        crc ^= std::uint8_t(c);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return crc ^ 0xffffffffu;
}

inline QByteArray pngChunk(const char type[4], const QByteArray &data)
{
    QByteArray chunk;
    std::array<uchar, 4> be{};
    qToBigEndian<quint32>(quint32(data.size()), be.data());
    chunk.append(reinterpret_cast<const char *>(be.data()), 4);
    QByteArray body(type, 4);
    body += data;
    chunk += body;
    qToBigEndian<quint32>(pngCrc(body), be.data());
    chunk.append(reinterpret_cast<const char *>(be.data()), 4);
    return chunk;
}

/// A syntactically valid PNG header declaring width x height RGBA pixels, followed by
/// a tiny IDAT that cannot possibly hold them, and IEND (bit depth 8 or 16 per channel). Decoding
/// it for real would need width * height * 4 bytes.
inline QByteArray pngDeclaringSize(quint32 width, quint32 height, int bitDepth = 8)
{
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    QByteArray ihdr(13, '\0');
    qToBigEndian<quint32>(width, ihdr.data());
    qToBigEndian<quint32>(height, ihdr.data() + 4);
    ihdr[8] = char(bitDepth);
    ihdr[9] = 6; // colour type RGBA
    png += pngChunk("IHDR", ihdr);
    // zlib stream of a single empty stored block: not enough data for the image.
    png += pngChunk("IDAT", QByteArray("\x78\x01\x01\x00\x00\xff\xff\x00\x00\x00\x01", 11));
    png += pngChunk("IEND", QByteArray());
    return png;
}

/// A complete, valid RGBA PNG of width x height pixels all of one colour (`pixel`: 4 or 8
/// bytes, per the bit depth 8 or 16), built without decoding anything: big images for
/// memory tests cost only their compressed size here.
inline QByteArray uniformPng(quint32 width, quint32 height, int bitDepth, const QByteArray &pixel)
{
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    QByteArray ihdr(13, '\0');
    qToBigEndian<quint32>(width, ihdr.data());
    qToBigEndian<quint32>(height, ihdr.data() + 4);
    ihdr[8] = char(bitDepth);
    ihdr[9] = 6; // RGBA
    png += pngChunk("IHDR", ihdr);
    QByteArray row(1, '\0'); // filter type 0
    row += pixel.repeated(width);
    png += pngChunk("IDAT", qCompress(row.repeated(height), 9).mid(4)); // zlib, no size prefix
    png += pngChunk("IEND", QByteArray());
    return png;
}

/// An uncompressed 32-bit BMP (BITMAPINFOHEADER) declaring width x height pixels,
/// followed by `pixelBytes` bytes of pixel data (a complete one has width * height * 4).
inline QByteArray bmpDeclaringSize(qint32 width, qint32 height, qsizetype pixelBytes)
{
    QByteArray bmp(54, '\0');
    const auto put32 = [&](int at, quint32 v) { qToLittleEndian<quint32>(v, bmp.data() + at); };
    const auto put16 = [&](int at, quint16 v) { qToLittleEndian<quint16>(v, bmp.data() + at); };
    bmp[0] = 'B';
    bmp[1] = 'M';
    put32(2, quint32(54 + pixelBytes)); // file size
    put32(10, 54);                      // pixel data offset
    put32(14, 40);                      // BITMAPINFOHEADER
    put32(18, quint32(width));
    put32(22, quint32(height));
    put16(26, 1);  // planes
    put16(28, 32); // bits per pixel
    put32(30, 0);  // BI_RGB
    bmp += QByteArray(pixelBytes, '\x7f');
    return bmp;
}

/// `jpeg` (a real baseline JPEG) with the size in its SOF0 header replaced.
inline QByteArray jpegWithDeclaredSize(QByteArray jpeg, quint16 width, quint16 height)
{
    const qsizetype sof = jpeg.indexOf(QByteArrayView("\xff\xc0", 2));
    if (sof >= 0) {
        qToBigEndian<quint16>(height, jpeg.data() + sof + 5);
        qToBigEndian<quint16>(width, jpeg.data() + sof + 7);
    }
    return jpeg;
}

} // namespace hitbox::testing
