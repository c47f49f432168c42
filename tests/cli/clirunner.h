#pragma once

// Runs the real hitbox-cli binary (path in $HITBOX_CLI, set by CTest) and captures
// its exit code and output.

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QtTest>

namespace hitbox::testing {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs hitbox-cli with `arguments`, in `workingDirectory` when one is given.
inline CliRun runCli(const QStringList &arguments, const QString &workingDirectory = QString())
{
    const QString cli = qEnvironmentVariable("HITBOX_CLI");
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
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
