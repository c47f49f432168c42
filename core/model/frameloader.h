#pragma once

#include "imageloader.h"

namespace hitbox::model {

/// The image a frame is cut from: the file at `path` with loadImage's checks, or its frame
/// number `imageIndex` when that is not 0 (an animated GIF or WebP; readAnimatedFrame),
/// or any frame of an APNG (readAnimatedFrame, through ApngDecoder).
LoadedImage loadFrameSource(const QString &path, int imageIndex);

} // namespace hitbox::model
