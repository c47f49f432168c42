// hitbox-cli: the editor's collision and file work, headless, for asset pipelines.

#include "collidecommand.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

QString usage()
{
    return QStringLiteral(
        "usage: hitbox-cli COMMAND [ARGS]\n"
        "commands:\n"
        "  collide A.png B.png --offset DX,DY [--threshold T] [--threshold-b T] [--json]\n"
        "      pixel collision of two images; see 'hitbox-cli collide --help'\n"
        "exit codes: 0 ran, 1 invalid input found (validate), 2 unusable arguments or files\n");
}

// Image plugins report decoding trouble through qWarning ("libpng error: ..."). The
// command already prints one clear line per problem, so keep that chatter off stderr
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
    QTextStream out(stdout);
    QTextStream err(stderr);

    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        err << usage();
        return 2;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("--help") || command == QLatin1String("-h")
        || command == QLatin1String("help")) {
        out << usage();
        return 0;
    }
    if (command == QLatin1String("--version")) {
        out << "hitbox-cli " << HITBOX_VERSION << "\n";
        return 0;
    }
    const bool wantsHelp = args.contains(QLatin1String("--help"))
                           || args.contains(QLatin1String("-h"));
    if (command == QLatin1String("collide")) {
        if (wantsHelp) {
            out << hitbox::cli::collideUsage();
            return 0;
        }
        return hitbox::cli::runCollide(args, out, err);
    }
    err << "hitbox-cli: unknown command '" << command << "'\n" << usage();
    return 2;
}
