// The shapes clipboard form: round trip, and anything else on the clipboard refused with
// a message, including content too large to parse safely.

#include "model/io/shapesjson.h"

#include <QtTest>

using namespace hitbox;

class TestShapesJson : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void version1Clipboard();
    void refused_data();
    void refused();
};

namespace {

// One shape of each kind, with every field set somewhere.
QList<model::Shape> shapes()
{
    QList<model::Shape> s;
    s << model::Shape::makeCircle(collision::Circle{{1.5, -2.0}, 4.0}, QStringLiteral("body"));
    s << model::Shape::makePolygon(collision::Polygon{{{0, 0}, {4, 0}, {0, 3}}},
                                   QStringLiteral("hitbox"),
                                   QStringLiteral("p%1"));
    s.last().tracedThreshold = 0; // traced at the edge of the range
    s << model::Shape::makeBox(
            collision::Rect{-1, -2, 3, 4}, QStringLiteral("sensor"), QStringLiteral("zone"));
    s.last().sensor = true;
    // A square with two holes.
    s << model::Shape::makePolygon(collision::Polygon{{{0, 0}, {10, 0}, {10, 10}, {0, 10}}},
                                   QStringLiteral("hurtbox"));
    s.last().holes = {collision::Polygon{{{1, 1}, {3, 1}, {2, 3}}},
                      collision::Polygon{{{5, 5}, {8, 5}, {8, 8}, {5, 8}}}};
    s.last().tracedThreshold = 255;
    return s;
}

} // namespace

void TestShapesJson::roundTrip()
{
    QString error;
    const std::optional<QList<model::Shape>> back
            = model::parseShapes(model::serializeShapes(shapes()), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, shapes());
    QCOMPARE((*back)[1].tracedThreshold, std::optional<int>(0));
    QCOMPARE((*back)[0].tracedThreshold, std::optional<int>()); // not written, not invented
    QVERIFY(!model::serializeShapes({shapes()[0]}).contains("tracedThreshold"));
}

void TestShapesJson::version1Clipboard()
{
    // What an older version put on the clipboard: a box, a circle and polygons.
    const QByteArray v1 = R"({"format":"hitbox-shapes","version":1,
        "box":{"x":1,"y":2,"w":3,"h":4},"circle":{"center":[5,6],"radius":7},
        "polygons":[{"name":"a","role":"hitbox","points":[[0,0],[1,0],[0,1]]},
                    {"points":[[0,0],[2,0],[0,2]]}]})";
    QString error;
    const std::optional<QList<model::Shape>> back = model::parseShapes(v1, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->size(), 4);
    QCOMPARE((*back)[0], model::Shape::makeBox({1, 2, 3, 4}, QStringLiteral("body")));
    QCOMPARE((*back)[1], model::Shape::makeCircle({{5, 6}, 7}, QStringLiteral("body")));
    QCOMPARE((*back)[2].name, QStringLiteral("a"));
    QCOMPARE((*back)[2].role, QStringLiteral("hitbox"));
    QCOMPARE((*back)[3].role, QStringLiteral("body")); // no role in version 1
}

void TestShapesJson::refused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray() << "the clipboard does not hold shapes";
    QTest::newRow("text") << QByteArray("hello") << "the clipboard does not hold shapes";
    QTest::newRow("a document") << QByteArray(R"({"format":"hitbox","version":1,"sprites":[]})")
                                << "the clipboard does not hold shapes";
    QTest::newRow("bad point") << QByteArray(R"({"format":"hitbox-shapes","version":1,)"
                                             R"("polygons":[{"points":[[0,"x"]]}]})")
                               << "polygons[0].points[0][1]: expected a number";
    // Valid shapes, padded just past the limit: refused before parsing.
    QTest::newRow("unknown kind") << QByteArray(R"({"format":"hitbox-shapes","version":2,)"
                                                R"("shapes":[{"type":"star","role":"body"}]})")
                                  << "shapes[0].type: expected \"box\", \"circle\" or \"polygon\"";
    QTest::newRow("sensor not bool")
            << QByteArray(R"({"format":"hitbox-shapes","version":2,"shapes":[{"type":"circle",)"
                          R"("center":[0,0],"radius":1,"sensor":"yes"}]})")
            << "shapes[0].sensor: expected true or false";
    const QByteArray traced = R"({"format":"hitbox-shapes","version":2,"shapes":[)"
                              R"({"type":"polygon","points":[[0,0],[9,0],[0,9]],)"
                              R"("tracedThreshold":)";
    const char *wholeNumber = "shapes[0].tracedThreshold: expected a whole number from 0 to 255";
    QTest::newRow("traced above 255") << traced + "256}]}" << wholeNumber;
    QTest::newRow("traced below 0") << traced + "-1}]}" << wholeNumber;
    QTest::newRow("traced fraction") << traced + "127.5}]}" << wholeNumber;
    QTest::newRow("traced as text") << traced + R"("128"}]})" << wholeNumber;
    QTest::newRow("traced null") << traced + "null}]}" << wholeNumber;
    const QByteArray square = R"({"format":"hitbox-shapes","version":2,"shapes":[)"
                              R"({"type":"polygon","points":[[0,0],[9,0],[0,9]],"holes":)";
    QTest::newRow("hole of 2 points")
            << square + R"([[[1,1],[2,1],[1,2]],[[3,3],[4,4]]]}]})"
            << "shapes[0].holes[1]: expected a hole of at least 3 points, found 2";
    QTest::newRow("holes not an array") << square + R"({}}]})"
                                        << "shapes[0].holes: expected an array";
    QTest::newRow("hole point not a number") << square + R"([[[1,1],[2,1],[1,"x"]]]}]})"
                                             << "shapes[0].holes[0][2][1]: expected a number";
    QTest::newRow("hole point out of range") << square + R"([[[1,1],[2,1],[1,1e300]]]}]})"
                                             << "shapes[0].holes[0][2][1]:";
    QByteArray many = square + "[";
    for (int h = 0; h <= model::maxHolesPerShape; ++h)
        many += QByteArray(h ? "," : "") + "[[1,1],[2,1],[1,2]]";
    QTest::newRow("too many holes") << many + "]}]}"
                                    << "shapes[0].holes: more than 4096 holes";
    QByteArray padded = model::serializeShapes(shapes());
    padded += QByteArray(model::maxShapesBytes + 1 - padded.size(), ' ');
    QTest::newRow("over the limit") << padded << "the clipboard holds more than 4 MB";
}

void TestShapesJson::refused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!model::parseShapes(bytes, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestShapesJson)
#include "tst_shapesjson.moc"
