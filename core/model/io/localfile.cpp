#include "model/io/localfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace hitbox::model {
namespace {

QString danglingLinkReason()
{
    return QStringLiteral("is a symbolic link to a missing file or a link loop");
}

QString notRegularFileReason()
{
    return QStringLiteral("is not a regular file (a device, pipe or socket)");
}

// The longest name, in bytes, the file system holding the existing folder `folder` takes.
qsizetype nameMaxBytes(const QString &folder)
{
#ifdef Q_OS_UNIX
    const long max = pathconf(QFile::encodeName(folder).constData(), _PC_NAME_MAX);
    if (max > 0)
        return qsizetype(max);
#else
    Q_UNUSED(folder);
#endif
    return 255;
}

// Why a name of the path that does not exist yet would not fit its file system, or empty.
QString nameLengthReason(const QString &absolutePath)
{
    QStringList missing;
    QString existing = absolutePath;
    while (!QFileInfo(existing).exists() && !QFileInfo(existing).isSymLink()) {
        const QFileInfo info(existing);
        if (info.fileName().isEmpty())
            break;
        missing.prepend(info.fileName());
        existing = info.absolutePath();
    }
    const qsizetype max = nameMaxBytes(existing);
    for (const QString &name : std::as_const(missing)) {
        const qsizetype bytes = QFile::encodeName(name).size();
        if (bytes > max) {
            const QString shown = name.size() > 24 ? name.left(20) + QStringLiteral("...") : name;
            return QStringLiteral("the name \"%1\" is %2 bytes long; the file system allows at "
                                  "most %3")
                    .arg(shown)
                    .arg(bytes)
                    .arg(max);
        }
    }
    return QString();
}

} // namespace

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
        return info.isSymLink() ? danglingLinkReason() : QStringLiteral("file not found");
    }
    if (info.isDir())
        return QStringLiteral("is a folder, not %1").arg(what);
    if (!info.isFile())
        return notRegularFileReason();
    if (!info.isReadable())
        return QStringLiteral("cannot be read (permission denied)");
    return QString();
}

QString unwritableReason(const QString &path)
{
    const QFileInfo info(fileSystemPath(path));
    if (info.exists()) {
        if (info.isDir())
            return QStringLiteral("is a folder, not a file");
        return info.isFile() ? QString() : notRegularFileReason();
    }
    if (info.isSymLink())
        return danglingLinkReason();
    return nameLengthReason(QDir::cleanPath(info.absoluteFilePath()));
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

QString controlCharactersEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const QChar::Category category = c.category();
        if (category != QChar::Other_Control && category != QChar::Separator_Line
            && category != QChar::Separator_Paragraph) {
            out += c;
        } else if (c == u'\n') {
            out += QStringLiteral("\\n");
        } else if (c == u'\r') {
            out += QStringLiteral("\\r");
        } else if (c == u'\t') {
            out += QStringLiteral("\\t");
        } else {
            out += QStringLiteral("\\u%1").arg(uint(c.unicode()), 4, 16, QChar(u'0'));
        }
    }
    return out;
}

} // namespace hitbox::model
