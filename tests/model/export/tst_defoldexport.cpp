// The Defold exporter: golden .convexshape text for an asymmetric triangle and a box (y up,
// counter-clockwise, pivot-relative), file names sanitised and unique, one file per frame's
// shape, mirrored copies, and the shapes Defold cannot hold (concave, holes, circles, more
// than 8 points, points Box2D welds), each named and nothing written.

#include "exportfixture.h"

#include <hitbox/shapes.h>

using namespace hitbox;
using namespace exportfixture;
using model::ExportFormat;

class TestDefoldExport : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void fileNames();
    void mirroredCopy();
    void problems_data();
    void problems();
};

void TestDefoldExport::golden_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QByteArray>("golden");
    // (-10, -5), (20, -5), (-10, 15), y flipped: (-10, 5), (20, 5), (-10, -15), which runs
    // clockwise, so it is written reversed.
    QTest::newRow("triangle") << polygon(triangle(), "body", "hull")
                              << QByteArray("shape_type: TYPE_HULL\n"
                                            "data: -10\ndata: -15\ndata: 0\n"
                                            "data: 20\ndata: 5\ndata: 0\n"
                                            "data: -10\ndata: 5\ndata: 0\n");
    QTest::newRow("box") << Shape::makeBox({1, 2, 4, 2.5}, "hitbox", "hull")
                         << QByteArray("shape_type: TYPE_HULL\n"
                                       "data: 1\ndata: -4.5\ndata: 0\n"
                                       "data: 5\ndata: -4.5\ndata: 0\n"
                                       "data: 5\ndata: -2\ndata: 0\n"
                                       "data: 1\ndata: -2\ndata: 0\n");
}

void TestDefoldExport::golden()
{
    QFETCH(Shape, shape);
    QFETCH(QByteArray, golden);
    Document doc;
    doc.addSprite(QStringLiteral("ship"), {40, 30}, {shape}, Vec2{10, 5});
    const model::ExportPlan plan = doc.plan(ExportFormat::Defold, {}, QStringLiteral("/out"));
    QVERIFY2(plan.ok(), qPrintable(problemTexts(plan).join('\n')));
    QCOMPARE(plan.files.size(), 1);
    QCOMPARE(plan.files[0].relativePath, QStringLiteral("ship_hull.convexshape"));
    QCOMPARE(plan.files[0].contents, golden);
}

void TestDefoldExport::fileNames()
{
    Document doc;
    model::Sprite &sprite = doc.addSprite(QStringLiteral("h\u00e9ro \"A\"/b"),
                                          {10, 10},
                                          {Shape::makeBox({0, 0, 1, 1}, "body", "a b"),
                                           Shape::makeBox({0, 0, 1, 1}, "body", "a_b"),
                                           Shape::makeBox({0, 0, 1, 1}, "body", "A B"),
                                           Shape::makeBox({0, 0, 1, 1}, "body")});
    sprite.frames.append(sprite.frames[0]);
    QStringList names;
    for (const model::ExportedFile &file : doc.plan(ExportFormat::Defold, {}, "/out").files)
        names << file.relativePath;
    QCOMPARE(names,
             QStringList({"h_ro__A__b_0_a_b.convexshape",
                          "h_ro__A__b_0_a_b_2.convexshape",
                          "h_ro__A__b_0_A_B_3.convexshape",
                          "h_ro__A__b_0_Box_4.convexshape",
                          "h_ro__A__b_1_a_b.convexshape",
                          "h_ro__A__b_1_a_b_2.convexshape",
                          "h_ro__A__b_1_A_B_3.convexshape",
                          "h_ro__A__b_1_Box_4.convexshape"}));
}

void TestDefoldExport::mirroredCopy()
{
    Document doc;
    doc.addSprite(
            QStringLiteral("ship"), {40, 30}, {polygon(triangle(), "body", "hull")}, Vec2{10, 5});
    model::ExportOptions options;
    options.mirrored = true;
    const model::ExportPlan plan = doc.plan(ExportFormat::Defold, options, QStringLiteral("/out"));
    QCOMPARE(plan.files.size(), 2);
    QCOMPARE(plan.files[1].relativePath, QStringLiteral("ship_flipped_hull.convexshape"));
    // Flipped in x: (10, 5), (-20, 5), (10, -15) in y-up units, counter-clockwise.
    QCOMPARE(plan.files[1].contents,
             QByteArray("shape_type: TYPE_HULL\n"
                        "data: 10\ndata: 5\ndata: 0\n"
                        "data: -20\ndata: 5\ndata: 0\n"
                        "data: 10\ndata: -15\ndata: 0\n"));
}

void TestDefoldExport::problems_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QString>("problem");
    const Polygon square{{{-10, -10}, {10, -10}, {10, 10}, {-10, 10}}};
    const Polygon hole{{{-2, -2}, {2, -2}, {2, 2}, {-2, 2}}};
    QTest::newRow("holes") << polygon(square, "body", "ring", {hole})
                           << R"(sprites[0] "s", polygon 1 "ring": Defold holds one convex hull)";
    const Polygon ell{{{0, 0}, {10, 0}, {10, 4}, {4, 4}, {4, 10}, {0, 10}}};
    QTest::newRow("concave") << polygon(ell, "body", "L")
                             << R"(sprites[0] "s", polygon 1 "L": Defold holds one convex hull)";
    QTest::newRow("circle") << Shape::makeCircle({{0, 0}, 3}, "body")
                            << R"(sprites[0] "s", circle 1: Defold's .convexshape holds no circle)";
    Polygon decagon;
    for (int i = 0; i < 10; ++i)
        decagon.points.push_back(
                {10 * std::cos(i * 0.6283185307), 10 * std::sin(i * 0.6283185307)});
    QTest::newRow("10 points")
            << polygon(decagon, "body", "disc")
            << R"(sprites[0] "s", polygon 1 "disc": a convex piece has 10 vertices; Box2D takes at most 8)";
    const Polygon nearTwins{{{0, 0}, {10, 0}, {10, 10}, {0.04, 10.03}, {0, 10}}};
    QTest::newRow("points Box2D welds")
            << polygon(nearTwins, "body", "twins")
            << R"(sprites[0] "s", polygon 1 "twins": two vertices of a convex piece)";
    const Polygon bow{{{0, 0}, {10, 10}, {10, 0}, {0, 10}}};
    QTest::newRow("self-intersecting")
            << polygon(bow, "body", "bow") << R"(sprites[0] "s", polygon 1 "bow": )";
}

void TestDefoldExport::problems()
{
    QFETCH(Shape, shape);
    QFETCH(QString, problem);
    Document doc;
    doc.addSprite(QStringLiteral("s"), {100, 100}, {shape, Shape::makeBox({0, 0, 2, 2}, "body")});
    const model::ExportPlan plan = doc.plan(ExportFormat::Defold, {}, QStringLiteral("/out"));
    QCOMPARE(plan.problems.size(), 1);
    QVERIFY2(plan.problems[0].text().startsWith(problem), qPrintable(plan.problems[0].text()));
    QVERIFY(plan.files.isEmpty());
}

QTEST_GUILESS_MAIN(TestDefoldExport)
#include "tst_defoldexport.moc"
