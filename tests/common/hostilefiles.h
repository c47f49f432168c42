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
/// a tiny IDAT that cannot possibly hold them, and IEND. Decoding it for real would
/// need width * height * 4 bytes.
inline QByteArray pngDeclaringSize(quint32 width, quint32 height)
{
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    QByteArray ihdr(13, '\0');
    qToBigEndian<quint32>(width, ihdr.data());
    qToBigEndian<quint32>(height, ihdr.data() + 4);
    ihdr[8] = 8;  // bit depth
    ihdr[9] = 6;  // colour type RGBA
    png += pngChunk("IHDR", ihdr);
    // zlib stream of a single empty stored block: not enough data for the image.
    png += pngChunk("IDAT", QByteArray("\x78\x01\x01\x00\x00\xff\xff\x00\x00\x00\x01", 11));
    png += pngChunk("IEND", QByteArray());
    return png;
}

} // namespace hitbox::testing
