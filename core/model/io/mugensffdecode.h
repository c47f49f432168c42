#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QSize>
#include <QString>

namespace hitbox::model {

/// The compressed pixel formats of SFF v2 sprites (Elecbyte's "SFF v2" specification): each
/// decodes `in` to exactly `pixels` palette indices. Output never grows past `pixels`
/// whatever the input declares (runs that would overflow are cut), so a small input cannot
/// ask for more memory than the sprite's declared size. Returns the problem (without file
/// or sprite: "its RLE8 data ends after 12 of 64 pixels"), or an empty string; `*out` then
/// holds the indices.
///
/// RLE8: a byte 0x40 | n (n < 64) repeats the next byte n times; any other byte is one pixel.
QString decodeSffRle8(QByteArrayView in, qsizetype pixels, QByteArray *out);

/// RLE5: packets of a run length byte, a byte "colour follows" (bit 7) | further runs
/// (bits 0-6), the colour when bit 7 is set (else 0), then the further runs, each one byte
/// 3-bit run | 5-bit colour; every run stands for run + 1 pixels.
QString decodeSffRle5(QByteArrayView in, qsizetype pixels, QByteArray *out);

/// LZ5: a flag byte before every 8 packets (bit i, lowest first: packet i copies). A run
/// packet is 3-bit count | 5-bit colour, or count 0 and a byte count - 8; a copy packet
/// repeats earlier output: 6-bit length - 1 with the offset - 1 in a byte (or, every fourth
/// short copy, in the 2-bit pieces the three before it kept in their top bits), or length
/// bits 0 with a 10-bit offset - 1 and a byte length - 3. A copy from before the first pixel
/// is refused.
QString decodeSffLz5(QByteArrayView in, qsizetype pixels, QByteArray *out);

/// The size an SFF v1 sprite's PCX header declares (xmax - xmin + 1 by ymax - ymin + 1),
/// or why it cannot be read (not 8 bits per pixel in one plane, a header cut short).
QString sffPcxSize(QByteArrayView pcx, QSize *size);

/// The palette indices of an SFF v1 sprite's PCX image (8 bits, one plane) of `size`
/// (sffPcxSize): its lines of "bytes per line" bytes, RLE-encoded (a byte 0xC0 | n repeats
/// the next byte n times; a run ends at the end of its line, as Ikemen GO reads it) or raw,
/// the bytes past `size`'s width dropped. The output never grows past the declared size.
QString decodeSffPcx(QByteArrayView pcx, QSize size, QByteArray *out);

} // namespace hitbox::model
