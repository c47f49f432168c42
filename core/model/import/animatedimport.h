#pragma once

#include "importedsheet.h"

#include "model/imageloader.h"

#include <optional>

namespace hitbox::model {

/// Most pixel memory all the frames of one animated image may take to decode, one after
/// the other (8 GiB: a 1920 x 1080 animation of about 1000 frames). Only one frame is held
/// at a time; the budget bounds the work a hostile file can ask for.
inline constexpr qint64 maxAnimationDecodeBytes = qint64(8) << 30;

/// The first bytes of a file to read to find an APNG's acTL chunk, which comes before the
/// image data (animatedPngFrameCount() on them).
inline constexpr qint64 apngProbeBytes = 64 * 1024;

/// The number of frames an APNG's acTL chunk declares, or empty when `bytes` are not an
/// animated PNG (no acTL chunk before the first IDAT). Qt 6.4's PNG reader reads the
/// default image only; APNGs are decoded by ApngDecoder (apngdecoder.h).
std::optional<quint32> animatedPngFrameCount(const QByteArray &bytes);

/// A frame's duration from an animated image's delay in milliseconds: the delay up to
/// maxFrameDurationMs, or defaultFrameDurationMs when it is <= 0 (as browsers do for
/// 0-delay GIFs). The one rule for GIF, WebP and APNG delays.
int frameDurationFromDelay(qint64 delayMs);

/// Every frame of an animated GIF or WebP (anything Qt's image plugins read as several
/// images) or an APNG (ApngDecoder), SheetKind::Animated: FrameRegion::imageIndex = the frame
/// number, the rect null (the whole canvas; Qt composes GIF and WebP frames onto the full canvas),
/// the duration = frameDurationFromDelay(the frame's delay) (Qt's GIF reader already reports GIF
/// delays of 0 and 10 ms as 100 ms). A still image gives one frame. An APNG gives every frame of
/// its animation (its default image only when it is the first frame). Refuses (naming the file)
/// what loadImage() refuses before decoding, more than maxFramesPerSprite frames, frames that
/// together exceed maxAnimationDecodeBytes, and a frame that cannot be decoded.
ImportResult importAnimatedImage(const QString &path);

/// Why frame `index` of an animated image that holds `count` frames cannot be read, as
/// readAnimatedFrame() and validateProject() say it: "has no frame 7 (it holds 3)"; empty
/// when the image has that frame.
QString missingAnimatedFrameProblem(int index, int count);

/// Frame `index` of an animated image, the full canvas, Format_ARGB32_Premultiplied; the
/// frame importAnimatedImage() numbered `index`. Reads the frames before it (GIF and APNG
/// frames depend on them). Errors name the file.
LoadedImage readAnimatedFrame(const QString &path, int index);

} // namespace hitbox::model
