// hitbox-studio: the editor. Usage: hitbox-studio [--screenshot FILE] [PROJECT]

#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hitbox Studio"));
    QApplication::setOrganizationName(QStringLiteral("Hitbox Studio"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("2D sprite hitbox editor"));
    parser.addHelpOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Render the window to FILE (PNG) and exit."),
                                        QStringLiteral("FILE"));
    parser.addOption(screenshot);
    parser.addPositionalArgument(QStringLiteral("project"),
                                 QStringLiteral("Project document to open."));
    parser.process(app);

    hitbox::editor::MainWindow window;
    window.resize(1280, 800);
    const QStringList positional = parser.positionalArguments();
    QString error;
    if (!positional.isEmpty() && !window.openProject(positional.first(), &error)) {
        if (parser.isSet(screenshot)) {
            fprintf(stderr, "hitbox-studio: %s\n", qPrintable(error));
            return 1;
        }
        QMessageBox::warning(&window, QObject::tr("Cannot open project"), error);
    }
    window.show();

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        // Let layouts and the first paint settle before grabbing.
        QTimer::singleShot(200, &window, [&] {
            if (!window.grab().save(file, "PNG")) {
                fprintf(stderr, "hitbox-studio: %s: cannot write the screenshot\n", qPrintable(file));
                app.exit(1);
                return;
            }
            app.exit(0);
        });
    }
    return app.exec();
}
