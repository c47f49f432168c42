#include "model/io/safewrite.h"

#include "model/io/localfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <csignal>
#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace hitbox::model {
namespace {

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString failed(const QString &path, const QString &problem)
{
    return QStringLiteral("%1: %2; no file was changed").arg(shown(path), problem);
}

// Qt's message for the last failure, or the system's when Qt has none.
QString describeFailure(const QFile &file, int systemError)
{
    const QString qtMessage = file.errorString();
    if (systemError != 0 && (qtMessage.isEmpty() || qtMessage == QLatin1String("Unknown error")))
        return qt_error_string(systemError);
    return qtMessage;
}

std::filesystem::path nativePath(const QString &path)
{
    return std::filesystem::path(QFile::encodeName(path).toStdString());
}

// Renames `from` over `to` (replacing it); the system's reason on failure, else empty.
QString renameOver(const QString &from, const QString &to)
{
    std::error_code error;
    std::filesystem::rename(nativePath(from), nativePath(to), error);
    return error ? QString::fromStdString(error.message()) : QString();
}

// A name in `folder` nothing has: short, so that it fits wherever the target fits.
QString freeName(const QString &folder, const char *suffix)
{
    for (;;) {
        const QString name
                = QStringLiteral(".hitbox-%1.%2")
                          .arg(QRandomGenerator::global()->generate(), 8, 16, QChar(u'0'))
                          .arg(QLatin1String(suffix));
        const QString path = QDir(folder).filePath(name);
        if (!QFileInfo(path).exists() && !QFileInfo(path).isSymLink())
            return path;
    }
}

// While alive, a write past the file size limit (RLIMIT_FSIZE) fails with EFBIG instead
// of killing the process with SIGXFSZ.
class FileSizeSignalIgnored
{
public:
#ifdef SIGXFSZ
    FileSizeSignalIgnored()
        : m_previous(std::signal(SIGXFSZ, SIG_IGN))
    {}
    ~FileSizeSignalIgnored()
    {
        std::signal(SIGXFSZ, m_previous);
    }

private:
    void (*m_previous)(int);
#endif
};

// Writes `bytes` to the new file `path` and flushes them to the disk; the reason on
// failure, else empty.
QString writeNewFile(const QString &path, const QByteArray &bytes, const QString &permissionsOf)
{
    QFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered))
        return describeFailure(file, errno);
    if (!permissionsOf.isEmpty())
        file.setPermissions(QFileInfo(permissionsOf).permissions());
    const FileSizeSignalIgnored ignored;
    errno = 0;
    if (file.write(bytes) != bytes.size())
        return describeFailure(file, errno);
#ifdef Q_OS_UNIX
    if (::fsync(file.handle()) != 0)
        return qt_error_string(errno);
#endif
    file.close();
    if (file.error() != QFileDevice::NoError)
        return describeFailure(file, errno);
    return QString();
}

} // namespace

void FileTransaction::add(const QString &path, const QByteArray &bytes)
{
    Entry entry;
    entry.path = path;
    entry.bytes = bytes;
    m_entries.append(entry);
}

QString FileTransaction::commit()
{
    QString error = plan();
    if (error.isEmpty())
        error = createFolders();
    if (error.isEmpty())
        error = writeTemporaries();
    if (error.isEmpty())
        error = renameAll();
    if (!error.isEmpty()) {
        rollBack();
        return error;
    }
    for (const Entry &entry : std::as_const(m_entries)) {
        if (!entry.backup.isEmpty())
            QFile::remove(entry.backup);
    }
    return QString();
}

QString FileTransaction::plan()
{
    for (Entry &entry : m_entries) {
        if (const QString message = unwritableTargetMessage(entry.path); !message.isEmpty())
            return message + QStringLiteral("; no file was changed");
        const QFileInfo info(fileSystemPath(entry.path));
        entry.existed = info.exists();
        entry.target = QDir::cleanPath(entry.existed ? info.canonicalFilePath()
                                                     : info.absoluteFilePath());
    }
    return QString();
}

QString FileTransaction::createFolders()
{
    if (!m_createFolders)
        return QString();
    for (const Entry &entry : std::as_const(m_entries)) {
        const QString folder = QFileInfo(entry.target).absolutePath();
        QStringList missing;
        for (QString f = folder; !QFileInfo(f).exists() && !QFileInfo(f).isSymLink();
             f = QFileInfo(f).absolutePath()) {
            if (QFileInfo(f).fileName().isEmpty())
                break;
            missing.prepend(f);
        }
        for (const QString &f : std::as_const(missing)) {
            if (!QDir().mkdir(f))
                return failed(f, QStringLiteral("cannot create the folder"));
            m_createdFolders.append(f);
        }
        if (!QFileInfo(folder).isDir())
            return failed(folder, QStringLiteral("is not a folder"));
    }
    return QString();
}

QString FileTransaction::writeTemporaries()
{
    for (Entry &entry : m_entries) {
        const QString folder = QFileInfo(entry.target).absolutePath();
        entry.temporary = freeName(folder, "tmp");
        const QString reason = writeNewFile(
                entry.temporary, entry.bytes, entry.existed ? entry.target : QString());
        if (reason.isEmpty())
            continue;
        // Nothing was created when the folder is missing or not writable.
        const bool created = QFileInfo(entry.temporary).exists();
        return failed(entry.path,
                      created ? QStringLiteral("writing failed (%1)").arg(reason)
                              : QStringLiteral("cannot be written (%1)").arg(reason));
    }
    return QString();
}

QString FileTransaction::renameAll()
{
    for (qsizetype k = 0; k < m_entries.size(); ++k) {
        Entry &entry = m_entries[k];
        if (m_beforeRename)
            m_beforeRename(k);
        if (entry.existed) {
            const QString backup = freeName(QFileInfo(entry.target).absolutePath(), "bak");
            if (const QString reason = renameOver(entry.target, backup); !reason.isEmpty())
                return failed(entry.path, QStringLiteral("cannot be replaced (%1)").arg(reason));
            entry.backup = backup;
        }
        if (const QString reason = renameOver(entry.temporary, entry.target); !reason.isEmpty())
            return failed(entry.path, QStringLiteral("cannot be replaced (%1)").arg(reason));
        entry.renamed = true;
    }
    return QString();
}

void FileTransaction::rollBack()
{
    for (qsizetype k = m_entries.size() - 1; k >= 0; --k) {
        Entry &entry = m_entries[k];
        if (!entry.backup.isEmpty()) {
            // Over the new file when it was renamed into place, else into the empty place.
            renameOver(entry.backup, entry.target);
            entry.backup.clear();
        } else if (entry.renamed) {
            QFile::remove(entry.target);
        }
        if (entry.renamed)
            entry.temporary.clear(); // it was the target
        entry.renamed = false;
    }
    removeTemporaries();
    for (qsizetype k = m_createdFolders.size() - 1; k >= 0; --k)
        QDir().rmdir(m_createdFolders[k]);
    m_createdFolders.clear();
}

void FileTransaction::removeTemporaries()
{
    for (Entry &entry : m_entries) {
        if (!entry.temporary.isEmpty())
            QFile::remove(entry.temporary);
        entry.temporary.clear();
    }
}

QString unwritableTargetMessage(const QString &path)
{
    const QString reason = unwritableReason(path);
    return reason.isEmpty()
                   ? QString()
                   : QStringLiteral("%1: %2; it was left untouched").arg(shown(path), reason);
}

QString writeFileSafely(const QString &path, const QByteArray &bytes)
{
    FileTransaction transaction;
    transaction.add(path, bytes);
    return transaction.commit();
}

} // namespace hitbox::model
