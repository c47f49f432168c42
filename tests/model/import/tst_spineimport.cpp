// Importing Spine skeleton JSON bounding boxes (core/model/import/spine): random documents
// exported by our Spine export come back frame by frame with their shapes' names and
// outlines (slots "<frame key>/<shape>" read back); a hand-written skeleton checks the
// bones' world transforms (translation, rotation, scale), other slots going to a sprite
// named after the file, skins, and the report lines; broken files are refused naming the
// file and the problem. tests/loaders/tst_spineimportoracle.cpp checks the transforms
// with rotation, scale and shear against spine-core itself.
//
// What the format cannot carry, and so the round trip does not compare: roles and sensor
// flags (every shape comes back a "body"), pivots and pictures (the vertices are relative
// to the pivot; the sprite refers to NAME.png beside the file), frames without shapes at
// the end of a sprite, durations and animations, a polygon's first vertex and winding.
// Circles come back as the 32-gons the export writes. Precision: 1e-6 plus a hair (the export
// writes six decimals; a box's width is the difference of two rounded numbers).

#include "model/export/exporter.h"
#include "model/export/physicsexport.h"
#include "model/import/hitboximport.h"
#include "model/import/spine/spineimport.h"

#include "importedshapes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;
using testing::writeText;

namespace {

constexpr double exportPrecision = 1e-6 + 1e-9;

// What our Spine export and this import make of a shape: a "body" without the sensor flag,
// a circle as its 32-gon.
Shape throughSpine(Shape s)
{
    s.role = QStringLiteral("body");
    s.sensor = false;
    if (s.isCircle())
        s = Shape::makePolygon(circlePolygon(s.circle), s.role, s.name);
    return s;
}

void compareShapes(const QList<Shape> &got, const QList<Shape> &want, const QString &where)
{
    QCOMPARE(got.size(), want.size());
    for (qsizetype k = 0; k < want.size(); ++k)
        QVERIFY2(testing::sameShape(
                         got[k], want[k], testing::PolygonMatch::AnyStart, exportPrecision),
                 qPrintable(QStringLiteral("%1 shape %2: %3, expected %4")
                                    .arg(where)
                                    .arg(k)
                                    .arg(testing::shapeText(got[k]), testing::shapeText(want[k]))));
}

} // namespace

class TestSpineImport : public QObject
{
    Q_OBJECT

private slots:
    void roundTripThroughOurExport_data();
    void roundTripThroughOurExport();
    void handWrittenSkeleton();
    void spine37Skins();
    void nothingToImport();
    void tooManyFrames();
    void brokenFiles_data();
    void brokenFiles();
};

void TestSpineImport::roundTripThroughOurExport_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<QString>("sameName"); // every shape of a frame named so; empty: their own
    for (const quint32 seed : {1u, 2u, 3u, 4u, 5u, 6u})
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << QString();
    QTest::newRow("names clash") << 7u << QStringLiteral("arm");
    QTest::newRow("names with a slash") << 8u << QStringLiteral("a/b");
    QTest::newRow("names with quotes and %1") << 9u << QStringLiteral("\"%1\" 2");
}

void TestSpineImport::roundTripThroughOurExport()
{
    QFETCH(quint32, seed);
    QFETCH(QString, sameName);
    QRandomGenerator rng(seed);
    QTemporaryDir dir;
    Project project;
    for (const QString &name : {QStringLiteral("hero"), QStringLiteral("crate box")}) {
        const QSize size(40 + int(rng.bounded(80)), 40 + int(rng.bounded(80)));
        Sprite s;
        s.name = name;
        s.imagePath = dir.filePath(name + QStringLiteral(".png"));
        testing::writeImage(s.imagePath, size);
        s.pivot = Vec2{rng.bounded(double(size.width())), rng.bounded(double(size.height()))};
        s.frames = QList<Frame>(1 + int(rng.bounded(3)));
        for (int f = 0; f < s.frames.size(); ++f) {
            s.frames[f].shapes
                    = testing::randomShapes(rng, size, effectivePivot(s, s.frames[f], size), f);
            for (Shape &shape : s.frames[f].shapes) {
                if (!sameName.isEmpty())
                    shape.name = sameName;
            }
        }
        project.sprites.append(s);
    }
    const QString out = dir.filePath(QStringLiteral("skeleton.json"));
    QCOMPARE(testing::exportProject(project, ExportFormat::Spine, out), QString());

    const HitboxImport imported = importHitboxes(out);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join(u'\n')));
    QCOMPARE(imported.sprites.size(), project.sprites.size());
    for (qsizetype i = 0; i < project.sprites.size(); ++i) {
        const Sprite &want = project.sprites[i];
        const Sprite &got = imported.sprites[i];
        QCOMPARE(got.name, want.name);
        QCOMPARE(got.imagePath, want.imagePath);
        QCOMPARE(got.frames.size(), want.frames.size());
        for (qsizetype f = 0; f < want.frames.size(); ++f) {
            QList<Shape> shapes;
            for (const Shape &s : want.frames[f].shapes)
                shapes << throughSpine(s);
            compareShapes(got.frames[f].shapes,
                          shapes,
                          QStringLiteral("%1 frame %2").arg(want.name).arg(f));
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void TestSpineImport::handWrittenSkeleton()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rig.json"));
    // "arm" turned 90 degrees at (10, 20): (x, y) -> (10 - y, 20 + x); "tail" scaled 2, 3
    // at (-5, 0): (x, y) -> (2 x - 5, 3 y); y up in the file, y down in the document.
    writeText(path, QByteArray(R"({"skeleton": {"hash": "x", "spine": "4.1.24"},
 "bones": [{"name": "root"},
           {"name": "arm", "parent": "root", "x": 10, "y": 20, "rotation": 90},
           {"name": "tail", "parent": "root", "x": -5, "scaleX": 2, "scaleY": 3},
           {"name": "bent", "parent": "root", "transform": "noScale", "x": 1},
           {"name": "hand", "parent": "bent", "y": 1}],
 "slots": [{"name": "hero#1/hit", "bone": "arm", "attachment": "hit"},
           {"name": "tail", "bone": "tail"},
           {"name": "weights", "bone": "root"},
           {"name": "picture", "bone": "root", "attachment": "face"},
           {"name": "grip", "bone": "hand"},
           {"name": "knot", "bone": "root"}],
 "skins": [{"name": "default", "attachments": {
   "hero#1/hit": {"hit": {"type": "boundingbox", "vertexCount": 4, "vertices": [0, 0, 4, 0, 4, 2, 0, 2]}},
   "tail": {"tip": {"type": "boundingbox", "vertexCount": 3, "vertices": [0, 0, 1, 0, 0, 1]}},
   "weights": {"w": {"type": "boundingbox", "vertexCount": 3,
                     "vertices": [1, 0, 1, 2, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1]}},
   "picture": {"face": {"width": 10, "height": 10}},
   "grip": {"g": {"type": "boundingbox", "vertexCount": 3, "vertices": [0, 0, 1, 0, 0, 1]}},
   "knot": {"k": {"type": "boundingbox", "vertexCount": 4, "vertices": [0, 0, 1, 1, 1, 0, 0, 1]}}}},
  {"name": "red", "attachments": {
   "tail": {"tip": {"type": "boundingbox", "vertexCount": 3, "vertices": [0, 0, 2, 0, 0, 2]}}}}]
})"));
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY(imported.roles.roles.isEmpty());
    QCOMPARE(imported.sprites.size(), 2);

    const Sprite &hero = imported.sprites[0];
    QCOMPARE(hero.name, QStringLiteral("hero"));
    QCOMPARE(hero.imagePath, dir.filePath(QStringLiteral("hero.png")));
    QCOMPARE(hero.frames.size(), 2);
    QVERIFY(hero.frames[0].shapes.isEmpty());
    // (0,0) (4,0) (4,2) (0,2) -> (10,20) (10,24) (8,24) (8,20) -> y down: a box.
    compareShapes(hero.frames[1].shapes,
                  {Shape::makeBox({8, -24, 2, 4}, QStringLiteral("body"), QStringLiteral("hit"))},
                  QStringLiteral("hero"));

    const Sprite &rig = imported.sprites[1];
    QCOMPARE(rig.name, QStringLiteral("rig"));
    QCOMPARE(rig.frames.size(), 1);
    const QString body = QStringLiteral("body");
    compareShapes(
            rig.frames[0].shapes,
            {Shape::makePolygon({{{-5, 0}, {-3, 0}, {-5, -3}}}, body, QStringLiteral("tip")),
             // "hand" below "bent" (noScale, applied as normal): (x + 1, y + 1).
             Shape::makePolygon({{{1, -1}, {2, -1}, {1, -2}}}, body, QStringLiteral("g")),
             Shape::makePolygon({{{-5, 0}, {-1, 0}, {-5, -6}}}, body, QStringLiteral("red/tip"))},
            QStringLiteral("rig"));

    const QString shown = QDir::toNativeSeparators(path) + QStringLiteral(": ");
    QCOMPARE(imported.report,
             (QStringList{
                     shown
                             + QStringLiteral("skin \"default\", slot \"weights\", bounding box "
                                              "\"w\": weighted vertices (bound to several "
                                              "bones) are not read; left out"),
                     shown
                             + QStringLiteral("bone \"bent\": inherit mode \"noScale\" is "
                                              "applied as \"normal\"; the bounding boxes on "
                                              "it and below it may be off"),
                     shown
                             + QStringLiteral("skin \"default\", slot \"knot\", bounding box "
                                              "\"k\": not a polygon (%1); left out")
                                       .arg(QString::fromLatin1(collision::describe(
                                               collision::validatePolygon(
                                                       {{{0, 0}, {1, -1}, {1, 0}, {0, -1}}})
                                                       .problem))),
                     shown
                             + QStringLiteral("1 attachments that are not bounding boxes "
                                              "(pictures, meshes, paths, points, clipping) are "
                                              "not hitboxes; not imported")}));
}

void TestSpineImport::spine37Skins()
{
    // Spine 3.7 and earlier: skins an object by name; "transform" "normal" says nothing.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.json"));
    writeText(path, QByteArray(R"({"skeleton": {"spine": "3.7.94"},
 "bones": [{"name": "root", "transform": "onlyTranslation", "x": 3}],
 "slots": [{"name": "s", "bone": "root"}],
 "skins": {"default": {"s": {"b": {"type": "boundingbox", "vertexCount": 3, "vertices": [0, 0, 1, 0, 0, 1]}}}}})"));
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    // The root's inherit mode changes nothing: not reported.
    QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join(u'\n')));
    QCOMPARE(imported.sprites.size(), 1);
    compareShapes(imported.sprites[0].frames[0].shapes,
                  {Shape::makePolygon({{{3, 0}, {4, 0}, {3, -1}}},
                                      QStringLiteral("body"),
                                      QStringLiteral("b"))},
                  QStringLiteral("old"));
}

void TestSpineImport::nothingToImport()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bare.json"));
    writeText(path,
              QByteArray(R"({"skeleton": {"spine": "4.2.00"}, "bones": [{"name": "root"}]})"));
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY(imported.sprites.isEmpty());
    QCOMPARE(imported.report,
             QStringList{QDir::toNativeSeparators(path)
                         + QStringLiteral(": the skeleton has no bounding-box attachments; "
                                          "nothing to import")});
}

void TestSpineImport::tooManyFrames()
{
    // Slots "s0#9999/a" ... "s10#9999/a": ten sprites of 10,000 frames reach maxImportedFrames;
    // the eleventh box is reported and left out.
    QJsonArray slotList;
    QJsonObject attachments;
    const QJsonObject box{{QStringLiteral("type"), QStringLiteral("boundingbox")},
                          {QStringLiteral("vertexCount"), 3},
                          {QStringLiteral("vertices"), QJsonArray{0, 0, 1, 0, 0, 1}}};
    for (int i = 0; i <= 10; ++i) {
        const QString slot = QStringLiteral("s%1#9999/a").arg(i);
        slotList.append(QJsonObject{{QStringLiteral("name"), slot},
                                    {QStringLiteral("bone"), QStringLiteral("root")}});
        attachments[slot] = QJsonObject{{QStringLiteral("a"), box}};
    }
    const QJsonObject root{
            {QStringLiteral("skeleton"), QJsonObject{}},
            {QStringLiteral("bones"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("root")}}}},
            {QStringLiteral("slots"), slotList},
            {QStringLiteral("skins"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("default")},
                                    {QStringLiteral("attachments"), attachments}}}}};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many.json"));
    writeText(path, QJsonDocument(root).toJson());
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sprites.size(), 10);
    QCOMPARE(imported.sprites.last().frames.size(), 10000);
    QCOMPARE(imported.sprites.last().frames.last().shapes.size(), 1);
    QCOMPARE(imported.report,
             QStringList{QDir::toNativeSeparators(path)
                         + QStringLiteral(": skin \"default\", slot \"s10#9999/a\", bounding box "
                                          "\"a\": its frame would pass 100000 frames in all; left "
                                          "out")});
}

void TestSpineImport::brokenFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("problem");
    const QByteArray head = R"({"skeleton": {}, "bones": [{"name": "root"}], )";
    QTest::newRow("truncated") << QByteArray(R"({"skeleton": {}, "bones": [{"name": )")
                               << QStringLiteral("not valid JSON (line 1");
    QTest::newRow("NaN") << head + R"("slots": [{"name": "s", "bone": "root", "x": NaN}]})"
                         << QStringLiteral("not valid JSON");
    QTest::newRow("skeleton not an object") << QByteArray(R"({"skeleton": 3, "bones": []})")
                                            << QStringLiteral("skeleton: expected an object");
    QTest::newRow("bones not a list")
            << QByteArray(R"({"skeleton": {}, "bones": {"name": "root"}})")
            << QStringLiteral("bones: expected an array");
    QTest::newRow("huge rotation")
            << QByteArray(R"({"skeleton": {}, "bones": [{"name": "root", "rotation": 1e300}]})")
            << QStringLiteral("bones[0].rotation:");
    QTest::newRow("scale as text")
            << QByteArray(R"({"skeleton": {}, "bones": [{"name": "root", "scaleX": "2"}]})")
            << QStringLiteral("bones[0].scaleX:");
    QTest::newRow("parent after child") << QByteArray(
            R"({"skeleton": {}, "bones": [{"name": "a", "parent": "b"}, {"name": "b"}]})")
                                        << QStringLiteral("bones[0].parent: no bone \"b\" before");
    QTest::newRow("slot of no bone") << head + R"("slots": [{"name": "s", "bone": ".."}]})"
                                     << QStringLiteral("slots[0].bone: no bone \"..\"");
    QTest::newRow("skin of no slot")
            << head + R"("skins": [{"name": "default", "attachments": {"../x": {}}}]})"
            << QStringLiteral("skins[0].attachments.../x: no slot \"../x\"");
    const QByteArray slot = head + R"("slots": [{"name": "s", "bone": "root"}], )";
    QTest::newRow("vertices as text")
            << slot + R"("skins": [{"name": "d", "attachments": {"s": {"b": {"type": "boundingbox", "vertexCount": 1, "vertices": ["0", 1]}}}}]})"
            << QStringLiteral("skins[0].attachments.s.b.vertices[0]:");
    QTest::newRow("huge vertex")
            << slot + R"("skins": [{"name": "d", "attachments": {"s": {"b": {"type": "boundingbox", "vertexCount": 1, "vertices": [1e300, 1]}}}}]})"
            << QStringLiteral("skins[0].attachments.s.b.vertices[0]:");
    QTest::newRow("no vertex count")
            << slot + R"("skins": [{"name": "d", "attachments": {"s": {"b": {"type": "boundingbox", "vertices": [0, 1]}}}}]})"
            << QStringLiteral("skins[0].attachments.s.b: missing field "
                              "\"vertexCount\"");
    QTest::newRow("huge vertex count")
            << slot + R"("skins": [{"name": "d", "attachments": {"s": {"b": {"type": "boundingbox", "vertexCount": 1e12, "vertices": [0, 1]}}}}]})"
            << QStringLiteral("skins[0].attachments.s.b.vertexCount:");
    QByteArray many = R"({"skeleton": {}, "bones": [)";
    for (int i = 0; i <= maxSpineBones; ++i)
        many += R"({"name": "b"},)";
    many.chop(1);
    many += "]}";
    QTest::newRow("too many bones") << many << QStringLiteral("10001 bones; at most 10000");
}

void TestSpineImport::brokenFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, problem);
    testing::verifyBrokenJson(text, problem);
}

QTEST_GUILESS_MAIN(TestSpineImport)
#include "tst_spineimport.moc"
