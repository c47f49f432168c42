#include "alphaplane.h"

#include <cstdlib>

namespace hitbox::model {
namespace {

bool matchesKey(QRgb pixel, const ColorKey &key)
{
    const QRgb k = key.color.rgb();
    return std::abs(qRed(pixel) - qRed(k)) <= key.tolerance
           && std::abs(qGreen(pixel) - qGreen(k)) <= key.tolerance
           && std::abs(qBlue(pixel) - qBlue(k)) <= key.tolerance;
}

} // namespace

QImage alphaPlane(const QImage &image, const std::optional<ColorKey> &colorKey)
{
    if (image.isNull())
        return {};
    if (!colorKey) {
        // convertToFormat handles every source format: indexed, grayscale, 16-bit,
        // premultiplied, float; formats without alpha come out as 255.
        return image.convertToFormat(QImage::Format_Alpha8);
    }
    // With a colour key the decision needs the un-premultiplied colour of each pixel.
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    QImage plane(argb.size(), QImage::Format_Alpha8);
    for (int y = 0; y < argb.height(); ++y) {
        const auto *src = reinterpret_cast<const QRgb *>(argb.constScanLine(y));
        uchar *dst = plane.scanLine(y);
        for (int x = 0; x < argb.width(); ++x)
            dst[x] = matchesKey(src[x], *colorKey) ? 0 : uchar(qAlpha(src[x]));
    }
    return plane;
}

collision::Mask maskFromAlphaPlane(const QImage &alpha, int threshold)
{
    if (alpha.isNull())
        return {};
    const QImage plane = alpha.format() == QImage::Format_Alpha8
                             ? alpha
                             : alpha.convertToFormat(QImage::Format_Alpha8);
    return collision::Mask::fromAlpha(plane.constBits(), plane.width(), plane.height(),
                                      plane.bytesPerLine(), threshold);
}

collision::Mask maskFromImage(const QImage &image, int threshold,
                              const std::optional<ColorKey> &colorKey)
{
    return maskFromAlphaPlane(alphaPlane(image, colorKey), threshold);
}

} // namespace hitbox::model
