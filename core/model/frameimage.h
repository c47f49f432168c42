#pragma once

#include "framesource.h"
#include "imageloader.h"

#include <QImage>

namespace hitbox::model {

/// The untrimmed frame a region describes, cut from its source image: an image of
/// frameSize(region, source.size()) (ARGB32 premultiplied, transparent), holding the stored
/// pixels turned back upright (TexturePacker's rotated frames are stored turned 90 degrees
/// clockwise) and placed at region.trimOffset. Pixels of the rectangle outside the source
/// stay transparent. A default region gives the source itself.
QImage frameImage(const QImage &source, const FrameRegion &region);

/// The image a frame is cut from: the file at `path`, or its frame number `imageIndex`
/// when it is an animated image (GIF, WebP, APNG), with loadImage's checks.
LoadedImage loadFrameSource(const QString &path, int imageIndex);

} // namespace hitbox::model
