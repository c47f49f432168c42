#pragma once

#include <hitbox/mask.h>

#include <QImage>

namespace hitbox::model {

/// A mask as a picture: `colour` (unpremultiplied ARGB) on solid pixels, transparent
/// elsewhere, in Format_ARGB32_Premultiplied. Built from the mask's words one run of
/// set bits at a time, so a 4096 x 4096 mask takes milliseconds. The one conversion the
/// editor's solid-pixel tint, trace preview and contact highlight share. A null image
/// when the image cannot be allocated. Big masks are written by several threads, into
/// the buffer of the last big tint released when it has the same size (one such buffer
/// is kept: fresh pages cost more than writing them).
QImage maskToImage(const collision::Mask &mask, QRgb colour);

/// The part `part` of a mask (clipped to it) the same way: pixel (0, 0) of the image is
/// the mask's pixel (part.x, part.y).
QImage maskToImage(const collision::Mask &mask, QRgb colour, const collision::PixelRect &part);

} // namespace hitbox::model
