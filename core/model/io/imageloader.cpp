#include "model/io/imageloader.h"

#include "model/io/imageheaders.h"
#include "model/io/localfile.h"

#include <QBuffer>
#include <QDir>
#include <QImageReader>

#include <mutex>
#include <new>

namespace hitbox::model {
namespace {

LoadedImage failure(const QString &path, const QString &problem)
{
    return {QImage(), QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), problem)};
}

// Image plugins report damage they work around (libjpeg: "Corrupt JPEG data: premature
// end of data segment", then grey rows) only through qWarning. While a thread decodes,
// its warnings are collected here; others go on to the previous handler.
thread_local QStringList *decodeWarnings = nullptr;
QtMessageHandler previousHandler = nullptr;

void collectingHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (decodeWarnings && type == QtWarningMsg)
        decodeWarnings->append(message);
    if (previousHandler)
        previousHandler(type, context, message);
}

class WarningCollector
{
public:
    WarningCollector()
    {
        static std::once_flag installed;
        std::call_once(installed,
                       [] { previousHandler = qInstallMessageHandler(collectingHandler); });
        decodeWarnings = &m_warnings;
    }
    ~WarningCollector() { decodeWarnings = nullptr; }
    WarningCollector(const WarningCollector &) = delete;
    WarningCollector &operator=(const WarningCollector &) = delete;

    // The first warning that says data is missing or damaged, or empty.
    QString damage() const
    {
        static const char *const signs[]
                = {"premature", "truncat", "corrupt", "unexpected end", "short read"};
        for (const QString &w : m_warnings) {
            for (const char *sign : signs) {
                if (w.contains(QLatin1String(sign), Qt::CaseInsensitive))
                    return w.trimmed();
            }
        }
        return QString();
    }

private:
    QStringList m_warnings;
};

LoadedImage decode(const QString &path, const QByteArray &bytes)
{
    applyImageDecodeLimits();
    if (bytes.isEmpty())
        return failure(path, QStringLiteral("file is empty"));
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    if (!reader.canRead())
        return failure(path, QStringLiteral("not an image format this program can read"));
    if (const QString problem = declaredImageProblem(reader, bytes); !problem.isEmpty())
        return failure(path, problem);
    const QSize declared = reader.size();
    // Allocated here, in the format the decoder produces, so that running out of memory
    // is told apart from broken data (decoders fail the same way for both). Decoders
    // fill an image of the right size and format instead of allocating their own.
    QImage image;
    const QImage::Format format = reader.imageFormat();
    if (declared.isValid() && format != QImage::Format_Invalid) {
        image = QImage(declared, format);
        if (image.isNull())
            return failure(path, QStringLiteral("not enough memory to decode it"));
    }
    QString damage;
    bool read = false;
    {
        const WarningCollector warnings;
        read = reader.read(&image);
        damage = warnings.damage();
    }
    if (!read || image.isNull())
        return failure(path, QStringLiteral("broken image data (%1)").arg(reader.errorString()));
    if (!damage.isEmpty())
        return failure(path, QStringLiteral("broken image data (%1)").arg(damage));
    if (image.width() > maxImageSide || image.height() > maxImageSide)
        return failure(path,
                       QStringLiteral("image is larger than %1 x %1 pixels").arg(maxImageSide));
    if (image.sizeInBytes() > maxDecodedImageBytes)
        return failure(
                path, QStringLiteral("decodes to more than %1 MB").arg(maxDecodedImageBytes >> 20));
    return {image, QString()};
}

} // namespace

void applyImageDecodeLimits()
{
    static std::once_flag applied;
    std::call_once(applied,
                   [] { QImageReader::setAllocationLimit(int(imageReaderAllocationLimitMb)); });
}

QString declaredImageProblem(QImageReader &reader, const QByteArray &bytes)
{
    const QSize declared = reader.size();
    if (declared.isValid()) {
        if (declared.width() <= 0 || declared.height() <= 0)
            return QStringLiteral("declares an empty size");
        if (declared.width() > maxImageSide || declared.height() > maxImageSide) {
            return QStringLiteral("declares %1 x %2 pixels, more than the %3 x %3 limit")
                    .arg(QString::number(declared.width()),
                         QString::number(declared.height()),
                         QString::number(maxImageSide));
        }
        const qint64 decodedBytes = qint64(declared.width()) * declared.height()
                                    * decodedBytesPerPixel(int(reader.imageFormat()));
        if (decodedBytes > maxDecodedImageBytes) {
            return QStringLiteral("needs %1 MB to decode, more than the %2 MB limit")
                    .arg(QString::number(decodedBytes >> 20),
                         QString::number(maxDecodedImageBytes >> 20));
        }
    }
    if (const QString problem = imageDataProblem(bytes, reader.format(), declared);
        !problem.isEmpty()) {
        return problem;
    }
    return QString();
}

LoadedImage loadImage(const QString &path)
{
    try {
        const LocalFileBytes file
                = readLocalFile(path, maxImageFileBytes, QStringLiteral("an image"));
        if (!file.ok())
            return failure(path, file.problem);
        return decode(path, file.bytes);
    } catch (const std::bad_alloc &) {
        return failure(path, QStringLiteral("not enough memory to decode it"));
    }
}

LoadedImage decodeImage(const QByteArray &bytes, const QString &path)
{
    try {
        return decode(path, bytes);
    } catch (const std::bad_alloc &) {
        return failure(path, QStringLiteral("not enough memory to decode it"));
    }
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
