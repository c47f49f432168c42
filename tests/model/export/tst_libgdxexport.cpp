// The libGDX Physics Body Editor exporter: golden bodies for an asymmetric sprite (a flipped
// or unscaled axis fails), counter-clockwise pieces after the y flip, names, image paths,
// trimmed and rotated atlas frames, holes, mirrored copies and every Box2D limit. Box2D
// itself is run by tests/loaders (tst_box2dloader).

#include "exportfixture.h"

#include <hitbox/shapes.h>

#include <QJsonArray>

using namespace hitbox;
using namespace exportfixture;
using model::ExportFormat;

class TestLibGdxExport : public QObject
{
    Q_OBJECT

private slots:
    void bodyGolden();
    void namesAndImagePaths();
    void trimmedRotatedAtlasFrame();
    void holesAndLimitGivePiecesWithinTheLimit();
    void mirroredCopy();
    void limits_data();
    void limits();
};

void TestLibGdxExport::bodyGolden()
{
    // 40 x 30 frame, pivot (10, 5): x' = x / 40, y' = (30 - y) / 40 in frame pixels.
    Document doc;
    doc.addSprite(QStringLiteral("ship"),
                  {40, 30},
                  {polygon(triangle(), "hurtbox", "hull"),
                   Shape::makeBox({0, 0, 4, 2}, "hitbox"),
                   Shape::makeCircle({{3, -2}, 2}, "body")},
                  Vec2{10, 5});
    const model::ExportPlan plan = doc.plan(ExportFormat::LibGdx);
    QVERIFY2(plan.ok(), qPrintable(problemTexts(plan).join('\n')));
    const QJsonObject root = onlyJson(plan);
    QCOMPARE(root[u"dynamicObjects"].toArray().size(), 0);
    const QJsonArray bodies = root[u"rigidBodies"].toArray();
    QCOMPARE(bodies.size(), 1);
    const QJsonObject body = bodies[0].toObject();
    QCOMPARE(body[u"name"].toString(), QStringLiteral("ship"));
    QCOMPARE(QJsonDocument(body[u"origin"].toObject()).toJson(QJsonDocument::Compact),
             QByteArray(R"({"x":0.25,"y":0.625})"));
    QCOMPARE(QJsonDocument(body[u"circles"].toArray()).toJson(QJsonDocument::Compact),
             QByteArray(R"([{"cx":0.325,"cy":0.675,"r":0.05}])"));
    const QJsonArray polygons = body[u"polygons"].toArray();
    QCOMPARE(polygons.size(), 2);
    // Triangle (0, 0), (30, 0), (0, 20) in frame pixels; counter-clockwise with y up.
    const std::vector<Vec2> tri = fromSmallest(xyPoints(polygons[0].toArray()));
    QVERIFY2(samePoints(tri, {{0, 0.25}, {0.75, 0.75}, {0, 0.75}}), qPrintable(pointsText(tri)));
    // Box (10, 5)-(14, 7).
    const std::vector<Vec2> box = fromSmallest(xyPoints(polygons[1].toArray()));
    QVERIFY2(samePoints(box, {{0.25, 0.575}, {0.35, 0.575}, {0.35, 0.625}, {0.25, 0.625}}),
             qPrintable(pointsText(box)));
    for (const QJsonValue &piece : polygons)
        QVERIFY(collision::signedArea(Polygon{xyPoints(piece.toArray())}) > 0);
    const QJsonArray shapes = body[u"shapes"].toArray();
    QCOMPARE(shapes.size(), 3);
    QCOMPARE(shapes[0][u"type"].toString(), QStringLiteral("POLYGON"));
    QCOMPARE(shapes[2][u"type"].toString(), QStringLiteral("CIRCLE"));
    QVERIFY(samePoints(xyPoints(shapes[2][u"vertices"].toArray()),
                       {{0.325, 0.675}, {0.375, 0.675}}));
}

void TestLibGdxExport::namesAndImagePaths()
{
    const QString name = QStringLiteral("w\u00e4lk \"x\" \\");
    Document doc;
    model::Sprite &walk = doc.addSprite(name, {10, 10}, {Shape::makeBox({0, 0, 1, 1}, "body")});
    walk.frames.append(walk.frames[0]);
    walk.frames[1].region.imagePath = QStringLiteral("/img/frames/walk_1.png");
    doc.imageSizes.insert(walk.frames[1].region.imagePath, {10, 10});
    const QJsonArray bodies = onlyJson(doc.plan(
            ExportFormat::LibGdx, {}, QStringLiteral("/out/sub/b.json")))[u"rigidBodies"]
                                      .toArray();
    QCOMPARE(bodies.size(), 2);
    QCOMPARE(bodies[0][u"name"].toString(), name + QStringLiteral("#0"));
    QCOMPARE(bodies[1][u"name"].toString(), name + QStringLiteral("#1"));
    QCOMPARE(bodies[0][u"imagePath"].toString(), QStringLiteral("../../img/%1.png").arg(name));
    QCOMPARE(bodies[1][u"imagePath"].toString(), QStringLiteral("../../img/frames/walk_1.png"));
}

void TestLibGdxExport::trimmedRotatedAtlasFrame()
{
    // Untrimmed 30 x 20 frame (pivot at its centre) cut rotated and trimmed from a 64 x 64
    // atlas: normalised by the frame's width 30, not the atlas's 64.
    Document doc;
    model::Sprite &sprite = doc.addSprite(
            QStringLiteral("atlas"), {64, 64}, {Shape::makeBox({-15, -10, 30, 20}, "body")});
    sprite.frames[0].region.rect = QRect(10, 20, 12, 8);
    sprite.frames[0].region.rotated = true;
    sprite.frames[0].region.sourceSize = QSize(30, 20);
    sprite.frames[0].region.trimOffset = QPoint(5, 6);
    const QJsonObject body = onlyJson(doc.plan(ExportFormat::LibGdx))[u"rigidBodies"][0].toObject();
    QVERIFY(samePoints(xyPoints(QJsonArray{body[u"origin"]}), {{0.5, 1.0 / 3.0}}, 1e-6));
    QVERIFY(samePoints(fromSmallest(xyPoints(body[u"polygons"][0].toArray())),
                       {{0, 0}, {1, 0}, {1, 2.0 / 3.0}, {0, 2.0 / 3.0}},
                       1e-6));
    QCOMPARE(body[u"imagePath"].toString(), QStringLiteral("../img/atlas.png"));
}

void TestLibGdxExport::holesAndLimitGivePiecesWithinTheLimit()
{
    // A 16-gon with a hole: every piece convex, counter-clockwise, within the vertex limit.
    Polygon ring;
    Polygon hole;
    for (int i = 0; i < 16; ++i) {
        const double a = i * 3.14159265358979 / 8;
        ring.points.push_back({40 * std::cos(a), 40 * std::sin(a)});
        hole.points.push_back({10 * std::cos(a) + 5, 10 * std::sin(a)});
    }
    for (int limit : {3, 5, 8}) {
        Document doc;
        doc.addSprite(QStringLiteral("ring"), {100, 100}, {polygon(ring, "body", "r", {hole})});
        model::ExportOptions options;
        options.maxPolygonVertices = limit;
        const model::ExportPlan plan = doc.plan(ExportFormat::LibGdx, options);
        QVERIFY2(plan.ok(), qPrintable(problemTexts(plan).join('\n')));
        const QJsonArray pieces = onlyJson(plan)[u"rigidBodies"][0][u"polygons"].toArray();
        QVERIFY(pieces.size() >= 4);
        double area = 0;
        for (const QJsonValue &piece : pieces) {
            const Polygon p{xyPoints(piece.toArray())};
            QVERIFY(p.points.size() <= std::size_t(limit));
            QVERIFY(collision::isConvex(p));
            QVERIFY(collision::signedArea(p) > 0);
            area += collision::signedArea(p);
        }
        // Normalised area = pixel area / 100^2.
        const double want = (collision::signedArea(ring) - collision::signedArea(hole)) / 1e4;
        QVERIFY2(std::abs(area - want) < 1e-6, qPrintable(QString::number(area - want)));
    }
}

void TestLibGdxExport::mirroredCopy()
{
    Document doc;
    doc.addSprite(QStringLiteral("ship"), {40, 30}, {polygon(triangle())}, Vec2{10, 5});
    model::ExportOptions options;
    options.mirrored = true;
    const QJsonArray bodies
            = onlyJson(doc.plan(ExportFormat::LibGdx, options))[u"rigidBodies"].toArray();
    QCOMPARE(bodies.size(), 2);
    QCOMPARE(bodies[1][u"name"].toString(), QStringLiteral("ship_flipped"));
    // The picture flipped in its 40 px frame (as Sprite.flip draws it), x -> 40 - x: frame
    // (40, 0), (10, 0), (40, 20), normalised, CCW with y up; the origin (the pivot (10, 5))
    // flips with it to (30, 5).
    const std::vector<Vec2> got = fromSmallest(xyPoints(bodies[1][u"polygons"][0].toArray()));
    QVERIFY2(samePoints(got, {{0.25, 0.75}, {1, 0.25}, {1, 0.75}}), qPrintable(pointsText(got)));
    QCOMPARE(bodies[0][u"origin"][u"x"].toDouble(), 0.25);
    QCOMPARE(bodies[1][u"origin"][u"x"].toDouble(), 0.75);
    QCOMPARE(bodies[1][u"origin"][u"y"].toDouble(), 0.625);
    QCOMPARE(bodies[1][u"imagePath"], bodies[0][u"imagePath"]); // the unflipped picture
}

void TestLibGdxExport::limits_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<int>("maxVertices");
    QTest::addColumn<double>("ppm");
    QTest::addColumn<QString>("problem");
    Polygon decagon;
    for (int i = 0; i < 10; ++i)
        decagon.points.push_back(
                {10 * std::cos(i * 0.6283185307), 10 * std::sin(i * 0.6283185307)});
    QTest::newRow("10 vertices with a limit of 12")
            << polygon(decagon, "body", "disc") << 12 << 32.0
            << R"(sprites[0] "s", polygon 1 "disc": a convex piece has 10 vertices; Box2D takes at most 8)";
    // (0.04, 10.03) and (0, 10) are 0.05 px apart; Box2D welds below 0.0025 m = 0.08 px.
    const Polygon nearTwins{{{0, 0}, {10, 0}, {10, 10}, {0.04, 10.03}, {0, 10}}};
    QTest::newRow("points 0.05 px apart at 32 px/m")
            << polygon(nearTwins, "body", "twins") << 8 << 32.0
            << R"(sprites[0] "s", polygon 1 "twins": two vertices of a convex piece)";
    QTest::newRow("the same points are fine at 10 px/m (0.025 px)")
            << polygon(nearTwins, "body", "twins") << 8 << 10.0 << QString();
    QTest::newRow("tiny box: its corners weld")
            << Shape::makeBox({0, 0, 0.05, 1}, "body") << 8 << 32.0
            << R"(sprites[0] "s", box 1: two vertices of a convex piece)";
    const Polygon sliver{{{0, 0}, {100, 0}, {50, 0.000004}}};
    QTest::newRow("sliver without area")
            << polygon(sliver, "body", "sliver") << 8 << 32.0
            << R"(sprites[0] "s", polygon 1 "sliver": a convex piece has almost no area)";
    QTest::newRow("circle without radius") << Shape::makeCircle({{0, 0}, -1}, "body") << 8 << 32.0
                                           << R"(sprites[0] "s", circle 1: the circle needs)";
}

void TestLibGdxExport::limits()
{
    QFETCH(Shape, shape);
    QFETCH(int, maxVertices);
    QFETCH(double, ppm);
    QFETCH(QString, problem);
    Document doc;
    doc.addSprite(QStringLiteral("s"), {100, 100}, {shape});
    model::ExportOptions options;
    options.maxPolygonVertices = maxVertices;
    options.pixelsPerMetre = ppm;
    const model::ExportPlan plan = doc.plan(ExportFormat::LibGdx, options);
    if (problem.isEmpty()) {
        QVERIFY2(plan.ok(), qPrintable(problemTexts(plan).join('\n')));
        return;
    }
    QVERIFY(!plan.problems.isEmpty());
    QVERIFY2(plan.problems[0].text().startsWith(problem), qPrintable(plan.problems[0].text()));
    QVERIFY(plan.files.isEmpty());
}

QTEST_GUILESS_MAIN(TestLibGdxExport)
#include "tst_libgdxexport.moc"
