#pragma once

#include "model/document/framesource.h"
#include "model/io/imageloader.h"

#include <QByteArray>
#include <QList>
#include <QPoint>
#include <QSize>
#include <QString>

#include <optional>

namespace hitbox::model {

/// Largest .sff file read (256 MiB, as maxImageFileBytes; the biggest real characters' are
/// under 100 MiB).
inline constexpr qint64 maxSffFileBytes = maxImageFileBytes;
/// Most sprites one .sff may declare: maxFramesPerSprite, as each is a picture a document
/// frame addresses by its index (the biggest real characters hold a few thousand).
inline constexpr int maxSffSprites = maxFramesPerSprite;
/// Most palettes one .sff may declare (their links are 16-bit indices).
inline constexpr int maxSffPalettes = 65536;
/// Most colours of an SFF palette.
inline constexpr int maxSffPaletteColours = 256;

/// The pixel formats of an SFF v2 sprite node.
enum class SffFormat : quint8 {
    Raw = 0,
    Rle8 = 2,
    Rle5 = 3,
    Lz5 = 4,
    Png8 = 10,
    Png24 = 11,
    Png32 = 12,
};

/// One sprite node of an SFF v2 archive, as declared.
struct SffSprite
{
    int group = 0;
    int number = 0;
    QSize size;               ///< declared width and height
    QPoint axis;              ///< the axis: the point of the picture placed on the character's axis
    int linked = 0;           ///< a sprite without data shows the pixels of this earlier one
    int format = 0;           ///< SffFormat
    int depth = 0;            ///< colour depth in bits: 5 or 8 for palette-indexed, 24, 32
    qint64 dataOffset = 0;    ///< in the file (the ldata or tdata offset added)
    qint64 dataLength = 0;    ///< 0: linked
    int palette = 0;          ///< index into SffArchive::palettes (palette-indexed formats)
    bool samePalette = false; ///< SFF v1: takes the palette of the sprite with data before it
};

/// One palette node of an SFF v2 archive.
struct SffPalette
{
    int group = 0;
    int number = 0;
    int colours = 0;       ///< as declared
    int linked = 0;        ///< a palette without data is this earlier one
    qint64 dataOffset = 0; ///< in the file (the ldata offset added); 4 bytes per colour
    qint64 dataLength = 0; ///< 0: linked
};

/// An SFF sprite archive: its bytes and nodes. Pixels are decoded one sprite at a time
/// (decodeSffSprite). SFF v1 sprites are PCX images (format Raw, depth 8, `size` read from
/// the PCX header) carrying their palette in their last 768 bytes; v1 has no palette nodes.
struct SffArchive
{
    QByteArray bytes;
    int version = 2;      ///< 1 or 2
    int minorVersion = 0; ///< 0: v2.00 (palettes opaque but colour 0), 1: v2.01 (RGBA palettes)
    QList<SffSprite> sprites;
    QList<SffPalette> palettes;
};

/// True when `head` starts with the SFF signature "ElecbyteSpr\0" (any version).
bool isSffHead(const QByteArray &head);
/// True when the file at `path` starts with the SFF signature.
bool isSffFile(const QString &path);

/// Reads the header and node tables of an SFF v2 archive, or the header and the chain of
/// sprite headers of an SFF v1 archive (each naming the next; a sprite's data runs up to
/// the next header when that follows it, else its declared length). Empty with `*error`
/// (without the file name) when the signature is missing, the version is neither 1 nor 2,
/// the header, a node table or a v1 sprite header lies outside the file, or more than
/// maxSffSprites sprites or maxSffPalettes palettes are declared. What a single sprite or palette
/// gets wrong is found when it is decoded.
std::optional<SffArchive> readSff(const QByteArray &bytes, QString *error);

/// readSff() of the file at `path` (at most maxSffFileBytes); the error names the file.
struct SffReadResult
{
    SffArchive archive;
    QString error;
    bool ok() const { return error.isEmpty(); }
};
SffReadResult readSffFile(const QString &path);

/// The index of the first sprite of (group, number) (MUGEN uses the first), or -1.
int sffSpriteIndex(const SffArchive &archive, int group, int number);

/// The size sprite `index` is drawn at: its own, or for a linked sprite the size of the
/// sprite it shows. Empty when the link is broken.
QSize sffSpriteSize(const SffArchive &archive, int index);

/// Sprite `index` as MUGEN draws it, Format_ARGB32_Premultiplied. SFF v1: a PCX image with
/// its own palette (its last 768 bytes), or with `samePalette` that of the sprite with data
/// before it (followed back; the first sprite's own), colour 0 transparent; a linked sprite
/// shows the earlier one's pixels and palette. SFF v2: a linked sprite (no data)
/// shows the pixels of the earlier sprite it names with its own palette; palette-indexed
/// pixels (raw 8-bit, RLE8, RLE5, LZ5, PNG8: the PNG's indices, not its own palette) take
/// the sprite's palette (a linked palette the earlier one it names), colour 0 and indices
/// past the palette transparent, the others opaque in v2.00 and of the palette's alpha in
/// v2.01; raw 24/32-bit and PNG24/32 pixels are their own colours. Refuses a declared side
/// above maxImageSide or a size above maxDecodedImageBytes before decoding, data outside
/// the file, data that ends early, links to a sprite or palette that is not before the
/// one linking (so no loop), palettes of more than maxSffPaletteColours colours, and
/// unknown formats. The problem names the sprite: "sprite 12 (group 0, number 1): ...";
/// an index outside the archive is missingAnimatedFrameProblem(), as for other files.
QString decodeSffSprite(const SffArchive &archive, int index, QImage *image);

} // namespace hitbox::model
