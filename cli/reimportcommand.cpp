#include "reimportcommand.h"

#include "commandline.h"
#include "depfileoption.h"
#include "quietstderr.h"

#include "model/document/frameedits.h"
#include "model/import/reimport.h"
#include "model/io/frameloader.h"
#include "model/io/localfile.h"
#include "model/io/projectformat.h"
#include "model/io/safewrite.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hitbox::cli {
namespace {

struct ReimportArguments
{
    QString document;
    QString depfile;
    bool json = false;
};

ReimportArguments parseArguments(const QStringList &arguments)
{
    ReimportArguments args;
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (reader.flag(QStringLiteral("--json"))) {
            args.json = true;
            continue;
        }
        if (const auto depfile = reader.option(QStringLiteral("--depfile"))) {
            args.depfile = *depfile;
            continue;
        }
        const QString next = reader.next();
        if (next.startsWith(QLatin1Char('-')) && next.size() > 1)
            throw UsageError{QStringLiteral("unknown option %1").arg(next)};
        if (!args.document.isEmpty())
            throw UsageError{
                    QStringLiteral("one document only (%1 and %2)").arg(args.document, next)};
        args.document = next;
    }
    if (args.document.isEmpty())
        throw UsageError{QStringLiteral("no document")};
    return args;
}

QJsonArray numbers(const QList<int> &values)
{
    QJsonArray array;
    for (const int v : values)
        array.append(v);
    return array;
}

QJsonObject
summaryJson(const model::Sprite &sprite, const model::ReimportSummary &s, const QDir &base)
{
    QJsonArray removed;
    for (const model::RemovedFrame &r : s.removed) {
        removed.append(QJsonObject{{QStringLiteral("frame"), r.index},
                                   {QStringLiteral("name"), r.name},
                                   {QStringLiteral("users_shapes"), r.usersShapes}});
    }
    QJsonObject o{{QStringLiteral("sprite"), sprite.name},
                  {QStringLiteral("source"),
                   model::fileSystemPath(base.relativeFilePath(sprite.source->path))},
                  {QStringLiteral("unchanged"), s.unchanged},
                  {QStringLiteral("changed"), numbers(s.changed)},
                  {QStringLiteral("added"), numbers(s.added)},
                  {QStringLiteral("removed"), removed},
                  {QStringLiteral("moved"), s.moved},
                  {QStringLiteral("source_shapes"), s.sourceShapes},
                  {QStringLiteral("retraced"), s.retraced},
                  {QStringLiteral("animations_from_source"), s.animationsFromSource}};
    if (!s.warning.isEmpty())
        o[QStringLiteral("warning")] = s.warning;
    return o;
}

} // namespace

int runReimport(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    ReimportArguments args;
    try {
        args = parseArguments(arguments);
    } catch (const UsageError &e) {
        err << "hitbox-cli reimport: " << e.message << "\n";
        return 2;
    }
    model::ProjectReadResult read = model::readProjectFile(args.document);
    if (!read.ok()) {
        err << "hitbox-cli reimport: " << read.error << "\n";
        return 2;
    }
    for (const QString &problem : {model::unwritableTargetMessage(args.document),
                                   depfileTargetProblem(args.depfile, args.document)}) {
        if (!problem.isEmpty()) {
            err << "hitbox-cli reimport: " << problem << "\n";
            return 2;
        }
    }
    model::Project project = read.project;
    model::FrameSources sources;
    QStringList lines;
    QJsonArray sprites;
    QJsonArray skipped;
    QStringList readFiles; // every source read, for --depfile
    bool failed = false;
    const QDir base = QFileInfo(model::fileSystemPath(args.document)).absoluteDir();
    for (int i = 0; i < project.sprites.size(); ++i) {
        const model::Sprite &sprite = project.sprites[i];
        if (!model::reimportsFromSource(sprite)) {
            skipped.append(sprite.name);
            lines << QStringLiteral("%1: %2").arg(sprite.name, model::notReimportedText(sprite));
            continue;
        }
        const model::ReimportResult result = [&] {
            const QuietStderr quiet;
            return model::reimportFromSource(sprite, sources);
        }();
        readFiles << model::spriteSourceFiles(sprite) << model::spriteSourceFiles(result.sprite);
        if (!result.ok()) {
            err << "hitbox-cli reimport: " << result.error << "\n";
            failed = true;
            continue;
        }
        for (const QString &line : model::reimportSummaryLines(result.summary))
            lines << QStringLiteral("%1: %2").arg(sprite.name, line);
        sprites.append(summaryJson(result.sprite, result.summary, base));
        project.preview = model::remappedInstances(
                project.preview, i, result.map, int(result.sprite.frames.size()));
        project.sprites[i] = result.sprite;
    }
    if (failed) {
        err << "hitbox-cli reimport: nothing written\n";
        return 2;
    }
    const bool changed = !(project == read.project);
    model::FileTransaction transaction;
    QString problem = addDepfileIfAsked(transaction, args.depfile, args.document, readFiles);
    if (problem.isEmpty() && changed)
        problem = model::writeProjectFile(project, args.document, transaction);
    else if (problem.isEmpty() && !args.depfile.isEmpty())
        problem = transaction.commit(); // the dependency file alone
    if (!problem.isEmpty()) {
        err << "hitbox-cli reimport: " << problem << "\n";
        return 2;
    }
    if (args.json) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("document"), args.document},
                                         {QStringLiteral("written"), changed},
                                         {QStringLiteral("sprites"), sprites},
                                         {QStringLiteral("skipped"), skipped}})
                        .toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : std::as_const(lines))
            out << line << "\n";
    }
    return 0;
}

QString reimportUsage()
{
    const QString usage = QStringLiteral(
            "usage: hitbox-cli reimport DOC [--json] [--depfile FILE]\n"
            "Reads again the file or folder each sprite of DOC was added from (an image, a\n"
            "sheet with its grid, an atlas JSON, an Aseprite file, a folder of images) and\n"
            "updates DOC when the art changed. Frames are matched by what the source gave\n"
            "them, then by name, then by order. On a frame whose pixels or source shapes\n"
            "changed, the shapes the source gives (Aseprite slices and hitbox layers) are\n"
            "replaced and traced polygons are traced again at their threshold; shapes you\n"
            "drew or edited are never touched. New frames are added; frames the source no\n"
            "longer has are removed with their shapes and reported. Animations become the\n"
            "source's tags when it has any. Sprites that remember no source (added before\n"
            "this, or made otherwise) are left as they are and listed.\n"
            "Prints what changed, one line each (SPRITE: ...), or with\n"
            "--json {document, written, sprites: [{sprite, source, unchanged, changed,\n"
            "added, removed: [{frame, name, users_shapes}], moved, source_shapes, retraced,\n"
            "animations_from_source, warning?}], skipped: [names]}.\n"
            "exit codes: 0 done (DOC written only when something changed), 2 bad arguments,\n"
            "DOC unreadable or unwritable, or a source missing or unreadable (nothing\n"
            "written)\n"
            "%1"
            "                    FILE is written even when DOC is not: give ninja's\n"
            "                    rule restat = 1\n");
    return usage.arg(depfileUsage(
            QStringLiteral("DOC"), {QStringLiteral("each sprite's source files")}, 20));
}

} // namespace hitbox::cli
