#pragma once

#include "importedsheet.h"

#include "model/imageloader.h"

#include <optional>

namespace hitbox::model {

/// Most pixel memory all the frames of one animated image may take to decode, one after
/// the other (8 GiB: a 1920 x 1080 animation of about 1000 frames). Only one frame is held
/// at a time; the budget bounds the work a hostile file can ask for.
inline constexpr qint64 maxAnimationDecodeBytes = qint64(8) << 30;

/// The number of frames an APNG's acTL chunk declares, or empty when `bytes` are not an
/// animated PNG. Qt 6.4's PNG reader ignores the animation and reads the default image
/// only, so APNGs import as that one frame with a warning.
std::optional<quint32> animatedPngFrameCount(const QByteArray &bytes);

/// Every frame of an animated GIF or WebP (anything Qt's image plugins read as several
/// images), SheetKind::Animated: FrameRegion::imageIndex = the frame number, the rect
/// null (the whole canvas; Qt composes GIF and WebP frames onto the full canvas), the
/// duration = the image's delay, or defaultFrameDurationMs when the delay is <= 0 (as
/// browsers do for 0-delay GIFs; Qt's GIF reader already reports GIF delays of 0 and 10 ms
/// as 100 ms). A still image gives one frame. An APNG gives its default
/// image as one frame and ImportResult::warning says the animation was left out.
/// Refuses (naming the file) what loadImage() refuses before decoding, more than
/// maxFramesPerSprite frames, frames that together exceed maxAnimationDecodeBytes, and a
/// frame that cannot be decoded.
ImportResult importAnimatedImage(const QString &path);

/// Frame `index` of an animated image, the full canvas, Format_ARGB32_Premultiplied; the
/// frame importAnimatedImage() numbered `index`. Reads the frames before it (GIF frames
/// depend on them). Errors name the file.
LoadedImage readAnimatedFrame(const QString &path, int index);

} // namespace hitbox::model
