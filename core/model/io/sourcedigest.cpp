#include "model/io/sourcedigest.h"

#include "model/io/frameimage.h"
#include "model/io/frameloader.h"
#include "model/io/shapesjson.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

#include <new>

namespace hitbox::model {

QString frameSourceDigest(const QImage &untrimmed, const QList<Shape> &shapes)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QImage image = untrimmed.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const QByteArray size
            = QByteArray::number(image.width()) + 'x' + QByteArray::number(image.height()) + '\n';
    hash.addData(size);
    const qsizetype rowBytes = qsizetype(image.width()) * 4;
    for (int y = 0; y < image.height(); ++y)
        hash.addData(
                QByteArrayView(reinterpret_cast<const char *>(image.constScanLine(y)), rowBytes));
    QList<Shape> fromSource = shapes;
    fromSource.removeIf([](const Shape &s) { return !s.fromSource; });
    hash.addData(QJsonDocument(shapeListToJson(fromSource)).toJson(QJsonDocument::Compact));
    return QString::fromLatin1(hash.result().toHex().left(sourceDigestLength));
}

LoadedImage untrimmedFrame(const Sprite &sprite, const Frame &frame, FrameSources &sources)
{
    const QString path
            = frame.region.imagePath.isEmpty() ? sprite.imagePath : frame.region.imagePath;
    LoadedImage loaded = sources.source(path, frame.region.imageIndex);
    if (!loaded.ok())
        return loaded;
    const QSize size = frameSize(frame.region, loaded.image.size());
    loaded.image = frameImage(loaded.image, frame.region);
    // A frame of a size that can be cut that could not be: memory ran out. Said as such
    // (the callers' "not enough memory"), never as a frame without a digest.
    if (loaded.image.isNull() && !size.isEmpty() && size.width() <= maxImageSide
        && size.height() <= maxImageSide)
        throw std::bad_alloc();
    if (loaded.image.isNull()) {
        loaded.error = QStringLiteral("%1: frame \"%2\" is empty or too large")
                               .arg(QDir::toNativeSeparators(path), frame.name);
    }
    return loaded;
}

void setSourceDigests(Sprite &sprite, FrameSources &sources)
{
    for (Frame &frame : sprite.frames) {
        const LoadedImage picture = untrimmedFrame(sprite, frame, sources);
        frame.sourceDigest
                = picture.ok() ? frameSourceDigest(picture.image, frame.shapes) : QString();
    }
}

} // namespace hitbox::model
