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

inline CliRun runCli(const QStringList &arguments)
{
    const QString cli = qEnvironmentVariable("HITBOX_CLI");
    QProcess process;
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

} // namespace hitbox::testing
