#include "imageloader.h"

#include "localfile.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>

namespace hitbox::model {
namespace {

LoadedImage failure(const QString &path, const QString &problem)
{
    return {QImage(), QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), problem)};
}

} // namespace

LoadedImage loadImage(const QString &path)
{
    if (const QString reason = unreadableReason(path, QStringLiteral("an image")); !reason.isEmpty())
        return failure(path, reason);
    if (QFileInfo(fileSystemPath(path)).size() == 0)
        return failure(path, QStringLiteral("file is empty"));

    QImageReader reader(fileSystemPath(path));
    reader.setDecideFormatFromContent(true);
    if (!reader.canRead())
        return failure(path, QStringLiteral("not an image format this program can read"));
    const QSize declared = reader.size();
    if (declared.isValid()) {
        if (declared.width() <= 0 || declared.height() <= 0)
            return failure(path, QStringLiteral("declares an empty size"));
        if (declared.width() > maxImageSide || declared.height() > maxImageSide) {
            return failure(path, QStringLiteral("declares %1 x %2 pixels, more than the %3 x %3 limit")
                                     .arg(declared.width())
                                     .arg(declared.height())
                                     .arg(maxImageSide));
        }
    }
    // Qt's own guard against huge allocations, in MB; our side limit stays below it. Set
    // once (a thread-safe static), since images may be loaded on several threads.
    static const bool allocationLimitSet = [] {
        QImageReader::setAllocationLimit(2048);
        return true;
    }();
    Q_UNUSED(allocationLimitSet);
    QImage image = reader.read();
    if (image.isNull()) {
        const QString why = reader.errorString();
        return failure(path, QStringLiteral("broken image data (%1)").arg(why));
    }
    if (image.width() > maxImageSide || image.height() > maxImageSide)
        return failure(path, QStringLiteral("image is larger than %1 x %1 pixels").arg(maxImageSide));
    return {image, QString()};
}

QStringList imageFileNamePatterns()
{
    QStringList patterns;
    for (const QByteArray &format : QImageReader::supportedImageFormats())
        patterns << QStringLiteral("*.") + QString::fromLatin1(format);
    patterns.removeDuplicates();
    return patterns;
}

QString imageFileFilter()
{
    return QStringLiteral("Images (%1);;All files (*)")
            .arg(imageFileNamePatterns().join(QLatin1Char(' ')));
}

} // namespace hitbox::model
