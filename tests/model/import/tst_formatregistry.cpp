// The import and export registries: every input goes to the one importer that reads it by
// content (checked against the format's own import function, called directly), a grid is
// refused by name for inputs that take none, and every export format has exactly one
// exporter. importerOf() names the importer importSheet() asks.

#include "animationfiles.h"
#include "asepritewriter.h"
#include "model/export/exporter.h"
#include "model/import/aseprite/asepriteimporter.h"
#include "model/import/atlas/atlasimport.h"
#include "model/import/grid/gridslicer.h"
#include "model/import/image/stillimage.h"
#include "model/import/importer.h"
#include "model/import/sequence/sequenceimport.h"
#include "model/import/sheetimport.h"
#include "model/io/animatedimage.h"
#include "model/io/imageloader.h"
#include "testfiles.h"

#include <QDir>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace hitbox;
using hitbox::model::GridSpec;
using hitbox::model::ImportResult;

using DirectImport = std::function<ImportResult(const QString &path)>;
Q_DECLARE_METATYPE(DirectImport)

class TestFormatRegistry : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void firstReaderImports_data();
    void firstReaderImports();
    void gridRefusedByName_data();
    void gridRefusedByName();
    void importersAreDistinct();
    void dialogPatterns();
    void oneExporterPerFormat();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

const QByteArray asepriteJson(
        "\n {\"frames\": [{\"frame\": {\"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8}}], "
        "\"meta\": {\"app\": \"http://www.aseprite.org/\", \"image\": \"still.png\"}}");

// A native Aseprite file of two frames, one layer, one tag (the test-only writer).
QByteArray asepriteFile()
{
    testing::AseWriteFile file;
    file.layers = {testing::aseLayer(QStringLiteral("art"))};
    testing::AseWriteCel cel;
    cel.size = QSize(1, 1);
    cel.pixels = QByteArray("\x01\x02\x03\xff", 4);
    file.frames = {{100, {cel}}, {50, {}}};
    file.tags = {testing::aseTag(QStringLiteral("idle"), 0, 1)};
    return testing::writeAseprite(file);
}

const model::Importer *importerNamed(const QString &name)
{
    for (const model::Importer *importer : model::importers()) {
        if (importer->name() == name)
            return importer;
    }
    return nullptr;
}

// The importers whose reads() accepts the input at `path`, in registry order, with the
// input importSheet() builds (the file's head and size, the grid).
QStringList readersOf(const QString &path, const std::optional<GridSpec> &grid)
{
    model::ImportInput input;
    input.path = path;
    input.grid = grid;
    const QFileInfo info(path);
    input.isFolder = info.isDir();
    if (!input.isFolder) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            input.head = file.read(model::importProbeBytes);
        input.size = info.size();
    }
    QStringList names;
    for (const model::Importer *importer : model::importers()) {
        if (importer->reads(input))
            names << importer->name();
    }
    return names;
}

} // namespace

void TestFormatRegistry::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage image(16, 8, QImage::Format_ARGB32);
    image.fill(Qt::blue);
    write(QStringLiteral("still.png"), testing::encodedImage(image, "png"));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("frames")));
    write(QStringLiteral("frames/walk_1.png"), testing::encodedImage(image, "png"));
    write(QStringLiteral("frames/walk_2.png"), testing::encodedImage(image, "png"));
}

QString TestFormatRegistry::write(const QString &name, const QByteArray &bytes)
{
    return testing::writeTestFile(m_dir.path(), name, bytes);
}

void TestFormatRegistry::firstReaderImports_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes"); // empty: an existing file or folder
    QTest::addColumn<std::optional<GridSpec>>("grid");
    QTest::addColumn<QString>("importer");
    QTest::addColumn<DirectImport>("direct");
    QImage image(16, 8, QImage::Format_ARGB32);
    image.fill(Qt::blue);
    QImage other = image;
    other.fill(Qt::yellow);
    const QList<testing::AnimationFrame> two{{image, 50}, {other, 80}};
    const std::optional<GridSpec> none;
    const std::optional<GridSpec> grid(GridSpec{{8, 8}, 0, 0, 0});
    const DirectImport still = [](const QString &p) { return model::importStillImage(p); };
    const DirectImport animated = [](const QString &p) { return model::importAnimatedImage(p); };
    const DirectImport atlas = [](const QString &p) { return model::importAtlasJson(p); };
    const DirectImport folder = [](const QString &p) { return model::importFolder(p); };
    const DirectImport byGrid = [grid](const QString &p) { return model::importGrid(p, *grid); };

    QTest::newRow("folder") << "frames" << QByteArray() << none << "sequence" << folder;
    QTest::newRow("atlas") << "a.json" << asepriteJson << none << "atlas" << atlas;
    QTest::newRow("atlas named .png") << "atlas.png" << asepriteJson << none << "atlas" << atlas;
    QTest::newRow("png named .json")
            << "image.json" << testing::encodedImage(image, "png") << none << "image" << still;
    QTest::newRow("still png") << "still.png" << QByteArray() << none << "image" << still;
    QTest::newRow("png, grid") << "still.png" << QByteArray() << grid << "grid" << byGrid;
    QTest::newRow("gif") << "anim.gif" << testing::animatedGif(two) << none << "animated"
                         << animated;
    QTest::newRow("one-frame gif")
            << "one.gif" << testing::animatedGif({{image, 50}}) << none << "image" << still;
    QTest::newRow("apng") << "anim.apng" << testing::animatedPng(two) << none << "animated"
                          << animated;
    QTest::newRow("one-frame gif, grid")
            << "grid.gif" << testing::animatedGif({{image, 50}}) << grid << "grid" << byGrid;
    QTest::newRow("text") << "notes.txt" << QByteArray("hello") << none << "image" << still;
    const DirectImport aseprite = [](const QString &p) { return model::importAsepriteFile(p); };
    const QByteArray ase = asepriteFile();
    QTest::newRow("aseprite") << "a.aseprite" << ase << none << "aseprite" << aseprite;
    QTest::newRow("aseprite named .png") << "ase.png" << ase << none << "aseprite" << aseprite;
}

void TestFormatRegistry::firstReaderImports()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(std::optional<GridSpec>, grid);
    QFETCH(QString, importer);
    QFETCH(DirectImport, direct);
    const QString path
            = bytes.isEmpty() ? m_dir.path() + QLatin1Char('/') + name : write(name, bytes);
    const QStringList readers = readersOf(path, grid);
    QVERIFY2(!readers.isEmpty(), qPrintable(path));
    QCOMPARE(readers.first(), importer);
    // importerOf() names the same importer, for the input without a grid.
    const model::Importer *of = model::importerOf(path);
    QVERIFY(of);
    QCOMPARE(of->name(), readersOf(path, std::nullopt).first());
    QVERIFY(!model::importerOf(path + QStringLiteral(".missing")));

    const ImportResult viaRegistry = model::importSheet(path, grid);
    const ImportResult viaFormat = direct(path);
    QCOMPARE(viaRegistry.error, viaFormat.error);
    QCOMPARE(viaRegistry.warning, viaFormat.warning);
    QCOMPARE(viaRegistry.sheet.kind, viaFormat.sheet.kind);
    QCOMPARE(viaRegistry.sheet.imagePath, viaFormat.sheet.imagePath);
    QCOMPARE(viaRegistry.sheet.frames, viaFormat.sheet.frames);
    QCOMPARE(viaRegistry.sheet.animations, viaFormat.sheet.animations);
}

void TestFormatRegistry::gridRefusedByName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes"); // empty: an existing file or folder
    QTest::addColumn<QString>("importer");
    QImage image(16, 8, QImage::Format_ARGB32);
    image.fill(Qt::blue);
    QImage other = image;
    other.fill(Qt::yellow);
    const QList<testing::AnimationFrame> two{{image, 50}, {other, 80}};
    QTest::newRow("folder") << "frames" << QByteArray() << "sequence";
    QTest::newRow("atlas") << "a.json" << asepriteJson << "atlas";
    QTest::newRow("aseprite") << "a.aseprite" << asepriteFile() << "aseprite";
    // A grid over an animation would cut frame 0 only and lose the others and their delays.
    QTest::newRow("gif") << "anim.gif" << testing::animatedGif(two) << "animated";
    QTest::newRow("apng") << "anim.png" << testing::animatedPng(two) << "animated";
    QTest::newRow("webp") << "anim.webp" << testing::animatedWebp(two) << "animated";
}

void TestFormatRegistry::gridRefusedByName()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, importer);
    const QString path
            = bytes.isEmpty() ? m_dir.path() + QLatin1Char('/') + name : write(name, bytes);
    const std::optional<GridSpec> grid(GridSpec{{8, 8}, 0, 0, 0});
    const model::Importer *reader = importerNamed(importer);
    QVERIFY(reader);
    QVERIFY(!reader->takesGrid());
    QCOMPARE(readersOf(path, grid).first(), importer);
    const ImportResult result = model::importSheet(path, grid);
    QCOMPARE(result.error,
             QDir::toNativeSeparators(path) + QLatin1String(": a grid splits one image, not ")
                     + reader->inputText());
    QVERIFY(result.sheet.frames.isEmpty());
}

void TestFormatRegistry::importersAreDistinct()
{
    QSet<QString> names;
    int gridTakers = 0;
    for (const model::Importer *importer : model::importers()) {
        QVERIFY2(!importer->name().isEmpty(), "an importer without a name");
        QVERIFY2(!names.contains(importer->name()), qPrintable(importer->name()));
        names.insert(importer->name());
        QVERIFY2(!importer->inputText().isEmpty(), qPrintable(importer->name()));
        gridTakers += importer->takesGrid() ? 1 : 0;
    }
    QCOMPARE(names,
             (QSet<QString>{QStringLiteral("sequence"),
                            QStringLiteral("atlas"),
                            QStringLiteral("aseprite"),
                            QStringLiteral("grid"),
                            QStringLiteral("animated"),
                            QStringLiteral("image")}));
    QCOMPARE(gridTakers, 1);
}

void TestFormatRegistry::dialogPatterns()
{
    const QStringList patterns = model::importFileNamePatterns();
    QCOMPARE(QSet<QString>(patterns.begin(), patterns.end()).size(), patterns.size());
    QVERIFY(patterns.contains(QStringLiteral("*.json")));
    for (const QString &image : model::imageFileNamePatterns())
        QVERIFY2(patterns.contains(image), qPrintable(image));
    // Every pattern comes from some importer: the dialog offers nothing no format reads.
    QSet<QString> offered;
    for (const model::Importer *importer : model::importers()) {
        const QStringList own = importer->fileNamePatterns();
        offered.unite(QSet<QString>(own.begin(), own.end()));
    }
    QCOMPARE(offered, QSet<QString>(patterns.begin(), patterns.end()));
    QVERIFY(importerNamed(QStringLiteral("sequence"))->fileNamePatterns().isEmpty());
}

void TestFormatRegistry::oneExporterPerFormat()
{
    const QList<model::ExportFormat> formats = model::allExportFormats();
    QCOMPARE(model::exporters().size(), formats.size());
    for (model::ExportFormat format : formats) {
        int owners = 0;
        for (const model::Exporter *exporter : model::exporters())
            owners += exporter->format() == format ? 1 : 0;
        QVERIFY2(owners == 1, qPrintable(model::exportFormatName(format)));
        QVERIFY(model::exporterFor(format));
        QCOMPARE(model::exporterFor(format)->format(), format);
        QCOMPARE(model::exportFormatFromName(model::exportFormatName(format)), format);
    }
}

QTEST_GUILESS_MAIN(TestFormatRegistry)
#include "tst_formatregistry.moc"
