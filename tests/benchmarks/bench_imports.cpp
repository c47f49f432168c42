// Reading other tools' files against those tools' own readers, in the same run (issues 23
// and 24):
// - an Aseprite file of 256 frames, 5 layers of 128 x 128 cels (zlib), written by the
//   tests' writer: our reader (readAseprite: header, chunks, every cel inflated) and the
//   reader plus every frame's composite, against the npm package ase-parser's parse() under
//   node, timed by node itself (process.cpuUsage over repeated parses of the same buffer);
// - a Tiled tileset of 500 tiles with 5 collision objects each: our import in-process, and
//   as processes on the same footing, `hitbox-cli import` against Tiled 1.8 converting the
//   same file (`tiled --export-tileset json`), wall time of the whole process.
// - re-importing that Aseprite file, traced by `hitbox-cli trace`, after one frame changed:
//   `hitbox-cli reimport` (which traces again only the changed frame; its --json says how
//   many polygons) against tracing the whole file again, whole processes.
// - an SFF v2 archive of 1,500 PNG8 sprites of 96 x 96 (MUGEN's usual format for new
//   characters), written by the tests' writer: our reader (readSff and every sprite decoded
//   with its palette, decodeSffSprite) against Qt's PNG reader alone decoding the same 1,500
//   PNG byte strings (QImage::loadFromData), in the same run.
// A peer that is missing here (node's modules, tiled) is left out with a note. Sections whose
// benchmarks a --benchmark_filter left out are not printed.

#include "asepritewriter.h"
#include "ratioreporter.h"
#include "sffwriter.h"

#include "model/import/tiled/tiledimport.h"
#include "model/io/asepritecomposite.h"
#include "model/io/asepritefile.h"
#include "model/io/mugensff.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>

namespace {

using namespace hitbox;

constexpr int aseFrames = 256;
constexpr int aseLayers = 5;
constexpr int aseSide = 128;
constexpr int tiles = 500;
constexpr int objectsPerTile = 5;
constexpr int sffSprites = 1500;
constexpr int sffSide = 96;

QTemporaryDir &tempDir()
{
    static QTemporaryDir dir;
    return dir;
}

// Cels of soft noise over shapes, so zlib has real work (neither flat nor random); the
// shapes of frame `moved` sit 3 pixels lower.
QByteArray asepriteFile(int moved = -1)
{
    testing::AseWriteFile file;
    file.size = QSize(aseSide, aseSide);
    for (int l = 0; l < aseLayers; ++l)
        file.layers << testing::aseLayer(QStringLiteral("layer %1").arg(l));
    std::mt19937 rng(23);
    std::uniform_int_distribution<int> noise(0, 7);
    for (int f = 0; f < aseFrames; ++f) {
        testing::AseWriteFrame frame;
        for (int l = 0; l < aseLayers; ++l) {
            testing::AseWriteCel cel;
            cel.layer = l;
            cel.size = QSize(aseSide, aseSide);
            cel.pixels.reserve(aseSide * aseSide * 4);
            for (int y = 0; y < aseSide; ++y) {
                for (int x = 0; x < aseSide; ++x) {
                    const int cy = f == moved ? 67 : 64;
                    const bool inside = (x - 64 - f % 16) * (x - 64 - f % 16) + (y - cy) * (y - cy)
                                        < (20 + 8 * l) * (20 + 8 * l);
                    cel.pixels.append(char(40 * l + noise(rng)))
                            .append(char(x + noise(rng)))
                            .append(char(y))
                            .append(char(inside ? 255 : 0));
                }
            }
            frame.cels << cel;
        }
        file.frames << frame;
    }
    file.tags << testing::aseTag(QStringLiteral("all"), 0, aseFrames - 1);
    return testing::writeAseprite(file);
}

const QByteArray &aseBytes()
{
    static const QByteArray bytes = asepriteFile();
    return bytes;
}

QString asePath()
{
    const QString path = tempDir().filePath(QStringLiteral("bench.aseprite"));
    if (!QFile::exists(path)) {
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(aseBytes());
    }
    return path;
}

QString tilesetPath()
{
    const QString path = tempDir().filePath(QStringLiteral("bench.tsx"));
    if (QFile::exists(path))
        return path;
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<tileset version=\"1.8\" tiledversion=\"1.8.2\" name=\"bench\" "
                     "tilewidth=\"32\" tileheight=\"32\" tilecount=\"500\" columns=\"25\">\n"
                     " <image source=\"bench.png\" width=\"800\" height=\"640\"/>\n";
    for (int t = 0; t < tiles; ++t) {
        xml += QStringLiteral(" <tile id=\"%1\">\n  <objectgroup draworder=\"index\">\n")
                       .arg(t)
                       .toUtf8();
        for (int o = 0; o < objectsPerTile; ++o) {
            const int id = o + 1;
            switch (o % 3) {
            case 0:
                xml += QStringLiteral("   <object id=\"%1\" type=\"hurtbox\" x=\"%2\" y=\"3\" "
                                      "width=\"6\" height=\"9\"/>\n")
                               .arg(id)
                               .arg(2 + o)
                               .toUtf8();
                break;
            case 1:
                xml += QStringLiteral("   <object id=\"%1\" type=\"hitbox\" x=\"4\" y=\"4\" "
                                      "width=\"8\" height=\"8\"><ellipse/></object>\n")
                               .arg(id)
                               .toUtf8();
                break;
            default:
                xml += QStringLiteral("   <object id=\"%1\" x=\"10\" y=\"10\" rotation=\"15\">"
                                      "<polygon points=\"0,0 12,2 14,10 6,14 -2,8\"/></object>\n")
                               .arg(id)
                               .toUtf8();
                break;
            }
        }
        xml += "  </objectgroup>\n </tile>\n";
    }
    xml += "</tileset>\n";
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(xml);
    QImage image(800, 640, QImage::Format_ARGB32);
    image.fill(Qt::gray);
    image.save(tempDir().filePath(QStringLiteral("bench.png")));
    return path;
}

void BM_AsepriteRead(benchmark::State &state)
{
    const QByteArray &bytes = aseBytes();
    for (auto _ : state) {
        const model::AseReadResult read
                = model::readAseprite(bytes, QStringLiteral("bench.aseprite"));
        if (!read.ok())
            state.SkipWithError(qPrintable(read.error));
        benchmark::DoNotOptimize(read.file.frames.size());
    }
}

void BM_AsepriteReadAndComposite(benchmark::State &state)
{
    const QByteArray &bytes = aseBytes();
    for (auto _ : state) {
        const model::AseReadResult read
                = model::readAseprite(bytes, QStringLiteral("bench.aseprite"));
        const QList<bool> shown = model::asePictureLayers(read.file);
        qint64 sum = 0;
        for (int f = 0; f < read.file.frames.size(); ++f)
            sum += model::aseCompositeFrame(read.file, f, shown).sizeInBytes();
        benchmark::DoNotOptimize(sum);
    }
}

void BM_TiledImport(benchmark::State &state)
{
    const QString path = tilesetPath();
    for (auto _ : state) {
        const model::HitboxImport imported = model::importTiledTileset(path);
        if (!imported.ok())
            state.SkipWithError(qPrintable(imported.error));
        benchmark::DoNotOptimize(imported.sprites.size());
    }
}

// The sprites' PNG data, and the archive holding them as PNG8 sprites.
struct SffBench
{
    QList<QByteArray> pngs;
    QByteArray archive;
};

const SffBench &sffBench()
{
    static const SffBench bench = [] {
        SffBench b;
        QList<testing::SffWriteSprite> sprites;
        for (int i = 0; i < sffSprites; ++i) {
            testing::SffWriteSprite s(i / 10,
                                      i % 10,
                                      {sffSide / 2, sffSide},
                                      testing::SffPng8,
                                      8,
                                      testing::sffTestPicture({sffSide, sffSide}, 200, i));
            b.pngs << testing::sffPng(s.image);
            sprites << s;
        }
        QList<QRgb> palette;
        for (int c = 0; c < 256; ++c)
            palette << qRgb(c, 255 - c, c / 2);
        b.archive = testing::writeSffV2(sprites, {{1, 1, palette}});
        return b;
    }();
    return bench;
}

void BM_SffReadAll(benchmark::State &state)
{
    const QByteArray &bytes = sffBench().archive;
    for (auto _ : state) {
        QString error;
        const std::optional<model::SffArchive> archive = model::readSff(bytes, &error);
        if (!archive) {
            state.SkipWithError(qPrintable(error));
            break;
        }
        qint64 sum = 0;
        for (int i = 0; i < archive->sprites.size(); ++i) {
            QImage image;
            if (const QString problem = model::decodeSffSprite(*archive, i, &image);
                !problem.isEmpty()) {
                state.SkipWithError(qPrintable(problem));
                break;
            }
            sum += image.sizeInBytes();
        }
        benchmark::DoNotOptimize(sum);
    }
}

void BM_QtPngAll(benchmark::State &state)
{
    const QList<QByteArray> &pngs = sffBench().pngs;
    for (auto _ : state) {
        qint64 sum = 0;
        for (const QByteArray &png : pngs)
            sum += QImage::fromData(png, "PNG").sizeInBytes();
        benchmark::DoNotOptimize(sum);
    }
}

// node's own CPU time for one ase-parser parse() of the file, in seconds; 0 when node or
// the module is missing.
double aseParserSeconds()
{
    const QString folder = QStringLiteral(HITBOX_SOURCE_DIR "/tests/loaders/node");
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty()
        || !QFile::exists(folder + QStringLiteral("/node_modules/ase-parser")))
        return 0.0;
    QProcess node;
    node.setWorkingDirectory(folder);
    node.start(QStringLiteral("node"),
               {QStringLiteral("ase-bench.cjs"), asePath(), QStringLiteral("20")});
    if (!node.waitForFinished(600000) || node.exitCode() != 0)
        return 0.0;
    return node.readAllStandardOutput().trimmed().toDouble() / 1000.0;
}

// The median wall time of `runs` runs of a program (offscreen, as Tiled needs without a
// display), after `prepare` each time, in seconds; 0 when it fails.
double processSeconds(const QString &program,
                      const QStringList &arguments,
                      int runs,
                      const std::function<void()> &prepare)
{
    QList<double> times;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (int i = 0; i < runs; ++i) {
        prepare();
        QProcess process;
        process.setProcessEnvironment(environment);
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QElapsedTimer timer;
        timer.start();
        process.start(program, arguments);
        if (!process.waitForFinished(600000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0)
            return 0.0;
        times << timer.nsecsElapsed() / 1e9;
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

void printPeer(const char *what, double ours, const char *peerName, double peer)
{
    if (peer <= 0.0) {
        std::printf("%s: %s did not run here; left out\n", what, peerName);
        return;
    }
    std::printf("%s: ours %s, %s %s: ours takes %.2fx the time (%.1fx faster)\n",
                what,
                benchmarks::formatSeconds(ours).c_str(),
                peerName,
                benchmarks::formatSeconds(peer).c_str(),
                ours / peer,
                peer / ours);
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// hitbox-cli reimport after frame 100 of the traced file changed, against tracing it all.
void reimportAgainstTrace()
{
    const QString source = tempDir().filePath(QStringLiteral("reimport.aseprite"));
    const QString document = tempDir().filePath(QStringLiteral("reimport.hitbox.json"));
    const QString traced = tempDir().filePath(QStringLiteral("traced.hitbox.json"));
    if (!writeBytes(source, aseBytes())) {
        std::printf("reimport: cannot write %s\n", qPrintable(source));
        return;
    }
    const double trace
            = processSeconds(QStringLiteral(HITBOX_CLI),
                             {QStringLiteral("trace"), source, QStringLiteral("-o"), traced},
                             3,
                             [&] { QFile::remove(traced); });
    if (trace <= 0.0 || !writeBytes(source, asepriteFile(100))) {
        std::printf("reimport: hitbox-cli trace failed; left out\n");
        return;
    }
    const auto restore = [&] {
        QFile::remove(document);
        QFile::copy(traced, document);
    };
    const double reimport = processSeconds(
            QStringLiteral(HITBOX_CLI), {QStringLiteral("reimport"), document}, 3, restore);
    restore();
    QProcess counted;
    counted.start(QStringLiteral(HITBOX_CLI),
                  {QStringLiteral("reimport"), document, QStringLiteral("--json")});
    counted.waitForFinished(600000);
    const QJsonObject sprite = QJsonDocument::fromJson(counted.readAllStandardOutput())
                                       .object()
                                       .value(QStringLiteral("sprites"))
                                       .toArray()
                                       .at(0)
                                       .toObject();
    const QJsonArray changed = sprite.value(QStringLiteral("changed")).toArray();
    std::printf("\nRe-import of that file traced, after frame 100 changed, whole process, median "
                "wall time of 3:\n"
                "frames changed %lld (frame %d), unchanged %d, polygons traced again %d\n",
                static_cast<long long>(changed.size()),
                changed.isEmpty() ? -1 : changed.at(0).toInt(),
                sprite.value(QStringLiteral("unchanged")).toInt(),
                sprite.value(QStringLiteral("retraced")).toInt());
    printPeer("hitbox-cli reimport", reimport, "hitbox-cli trace of every frame", trace);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RegisterBenchmark("aseprite/read/ours", BM_AsepriteRead)
            ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("aseprite/readAndComposite/ours", BM_AsepriteReadAndComposite)
            ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("tiled/import/ours", BM_TiledImport)
            ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("sff/readAll/ours", BM_SffReadAll)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("sff/qtPng/peer", BM_QtPngAll)->Unit(benchmark::kMillisecond);
    benchmarks::RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();

    if (reporter.seconds("sff/readAll/ours") > 0.0) {
        std::printf("\nSFF v2 archive of %d PNG8 sprites of %d x %d (%lld bytes), CPU time to "
                    "decode every sprite:\n",
                    sffSprites,
                    sffSide,
                    sffSide,
                    static_cast<long long>(sffBench().archive.size()));
        printPeer("read and decode every sprite",
                  reporter.seconds("sff/readAll/ours"),
                  "Qt's PNG reader alone on the same PNGs",
                  reporter.seconds("sff/qtPng/peer"));
    }
    const bool asepriteRan = reporter.seconds("aseprite/read/ours") > 0.0;
    if (asepriteRan) {
        std::printf(
                "\nAseprite file of %d frames x %d layers of %d x %d cels (%lld bytes), CPU time "
                "per read:\n",
                aseFrames,
                aseLayers,
                aseSide,
                aseSide,
                static_cast<long long>(aseBytes().size()));
        const double peer = aseParserSeconds();
        printPeer("read", reporter.seconds("aseprite/read/ours"), "ase-parser parse()", peer);
        printPeer("read and composite every frame",
                  reporter.seconds("aseprite/readAndComposite/ours"),
                  "ase-parser parse() (no composite)",
                  peer);
    }
    if (reporter.seconds("tiled/import/ours") > 0.0) {
        std::printf(
                "\nTiled tileset of %d tiles x %d objects, whole process, median wall time of 5:\n",
                tiles,
                objectsPerTile);
        const QString tsx = tilesetPath();
        const QString out = tempDir().filePath(QStringLiteral("out.hitbox.json"));
        // import adds to an existing document: each run starts afresh.
        const double ours
                = processSeconds(QStringLiteral(HITBOX_CLI),
                                 {QStringLiteral("import"), tsx, QStringLiteral("-o"), out},
                                 5,
                                 [&] { QFile::remove(out); });
        const QString tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
        const double theirs
                = tiled.isEmpty() ? 0.0
                                  : processSeconds(tiled,
                                                   {QStringLiteral("--export-tileset"),
                                                    QStringLiteral("json"),
                                                    tsx,
                                                    tempDir().filePath(QStringLiteral("out.tsj"))},
                                                   5,
                                                   [] {});
        printPeer("hitbox-cli import", ours, "tiled --export-tileset json", theirs);
        std::printf("(in-process import alone: %s)\n",
                    benchmarks::formatSeconds(reporter.seconds("tiled/import/ours")).c_str());
    }
    if (asepriteRan)
        reimportAgainstTrace();
    return 0;
}
