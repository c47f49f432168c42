#include "pairarguments.h"

#include "commandline.h"

#include "model/io/projectformat.h"

#include <QDir>

namespace hitbox::cli {

PairArguments parsePairArguments(const QStringList &arguments,
                                 const QString &command,
                                 const QString &unknownOptionHint)
{
    PairArguments parsed;
    QStringList positional;
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto a = reader.option(QStringLiteral("--a")))
            parsed.placementA = parsePlacement(*a, QStringLiteral("--a"));
        else if (const auto b = reader.option(QStringLiteral("--b")))
            parsed.placementB = parsePlacement(*b, QStringLiteral("--b"));
        else if (const auto roles = reader.option(QStringLiteral("--roles")))
            parsed.roles = *roles;
        else if (reader.flag(QStringLiteral("--json")))
            parsed.json = true;
        else {
            const QString argument = reader.next();
            if (argument.startsWith(QLatin1String("--")))
                throw UsageError{
                        QStringLiteral("unknown option '%1'%2").arg(argument, unknownOptionHint)};
            positional << argument;
        }
    }
    if (positional.size() != 3)
        throw UsageError{QStringLiteral("%1 needs a document and two sprite names, got %2 "
                                        "argument(s)")
                                 .arg(command, QString::number(positional.size()))};
    parsed.documentPath = positional[0];
    parsed.spriteA = positional[1];
    parsed.spriteB = positional[2];
    return parsed;
}

bool loadPair(const PairArguments &args,
              const QString &command,
              QTextStream &err,
              LoadedPair &loaded)
{
    const QString prefix = QStringLiteral("hitbox-cli %1: ").arg(command);
    model::ProjectReadResult read = model::readProjectFile(args.documentPath);
    if (!read.ok()) {
        err << prefix << read.error << "\n";
        return false;
    }
    loaded.project = std::move(read.project);
    QString error;
    std::optional<FrameReference> a = resolveFrameReference(loaded.project, args.spriteA, &error);
    std::optional<FrameReference> b;
    if (a)
        b = resolveFrameReference(loaded.project, args.spriteB, &error);
    if (!a || !b) {
        err << prefix << QDir::toNativeSeparators(args.documentPath) << ": " << error << "\n";
        return false;
    }
    loaded.a = *a;
    loaded.b = *b;
    if (!args.roles.isEmpty()) {
        try {
            loaded.roles = parseRolePair(args.roles, loaded.project.roles);
        } catch (const UsageError &e) {
            err << prefix << e.message << "\n";
            return false;
        }
    }
    return true;
}

} // namespace hitbox::cli
