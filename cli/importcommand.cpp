#include "importcommand.h"

#include "commandline.h"
#include "depfileoption.h"
#include "projectsprites.h"
#include "quietstderr.h"

#include "model/import/hitboximport.h"
#include "model/import/hitboxmerge.h"
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
    QString depfile;
    bool json = false;
};

ImportArguments parseArguments(const QStringList &arguments)
{
    ImportArguments args;
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto output = reader.option(QStringLiteral("-o")))
            args.output = *output;
        else if (const auto depfile = reader.option(QStringLiteral("--depfile")))
            args.depfile = *depfile;
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

// One input as sprites (one, or a hitbox file's several), or its problem (naming the file
// as given); `notes` are what a hitbox file holds that a document cannot.
struct Imported
{
    QString input;
    QList<model::Sprite> sprites;
    model::RoleTable roles; ///< a hitbox file's roles and their matrix
    int ticksPerSecond = 0; ///< a hitbox file's tick rate (MUGEN: 60)
    QStringList notes;
    QString warning;
    QString error;
};

Imported importOne(const QString &input, const model::Project &project)
{
    Imported result{input, {}, {}, 0, {}, {}, {}};
    if (model::readsHitboxes(input)) {
        const model::HitboxImport hitboxes = model::importHitboxes(input);
        result.error = hitboxes.error;
        result.sprites = hitboxes.sprites;
        result.roles = hitboxes.roles;
        result.notes = hitboxes.report;
        result.ticksPerSecond = hitboxes.ticksPerSecond;
        return result;
    }
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
    model::Sprite sprite = model::spriteFromSheet(imported.sheet, {});
    sprite.imagePath = source;
    sprite.name = QFileInfo(model::fileSystemPath(input)).completeBaseName();
    result.sprites = {sprite};
    return result;
}

// A file counting ticks (MUGEN) makes a document without sprites count them too, so its
// durations stay exact; a document with sprites keeps its timing, said on stderr.
void countTicks(model::Project &project, const Imported &imported, QTextStream &err)
{
    const bool hasSprites = !project.sprites.isEmpty();
    const QString kept
            = model::keptTickRateText(project.ticksPerSecond, hasSprites, imported.ticksPerSecond);
    if (!kept.isEmpty())
        err << "hitbox-cli import: " << QDir::toNativeSeparators(imported.input) << ": " << kept
            << "\n";
    project.ticksPerSecond = model::tickRateAfterImport(
            project.ticksPerSecond, hasSprites, imported.ticksPerSecond);
}

void report(const QList<Imported> &done,
            const QStringList &rolesAdded,
            const ImportArguments &args,
            QTextStream &out)
{
    if (!args.json) {
        for (const Imported &i : done) {
            for (const model::Sprite &sprite : i.sprites)
                out << QStringLiteral("%1: sprite %2, %3 frames, %4 animations, %5 shapes\n")
                                .arg(QDir::toNativeSeparators(i.input), sprite.name)
                                .arg(sprite.frames.size())
                                .arg(sprite.animations.size())
                                .arg(shapeCount(sprite));
        }
        return;
    }
    QJsonArray sprites;
    for (const Imported &i : done) {
        for (const model::Sprite &sprite : i.sprites) {
            QJsonObject o{{QStringLiteral("input"), i.input},
                          {QStringLiteral("sprite"), sprite.name},
                          {QStringLiteral("frames"), sprite.frames.size()},
                          {QStringLiteral("animations"), sprite.animations.size()},
                          {QStringLiteral("shapes"), shapeCount(sprite)}};
            if (!i.warning.isEmpty())
                o[QStringLiteral("warning")] = i.warning;
            if (!i.notes.isEmpty())
                o[QStringLiteral("report")] = QJsonArray::fromStringList(i.notes);
            sprites.append(o);
        }
    }
    out << QJsonDocument(QJsonObject{{QStringLiteral("document"), args.output},
                                     {QStringLiteral("sprites"), sprites},
                                     {QStringLiteral("roles_added"),
                                      QJsonArray::fromStringList(rolesAdded)}})
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
    for (const QString &problem : {model::unwritableTargetMessage(args.output),
                                   depfileTargetProblem(args.depfile, args.output)}) {
        if (!problem.isEmpty()) {
            err << "hitbox-cli import: " << problem << "\n";
            return 2;
        }
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
    QStringList readFiles = args.inputs; // for --depfile
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
        for (const QString &note : std::as_const(imported.notes))
            err << "hitbox-cli import: " << note << "\n";
        countTicks(project, imported, err);
        for (model::Sprite &sprite : imported.sprites) {
            sprite.name = uniqueName(project, sprite.name);
            shapes += shapeCount(sprite);
            readFiles += spriteFiles(sprite);
            project.sprites.append(sprite);
        }
        done << imported;
    }
    if (failed)
        return 2;
    if (shapes == 0) {
        err << "hitbox-cli import: nothing importable: no input has collision objects, or "
               "hitbox layers or slices naming a role (hitbox-cli trace traces pictures); "
               "nothing written\n";
        return 1;
    }
    // Roles the files name that the document lacks, colliding as the files say (Godot's
    // layers and masks) among themselves, else with nothing until set.
    const QStringList rolesAdded = model::addMissingRoles(project.roles, project.sprites);
    for (const Imported &i : std::as_const(done))
        model::addImportedCollisions(project.roles, rolesAdded, i.roles);
    for (const QString &line : model::newRoleLines(project.roles, rolesAdded))
        err << "hitbox-cli import: " << line << "\n";
    if (const QString problem
        = writeDocumentAndDepfile(project, args.output, args.depfile, readFiles);
        !problem.isEmpty()) {
        err << "hitbox-cli import: " << problem << "\n";
        return 2;
    }
    report(done, rolesAdded, args, out);
    return 0;
}

QString importUsage()
{
    const QString usage = QStringLiteral(
            "usage: hitbox-cli import FILE... -o DOC [--json] [--depfile FILE]\n"
            "Adds the sprites of FILEs to DOC, created or added to, without tracing pictures:\n"
            "one sprite per image, folder of images, atlas JSON, animated image or Aseprite\n"
            "file (its frames, animations, and the shapes Aseprite slices naming a role and\n"
            "hitbox layers give), and the sprites of other tools' hitbox files (a Tiled\n"
            "tileset, .tsx or .tsj: tiles as frames, collision objects as shapes; a Godot 4\n"
            "scene, .tscn: collision shapes, AnimationPlayer frames; a PhysicsEditor / Phaser\n"
            "shapes JSON: bodies as frames, fixtures as shapes; a libGDX Physics Body Editor\n"
            "JSON: rigid bodies as frames; a MUGEN / Ikemen GO character, .def or .air:\n"
            "actions as animations, elements as frames in ticks, Clsn1 as hitbox and Clsn2\n"
            "as hurtbox boxes). Roles DOC lacks are added, colliding as the file's\n"
            "layers, masks or collision filters say, else with nothing. What a file holds\n"
            "that a document cannot is reported on stderr, one line each. Prints one line per\n"
            "sprite, or with\n"
            "--json {document, sprites: [{input, sprite, frames, animations, shapes,\n"
            "warning?, report?}], roles_added}.\n"
            "exit codes: 0 imported, 1 nothing importable (no input gives a shape; nothing\n"
            "written), 2 bad arguments, an input missing, unreadable or broken, or already in\n"
            "DOC, or DOC unreadable or unwritable (nothing written)\n"
            "%1");
    return usage.arg(depfileUsage(QStringLiteral("DOC"),
                                  {QStringLiteral("the FILEs and the images and sources of"),
                                   QStringLiteral("their sprites")},
                                  20));
}

} // namespace hitbox::cli
