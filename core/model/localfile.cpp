#include "localfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace hitbox::model {

QString fileSystemPath(const QString &path)
{
    return path.startsWith(QLatin1Char(':')) ? QStringLiteral("./") + path : path;
}

QString absoluteFileSystemPath(const QString &path)
{
    return QDir::cleanPath(QFileInfo(fileSystemPath(path)).absoluteFilePath());
}

QString unreadableReason(const QString &path, const QString &what)
{
    const QFileInfo info(fileSystemPath(path));
    if (!info.exists()) {
        return info.isSymLink()
                       ? QStringLiteral("is a symbolic link to a missing file or a link loop")
                       : QStringLiteral("file not found");
    }
    if (info.isDir())
        return QStringLiteral("is a folder, not %1").arg(what);
    if (!info.isFile())
        return QStringLiteral("is not a regular file (a device, pipe or socket)");
    if (!info.isReadable())
        return QStringLiteral("cannot be read (permission denied)");
    return QString();
}

LocalFileBytes readLocalFile(const QString &path, qint64 maxBytes, const QString &what)
{
    if (const QString reason = unreadableReason(path, what); !reason.isEmpty())
        return {{}, reason};
    const auto tooLarge = [&] {
        return LocalFileBytes{{},
                              QStringLiteral("larger than %1 MB, not %2")
                                      .arg(maxBytes / (1024 * 1024))
                                      .arg(what)};
    };
    QFile file(fileSystemPath(path));
    if (file.size() > maxBytes)
        return tooLarge();
    if (!file.open(QIODevice::ReadOnly))
        return {{}, QStringLiteral("cannot be read (%1)").arg(file.errorString())};
    // In chunks until the end (files in /proc report size 0), one byte past the limit at
    // most, which tells a file that grew meanwhile.
    constexpr qint64 chunkBytes = 1 << 20;
    QByteArray bytes;
    bytes.reserve(qsizetype(std::min(file.size(), maxBytes) + 1));
    while (bytes.size() <= maxBytes) {
        const QByteArray chunk = file.read(std::min(chunkBytes, maxBytes + 1 - bytes.size()));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (file.error() != QFileDevice::NoError)
        return {{}, QStringLiteral("cannot be read (%1)").arg(file.errorString())};
    if (bytes.size() > maxBytes)
        return tooLarge();
    return {bytes, QString()};
}

} // namespace hitbox::model
