// The PhysicsEditor / Phaser import puts each shape where Phaser shows it on the picture:
// hand-written PhysicsEditor bodies (no render offsets, as PhysicsEditor writes them, and
// one with offsets) are given to a sprite by Phaser's own SetBody component under node, as
// `matter.add.sprite(x, y, key, frame, {shape})` does; each fixture's centre of area seen
// from the picture's top-left (the body's position minus origin x size) must be the
// imported shape's centre of area in the frame (pivot plus the shape's), within 1e-4 px.
// Bodies whose centre of mass is the centre of their bounds take Phaser's centred branch,
// which the import undoes (matterorigin.h); the others the common one.
// A real PhysicsEditor file (tests/data/engines/phaser: a pinball game's 13 bodies, circles,
// a sensor, a fixture of 15 convex pieces, pictures in a TexturePacker atlas beside it) is
// placed the same way, each frame as big as the atlas's sourceSize says.

#include "loaderscene.h"
#include "loaderskip.h"

#include "importedshapes.h"

#include "model/import/hitboximport.h"

#include <QHash>
#include <QTemporaryDir>

#include <numbers>

using namespace loaderscene;

class TestPhaserImportPlacement : public QObject
{
    Q_OBJECT

private slots:
    void shapesSitWherePhaserShowsThem_data();
    void shapesSitWherePhaserShowsThem();
    void realFileSitsWherePhaserShowsIt();
};

namespace {

// The shape's area: polygons by the shoelace formula, circles as circles.
double shapeArea(const model::Shape &shape)
{
    if (shape.isCircle())
        return std::numbers::pi * shape.circle.radius * shape.circle.radius;
    if (shape.isBox())
        return shape.box.w * shape.box.h;
    const std::vector<Vec2> &p = shape.polygon.points;
    double twice = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        twice += p[i].x * p[(i + 1) % p.size()].y - p[(i + 1) % p.size()].x * p[i].y;
    return std::abs(twice) / 2;
}

// Compares Phaser's placement of each fixture (by label) with the import's shapes of that
// name, seen from the picture's top-left: area-weighted centres within 1e-4 px.
void compareWithPhaser(const model::Sprite &sprite,
                       QSize size,
                       const QJsonObject &placed,
                       const QString &what)
{
    const QJsonArray origin = placed[u"origin"].toArray();
    const QJsonArray position = placed[u"position"].toArray();
    const Vec2 topLeft{position[0].toDouble() - origin[0].toDouble() * size.width(),
                       position[1].toDouble() - origin[1].toDouble() * size.height()};
    const QJsonObject fixtures = placed[u"fixtures"].toObject();
    const Vec2 pivot = model::effectivePivot(sprite, sprite.frames[0], size);
    QStringList names;
    for (const model::Shape &shape : sprite.frames[0].shapes) {
        if (!names.contains(shape.name))
            names << shape.name;
    }
    QCOMPARE(names.size(), fixtures.size());
    for (const QString &name : std::as_const(names)) {
        double area = 0;
        Vec2 sum;
        for (const model::Shape &shape : sprite.frames[0].shapes) {
            if (shape.name != name)
                continue;
            const Vec2 c = centreOfArea(shape) + pivot;
            const double a = shapeArea(shape);
            area += a;
            sum = {sum.x + a * c.x, sum.y + a * c.y};
        }
        const Vec2 expected{sum.x / area, sum.y / area};
        const QJsonArray part = fixtures[name].toArray();
        QVERIFY2(!part.isEmpty(), qPrintable(what + u' ' + name));
        const Vec2 seen{part[1].toDouble() - topLeft.x, part[2].toDouble() - topLeft.y};
        QVERIFY2(std::abs(seen.x - expected.x) < 1e-4 && std::abs(seen.y - expected.y) < 1e-4,
                 qPrintable(QStringLiteral("%1 %2: Phaser shows it at (%3, %4) of the picture, "
                                           "the import at (%5, %6)")
                                    .arg(what, name)
                                    .arg(seen.x)
                                    .arg(seen.y)
                                    .arg(expected.x)
                                    .arg(expected.y)));
    }
}

QJsonObject readJsonObject(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

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
    compareWithPhaser(sprite, size, placed[u"thing"].toObject(), QStringLiteral("thing"));
}

void TestPhaserImportPlacement::realFileSitsWherePhaserShowsIt()
{
    QString why;
    const QString dir = nodeFolder(&why);
    if (dir.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(why);
    const QString data = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/tests/data/engines/phaser/");
    QTemporaryDir tmp;
    for (const char *name : {"pinball-sprites.json", "pinball-sprites.png"})
        QVERIFY(QFile::copy(data + QLatin1String(name), tmp.filePath(QLatin1String(name))));
    // The file's fixture labels are empty or shared; only they are changed, to "KEY/INDEX",
    // so that Phaser's parts and the import's shapes can be told apart fixture by fixture.
    QJsonObject shapes = readJsonObject(data + QStringLiteral("physics.json"));
    QCOMPARE(shapes.size(), 14); // generator_info and 13 bodies
    for (auto body = shapes.begin(); body != shapes.end(); ++body) {
        if (!body.value().isObject())
            continue;
        QJsonObject object = body.value().toObject();
        QJsonArray fixtures = object[u"fixtures"].toArray();
        for (qsizetype i = 0; i < fixtures.size(); ++i) {
            QJsonObject fixture = fixtures[i].toObject();
            fixture[u"label"] = QStringLiteral("%1/%2").arg(body.key()).arg(i);
            fixtures[i] = fixture;
        }
        object[u"fixtures"] = fixtures;
        body.value() = object;
    }
    const QString shapesPath = tmp.filePath(QStringLiteral("physics.json"));
    testing::writeText(shapesPath, QJsonDocument(shapes).toJson());

    // Each frame's size, as Phaser sizes a sprite of it: the atlas's sourceSize.
    QHash<QString, QSize> sizes;
    const QJsonObject atlas = readJsonObject(data + QStringLiteral("pinball-sprites.json"));
    for (const QJsonValue frame : atlas[u"textures"][0][u"frames"].toArray()) {
        const QJsonObject source = frame[u"sourceSize"].toObject();
        QString name = frame[u"filename"].toString();
        name.chop(4); // ".png"
        sizes.insert(name, QSize(source[u"w"].toInt(), source[u"h"].toInt()));
    }

    const model::HitboxImport imported = model::importHitboxes(shapesPath);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join(u'\n')));
    QCOMPARE(imported.sprites.size(), 13);
    QJsonObject frames;
    for (const model::Sprite &sprite : imported.sprites) {
        QVERIFY2(sizes.contains(sprite.name), qPrintable(sprite.name));
        const QSize size = sizes.value(sprite.name);
        frames[sprite.name] = QJsonObject{
                {"x", 311.25}, {"y", -47.5}, {"width", size.width()}, {"height", size.height()}};
    }
    const QString framesPath = tmp.filePath(QStringLiteral("frames.json"));
    testing::writeText(framesPath, QJsonDocument(frames).toJson());
    QString error;
    const QJsonObject placed
            = runNode(dir, {QStringLiteral("phaser-sprite.cjs"), shapesPath, framesPath}, &error)
                      .object();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const model::Sprite &sprite : imported.sprites) {
        compareWithPhaser(
                sprite, sizes.value(sprite.name), placed[sprite.name].toObject(), sprite.name);
        if (QTest::currentTestFailed())
            return;
    }
}

QTEST_GUILESS_MAIN(TestPhaserImportPlacement)
#include "tst_phaserimportplacement.moc"
