// FrameSources: every source decoded once per user (the editor's ImageCache, trace, the
// Tiled exporter), counted with its statistics rather than timed. A sheet's frames cost one
// image decode; an animation's frames, asked for in any order from any number of threads,
// one decode each while they are kept; without keeping, a frame behind the reader starts it
// over (the quadratic cost this class exists to avoid, shown by the same counter). Pixels
// are checked against the colours the files were written with.

#include "animationfiles.h"
#include "model/export/exporter.h"
#include "model/import/sheetimport.h"
#include "model/io/frameimage.h"
#include "model/io/frameloader.h"
#include "model/io/imagecache.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <numeric>
#include <random>
#include <thread>

using namespace hitbox;

class TestFrameSources : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sheetDecodedOnceByTheImageCache();
    void importAndFramesShareOneDecode_data();
    void importAndFramesShareOneDecode();
    void animationFramesDecodedOnce_data();
    void animationFramesDecodedOnce();
    void readerStartsOverWithoutKeeping();
    void threadsShareOneDecode();
    void keptImagesStayWithinBudget();
    void errorsNameTheFile();
    void tiledExportDecodesEachFrameOnce();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

constexpr int frameCount = 24;

QColor colourOf(int frame)
{
    return QColor(10 * frame, 255 - 9 * frame, (frame * 37) % 256);
}

QList<testing::AnimationFrame> animation()
{
    QList<testing::AnimationFrame> frames;
    for (int i = 0; i < frameCount; ++i) {
        QImage image(6, 4, QImage::Format_RGB32);
        image.fill(colourOf(i));
        frames.append({image, 100});
    }
    return frames;
}

// Frame `index`'s pixels are all its colour (GIF keeps 8 bits a channel, as do PNG and
// lossless WebP).
bool showsFrame(const model::LoadedImage &loaded, int index)
{
    if (!loaded.ok() || loaded.image.size() != QSize(6, 4))
        return false;
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 6; ++x)
            if (loaded.image.pixelColor(x, y) != colourOf(index))
                return false;
    return true;
}

QList<int> order(const QString &name)
{
    QList<int> indices(frameCount);
    std::iota(indices.begin(), indices.end(), 0);
    if (name == QLatin1String("reverse"))
        std::reverse(indices.begin(), indices.end());
    if (name == QLatin1String("shuffled"))
        std::shuffle(indices.begin(), indices.end(), std::mt19937(7));
    return indices;
}

} // namespace

QString TestFrameSources::write(const QString &name, const QByteArray &bytes)
{
    return testing::writeTestFile(m_dir.path(), name, bytes);
}

void TestFrameSources::initTestCase()
{
    QVERIFY(m_dir.isValid());
    model::applyImageDecodeLimits();
    write("anim.gif", testing::animatedGif(animation()));
    write("anim.png", testing::animatedPng(animation()));
    write("anim.webp", testing::animatedWebp(animation()));
}

void TestFrameSources::sheetDecodedOnceByTheImageCache()
{
    QImage sheet(8 * 5, 6, QImage::Format_ARGB32);
    for (int cell = 0; cell < 8; ++cell)
        for (int y = 0; y < 6; ++y)
            for (int x = 0; x < 5; ++x)
                sheet.setPixelColor(cell * 5 + x, y, colourOf(cell));
    QVERIFY(sheet.save(m_dir.filePath("sheet.png")));
    const QString path = m_dir.filePath("sheet.png");
    model::ImageCache cache;
    for (int round = 0; round < 2; ++round) {
        for (int cell = 0; cell < 8; ++cell) {
            model::FrameRegion region;
            region.rect = QRect(cell * 5, 0, 5, 6);
            const QImage frame = cache.image(path, region);
            QCOMPARE(frame.size(), QSize(5, 6));
            QCOMPARE(frame.pixelColor(2, 3), colourOf(cell));
        }
    }
    QCOMPARE(cache.sources().imageDecodes(), 1);
    QCOMPARE(cache.sources().frameDecodes(), 0);
    // After the file changed, it is decoded again, once.
    cache.reload(path);
    model::FrameRegion first;
    first.rect = QRect(0, 0, 5, 6);
    QVERIFY(!cache.image(path, first).isNull());
    first.rect = QRect(5, 0, 5, 6);
    QVERIFY(!cache.image(path, first).isNull());
    QCOMPARE(cache.sources().imageDecodes(), 2);
}

void TestFrameSources::importAndFramesShareOneDecode_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<bool>("grid");
    QTest::newRow("grid") << "sheet.png" << true;
    QTest::newRow("atlas") << "sheet.json" << false;
}

void TestFrameSources::importAndFramesShareOneDecode()
{
    // What trace does: import with its sources, then cut every frame from them.
    QFETCH(QString, input);
    QFETCH(bool, grid);
    QImage sheet(8 * 5, 6, QImage::Format_ARGB32);
    for (int cell = 0; cell < 8; ++cell)
        for (int y = 0; y < 6; ++y)
            for (int x = 0; x < 5; ++x)
                sheet.setPixelColor(cell * 5 + x, y, colourOf(cell));
    QVERIFY(sheet.save(m_dir.filePath("sheet.png")));
    QByteArray frames;
    for (int cell = 0; cell < 8; ++cell) {
        frames += QStringLiteral(
                          R"(%1{"filename": "f%2", "frame": {"x": %3, "y": 0, "w": 5, "h": 6}})")
                          .arg(cell ? "," : "")
                          .arg(cell)
                          .arg(cell * 5)
                          .toUtf8();
    }
    write("sheet.json", R"({"frames": [)" + frames + R"(], "meta": {"image": "sheet.png"}})");
    model::FrameSources sources;
    const model::ImportResult imported
            = model::importSheet(m_dir.filePath(input),
                                 grid ? std::optional(model::GridSpec{QSize(5, 6)}) : std::nullopt,
                                 &sources);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sheet.frames.size(), 8);
    for (int cell = 0; cell < 8; ++cell) {
        const model::FrameRegion &region = imported.sheet.frames[cell].region;
        const model::LoadedImage source = sources.source(imported.sheet.imagePath, 0);
        QVERIFY2(source.ok(), qPrintable(source.error));
        QCOMPARE(model::frameImage(source.image, region).pixelColor(2, 3), colourOf(cell));
    }
    QCOMPARE(sources.imageDecodes(), 1);
}

void TestFrameSources::animationFramesDecodedOnce_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("order");
    for (const char *file : {"anim.gif", "anim.png", "anim.webp"}) {
        for (const char *name : {"forward", "reverse", "shuffled"})
            QTest::addRow("%s %s", file, name) << QString::fromLatin1(file) << name;
    }
}

void TestFrameSources::animationFramesDecodedOnce()
{
    QFETCH(QString, file);
    QFETCH(QString, order);
    const QString path = m_dir.filePath(file);
    model::FrameSources sources;
    for (int round = 0; round < 2; ++round) {
        for (const int index : ::order(order)) {
            const model::LoadedImage frame = sources.source(path, index);
            QVERIFY2(showsFrame(frame, index), qPrintable(QString::number(index) + frame.error));
        }
    }
    // Whatever the order: the frames before the one asked for are kept on the way.
    QCOMPARE(sources.frameDecodes(), frameCount);
    // Frame 0 of an APNG is its animation's first frame, through the same reader; of a GIF
    // or WebP the file's first image, decoded as a still image when asked for first.
    QVERIFY(sources.imageDecodes() <= (file.endsWith(".png") ? 0 : 1));
}

void TestFrameSources::readerStartsOverWithoutKeeping()
{
    const QString path = m_dir.filePath("anim.png");
    model::FrameSources forward(0);
    for (int i = 0; i < frameCount; ++i)
        QVERIFY(showsFrame(forward.source(path, i), i));
    QCOMPARE(forward.frameDecodes(), frameCount);
    // Backwards, each frame is behind the reader: N + (N - 1) + ... + 1 decodes, as
    // loadFrameSource() alone costs for every frame.
    model::FrameSources backward(0);
    for (int i = frameCount - 1; i >= 0; --i)
        QVERIFY(showsFrame(backward.source(path, i), i));
    QCOMPARE(backward.frameDecodes(), frameCount * (frameCount + 1) / 2);
}

void TestFrameSources::threadsShareOneDecode()
{
    const QString path = m_dir.filePath("anim.gif");
    model::FrameSources sources;
    std::atomic<int> wrong{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            QList<int> indices = order(QStringLiteral("shuffled"));
            std::rotate(indices.begin(), indices.begin() + 5 * t, indices.end());
            for (const int index : indices) {
                if (!showsFrame(sources.source(path, index), index))
                    ++wrong;
            }
        });
    }
    for (std::thread &thread : threads)
        thread.join();
    QCOMPARE(wrong.load(), 0);
    QCOMPARE(sources.frameDecodes(), frameCount);
    QVERIFY(sources.imageDecodes() <= 1);
}

void TestFrameSources::keptImagesStayWithinBudget()
{
    const qint64 frameBytes = 6 * 4 * 4;
    model::FrameSources sources(5 * frameBytes);
    const QString path = m_dir.filePath("anim.png");
    for (int i = 0; i < frameCount; ++i) {
        QVERIFY(showsFrame(sources.source(path, i), i));
        QVERIFY(sources.keptBytes() <= 5 * frameBytes);
    }
    // The last five are still kept; the first is decoded again from the start.
    for (int i = frameCount - 5; i < frameCount; ++i)
        QVERIFY(showsFrame(sources.source(path, i), i));
    QCOMPARE(sources.frameDecodes(), frameCount);
    QVERIFY(showsFrame(sources.source(path, 0), 0));
    QCOMPARE(sources.frameDecodes(), frameCount + 1);
    sources.forget(path);
    QCOMPARE(sources.keptBytes(), 0);
}

void TestFrameSources::errorsNameTheFile()
{
    model::FrameSources sources;
    const QString gif = m_dir.filePath("anim.gif");
    const model::LoadedImage beyond = sources.source(gif, frameCount + 3);
    QCOMPARE(beyond.error,
             QStringLiteral("%1: has no frame %2 (it holds %3)")
                     .arg(QDir::toNativeSeparators(gif))
                     .arg(frameCount + 3)
                     .arg(frameCount));
    const QString apng = m_dir.filePath("anim.png");
    QCOMPARE(sources.source(apng, frameCount).error,
             QStringLiteral("%1: has no frame %2 (it holds %2)")
                     .arg(QDir::toNativeSeparators(apng))
                     .arg(frameCount));
    // The GIF's frames were read to find that there is no frame 27; the APNG's count is
    // known before decoding.
    QCOMPARE(sources.frameDecodes(), frameCount);
    const QString missing = m_dir.filePath("missing.png");
    QVERIFY(sources.source(missing, 0).error.endsWith("missing.png: file not found"));
    QVERIFY(sources.source(missing, 2).error.contains("missing.png: "));
    // Frames are still there after the errors.
    QVERIFY(showsFrame(sources.source(gif, 3), 3));
}

void TestFrameSources::tiledExportDecodesEachFrameOnce()
{
    // Tiled 1.8 gets an animated image's frames as images of their own.
    model::Sprite sprite;
    sprite.name = QStringLiteral("spin");
    sprite.imagePath = m_dir.filePath("anim.png");
    sprite.frames.clear();
    for (int i = 0; i < frameCount; ++i) {
        model::Frame frame;
        frame.region.imageIndex = i;
        sprite.frames.append(frame);
    }
    model::Project project;
    project.sprites = {sprite};
    model::ExportSource source;
    source.project = &project;
    source.outputPath = m_dir.filePath("tiled");
    source.imageSize = [](const QString &) { return QSize(6, 4); };
    model::ExportOptions options;
    options.format = model::ExportFormat::Tiled;
    const qint64 before = model::FrameSources::decodesInProcess();
    const model::ExportPlan plan = model::exporterFor(options.format)->plan(source, options);
    QVERIFY(plan.ok());
    QCOMPARE(model::FrameSources::decodesInProcess() - before, frameCount);
    int images = 0;
    for (const model::ExportedFile &file : plan.files) {
        if (!file.relativePath.endsWith(QLatin1String(".png")))
            continue;
        const int index = file.relativePath.section(QLatin1Char('_'), -1).chopped(4).toInt();
        QVERIFY(showsFrame({QImage::fromData(file.contents), QString()}, index));
        ++images;
    }
    // Frame 0 (the file's first image, uncut) is written as the file itself.
    QCOMPARE(images, frameCount - 1);
}

QTEST_GUILESS_MAIN(TestFrameSources)
#include "tst_framesources.moc"
