// Importing PhysicsEditor / Phaser Matter JSON (core/model/import/phaser): random documents
// exported by our Phaser export come back with their shapes where they were in each frame,
// roles, names, sensors and which roles collide; hand-written PhysicsEditor files cover
// circles, convex pieces joined back, category bits as roles, Phaser's centred placement
// undone and every report line; broken files are refused naming the file and the problem.
//
// What the format cannot carry, and so the round trip does not compare: pivots (shapes are
// compared in frame pixels: shape + the frame's pivot), frame regions and durations,
// animations, frames without shapes (Matter would give them a 40 x 40 box, so they are not
// written), a polygon's first vertex and winding (the convex pieces are joined back into
// the outline from another start), polygons that are upright rectangles (they come back
// as boxes), holes (written as convex pieces) and unnamed shapes (their label is the
// display name).

#include "model/export/exporter.h"
#include "model/import/convexjoin.h"
#include "model/import/hitboximport.h"

#include "importedshapes.h"

#include <QImage>
#include <QImageReader>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;

namespace {

using testing::compareFrames;
using testing::randomShapes;
using testing::writeImage;
using testing::writeText;

} // namespace

class TestPhaserImport : public QObject
{
    Q_OBJECT

private slots:
    void roundTripThroughOurExport_data();
    void roundTripThroughOurExport();
    void physicsEditorFile();
    void joinsPiecesSharingEdges_data();
    void joinsPiecesSharingEdges();
    void brokenFiles_data();
    void brokenFiles();
};

void TestPhaserImport::roundTripThroughOurExport_data()
{
    QTest::addColumn<quint32>("seed");
    for (const quint32 seed : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u})
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

void TestPhaserImport::roundTripThroughOurExport()
{
    QFETCH(quint32, seed);
    QRandomGenerator rng(seed);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("art")));
    Project project;
    project.roles.roles.append({QStringLiteral("shield"), Qt::blue, {}});
    project.roles.setCollide(QStringLiteral("shield"), QStringLiteral("hitbox"), true);

    // hero: 3 frames beside the file, an off-centre pivot of the sprite's and one of a
    // frame's own; ball: one frame of one circle or box (Phaser's centred branch); crate:
    // its picture in another folder, so the import does not find it.
    QList<QSize> sizes;
    for (const QString &name :
         {QStringLiteral("hero"), QStringLiteral("ball"), QStringLiteral("art/crate")}) {
        const QSize size(40 + int(rng.bounded(80)), 40 + int(rng.bounded(80)));
        sizes.append(size);
        Sprite s;
        s.name = QFileInfo(name).fileName();
        s.imagePath = dir.filePath(name + QStringLiteral(".png"));
        writeImage(s.imagePath, size);
        s.pivot = Vec2{rng.bounded(double(size.width())), rng.bounded(double(size.height()))};
        const int frames = s.name == QLatin1String("ball") ? 1 : 1 + int(rng.bounded(3));
        s.frames = QList<Frame>(frames);
        for (int f = 0; f < frames; ++f) {
            if (f == 1)
                s.frames[f].pivot = Vec2{3.5, 7.25};
            const Vec2 pivot = effectivePivot(s, s.frames[f], size);
            s.frames[f].shapes = randomShapes(rng, size, pivot, f);
        }
        if (s.name == QLatin1String("ball")) {
            const Vec2 c = Vec2{size.width() * 0.3, size.height() * 0.6} - *s.pivot;
            s.frames[0].shapes
                    = {seed % 2 ? Shape::makeCircle({c, 9.5}, QStringLiteral("body"))
                                : Shape::makeBox({c.x, c.y, 11, 7}, QStringLiteral("shield"))};
            s.frames[0].shapes[0].name = QStringLiteral("round");
        }
        project.sprites.append(s);
    }

    const QString out = dir.filePath(QStringLiteral("shapes.json"));
    QCOMPARE(testing::exportProject(project, ExportFormat::Phaser, out), QString());

    const HitboxImport imported = importHitboxes(out);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const QString shown = QDir::toNativeSeparators(out);
    // A crate of several frames is keyed crate#0, crate#1, ...
    const QString frame = project.sprites[2].frames.size() > 1 ? QStringLiteral("crate#N")
                                                               : QStringLiteral("crate");
    QCOMPARE(imported.report,
             QStringList{shown
                         + QStringLiteral(": sprite \"crate\": no picture \"crate.png\" beside the "
                                          "file, nor an atlas beside it with a frame \"%1\" or "
                                          "\"%1.png\" for each of its bodies; the sprite "
                                          "refers to the picture, and its frames' pivots are "
                                          "their top-left corners")
                                   .arg(frame)});
    QCOMPARE(imported.sprites.size(), 3);
    // The file's keys are sorted: ball, crate, hero.
    const QList<int> order{1, 2, 0};
    for (int i = 0; i < 3; ++i) {
        const Sprite &got = imported.sprites[i];
        const Sprite &want = project.sprites[order[i]];
        if (want.name != QLatin1String("crate"))
            QCOMPARE(got.imagePath, want.imagePath);
        else
            QCOMPARE(got.imagePath, dir.filePath(QStringLiteral("crate.png")));
        compareFrames(got, want, sizes[order[i]]);
        if (QTest::currentTestFailed())
            return;
    }
    // The roles in the file, and which of them collide, as in the document.
    QVERIFY(!imported.roles.roles.isEmpty());
    for (const Role &a : imported.roles.roles) {
        QVERIFY2(project.roles.indexOf(a.name), qPrintable(a.name));
        for (const Role &b : imported.roles.roles) {
            QVERIFY2(imported.roles.collide(a.name, b.name)
                             == project.roles.collide(a.name, b.name),
                     qPrintable(a.name + QStringLiteral(" / ") + b.name));
        }
    }
}

void TestPhaserImport::physicsEditorFile()
{
    QTemporaryDir dir;
    writeImage(dir.filePath(QStringLiteral("cherries.png")), {64, 64});
    writeImage(dir.filePath(QStringLiteral("crate.png")), {40, 30});
    const QString path = dir.filePath(QStringLiteral("fruit-shapes.json"));
    // As PhysicsEditor writes it: vertex sets clockwise on screen, an L cut into two convex
    // pieces (the first with a point on the shared edge's line), filters on the body and
    // on fixtures, a box whose centre of mass is the middle of its bounds and no render
    // offset, a body of another type, a body without a picture.
    writeText(path, QByteArray(R"({
 "generator_info": "Shape definitions generated with PhysicsEditor. Visit https://www.codeandweb.com/physicseditor",
 "cherries": {"type": "fromPhysicsEditor", "label": "cherries", "isStatic": false, "density": 0.1,
   "collisionFilter": {"group": 0, "category": 1, "mask": 255},
   "fixtures": [
     {"label": "cherry-left", "isSensor": false, "circle": {"x": 20, "y": 40, "radius": 10}},
     {"label": "stem", "isSensor": true, "collisionFilter": {"group": 0, "category": 4, "mask": 2},
      "vertices": [[{"x": 40, "y": 0}, {"x": 60, "y": 0}, {"x": 60, "y": 10}, {"x": 50, "y": 10}, {"x": 40, "y": 10}],
                   [{"x": 40, "y": 10}, {"x": 50, "y": 10}, {"x": 50, "y": 30}, {"x": 40, "y": 30}]]}]},
 "crate": {"type": "fromPhysicsEditor", "fixtures": [
     {"label": "lid", "vertices": [[{"x": 2, "y": 4}, {"x": 12, "y": 4}, {"x": 12, "y": 10}, {"x": 2, "y": 10}]]}]},
 "ghost": {"fixtures": [
     {"collisionFilter": {"category": 2, "mask": 4},
      "vertices": [[{"x": 0, "y": 0}, {"x": 9, "y": 1}, {"x": 1, "y": 7}]]},
     {"label": "nothing"}]},
 "tracer": {"type": "fromPhysicsTracer", "label": "tracer", "vertices": [[{"x": 0, "y": 0}]]}
})"));
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sprites.size(), 3);

    Sprite cherries;
    cherries.name = QStringLiteral("cherries");
    cherries.frames[0].shapes
            = {Shape::makeCircle({{20 - 32, 40 - 32}, 10},
                                 QStringLiteral("category 1"),
                                 QStringLiteral("cherry-left")),
               Shape::makePolygon(
                       {{{40, 0}, {60, 0}, {60, 10}, {50, 10}, {50, 30}, {40, 30}, {40, 10}}},
                       QStringLiteral("category 3"),
                       QStringLiteral("stem"))};
    for (Vec2 &p : cherries.frames[0].shapes[1].polygon.points)
        p = p - Vec2{32, 32};
    cherries.frames[0].shapes[1].sensor = true;
    compareFrames(imported.sprites[0], cherries, {64, 64});
    QCOMPARE(imported.sprites[0].imagePath, dir.filePath(QStringLiteral("cherries.png")));

    // Phaser centres the 40 x 30 picture on the box's centre of mass (7, 7): the box sits
    // centred on the picture's centre, the pivot.
    Sprite crate;
    crate.name = QStringLiteral("crate");
    crate.frames[0].shapes
            = {Shape::makeBox({-5, -3, 10, 6}, QStringLiteral("body"), QStringLiteral("lid"))};
    compareFrames(imported.sprites[1], crate, {40, 30});

    Sprite ghost;
    ghost.name = QStringLiteral("ghost");
    ghost.frames[0].pivot = Vec2{0, 0};
    ghost.frames[0].shapes
            = {Shape::makePolygon({{{0, 0}, {9, 1}, {1, 7}}}, QStringLiteral("category 2"))};
    compareFrames(imported.sprites[2], ghost, {});

    const QString shown = QDir::toNativeSeparators(path) + QStringLiteral(": ");
    QCOMPARE(imported.report,
             (QStringList{
                     shown
                             + QStringLiteral("\"tracer\": a body of type \"fromPhysicsTracer\" is "
                                              "not PhysicsEditor's; left out"),
                     shown
                             + QStringLiteral("sprite \"ghost\": no picture \"ghost.png\" beside "
                                              "the file, nor an atlas beside it with a frame "
                                              "\"ghost\" or \"ghost.png\" for each of its "
                                              "bodies; the sprite refers to the picture, and its "
                                              "frames' pivots are their top-left corners"),
                     shown
                             + QStringLiteral("\"ghost\", fixture 1 \"nothing\": neither a circle "
                                              "nor vertices; left out")}));

    // Matter's rule: each one's category in the other's mask.
    RoleTable roles = RoleTable::defaults();
    const RoleTable before = roles;
    const QStringList added = addMissingRoles(roles, imported.sprites);
    addImportedCollisions(roles, added, imported.roles);
    QCOMPARE(added,
             (QStringList{QStringLiteral("category 1"),
                          QStringLiteral("category 3"),
                          QStringLiteral("category 2")}));
    const auto collide = [&](const char *a, const char *b) {
        const bool ab = roles.collide(QString::fromLatin1(a), QString::fromLatin1(b));
        const bool ba = roles.collide(QString::fromLatin1(b), QString::fromLatin1(a));
        return ab && ba ? 1 : !ab && !ba ? 0 : -1;
    };
    QCOMPARE(collide("category 1", "category 1"), 1); // 1 & 255
    QCOMPARE(collide("category 1", "category 3"), 0); // 1 & 2 = 0
    QCOMPARE(collide("category 3", "category 3"), 0); // 4 & 2 = 0
    QCOMPARE(collide("category 2", "category 3"), 1); // 2 & 2, 4 & 4
    QCOMPARE(collide("category 1", "category 2"), 0); // 2 & 255 but 1 & 4 = 0
    QCOMPARE(collide("category 1", "body"), 0);       // never with the document's roles
    roles.roles.resize(before.roles.size());
    QCOMPARE(roles, before); // the document's roles are as they were
}

void TestPhaserImport::joinsPiecesSharingEdges_data()
{
    using Pieces = QList<collision::Polygon>;
    QTest::addColumn<Pieces>("pieces");
    QTest::addColumn<int>("outlines");
    const collision::Polygon a{{{0, 0}, {10, 0}, {10, 10}}};
    const collision::Polygon b{{{0, 0}, {10, 10}, {0, 10}}};
    QTest::newRow("two triangles of a square") << Pieces{a, b} << 1;
    QTest::newRow("swapped") << Pieces{b, a} << 1;
    collision::Polygon reversed = b;
    std::reverse(reversed.points.begin(), reversed.points.end());
    QTest::newRow("one the other way round") << Pieces{a, reversed} << 1;
    QTest::newRow("touching at a point")
            << Pieces{a, collision::Polygon{{{10, 10}, {20, 10}, {20, 20}}}} << 2;
    QTest::newRow("part of an edge")
            << Pieces{a, collision::Polygon{{{10, 0}, {20, 0}, {10, 5}}}} << 2;
    // Four trapezoids round a square hole: three join, the fourth would close the ring.
    const Pieces ring{collision::Polygon{{{0, 0}, {30, 0}, {20, 10}, {10, 10}}},
                      collision::Polygon{{{30, 0}, {30, 30}, {20, 20}, {20, 10}}},
                      collision::Polygon{{{30, 30}, {0, 30}, {10, 20}, {20, 20}}},
                      collision::Polygon{{{0, 30}, {0, 0}, {10, 10}, {10, 20}}}};
    QTest::newRow("a ring round a hole") << ring << 2;
    QTest::newRow("one piece") << Pieces{a} << 1;
}

void TestPhaserImport::joinsPiecesSharingEdges()
{
    QFETCH(QList<collision::Polygon>, pieces);
    QFETCH(int, outlines);
    const QList<collision::Polygon> joined = joinConvexPieces(pieces);
    QCOMPARE(joined.size(), outlines);
    // Nothing lost or added: the areas add up, and every outline is a simple polygon.
    double before = 0.0;
    for (const collision::Polygon &p : pieces)
        before += std::abs(collision::signedArea(p));
    double after = 0.0;
    for (const collision::Polygon &p : joined) {
        QVERIFY(collision::validatePolygon(p).isValid());
        QVERIFY(collision::signedArea(p) > 0.0);
        after += collision::signedArea(p);
    }
    QCOMPARE(after, before);
}

void TestPhaserImport::brokenFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("problem");
    QTest::newRow("NaN") << QByteArray(
            R"({"a": {"fixtures": [{"circle": {"x": NaN, "y": 0, "radius": 1}}]}})")
                         << QStringLiteral("not valid JSON");
    // Qt's JSON parser refuses numbers beyond a double's range.
    QTest::newRow("infinite")
            << QByteArray(R"({"a": {"fixtures": [{"circle": {"x": 1e999, "y": 0, "radius": 1}}]}})")
            << QStringLiteral("not valid JSON (line 1, column 43: illegal number)");
    QTest::newRow("huge coordinate")
            << QByteArray(R"({"a": {"fixtures": [{"vertices": [[{"x": 1e300, "y": 0}]]}]}})")
            << QStringLiteral("a.fixtures[0].vertices[0][0].x:");
    QTest::newRow("negative radius")
            << QByteArray(R"({"a": {"fixtures": [{"circle": {"x": 0, "y": 0, "radius": -2}}]}})")
            << QStringLiteral("a.fixtures[0].circle.radius:");
    QTest::newRow("fixtures not a list") << QByteArray(R"({"a": {"fixtures": 3}})")
                                         << QStringLiteral("a.fixtures: expected an array");
    QTest::newRow("a body that is text") << QByteArray(R"({"fixtures": "none"})")
                                         << QStringLiteral("fixtures: expected an object");
    QTest::newRow("label not text") << QByteArray(
            R"({"a": {"fixtures": [{"label": 4, "circle": {"x": 0, "y": 0, "radius": 1}}]}})")
                                    << QStringLiteral("a.fixtures[0].label:");
    QTest::newRow("point without y")
            << QByteArray(R"({"a": {"fixtures": [{"vertices": [[{"x": 1}]]}]}})")
            << QStringLiteral("a.fixtures[0].vertices[0][0]: missing field \"y\"");
    QTest::newRow("no fixtures") << QByteArray(R"({"a": {"type": "fromPhysicsEditor"}})")
                                 << QStringLiteral("a: missing field \"fixtures\"");
    QTest::newRow("category of 33 bits")
            << QByteArray(R"({"a": {"collisionFilter": {"category": 8589934592}, "fixtures": []}})")
            << QStringLiteral("a.collisionFilter.category: expected a whole number");
    QTest::newRow("truncated") << QByteArray(R"({"a": {"fixtures": [{"vertices": [[{"x": 1, )")
                               << QStringLiteral("not valid JSON (line 1");
    QTest::newRow("no bodies") << QByteArray(
            R"({"generator_info": "x", "fixtures": 1, "t": {"type": "fromPhysicsTracer"}})")
                               << QStringLiteral("fixtures: expected an object");
    QTest::newRow("only other bodies")
            << QByteArray(R"({"generator_info": "fixtures", "t": {"type": "fromPhysicsTracer"}})")
            << QStringLiteral("the file has no PhysicsEditor bodies");
    QByteArray many = "{";
    for (int i = 0; i <= 10000; ++i)
        many += "\"b" + QByteArray::number(i) + "\": {\"fixtures\": []},";
    many.chop(1);
    many += "}";
    QTest::newRow("too many bodies") << many << QStringLiteral("10001 bodies; at most 10000");
    QByteArray sets = R"({"a": {"fixtures": [{"vertices": [)";
    for (int i = 0; i <= 10000; ++i)
        sets += "[],";
    sets.chop(1);
    sets += "]}]}}";
    QTest::newRow("too many vertex sets") << sets << QStringLiteral("more than 10000 vertex sets");
}

void TestPhaserImport::brokenFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, problem);
    testing::verifyBrokenJson(text, problem);
}

QTEST_GUILESS_MAIN(TestPhaserImport)
#include "tst_phaserimport.moc"
