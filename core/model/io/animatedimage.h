#pragma once

#include "model/io/importedsheet.h"

#include "model/io/imageloader.h"

#include <functional>
#include <memory>
#include <optional>

class QIODevice;

namespace hitbox::model {

/// Most pixel memory all the frames of one animated image may take to decode, one after
/// the other (8 GiB: a 1920 x 1080 animation of about 1000 frames). Only one frame is held
/// at a time; the budget bounds the work a hostile file can ask for.
inline constexpr qint64 maxAnimationDecodeBytes = qint64(8) << 30;

/// The number of frames an APNG's acTL chunk declares, or empty when the file is not an
/// animated PNG (no acTL chunk before the first IDAT). Walks the chunk headers from the
/// device's start up to the first IDAT, seeking over chunk data, so acTL is found after
/// metadata of any size. Qt 6.4's PNG reader reads the default image only; APNGs are
/// decoded by ApngDecoder (apngdecoder.h).
std::optional<quint32> animatedPngFrameCount(QIODevice &device);
/// animatedPngFrameCount() of a whole file's bytes.
std::optional<quint32> animatedPngFrameCount(const QByteArray &bytes);

/// A frame's duration from an animated image's delay in milliseconds: the delay up to
/// maxFrameDurationMs, or defaultFrameDurationMs when it is <= 0 (as browsers do for
/// 0-delay GIFs). The one rule for GIF, WebP and APNG delays.
int frameDurationFromDelay(qint64 delayMs);

/// Every frame of an animated GIF or WebP (anything Qt's image plugins read as several
/// images) or an APNG (ApngDecoder), SheetKind::Animated: FrameRegion::imageIndex = the frame
/// number, the rect null (the whole canvas; Qt composes GIF and WebP frames onto the full canvas),
/// the duration = frameDurationFromDelay(the frame's delay) (Qt's GIF reader already reports GIF
/// delays of 0 and 10 ms as 100 ms). Two or more frames also give one forward animation over
/// all of them, named after the file (its complete base name: "walk" for walk.gif; "animation"
/// when that is empty), so the sprite plays at the image's delays. A still image gives one
/// frame and no animation. An APNG gives every frame of
/// its animation (its default image only when it is the first frame). Refuses (naming the file)
/// what loadImage() refuses before decoding, more than maxFramesPerSprite frames, frames that
/// together exceed maxAnimationDecodeBytes, and a frame that cannot be decoded.
ImportResult importAnimatedImage(const QString &path);

/// Why frame `index` of an animated image that holds `count` frames cannot be read, as
/// readAnimatedFrame() and validateProject() say it: "has no frame 7 (it holds 3)"; empty
/// when the image has that frame.
QString missingAnimatedFrameProblem(int index, int count);

/// The frames of an animated GIF, WebP or APNG (or a still image as its one frame), read
/// one after the other: the frames importAnimatedImage() numbers 0, 1, 2, ..., each the
/// full canvas, Format_ARGB32_Premultiplied. GIF and APNG frames depend on the ones before
/// them, so reading frame N costs N + 1 frame decodes; keep a reader to go on from there.
class AnimatedFrameReader
{
public:
    /// Reads the file at `path` and checks it as importAnimatedImage() does before decoding.
    explicit AnimatedFrameReader(const QString &path);
    ~AnimatedFrameReader();
    AnimatedFrameReader(const AnimatedFrameReader &) = delete;
    AnimatedFrameReader &operator=(const AnimatedFrameReader &) = delete;

    /// Why the file cannot be read (without its name), or empty.
    const QString &problem() const { return m_problem; }
    /// The number of the frame readNext() reads.
    int nextIndex() const { return m_next; }
    /// The number of frames when known before decoding them (APNG), else empty.
    std::optional<int> frameCount() const;
    /// Decodes the next frame into `image`; returns why it cannot be read ("has no frame
    /// N (it holds M)" past the last one), or an empty string.
    QString readNext(QImage *image);
    /// Reads on up to frame `index` (not before nextIndex()) into `image`, handing each
    /// frame read on the way to `passed`; returns why it cannot ("has no frame N (it holds
    /// M)", without decoding when the count is known), or an empty string.
    QString
    readUpTo(int index, QImage *image, const std::function<void(int, const QImage &)> &passed = {});

private:
    struct State;
    std::unique_ptr<State> m_state;
    QString m_problem;
    int m_next = 0;
};

/// Frame `index` of an animated image, the full canvas, Format_ARGB32_Premultiplied; the
/// frame importAnimatedImage() numbered `index`. Reads the frames before it (GIF and APNG
/// frames depend on them). Errors name the file.
LoadedImage readAnimatedFrame(const QString &path, int index);

} // namespace hitbox::model
