#include "model/io/alphaplane.h"

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

// Calls rowFn(y, row) for every row of `image` converted to `format`. Converts a strip
// of rows at a time: small enough that Qt converts it on this thread (it hands images
// above 65536 pixels to its thread pool, and waits forever when no thread can be
// started), so a big image costs no second full-size copy either.
template<typename RowFn>
void forEachRow(const QImage &image, QImage::Format format, RowFn rowFn)
{
    constexpr int stripPixels = 1 << 15;
    const int rows = std::max(1, stripPixels / std::max(1, image.width()));
    for (int y = 0; y < image.height(); y += rows) {
        const int count = std::min(rows, image.height() - y);
        const QImage strip = image.copy(0, y, image.width(), count).convertToFormat(format);
        if (strip.isNull())
            throw std::bad_alloc();
        for (int r = 0; r < count; ++r)
            rowFn(y + r, strip.constScanLine(r));
    }
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
        forEachRow(image, QImage::Format_ARGB32, [&](int y, const uchar *row) {
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
        forEachRow(image, QImage::Format_Alpha8, [&](int y, const uchar *row) {
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
