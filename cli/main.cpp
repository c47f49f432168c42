// hitbox-cli: the editor's collision and file work, headless, for asset pipelines.

#include "collidecommand.h"
#include "exportcommand.h"
#include "framedatacommand.h"
#include "framescommand.h"
#include "importcommand.h"
#include "reimportcommand.h"
#include "tracecommand.h"
#include "validatecommand.h"

#include "model/io/imageloader.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <exception>
#include <new>

namespace {

// One row per command: its name, a one-line summary, its usage text and its entry point.
struct Command
{
    const char *name;
    const char *summary;
    QString (*usage)();
    int (*run)(const QStringList &arguments, QTextStream &out, QTextStream &err);
};

const Command commands[] = {
        {"collide",
         "A.png B.png --offset DX,DY | DOC.json A B ...  two images or sprites",
         hitbox::cli::collideUsage,
         hitbox::cli::runCollide},
        {"export",
         "DOC.json --format FORMAT -o OUT [--sprites ..] [--json]  write for a game engine",
         hitbox::cli::exportUsage,
         hitbox::cli::runExport},
        {"framedata",
         "DOC.json [SPRITE[:ANIM]] [--json | --csv]  startup, active, recovery per animation",
         hitbox::cli::frameDataUsage,
         hitbox::cli::runFrameData},
        {"frames",
         "DOC.json A[:ANIM] B [--a ..] [--b ..]  hit timeline: every frame of A against B",
         hitbox::cli::framesUsage,
         hitbox::cli::runFrames},
        {"import",
         "FILE... -o DOC [--json]        add sprites with the shapes their files give (Tiled, "
         "Godot too)",
         hitbox::cli::importUsage,
         hitbox::cli::runImport},
        {"reimport",
         "DOC.json [--json]              read every sprite's source again, keeping your shapes",
         hitbox::cli::reimportUsage,
         hitbox::cli::runReimport},
        {"trace",
         "IMAGE... [-o FILE] [--holes] ...  trace images into a project document",
         hitbox::cli::traceUsage,
         hitbox::cli::runTrace},
        {"validate",
         "FILE [--json]                  check a project document",
         hitbox::cli::validateUsage,
         hitbox::cli::runValidate},
};

QString usage()
{
    QString text
            = QStringLiteral("usage: hitbox-cli COMMAND [ARGS]   (hitbox-cli COMMAND --help for "
                             "details)\ncommands:\n");
    for (const Command &c : commands)
        text += QStringLiteral("  %1 %2\n").arg(QLatin1String(c.name), QLatin1String(c.summary));
    text += QStringLiteral("exit codes: 0 ran (or valid), 1 invalid input found, 2 unusable "
                           "arguments or files\n");
    return text;
}

// Image plugins report decoding trouble through qWarning ("libpng error: ..."). The
// commands already print one clear line per problem, so keep that chatter off stderr
// unless HITBOX_VERBOSE is set.
void quietMessageHandler(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg || qEnvironmentVariableIsSet("HITBOX_VERBOSE"))
        fprintf(stderr, "%s\n", qPrintable(message));
}

} // namespace

int main(int argc, char *argv[])
{
    qInstallMessageHandler(quietMessageHandler);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hitbox-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HITBOX_VERSION));
    hitbox::model::applyImageDecodeLimits();
    QTextStream out(stdout);
    QTextStream err(stderr);

    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        err << usage();
        return 2;
    }
    const QString name = args.takeFirst();
    if (name == QLatin1String("--help") || name == QLatin1String("-h")
        || name == QLatin1String("help")) {
        out << usage();
        return 0;
    }
    if (name == QLatin1String("--version")) {
        out << "hitbox-cli " << HITBOX_VERSION << "\n";
        return 0;
    }
    for (const Command &command : commands) {
        if (name != QLatin1String(command.name))
            continue;
        if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
            out << command.usage();
            return 0;
        }
        // Every allocation failure the commands do not report themselves ends here: an
        // error, never a crash or a verdict computed from missing data.
        try {
            return command.run(args, out, err);
        } catch (const std::bad_alloc &) {
            out.flush();
            err << "hitbox-cli " << name << ": not enough memory\n";
            return 2;
        } catch (const std::exception &e) {
            out.flush();
            err << "hitbox-cli " << name << ": " << e.what() << "\n";
            return 2;
        }
    }
    err << "hitbox-cli: unknown command '" << name << "'\n" << usage();
    return 2;
}
