#pragma once

// The frames strip tests' sprite sheet (tst_framesdock, tst_frameediting,
// tst_frameshapecopy): four square cells in a row, each one colour (red, green, blue,
// yellow), a sprite cut from it, and the main window those tests drive.

#include "document/document.h"
#include "window/mainwindow.h"

#include "model/document/project.h"
#include "model/document/sprite.h"

#include <QApplication>
#include <QColor>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QTest>

#include <memory>

namespace hitbox::editor::framestest {

/// Side of a cell in pixels.
inline constexpr int cell = 16;

/// Saves the 4-cell sheet at `path`; false when it cannot be written.
inline bool writeFourCellSheet(const QString &path)
{
    QImage sheet(4 * cell, cell, QImage::Format_ARGB32);
    const QColor colors[] = {Qt::red, Qt::green, Qt::blue, Qt::yellow};
    for (int f = 0; f < 4; ++f) {
        for (int y = 0; y < cell; ++y) {
            for (int x = 0; x < cell; ++x)
                sheet.setPixelColor(f * cell + x, y, colors[f]);
        }
    }
    return sheet.save(path);
}

/// A sprite "run" of the sheet at `path`: frame f is cell f and lasts `durationMs(f)`.
template<typename Duration>
model::Sprite fourCellSprite(const QString &path, Duration durationMs)
{
    model::Sprite run;
    run.name = QStringLiteral("run");
    run.imagePath = path;
    run.frames.clear();
    for (int f = 0; f < 4; ++f) {
        model::Frame frame;
        frame.region.rect = QRect(f * cell, 0, cell, cell);
        frame.durationMs = durationMs(f);
        run.frames.append(frame);
    }
    return run;
}

/// Test-mode settings for the test `name`; the application stays up without windows.
inline void initApplication(const char *name)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HitboxStudioTests"));
    QCoreApplication::setApplicationName(QString::fromLatin1(name));
    QApplication::setQuitOnLastWindowClosed(false);
}

/// A fresh main window (not interactive, settings cleared), shown, with `project` open and
/// its sprite 0 current; null when the window is never exposed.
inline std::unique_ptr<MainWindow> openWindow(const model::Project &project)
{
    QSettings().clear();
    auto window = std::make_unique<MainWindow>();
    window->setInteractive(false);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    window->document()->resetProject(project, QString());
    window->document()->setCurrentSprite(0);
    return window;
}

} // namespace hitbox::editor::framestest
