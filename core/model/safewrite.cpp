#include "safewrite.h"

#include "localfile.h"

#include <QDir>
#include <QSaveFile>

#include <cerrno>

namespace hitbox::model {
namespace {

// Qt's message for the last failure, or the system's when Qt has none.
QString describeFailure(const QSaveFile &file, int systemError)
{
    const QString qtMessage = file.errorString();
    if (systemError != 0 && (qtMessage.isEmpty() || qtMessage == QLatin1String("Unknown error")))
        return qt_error_string(systemError);
    return qtMessage;
}

} // namespace

QString writeFileSafely(const QString &path, const QByteArray &bytes)
{
    const QString fileName = QDir::toNativeSeparators(path);
    QSaveFile file(fileSystemPath(path));
    // Unbuffered: with Qt's write buffer a failing flush inside commit() can go
    // unreported (seen with a full disk: a truncated file replaced the old one).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return QStringLiteral("%1: cannot be written (%2)")
                .arg(fileName, describeFailure(file, errno));
    }
    errno = 0;
    if (file.write(bytes) != bytes.size()) {
        const QString why = describeFailure(file, errno);
        file.cancelWriting();
        return QStringLiteral("%1: writing failed (%2); the previous file is unchanged")
                .arg(fileName, why);
    }
    if (!file.commit()) {
        return QStringLiteral("%1: saving failed (%2); the previous file is unchanged")
                .arg(fileName, describeFailure(file, errno));
    }
    return QString();
}

} // namespace hitbox::model
