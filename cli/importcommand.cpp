#include "importcommand.h"

#include "commandline.h"
#include "projectsprites.h"
#include "quietstderr.h"

#include "model/import/sheetimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/localfile.h"
#include "model/io/projectformat.h"
#include "model/io/safewrite.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hitbox::cli {
namespace {

struct ImportArguments
{
    QStringList inputs;
    QString output;
    bool json = false;
};

ImportArguments parseArguments(const QStringList &arguments)
{
    ImportArguments args;
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto output = reader.option(QStringLiteral("-o")))
            args.output = *output;
        else if (reader.flag(QStringLiteral("--json")))
            args.json = true;
        else if (const QString next = reader.next();
                 next.startsWith(QLatin1Char('-')) && next.size() > 1)
            throw UsageError{QStringLiteral("unknown option %1").arg(next)};
        else
            args.inputs << next;
    }
    if (args.inputs.isEmpty())
        throw UsageError{QStringLiteral("no input files")};
    if (args.output.isEmpty())
        throw UsageError{QStringLiteral("-o DOC is required")};
    return args;
}

qsizetype shapeCount(const model::Sprite &sprite)
{
    qsizetype count = 0;
    for (const model::Frame &frame : sprite.frames)
        count += frame.shapes.size();
    return count;
}

// One input as a sprite, or its problem (naming the file as given).
struct Imported
{
    QString input;
    model::Sprite sprite;
    QString warning;
    QString error;
};

Imported importOne(const QString &input, const model::Project &project)
{
    Imported result{input, {}, {}, {}};
    const model::ImportResult imported = [&] {
        const QuietStderr quiet;
        return model::importSheet(input);
    }();
    if (!imported.ok()) {
        result.error = imported.error;
        return result;
    }
    result.warning = imported.warning;
    const QString source = imported.sheet.imagePath.isEmpty() ? model::absoluteFileSystemPath(input)
                                                              : imported.sheet.imagePath;
    if (spriteFor(project, source)) {
        result.error = QStringLiteral("%1: the document already has a sprite of it (hitbox-cli "
                                      "trace updates sprites)")
                               .arg(QDir::toNativeSeparators(input));
        return result;
    }
    result.sprite = model::spriteFromSheet(imported.sheet, {});
    result.sprite.imagePath = source;
    return result;
}

void report(const QList<Imported> &done, const ImportArguments &args, QTextStream &out)
{
    if (!args.json) {
        for (const Imported &i : done)
            out << QStringLiteral("%1: sprite %2, %3 frames, %4 animations, %5 shapes\n")
                            .arg(QDir::toNativeSeparators(i.input), i.sprite.name)
                            .arg(i.sprite.frames.size())
                            .arg(i.sprite.animations.size())
                            .arg(shapeCount(i.sprite));
        return;
    }
    QJsonArray sprites;
    for (const Imported &i : done) {
        QJsonObject o{{QStringLiteral("input"), i.input},
                      {QStringLiteral("sprite"), i.sprite.name},
                      {QStringLiteral("frames"), i.sprite.frames.size()},
                      {QStringLiteral("animations"), i.sprite.animations.size()},
                      {QStringLiteral("shapes"), shapeCount(i.sprite)}};
        if (!i.warning.isEmpty())
            o[QStringLiteral("warning")] = i.warning;
        sprites.append(o);
    }
    out << QJsonDocument(QJsonObject{{QStringLiteral("document"), args.output},
                                     {QStringLiteral("sprites"), sprites}})
                    .toJson(QJsonDocument::Indented);
}

} // namespace

int runImport(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    ImportArguments args;
    try {
        args = parseArguments(arguments);
    } catch (const UsageError &e) {
        err << "hitbox-cli import: " << e.message << "\n";
        return 2;
    }
    if (const QString problem = model::unwritableTargetMessage(args.output); !problem.isEmpty()) {
        err << "hitbox-cli import: " << problem << "\n";
        return 2;
    }
    model::Project project;
    if (QFileInfo::exists(model::fileSystemPath(args.output))) {
        model::ProjectReadResult read = model::readProjectFile(args.output);
        if (!read.ok()) {
            err << "hitbox-cli import: " << read.error << "\n";
            return 2;
        }
        project = std::move(read.project);
    }
    QList<Imported> done;
    bool failed = false;
    qsizetype shapes = 0;
    for (const QString &input : std::as_const(args.inputs)) {
        Imported imported = importOne(input, project);
        if (!imported.error.isEmpty()) {
            err << "hitbox-cli import: " << imported.error << "\n";
            failed = true;
            continue;
        }
        if (!imported.warning.isEmpty())
            err << "hitbox-cli import: " << imported.warning << "\n";
        imported.sprite.name
                = uniqueName(project, QFileInfo(model::fileSystemPath(input)).completeBaseName());
        shapes += shapeCount(imported.sprite);
        project.sprites.append(imported.sprite);
        done << imported;
    }
    if (failed)
        return 2;
    if (shapes == 0) {
        err << "hitbox-cli import: nothing importable: no input has hitbox layers or slices "
               "naming a role (hitbox-cli trace traces pictures); nothing written\n";
        return 1;
    }
    if (const QString problem = model::writeProjectFile(project, args.output); !problem.isEmpty()) {
        err << "hitbox-cli import: " << problem << "\n";
        return 2;
    }
    report(done, args, out);
    return 0;
}

QString importUsage()
{
    return QStringLiteral(
            "usage: hitbox-cli import FILE... -o DOC [--json]\n"
            "Adds one sprite per FILE (an image, a folder of images, an atlas JSON, an animated\n"
            "image or an Aseprite file) to DOC, created or added to, with the frames, animations\n"
            "and the shapes the files give (Aseprite slices naming a role and hitbox layers),\n"
            "without tracing pictures. Prints one line per sprite, or with --json an object\n"
            "{document, sprites: [{input, sprite, frames, animations, shapes, warning?}]}.\n"
            "exit codes: 0 imported, 1 nothing importable (no input gives a shape; nothing\n"
            "written), 2 bad arguments, an input missing, unreadable or broken, or already in\n"
            "DOC, or DOC unreadable or unwritable (nothing written)\n");
}

} // namespace hitbox::cli
