#pragma once

#include <QByteArray>
#include <QColor>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QRgb>
#include <QSize>
#include <QString>

#include <optional>

namespace hitbox::model {

/// Most bytes of cel pixels one Aseprite file may decode to (all cels together, in the
/// file's own pixel format; 1 GiB). Each compressed cel's declared size is checked against
/// what is left before it is inflated, so a decompression bomb is refused unread.
inline constexpr qint64 maxAsepriteCelBytes = qint64(1) << 30;

/// Most palette entries an Aseprite file may declare.
inline constexpr int maxAsepritePaletteSize = 65536;

/// True when `head` (a file's first bytes) starts like an Aseprite file (.ase, .aseprite):
/// 128 bytes or more with the magic number 0xA5E0 at offset 4, a colour depth of 32, 16 or
/// 8 at offset 12, and, when `head` holds it, the frame magic number 0xF1FA at offset 132.
bool isAsepriteHead(const QByteArray &head);

/// True when the file at `path` starts like an Aseprite file (isAsepriteHead of its first
/// bytes); false when it cannot be read.
bool isAsepriteFile(const QString &path);

/// The canvas size an Aseprite file's header declares (`head` passing isAsepriteHead), or
/// an empty size.
QSize asepriteHeaderSize(const QByteArray &head);

/// asepriteHeaderSize() of the file at `path`: empty when it is no Aseprite file.
QSize asepriteFileCanvasSize(const QString &path);

enum class AseColorMode { Rgba, Grayscale, Indexed };
enum class AseLayerType { Image, Group };
/// Aseprite's loop directions (tags).
enum class AseDirection { Forward, Reverse, PingPong, PingPongReverse };

/// Aseprite's layer blend modes, numbered as the file stores them.
enum class AseBlendMode {
    Normal,
    Multiply,
    Screen,
    Overlay,
    Darken,
    Lighten,
    ColorDodge,
    ColorBurn,
    HardLight,
    SoftLight,
    Difference,
    Exclusion,
    Hue,
    Saturation,
    Color,
    Luminosity,
    Addition,
    Subtract,
    Divide,
};

/// The text and colour a user attached to a layer, cel, tag or slice.
struct AseUserData
{
    QString text;
    std::optional<QRgb> color; ///< non-premultiplied ARGB

    friend bool operator==(const AseUserData &, const AseUserData &) = default;
};

struct AseLayer
{
    QString name;
    AseLayerType type = AseLayerType::Image;
    int parent = -1; ///< index of the group it is in, or -1 at the top
    bool visible = true;
    bool background = false;
    int opacity = 255; ///< 255 when the file says layer opacities are not valid
    AseBlendMode blendMode = AseBlendMode::Normal;
    AseUserData userData;
};

/// One layer's picture on one frame. A linked cel is resolved when read: it holds the
/// position, opacity and pixels of the cel it links to, and `linkedFrame` says which.
struct AseCel
{
    int layer = 0;
    QPoint position;
    int opacity = 255;
    int zIndex = 0;
    int linkedFrame = -1; ///< the frame it links to, or -1
    QSize size;
    QByteArray pixels; ///< row-major, in the file's colour mode (4, 2 or 1 bytes a pixel)
    AseUserData userData;
};

struct AseFrame
{
    int durationMs = 100;
    QList<AseCel> cels; ///< in the order the file stores them
};

struct AseTag
{
    QString name;
    int from = 0;
    int to = 0;
    AseDirection direction = AseDirection::Forward;
    int repeat = 0; ///< 0: not said (loops); N: plays N times
    AseUserData userData;
};

struct AseSliceKey
{
    int frame = 0;               ///< the key holds from this frame until the next key
    QRect bounds;                ///< canvas pixels; empty: hidden from this frame
    std::optional<QRect> centre; ///< nine-patch centre, relative to bounds
    std::optional<QPoint> pivot; ///< relative to the bounds' origin
};

struct AseSlice
{
    QString name;
    QList<AseSliceKey> keys; ///< in frame order
    AseUserData userData;
};

/// Everything read from an Aseprite file (the public specification,
/// aseprite/aseprite docs/ase-file-specs.md).
struct AseFile
{
    QSize size;
    AseColorMode colorMode = AseColorMode::Rgba;
    int transparentIndex = 0; ///< indexed: the index that is transparent outside the background
    QList<QRgb> palette;      ///< non-premultiplied ARGB
    QList<AseLayer> layers;   ///< in file order (bottom first), groups before their children
    QList<AseFrame> frames;
    QList<AseTag> tags;
    QList<AseSlice> slices;
    AseUserData userData; ///< the sprite's own

    /// Bytes a pixel takes in the cels (4, 2 or 1).
    int bytesPerPixel() const;
    /// The cel of `layer` on `frame`, or null.
    const AseCel *cel(int frame, int layer) const;
};

/// An Aseprite file read, or why it could not be.
struct AseReadResult
{
    AseFile file;
    QString error; ///< "<file>: <problem>" on failure

    bool ok() const { return error.isEmpty(); }
};

/// Reads an Aseprite file from `bytes`, naming `path` in messages. Every size is checked
/// before it is used: the canvas against maxImageSide and maxDecodedImageBytes, frames
/// against maxFramesPerSprite, the composites of all frames against
/// maxAnimationDecodeBytes, chunks against their frame and the file, cels against the
/// canvas side limit and maxAsepriteCelBytes (before inflating), palettes against
/// maxAsepritePaletteSize. Refused: tilemap layers (named), linked cels pointing at their
/// own or a later frame or at no cel, cels on groups or missing layers, unknown cel types,
/// directions and colour depths, truncated chunks. Never throws.
AseReadResult readAseprite(const QByteArray &bytes, const QString &path);

/// readAseprite() of the file at `path` (at most maxImageFileBytes).
AseReadResult readAsepriteFile(const QString &path);

} // namespace hitbox::model
