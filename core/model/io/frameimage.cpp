#include "model/io/frameimage.h"

#include "model/io/imageconversion.h"
#include "model/io/imageloader.h"

#include <QPainter>
#include <QTransform>

namespace hitbox::model {

QSize frameSize(const FrameRegion &region, QSize imageSize)
{
    if (!region.sourceSize.isEmpty())
        return region.sourceSize;
    const QSize stored = region.rect.isNull() ? imageSize : region.rect.size();
    return region.rotated ? stored.transposed() : stored;
}

namespace {

// The untrimmed, unturned frame of `size`, not yet mirrored.
QImage placedFrame(const QImage &source, const FrameRegion &region, QSize size)
{
    const QRect rect = region.rect.isNull() ? source.rect() : region.rect;
    // The whole image, untrimmed and unturned (a still image, a grid cell of one frame):
    // converted as it is, without a copy and a canvas of its size (a big image's peak).
    if (rect == source.rect() && !region.rotated && region.trimOffset.isNull()
        && size == source.size())
        return convertedOnThisThread(source, QImage::Format_ARGB32_Premultiplied);
    QImage frame(size, QImage::Format_ARGB32_Premultiplied);
    if (frame.isNull())
        return QImage();
    frame.fill(Qt::transparent);
    // copy() leaves the parts of rect outside the source transparent (zero).
    QImage stored = convertedOnThisThread(source.copy(rect), QImage::Format_ARGB32_Premultiplied);
    if (region.rotated) // 270 degrees clockwise on screen (y down) undoes the atlas's 90
        stored = stored.transformed(QTransform().rotate(270));
    if (stored.isNull()) // out of memory: no frame rather than a blank one
        return QImage();
    QPainter painter(&frame);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    painter.drawImage(region.trimOffset, stored);
    return frame;
}

} // namespace

QImage frameImage(const QImage &source, const FrameRegion &region)
{
    const QSize size = frameSize(region, source.size());
    if (size.isEmpty() || size.width() > maxImageSide || size.height() > maxImageSide)
        return QImage();
    const QImage frame = placedFrame(source, region, size);
    if (frame.isNull() || (!region.flipX && !region.flipY))
        return frame;
    return frame.mirrored(region.flipX, region.flipY); // null when out of memory
}

} // namespace hitbox::model
