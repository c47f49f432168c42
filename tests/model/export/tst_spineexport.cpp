// The Spine exporter: a skeleton with a root bone and one slot per shape of each frame,
// bounding boxes in bone space (pivot-relative, y up, counter-clockwise) checked on an
// asymmetric triangle, circles as 32 vertices on the circle, names kept, mirrored copies,
// and the shapes a bounding box cannot hold. SkeletonJson itself reads the export in
// tests/loaders (tst_spineloader).

#include "exportfixture.h"

#include <hitbox/shapes.h>

#include <QJsonArray>

using namespace hitbox;
using namespace exportfixture;
using model::ExportFormat;

class TestSpineExport : public QObject
{
    Q_OBJECT

private slots:
    void skeletonGolden();
    void circleIsInscribed();
    void slotsPerFrameAndShape();
    void mirroredCopy();
    void problems_data();
    void problems();
};

void TestSpineExport::skeletonGolden()
{
    Document doc;
    doc.addSprite(
            QStringLiteral("ship"),
            {40, 30},
            {polygon(triangle(), "hurtbox", "hull"), Shape::makeBox({1, 2, 4, 2.5}, "hitbox")},
            Vec2{10, 5});
    const model::ExportPlan plan = doc.plan(ExportFormat::Spine);
    QVERIFY2(plan.ok(), qPrintable(problemTexts(plan).join('\n')));
    const QJsonObject root = onlyJson(plan);
    QCOMPARE(QJsonDocument(root[u"bones"].toArray()).toJson(QJsonDocument::Compact),
             QByteArray(R"([{"name":"root"}])"));
    QCOMPARE(QJsonDocument(root[u"slots"].toArray()).toJson(QJsonDocument::Compact),
             QByteArray(R"([{"attachment":"hull","bone":"root","name":"ship/hull"},)"
                        R"({"attachment":"Box 1","bone":"root","name":"ship/Box 1"}])"));
    const QJsonObject attachments = root[u"skins"][0][u"attachments"].toObject();
    QCOMPARE(root[u"skins"][0][u"name"].toString(), QStringLiteral("default"));
    // (-10, -5), (20, -5), (-10, 15) with y up: reversed to run counter-clockwise.
    const QJsonObject hull = attachments[u"ship/hull"][u"hull"].toObject();
    QCOMPARE(hull[u"type"].toString(), QStringLiteral("boundingbox"));
    QCOMPARE(hull[u"vertexCount"].toInt(), 3);
    QCOMPARE(QJsonDocument(hull[u"vertices"].toArray()).toJson(QJsonDocument::Compact),
             QByteArray("[-10,-15,20,5,-10,5]"));
    QCOMPARE(hull[u"color"].toString().size(), 8);
    const QJsonObject box = attachments[u"ship/Box 1"][u"Box 1"].toObject();
    QCOMPARE(QJsonDocument(box[u"vertices"].toArray()).toJson(QJsonDocument::Compact),
             QByteArray("[1,-4.5,5,-4.5,5,-2,1,-2]"));
}

void TestSpineExport::circleIsInscribed()
{
    Document doc;
    doc.addSprite(QStringLiteral("c"), {40, 40}, {Shape::makeCircle({{3, -2}, 10}, "body")});
    const QJsonObject box = onlyJson(doc.plan(
            ExportFormat::Spine))[u"skins"][0][u"attachments"][u"c/Circle 1"][u"Circle 1"]
                                    .toObject();
    QCOMPARE(box[u"vertexCount"].toInt(), 32);
    const std::vector<Vec2> points = flatPoints(box[u"vertices"].toArray());
    QCOMPARE(points.size(), std::size_t(32));
    for (Vec2 p : points) // on the circle centred at (3, 2) with y up
        QVERIFY(std::abs(std::hypot(p.x - 3, p.y - 2) - 10) < 1e-5);
    QVERIFY(collision::signedArea(Polygon{points}) > 0);
    // Every edge's midpoint is r cos(pi / 32) from the centre: inside by 0.048 at most.
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Vec2 a = points[i];
        const Vec2 b = points[(i + 1) % points.size()];
        const double d = std::hypot((a.x + b.x) / 2 - 3, (a.y + b.y) / 2 - 2);
        QVERIFY(10 - d < 0.05);
    }
}

void TestSpineExport::slotsPerFrameAndShape()
{
    const QString name = QStringLiteral("r\u00fcn \"x\"");
    Document doc;
    model::Sprite &run = doc.addSprite(name,
                                       {10, 10},
                                       {Shape::makeBox({0, 0, 1, 1}, "body", "s"),
                                        Shape::makeBox({0, 0, 2, 2}, "hitbox", "s")});
    run.frames.append(run.frames[0]);
    QStringList slotNames;
    for (const QJsonValue &slot : onlyJson(doc.plan(ExportFormat::Spine))[u"slots"].toArray())
        slotNames << slot[u"name"].toString();
    QCOMPARE(slotNames,
             QStringList({name + "#0/s", name + "#0/s 2", name + "#1/s", name + "#1/s 2"}));
}

void TestSpineExport::mirroredCopy()
{
    Document doc;
    doc.addSprite(
            QStringLiteral("ship"), {40, 30}, {polygon(triangle(), "body", "hull")}, Vec2{10, 5});
    model::ExportOptions options;
    options.mirrored = true;
    const QJsonObject attachments
            = onlyJson(doc.plan(ExportFormat::Spine, options))[u"skins"][0][u"attachments"]
                      .toObject();
    QCOMPARE(attachments.keys(), QStringList({"ship/hull", "ship_flipped/hull"}));
    QCOMPARE(QJsonDocument(attachments[u"ship_flipped/hull"][u"hull"][u"vertices"].toArray())
                     .toJson(QJsonDocument::Compact),
             QByteArray("[10,5,-20,5,10,-15]"));
}

void TestSpineExport::problems_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QString>("problem");
    const Polygon square{{{-10, -10}, {10, -10}, {10, 10}, {-10, 10}}};
    const Polygon hole{{{-2, -2}, {2, -2}, {2, 2}, {-2, 2}}};
    QTest::newRow("holes")
            << polygon(square, "body", "ring", {hole})
            << R"(sprites[0] "s", polygon 1 "ring": a Spine bounding box is one polygon)";
    const Polygon bow{{{0, 0}, {10, 10}, {10, 0}, {0, 10}}};
    QTest::newRow("self-intersecting")
            << polygon(bow, "body", "bow") << R"(sprites[0] "s", polygon 1 "bow": )";
    QTest::newRow("circle without radius") << Shape::makeCircle({{0, 0}, 0}, "body")
                                           << R"(sprites[0] "s", circle 1: the circle needs)";
}

void TestSpineExport::problems()
{
    QFETCH(Shape, shape);
    QFETCH(QString, problem);
    Document doc;
    // A concave polygon is fine in Spine.
    const Polygon ell{{{0, 0}, {10, 0}, {10, 4}, {4, 4}, {4, 10}, {0, 10}}};
    doc.addSprite(QStringLiteral("s"), {100, 100}, {shape, polygon(ell)});
    const model::ExportPlan plan = doc.plan(ExportFormat::Spine);
    QCOMPARE(plan.problems.size(), 1);
    QVERIFY2(plan.problems[0].text().startsWith(problem), qPrintable(plan.problems[0].text()));
    QVERIFY(plan.files.isEmpty());
}

QTEST_GUILESS_MAIN(TestSpineExport)
#include "tst_spineexport.moc"
