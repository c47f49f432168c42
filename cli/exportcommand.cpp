#include "exportcommand.h"

#include "commandline.h"
#include "depfileoption.h"
#include "quietstderr.h"

#include "model/export/exportframes.h"
#include "model/io/projectformat.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hitbox::cli {
namespace {

struct ExportArguments
{
    QString documentPath;
    QString outputPath;
    QString depfile;
    model::ExportOptions options;
    bool json = false;
};

QString formatNames()
{
    QStringList names;
    for (const model::ExportFormat format : model::allExportFormats())
        names << model::exportFormatName(format);
    return names.join(QLatin1Char('|'));
}

QStringList nameList(const QString &text, const QString &option)
{
    QStringList names = text.split(QLatin1Char(','));
    for (const QString &name : names) {
        if (name.isEmpty())
            throw UsageError{QStringLiteral("%1 has an empty name in '%2'").arg(option, text)};
    }
    return names;
}

double parsePixelsPerMetre(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !(value > 0.0) || value > 1.0e6)
        throw UsageError{
                QStringLiteral("--ppm needs a number of pixels per metre in (0, 1000000], got '%1'")
                        .arg(text)};
    return value;
}

ExportArguments parseArguments(const QStringList &arguments)
{
    ExportArguments parsed;
    std::optional<model::ExportFormat> format;
    QStringList positional;
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto f = reader.option(QStringLiteral("--format"))) {
            format = model::exportFormatFromName(*f);
            if (!format)
                throw UsageError{
                        QStringLiteral("unknown format '%1' (one of %2)").arg(*f, formatNames())};
        } else if (const auto o = reader.option(QStringLiteral("-o"))) {
            parsed.outputPath = *o;
        } else if (const auto d = reader.option(QStringLiteral("--depfile"))) {
            parsed.depfile = *d;
        } else if (const auto ppm = reader.option(QStringLiteral("--ppm"))) {
            parsed.options.pixelsPerMetre = parsePixelsPerMetre(*ppm);
        } else if (const auto s = reader.option(QStringLiteral("--sprites"))) {
            parsed.options.sprites = nameList(*s, QStringLiteral("--sprites"));
        } else if (const auto r = reader.option(QStringLiteral("--roles"))) {
            parsed.options.roles = nameList(*r, QStringLiteral("--roles"));
        } else if (const auto v = reader.option(QStringLiteral("--max-vertices"))) {
            parsed.options.maxPolygonVertices
                    = parseIntInRange(*v, 3, 1000, QStringLiteral("--max-vertices"));
        } else if (reader.flag(QStringLiteral("--first-frame-only"))) {
            parsed.options.allFrames = false;
        } else if (reader.flag(QStringLiteral("--mirrored"))) {
            parsed.options.mirrored = true;
        } else if (reader.flag(QStringLiteral("--json"))) {
            parsed.json = true;
        } else {
            const QString argument = reader.next();
            if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1)
                throw UsageError{QStringLiteral("unknown option '%1'").arg(argument)};
            positional << argument;
        }
    }
    if (positional.size() != 1)
        throw UsageError{
                QStringLiteral("export needs one document, got %1").arg(positional.size())};
    if (!format)
        throw UsageError{QStringLiteral("export needs --format %1").arg(formatNames())};
    if (parsed.outputPath.isEmpty())
        throw UsageError{QStringLiteral("export needs -o OUT (a file, or a folder for formats "
                                        "with a file per sprite)")};
    parsed.documentPath = positional.first();
    parsed.options.format = *format;
    return parsed;
}

QJsonObject summaryJson(const ExportArguments &args, const model::ExportPlan &plan)
{
    QJsonArray files;
    for (const model::ExportedFile &file : plan.files)
        files.append(file.relativePath);
    return QJsonObject{{QStringLiteral("format"), model::exportFormatName(args.options.format)},
                       {QStringLiteral("output"), args.outputPath},
                       {QStringLiteral("files"), files},
                       {QStringLiteral("shapes"), plan.shapeCount},
                       {QStringLiteral("pieces"), plan.pieceCount}};
}

} // namespace

QString exportUsage()
{
    return QStringLiteral(
                   "usage: hitbox-cli export DOC.hitbox.json --format FORMAT -o OUT [--ppm N]\n"
                   "                         [--sprites NAME,...] [--roles ROLE,...]\n"
                   "                         [--first-frame-only] [--mirrored]\n"
                   "                         [--max-vertices N] [--json] [--depfile FILE]\n"
                   "  Writes the document's sprites for a game engine, all files or none.\n"
                   "  --format FORMAT     %1\n"
                   "  -o OUT              the file, or the folder for formats with a file per\n"
                   "                      sprite (tiled, tiled-json); created when missing\n"
                   "  --ppm N             pixels per metre (Box2D-family targets, default 32)\n"
                   "  --sprites A,B       only these sprites (default: all)\n"
                   "  --roles R,S         only shapes of these roles (default: all)\n"
                   "  --first-frame-only  each sprite's frame 0 only, no animations\n"
                   "  --mirrored          also write each sprite flipped in x (NAME_flipped)\n"
                   "  --max-vertices N    convex pieces' vertex limit (default 8, Box2D)\n"
                   "  --json              print {\"format\", \"output\", \"files\", \"shapes\",\n"
                   "                      \"pieces\"}\n"
                   "  exit 0 written, 1 a shape the format cannot hold (nothing written, each\n"
                   "  problem printed as FILE: WHERE: REASON), 2 bad arguments, unreadable\n"
                   "  input or an output that cannot be written: a FIFO, socket or device, a\n"
                   "  name too long for the file system, a full disk (no file changed)\n"
                   "%2")
            .arg(formatNames(),
                 depfileUsage(QStringLiteral("OUT"),
                              {QStringLiteral("DOC and the image of each frame exported")},
                              22));
}

int runExport(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    ExportArguments args;
    try {
        args = parseArguments(arguments);
    } catch (const UsageError &e) {
        err << "hitbox-cli export: " << e.message << "\n";
        return 2;
    }
    const model::Exporter *exporter = model::exporterFor(args.options.format);
    if (const QString problem = depfileTargetProblem(args.depfile, args.outputPath);
        !problem.isEmpty()) {
        err << "hitbox-cli export: " << problem << "\n";
        return 2;
    }

    const QString fileName = QDir::toNativeSeparators(args.documentPath);
    const model::ProjectReadResult read = model::readProjectFile(args.documentPath);
    if (!read.ok()) {
        err << "hitbox-cli export: " << read.error << "\n";
        return 2;
    }
    model::ExportSource source;
    source.project = &read.project;
    source.outputPath = QDir(args.outputPath).absolutePath();

    // Unknown names and unreadable images are the input's fault (exit 2); what is left
    // after them is what the target cannot hold (exit 1).
    QList<model::ExportProblem> inputProblems;
    model::ExportPlan plan;
    QStringList readFiles{args.documentPath}; // for --depfile
    {
        const QuietStderr quiet;
        if (exporter->readsPictures()) {
            for (const model::ExportSprite &sprite :
                 model::exportSprites(source, args.options, &inputProblems)) {
                for (const model::ExportFrame &frame : sprite.frames)
                    readFiles << frame.imagePath;
            }
        } else {
            // The .air export reads the files the sprites came from, not their pictures.
            for (const model::Sprite &sprite : read.project.sprites) {
                if (sprite.source && args.options.exportsSprite(sprite.name))
                    readFiles << sprite.source->path;
            }
        }
        if (inputProblems.isEmpty())
            plan = exporter->plan(source, args.options);
    }
    if (!inputProblems.isEmpty()) {
        for (const model::ExportProblem &problem : inputProblems)
            err << "hitbox-cli export: " << fileName << ": " << problem.text() << "\n";
        return 2;
    }
    if (!plan.ok()) {
        for (const model::ExportProblem &problem : plan.problems)
            out << fileName << ": " << problem.text() << "\n";
        out << fileName << ": nothing was written: " << plan.problems.size() << " problem(s) for "
            << model::exportFormatName(args.options.format) << "\n";
        return 1;
    }
    model::FileTransaction transaction;
    QString error = addDepfileIfAsked(transaction, args.depfile, args.outputPath, readFiles);
    if (error.isEmpty())
        error = model::writeExportPlan(
                plan, args.outputPath, exporter->writesFolder(), transaction);
    if (!error.isEmpty()) {
        err << "hitbox-cli export: " << error << "\n";
        return 2;
    }
    if (args.json) {
        out << QJsonDocument(summaryJson(args, plan)).toJson(QJsonDocument::Compact) << "\n";
    } else {
        out << "wrote " << plan.files.size() << " file(s) to "
            << QDir::toNativeSeparators(args.outputPath) << ": " << plan.shapeCount << " shape(s), "
            << plan.pieceCount << " convex piece(s)\n";
    }
    return 0;
}

} // namespace hitbox::cli
