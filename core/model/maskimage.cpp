#include "maskimage.h"

#include <algorithm>

namespace hitbox::model {

QImage maskToImage(const collision::Mask &mask, QRgb colour)
{
    return maskToImage(mask, colour, {0, 0, mask.width(), mask.height()});
}

QImage maskToImage(const collision::Mask &mask, QRgb colour, const collision::PixelRect &part)
{
    const collision::PixelRect r = collision::rectIntersection(
            part, collision::PixelRect{0, 0, mask.width(), mask.height()});
    if (r.w <= 0 || r.h <= 0)
        return {};
    QImage image(int(r.w), int(r.h), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    image.fill(0);
    const QRgb premultiplied = qPremultiply(colour);
    const int begin = int(r.x);
    const int end = int(r.x + r.w);
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        collision::forEachSetRun(
                mask.row(int(r.y) + y), mask.wordsPerRow(), [&](int runBegin, int runEnd) {
                    const int from = std::max(runBegin, begin);
                    const int to = std::min(runEnd, end);
                    if (from < to)
                        std::fill(line + (from - begin), line + (to - begin), premultiplied);
                });
    }
    return image;
}

} // namespace hitbox::model
