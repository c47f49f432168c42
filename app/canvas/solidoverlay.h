#pragma once

#include "collision/mask.h"

#include <QImage>
#include <QPainterPath>

namespace hitbox::editor {

/// The solid pixels of a mask as an image: `tint` (premultiplied) on solid pixels,
/// transparent elsewhere. Works on the mask's words, so a 4096 x 4096 mask takes
/// milliseconds (the threshold slider rebuilds it on every step).
QImage solidOverlayImage(const collision::Mask &mask, QRgb tint);

/// The border between solid and clear pixels (and the mask's outside, which is clear)
/// as axis-aligned segments on pixel corners, each one maximal run of unit edges:
/// exactly the outline of what the pixel tier treats as solid.
QPainterPath solidOutlinePath(const collision::Mask &mask);

} // namespace hitbox::editor
