// Grid sheets (sliceGrid, autoGrid, importGrid) checked through every frame's pixels, and
// the importSheet dispatcher choosing the importer by content.

#include "animationfiles.h"
#include "model/import/grid/gridslicer.h"
#include "model/import/sheetimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/frameimage.h"
#include "model/io/imageloader.h"
#include "model/io/sourcedigest.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

#include <climits>

using namespace hitbox;
using hitbox::model::GridSpec;
using hitbox::model::ImportResult;
using hitbox::model::SheetKind;

class TestSheetImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sliceGridPixels_data();
    void sliceGridPixels();
    void sliceGridRefuses_data();
    void sliceGridRefuses();
    void autoGrid_data();
    void autoGrid();
    void importGridNamesTheFile();
    void dispatch_data();
    void dispatch();
    void dispatchRefuses_data();
    void dispatchRefuses();
    void dispatchRefusesHugeFile();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

const QRgb gutter = qRgba(128, 128, 128, 255);

QRgb cellColour(int i)
{
    return qRgba(10 + 37 * i % 240, 200 - 13 * i % 190, 60 + 7 * i % 190, 255);
}

// A sheet of columns x rows cells: gutters and margins grey, cell i (row-major) filled
// with cellColour(i), `extra` grey pixels right and below. Drawn by walking the pixels.
QImage gridSheet(const GridSpec &spec, int columns, int rows, int extra)
{
    const int width
            = 2 * spec.margin + columns * spec.cell.width() + (columns - 1) * spec.spacing + extra;
    const int height
            = 2 * spec.margin + rows * spec.cell.height() + (rows - 1) * spec.spacing + extra;
    QImage sheet(width, height, QImage::Format_ARGB32);
    sheet.fill(gutter);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const int cx = x - spec.margin;
            const int cy = y - spec.margin;
            const int pitchX = spec.cell.width() + spec.spacing;
            const int pitchY = spec.cell.height() + spec.spacing;
            if (cx < 0 || cy < 0 || cx % pitchX >= spec.cell.width()
                || cy % pitchY >= spec.cell.height() || cx / pitchX >= columns
                || cy / pitchY >= rows) {
                continue;
            }
            sheet.setPixel(x, y, cellColour(cy / pitchY * columns + cx / pitchX));
        }
    }
    return sheet;
}

// Transparent sheet with opaque blocks: `blocks` in sheet coordinates.
QImage blocksSheet(QSize size, const QList<QRect> &blocks)
{
    QImage sheet(size, QImage::Format_ARGB32);
    sheet.fill(Qt::transparent);
    QPainter painter(&sheet);
    for (const QRect &block : blocks)
        painter.fillRect(block, Qt::darkGreen);
    return sheet;
}

} // namespace

void TestSheetImport::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestSheetImport::write(const QString &name, const QByteArray &bytes)
{
    return testing::writeTestFile(m_dir.path(), name, bytes);
}

void TestSheetImport::sliceGridPixels_data()
{
    QTest::addColumn<GridSpec>("spec");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("extra");
    QTest::newRow("plain") << GridSpec{{16, 16}, 0, 0, 0} << 4 << 1 << 0;
    QTest::newRow("margin") << GridSpec{{8, 12}, 3, 0, 0} << 3 << 2 << 0;
    QTest::newRow("spacing") << GridSpec{{10, 10}, 0, 2, 0} << 3 << 3 << 0;
    QTest::newRow("margin, spacing, leftover") << GridSpec{{7, 9}, 2, 3, 0} << 5 << 2 << 4;
    QTest::newRow("count") << GridSpec{{8, 8}, 1, 1, 7} << 4 << 3 << 0;
    QTest::newRow("one cell") << GridSpec{{5, 5}, 1, 0, 0} << 1 << 1 << 0;
    QTest::newRow("wide spacing") << GridSpec{{3, 4}, 0, 9, 0} << 4 << 2 << 2;
}

void TestSheetImport::sliceGridPixels()
{
    QFETCH(GridSpec, spec);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, extra);
    const QImage sheet = gridSheet(spec, columns, rows, extra);
    const model::GridSlicing slicing = model::sliceGrid(sheet.size(), spec);
    QVERIFY2(slicing.ok(), qPrintable(slicing.problem));
    QCOMPARE(slicing.frames.size(), spec.count > 0 ? spec.count : columns * rows);
    for (int i = 0; i < int(slicing.frames.size()); ++i) {
        const QImage frame = model::frameImage(sheet, slicing.frames[i].region);
        QCOMPARE(frame.size(), spec.cell);
        for (int y = 0; y < frame.height(); ++y) {
            for (int x = 0; x < frame.width(); ++x)
                QCOMPARE(frame.pixel(x, y), cellColour(i));
        }
    }
    // The same through the file importer.
    const QString path = write(QStringLiteral("grid %1.png").arg(QTest::currentDataTag()),
                               testing::encodedImage(sheet, "png"));
    const ImportResult result = model::importGrid(path, spec);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.kind, SheetKind::Grid);
    QCOMPARE(result.sheet.grid, spec);
    QCOMPARE(result.sheet.frames, slicing.frames);
}

void TestSheetImport::sliceGridRefuses_data()
{
    QTest::addColumn<QSize>("image");
    QTest::addColumn<GridSpec>("spec");
    QTest::addColumn<QString>("problem");
    QTest::newRow("zero cell") << QSize(32, 32) << GridSpec{{0, 8}, 0, 0, 0}
                               << "the cell size 0 x 8 is not positive";
    QTest::newRow("negative cell") << QSize(32, 32) << GridSpec{{8, -8}, 0, 0, 0}
                                   << "the cell size 8 x -8 is not positive";
    QTest::newRow("negative margin")
            << QSize(32, 32) << GridSpec{{8, 8}, -1, 0, 0} << "must not be negative";
    QTest::newRow("negative spacing")
            << QSize(32, 32) << GridSpec{{8, 8}, 0, -2, 0} << "must not be negative";
    QTest::newRow("negative count")
            << QSize(32, 32) << GridSpec{{8, 8}, 0, 0, -3} << "must not be negative";
    QTest::newRow("cell larger than image") << QSize(32, 32) << GridSpec{{40, 8}, 0, 0, 0}
                                            << "a 40 x 8 cell after a margin of 0 lies outside "
                                               "the 32 x 32 image";
    QTest::newRow("margin pushes out")
            << QSize(32, 32) << GridSpec{{16, 16}, 20, 0, 0} << "lies outside the 32 x 32 image";
    QTest::newRow("count too large") << QSize(32, 32) << GridSpec{{8, 8}, 0, 0, 17}
                                     << "asks for 17 frames, but only 16 cells of 8 x 8 fit";
    QTest::newRow("too many cells") << QSize(200, 200) << GridSpec{{1, 1}, 0, 0, 0}
                                    << "40000 cells of 1 x 1 are more than the 10000 frames";
    QTest::newRow("empty image") << QSize(0, 10) << GridSpec{{1, 1}, 0, 0, 0}
                                 << "the image is empty";
    QTest::newRow("huge numbers") << QSize(32, 32)
                                  << GridSpec{{INT_MAX, INT_MAX}, INT_MAX, INT_MAX, 0}
                                  << "lies outside";
}

void TestSheetImport::sliceGridRefuses()
{
    QFETCH(QSize, image);
    QFETCH(GridSpec, spec);
    QFETCH(QString, problem);
    const model::GridSlicing slicing = model::sliceGrid(image, spec);
    QVERIFY(!slicing.ok());
    QVERIFY(slicing.frames.isEmpty());
    QVERIFY2(slicing.problem.contains(problem), qPrintable(slicing.problem));
}

void TestSheetImport::autoGrid_data()
{
    QTest::addColumn<QImage>("sheet");
    QTest::addColumn<std::optional<GridSpec>>("expected");
    // 4 x 2 cells of 32, sprites of different sizes inside them.
    QList<QRect> trimmed;
    for (int i = 0; i < 8; ++i)
        trimmed << QRect(i % 4 * 32 + 3 + i, i / 4 * 32 + 2 + i % 3, 20 - i, 25 - 2 * (i % 3));
    QTest::newRow("trimmed sprites in an exact tiling")
            << blocksSheet({128, 64}, trimmed)
            << std::optional<GridSpec>(GridSpec{{32, 32}, 0, 0, 0});
    QTest::newRow("last row not full") << blocksSheet({128, 64}, trimmed.mid(0, 5))
                                       << std::optional<GridSpec>(GridSpec{{32, 32}, 0, 0, 0});
    // 3 x 2 full cells of 20 x 24, margin 2, spacing 3: 70 x 55.
    QImage gutters = gridSheet(GridSpec{{20, 24}, 2, 3, 0}, 3, 2, 0);
    for (int y = 0; y < gutters.height(); ++y) {
        for (int x = 0; x < gutters.width(); ++x) {
            if (gutters.pixel(x, y) == gutter)
                gutters.setPixel(x, y, qRgba(0, 0, 0, 0));
        }
    }
    QTest::newRow("gutters") << gutters << std::optional<GridSpec>(GridSpec{{20, 24}, 2, 3, 0});
    QTest::newRow("one row") << blocksSheet(
            {64, 16}, {{2, 3, 10, 10}, {18, 1, 12, 14}, {35, 4, 9, 9}, {50, 2, 11, 12}})
                             << std::optional<GridSpec>(GridSpec{{16, 16}, 0, 0, 0});
    QTest::newRow("one column") << blocksSheet({10, 30},
                                               {{1, 1, 8, 8}, {2, 11, 6, 8}, {1, 21, 8, 8}})
                                << std::optional<GridSpec>(GridSpec{{10, 10}, 0, 0, 0});
    QTest::newRow("premultiplied")
            << blocksSheet({128, 64}, trimmed).convertToFormat(QImage::Format_ARGB32_Premultiplied)
            << std::optional<GridSpec>(GridSpec{{32, 32}, 0, 0, 0});
    QTest::newRow("8-bit alpha")
            << blocksSheet({128, 64}, trimmed).convertToFormat(QImage::Format_RGBA8888)
            << std::optional<GridSpec>(GridSpec{{32, 32}, 0, 0, 0});
    QTest::newRow("no alpha channel")
            << blocksSheet({128, 64}, trimmed).convertToFormat(QImage::Format_RGB32)
            << std::optional<GridSpec>();
    QTest::newRow("one sprite") << blocksSheet({40, 40}, {{5, 5, 20, 20}})
                                << std::optional<GridSpec>();
    QTest::newRow("fully transparent") << blocksSheet({40, 40}, {}) << std::optional<GridSpec>();
    QTest::newRow("opaque") << blocksSheet({40, 40}, {{0, 0, 40, 40}}) << std::optional<GridSpec>();
    // 47 is prime: no exact tiling; the gaps differ: no gutters.
    QTest::newRow("uneven gaps") << blocksSheet({47, 10},
                                                {{0, 0, 10, 10}, {12, 0, 10, 10}, {29, 0, 10, 10}})
                                 << std::optional<GridSpec>();
    QTest::newRow("null image") << QImage() << std::optional<GridSpec>();
}

void TestSheetImport::autoGrid()
{
    QFETCH(QImage, sheet);
    QFETCH(std::optional<GridSpec>, expected);
    const std::optional<GridSpec> found = model::autoGrid(sheet);
    QCOMPARE(found.has_value(), expected.has_value());
    if (!expected)
        return;
    QCOMPARE(*found, *expected);
    // Whatever grid is found, slicing by it keeps every opaque pixel inside one frame.
    const model::GridSlicing slicing = model::sliceGrid(sheet.size(), *found);
    QVERIFY2(slicing.ok(), qPrintable(slicing.problem));
    qint64 opaque = 0;
    qint64 inFrames = 0;
    for (int y = 0; y < sheet.height(); ++y) {
        for (int x = 0; x < sheet.width(); ++x)
            opaque += qAlpha(sheet.pixel(x, y)) > 0 ? 1 : 0;
    }
    for (const model::ImportedFrame &frame : slicing.frames) {
        const QImage pixels = model::frameImage(sheet, frame.region);
        for (int y = 0; y < pixels.height(); ++y) {
            for (int x = 0; x < pixels.width(); ++x)
                inFrames += qAlpha(pixels.pixel(x, y)) > 0 ? 1 : 0;
        }
    }
    QCOMPARE(inFrames, opaque);
}

void TestSheetImport::importGridNamesTheFile()
{
    const QString missing = m_dir.path() + QLatin1String("/-missing.png");
    ImportResult result = model::importGrid(missing, GridSpec{{8, 8}, 0, 0, 0});
    QVERIFY(!result.ok());
    QCOMPARE(result.error, QDir::toNativeSeparators(missing) + QLatin1String(": file not found"));
    QImage small(16, 16, QImage::Format_ARGB32);
    small.fill(Qt::red);
    const QString path = write(QStringLiteral("small%1.png"), testing::encodedImage(small, "png"));
    result = model::importGrid(path, GridSpec{{0, 0}, 0, 0, 0});
    QVERIFY(!result.ok());
    QVERIFY(result.sheet.frames.isEmpty());
    QCOMPARE(result.error,
             QDir::toNativeSeparators(path)
                     + QLatin1String(": the cell size 0 x 0 is not positive"));
}

void TestSheetImport::dispatch_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<std::optional<GridSpec>>("grid");
    QTest::addColumn<SheetKind>("kind");
    QTest::addColumn<int>("frames");
    QTest::addColumn<bool>("warning");
    QImage image(16, 8, QImage::Format_ARGB32);
    image.fill(Qt::blue);
    QImage other = image;
    other.fill(Qt::yellow);
    const QList<testing::AnimationFrame> two{{image, 50}, {other, 80}};
    const std::optional<GridSpec> noGrid;
    QTest::newRow("png") << "still.png" << testing::encodedImage(image, "png") << noGrid
                         << SheetKind::Image << 1 << false;
    QTest::newRow("png, grid") << "sheet.png" << testing::encodedImage(image, "png")
                               << std::optional<GridSpec>(GridSpec{{8, 8}, 0, 0, 0})
                               << SheetKind::Grid << 2 << false;
    QTest::newRow("gif") << "anim.gif" << testing::animatedGif(two) << noGrid << SheetKind::Animated
                         << 2 << false;
    QTest::newRow("one-frame gif") << "still.gif" << testing::animatedGif({{image, 50}}) << noGrid
                                   << SheetKind::Image << 1 << false;
    QTest::newRow("webp") << "anim.webp" << testing::animatedWebp(two) << noGrid
                          << SheetKind::Animated << 2 << false;
    QTest::newRow("webp named .png") << "anim-webp.png" << testing::animatedWebp(two) << noGrid
                                     << SheetKind::Animated << 2 << false;
    QTest::newRow("apng") << "anim.apng" << testing::animatedPng(two) << noGrid
                          << SheetKind::Animated << 2 << false;
    QTest::newRow("aseprite")
            << "a.json"
            << QByteArray(
                       "\n  {\"frames\": [{\"frame\": {\"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8}}], "
                       "\"meta\": {\"app\": \"http://www.aseprite.org/\", \"image\": "
                       "\"still.png\"}}")
            << noGrid << SheetKind::Aseprite << 1 << false;
    QTest::newRow("texturepacker")
            << "t.json"
            << QByteArray("{\"frames\": {\"a\": {\"frame\": {\"x\": 0, \"y\": 0, \"w\": 8, \"h\": "
                          "8}}}, "
                          "\"meta\": {\"app\": \"https://www.codeandweb.com/texturepacker\", "
                          "\"image\": \"still.png\"}}")
            << noGrid << SheetKind::TexturePacker << 1 << false;
}

void TestSheetImport::dispatch()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(std::optional<GridSpec>, grid);
    QFETCH(SheetKind, kind);
    QFETCH(int, frames);
    QFETCH(bool, warning);
    QImage image(16, 8, QImage::Format_ARGB32);
    image.fill(Qt::blue);
    write(QStringLiteral("still.png"), testing::encodedImage(image, "png")); // the atlases' image
    const QString path = write(name, bytes);
    const ImportResult result = model::importSheet(path, grid);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.kind, kind);
    QCOMPARE(result.sheet.frames.size(), frames);
    QCOMPARE(!result.warning.isEmpty(), warning);
    // The sprite remembers what was read (the JSON, not the atlas's image) and its grid,
    // and what each frame was given.
    QCOMPARE(result.sheet.sourcePath, path);
    const model::Sprite sprite = model::spriteFromSheet(result.sheet, QStringLiteral("s"));
    QCOMPARE(sprite.source,
             std::optional(
                     model::SpriteSource{path, kind == SheetKind::Grid ? grid : std::nullopt}));
    for (const model::Frame &frame : sprite.frames)
        QCOMPARE(frame.sourceDigest.size(), model::sourceDigestLength);
    // A sheet not read by importSheet() names no source, and nothing is decoded for it.
    model::ImportedSheet made = result.sheet;
    made.sourcePath.clear();
    const model::Sprite plain = model::spriteFromSheet(made, QStringLiteral("s"));
    QVERIFY(!plain.source);
    for (const model::Frame &frame : plain.frames)
        QVERIFY(frame.sourceDigest.isEmpty());
}

void TestSheetImport::dispatchRefuses_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<std::optional<GridSpec>>("grid");
    QTest::addColumn<QString>("problem");
    const std::optional<GridSpec> grid(GridSpec{{8, 8}, 0, 0, 0});
    QTest::newRow("missing") << "gone %1.png" << std::optional<GridSpec>() << "file not found";
    QTest::newRow("grid on a folder")
            << "folder" << grid << "a grid splits one image, not a folder";
    QTest::newRow("grid on JSON") << "x.json" << grid
                                  << "a grid splits one image, not an atlas JSON";
    QTest::newRow("JSON without frames")
            << "x.json" << std::optional<GridSpec>() << "not an Aseprite or TexturePacker atlas";
    QTest::newRow("text") << "notes.txt" << std::optional<GridSpec>() << "not an image format";
    QTest::newRow("empty folder") << "folder" << std::optional<GridSpec>()
                                  << "holds no image files";
}

void TestSheetImport::dispatchRefuses()
{
    QFETCH(QString, name);
    QFETCH(std::optional<GridSpec>, grid);
    QFETCH(QString, problem);
    QDir(m_dir.path()).mkpath(QStringLiteral("folder"));
    write(QStringLiteral("x.json"), "{\"sprites\": []}");
    write(QStringLiteral("notes.txt"), "hello");
    const QString path = m_dir.path() + QLatin1Char('/') + name;
    const ImportResult result = model::importSheet(path, grid);
    QVERIFY(!result.ok());
    QVERIFY(result.sheet.frames.isEmpty());
    QVERIFY2(result.error.startsWith(QDir::toNativeSeparators(path)), qPrintable(result.error));
    QVERIFY2(result.error.contains(problem), qPrintable(result.error));
}

void TestSheetImport::dispatchRefusesHugeFile()
{
    // A GIF header and then a sparse hole past the image file limit: refused before any
    // reader scans it.
    const QString path = write(QStringLiteral("huge.gif"), QByteArray("GIF89a"));
    QFile file(path);
    QVERIFY(file.resize(model::maxImageFileBytes + 1));
    const ImportResult result = model::importSheet(path);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(QDir::toNativeSeparators(path)), qPrintable(result.error));
    QVERIFY2(result.error.contains(QLatin1String("larger than 256 MB")), qPrintable(result.error));
}

QTEST_GUILESS_MAIN(TestSheetImport)
#include "tst_sheetimport.moc"
