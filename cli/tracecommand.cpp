#include "tracecommand.h"

#include "commandline.h"
#include "depfileoption.h"
#include "projectsprites.h"
#include "quietstderr.h"
#include "tracearguments.h"

#include "model/document/numbertext.h"
#include "model/evaluate/newshape.h"
#include "model/evaluate/tracepipeline.h"
#include "model/import/sheetimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/alphaplane.h"
#include "model/io/frameimage.h"
#include "model/io/frameloader.h"
#include "model/io/imageloader.h"
#include "model/io/localfile.h"
#include "model/io/projectformat.h"
#include "model/io/safewrite.h"
#include "model/io/sourcedigest.h"
#include <hitbox/trace/maskmorphology.h>

#include <QDir>
#include <QFileInfo>

#include <algorithm>

#include <atomic>
#include <chrono>
#include <cmath>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace hitbox::cli {
namespace {

namespace hc = hitbox::collision;

// One image or frame to trace, with what the document already says about it.
struct Job
{
    QString path;         // as given, for messages
    QString absolutePath; // as the document stores it in memory
    QString label;        // the scores line's name: the path, or "PATH#N" for frame N
    std::optional<model::FrameRegion> region; // a frame of a sheet; empty: a still image
    QString importError;                      // the import failed: nothing to trace
    int threshold = model::defaultThreshold;
    std::optional<model::ColorKey> colorKey;
    std::optional<hc::Vec2> pivot; // the sprite's stored pivot, when updating
};

struct Outcome
{
    QString error;
    hc::Vec2 pivot;               // image pixels
    QList<model::Shape> polygons; // sprite-local, relative to the pivot
    std::size_t shapes = 0;
    std::size_t holes = 0;
    std::size_t vertices = 0;
    hc::TraceQuality quality;
};

Outcome traceImage(const Job &job, const TraceArguments &args, model::FrameSources &sources)
{
    Outcome outcome;
    if (!job.importError.isEmpty()) {
        outcome.error = job.importError;
        return outcome;
    }
    model::LoadedImage image;
    if (job.region) {
        // The frame's untrimmed image, cut from its decoded source as the editor does; each
        // source is decoded once for all the frames cut from it.
        const QString source
                = job.region->imagePath.isEmpty() ? job.absolutePath : job.region->imagePath;
        image = sources.source(source, job.region->imageIndex);
        if (image.ok()) {
            image.image = model::frameImage(image.image, *job.region);
            if (image.image.isNull()) {
                image.error = QStringLiteral("%1: the frame is empty or too large")
                                      .arg(QDir::toNativeSeparators(job.label));
            }
        }
    } else {
        image = model::loadImage(job.path);
    }
    if (!image.ok()) {
        outcome.error = image.error;
        return outcome;
    }
    model::TraceSettings settings;
    settings.tolerance = args.tolerance;
    settings.maxVertices = args.maxVertices;
    settings.minArea = args.minArea;
    settings.holes = args.holes;
    settings.grow = args.grow;
    settings.conservative = args.conservative;
    settings.output
            = args.decompose ? model::TraceOutput::ConvexPieces : model::TraceOutput::Outlines;
    settings.pieceVertices = args.decompose.value_or(hc::box2dMaxPolygonVertices);
    const model::TraceResult traced = model::traceSolidPixels(
            model::maskFromImage(image.image, job.threshold, job.colorKey), settings);
    const auto shapeName
            = [](std::size_t shape) { return QStringLiteral("shape %1").arg(shape + 1); };
    if (!traced.ok) {
        outcome.error
                = QStringLiteral("%1: %2 could not be cut into convex pieces")
                          .arg(QDir::toNativeSeparators(job.label), shapeName(traced.failedShape));
        return outcome;
    }
    outcome.quality = traced.quality;
    outcome.shapes = traced.shapes.size();
    outcome.holes = traced.holeCount;
    outcome.vertices = traced.vertexCount;
    // The model's pivot rule and the editor's naming of traced polygons.
    model::Sprite sprite;
    sprite.pivot = job.pivot;
    outcome.pivot = model::effectivePivot(sprite, image.image.size());
    outcome.polygons = model::tracedPolygons(traced, outcome.pivot, job.threshold);
    return outcome;
}

// Draws "[#####-----] 3/10 images" over itself on a terminal.
void drawProgress(int fd, std::size_t done, std::size_t total)
{
#ifdef Q_OS_UNIX
    constexpr std::size_t width = 30;
    const std::size_t filled = total == 0 ? width : done * width / total;
    const QByteArray line = QByteArray("\rtracing [") + QByteArray(qsizetype(filled), '#')
                            + QByteArray(qsizetype(width - filled), '-') + "] "
                            + QByteArray::number(qulonglong(done)) + '/'
                            + QByteArray::number(qulonglong(total)) + " images";
    [[maybe_unused]] const auto written = ::write(fd, line.constData(), std::size_t(line.size()));
#else
    Q_UNUSED(fd);
    Q_UNUSED(done);
    Q_UNUSED(total);
#endif
}

// Traces every job on `args.jobs` threads; the outcomes keep the order of the jobs.
std::vector<Outcome>
traceAll(const std::vector<Job> &jobs, const TraceArguments &args, model::FrameSources &sources)
{
    std::vector<Outcome> outcomes(jobs.size());
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < jobs.size(); i = next++) {
            try {
                outcomes[i] = traceImage(jobs[i], args, sources);
            } catch (const std::bad_alloc &) {
                outcomes[i].error = QStringLiteral("%1: not enough memory to trace it")
                                            .arg(QDir::toNativeSeparators(jobs[i].label));
            }
            ++done;
        }
    };
    int progress = -1;
#ifdef Q_OS_UNIX
    // The bar goes to the real stderr, which QuietStderr hides while images decode.
    if (::isatty(2))
        progress = ::dup(2);
#endif
    {
        const QuietStderr quiet;
        std::vector<std::thread> threads;
        const std::size_t count = std::min(jobs.size(), std::size_t(args.jobs));
        try {
            for (std::size_t t = 0; t < count; ++t)
                threads.emplace_back(work);
        } catch (const std::system_error &) {
            // No thread could be started (out of memory or a process limit): the threads
            // that run, or this one, do all the work.
        }
        if (threads.empty())
            work();
        while (progress >= 0 && done < jobs.size()) {
            drawProgress(progress, done, jobs.size());
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        for (std::thread &t : threads)
            t.join();
    }
#ifdef Q_OS_UNIX
    if (progress >= 0) {
        drawProgress(progress, done, jobs.size());
        [[maybe_unused]] const auto written = ::write(progress, "\r\033[K", 4);
        ::close(progress);
    }
#endif
    return outcomes;
}

// The images to trace: files as given, and for a folder the image files directly inside
// it (by extension, in name order). A folder without any is a usage error.
QStringList expandFolders(const QStringList &arguments)
{
    QStringList images;
    for (const QString &argument : arguments) {
        if (!QFileInfo(model::fileSystemPath(argument)).isDir()) {
            images << argument;
            continue;
        }
        const QDir folder(model::fileSystemPath(argument));
        const QStringList names = folder.entryList(model::imageFileNamePatterns(),
                                                   QDir::Files | QDir::Hidden,
                                                   QDir::Name | QDir::IgnoreCase);
        if (names.isEmpty()) {
            throw UsageError{QStringLiteral("%1: a folder without image files")
                                     .arg(QDir::toNativeSeparators(argument))};
        }
        for (const QString &name : names)
            images << QDir::cleanPath(argument) + QLatin1Char('/') + name; // as given
    }
    return images;
}

// One argument: a still image (one job, traced as before) or a sheet (one job per frame).
struct Input
{
    std::optional<model::Sprite> sheet; // the imported sprite, with the shapes its file gives
    std::size_t firstJob = 0;
    QString warning;
};

// A job for `path` with the document's settings for its sprite.
Job makeJob(const QString &path, const TraceArguments &args, const model::Project &project)
{
    Job job;
    job.path = path;
    job.label = path;
    job.absolutePath = model::absoluteFileSystemPath(path);
    const model::Sprite *existing = spriteFor(project, job.absolutePath);
    job.threshold
            = args.threshold.value_or(existing ? existing->threshold : model::defaultThreshold);
    if (existing) {
        job.colorKey = existing->colorKey;
        job.pivot = existing->pivot;
    }
    return job;
}

// Imports `path` (importSheet, with --grid) and appends its jobs. A still image, or an
// import that failed without --grid, is one job as it always was (its error, if any,
// names the file as given).
Input importInput(const QString &path,
                  const TraceArguments &args,
                  const model::Project &project,
                  model::FrameSources &sources,
                  std::vector<Job> &jobs)
{
    Input input;
    input.firstJob = jobs.size();
    Job job = makeJob(path, args, project);
    const model::ImportResult imported = [&] {
        const QuietStderr quiet;
        return model::importSheet(path, args.grid, &sources);
    }();
    if (!imported.ok() || imported.sheet.kind == model::SheetKind::Image) {
        job.importError = imported.error;
        const QString absolute = QDir::toNativeSeparators(job.absolutePath) + QLatin1String(": ");
        if (job.importError.startsWith(absolute)) {
            job.importError = QDir::toNativeSeparators(path) + QLatin1String(": ")
                              + job.importError.mid(absolute.size());
        }
        jobs.push_back(job);
        return input;
    }
    input.warning = imported.warning;
    // The sprite is keyed by the image the sheet names (an atlas's, not its JSON).
    const QString imagePath = imported.sheet.imagePath;
    job.absolutePath = imagePath;
    job.pivot.reset();
    if (const model::Sprite *existing = spriteFor(project, imagePath)) {
        job.threshold = args.threshold.value_or(existing->threshold);
        job.colorKey = existing->colorKey;
        job.pivot = existing->pivot;
    }
    input.sheet = model::spriteFromSheet(imported.sheet, {}, &sources);
    for (qsizetype i = 0; i < input.sheet->frames.size(); ++i) {
        Job frameJob = job;
        frameJob.label = QStringLiteral("%1#%2").arg(path).arg(i);
        frameJob.region = input.sheet->frames.at(i).region;
        // A frame that has its own pivot (the document's, else the file's: an atlas pivot or
        // an Aseprite slice pivot) is traced around it.
        if (const model::Sprite *existing = spriteFor(project, imagePath);
            existing && i < existing->frames.size() && existing->frames.at(i).pivot) {
            frameJob.pivot = existing->frames.at(i).pivot;
        } else if (input.sheet->frames.at(i).pivot) {
            frameJob.pivot = input.sheet->frames.at(i).pivot;
        }
        jobs.push_back(frameJob);
    }
    return input;
}

// A traced still image: a new sprite storing its pivot (the image centre, so the polygons
// stay put whatever a later reader's default is), or frame 0's polygons replaced.
void storeStill(model::Project &project,
                const Job &job,
                const Outcome &outcome,
                model::FrameSources &sources)
{
    if (model::Sprite *sprite = spriteFor(project, job.absolutePath)) {
        if (!sprite->source) {
            sprite->source = model::SpriteSource{job.absolutePath, std::nullopt};
            model::setSourceDigests(*sprite, sources);
        }
        sprite->threshold = job.threshold;
        // Frame 0's polygons are replaced; its boxes and circles stay.
        QList<model::Shape> &shapes = sprite->frames.first().shapes;
        shapes.removeIf([](const model::Shape &s) { return s.isPolygon(); });
        shapes.append(outcome.polygons);
        return;
    }
    model::Sprite sprite;
    sprite.name
            = uniqueName(project, QFileInfo(model::fileSystemPath(job.path)).completeBaseName());
    sprite.imagePath = job.absolutePath;
    sprite.threshold = job.threshold;
    sprite.pivot = outcome.pivot;
    sprite.frames.first().shapes = outcome.polygons;
    sprite.source = model::SpriteSource{job.absolutePath, std::nullopt};
    model::setSourceDigests(sprite, sources);
    project.sprites.append(sprite);
}

// A traced sheet: one sprite with the sheet's frames and animations, each frame's polygons
// its own trace. A sprite already showing the image gets the sheet's frames and
// animations; the boxes and circles of its frames stay with the same frame number.
void storeSheet(model::Project &project,
                const Input &input,
                const std::vector<Job> &jobs,
                const std::vector<Outcome> &outcomes)
{
    model::Sprite traced = *input.sheet;
    const Job &first = jobs[input.firstJob];
    // The shapes the file gives (Aseprite slices and hitbox layers), then the trace.
    for (qsizetype i = 0; i < traced.frames.size(); ++i)
        traced.frames[i].shapes += outcomes[input.firstJob + std::size_t(i)].polygons;
    traced.threshold = first.threshold;
    if (model::Sprite *sprite = spriteFor(project, first.absolutePath)) {
        for (qsizetype i = 0; i < traced.frames.size() && i < sprite->frames.size(); ++i) {
            const model::Frame &old = sprite->frames.at(i);
            QList<model::Shape> kept = old.shapes;
            kept.removeIf([](const model::Shape &s) { return s.isPolygon(); });
            // A box or circle the file gives again is not added twice (one kept from before
            // the document marked source shapes becomes the file's).
            for (const model::Shape &shape : traced.frames.at(i).shapes) {
                const auto same = [&shape](const model::Shape &k) {
                    return model::asUsersShapes({k}) == model::asUsersShapes({shape});
                };
                if (shape.isPolygon())
                    kept.append(shape);
                else if (const auto found = std::find_if(kept.begin(), kept.end(), same);
                         found != kept.end())
                    *found = shape;
                else
                    kept.append(shape);
            }
            traced.frames[i].shapes = kept;
            if (old.pivot) // else the file's, as traced
                traced.frames[i].pivot = old.pivot;
        }
        sprite->threshold = traced.threshold;
        sprite->source = traced.source;
        sprite->frames = traced.frames;
        sprite->animations = traced.animations;
        return;
    }
    traced.name
            = uniqueName(project, QFileInfo(model::fileSystemPath(first.path)).completeBaseName());
    traced.colorKey.reset();
    project.sprites.append(traced);
}

QString plural(std::size_t n, const char *word)
{
    return QStringLiteral("%1 %2%3").arg(
            QString::number(n), QLatin1String(word), QLatin1String(n == 1 ? "" : "s"));
}

QString scoreLine(const Job &job, const Outcome &o)
{
    return QStringLiteral("%1: %2, %3, %4, %5 vertices, coverage %6%, excess %7%, IoU %8\n")
            .arg(QDir::toNativeSeparators(job.label),
                 plural(o.shapes, "shape"),
                 plural(o.holes, "hole"),
                 plural(std::size_t(o.polygons.size()), "polygon"),
                 QString::number(o.vertices),
                 QString::number(100.0 * o.quality.coverage, 'f', 2),
                 QString::number(100.0 * o.quality.excess, 'f', 2),
                 QString::number(o.quality.iou, 'f', 4));
}

} // namespace

int runTrace(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    TraceArguments args;
    QStringList readFiles; // for --depfile: the arguments as given, then what they stand for
    try {
        args = parseTraceArguments(arguments);
        readFiles = args.images;
        args.images = expandFolders(args.images);
    } catch (const UsageError &e) {
        err << "hitbox-cli trace: " << e.message << "\n";
        return 2;
    }

    for (const QString &problem :
         {args.output.isEmpty() ? QString() : model::unwritableTargetMessage(args.output),
          depfileTargetProblem(args.depfile, args.output)}) {
        if (!problem.isEmpty()) {
            err << "hitbox-cli trace: " << problem << "\n";
            return 2;
        }
    }

    model::Project project;
    const QString documentPath
            = args.output.isEmpty() ? QDir::current().filePath(QStringLiteral("stdout.hitbox.json"))
                                    : args.output;
    if (!args.output.isEmpty() && QFileInfo::exists(model::fileSystemPath(args.output))) {
        model::ProjectReadResult read = model::readProjectFile(args.output);
        if (!read.ok()) {
            err << "hitbox-cli trace: " << read.error << "\n";
            return 2;
        }
        project = std::move(read.project);
    }

    // Each source image is decoded once: by its importer, and its frames cut from that.
    model::FrameSources sources;
    std::vector<Job> jobs;
    std::vector<Input> inputs;
    for (const QString &path : std::as_const(args.images))
        inputs.push_back(importInput(path, args, project, sources, jobs));

    const std::vector<Outcome> outcomes = traceAll(jobs, args, sources);
    bool failed = false;
    for (const Outcome &o : outcomes) {
        if (!o.error.isEmpty()) {
            err << "hitbox-cli trace: " << o.error << "\n";
            failed = true;
        }
    }
    if (failed)
        return 2;

    readFiles += args.images;
    for (const Input &input : inputs) {
        if (!input.warning.isEmpty())
            err << "hitbox-cli trace: " << input.warning << "\n";
        if (input.sheet) {
            storeSheet(project, input, jobs, outcomes);
            readFiles += spriteFiles(*input.sheet);
        } else {
            storeStill(project, jobs[input.firstJob], outcomes[input.firstJob], sources);
        }
    }

    if (args.output.isEmpty()) {
        out << model::serializeProject(project, documentPath);
    } else if (const QString problem
               = writeDocumentAndDepfile(project, args.output, args.depfile, readFiles);
               !problem.isEmpty()) {
        err << "hitbox-cli trace: " << problem << "\n";
        return 2;
    }
    QTextStream &report = args.output.isEmpty() ? err : out;
    for (std::size_t i = 0; i < jobs.size(); ++i)
        report << scoreLine(jobs[i], outcomes[i]);
    return 0;
}

} // namespace hitbox::cli
