#pragma once

// A test-only Aseprite writer (.ase / .aseprite, after aseprite/aseprite
// docs/ase-file-specs.md): every feature the reader takes, written byte by byte without the
// reader's code, so the reader's tests, the fuzz seeds and the node oracle (ase-parser) read
// files whose content the test states. Cels are compressed with Qt's qCompress (zlib).

#include <QByteArray>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QRgb>
#include <QSize>
#include <QString>

#include <algorithm>
#include <optional>

namespace hitbox::testing {

struct AseWriteUserData
{
    QString text;
    std::optional<QRgb> color;
};

struct AseWriteLayer
{
    QString name;
    int type = 0; ///< 0 image, 1 group, 2 tilemap
    int level = 0;
    bool visible = true;
    bool background = false;
    int blend = 0;
    int opacity = 255;
    std::optional<AseWriteUserData> userData;
};

struct AseWriteCel
{
    enum Kind { Raw, Zlib, Linked };
    int layer = 0;
    QPoint position;
    int opacity = 255;
    Kind kind = Zlib;
    int linkedFrame = 0; ///< Linked only
    QSize size;
    QByteArray pixels; ///< in the file's colour depth, row-major
    int zIndex = 0;
    std::optional<AseWriteUserData> userData;
    QByteArray compressedOverride; ///< Zlib: these bytes instead of the compressed pixels
};

struct AseWriteFrame
{
    int durationMs = 100;
    QList<AseWriteCel> cels;
};

struct AseWriteTag
{
    QString name;
    int from = 0;
    int to = 0;
    int direction = 0;
    int repeat = 0;
    std::optional<AseWriteUserData> userData;
};

struct AseWriteSliceKey
{
    int frame = 0;
    QRect bounds;
    std::optional<QRect> centre;
    std::optional<QPoint> pivot;
};

struct AseWriteSlice
{
    QString name;
    QList<AseWriteSliceKey> keys;
    std::optional<AseWriteUserData> userData;
};

struct AseWriteFile
{
    QSize size{8, 8};
    int depth = 32; ///< 32 RGBA, 16 grayscale, 8 indexed
    int transparentIndex = 0;
    int speed = 100;
    bool layerOpacityValid = true;
    QList<QRgb> palette;    ///< written as the new palette chunk (0x2019) when not empty
    QList<QRgb> oldPalette; ///< written as the old palette chunk (0x0004) when not empty
    std::optional<AseWriteUserData> spriteUserData; ///< after the palette
    QList<AseWriteLayer> layers;
    QList<AseWriteFrame> frames;
    QList<AseWriteTag> tags;
    QList<AseWriteSlice> slices;
};

inline AseWriteLayer aseLayer(const QString &name, int type = 0, int level = 0, bool visible = true)
{
    AseWriteLayer layer;
    layer.name = name;
    layer.type = type;
    layer.level = level;
    layer.visible = visible;
    return layer;
}

inline AseWriteTag aseTag(const QString &name, int from, int to, int direction = 0, int repeat = 0)
{
    AseWriteTag tag;
    tag.name = name;
    tag.from = from;
    tag.to = to;
    tag.direction = direction;
    tag.repeat = repeat;
    return tag;
}

inline AseWriteSliceKey aseSliceKey(int frame,
                                    QRect bounds,
                                    std::optional<QRect> centre = std::nullopt,
                                    std::optional<QPoint> pivot = std::nullopt)
{
    AseWriteSliceKey key;
    key.frame = frame;
    key.bounds = bounds;
    key.centre = centre;
    key.pivot = pivot;
    return key;
}

inline AseWriteSlice aseSlice(const QString &name, const QList<AseWriteSliceKey> &keys)
{
    AseWriteSlice slice;
    slice.name = name;
    slice.keys = keys;
    return slice;
}

inline AseWriteUserData aseUserData(const QString &text, std::optional<QRgb> color = std::nullopt)
{
    AseWriteUserData data;
    data.text = text;
    data.color = color;
    return data;
}

/// A compressed RGBA cel of layer `layer` filling `rect` with `colour` (white by default).
inline AseWriteCel aseBlockCel(int layer, QRect rect, QRgb colour = qRgba(255, 255, 255, 255))
{
    AseWriteCel cel;
    cel.layer = layer;
    cel.position = rect.topLeft();
    cel.size = rect.size();
    for (int i = 0; i < rect.width() * rect.height(); ++i)
        cel.pixels.append(char(qRed(colour)))
                .append(char(qGreen(colour)))
                .append(char(qBlue(colour)))
                .append(char(qAlpha(colour)));
    return cel;
}

class AseWriteBuffer
{
public:
    QByteArray bytes;

    void byte(int v) { bytes.append(char(quint8(v))); }
    void word(int v)
    {
        byte(v & 0xff);
        byte((v >> 8) & 0xff);
    }
    void dword(qint64 v)
    {
        word(int(v & 0xffff));
        word(int((v >> 16) & 0xffff));
    }
    void zeros(int n) { bytes.append(QByteArray(n, '\0')); }
    void string(const QString &s)
    {
        const QByteArray utf8 = s.toUtf8();
        word(int(utf8.size()));
        bytes.append(utf8);
    }
    void userData(const AseWriteUserData &data)
    {
        dword((data.text.isEmpty() ? 0 : 1) | (data.color ? 2 : 0));
        if (!data.text.isEmpty())
            string(data.text);
        if (data.color) {
            byte(qRed(*data.color));
            byte(qGreen(*data.color));
            byte(qBlue(*data.color));
            byte(qAlpha(*data.color));
        }
    }
};

/// A chunk: its size (6 + data), its type, its data.
inline QByteArray aseChunk(int type, const QByteArray &data)
{
    AseWriteBuffer chunk;
    chunk.dword(6 + data.size());
    chunk.word(type);
    chunk.bytes.append(data);
    return chunk.bytes;
}

inline QByteArray aseUserDataChunk(const AseWriteUserData &data)
{
    AseWriteBuffer b;
    b.userData(data);
    return aseChunk(0x2020, b.bytes);
}

inline QByteArray aseLayerChunk(const AseWriteLayer &layer)
{
    AseWriteBuffer b;
    b.word((layer.visible ? 1 : 0) | 2 | (layer.background ? 8 : 0));
    b.word(layer.type);
    b.word(layer.level);
    b.word(0);
    b.word(0);
    b.word(layer.blend);
    b.byte(layer.opacity);
    b.zeros(3);
    b.string(layer.name);
    if (layer.type == 2)
        b.dword(0);
    return aseChunk(0x2004, b.bytes);
}

inline QByteArray aseCelChunk(const AseWriteCel &cel)
{
    AseWriteBuffer b;
    b.word(cel.layer);
    b.word(cel.position.x() & 0xffff);
    b.word(cel.position.y() & 0xffff);
    b.byte(cel.opacity);
    b.word(cel.kind == AseWriteCel::Raw ? 0 : cel.kind == AseWriteCel::Linked ? 1 : 2);
    b.word(cel.zIndex & 0xffff);
    b.zeros(5);
    if (cel.kind == AseWriteCel::Linked) {
        b.word(cel.linkedFrame);
    } else {
        b.word(cel.size.width());
        b.word(cel.size.height());
        if (cel.kind == AseWriteCel::Raw)
            b.bytes.append(cel.pixels);
        else if (!cel.compressedOverride.isEmpty())
            b.bytes.append(cel.compressedOverride);
        else
            b.bytes.append(qCompress(cel.pixels).mid(4)); // without Qt's size prefix
    }
    return aseChunk(0x2005, b.bytes);
}

inline QByteArray asePaletteChunk(const QList<QRgb> &palette)
{
    AseWriteBuffer b;
    b.dword(palette.size());
    b.dword(0);
    b.dword(palette.size() - 1);
    b.zeros(8);
    for (const QRgb c : palette) {
        b.word(0);
        b.byte(qRed(c));
        b.byte(qGreen(c));
        b.byte(qBlue(c));
        b.byte(qAlpha(c));
    }
    return aseChunk(0x2019, b.bytes);
}

inline QByteArray aseOldPaletteChunk(const QList<QRgb> &palette)
{
    AseWriteBuffer b;
    b.word(1);
    b.byte(0);
    b.byte(palette.size() == 256 ? 0 : int(palette.size()));
    for (const QRgb c : palette) {
        b.byte(qRed(c));
        b.byte(qGreen(c));
        b.byte(qBlue(c));
    }
    return aseChunk(0x0004, b.bytes);
}

/// The tags chunk and one user data chunk per tag after it.
inline QList<QByteArray> aseTagsChunks(const QList<AseWriteTag> &tags)
{
    AseWriteBuffer b;
    b.word(int(tags.size()));
    b.zeros(8);
    for (const AseWriteTag &tag : tags) {
        b.word(tag.from);
        b.word(tag.to);
        b.byte(tag.direction);
        b.word(tag.repeat);
        b.zeros(6);
        b.zeros(4); // colour and the extra byte
        b.string(tag.name);
    }
    QList<QByteArray> chunks{aseChunk(0x2018, b.bytes)};
    for (const AseWriteTag &tag : tags)
        chunks << aseUserDataChunk(tag.userData.value_or(AseWriteUserData{}));
    return chunks;
}

/// The slice chunk, and its user data chunk when it has user data.
inline QList<QByteArray> aseSliceChunks(const AseWriteSlice &slice)
{
    const bool centre = !slice.keys.isEmpty() && slice.keys.first().centre.has_value();
    const bool pivot = !slice.keys.isEmpty() && slice.keys.first().pivot.has_value();
    AseWriteBuffer b;
    b.dword(slice.keys.size());
    b.dword((centre ? 1 : 0) | (pivot ? 2 : 0));
    b.dword(0);
    b.string(slice.name);
    for (const AseWriteSliceKey &key : slice.keys) {
        b.dword(key.frame);
        b.dword(quint32(key.bounds.x()));
        b.dword(quint32(key.bounds.y()));
        b.dword(key.bounds.width());
        b.dword(key.bounds.height());
        if (centre) {
            const QRect c = key.centre.value_or(QRect());
            b.dword(quint32(c.x()));
            b.dword(quint32(c.y()));
            b.dword(c.width());
            b.dword(c.height());
        }
        if (pivot) {
            const QPoint p = key.pivot.value_or(QPoint());
            b.dword(quint32(p.x()));
            b.dword(quint32(p.y()));
        }
    }
    QList<QByteArray> chunks{aseChunk(0x2022, b.bytes)};
    if (slice.userData)
        chunks << aseUserDataChunk(*slice.userData);
    return chunks;
}

/// One frame: its header and `chunks` (each a whole chunk), counted in both chunk fields.
inline QByteArray aseFrame(int durationMs, const QList<QByteArray> &chunks)
{
    QByteArray body;
    for (const QByteArray &chunk : chunks)
        body += chunk;
    AseWriteBuffer b;
    b.dword(16 + body.size());
    b.word(0xF1FA);
    b.word(int(std::min<qsizetype>(chunks.size(), 0xffff)));
    b.word(durationMs);
    b.zeros(2);
    b.dword(chunks.size());
    return b.bytes + body;
}

/// The 128-byte header of a file of `frames` frames and `fileSize` bytes.
inline QByteArray aseHeader(const AseWriteFile &file, int frames, qint64 fileSize)
{
    AseWriteBuffer b;
    b.dword(fileSize);
    b.word(0xA5E0);
    b.word(frames);
    b.word(file.size.width());
    b.word(file.size.height());
    b.word(file.depth);
    b.dword(file.layerOpacityValid ? 1 : 0);
    b.word(file.speed);
    b.dword(0);
    b.dword(0);
    b.byte(file.transparentIndex);
    b.zeros(3);
    b.word(int(file.palette.size()));
    b.byte(1);
    b.byte(1);
    b.zeros(128 - int(b.bytes.size()));
    return b.bytes;
}

/// The whole file: the first frame holds the palettes, the sprite's user data, the layers
/// (each followed by its user data), the tags and the slices, then its cels.
inline QByteArray writeAseprite(const AseWriteFile &file)
{
    QByteArray frames;
    for (qsizetype f = 0; f < file.frames.size(); ++f) {
        QList<QByteArray> chunks;
        if (f == 0) {
            if (!file.oldPalette.isEmpty())
                chunks << aseOldPaletteChunk(file.oldPalette);
            if (!file.palette.isEmpty())
                chunks << asePaletteChunk(file.palette);
            if (file.spriteUserData)
                chunks << aseUserDataChunk(*file.spriteUserData);
            for (const AseWriteLayer &layer : file.layers) {
                chunks << aseLayerChunk(layer);
                if (layer.userData)
                    chunks << aseUserDataChunk(*layer.userData);
            }
            if (!file.tags.isEmpty())
                chunks << aseTagsChunks(file.tags);
            for (const AseWriteSlice &slice : file.slices)
                chunks << aseSliceChunks(slice);
        }
        for (const AseWriteCel &cel : file.frames.at(f).cels) {
            chunks << aseCelChunk(cel);
            if (cel.userData)
                chunks << aseUserDataChunk(*cel.userData);
        }
        frames += aseFrame(file.frames.at(f).durationMs, chunks);
    }
    const QByteArray header = aseHeader(file, int(file.frames.size()), 128 + frames.size());
    return header + frames;
}

} // namespace hitbox::testing
