// The Tiled exporter (.tsx and .tsj): golden files written out inline, sheet against image
// collection, trimmed and rotated atlas frames written as their untrimmed images (checked
// pixel by pixel against frames the test packs itself), holes as convex pieces, mirrored
// copies, the roles and first-frame options, names that need escaping or sanitising, and
// problems that stop the export. tst_tiledroundtrip runs Tiled itself on the output.

#include "model/export/exporter.h"
#include "model/export/tiledexporter.h"
#include "testfiles.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using hitbox::model::ExportFormat;
using hitbox::model::ExportOptions;
using hitbox::model::ExportPlan;
using hitbox::model::Project;
using hitbox::model::Shape;

Q_DECLARE_METATYPE(Project)
Q_DECLARE_METATYPE(ExportFormat)

class TestTiledExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void registered();
    void golden_data();
    void golden();
    void atlasFramesBecomeUntrimmedImages();
    void sheetOrCollection_data();
    void sheetOrCollection();
    void holesBecomePieces();
    void mirroredCopies();
    void options_data();
    void options();
    void fileNames_data();
    void fileNames();
    void uniqueFileNames();
    void problemsStopTheExport();

private:
    QString png(const QString &name, const QImage &image);
    ExportPlan
    plan(const Project &project, ExportFormat format, const ExportOptions &options = {}) const;
    QTemporaryDir m_dir;
};

namespace {

QImage filled(int w, int h, QRgb colour = qRgba(200, 10, 10, 255))
{
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(colour);
    return image;
}

// Every pixel opaque and different, so a shifted, turned or flipped frame is caught.
QImage pattern(int w, int h, int seed)
{
    QImage image(w, h, QImage::Format_ARGB32);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            image.setPixel(x, y, qRgba(30 * x + 7, 40 * y + 3, 50 * seed + 11, 255));
    }
    return image;
}

QByteArray fileOf(const ExportPlan &plan, const QString &name)
{
    for (const model::ExportedFile &file : plan.files) {
        if (file.relativePath == name)
            return file.contents;
    }
    return "<no file " + name.toUtf8() + ">";
}

QStringList writtenNames(const ExportPlan &plan)
{
    QStringList names;
    for (const model::ExportedFile &file : plan.files)
        names << file.relativePath;
    return names;
}

model::Frame cell(int x, int y, int w, int h, int durationMs = 100)
{
    model::Frame frame;
    frame.region.rect = QRect(x, y, w, h);
    frame.durationMs = durationMs;
    return frame;
}

QJsonArray tiles(const QByteArray &tsj)
{
    return QJsonDocument::fromJson(tsj).object().value(QStringLiteral("tiles")).toArray();
}

} // namespace

void TestTiledExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("out")));
}

QString TestTiledExport::png(const QString &name, const QImage &image)
{
    return testing::writeTestFile(m_dir.path(), name, testing::encodedImage(image, "png"));
}

ExportPlan TestTiledExport::plan(const Project &project,
                                 ExportFormat format,
                                 const ExportOptions &options) const
{
    model::ExportSource source;
    source.project = &project;
    source.outputPath = m_dir.path() + QStringLiteral("/out");
    const model::Exporter *exporter = model::exporterFor(format);
    if (!exporter)
        qFatal("no exporter");
    ExportOptions o = options;
    o.format = format;
    return exporter->plan(source, o);
}

void TestTiledExport::registered()
{
    for (const ExportFormat format : {ExportFormat::Tiled, ExportFormat::TiledJson}) {
        const model::Exporter *exporter = model::exporterFor(format);
        QVERIFY(exporter);
        QCOMPARE(exporter->format(), format);
        QVERIFY(exporter->writesFolder());
    }
    QCOMPARE(model::exporterFor(ExportFormat::Tiled)->fileSuffix(), QStringLiteral("tsx"));
    QCOMPARE(model::exporterFor(ExportFormat::TiledJson)->fileSuffix(), QStringLiteral("tsj"));
}

namespace {

// A 2 x 1 sheet with a margin of 2 and a spacing of 4, a name and shape names that need
// escaping, all three kinds of shape, a sensor, and a ping-pong and a reverse animation.
Project sheetProject(const QString &imagePath)
{
    model::Sprite sprite;
    sprite.name = QStringLiteral("hero & \"friends\" <'%1'>");
    sprite.imagePath = imagePath;
    sprite.pivot = collision::Vec2{8, 12};
    sprite.frames = {cell(2, 2, 16, 16, 100), cell(22, 2, 16, 16, 50)};
    Shape head
            = Shape::makeCircle({{0, -4.5}, 3}, QStringLiteral("hitbox"), QStringLiteral("head"));
    head.sensor = true;
    sprite.frames[0].shapes = {
            Shape::makeBox(
                    {-6, -10, 12, 10}, QStringLiteral("hurtbox"), QStringLiteral("a&b<c>\"d'%1")),
            head,
            Shape::makePolygon({{{0, 0}, {4, 0}, {4, 2.25}}}, QStringLiteral("hitbox")),
    };
    sprite.frames[1].shapes = {Shape::makeBox({-1, -2, 3, 4}, QStringLiteral("body"))};
    sprite.animations
            = {{QStringLiteral("run"), {0, 1}, model::AnimationDirection::PingPong},
               {QStringLiteral("back & forth"), {1, 0, 1}, model::AnimationDirection::PingPong}};
    Project project;
    project.sprites = {sprite};
    return project;
}

const char sheetTsx[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="hero &amp; &quot;friends&quot; &lt;'%1'&gt;" tilewidth="16" tileheight="16" spacing="4" margin="2" tilecount="2" columns="2">
 <properties>
  <property name="animation back &amp; forth" value="1,0,1,0"/>
  <property name="animation run" value="0,1"/>
 </properties>
 <image source="../sheet.png" width="40" height="20"/>
 <tile id="0">
  <properties>
   <property name="pivot_x" type="float" value="8"/>
   <property name="pivot_y" type="float" value="12"/>
  </properties>
  <objectgroup draworder="index">
   <object id="1" name="a&amp;b&lt;c&gt;&quot;d'%1" type="hurtbox" x="2" y="2" width="12" height="10"/>
   <object id="2" name="head" type="hitbox" x="5" y="4.5" width="6" height="6">
    <properties>
     <property name="sensor" type="bool" value="true"/>
    </properties>
    <ellipse/>
   </object>
   <object id="3" type="hitbox" x="8" y="12">
    <polygon points="0,0 4,0 4,2.25"/>
   </object>
  </objectgroup>
  <animation>
   <frame tileid="0" duration="100"/>
   <frame tileid="1" duration="50"/>
  </animation>
 </tile>
 <tile id="1">
  <properties>
   <property name="pivot_x" type="float" value="8"/>
   <property name="pivot_y" type="float" value="12"/>
  </properties>
  <objectgroup draworder="index">
   <object id="1" type="body" x="7" y="10" width="3" height="4"/>
  </objectgroup>
 </tile>
</tileset>
)";

const char sheetTsj[] = R"({
    "columns": 2,
    "image": "../sheet.png",
    "imageheight": 20,
    "imagewidth": 40,
    "margin": 2,
    "name": "hero & \"friends\" <'%1'>",
    "properties": [
        {
            "name": "animation back & forth",
            "type": "string",
            "value": "1,0,1,0"
        },
        {
            "name": "animation run",
            "type": "string",
            "value": "0,1"
        }
    ],
    "spacing": 4,
    "tilecount": 2,
    "tiledversion": "1.8.2",
    "tileheight": 16,
    "tiles": [
        {
            "animation": [
                {
                    "duration": 100,
                    "tileid": 0
                },
                {
                    "duration": 50,
                    "tileid": 1
                }
            ],
            "id": 0,
            "objectgroup": {
                "draworder": "index",
                "name": "",
                "objects": [
                    {
                        "height": 10,
                        "id": 1,
                        "name": "a&b<c>\"d'%1",
                        "rotation": 0,
                        "type": "hurtbox",
                        "visible": true,
                        "width": 12,
                        "x": 2,
                        "y": 2
                    },
                    {
                        "ellipse": true,
                        "height": 6,
                        "id": 2,
                        "name": "head",
                        "properties": [
                            {
                                "name": "sensor",
                                "type": "bool",
                                "value": true
                            }
                        ],
                        "rotation": 0,
                        "type": "hitbox",
                        "visible": true,
                        "width": 6,
                        "x": 5,
                        "y": 4.5
                    },
                    {
                        "height": 0,
                        "id": 3,
                        "name": "",
                        "polygon": [
                            {
                                "x": 0,
                                "y": 0
                            },
                            {
                                "x": 4,
                                "y": 0
                            },
                            {
                                "x": 4,
                                "y": 2.25
                            }
                        ],
                        "rotation": 0,
                        "type": "hitbox",
                        "visible": true,
                        "width": 0,
                        "x": 8,
                        "y": 12
                    }
                ],
                "opacity": 1,
                "type": "objectgroup",
                "visible": true,
                "x": 0,
                "y": 0
            },
            "properties": [
                {
                    "name": "pivot_x",
                    "type": "float",
                    "value": 8
                },
                {
                    "name": "pivot_y",
                    "type": "float",
                    "value": 12
                }
            ]
        },
        {
            "id": 1,
            "objectgroup": {
                "draworder": "index",
                "name": "",
                "objects": [
                    {
                        "height": 4,
                        "id": 1,
                        "name": "",
                        "rotation": 0,
                        "type": "body",
                        "visible": true,
                        "width": 3,
                        "x": 7,
                        "y": 10
                    }
                ],
                "opacity": 1,
                "type": "objectgroup",
                "visible": true,
                "x": 0,
                "y": 0
            },
            "properties": [
                {
                    "name": "pivot_x",
                    "type": "float",
                    "value": 8
                },
                {
                    "name": "pivot_y",
                    "type": "float",
                    "value": 12
                }
            ]
        }
    ],
    "tilewidth": 16,
    "type": "tileset",
    "version": "1.8"
}
)";

// Two image files of different sizes, one frame each (an image sequence): an image
// collection whose tiles refer to the files themselves, all frames in order on tile 0.
Project sequenceProject(const QString &first, const QString &second)
{
    model::Sprite sprite;
    sprite.name = QStringLiteral("seq");
    sprite.imagePath = first;
    sprite.frames = {model::Frame{}, model::Frame{}};
    sprite.frames[1].region.imagePath = second;
    sprite.frames[1].durationMs = 40;
    sprite.frames[0].shapes
            = {Shape::makeBox({-2, -2, 4, 4}, QStringLiteral("body"), QStringLiteral("core"))};
    Project project;
    project.sprites = {sprite};
    return project;
}

const char sequenceTsx[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="seq" tilewidth="10" tileheight="6" tilecount="2" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="pivot_x" type="float" value="4"/>
   <property name="pivot_y" type="float" value="3"/>
  </properties>
  <image source="../seq0.png" width="8" height="6"/>
  <objectgroup draworder="index">
   <object id="1" name="core" type="body" x="2" y="1" width="4" height="4"/>
  </objectgroup>
  <animation>
   <frame tileid="0" duration="100"/>
   <frame tileid="1" duration="40"/>
  </animation>
 </tile>
 <tile id="1">
  <properties>
   <property name="pivot_x" type="float" value="5"/>
   <property name="pivot_y" type="float" value="2"/>
  </properties>
  <image source="../seq1.png" width="10" height="4"/>
 </tile>
</tileset>
)";

} // namespace

void TestTiledExport::golden_data()
{
    QTest::addColumn<Project>("project");
    QTest::addColumn<ExportFormat>("format");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("expected");

    const QString sheet = png(QStringLiteral("sheet.png"), filled(40, 20));
    const QString seq0 = png(QStringLiteral("seq0.png"), filled(8, 6));
    const QString seq1 = png(QStringLiteral("seq1.png"), filled(10, 4));
    const QString heroFile = QStringLiteral("hero _ _friends_ ___1__");
    QTest::newRow("sheet tsx") << sheetProject(sheet) << ExportFormat::Tiled
                               << heroFile + QStringLiteral(".tsx") << QByteArray(sheetTsx);
    QTest::newRow("sheet tsj") << sheetProject(sheet) << ExportFormat::TiledJson
                               << heroFile + QStringLiteral(".tsj") << QByteArray(sheetTsj);
    QTest::newRow("image sequence tsx") << sequenceProject(seq0, seq1) << ExportFormat::Tiled
                                        << QStringLiteral("seq.tsx") << QByteArray(sequenceTsx);
}

void TestTiledExport::golden()
{
    QFETCH(Project, project);
    QFETCH(ExportFormat, format);
    QFETCH(QString, file);
    QFETCH(QByteArray, expected);
    const ExportPlan result = plan(project, format);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    QCOMPARE(writtenNames(result), QStringList{file});
    QCOMPARE(QString::fromUtf8(fileOf(result, file)), QString::fromUtf8(expected));
    // Deterministic: the same plan twice gives the same bytes.
    QCOMPARE(fileOf(plan(project, format), file), fileOf(result, file));
}

void TestTiledExport::atlasFramesBecomeUntrimmedImages()
{
    // Frame 0 is trimmed to its pixels (1,1)-(4,2), stored at the atlas's top-left; frame
    // 1 is stored whole, turned 90 degrees clockwise, at x = 5.
    const QImage original = pattern(6, 4, 1);
    QImage atlas(9, 6, QImage::Format_ARGB32);
    atlas.fill(Qt::transparent);
    for (int y = 0; y < 2; ++y) {
        for (int x = 0; x < 4; ++x)
            atlas.setPixel(x, y, original.pixel(x + 1, y + 1));
    }
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 6; ++x)
            atlas.setPixel(5 + (4 - 1 - y), x, original.pixel(x, y));
    }
    model::Sprite sprite;
    sprite.name = QStringLiteral("atlas");
    sprite.imagePath = png(QStringLiteral("atlas.png"), atlas);
    sprite.frames = {cell(0, 0, 4, 2), cell(5, 0, 4, 6)};
    sprite.frames[0].region.trimOffset = QPoint(1, 1);
    sprite.frames[0].region.sourceSize = QSize(6, 4);
    sprite.frames[1].region.rotated = true;
    sprite.frames[1].region.sourceSize = QSize(6, 4);
    sprite.frames[0].shapes = {Shape::makeBox({-3, -2, 2, 2}, QStringLiteral("body"))};
    Project project;
    project.sprites = {sprite};

    const ExportPlan result = plan(project, ExportFormat::Tiled);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    QCOMPARE(writtenNames(result),
             (QStringList{QStringLiteral("atlas.tsx"),
                          QStringLiteral("atlas_0.png"),
                          QStringLiteral("atlas_1.png")}));
    const QString tsx = QString::fromUtf8(fileOf(result, QStringLiteral("atlas.tsx")));
    QVERIFY(tsx.contains(QStringLiteral("columns=\"0\"")));
    QVERIFY(tsx.contains(
            QStringLiteral("<image source=\"atlas_0.png\" width=\"6\" height=\"4\"/>")));
    QVERIFY(tsx.contains(
            QStringLiteral("<image source=\"atlas_1.png\" width=\"6\" height=\"4\"/>")));
    // The box sits at the untrimmed frame's top-left: pivot (3, 2) + (-3, -2).
    QVERIFY(tsx.contains(QStringLiteral(
            "<object id=\"1\" type=\"body\" x=\"0\" y=\"0\" width=\"2\" height=\"2\"/>")));

    for (int f = 0; f < 2; ++f) {
        const QImage written
                = QImage::fromData(fileOf(result, QStringLiteral("atlas_%1.png").arg(f)))
                          .convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(written.size(), QSize(6, 4));
        for (int y = 0; y < 4; ++y) {
            for (int x = 0; x < 6; ++x) {
                const bool stored = f == 1 || (x >= 1 && x <= 4 && y >= 1 && y <= 2);
                const QRgb expected = stored ? original.pixel(x, y) : qRgba(0, 0, 0, 0);
                QVERIFY2(written.pixel(x, y) == expected,
                         qPrintable(QStringLiteral("frame %1 pixel %2,%3").arg(f).arg(x).arg(y)));
            }
        }
    }
}

void TestTiledExport::sheetOrCollection_data()
{
    QTest::addColumn<QSize>("image");
    QTest::addColumn<QList<QRect>>("rects");
    QTest::addColumn<int>("change");  // 0 none, 1 trim frame 0, 2 rotate frame 0, 3 other image
    QTest::addColumn<int>("columns"); // 0: an image collection
    QTest::addColumn<QList<int>>("tileIds");

    QTest::newRow("margin and spacing")
            << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 16}} << 0 << 2
            << QList<int>{0, 1};
    QTest::newRow("cells out of order, some unused")
            << QSize(48, 32) << QList<QRect>{{16, 16, 16, 16}, {0, 0, 16, 16}} << 0 << 3
            << QList<int>{0, 4};
    QTest::newRow("one whole image") << QSize(12, 9) << QList<QRect>{{}} << 0 << 1 << QList<int>{0};
    QTest::newRow("trimmed") << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 16}} << 1
                             << 0 << QList<int>{0, 1};
    QTest::newRow("rotated") << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 16}} << 2
                             << 0 << QList<int>{0, 1};
    QTest::newRow("frame of another image")
            << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 16}} << 3 << 0
            << QList<int>{0, 1};
    QTest::newRow("one cell twice") << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {2, 2, 16, 16}}
                                    << 0 << 0 << QList<int>{0, 1};
    QTest::newRow("different sizes")
            << QSize(40, 20) << QList<QRect>{{2, 2, 16, 16}, {22, 2, 16, 15}} << 0 << 0
            << QList<int>{0, 1};
    QTest::newRow("overlapping cells")
            << QSize(40, 20) << QList<QRect>{{0, 0, 16, 16}, {10, 0, 16, 16}} << 0 << 0
            << QList<int>{0, 1};
    QTest::newRow("irregular spacing")
            << QSize(64, 16) << QList<QRect>{{0, 0, 16, 16}, {20, 0, 16, 16}, {44, 0, 16, 16}} << 0
            << 0 << QList<int>{0, 1, 2};
}

void TestTiledExport::sheetOrCollection()
{
    QFETCH(QSize, image);
    QFETCH(QList<QRect>, rects);
    QFETCH(int, change);
    QFETCH(int, columns);
    QFETCH(QList<int>, tileIds);

    model::Sprite sprite;
    sprite.name = QStringLiteral("s");
    sprite.imagePath = png(QStringLiteral("grid.png"), pattern(image.width(), image.height(), 2));
    sprite.frames.clear();
    for (const QRect &rect : rects)
        sprite.frames.append(cell(rect.x(), rect.y(), rect.width(), rect.height()));
    if (change == 1) {
        sprite.frames[0].region.trimOffset = QPoint(1, 0);
        sprite.frames[0].region.sourceSize = QSize(17, 16);
    } else if (change == 2) {
        sprite.frames[0].region.rotated = true;
    } else if (change == 3) {
        sprite.frames[0].region.imagePath = png(QStringLiteral("other.png"), pattern(40, 20, 3));
    }
    Project project;
    project.sprites = {sprite};

    const ExportPlan result = plan(project, ExportFormat::TiledJson);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    const QJsonObject tileset
            = QJsonDocument::fromJson(fileOf(result, QStringLiteral("s.tsj"))).object();
    QCOMPARE(tileset.value(QStringLiteral("columns")).toInt(), columns);
    QCOMPARE(tileset.contains(QStringLiteral("image")), columns > 0);
    QList<int> ids;
    for (const QJsonValue &tile : tileset.value(QStringLiteral("tiles")).toArray())
        ids << tile.toObject().value(QStringLiteral("id")).toInt();
    QCOMPARE(ids, tileIds);
    if (columns > 0) {
        QCOMPARE(result.files.size(), 1);
        QCOMPARE(tileset.value(QStringLiteral("imagewidth")).toInt(), image.width());
    }
}

namespace {

double area(const QJsonArray &points)
{
    double twice = 0.0;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QJsonObject a = points[i].toObject();
        const QJsonObject b = points[(i + 1) % points.size()].toObject();
        twice += a[QStringLiteral("x")].toDouble() * b[QStringLiteral("y")].toDouble()
                 - b[QStringLiteral("x")].toDouble() * a[QStringLiteral("y")].toDouble();
    }
    return std::abs(twice) / 2.0;
}

QJsonArray objectsOf(const QJsonObject &tile)
{
    return tile.value(QStringLiteral("objectgroup"))
            .toObject()
            .value(QStringLiteral("objects"))
            .toArray();
}

} // namespace

void TestTiledExport::holesBecomePieces()
{
    // A 16 x 16 square around the pivot (10, 10) with a 4 x 4 hole: Tiled has no holes, so
    // convex pieces whose areas add up to 256 - 16, none over the hole.
    model::Sprite sprite;
    sprite.name = QStringLiteral("ring");
    sprite.imagePath = png(QStringLiteral("ring.png"), filled(20, 20));
    for (const QString &name : {QStringLiteral("hull"), QString()}) {
        Shape ring = Shape::makePolygon(
                {{{-8, -8}, {8, -8}, {8, 8}, {-8, 8}}}, QStringLiteral("hurtbox"), name);
        ring.holes = {{{{-2, -2}, {-2, 2}, {2, 2}, {2, -2}}}};
        ring.sensor = true;
        sprite.frames[0].shapes = {ring};
        Project project;
        project.sprites = {sprite};

        const ExportPlan result = plan(project, ExportFormat::TiledJson);
        QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
        QCOMPARE(result.shapeCount, 1);
        QVERIFY(result.pieceCount >= 4);
        const QJsonArray objects
                = objectsOf(tiles(fileOf(result, QStringLiteral("ring.tsj")))[0].toObject());
        QCOMPARE(objects.size(), result.pieceCount);
        double total = 0.0;
        for (qsizetype k = 0; k < objects.size(); ++k) {
            const QJsonObject o = objects[k].toObject();
            const QString expectedName = name.isEmpty()
                                                 ? QStringLiteral("piece %1").arg(k + 1)
                                                 : QStringLiteral("hull piece %1").arg(k + 1);
            QCOMPARE(o[QStringLiteral("name")].toString(), expectedName);
            QCOMPARE(o[QStringLiteral("type")].toString(), QStringLiteral("hurtbox"));
            QCOMPARE(o[QStringLiteral("id")].toInt(), int(k) + 1);
            QCOMPARE(o[QStringLiteral("properties")].toArray().size(), 1); // sensor
            const QJsonArray points = o[QStringLiteral("polygon")].toArray();
            total += area(points);
            double cx = 0.0;
            double cy = 0.0;
            for (const QJsonValue &v : points) {
                const double x
                        = o[QStringLiteral("x")].toDouble() + v[QStringLiteral("x")].toDouble();
                const double y
                        = o[QStringLiteral("y")].toDouble() + v[QStringLiteral("y")].toDouble();
                QVERIFY(x >= 2 && x <= 18 && y >= 2 && y <= 18);
                cx += x / double(points.size());
                cy += y / double(points.size());
            }
            QVERIFY2(!(cx > 8 && cx < 12 && cy > 8 && cy < 12), "a piece over the hole");
        }
        QCOMPARE(total, 240.0);
    }
}

void TestTiledExport::mirroredCopies()
{
    // A 20 x 10 frame, pivot (5, 4). The copy's image is the frame flipped, and its shapes
    // are where the flipped pixels are: x -> 20 - x in tile pixels.
    const QImage image = pattern(20, 10, 4);
    model::Sprite sprite;
    sprite.name = QStringLiteral("x");
    sprite.imagePath = png(QStringLiteral("x.png"), image);
    sprite.pivot = collision::Vec2{5, 4};
    sprite.frames[0].shapes = {
            Shape::makeBox({-4, -3, 3, 2}, QStringLiteral("hitbox")),
            Shape::makeCircle({{2, 1}, 1}, QStringLiteral("hitbox")),
            Shape::makePolygon({{{0, 0}, {6, 0}, {6, 3}}}, QStringLiteral("hitbox")),
    };
    Project project;
    project.sprites = {sprite};
    ExportOptions options;
    options.mirrored = true;
    const ExportPlan result = plan(project, ExportFormat::TiledJson, options);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    QCOMPARE(writtenNames(result),
             (QStringList{QStringLiteral("x.tsj"),
                          QStringLiteral("x_flipped.tsj"),
                          QStringLiteral("x_flipped_0.png")}));
    QCOMPARE(result.shapeCount, 6);

    const QImage flipped = QImage::fromData(fileOf(result, QStringLiteral("x_flipped_0.png")))
                                   .convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(flipped.size(), image.size());
    for (int y = 0; y < 10; ++y) {
        for (int x = 0; x < 20; ++x)
            QCOMPARE(flipped.pixel(x, y), image.pixel(19 - x, y));
    }

    const QJsonObject tile = tiles(fileOf(result, QStringLiteral("x_flipped.tsj")))[0].toObject();
    const QJsonArray properties = tile[QStringLiteral("properties")].toArray();
    QCOMPARE(properties[0][QStringLiteral("value")].toDouble(), 15.0); // pivot_x = 20 - 5
    QCOMPARE(properties[1][QStringLiteral("value")].toDouble(), 4.0);
    const QJsonArray objects = objectsOf(tile);
    QCOMPARE(objects.size(), 3);
    // Box: tile x 1..4 flipped to 16..19.
    QCOMPARE(objects[0][QStringLiteral("x")].toDouble(), 16.0);
    QCOMPARE(objects[0][QStringLiteral("y")].toDouble(), 1.0);
    QCOMPARE(objects[0][QStringLiteral("width")].toDouble(), 3.0);
    // Circle: centre (7, 5) flipped to (13, 5), radius 1.
    QCOMPARE(objects[1][QStringLiteral("x")].toDouble(), 12.0);
    QCOMPARE(objects[1][QStringLiteral("y")].toDouble(), 4.0);
    QCOMPARE(objects[1][QStringLiteral("width")].toDouble(), 2.0);
    QVERIFY(objects[1][QStringLiteral("ellipse")].toBool());
    // Triangle (5,4) (11,4) (11,7) flipped to (15,4) (9,4) (9,7).
    QList<QPointF> points;
    const QJsonObject triangle = objects[2].toObject();
    for (const QJsonValue &v : triangle[QStringLiteral("polygon")].toArray())
        points << QPointF(
                triangle[QStringLiteral("x")].toDouble() + v[QStringLiteral("x")].toDouble(),
                triangle[QStringLiteral("y")].toDouble() + v[QStringLiteral("y")].toDouble());
    std::sort(points.begin(), points.end(), [](QPointF a, QPointF b) {
        return std::pair(a.x(), a.y()) < std::pair(b.x(), b.y());
    });
    QCOMPARE(points, (QList<QPointF>{{9, 4}, {9, 7}, {15, 4}}));
}

void TestTiledExport::options_data()
{
    QTest::addColumn<QStringList>("roles");
    QTest::addColumn<bool>("allFrames");
    QTest::addColumn<QList<int>>("tileIds");
    QTest::addColumn<QStringList>("types"); // every object's, tile by tile
    QTest::addColumn<bool>("animated");

    QTest::newRow("everything") << QStringList() << true << QList<int>{0, 1}
                                << QStringList{"hurtbox", "hitbox", "hitbox", "body"} << true;
    QTest::newRow("hitbox only") << QStringList{"hitbox"} << true << QList<int>{0, 1}
                                 << QStringList{"hitbox", "hitbox"} << true;
    QTest::newRow("two roles") << QStringList{"body", "hurtbox"} << true << QList<int>{0, 1}
                               << QStringList{"hurtbox", "body"} << true;
    QTest::newRow("first frame only") << QStringList() << false << QList<int>{0}
                                      << QStringList{"hurtbox", "hitbox", "hitbox"} << false;
    QTest::newRow("first frame, body only")
            << QStringList{"body"} << false << QList<int>{0} << QStringList() << false;
}

void TestTiledExport::options()
{
    QFETCH(QStringList, roles);
    QFETCH(bool, allFrames);
    QFETCH(QList<int>, tileIds);
    QFETCH(QStringList, types);
    QFETCH(bool, animated);

    ExportOptions options;
    options.roles = roles;
    options.allFrames = allFrames;
    const Project project = sheetProject(png(QStringLiteral("sheet.png"), filled(40, 20)));
    const ExportPlan result = plan(project, ExportFormat::TiledJson, options);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    QCOMPARE(result.shapeCount, types.size());
    const QJsonObject tileset = QJsonDocument::fromJson(result.files.value(0).contents).object();
    QList<int> ids;
    QStringList seen;
    bool hasAnimation = false;
    for (const QJsonValue &tile : tileset[QStringLiteral("tiles")].toArray()) {
        ids << tile[QStringLiteral("id")].toInt();
        hasAnimation = hasAnimation || tile.toObject().contains(QStringLiteral("animation"));
        for (const QJsonValue &o : objectsOf(tile.toObject()))
            seen << o[QStringLiteral("type")].toString();
    }
    QCOMPARE(ids, tileIds);
    QCOMPARE(seen, types);
    QCOMPARE(hasAnimation, animated);
    QCOMPARE(tileset.contains(QStringLiteral("properties")), animated);
}

void TestTiledExport::fileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "ship 2-b_c.d"
                           << "ship 2-b_c.d";
    QTest::newRow("path and shell characters") << "a/b\\c:d*e?f\"g<h>i|j"
                                               << "a_b_c_d_e_f_g_h_i_j";
    QTest::newRow("parent folder") << "../x"
                                   << "_._x";
    QTest::newRow("hidden") << ".x"
                            << "_x";
    QTest::newRow("empty") << ""
                           << "sprite";
    QTest::newRow("blank") << "   "
                           << "sprite";
    QTest::newRow("placeholder") << "%1 & '%2'"
                                 << "_1 _ __2_";
    QTest::newRow("unicode") << QStringLiteral("Ünïcode 星") << QStringLiteral("Ünïcode 星");
}

void TestTiledExport::fileNames()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(model::exportFileBaseName(name), expected);
}

void TestTiledExport::uniqueFileNames()
{
    // Three names that sanitise alike (the last only when case is ignored, as on Windows
    // and macOS) get three files.
    Project project;
    for (const QString &name :
         {QStringLiteral("a/b"), QStringLiteral("a:b"), QStringLiteral("A_B")}) {
        model::Sprite sprite;
        sprite.name = name;
        sprite.imagePath = png(QStringLiteral("u.png"), filled(4, 4));
        project.sprites.append(sprite);
    }
    const ExportPlan result = plan(project, ExportFormat::Tiled);
    QVERIFY(result.ok());
    QCOMPARE(writtenNames(result),
             (QStringList{QStringLiteral("a_b.tsx"),
                          QStringLiteral("a_b_2.tsx"),
                          QStringLiteral("A_B_3.tsx")}));
}

void TestTiledExport::problemsStopTheExport()
{
    model::Sprite sprite;
    sprite.name = QStringLiteral("bad");
    sprite.imagePath = png(QStringLiteral("bad.png"), filled(20, 20));
    Shape ring = Shape::makePolygon({{{-8, -8}, {8, -8}, {8, 8}, {-8, 8}}},
                                    QStringLiteral("hurtbox"),
                                    QStringLiteral("hull"));
    ring.holes = {{{{6, -2}, {6, 2}, {10, 2}, {10, -2}}}}; // crosses the outline
    sprite.frames[0].shapes = {Shape::makeBox({0, 0, 2, 2}, QStringLiteral("body")), ring};
    model::Sprite good;
    good.name = QStringLiteral("good");
    good.imagePath = sprite.imagePath;
    Project project;
    project.sprites = {good, sprite};

    const ExportPlan result = plan(project, ExportFormat::Tiled);
    QVERIFY(!result.ok());
    QVERIFY(result.files.isEmpty());
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems[0].where.contains(QStringLiteral("\"bad\""))
                     && result.problems[0].where.contains(QStringLiteral("\"hull\"")),
             qPrintable(result.problems[0].text()));

    ExportOptions unknown;
    unknown.sprites = {QStringLiteral("nobody")};
    const ExportPlan none = plan(project, ExportFormat::Tiled, unknown);
    QVERIFY(!none.ok());
    QVERIFY(none.files.isEmpty());
    QVERIFY(none.problems[0].reason.contains(QStringLiteral("nobody")));

    model::Sprite missing = good;
    missing.imagePath = m_dir.path() + QStringLiteral("/missing.png");
    project.sprites = {missing};
    const ExportPlan unreadable = plan(project, ExportFormat::Tiled);
    QVERIFY(!unreadable.ok());
    QVERIFY(unreadable.files.isEmpty());
}

QTEST_GUILESS_MAIN(TestTiledExport)
#include "tst_tiledexport.moc"
