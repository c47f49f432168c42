// The shapes clipboard form: round trip, and anything else on the clipboard refused with
// a message, including content too large to parse safely.

#include "model/shapesjson.h"

#include <QtTest>

using namespace hitbox;

class TestShapesJson : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void refused_data();
    void refused();
};

namespace {

model::Sprite triangle()
{
    model::Sprite s;
    s.circle = collision::Circle{{1.5, -2.0}, 4.0};
    s.polygons << model::PolygonShape{QStringLiteral("p%1"),
                                      QStringLiteral("hitbox"),
                                      collision::Polygon{{{0, 0}, {4, 0}, {0, 3}}}};
    return s;
}

} // namespace

void TestShapesJson::roundTrip()
{
    QString error;
    const std::optional<model::Sprite> back
            = model::parseShapes(model::serializeShapes(triangle()), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->circle, triangle().circle);
    QCOMPARE(back->polygons, triangle().polygons);
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
    QByteArray padded = model::serializeShapes(triangle());
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
