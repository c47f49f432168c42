// Importing libGDX Physics Body Editor JSON (core/model/import/libgdx): random documents
// exported by our libGDX export come back with their pivots and their shapes where they
// were, read from the outlines (`shapes`) or, without them, from the convex `polygons`
// joined back and the `circles`; a hand-written Body Editor file checks the un-normalising
// (x * width, height - y * width) and the report lines; broken files are refused naming
// the file and the problem.
//
// What the format cannot carry, and so the round trip does not compare: roles, names and
// sensor flags (every shape comes back a "body" without a name), frame regions (a frame's
// picture is a whole image), durations, animations, a polygon's first vertex and winding,
// polygons that are upright rectangles (they come back as boxes). Precision: coordinates
// are written normalised to 1e-6 of the frame's width.

#include "model/export/exporter.h"
#include "model/import/hitboximport.h"

#include "importedshapes.h"

#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;
using testing::compareFrames;
using testing::randomShapes;
using testing::writeImage;
using testing::writeText;

class TestLibGdxImport : public QObject
{
    Q_OBJECT

private slots:
    void roundTripThroughOurExport_data();
    void roundTripThroughOurExport();
    void bodyEditorFile();
    void brokenFiles_data();
    void brokenFiles();
};

void TestLibGdxImport::roundTripThroughOurExport_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<bool>("outlines"); // false: the file's `shapes` removed, pieces only
    for (const quint32 seed : {1u, 2u, 3u, 4u, 5u, 6u}) {
        QTest::newRow(qPrintable(QStringLiteral("seed %1, outlines").arg(seed))) << seed << true;
        QTest::newRow(qPrintable(QStringLiteral("seed %1, pieces").arg(seed))) << seed << false;
    }
}

void TestLibGdxImport::roundTripThroughOurExport()
{
    QFETCH(quint32, seed);
    QFETCH(bool, outlines);
    QRandomGenerator rng(seed);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("art")));
    Project project;
    // hero beside the file, crate in a folder below it: imagePath names both.
    QList<QSize> sizes;
    for (const QString &name : {QStringLiteral("hero"), QStringLiteral("art/crate")}) {
        const QSize size(40 + int(rng.bounded(80)), 40 + int(rng.bounded(80)));
        sizes.append(size);
        Sprite s;
        s.name = QFileInfo(name).fileName();
        s.imagePath = dir.filePath(name + QStringLiteral(".png"));
        writeImage(s.imagePath, size);
        s.pivot = Vec2{rng.bounded(double(size.width())), rng.bounded(double(size.height()))};
        s.frames = QList<Frame>(1 + int(rng.bounded(3)));
        for (int f = 0; f < s.frames.size(); ++f) {
            if (f == 1)
                s.frames[f].pivot = Vec2{3.5, 7.25};
            const Vec2 pivot = effectivePivot(s, s.frames[f], size);
            s.frames[f].shapes = randomShapes(rng, size, pivot, f);
        }
        project.sprites.append(s);
    }

    const QString out = dir.filePath(QStringLiteral("bodies.json"));
    QCOMPARE(testing::exportProject(project, ExportFormat::LibGdx, out), QString());
    if (!outlines) {
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonArray bodies = root[u"rigidBodies"].toArray();
        for (QJsonValueRef body : bodies) {
            QJsonObject o = body.toObject();
            o.remove(QStringLiteral("shapes"));
            body = o;
        }
        root[QStringLiteral("rigidBodies")] = bodies;
        writeText(out, QJsonDocument(root).toJson());
    }

    const HitboxImport imported = importHitboxes(out);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join(u'\n')));
    QCOMPARE(imported.sprites.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const Sprite &got = imported.sprites[i];
        Sprite want = project.sprites[i];
        QCOMPARE(got.imagePath, want.imagePath);
        const double precision = 1e-6 * sizes[i].width() + 1e-9;
        for (qsizetype f = 0; f < want.frames.size(); ++f) {
            const Vec2 gp = effectivePivot(got, got.frames[f], sizes[i]);
            const Vec2 wp = effectivePivot(want, want.frames[f], sizes[i]);
            QVERIFY2(testing::nearPoint(gp, wp, precision),
                     qPrintable(QStringLiteral("%1 frame %2: pivot %3, %4, expected %5, %6")
                                        .arg(want.name)
                                        .arg(f)
                                        .arg(gp.x)
                                        .arg(gp.y)
                                        .arg(wp.x)
                                        .arg(wp.y)));
            // Neither roles, names nor sensors; the circles after the outlines when read
            // from the pieces.
            QList<Shape> &shapes = want.frames[f].shapes;
            for (Shape &shape : shapes) {
                shape.role = QStringLiteral("body");
                shape.name.clear();
                shape.sensor = false;
            }
            if (!outlines)
                std::stable_partition(
                        shapes.begin(), shapes.end(), [](const Shape &s) { return !s.isCircle(); });
        }
        compareFrames(got, want, sizes[i], precision);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestLibGdxImport::bodyEditorFile()
{
    QTemporaryDir dir;
    writeImage(dir.filePath(QStringLiteral("gem.png")), {50, 40});
    const QString path = dir.filePath(QStringLiteral("gems.json"));
    // As the Physics Body Editor writes it: normalised by the width, y up, the origin at the
    // picture's bottom-left corner; a frame of a sprite of several with its picture missing.
    writeText(path, QByteArray(R"({"rigidBodies": [
  {"name": "gem", "imagePath": "gem.png", "origin": {"x": 0, "y": 0},
   "polygons": [[{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 0.5, "y": 0.8}]],
   "circles": [{"cx": 0.5, "cy": 0.4, "r": 0.1}],
   "shapes": [{"type": "POLYGON", "vertices": [{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 0.5, "y": 0.8}]},
              {"type": "CIRCLE", "vertices": [{"x": 0.5, "y": 0.4}, {"x": 0.5, "y": 0.5}]},
              {"type": "CIRCLE", "vertices": [{"x": 0.5, "y": 0.4}]}]},
  {"name": "spark#1", "imagePath": "spark.png", "origin": {"x": 0.5, "y": 0.5},
   "polygons": [[{"x": 0, "y": 0}, {"x": 0.2, "y": 0}, {"x": 0.2, "y": 0.1}, {"x": 0, "y": 0.1}]],
   "circles": []}],
 "dynamicObjects": []})"));
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sprites.size(), 2);

    // 50 x 40: (x, y) -> (50 x, 40 - 50 y); the pivot (0, 40); shapes relative to it.
    Sprite gem;
    gem.name = QStringLiteral("gem");
    gem.frames[0].pivot = Vec2{0, 40};
    gem.frames[0].shapes
            = {Shape::makePolygon({{{0, 0}, {50, 0}, {25, -40}}}, QStringLiteral("body")),
               Shape::makeCircle({{25, -20}, 5}, QStringLiteral("body"))};
    compareFrames(imported.sprites[0], gem, {50, 40});
    QCOMPARE(imported.sprites[0].frames[0].pivot, (std::optional<Vec2>(Vec2{0, 40})));

    // spark.png is missing: 100 x 100; the pivot (50, 50); the box from the pieces.
    Sprite spark;
    spark.name = QStringLiteral("spark");
    spark.frames = QList<Frame>(2);
    spark.frames[1].shapes = {Shape::makeBox({-50, 40, 20, 10}, QStringLiteral("body"))};
    compareFrames(imported.sprites[1], spark, {100, 100});
    QCOMPARE(imported.sprites[1].imagePath, dir.filePath(QStringLiteral("spark.png")));

    const QString shown = QDir::toNativeSeparators(path) + QStringLiteral(": ");
    QCOMPARE(
            imported.report,
            (QStringList{shown
                                 + QStringLiteral("\"gem\", shape 2: a CIRCLE of 1 points, not its "
                                                  "centre and a point on it; left out"),
                         shown
                                 + QStringLiteral("\"spark#1\": the picture \"%1\" cannot be read; "
                                                  "the frame is taken as 100 px square to "
                                                  "un-normalise its shapes")
                                           .arg(QDir::toNativeSeparators(
                                                   dir.filePath(QStringLiteral("spark.png"))))}));
}

void TestLibGdxImport::brokenFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("problem");
    QTest::newRow("NaN") << QByteArray(
            R"({"rigidBodies": [{"name": "a", "circles": [{"cx": NaN}]}]})")
                         << QStringLiteral("not valid JSON");
    QTest::newRow("huge coordinate") << QByteArray(
            R"({"rigidBodies": [{"name": "a", "polygons": [[{"x": 1e300, "y": 0}]]}]})")
                                     << QStringLiteral("rigidBodies[0].polygons[0][0].x:");
    QTest::newRow("bodies not a list") << QByteArray(R"({"rigidBodies": {"name": "a"}})")
                                       << QStringLiteral("rigidBodies: expected an array");
    QTest::newRow("no name") << QByteArray(R"({"rigidBodies": [{"polygons": []}]})")
                             << QStringLiteral("rigidBodies[0]: missing field \"name\"");
    QTest::newRow("radius as text") << QByteArray(
            R"({"rigidBodies": [{"name": "a", "circles": [{"cx": 0, "cy": 0, "r": "big"}]}]})")
                                    << QStringLiteral("rigidBodies[0].circles[0].r:");
    QTest::newRow("unknown shape type") << QByteArray(
            R"({"rigidBodies": [{"name": "a", "shapes": [{"type": "EDGE", "vertices": []}]}]})")
                                        << QStringLiteral("rigidBodies[0].shapes[0].type: \"EDGE\" "
                                                          "is neither POLYGON nor CIRCLE");
    QTest::newRow("point without y")
            << QByteArray(R"({"rigidBodies": [{"name": "a", "origin": {"x": 0}}]})")
            << QStringLiteral("rigidBodies[0].origin: missing field \"y\"");
    QTest::newRow("truncated") << QByteArray(R"({"rigidBodies": [{"name": "a", "polygons": [[)")
                               << QStringLiteral("not valid JSON (line 1");
    QTest::newRow("no bodies") << QByteArray(R"({"rigidBodies": [], "dynamicObjects": []})")
                               << QStringLiteral("the file has no rigid bodies");
    QByteArray many = R"({"rigidBodies": [)";
    for (int i = 0; i <= 10000; ++i)
        many += R"({"name": "b"},)";
    many.chop(1);
    many += "]}";
    QTest::newRow("too many bodies") << many << QStringLiteral("10001 bodies; at most 10000");
}

void TestLibGdxImport::brokenFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, problem);
    testing::verifyBrokenJson(text, problem);
}

QTEST_GUILESS_MAIN(TestLibGdxImport)
#include "tst_libgdximport.moc"
