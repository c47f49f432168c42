#pragma once

#include <QImage>

#include <algorithm>
#include <new>

namespace hitbox::model {

/// Calls rowFn(y, row) for every row of `image` converted to `format`. Converts a strip of
/// rows at a time: small enough that Qt converts it on this thread (it hands images above
/// 65536 pixels to its thread pool, and waits forever when no thread can be started, as
/// under a memory limit), so a big image costs no second full-size copy either. Throws
/// std::bad_alloc when a strip cannot be made.
template<typename RowFn>
void forEachConvertedRow(const QImage &image, QImage::Format format, RowFn rowFn)
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

/// `image` converted to `format` on this thread (forEachConvertedRow); a null image when
/// memory runs out.
QImage convertedOnThisThread(const QImage &image, QImage::Format format);

} // namespace hitbox::model
