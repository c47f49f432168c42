#pragma once

#include <QPoint>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringView>

#include <optional>

namespace hitbox::model {

/// Largest number of frames one sprite may have, and one import may yield (a sheet, an
/// atlas, an animated image or a sequence). Bigger inputs are refused with a message before
/// their frames are built, so a hostile file cannot make the editor build millions of frames.
inline constexpr int maxFramesPerSprite = 10000;

/// Longest frame duration accepted (one hour, in milliseconds).
inline constexpr int maxFrameDurationMs = 3600 * 1000;

/// The duration of a frame whose file gives none (a still image, a sheet cell; for animated
/// images a delay <= 0, which browsers also show as a short default), in milliseconds.
inline constexpr int defaultFrameDurationMs = 100;

/// The order in which an animation plays its frames (Aseprite's tag directions).
enum class AnimationDirection { Forward, Reverse, PingPong };

/// "forward", "reverse" or "pingpong": the one spelling used by the format and the CLI.
QString animationDirectionName(AnimationDirection direction);
/// The direction named by animationDirectionName, or empty for any other text.
std::optional<AnimationDirection> animationDirectionFromName(QStringView name);

/// Where one frame's pixels come from. A frame is always shown and collided as its
/// untrimmed image of `sourceSize`: atlas packers may cut transparent borders away
/// (trimming) and store the rest rotated; frameImage() undoes both, so shapes drawn on a
/// frame stay put when its trim changes. A frame may show its picture mirrored (a MUGEN
/// element flipped H, V or HV): frameImage() mirrors the untrimmed image last.
struct FrameRegion
{
    QString imagePath;    ///< the frame's own image (image sequences); empty: the sprite's image
    int imageIndex = 0;   ///< frame number inside an animated image (GIF, WebP, APNG), else 0
    QRect rect;           ///< the stored pixels in the source image; null: the whole image
    bool rotated = false; ///< TexturePacker: stored rotated 90 degrees clockwise in the atlas
    QSize sourceSize;     ///< untrimmed frame size; empty: the (unrotated) rect's size
    QPoint trimOffset;    ///< where the stored pixels start in the untrimmed frame
    bool flipX = false;   ///< the untrimmed image mirrored left-right (x -> width - 1 - x)
    bool flipY = false;   ///< the untrimmed image mirrored top-bottom (y -> height - 1 - y)

    friend bool operator==(const FrameRegion &, const FrameRegion &) = default;
};

/// A grid over a sprite sheet: cells of `cell` pixels, `margin` pixels before the first
/// column and row, `spacing` pixels between cells. Space left over at the right and
/// bottom is ignored (as Tiled does).
struct GridSpec
{
    QSize cell;
    int margin = 0;
    int spacing = 0;
    int count = 0; ///< frames to take, row-major; 0: every cell that fits

    friend bool operator==(const GridSpec &, const GridSpec &) = default;
};

/// Where a sprite was added from, to read it again when the art changes (reimport.h):
/// the file or folder importSheet() read and the grid it was sliced by; for a MUGEN
/// character the .air its boxes came from (importMugen), which reimport leaves alone and
/// the .air export writes back.
struct SpriteSource
{
    QString path;                 ///< absolute in memory; relative to the document in files
    std::optional<GridSpec> grid; ///< the grid a sheet image was sliced by
    friend bool operator==(const SpriteSource &, const SpriteSource &) = default;
};

} // namespace hitbox::model
