#pragma once

// A test-only MUGEN SFF v2 writer (after Elecbyte's "SFF v2" format description): every
// sprite format the reader takes (raw, RLE8, RLE5, LZ5, PNG8/24/32), linked sprites and
// palettes, ldata and tdata, written byte by byte without the reader's code, so the reader's
// tests, the fuzz seeds, the CLI tests and the benchmark read archives whose pictures the
// test states. The encoders are the writer's own (greedy, not Elecbyte's).

#include <QBuffer>
#include <QByteArray>
#include <QImage>
#include <QList>
#include <QPoint>
#include <QRgb>
#include <QtEndian>

#include <algorithm>
#include <array>
#include <utility>

namespace hitbox::testing {

/// SFF v2 format numbers.
enum SffWriteFormat {
    SffRaw = 0,
    SffRle8 = 2,
    SffRle5 = 3,
    SffLz5 = 4,
    SffPng8 = 10,
    SffPng24 = 11,
    SffPng32 = 12
};

struct SffWriteSprite
{
    SffWriteSprite() = default;
    SffWriteSprite(int g, int n, QPoint at = {}, int f = SffRle8, int bits = 8, QImage picture = {})
        : group(g)
        , number(n)
        , axis(at)
        , format(f)
        , depth(bits)
        , image(std::move(picture))
    {}

    int group = 0;
    int number = 0;
    QPoint axis;
    int format = SffRle8;
    int depth = 8; ///< 5 or 8 for indexed pictures, 24 or 32 for raw and PNG24/32
    /// The picture: Format_Indexed8 (its indices are written; its colour table is not) for
    /// palette-indexed formats, any format for raw 24/32 and PNG24/32.
    QImage image;
    int linked = -1; ///< >= 0: no data, shows that sprite
    int palette = 0;
    bool tdata = false;         ///< data in tdata instead of ldata
    QByteArray dataOverride;    ///< these bytes as the data (after the 4-byte length)
    QSize sizeOverride;         ///< declared size instead of the image's
    qint64 lengthOverride = -1; ///< declared data length instead of the real one
};

struct SffWritePalette
{
    int group = 1;
    int number = 1;
    QList<QRgb> colours; ///< written as R, G, B, alpha
    int linked = -1;     ///< >= 0: no data, is that palette
};

inline void sffPut16(QByteArray &out, quint32 v)
{
    out.append(char(v & 0xff)).append(char((v >> 8) & 0xff));
}

inline void sffPut32(QByteArray &out, quint32 v)
{
    sffPut16(out, v & 0xffff);
    sffPut16(out, v >> 16);
}

/// The image's pixels of `bytesPerPixel` bytes (palette indices: 1), row by row.
inline QByteArray sffIndices(const QImage &image, int bytesPerPixel = 1)
{
    QByteArray out;
    for (int y = 0; y < image.height(); ++y)
        out.append(reinterpret_cast<const char *>(image.constScanLine(y)),
                   qsizetype(image.width()) * bytesPerPixel);
    return out;
}

/// RLE8: runs of 2..63 as 0x40 | n, colour; single pixels as themselves unless they look
/// like a run byte (then a run of 1).
inline QByteArray sffEncodeRle8(const QByteArray &in)
{
    QByteArray out;
    for (qsizetype i = 0; i < in.size();) {
        qsizetype n = 1;
        while (i + n < in.size() && in[i + n] == in[i] && n < 63)
            ++n;
        const quint8 c = quint8(in[i]);
        if (n == 1 && (c & 0xc0) != 0x40)
            out.append(char(c));
        else
            out.append(char(0x40 | n)).append(char(c));
        i += n;
    }
    return out;
}

/// RLE5: one packet per run of up to 256 pixels of one colour (< 32), each packet with
/// one further run of one pixel of the next colour when there is one (both packet forms).
inline QByteArray sffEncodeRle5(const QByteArray &in)
{
    QByteArray out;
    for (qsizetype i = 0; i < in.size();) {
        qsizetype n = 1;
        while (i + n < in.size() && in[i + n] == in[i] && n < 256)
            ++n;
        const quint8 c = quint8(in[i]) & 0x1f;
        const bool further = i + n < in.size();
        out.append(char(n - 1));
        out.append(char((c != 0 ? 0x80 : 0) | (further ? 1 : 0)));
        if (c != 0)
            out.append(char(c));
        i += n;
        if (further) {
            out.append(char(quint8(in[i]) & 0x1f)); // run bits 0: one pixel
            ++i;
        }
    }
    return out;
}

/// LZ5: greedy; copies of 2..64 pixels from up to 256 back as short copies (every fourth
/// one's distance spread over the top bits of the four), longer or farther ones (up to
/// 1024 back, 3..258 long) as long copies, else runs of 1..7 or 8..263 pixels.
inline QByteArray sffEncodeLz5(const QByteArray &in)
{
    struct Op
    {
        bool copy;
        qsizetype distance;
        qsizetype length;
        quint8 colour;
    };
    QList<Op> ops;
    for (qsizetype i = 0; i < in.size();) {
        qsizetype best = 0, bestDistance = 0;
        for (qsizetype d = 1; d <= std::min<qsizetype>(i, 1024); ++d) {
            qsizetype n = 0;
            while (i + n < in.size() && n < 258 && in[i + n] == in[i + n - d])
                ++n;
            if (n > best && (d <= 256 || n >= 3)) {
                best = n;
                bestDistance = d;
            }
        }
        qsizetype run = 1;
        while (i + run < in.size() && in[i + run] == in[i] && run < 263)
            ++run;
        if (best >= 2 && best >= run) {
            ops.append({true, bestDistance, best, 0});
            i += best;
        } else {
            ops.append({false, 0, run, quint8(quint8(in[i]) & 0x1f)});
            i += run;
        }
    }
    QByteArray out;
    QList<qsizetype> shortCopies; // where the length bytes of the current group of four are
    qsizetype flagsAt = -1;
    for (qsizetype k = 0; k < ops.size(); ++k) {
        if (k % 8 == 0) {
            flagsAt = out.size();
            out.append('\0');
        }
        const Op &op = ops[k];
        if (!op.copy) {
            if (op.length < 8)
                out.append(char(op.length << 5 | op.colour));
            else
                out.append(char(op.colour)).append(char(op.length - 8));
            continue;
        }
        out[flagsAt] = char(quint8(out[flagsAt]) | 1 << (k % 8));
        const bool isShort = op.distance <= 256 && op.length <= 64;
        if (!isShort) {
            const qsizetype d = op.distance - 1;
            out.append(char((d >> 8) << 6)).append(char(d & 0xff)).append(char(op.length - 3));
            continue;
        }
        shortCopies << out.size();
        out.append(char(op.length - 1));
        if (shortCopies.size() < 4) {
            out.append(char(op.distance - 1));
            continue;
        }
        const qsizetype d = op.distance - 1; // bits 7-6 in the first, ..., 1-0 in this one
        for (int j = 0; j < 4; ++j)
            out[shortCopies[j]] = char(quint8(out[shortCopies[j]]) | ((d >> (6 - 2 * j)) & 3) << 6);
        shortCopies.clear();
    }
    return out;
}

inline QByteArray sffPng(const QImage &image)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

/// The data of one sprite (without linking).
inline QByteArray sffSpriteData(const SffWriteSprite &s)
{
    QByteArray body;
    switch (s.format) {
    case SffRaw:
        if (s.depth == 8)
            return sffIndices(s.image);
        return sffIndices(s.image.convertToFormat(s.depth == 24 ? QImage::Format_RGB888
                                                                : QImage::Format_RGBA8888),
                          s.depth / 8);
    case SffRle8:
        body = sffEncodeRle8(sffIndices(s.image));
        break;
    case SffRle5:
        body = sffEncodeRle5(sffIndices(s.image));
        break;
    case SffLz5:
        body = sffEncodeLz5(sffIndices(s.image));
        break;
    case SffPng8:
        body = sffPng(s.image);
        break;
    default:
        body = sffPng(s.image.convertToFormat(s.format == SffPng24 ? QImage::Format_RGB888
                                                                   : QImage::Format_ARGB32));
        break;
    }
    QByteArray data;
    sffPut32(data, quint32(qint64(s.image.width()) * s.image.height()));
    return data + body;
}

/// An SFF v2 archive (v2.`minor`): a 512-byte header, the sprite and palette nodes, ldata
/// (palettes, then sprites not in tdata) and tdata.
inline QByteArray writeSffV2(const QList<SffWriteSprite> &sprites,
                             const QList<SffWritePalette> &palettes,
                             int minor = 1)
{
    constexpr quint32 headerBytes = 512;
    const quint32 spriteNodes = headerBytes;
    const quint32 paletteNodes = spriteNodes + quint32(sprites.size()) * 28;
    const quint32 ldataAt = paletteNodes + quint32(palettes.size()) * 16;
    QByteArray ldata, tdata;
    QList<std::array<quint32, 2>> paletteData;
    for (const SffWritePalette &p : palettes) {
        if (p.linked >= 0) {
            paletteData.append({0, 0});
            continue;
        }
        paletteData.append({quint32(ldata.size()), quint32(p.colours.size() * 4)});
        for (QRgb c : p.colours)
            ldata.append(char(qRed(c)))
                    .append(char(qGreen(c)))
                    .append(char(qBlue(c)))
                    .append(char(qAlpha(c)));
    }
    QList<std::array<quint32, 2>> spriteData;
    for (const SffWriteSprite &s : sprites) {
        if (s.linked >= 0) {
            spriteData.append({0, 0});
            continue;
        }
        QByteArray &store = s.tdata ? tdata : ldata;
        QByteArray data = sffSpriteData(s);
        if (!s.dataOverride.isNull()) {
            data = data.left(s.format == SffRaw ? 0 : 4) + s.dataOverride;
        }
        spriteData.append({quint32(store.size()), quint32(data.size())});
        store += data;
    }
    QByteArray out("ElecbyteSpr", 12);
    out.append(char(0)).append(char(minor)).append(char(0)).append(char(2));
    sffPut32(out, 0);
    for (int i = 0; i < 4; ++i)
        sffPut32(out, 0);
    sffPut32(out, spriteNodes);
    sffPut32(out, quint32(sprites.size()));
    sffPut32(out, paletteNodes);
    sffPut32(out, quint32(palettes.size()));
    sffPut32(out, ldataAt);
    sffPut32(out, quint32(ldata.size()));
    sffPut32(out, ldataAt + quint32(ldata.size()));
    sffPut32(out, quint32(tdata.size()));
    out.append(QByteArray(headerBytes - out.size(), '\0'));
    for (qsizetype i = 0; i < sprites.size(); ++i) {
        const SffWriteSprite &s = sprites[i];
        const QSize size = s.sizeOverride.isValid() ? s.sizeOverride
                           : s.linked >= 0          ? QSize(0, 0)
                                                    : s.image.size();
        sffPut16(out, quint16(s.group));
        sffPut16(out, quint16(s.number));
        sffPut16(out, quint16(size.width()));
        sffPut16(out, quint16(size.height()));
        sffPut16(out, quint16(qint16(s.axis.x())));
        sffPut16(out, quint16(qint16(s.axis.y())));
        sffPut16(out, quint16(std::max(s.linked, 0)));
        out.append(char(s.format)).append(char(s.depth));
        sffPut32(out, spriteData[i][0]);
        sffPut32(out, s.lengthOverride >= 0 ? quint32(s.lengthOverride) : spriteData[i][1]);
        sffPut16(out, quint16(s.palette));
        sffPut16(out, s.tdata ? 1 : 0);
    }
    for (qsizetype i = 0; i < palettes.size(); ++i) {
        const SffWritePalette &p = palettes[i];
        sffPut16(out, quint16(p.group));
        sffPut16(out, quint16(p.number));
        sffPut16(out, quint16(p.colours.size()));
        sffPut16(out, quint16(std::max(p.linked, 0)));
        sffPut32(out, paletteData[i][0]);
        sffPut32(out, paletteData[i][1]);
    }
    return out + ldata + tdata;
}

/// One sprite of an SFF v1 archive: a PCX image (8 bits, RLE) of `image`'s indices,
/// ending with `image`'s colour table as its palette unless `samePalette`.
struct SffWriteV1Sprite
{
    int group = 0;
    int number = 0;
    QPoint axis;
    QImage image; ///< Format_Indexed8
    bool samePalette = false;
    int linked = -1; ///< >= 0: no data, shows that sprite
    int bitsPerPixel = 8;
};

/// A PCX image: its lines padded to an even number of bytes (as PCX wants), RLE runs of up
/// to 63 within a line, bytes >= 0xC0 as runs of 1; then 0x0C and the 768-byte palette.
inline QByteArray sffPcx(const QImage &image, bool withPalette, int bitsPerPixel = 8)
{
    const int bytesPerLine = image.width() + (image.width() & 1);
    QByteArray out(128, '\0');
    out[0] = 10;
    out[1] = 5;
    out[2] = 1;
    out[3] = char(bitsPerPixel);
    const auto word = [&](int at, int v) {
        out[at] = char(v & 0xff);
        out[at + 1] = char((v >> 8) & 0xff);
    };
    word(8, image.width() - 1);
    word(10, image.height() - 1);
    out[65] = 1;
    word(66, bytesPerLine);
    word(68, 1);
    for (int y = 0; y < image.height(); ++y) {
        QByteArray line(reinterpret_cast<const char *>(image.constScanLine(y)), image.width());
        line.append(QByteArray(bytesPerLine - image.width(), '\0'));
        for (qsizetype i = 0; i < line.size();) {
            qsizetype n = 1;
            while (i + n < line.size() && line[i + n] == line[i] && n < 63)
                ++n;
            if (n == 1 && quint8(line[i]) < 0xc0)
                out.append(line[i]);
            else
                out.append(char(0xc0 | n)).append(line[i]);
            i += n;
        }
    }
    if (withPalette) {
        out.append(char(0x0c));
        const QList<QRgb> table = image.colorTable();
        for (int c = 0; c < 256; ++c) {
            const QRgb rgb = c < table.size() ? table[c] : 0;
            out.append(char(qRed(rgb))).append(char(qGreen(rgb))).append(char(qBlue(rgb)));
        }
    }
    return out;
}

/// An SFF v1 archive: a 512-byte header, then each sprite's 32-byte header (naming the next
/// one) followed by its PCX data.
inline QByteArray writeSffV1(const QList<SffWriteV1Sprite> &sprites)
{
    QByteArray out("ElecbyteSpr", 12);
    out.append(char(0)).append(char(1)).append(char(0)).append(char(1));
    sffPut32(out, quint32(sprites.size())); // groups (not read)
    sffPut32(out, quint32(sprites.size()));
    sffPut32(out, 512);
    sffPut32(out, 32);
    out.append(char(1));
    out.append(QByteArray(512 - out.size(), '\0'));
    for (qsizetype i = 0; i < sprites.size(); ++i) {
        const SffWriteV1Sprite &s = sprites[i];
        const QByteArray data
                = s.linked >= 0 ? QByteArray() : sffPcx(s.image, !s.samePalette, s.bitsPerPixel);
        const bool last = i + 1 == sprites.size();
        sffPut32(out, last ? 0 : quint32(out.size() + 32 + data.size()));
        sffPut32(out, quint32(data.size()));
        sffPut16(out, quint16(qint16(s.axis.x())));
        sffPut16(out, quint16(qint16(s.axis.y())));
        sffPut16(out, quint16(s.group));
        sffPut16(out, quint16(s.number));
        sffPut16(out, quint16(std::max(s.linked, 0)));
        out.append(char(s.samePalette ? 1 : 0));
        out.append(QByteArray(13, '\0'));
        out += data;
    }
    return out;
}

/// An indexed test picture: indices from `pattern` (cycling), `colours` colours used.
inline QImage sffTestPicture(QSize size, int colours, int seed = 0)
{
    QImage image(size, QImage::Format_Indexed8);
    QList<QRgb> table;
    for (int c = 0; c < 256; ++c)
        table << qRgb(c, 255 - c, (c * 7) & 0xff);
    image.setColorTable(table);
    for (int y = 0; y < size.height(); ++y) {
        uchar *line = image.scanLine(y);
        for (int x = 0; x < size.width(); ++x) {
            // Runs, repeats and noise, so every packet kind of every encoder is used.
            const int v = (x / 3 + y / 2 + seed) % colours;
            line[x] = uchar((x + y) % 11 == 0 ? (x * 31 + y * 17 + seed) % colours : v);
        }
    }
    return image;
}

} // namespace hitbox::testing
