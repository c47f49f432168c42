// The PhysicsEditor / Phaser import puts each shape where Phaser shows it on the picture:
// hand-written PhysicsEditor bodies (no render offsets, as PhysicsEditor writes them, and
// one with offsets) are given to a sprite by Phaser's own SetBody component under node, as
// `matter.add.sprite(x, y, key, frame, {shape})` does; each fixture's centre of area seen
// from the picture's top-left (the body's position minus origin x size) must be the
// imported shape's centre of area in the frame (pivot plus the shape's), within 1e-4 px.
// Bodies whose centre of mass is the centre of their bounds take Phaser's centred branch,
// which the import undoes (matterorigin.h); the others the common one.

#include "loaderscene.h"
#include "loaderskip.h"

#include "importedshapes.h"

#include "model/import/hitboximport.h"

#include <QTemporaryDir>

using namespace loaderscene;

class TestPhaserImportPlacement : public QObject
{
    Q_OBJECT

private slots:
    void shapesSitWherePhaserShowsThem_data();
    void shapesSitWherePhaserShowsThem();
};

void TestPhaserImportPlacement::shapesSitWherePhaserShowsThem_data()
{
    QTest::addColumn<QByteArray>("body"); // the body's JSON, its fixtures labelled
    QTest::addColumn<QSize>("size");      // the picture's
    const auto box = [](const char *label, double x, double y, double w, double h) {
        return QByteArray(R"({"label": ")") + label + R"(", "vertices": [[)"
               + QStringLiteral(
                         R"({"x": %1, "y": %2}, {"x": %3, "y": %2}, {"x": %3, "y": %4}, {"x": %1, "y": %4})")
                         .arg(x)
                         .arg(y)
                         .arg(x + w)
                         .arg(y + h)
                         .toUtf8()
               + "]]}";
    };
    const QByteArray circle = R"({"label": "c", "circle": {"x": 10, "y": 12, "radius": 6}})";
    QTest::newRow("one box: centred branch")
            << "{\"fixtures\": [" + box("b", 2, 4, 10, 6) + "]}" << QSize(40, 30);
    QTest::newRow("one circle: centred branch")
            << "{\"fixtures\": [" + circle + "]}" << QSize(48, 32);
    QTest::newRow("a symmetric pair: centred branch")
            << "{\"fixtures\": [" + box("l", 0, 4, 4, 6) + ", " + box("r", 12, 4, 4, 6) + "]}"
            << QSize(48, 32);
    QTest::newRow("one box with render offsets")
            << "{\"render\": {\"sprite\": {\"xOffset\": 0.1, \"yOffset\": -0.2}}, \"fixtures\": ["
                       + box("b", 5, 5, 8, 14) + "]}"
            << QSize(40, 40);
    QTest::newRow("box and circle: common branch")
            << "{\"fixtures\": [" + box("b", 20, 2, 8, 8) + ", " + circle + "]}" << QSize(48, 32);
    QTest::newRow("an L in two pieces: common branch")
            << QByteArray(R"({"fixtures": [{"label": "L", "vertices": [
                   [{"x": 4, "y": 2}, {"x": 24, "y": 2}, {"x": 24, "y": 12}, {"x": 14, "y": 12}, {"x": 4, "y": 12}],
                   [{"x": 4, "y": 12}, {"x": 14, "y": 12}, {"x": 14, "y": 32}, {"x": 4, "y": 32}]]}]})")
            << QSize(40, 40);
}

void TestPhaserImportPlacement::shapesSitWherePhaserShowsThem()
{
    QFETCH(QByteArray, body);
    QFETCH(QSize, size);
    QString why;
    const QString dir = nodeFolder(&why);
    if (dir.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(why);
    QTemporaryDir tmp;
    const QString shapes = tmp.filePath(QStringLiteral("shapes.json"));
    // PhysicsEditor writes the type that sends Phaser to its parser.
    testing::writeText(shapes,
                       "{\"thing\": {\"type\": \"fromPhysicsEditor\", " + body.mid(1) + "}");
    testing::writeImage(tmp.filePath(QStringLiteral("thing.png")), size);
    const model::HitboxImport imported = model::importHitboxes(shapes);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join(u'\n')));
    const model::Sprite &sprite = imported.sprites.first();

    const Vec2 at{137.5, -61.25}; // where the game creates the sprite
    const QJsonObject frame{
            {"x", at.x}, {"y", at.y}, {"width", size.width()}, {"height", size.height()}};
    const QString frames = tmp.filePath(QStringLiteral("frames.json"));
    testing::writeText(frames,
                       QJsonDocument(QJsonObject{{QStringLiteral("thing"), frame}}).toJson());
    QString error;
    const QJsonObject placed
            = runNode(dir, {QStringLiteral("phaser-sprite.cjs"), shapes, frames}, &error).object();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonObject thing = placed[u"thing"].toObject();
    const QJsonArray origin = thing[u"origin"].toArray();
    const QJsonArray position = thing[u"position"].toArray();
    const Vec2 topLeft{position[0].toDouble() - origin[0].toDouble() * size.width(),
                       position[1].toDouble() - origin[1].toDouble() * size.height()};
    const QJsonObject fixtures = thing[u"fixtures"].toObject();
    const Vec2 pivot = model::effectivePivot(sprite, sprite.frames[0], size);
    QCOMPARE(sprite.frames[0].shapes.size(), fixtures.size());
    for (const model::Shape &shape : sprite.frames[0].shapes) {
        const QJsonArray part = fixtures[shape.name].toArray();
        QVERIFY2(!part.isEmpty(), qPrintable(shape.name));
        const Vec2 expected = centreOfArea(shape) + pivot;
        const Vec2 seen{part[1].toDouble() - topLeft.x, part[2].toDouble() - topLeft.y};
        QVERIFY2(std::abs(seen.x - expected.x) < 1e-4 && std::abs(seen.y - expected.y) < 1e-4,
                 qPrintable(QStringLiteral("%1: Phaser shows it at (%2, %3) of the picture, the "
                                           "import at (%4, %5)")
                                    .arg(shape.name)
                                    .arg(seen.x)
                                    .arg(seen.y)
                                    .arg(expected.x)
                                    .arg(expected.y)));
    }
}

QTEST_GUILESS_MAIN(TestPhaserImportPlacement)
#include "tst_phaserimportplacement.moc"
