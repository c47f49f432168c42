#include "model/io/imageconversion.h"

#include <cstring>

namespace hitbox::model {

QImage convertedOnThisThread(const QImage &image, QImage::Format format)
{
    if (image.isNull() || image.format() == format)
        return image;
    QImage converted(image.size(), format);
    if (converted.isNull())
        return QImage();
    const qsizetype rowBytes = std::min(converted.bytesPerLine(),
                                        qsizetype(converted.width()) * converted.depth() / 8);
    try {
        forEachConvertedRow(image, format, [&](int y, const uchar *row) {
            std::memcpy(converted.scanLine(y), row, size_t(rowBytes));
        });
    } catch (const std::bad_alloc &) {
        return QImage();
    }
    converted.setDotsPerMeterX(image.dotsPerMeterX());
    converted.setDotsPerMeterY(image.dotsPerMeterY());
    return converted;
}

} // namespace hitbox::model
