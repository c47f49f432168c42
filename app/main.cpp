// hitbox-studio: the editor. Usage:
// hitbox-studio [--screenshot FILE] [--preview] [PROJECT | IMAGE...]

#include "window/mainwindow.h"

#include "canvas/canvasview.h"
#include "document/document.h"
#include "preview/previewview.h"
#include "preview/previewworkspace.h"

#include "model/io/imageloader.h"
#include "model/io/projectformat.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hitbox Studio"));
    QApplication::setOrganizationName(QStringLiteral("Hitbox Studio"));
    QApplication::setApplicationVersion(QStringLiteral(HITBOX_VERSION));
    QApplication::setStyle(QStringLiteral("Fusion"));
    hitbox::model::applyImageDecodeLimits();

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("2D sprite hitbox editor"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
            QStringLiteral("screenshot"),
            QStringLiteral("Render the window to FILE (PNG) and exit, without showing dialogs."),
            QStringLiteral("FILE"));
    parser.addOption(screenshot);
    const QCommandLineOption preview(QStringLiteral("preview"),
                                     QStringLiteral("Start in the collision preview mode."));
    parser.addOption(preview);
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QStringLiteral("A project document, or images to add as sprites."),
                                 QStringLiteral("[PROJECT | IMAGE...]"));
    parser.process(app);

    hitbox::editor::MainWindow window;
    const bool screenshotMode = parser.isSet(screenshot);
    if (screenshotMode) {
        window.setInteractive(false);
        window.resize(1400, 900);
    }
    const QStringList files = parser.positionalArguments();
    bool ok = true;
    if (files.size() == 1
        && files.first().endsWith(QLatin1String(hitbox::model::projectFileSuffix))) {
        ok = window.openProject(files.first());
    } else if (!files.isEmpty()) {
        ok = window.addSprites(files) == files.size();
    }
    if (screenshotMode && !ok) {
        fprintf(stderr, "hitbox-studio: %s\n", qPrintable(window.lastError()));
        return 1;
    }
    window.show();
    if (parser.isSet(preview))
        window.setPreviewMode(true);

    if (screenshotMode) {
        const QString file = parser.value(screenshot);
        // Let layouts and the first paint settle before grabbing.
        QTimer::singleShot(300, &window, [&] {
            if (window.isPreviewMode())
                window.previewWorkspace()->view()->fitScene();
            else
                window.canvas()->fitToImage();
            QTimer::singleShot(100, &window, [&] {
                if (!window.grab().save(file, "PNG")) {
                    fprintf(stderr,
                            "hitbox-studio: %s: cannot write the screenshot\n",
                            qPrintable(file));
                    app.exit(1);
                    return;
                }
                app.exit(0);
            });
        });
    }
    return app.exec();
}
