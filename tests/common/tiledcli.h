#pragma once

// Running Tiled itself (Debian's tiled 1.8) headless, as the real loader of the tests of
// our Tiled import.

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace hitbox::testing {

/// Runs `tiled --export-tileset json in out` offscreen: empty when Tiled wrote `out`,
/// else what went wrong (Tiled's error output).
inline QString tiledExportTileset(const QString &tiled, const QString &in, const QString &out)
{
    QFile::remove(out);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(tiled, {QStringLiteral("--export-tileset"), QStringLiteral("json"), in, out});
    if (!process.waitForFinished(120000))
        return QStringLiteral("tiled did not finish in 2 minutes");
    if (!QFile::exists(out))
        return QStringLiteral("tiled wrote no %1: %2")
                .arg(out, QString::fromLocal8Bit(process.readAllStandardError()));
    return {};
}

} // namespace hitbox::testing
