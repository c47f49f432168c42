#pragma once

#include "model/document/framesource.h"

#include <QImage>

namespace hitbox::model {

/// The size a frame is shown and collided at: `region.sourceSize`, or when that is empty
/// the unrotated size of its stored pixels (`region.rect`'s size, width and height swapped
/// when rotated; the whole `imageSize` when the rect is null).
QSize frameSize(const FrameRegion &region, QSize imageSize);

/// The frame's untrimmed image: frameSize() pixels, Format_ARGB32_Premultiplied, fully
/// transparent except for the stored pixels `region.rect` of `source`, turned back 90
/// degrees counter-clockwise when `region.rotated` (the atlas holds them turned
/// clockwise) and placed with their top-left corner at `region.trimOffset`; then the whole
/// frame mirrored left-right when `region.flipX`, top-bottom when `region.flipY`. Parts of
/// the rect outside `source`, and of the stored pixels outside the frame, are left out.
/// `region.imagePath` and `imageIndex` are not read: `source` is already that image.
/// A null image when the frame would be empty or larger than maxImageSide.
/// The one place that turns a FrameRegion into pixels.
QImage frameImage(const QImage &source, const FrameRegion &region);

} // namespace hitbox::model
