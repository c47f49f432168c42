#pragma once

// Runs the real hitbox-cli binary (path in $HITBOX_CLI, set by CTest) and captures
// its exit code and output.

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QtTest>

#include <functional>

#include <sys/resource.h>
#include <unistd.h>

namespace hitbox::testing {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs hitbox-cli with `arguments`, in `workingDirectory` when one is given; `inChild`,
/// when given, runs in the child process before the program starts (setrlimit).
inline CliRun runCli(const QStringList &arguments,
                     const QString &workingDirectory = QString(),
                     const std::function<void()> &inChild = {})
{
    const QString cli = qEnvironmentVariable("HITBOX_CLI");
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    if (inChild)
        process.setChildProcessModifier(inChild);
    process.start(cli, arguments);
    CliRun run;
    if (!process.waitForFinished(60000)) {
        run.err = QStringLiteral("hitbox-cli did not finish: ") + process.errorString();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

/// Runs hitbox-cli with a file size limit of `bytes` (RLIMIT_FSIZE): every write past it
/// fails with EFBIG ("File too large"), as on a disk that fills up, even for root.
inline CliRun runCliWithFileSizeLimit(qint64 bytes,
                                      const QStringList &arguments,
                                      const QString &workingDirectory = QString())
{
    return runCli(arguments, workingDirectory, [bytes] {
        struct rlimit limit;
        limit.rlim_cur = rlim_t(bytes);
        limit.rlim_max = rlim_t(bytes);
        if (setrlimit(RLIMIT_FSIZE, &limit) != 0)
            _exit(97);
    });
}

/// Runs hitbox-cli with its virtual memory limited to `kilobytes` (ulimit -v, through
/// /bin/sh), in `workingDirectory`.
inline CliRun runCliWithMemoryLimit(qint64 kilobytes,
                                    const QStringList &arguments,
                                    const QString &workingDirectory = QString())
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    QStringList shell{QStringLiteral("-c"),
                      QStringLiteral("ulimit -v \"$1\" || exit 97; shift; exec \"$@\""),
                      QStringLiteral("sh"),
                      QString::number(kilobytes),
                      qEnvironmentVariable("HITBOX_CLI")};
    shell += arguments;
    process.start(QStringLiteral("/bin/sh"), shell);
    CliRun run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("hitbox-cli did not finish within 60 s");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace hitbox::testing
