#include "tracecommand.h"

#include "commandline.h"
#include "quietstderr.h"

#include "collision/maskmorphology.h"
#include "model/alphaplane.h"
#include "model/imageloader.h"
#include "model/localfile.h"
#include "model/projectformat.h"
#include "model/tracepipeline.h"

#include <QDir>
#include <QFileInfo>

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

constexpr int maxJobs = 256;

struct TraceArguments
{
    QStringList images;
    QString output; // empty: the document goes to stdout
    std::optional<int> threshold;
    double tolerance = 1.0;
    std::size_t maxVertices = 0;
    bool holes = false;
    std::optional<std::size_t> decompose;
    bool conservative = false;
    double minArea = 4.0;
    int grow = 0;
    int jobs = 1;
};

double parseNumberInRange(const QString &text, double min, double max, const QString &what)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < min || value > max) {
        throw UsageError{QStringLiteral("bad %1 '%2': expected a number from %3 to %4")
                                 .arg(what, text, QString::number(min), QString::number(max))};
    }
    return value;
}

TraceArguments parseArguments(const QStringList &arguments)
{
    TraceArguments parsed;
    parsed.jobs = int(std::clamp(std::thread::hardware_concurrency(), 1u, unsigned(maxJobs)));
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto o = reader.option(QStringLiteral("-o")))
            parsed.output = *o;
        else if (const auto t = reader.option(QStringLiteral("--threshold")))
            parsed.threshold = parseIntInRange(*t, 0, 255, QStringLiteral("threshold"));
        else if (const auto tol = reader.option(QStringLiteral("--tolerance")))
            parsed.tolerance = parseNumberInRange(*tol, 0, 1000, QStringLiteral("tolerance"));
        else if (const auto m = reader.option(QStringLiteral("--max-vertices")))
            parsed.maxVertices
                    = std::size_t(parseIntInRange(*m, 3, 1000000, QStringLiteral("vertex limit")));
        else if (const auto d = reader.option(QStringLiteral("--decompose")))
            parsed.decompose
                    = std::size_t(parseIntInRange(*d, 3, 1000, QStringLiteral("piece size")));
        else if (const auto a = reader.option(QStringLiteral("--min-area")))
            parsed.minArea = parseNumberInRange(*a, 0, 1e9, QStringLiteral("minimum area"));
        else if (const auto g = reader.option(QStringLiteral("--grow")))
            parsed.grow = parseIntInRange(*g,
                                          -hc::maxMorphologyRadius,
                                          hc::maxMorphologyRadius,
                                          QStringLiteral("grow radius"));
        else if (const auto j = reader.option(QStringLiteral("-j")))
            parsed.jobs = parseIntInRange(*j, 1, maxJobs, QStringLiteral("job count"));
        else if (reader.flag(QStringLiteral("--holes")))
            parsed.holes = true;
        else if (reader.flag(QStringLiteral("--conservative")))
            parsed.conservative = true;
        else {
            const QString argument = reader.next();
            if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1)
                throw UsageError{QStringLiteral("unknown option '%1'").arg(argument)};
            parsed.images << argument;
        }
    }
    if (parsed.images.isEmpty())
        throw UsageError{QStringLiteral("trace needs at least one image")};
    return parsed;
}

// One image to trace, with what the document already says about it.
struct Job
{
    QString path;         // as given, for messages
    QString absolutePath; // as the document stores it in memory
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

Outcome traceImage(const Job &job, const TraceArguments &args)
{
    Outcome outcome;
    const model::LoadedImage image = model::loadImage(job.path);
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
                          .arg(QDir::toNativeSeparators(job.path), shapeName(traced.failedShape));
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
    outcome.polygons = model::tracedPolygons(traced, outcome.pivot);
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
std::vector<Outcome> traceAll(const std::vector<Job> &jobs, const TraceArguments &args)
{
    std::vector<Outcome> outcomes(jobs.size());
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < jobs.size(); i = next++) {
            try {
                outcomes[i] = traceImage(jobs[i], args);
            } catch (const std::bad_alloc &) {
                outcomes[i].error = QStringLiteral("%1: not enough memory to trace it")
                                            .arg(QDir::toNativeSeparators(jobs[i].path));
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

model::Sprite *spriteFor(model::Project &project, const QString &absolutePath)
{
    for (model::Sprite &s : project.sprites) {
        if (s.imagePath == absolutePath)
            return &s;
    }
    return nullptr;
}

QString uniqueName(const model::Project &project, const QString &base)
{
    return model::uniqueSpriteName(base, [&](const QString &name) {
        return std::any_of(project.sprites.begin(),
                           project.sprites.end(),
                           [&](const model::Sprite &s) { return s.name == name; });
    });
}

QString plural(std::size_t n, const char *word)
{
    return QStringLiteral("%1 %2%3").arg(
            QString::number(n), QLatin1String(word), QLatin1String(n == 1 ? "" : "s"));
}

QString scoreLine(const Job &job, const Outcome &o)
{
    return QStringLiteral("%1: %2, %3, %4, %5 vertices, coverage %6%, excess %7%, IoU %8\n")
            .arg(QDir::toNativeSeparators(job.path),
                 plural(o.shapes, "shape"),
                 plural(o.holes, "hole"),
                 plural(std::size_t(o.polygons.size()), "polygon"),
                 QString::number(o.vertices),
                 QString::number(100.0 * o.quality.coverage, 'f', 2),
                 QString::number(100.0 * o.quality.excess, 'f', 2),
                 QString::number(o.quality.iou, 'f', 4));
}

} // namespace

QString traceUsage()
{
    return QStringLiteral(
            "usage: hitbox-cli trace IMAGE|FOLDER... [-o FILE] [--threshold T]\n"
            "                        [--tolerance PX] [--max-vertices N] [--holes]\n"
            "                        [--decompose N] [--conservative] [--min-area PX]\n"
            "                        [--grow PX] [-j N]\n"
            "  Traces the solid pixels (alpha >= T) of each image into polygons, one shape\n"
            "  per 8-connected group of pixels, simplifies them, and writes one project\n"
            "  document with a sprite per image (polygons relative to the image centre).\n"
            "  A FOLDER stands for the image files directly inside it, in name order.\n"
            "  -o FILE           write the document to FILE. If FILE exists its sprites are\n"
            "                    kept: a new image is added as a sprite, an image that is\n"
            "                    already there gets its polygons replaced (name, pivot,\n"
            "                    boxes and circles stay). Without -o the document goes to stdout\n"
            "                    (image paths relative to the current folder) and the\n"
            "                    scores to stderr.\n"
            "  --threshold T     alpha threshold 0..255 (default 128, or the sprite's own\n"
            "                    when updating one)\n"
            "  --tolerance PX    largest distance from the pixel outline, in pixels\n"
            "                    (default 1; 0 keeps the exact pixel outline)\n"
            "  --max-vertices N  at most N vertices per outline and per hole (3..1000000)\n"
            "  --holes           keep holes; as a document polygon has none, a shape with\n"
            "                    holes is stored as convex pieces (of --decompose N, or 8)\n"
            "  --decompose N     store every shape as convex pieces of at most N vertices\n"
            "                    (3..1000; Box2D takes up to 8)\n"
            "  --conservative    simplify outwards only: every solid pixel stays inside\n"
            "  --min-area PX     drop shapes, and fill holes, enclosing less than PX square\n"
            "                    pixels (default 4)\n"
            "  --grow PX         grow the solid pixels by PX pixels first (negative: shrink)\n"
            "  -j N              trace N images at a time (1..256, default: CPU cores)\n"
            "  Prints one line per image: shapes, holes, polygons, vertices, coverage (share\n"
            "  of solid pixels inside), excess (share of the polygons' area not solid), IoU.\n"
            "  A missing or broken image is reported, one line each, and the others are still\n"
            "  traced, but then nothing is written and the exit code is 2: a pipeline never\n"
            "  gets a document that is missing some of its images.\n");
}

int runTrace(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    TraceArguments args;
    try {
        args = parseArguments(arguments);
        args.images = expandFolders(args.images);
    } catch (const UsageError &e) {
        err << "hitbox-cli trace: " << e.message << "\n";
        return 2;
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

    std::vector<Job> jobs;
    for (const QString &path : std::as_const(args.images)) {
        Job job;
        job.path = path;
        job.absolutePath = model::absoluteFileSystemPath(path);
        const model::Sprite *existing = spriteFor(project, job.absolutePath);
        job.threshold
                = args.threshold.value_or(existing ? existing->threshold : model::defaultThreshold);
        if (existing) {
            job.colorKey = existing->colorKey;
            job.pivot = existing->pivot;
        }
        jobs.push_back(job);
    }

    const std::vector<Outcome> outcomes = traceAll(jobs, args);
    bool failed = false;
    for (const Outcome &o : outcomes) {
        if (!o.error.isEmpty()) {
            err << "hitbox-cli trace: " << o.error << "\n";
            failed = true;
        }
    }
    if (failed)
        return 2;

    for (std::size_t i = 0; i < jobs.size(); ++i) {
        if (model::Sprite *sprite = spriteFor(project, jobs[i].absolutePath)) {
            sprite->threshold = jobs[i].threshold;
            // Frame 0's polygons are replaced; its boxes and circles stay.
            QList<model::Shape> &shapes = sprite->frames.first().shapes;
            shapes.removeIf([](const model::Shape &s) { return s.isPolygon(); });
            shapes.append(outcomes[i].polygons);
            continue;
        }
        // New sprites store their pivot (the image centre) so the polygons stay put
        // whatever a later reader's default is.
        model::Sprite sprite;
        sprite.name = uniqueName(project,
                                 QFileInfo(model::fileSystemPath(jobs[i].path)).completeBaseName());
        sprite.imagePath = jobs[i].absolutePath;
        sprite.threshold = jobs[i].threshold;
        sprite.pivot = outcomes[i].pivot;
        sprite.frames.first().shapes = outcomes[i].polygons;
        project.sprites.append(sprite);
    }

    if (args.output.isEmpty()) {
        out << model::serializeProject(project, documentPath);
    } else if (const QString problem = model::writeProjectFile(project, args.output);
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
