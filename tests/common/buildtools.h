#pragma once

// Running the real build tools (ninja, GNU make) in a test folder, and moving a file's
// modification time, for the tests of dependency files.

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>

namespace hitbox::testing {

struct ToolRun
{
    int exitCode = -1; ///< -1 when it did not start, crashed or took longer than a minute
    QString out;       ///< stdout and stderr
};

/// Runs `program` with `arguments` in `folder`.
inline ToolRun runTool(const QString &program, const QStringList &arguments, const QString &folder)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    ToolRun ran;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return ran;
    ran.exitCode = process.exitCode();
    ran.out = QString::fromUtf8(process.readAllStandardOutput());
    return ran;
}

/// Sets the modification (and access) time of the file or folder `path` to `seconds` from
/// now; false when it cannot.
inline bool setModifiedFromNow(const QString &path, int seconds)
{
    struct timespec now;
    if (::clock_gettime(CLOCK_REALTIME, &now) != 0)
        return false;
    now.tv_sec += seconds;
    const struct timespec times[2] = {now, now};
    return ::utimensat(AT_FDCWD, QFile::encodeName(path).constData(), times, 0) == 0;
}

} // namespace hitbox::testing
