#pragma once

#include "model/import/importer.h"

namespace hitbox::model {

/// Reads an image that Qt reads as two or more frames (GIF, WebP) or an APNG (an acTL
/// chunk before the first IDAT) with importAnimatedImage(), SheetKind::Animated. The
/// decoding lives in io/animatedimage.h, since opening a document reads animated frames
/// again; files larger than maxImageFileBytes are left to the still image importer, which
/// refuses them before reading.
const Importer &animatedImporter();

} // namespace hitbox::model
