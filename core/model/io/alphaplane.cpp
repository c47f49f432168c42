#include "model/io/alphaplane.h"

#include "model/io/imageconversion.h"

#include <algorithm>
#include <cstdlib>
#include <new>

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
    if (image.format() == QImage::Format_Alpha8 && !colorKey)
        return image;
    QImage plane(image.size(), QImage::Format_Alpha8);
    if (plane.isNull())
        throw std::bad_alloc();
    const int width = image.width();
    const auto alphaAt = [](const uchar *argbRow, int x) {
        return uchar(qAlpha(reinterpret_cast<const QRgb *>(argbRow)[x]));
    };
    if (colorKey) {
        // The decision needs the un-premultiplied colour of each pixel.
        forEachConvertedRow(image, QImage::Format_ARGB32, [&](int y, const uchar *row) {
            const auto *src = reinterpret_cast<const QRgb *>(row);
            uchar *dst = plane.scanLine(y);
            for (int x = 0; x < width; ++x)
                dst[x] = matchesKey(src[x], *colorKey) ? 0 : uchar(qAlpha(src[x]));
        });
    } else if (!image.hasAlphaChannel()) {
        plane.fill(255);
    } else if (image.format() == QImage::Format_ARGB32
               || image.format() == QImage::Format_ARGB32_Premultiplied) {
        for (int y = 0; y < image.height(); ++y) {
            const uchar *src = image.constScanLine(y);
            uchar *dst = plane.scanLine(y);
            for (int x = 0; x < width; ++x)
                dst[x] = alphaAt(src, x);
        }
    } else {
        // Every other format (indexed, 16-bit, float, ...) through Qt's own conversion.
        forEachConvertedRow(image, QImage::Format_Alpha8, [&](int y, const uchar *row) {
            std::copy(row, row + width, plane.scanLine(y));
        });
    }
    return plane;
}

collision::Mask maskFromAlphaPlane(const QImage &alpha, int threshold)
{
    if (alpha.isNull())
        return {};
    const QImage plane = alphaPlane(alpha);
    return collision::Mask::fromAlpha(
            plane.constBits(), plane.width(), plane.height(), plane.bytesPerLine(), threshold);
}

collision::Mask
maskFromImage(const QImage &image, int threshold, const std::optional<ColorKey> &colorKey)
{
    return maskFromAlphaPlane(alphaPlane(image, colorKey), threshold);
}

} // namespace hitbox::model
