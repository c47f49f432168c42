#pragma once

#include "model/document/colorkey.h"

#include <hitbox/mask.h>

#include <QImage>

#include <optional>

namespace hitbox::model {

/// The 8-bit alpha plane of any QImage (any format and depth), as a Format_Alpha8
/// image of the same size. Images without an alpha channel are fully opaque unless a
/// colour key is given, which makes matching pixels alpha 0. A null image gives a null
/// plane. Never uses Qt's conversion thread pool; throws std::bad_alloc when memory runs
/// out (never returns a null plane for a non-null image).
QImage alphaPlane(const QImage &image, const std::optional<ColorKey> &colorKey = std::nullopt);

/// The solid mask of an alpha plane (Format_Alpha8; other formats go through
/// alphaPlane()): solid iff alpha >= threshold. Throws std::bad_alloc when memory runs out.
collision::Mask maskFromAlphaPlane(const QImage &alpha, int threshold);

/// Shorthand for maskFromAlphaPlane(alphaPlane(image, colorKey), threshold).
collision::Mask maskFromImage(const QImage &image,
                              int threshold,
                              const std::optional<ColorKey> &colorKey = std::nullopt);

} // namespace hitbox::model
