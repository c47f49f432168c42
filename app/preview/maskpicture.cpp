#include "preview/maskpicture.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace hitbox::editor {

namespace hc = hitbox::collision;

MaskPicture maskPicture(const hc::Mask &mask,
                        const hc::PixelRect &part,
                        const QTransform &maskToDevice,
                        const QRect &clip,
                        QRgb colour,
                        qint64 maxPixels)
{
    const qint64 x0 = std::max<qint64>(part.x, 0);
    const qint64 y0 = std::max<qint64>(part.y, 0);
    const qint64 x1 = std::min<qint64>(part.x + part.w, mask.width());
    const qint64 y1 = std::min<qint64>(part.y + part.h, mask.height());
    if (x0 >= x1 || y0 >= y1 || !maskToDevice.isAffine() || !maskToDevice.isInvertible())
        return {};
    const QRect device
            = maskToDevice.mapRect(QRectF(x0, y0, x1 - x0, y1 - y0)).toAlignedRect() & clip;
    if (device.isEmpty())
        return {};
    if (qint64(device.width()) * device.height() > maxPixels)
        return {{}, {}, false};
    QImage image(device.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const QRgb premultiplied = qPremultiply(colour);
    const QTransform toMask = maskToDevice.inverted();
    if (toMask.m12() == 0.0 && toMask.m21() == 0.0) {
        // Axis-aligned: each device column maps to one mask column, each row to one row.
        std::vector<std::int64_t> columns(std::size_t(device.width()));
        for (int c = 0; c < device.width(); ++c) {
            const double fx = std::floor(toMask.m11() * (device.x() + c + 0.5) + toMask.dx());
            columns[std::size_t(c)] = fx >= double(x0) && fx < double(x1) ? std::int64_t(fx) : -1;
        }
        for (int row = 0; row < device.height(); ++row) {
            const double fy = std::floor(toMask.m22() * (device.y() + row + 0.5) + toMask.dy());
            if (fy < double(y0) || fy >= double(y1))
                continue;
            const std::uint64_t *words = mask.row(int(fy));
            auto *out = reinterpret_cast<QRgb *>(image.scanLine(row));
            for (int c = 0; c < device.width(); ++c) {
                const std::int64_t x = columns[std::size_t(c)];
                if (x >= 0 && ((words[x >> 6] >> (x & 63)) & 1u))
                    out[c] = premultiplied;
            }
        }
        return {std::move(image), device.topLeft()};
    }
    // Mask coordinates of the centre of each device pixel, stepped along the row.
    const double dx = toMask.m11();
    const double dy = toMask.m12();
    for (int row = 0; row < device.height(); ++row) {
        auto *out = reinterpret_cast<QRgb *>(image.scanLine(row));
        const QPointF start = toMask.map(QPointF(device.x() + 0.5, device.y() + row + 0.5));
        double mx = start.x();
        double my = start.y();
        for (int column = 0; column < device.width(); ++column, mx += dx, my += dy) {
            const double fx = std::floor(mx);
            const double fy = std::floor(my);
            if (fx < double(x0) || fx >= double(x1) || fy < double(y0) || fy >= double(y1))
                continue;
            const auto x = std::int64_t(fx);
            const std::uint64_t word = mask.row(int(fy))[x >> 6];
            if ((word >> (x & 63)) & 1u)
                out[column] = premultiplied;
        }
    }
    return {std::move(image), device.topLeft()};
}

} // namespace hitbox::editor
