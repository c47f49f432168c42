#pragma once

#include <hitbox/mask.h>

#include <QImage>
#include <QPoint>
#include <QTransform>

namespace hitbox::editor {

/// The set pixels of part of a mask in one colour, drawn directly in device (screen)
/// pixels: each device pixel whose centre falls on a set mask pixel under `maskToDevice`
/// (mask pixels to device pixels, any affine map) gets `colour`, the others stay
/// transparent, as a nearest-neighbour drawImage of maskToImage's picture would show it.
/// A zoomed-out 1,700 x 1,900 overlap then costs the few hundred thousand screen pixels
/// it covers, not a full-size image per drag move. `origin` receives the device position
/// of the picture's top-left pixel.
struct MaskPicture
{
    QImage image;     ///< ARGB32 premultiplied; null when the part maps to nothing
    QPoint origin;    ///< device position of image pixel (0, 0)
    bool fits = true; ///< false when it would have had more than maxPixels pixels
};

/// The picture of `part` (clipped to the mask) under `maskToDevice`, only where it falls
/// inside `clip` (device pixels, e.g. the viewport), or a null image when that would have
/// more than `maxPixels` pixels or the map cannot be inverted.
MaskPicture maskPicture(const collision::Mask &mask,
                        const collision::PixelRect &part,
                        const QTransform &maskToDevice,
                        const QRect &clip,
                        QRgb colour,
                        qint64 maxPixels);

} // namespace hitbox::editor
