#pragma once

// Writers for animated images Qt cannot write itself, byte by byte from their
// specifications: GIF89a (with delays), animated WebP (a RIFF mux of Qt-encoded still
// frames) and APNG. Shared by model and CLI tests.

#include "hostilefiles.h"

#include <QBuffer>
#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QImageWriter>
#include <QList>
#include <QtEndian>

#include <vector>

namespace hitbox::testing {

struct AnimationFrame
{
    QImage image; ///< the full canvas
    int delayMs = 100;
};

namespace detail {

inline void appendLe16(QByteArray &out, quint16 v)
{
    out.append(char(v & 0xff));
    out.append(char(v >> 8));
}

inline void appendLe24(QByteArray &out, quint32 v)
{
    out.append(char(v & 0xff));
    out.append(char((v >> 8) & 0xff));
    out.append(char((v >> 16) & 0xff));
}

inline void appendLe32(QByteArray &out, quint32 v)
{
    appendLe16(out, quint16(v & 0xffff));
    appendLe16(out, quint16(v >> 16));
}

inline void appendBe32(QByteArray &out, quint32 v)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        out.append(char((v >> shift) & 0xff));
}

// GIF LZW with 8-bit literals only: a clear code every 200 codes keeps the code size at 9
// bits, which every decoder accepts.
inline QByteArray gifLzw(const std::vector<uchar> &indices)
{
    std::vector<int> codes;
    const int clear = 256;
    const int end = 257;
    codes.push_back(clear);
    int sinceClear = 0;
    for (const uchar index : indices) {
        if (sinceClear == 200) {
            codes.push_back(clear);
            sinceClear = 0;
        }
        codes.push_back(index);
        ++sinceClear;
    }
    codes.push_back(end);
    QByteArray packed;
    quint32 bits = 0;
    int count = 0;
    for (const int code : codes) {
        bits |= quint32(code) << count;
        count += 9;
        while (count >= 8) {
            packed.append(char(bits & 0xff));
            bits >>= 8;
            count -= 8;
        }
    }
    if (count > 0)
        packed.append(char(bits & 0xff));
    QByteArray blocks;
    for (qsizetype at = 0; at < packed.size(); at += 255) {
        const QByteArray block = packed.mid(at, 255);
        blocks.append(char(block.size()));
        blocks += block;
    }
    blocks.append('\0');
    return blocks;
}

} // namespace detail

/// An animated GIF89a, looping forever, of opaque frames of one size (at most 256 colours
/// over all frames; delays are stored in hundredths of a second, so use multiples of 10).
inline QByteArray animatedGif(const QList<AnimationFrame> &frames)
{
    using namespace detail;
    const QSize size = frames.first().image.size();
    QList<QRgb> palette;
    std::vector<std::vector<uchar>> indexed;
    for (const AnimationFrame &frame : frames) {
        std::vector<uchar> pixels;
        const QImage rgb = frame.image.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < size.height(); ++y) {
            for (int x = 0; x < size.width(); ++x) {
                const QRgb c = rgb.pixel(x, y) | 0xff000000u;
                qsizetype i = palette.indexOf(c);
                if (i < 0) {
                    palette.append(c);
                    i = palette.size() - 1;
                }
                pixels.push_back(uchar(i));
            }
        }
        indexed.push_back(std::move(pixels));
    }
    Q_ASSERT(palette.size() <= 256);
    palette.resize(256, 0xff000000u);
    QByteArray gif("GIF89a");
    appendLe16(gif, quint16(size.width()));
    appendLe16(gif, quint16(size.height()));
    gif.append(char(0xf7)); // global colour table of 256 entries, 8 bits
    gif.append('\0');       // background colour index
    gif.append('\0');       // aspect ratio
    for (const QRgb c : palette) {
        gif.append(char(qRed(c)));
        gif.append(char(qGreen(c)));
        gif.append(char(qBlue(c)));
    }
    gif += QByteArray("\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00", 19); // loop forever
    for (qsizetype f = 0; f < frames.size(); ++f) {
        gif += QByteArray("\x21\xf9\x04", 3); // graphic control extension
        gif.append(char(1 << 2));             // disposal: leave in place
        appendLe16(gif, quint16(frames[f].delayMs / 10));
        gif.append('\0'); // transparent index (unused)
        gif.append('\0');
        gif.append(',');
        appendLe16(gif, 0);
        appendLe16(gif, 0);
        appendLe16(gif, quint16(size.width()));
        appendLe16(gif, quint16(size.height()));
        gif.append('\0'); // no local colour table, not interlaced
        gif.append(char(8));
        gif += gifLzw(indexed[size_t(f)]);
    }
    gif.append(';');
    return gif;
}

/// A GIF declaring `frameCount` frames of 1 x 1 pixel (hostile frame counts).
inline QByteArray gifWithFrames(int frameCount)
{
    QImage pixel(1, 1, QImage::Format_RGB32);
    pixel.fill(Qt::red);
    QByteArray one = animatedGif({{pixel, 10}});
    // Header + colour table + loop extension, then one frame repeated.
    const qsizetype headerSize = 13 + 768 + 19;
    const QByteArray header = one.left(headerSize);
    const QByteArray frame = one.mid(headerSize, one.size() - headerSize - 1);
    return header + frame.repeated(frameCount) + ';';
}

/// An animated WebP, looping forever: each frame encoded losslessly by Qt's WebP plugin,
/// muxed into ANMF chunks after VP8X and ANIM chunks (the WebP container specification).
inline QByteArray animatedWebp(const QList<AnimationFrame> &frames)
{
    using namespace detail;
    const QSize size = frames.first().image.size();
    const auto chunk = [](const char *type, const QByteArray &data) {
        QByteArray out(type, 4);
        appendLe32(out, quint32(data.size()));
        out += data;
        if (data.size() % 2)
            out.append('\0');
        return out;
    };
    QByteArray body("WEBP");
    QByteArray vp8x;
    vp8x.append(char(0x02 | 0x10)); // animation, alpha
    vp8x.append(QByteArray(3, '\0'));
    appendLe24(vp8x, quint32(size.width() - 1));
    appendLe24(vp8x, quint32(size.height() - 1));
    body += chunk("VP8X", vp8x);
    QByteArray anim;
    appendLe32(anim, 0); // background colour
    appendLe16(anim, 0); // loop forever
    body += chunk("ANIM", anim);
    for (const AnimationFrame &frame : frames) {
        QByteArray still;
        QBuffer buffer(&still);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "webp");
        writer.setQuality(100); // lossless
        writer.write(frame.image.convertToFormat(QImage::Format_ARGB32));
        // RIFF header (12 bytes), then the image's chunks, skipping any VP8X.
        QByteArray imageChunks;
        for (qsizetype at = 12; at + 8 <= still.size();) {
            const quint32 length = qFromLittleEndian<quint32>(still.constData() + at + 4);
            const qsizetype total = 8 + qsizetype(length) + qsizetype(length % 2);
            if (still.mid(at, 4) != "VP8X")
                imageChunks += still.mid(at, total);
            at += total;
        }
        QByteArray anmf;
        appendLe24(anmf, 0);
        appendLe24(anmf, 0);
        appendLe24(anmf, quint32(size.width() - 1));
        appendLe24(anmf, quint32(size.height() - 1));
        appendLe24(anmf, quint32(frame.delayMs));
        anmf.append(char(0x02)); // do not blend, do not dispose
        anmf += imageChunks;
        body += chunk("ANMF", anmf);
    }
    QByteArray riff("RIFF");
    appendLe32(riff, quint32(body.size()));
    return riff + body;
}

/// An APNG (PNG with acTL, fcTL and fdAT chunks) of RGBA frames of one size; the first
/// frame is also the default image, unless `defaultImage` is given: then that is the
/// default image (IDAT before the first fcTL), which is no frame of the animation.
inline QByteArray animatedPng(const QList<AnimationFrame> &frames,
                              const QImage &defaultImage = QImage())
{
    using namespace detail;
    const QSize size = frames.first().image.size();
    const auto rows = [&](const QImage &image) {
        const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
        QByteArray raw;
        for (int y = 0; y < rgba.height(); ++y) {
            raw.append('\0');
            raw.append(reinterpret_cast<const char *>(rgba.constScanLine(y)), rgba.width() * 4);
        }
        return qCompress(raw, 9).mid(4); // zlib stream without Qt's size prefix
    };
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    QByteArray ihdr;
    appendBe32(ihdr, quint32(size.width()));
    appendBe32(ihdr, quint32(size.height()));
    ihdr += QByteArray("\x08\x06\x00\x00\x00", 5);
    png += pngChunk("IHDR", ihdr);
    QByteArray actl;
    appendBe32(actl, quint32(frames.size()));
    appendBe32(actl, 0);
    png += pngChunk("acTL", actl);
    quint32 sequence = 0;
    if (!defaultImage.isNull())
        png += pngChunk("IDAT", rows(defaultImage));
    for (qsizetype f = 0; f < frames.size(); ++f) {
        QByteArray fctl;
        appendBe32(fctl, sequence++);
        appendBe32(fctl, quint32(size.width()));
        appendBe32(fctl, quint32(size.height()));
        appendBe32(fctl, 0);
        appendBe32(fctl, 0);
        fctl.append(char(frames[f].delayMs >> 8));
        fctl.append(char(frames[f].delayMs & 0xff));
        fctl += QByteArray("\x03\xe8\x00\x00", 4); // denominator 1000, dispose none, source
        png += pngChunk("fcTL", fctl);
        if (f == 0 && defaultImage.isNull()) {
            png += pngChunk("IDAT", rows(frames[f].image));
        } else {
            QByteArray fdat;
            appendBe32(fdat, sequence++);
            png += pngChunk("fdAT", fdat + rows(frames[f].image));
        }
    }
    png += pngChunk("IEND", QByteArray());
    return png;
}

} // namespace hitbox::testing
