// Importing Tiled tilesets (core/model/import/tiled): the round trip through our own Tiled
// export in both formats (TSX and TSJ) gives back the frames, pivots, shapes, roles, names,
// sensors, durations and animations (in play order); hand-written tilesets cover every
// object kind, rotation, class versus type, margins and spacing, tile animations, and the
// report lines for what the document cannot hold; the same tileset as TSX and as TSJ gives
// the same sprite; Tiled 1.8 itself (`tiled --export-tileset json`) converting a TSX (ours,
// and a real game's from tests/data/engines) gives the sprite our TSX reader gives; broken
// files are refused naming the file and the problem.

#include "model/export/exporter.h"
#include "model/import/hitboximport.h"
#include "model/import/tiled/tiledimport.h"

#include "importedshapes.h"
#include "loaderskip.h"
#include "tiledcli.h"

#include <QImage>
#include <QImageReader>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <limits>
#include <numbers>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;

namespace {

using testing::propertiesDifference;
using testing::sameShape;
using testing::shapeText;
using testing::writeImage;
using testing::writeText;

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-6;
}

// The two sprites agree on what a user sees: frames (pixels, duration, effective pivot,
// shapes) and animations (names, frames in play order), and the custom properties a
// tileset carries (the sprite's, the frames', the shapes'; not the animations').
void compareSprites(const Sprite &got, const Sprite &want, const QList<QSize> &frameSizes)
{
    QCOMPARE(got.name, want.name);
    QVERIFY2(propertiesDifference(got.properties, want.properties).isEmpty(),
             qPrintable(propertiesDifference(got.properties, want.properties)));
    QCOMPARE(got.frames.size(), want.frames.size());
    for (qsizetype f = 0; f < want.frames.size(); ++f) {
        const Frame &g = got.frames[f];
        const Frame &w = want.frames[f];
        const QString gotImage = g.region.imagePath.isEmpty() ? got.imagePath : g.region.imagePath;
        const QString wantImage
                = w.region.imagePath.isEmpty() ? want.imagePath : w.region.imagePath;
        QCOMPARE(gotImage, wantImage);
        QCOMPARE(g.region.rect, w.region.rect);
        QCOMPARE(g.durationMs, w.durationMs);
        const Vec2 gp = effectivePivot(got, g, frameSizes[f]);
        const Vec2 wp = effectivePivot(want, w, frameSizes[f]);
        QVERIFY2(near(gp.x, wp.x) && near(gp.y, wp.y),
                 qPrintable(QStringLiteral("frame %1 pivot (%2, %3), expected (%4, %5)")
                                    .arg(f)
                                    .arg(gp.x)
                                    .arg(gp.y)
                                    .arg(wp.x)
                                    .arg(wp.y)));
        QVERIFY2(propertiesDifference(g.properties, w.properties).isEmpty(),
                 qPrintable(propertiesDifference(g.properties, w.properties)));
        QCOMPARE(g.shapes.size(), w.shapes.size());
        for (qsizetype k = 0; k < w.shapes.size(); ++k) {
            QVERIFY2(sameShape(g.shapes[k], w.shapes[k]),
                     qPrintable(QStringLiteral("frame %1: %2, expected %3")
                                        .arg(f)
                                        .arg(shapeText(g.shapes[k]), shapeText(w.shapes[k]))));
            const QString difference
                    = propertiesDifference(g.shapes[k].properties, w.shapes[k].properties);
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
        }
    }
    QCOMPARE(got.animations.size(), want.animations.size());
    for (qsizetype a = 0; a < want.animations.size(); ++a) {
        QCOMPARE(got.animations[a].name, want.animations[a].name);
        QCOMPARE(got.animations[a].frames, want.animations[a].frames);
        QVERIFY(got.animations[a].properties == want.animations[a].properties);
    }
}

Shape named(Shape s, const QString &name, bool sensor = false)
{
    s.name = name;
    s.sensor = sensor;
    return s;
}

// A 2 x 2 sheet with a margin and spacing, a tile with a pivot, objects of every kind,
// rotation, class and type, custom properties of every type (and Tiled's file type, which a
// document cannot hold; sorted by name, as Tiled writes them) and a tile animation.
QByteArray kindsTsx()
{
    return QByteArray(R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="kinds" tilewidth="20" tileheight="10" spacing="2" margin="1" tilecount="4" columns="2">
 <properties>
  <property name="b" type="bool" value="true"/>
  <property name="c" type="color" value="#80ff0000"/>
  <property name="f" type="float" value="2.5"/>
  <property name="file" type="file" value="kinds.png"/>
  <property name="i" type="int" value="-7"/>
  <property name="s" value="a &quot;text&quot;"/>
 </properties>
 <image source="kinds.png" width="43" height="23"/>
 <tile id="1">
  <properties>
   <property name="hit" type="bool" value="false"/>
   <property name="pivot_x" type="float" value="4"/>
   <property name="pivot_y" type="float" value="6"/>
  </properties>
  <objectgroup draworder="index">
   <object id="1" name="upright" class="hitbox" x="2" y="1" width="6" height="3" rotation="90"/>
   <object id="2" name="ball" type="hurtbox" x="10" y="0" width="4" height="4" rotation="180"><ellipse/></object>
   <object id="3" name="oval" x="0" y="0" width="8" height="4"><ellipse/></object>
   <object id="4" name="tri" x="1" y="1"><properties><property name="sensor" type="bool" value="true"/><property name="damage" type="int" value="3"/></properties><polygon points="0,0 6,0 0,4"/></object>
   <object id="5" name="line" x="0" y="0"><polyline points="0,0 5,5"/></object>
   <object id="6" name="spot" x="3" y="3"><point/></object>
  </objectgroup>
 </tile>
 <tile id="3">
  <animation>
   <frame tileid="3" duration="150"/>
   <frame tileid="0" duration="50"/>
  </animation>
 </tile>
</tileset>
)");
}

} // namespace

class TestTiledImport : public QObject
{
    Q_OBJECT

private slots:
    void roundTripThroughOurExport_data();
    void roundTripThroughOurExport();
    void everyObjectKind_data();
    void everyObjectKind();
    void tiledItselfConvertsTheSame_data();
    void tiledItselfConvertsTheSame();
    void brokenFiles_data();
    void brokenFiles();
};

void TestTiledImport::roundTripThroughOurExport_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("tsx") << int(ExportFormat::Tiled);
    QTest::newRow("tsj") << int(ExportFormat::TiledJson);
}

void TestTiledImport::roundTripThroughOurExport()
{
    QFETCH(int, format);
    QTemporaryDir dir;
    const QString sheet = dir.filePath(QStringLiteral("sheet.png"));
    writeImage(sheet, {96, 32});

    // Three cells of one sheet, a pivot of the sprite's, shapes of each kind, roles, a
    // sensor, a rotated-looking polygon, durations and two animations (one ping-pong).
    Sprite walker;
    walker.name = QStringLiteral("walker");
    walker.imagePath = sheet;
    walker.pivot = Vec2{16, 28};
    walker.frames.clear();
    for (int i = 0; i < 3; ++i) {
        Frame frame;
        frame.region.rect = QRect(i * 32, 0, 32, 32);
        frame.durationMs = i == 1 ? 120 : 80;
        walker.frames.append(frame);
    }
    walker.frames[0].shapes = {named(Shape::makeBox({-12, -8, 24, 10}, QStringLiteral("body")),
                                     QStringLiteral("feet")),
                               named(Shape::makeCircle({{0, -18}, 7.5}, QStringLiteral("hurtbox")),
                                     QStringLiteral("head"))};
    walker.frames[1].shapes
            = {named(Shape::makePolygon({{{2, -20}, {14, -22}, {15, -14}, {4, -15}}},
                                        QStringLiteral("hitbox")),
                     QStringLiteral("fist"),
                     true)};
    walker.frames[2].shapes = {named(
            Shape::makePolygon({{{-10, -10}, {10, -10}, {0.5, 3.25}}}, QStringLiteral("body")),
            QStringLiteral("wedge"))};
    walker.frames[2].pivot = Vec2{10, 30}; // a frame's own pivot
    walker.animations = {{QStringLiteral("walk"), {0, 1, 2}, AnimationDirection::PingPong},
                         {QStringLiteral("punch"), {1}, AnimationDirection::Forward}};
    // Custom properties of every type on the sprite (the tileset's), a frame (its tile's)
    // and a shape (its object's, beside `sensor`); named in the order Tiled sorts them.
    const model::Properties everyType{
            {QStringLiteral("a text"), QStringLiteral("<launcher> & \"quoted\"")},
            {QStringLiteral("b_int"), std::numeric_limits<int>::min()},
            {QStringLiteral("c_number"), -2.5},
            {QStringLiteral("d_bool"), true},
            {QStringLiteral("e_color"), QColor(1, 2, 3, 128)}};
    walker.properties = everyType;
    walker.frames[2].properties = everyType;
    walker.frames[1].shapes[0].properties = everyType;
    walker.frames[1].shapes[0].properties.append({QStringLiteral("z"), 0});
    // Animations have none in Tiled: not carried.
    walker.animations[1].properties = {{QStringLiteral("cancel"), true}};
    Project project;
    project.sprites = {walker};

    const QString out = dir.filePath(QStringLiteral("out"));
    ExportOptions options;
    options.format = ExportFormat(format);
    ExportSource source;
    source.project = &project;
    source.outputPath = out;
    source.imageSize = [](const QString &path) { return QImageReader(path).size(); };
    const Exporter *exporter = exporterFor(ExportFormat(format));
    const ExportPlan plan = exporter->plan(source, options);
    QVERIFY(plan.ok());
    QCOMPARE(writeExportPlan(plan, out, exporter->writesFolder()), QString());
    const QString file
            = QDir(out).filePath(format == int(ExportFormat::Tiled) ? QStringLiteral("walker.tsx")
                                                                    : QStringLiteral("walker.tsj"));

    const HitboxImport imported = importHitboxes(file);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join(u'\n')));
    QCOMPARE(imported.sprites.size(), 1);
    // Tiled animations play forwards: ping-pong comes back written out.
    Sprite expected = walker;
    expected.animations[0] = {QStringLiteral("walk"), {0, 1, 2, 1}, AnimationDirection::Forward};
    // The Tiled export lists the animations sorted by name (Tiled sorts properties).
    std::swap(expected.animations[0], expected.animations[1]);
    expected.animations[0].properties.clear();
    compareSprites(imported.sprites.first(), expected, {{32, 32}, {32, 32}, {32, 32}});
}

void TestTiledImport::everyObjectKind_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("text");
    // The same tileset twice: a 2 x 2 sheet with a margin and spacing, a tile with a pivot,
    // objects of every kind, rotation, class and type, a custom property, a tile animation.
    QTest::newRow("tsx") << QStringLiteral("t.tsx") << kindsTsx();
    QTest::newRow("tsj") << QStringLiteral("t.tsj")
                         << QByteArray(R"({"type": "tileset", "version": "1.10", "name": "kinds",
 "tilewidth": 20, "tileheight": 10, "spacing": 2, "margin": 1, "tilecount": 4, "columns": 2,
 "image": "kinds.png", "imagewidth": 43, "imageheight": 23,
 "properties": [{"name": "b", "type": "bool", "value": true}, {"name": "c", "type": "color", "value": "#80ff0000"},
  {"name": "f", "type": "float", "value": 2.5}, {"name": "file", "type": "file", "value": "kinds.png"},
  {"name": "i", "type": "int", "value": -7}, {"name": "s", "type": "string", "value": "a \"text\""}],
 "tiles": [
  {"id": 1,
   "properties": [{"name": "hit", "type": "bool", "value": false}, {"name": "pivot_x", "type": "float", "value": 4}, {"name": "pivot_y", "type": "float", "value": 6}],
   "objectgroup": {"type": "objectgroup", "objects": [
    {"id": 1, "name": "upright", "class": "hitbox", "x": 2, "y": 1, "width": 6, "height": 3, "rotation": 90},
    {"id": 2, "name": "ball", "type": "hurtbox", "x": 10, "y": 0, "width": 4, "height": 4, "rotation": 180, "ellipse": true},
    {"id": 3, "name": "oval", "x": 0, "y": 0, "width": 8, "height": 4, "ellipse": true},
    {"id": 4, "name": "tri", "x": 1, "y": 1, "polygon": [{"x": 0, "y": 0}, {"x": 6, "y": 0}, {"x": 0, "y": 4}],
     "properties": [{"name": "sensor", "type": "bool", "value": true}, {"name": "damage", "type": "int", "value": 3}]},
    {"id": 5, "name": "line", "x": 0, "y": 0, "polyline": [{"x": 0, "y": 0}, {"x": 5, "y": 5}]},
    {"id": 6, "name": "spot", "x": 3, "y": 3, "point": true}]}},
  {"id": 3, "animation": [{"tileid": 3, "duration": 150}, {"tileid": 0, "duration": 50}]}]}
)");
}

void TestTiledImport::everyObjectKind()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, text);
    QTemporaryDir dir;
    writeImage(dir.filePath(QStringLiteral("kinds.png")), {43, 23});
    const QString path = dir.filePath(fileName);
    writeText(path, text);
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sprites.size(), 1);

    Sprite want;
    want.name = QStringLiteral("kinds");
    want.imagePath = dir.filePath(QStringLiteral("kinds.png"));
    want.frames.clear();
    // Cells at margin 1, spacing 2: x 1 and 23, y 1 and 13.
    for (const QPoint cell : {QPoint(1, 1), QPoint(23, 1), QPoint(1, 13), QPoint(23, 13)}) {
        Frame frame;
        frame.region.rect = QRect(cell, QSize(20, 10));
        want.frames.append(frame);
    }
    want.frames[3].durationMs = 150;
    want.frames[0].durationMs = 50;
    want.properties = {{QStringLiteral("b"), true},
                       {QStringLiteral("c"), QColor(255, 0, 0, 128)},
                       {QStringLiteral("f"), 2.5},
                       {QStringLiteral("i"), -7},
                       {QStringLiteral("s"), QStringLiteral("a \"text\"")}};
    Frame &tile = want.frames[1];
    tile.pivot = Vec2{4, 6};
    tile.properties = {{QStringLiteral("hit"), false}};
    // Turned 90 degrees clockwise about (2, 1): (dx, dy) -> (-dy, dx); minus the pivot.
    tile.shapes.append(named(
            Shape::makePolygon({{{-2, -5}, {-2, 1}, {-5, 1}, {-5, -5}}}, QStringLiteral("hitbox")),
            QStringLiteral("upright")));
    // A circle's centre (2, 2) from (10, 0) turned 180 degrees: (8, -2); minus the pivot.
    tile.shapes.append(named(Shape::makeCircle({{4, -8}, 2}, QStringLiteral("hurtbox")),
                             QStringLiteral("ball")));
    collision::Polygon oval;
    for (int i = 0; i < 32; ++i) {
        const double a = 2.0 * std::numbers::pi * i / 32;
        oval.points.push_back({4 * (1 + std::cos(a)) - 4, 2 * (1 + std::sin(a)) - 6});
    }
    tile.shapes.append(
            named(Shape::makePolygon(oval, QStringLiteral("body")), QStringLiteral("oval")));
    tile.shapes.append(
            named(Shape::makePolygon({{{-3, -5}, {3, -5}, {-3, -1}}}, QStringLiteral("body")),
                  QStringLiteral("tri"),
                  true));
    tile.shapes.last().properties = {{QStringLiteral("damage"), 3}};
    want.animations = {{QStringLiteral("tile 3"), {3, 0}, AnimationDirection::Forward}};
    compareSprites(imported.sprites.first(), want, {{20, 10}, {20, 10}, {20, 10}, {20, 10}});

    const QString shown = QDir::toNativeSeparators(path) + QStringLiteral(": ");
    const QStringList report{
            shown
                    + QStringLiteral(
                            "tile 1, object 3 \"oval\": an ellipse of 8 x 4 is not a circle; "
                            "imported as a 32-sided polygon"),
            shown + QStringLiteral("tile 1, object 5 \"line\": a polyline has no inside; left out"),
            shown + QStringLiteral("tile 1, object 6 \"spot\": a point has no area; left out"),
            shown
                    + QStringLiteral("the tileset: the custom property \"file\" is of Tiled's "
                                     "type file, which a document cannot hold; left out")};
    QCOMPARE(imported.report, report);
}

void TestTiledImport::tiledItselfConvertsTheSame_data()
{
    QTest::addColumn<QString>("realFile"); // in tests/data/engines; empty: kindsTsx()
    QTest::addColumn<int>("frames");
    QTest::addColumn<QSize>("frameSize");
    QTest::newRow("every object kind") << QString() << 4 << QSize(20, 10);
    // A real tileset (tests/data/engines/SOURCES.md): 16 tiles of 16 px.
    QTest::newRow("Thicket's Collision.tsx")
            << QStringLiteral("tiled/Collision.tsx") << 16 << QSize(16, 16);
}

void TestTiledImport::tiledItselfConvertsTheSame()
{
    QFETCH(QString, realFile);
    QFETCH(int, frames);
    QFETCH(QSize, frameSize);
    const QString tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
    if (tiled.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(QStringLiteral(
                "tiled is not installed (apt-get install tiled; scripts/test.sh does)"));
    QTemporaryDir dir;
    QString tsx = qEnvironmentVariable("HITBOX_SOURCE_DIR") + QStringLiteral("/tests/data/engines/")
                  + realFile;
    if (realFile.isEmpty()) {
        writeImage(dir.filePath(QStringLiteral("kinds.png")), {43, 23});
        tsx = dir.filePath(QStringLiteral("kinds.tsx"));
        // Tiled 1.8 knows `type`, not 1.9's `class` (it would drop the role).
        writeText(tsx, kindsTsx().replace("class=", "type="));
    }
    const QString tsj = dir.filePath(QStringLiteral("converted.tsj"));
    const QString failed = testing::tiledExportTileset(tiled, tsx, tsj);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));

    const HitboxImport fromTsx = importHitboxes(tsx);
    const HitboxImport fromTiled = importHitboxes(tsj);
    QVERIFY2(fromTsx.ok(), qPrintable(fromTsx.error));
    QVERIFY2(fromTiled.ok(), qPrintable(fromTiled.error));
    compareSprites(
            fromTiled.sprites.first(), fromTsx.sprites.first(), QList<QSize>(frames, frameSize));
    QCOMPARE(fromTiled.report.size(), fromTsx.report.size());
}

void TestTiledImport::brokenFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("problem");
    QTest::newRow("not a tileset")
            << QByteArray("<map/>")
            << QStringLiteral("not a file whose hitboxes this program imports");
    QTest::newRow("no tile size") << QByteArray(R"(<tileset name="x" tilecount="1" columns="1"/>)")
                                  << QStringLiteral("the tile size 0 x 0 is empty");
    QTest::newRow("NaN coordinate") << QByteArray(
            R"(<tileset name="x" tilewidth="8" tileheight="8" tilecount="1" columns="1"><tile id="0"><objectgroup><object id="1" x="nan" y="0" width="2" height="2"/></objectgroup></tile></tileset>)")
                                    << QStringLiteral("line 1: nan is not a number within");
    QTest::newRow("huge coordinate") << QByteArray(
            R"(<tileset name="x" tilewidth="8" tileheight="8" tilecount="1" columns="1"><tile id="0"><objectgroup><object id="1" x="1e300" y="0" width="2" height="2"/></objectgroup></tile></tileset>)")
                                     << QStringLiteral("is not a number within");
    QTest::newRow("text as a number") << QByteArray(
            R"(<tileset name="x" tilewidth="8" tileheight="8" tilecount="1" columns="1"><tile id="0"><objectgroup><object id="1" x="left" y="0"/></objectgroup></tile></tileset>)")
                                      << QStringLiteral("x=\"left\" is not a number");
    QTest::newRow("bad point list") << QByteArray(
            R"(<tileset name="x" tilewidth="8" tileheight="8" tilecount="1" columns="1"><tile id="0"><objectgroup><object id="1" x="0" y="0"><polygon points="0,0 1;1 2,2"/></object></objectgroup></tile></tileset>)")
                                    << QStringLiteral("the point \"1;1\" is not x,y");
    QTest::newRow("too many tiles") << QByteArray(
            R"(<tileset name="x" tilewidth="8" tileheight="8" tilecount="99999" columns="1"/>)")
                                    << QStringLiteral(
                                               "99999 tiles; a sprite has at most 10000 frames");
    QTest::newRow("negative size") << QByteArray(
            R"(<tileset name="x" tilewidth="-8" tileheight="8" tilecount="1" columns="1"/>)")
                                   << QStringLiteral("tilewidth=\"-8\" is not a whole number >= 0");
    QTest::newRow("truncated XML") << QByteArray(
            R"(<tileset name="x" tilewidth="8" tileheight="8" tilecount="1" columns="1"><tile id="0"><objectgroup>)")
                                   << QStringLiteral("not valid XML");
    QTest::newRow("external tileset reference")
            << QByteArray(R"(<tileset firstgid="1" source="other.tsx"/>)")
            << QStringLiteral("a tileset that only refers to another file");
    QTest::newRow("JSON of the wrong type")
            << QByteArray(R"({"type": "tileset", "tilewidth": "eight", "tileheight": 8})")
            << QStringLiteral("tilewidth: expected a whole number");
    QTest::newRow("JSON cut short")
            << QByteArray(R"({"type": "tileset", "tilewidth": 8, "tileheight": 8, "tiles": [)")
            << QStringLiteral("not valid JSON");
    QTest::newRow("JSON point without y") << QByteArray(
            R"({"type": "tileset", "tilewidth": 8, "tileheight": 8, "tilecount": 1, "columns": 1, "image": "i.png",
                 "tiles": [{"id": 0, "objectgroup": {"objects": [{"id": 1, "polygon": [{"x": 1}]}]}}]})")
                                          << QStringLiteral("tiles[0].objectgroup.objects[0]."
                                                            "polygon[0]: missing field \"y\"");
    QTest::newRow("no tiles") << QByteArray(
            R"(<tileset name="x" tilewidth="8" tileheight="8" tilecount="0" columns="0"/>)")
                              << QStringLiteral("the tileset has no tiles");
}

void TestTiledImport::brokenFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    // A name with a quote, a percent sign and a leading dash.
    const QString path = dir.filePath(QStringLiteral("-bad \"%1\".tsx"));
    writeText(path, text);
    testing::verifyRefused(path, problem);
}

QTEST_GUILESS_MAIN(TestTiledImport)
#include "tst_tiledimport.moc"
