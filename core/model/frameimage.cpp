#include "frameimage.h"

#include "sprite.h"

#include <QDir>
#include <QImageReader>
#include <QPainter>
#include <QTransform>

namespace hitbox::model {

QImage frameImage(const QImage &source, const FrameRegion &region)
{
    if (region == FrameRegion{} || source.isNull())
        return source;
    const QSize size = frameSize(region, source.size());
    QImage out(size, QImage::Format_ARGB32_Premultiplied);
    if (out.isNull())
        return out;
    out.fill(Qt::transparent);
    const QRect stored = region.rect.isNull() ? source.rect() : region.rect;
    QImage pixels = source.copy(stored); // outside the source: transparent
    if (region.rotated)
        pixels = pixels.transformed(QTransform().rotate(-90)); // undo a clockwise turn
    QPainter painter(&out);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    painter.drawImage(region.trimOffset, pixels);
    return out;
}

LoadedImage loadFrameSource(const QString &path, int imageIndex)
{
    if (imageIndex == 0)
        return loadImage(path);
    LoadedImage first = loadImage(path); // every check, on the file and its first frame
    if (!first.ok())
        return first;
    // Animated GIFs cannot jump: their frames build on the previous ones.
    QImageReader reader(path);
    QImage frame;
    for (int i = 0; i <= imageIndex && reader.canRead(); ++i)
        frame = reader.read();
    if (reader.currentImageNumber() < imageIndex) {
        return {{},
                QStringLiteral("%1: has no frame %2")
                        .arg(QDir::toNativeSeparators(path), QString::number(imageIndex))};
    }
    if (frame.isNull()) {
        return {{},
                QStringLiteral("%1: frame %2: %3")
                        .arg(QDir::toNativeSeparators(path),
                             QString::number(imageIndex),
                             reader.errorString())};
    }
    return {frame, {}};
}

} // namespace hitbox::model
