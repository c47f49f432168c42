// The Tiled exporter's shapes: polygons with holes as convex pieces (areas add up, none
// over a hole), mirrored copies (flipped image, shapes where the flipped pixels are), the
// roles and first-frame options, and problems that stop the export with nothing planned.

#include "model/export/exporter.h"
#include "model/export/tiled/tiledexporter.h"
#include "tiledfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::testing;
using hitbox::model::ExportFormat;
using hitbox::model::ExportOptions;

#include <algorithm>

Q_DECLARE_METATYPE(Project)

class TestTiledShapes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }
    void holesBecomePieces();
    void mirroredCopies();
    void options_data();
    void options();
    void problemsStopTheExport();

private:
    TiledExportFolder m_folder;
};

void TestTiledShapes::holesBecomePieces()
{
    // A 16 x 16 square around the pivot (10, 10) with a 4 x 4 hole: Tiled has no holes, so
    // convex pieces whose areas add up to 256 - 16, none over the hole.
    model::Sprite sprite;
    sprite.name = QStringLiteral("ring");
    sprite.imagePath = m_folder.png(QStringLiteral("ring.png"), filled(20, 20));
    for (const QString &name : {QStringLiteral("hull"), QString()}) {
        Shape ring = Shape::makePolygon(
                {{{-8, -8}, {8, -8}, {8, 8}, {-8, 8}}}, QStringLiteral("hurtbox"), name);
        ring.holes = {{{{-2, -2}, {-2, 2}, {2, 2}, {2, -2}}}};
        ring.sensor = true;
        sprite.frames[0].shapes = {ring};
        Project project;
        project.sprites = {sprite};

        const ExportPlan result = m_folder.plan(project, ExportFormat::TiledJson);
        QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
        QCOMPARE(result.shapeCount, 1);
        QVERIFY(result.pieceCount >= 4);
        const QJsonArray objects
                = objectsOf(tiles(fileOf(result, QStringLiteral("ring.tsj")))[0].toObject());
        QCOMPARE(objects.size(), result.pieceCount);
        double total = 0.0;
        for (qsizetype k = 0; k < objects.size(); ++k) {
            const QJsonObject o = objects[k].toObject();
            const QString expectedName = name.isEmpty()
                                                 ? QStringLiteral("piece %1").arg(k + 1)
                                                 : QStringLiteral("hull piece %1").arg(k + 1);
            QCOMPARE(o[QStringLiteral("name")].toString(), expectedName);
            QCOMPARE(o[QStringLiteral("type")].toString(), QStringLiteral("hurtbox"));
            QCOMPARE(o[QStringLiteral("id")].toInt(), int(k) + 1);
            QCOMPARE(o[QStringLiteral("properties")].toArray().size(), 1); // sensor
            const QJsonArray points = o[QStringLiteral("polygon")].toArray();
            total += area(points);
            double cx = 0.0;
            double cy = 0.0;
            for (const QJsonValue &v : points) {
                const double x
                        = o[QStringLiteral("x")].toDouble() + v[QStringLiteral("x")].toDouble();
                const double y
                        = o[QStringLiteral("y")].toDouble() + v[QStringLiteral("y")].toDouble();
                QVERIFY(x >= 2 && x <= 18 && y >= 2 && y <= 18);
                cx += x / double(points.size());
                cy += y / double(points.size());
            }
            QVERIFY2(!(cx > 8 && cx < 12 && cy > 8 && cy < 12), "a piece over the hole");
        }
        QCOMPARE(total, 240.0);
    }
}

void TestTiledShapes::mirroredCopies()
{
    // A 20 x 10 frame, pivot (5, 4). The copy's image is the frame flipped, and its shapes
    // are where the flipped pixels are: x -> 20 - x in tile pixels.
    const QImage image = pattern(20, 10, 4);
    model::Sprite sprite;
    sprite.name = QStringLiteral("x");
    sprite.imagePath = m_folder.png(QStringLiteral("x.png"), image);
    sprite.pivot = collision::Vec2{5, 4};
    sprite.frames[0].shapes = {
            Shape::makeBox({-4, -3, 3, 2}, QStringLiteral("hitbox")),
            Shape::makeCircle({{2, 1}, 1}, QStringLiteral("hitbox")),
            Shape::makePolygon({{{0, 0}, {6, 0}, {6, 3}}}, QStringLiteral("hitbox")),
    };
    Project project;
    project.sprites = {sprite};
    ExportOptions options;
    options.mirrored = true;
    const ExportPlan result = m_folder.plan(project, ExportFormat::TiledJson, options);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    QCOMPARE(writtenNames(result),
             (QStringList{QStringLiteral("x.tsj"),
                          QStringLiteral("x_flipped.tsj"),
                          QStringLiteral("x_flipped_0.png")}));
    QCOMPARE(result.shapeCount, 6);

    const QImage flipped = QImage::fromData(fileOf(result, QStringLiteral("x_flipped_0.png")))
                                   .convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(flipped.size(), image.size());
    for (int y = 0; y < 10; ++y) {
        for (int x = 0; x < 20; ++x)
            QCOMPARE(flipped.pixel(x, y), image.pixel(19 - x, y));
    }

    const QJsonObject tile = tiles(fileOf(result, QStringLiteral("x_flipped.tsj")))[0].toObject();
    const QJsonArray properties = tile[QStringLiteral("properties")].toArray();
    QCOMPARE(properties[0][QStringLiteral("value")].toDouble(), 15.0); // pivot_x = 20 - 5
    QCOMPARE(properties[1][QStringLiteral("value")].toDouble(), 4.0);
    const QJsonArray objects = objectsOf(tile);
    QCOMPARE(objects.size(), 3);
    // Box: tile x 1..4 flipped to 16..19.
    QCOMPARE(objects[0][QStringLiteral("x")].toDouble(), 16.0);
    QCOMPARE(objects[0][QStringLiteral("y")].toDouble(), 1.0);
    QCOMPARE(objects[0][QStringLiteral("width")].toDouble(), 3.0);
    // Circle: centre (7, 5) flipped to (13, 5), radius 1.
    QCOMPARE(objects[1][QStringLiteral("x")].toDouble(), 12.0);
    QCOMPARE(objects[1][QStringLiteral("y")].toDouble(), 4.0);
    QCOMPARE(objects[1][QStringLiteral("width")].toDouble(), 2.0);
    QVERIFY(objects[1][QStringLiteral("ellipse")].toBool());
    // Triangle (5,4) (11,4) (11,7) flipped to (15,4) (9,4) (9,7).
    QList<QPointF> points;
    const QJsonObject triangle = objects[2].toObject();
    for (const QJsonValue &v : triangle[QStringLiteral("polygon")].toArray())
        points << QPointF(
                triangle[QStringLiteral("x")].toDouble() + v[QStringLiteral("x")].toDouble(),
                triangle[QStringLiteral("y")].toDouble() + v[QStringLiteral("y")].toDouble());
    std::sort(points.begin(), points.end(), [](QPointF a, QPointF b) {
        return std::pair(a.x(), a.y()) < std::pair(b.x(), b.y());
    });
    QCOMPARE(points, (QList<QPointF>{{9, 4}, {9, 7}, {15, 4}}));
}

void TestTiledShapes::options_data()
{
    QTest::addColumn<QStringList>("roles");
    QTest::addColumn<bool>("allFrames");
    QTest::addColumn<QList<int>>("tileIds");
    QTest::addColumn<QStringList>("types"); // every object's, tile by tile
    QTest::addColumn<bool>("animated");

    QTest::newRow("everything") << QStringList() << true << QList<int>{0, 1}
                                << QStringList{"hurtbox", "hitbox", "hitbox", "body"} << true;
    QTest::newRow("hitbox only") << QStringList{"hitbox"} << true << QList<int>{0, 1}
                                 << QStringList{"hitbox", "hitbox"} << true;
    QTest::newRow("two roles") << QStringList{"body", "hurtbox"} << true << QList<int>{0, 1}
                               << QStringList{"hurtbox", "body"} << true;
    QTest::newRow("first frame only") << QStringList() << false << QList<int>{0}
                                      << QStringList{"hurtbox", "hitbox", "hitbox"} << false;
    QTest::newRow("first frame, body only")
            << QStringList{"body"} << false << QList<int>{0} << QStringList() << false;
}

void TestTiledShapes::options()
{
    QFETCH(QStringList, roles);
    QFETCH(bool, allFrames);
    QFETCH(QList<int>, tileIds);
    QFETCH(QStringList, types);
    QFETCH(bool, animated);

    ExportOptions options;
    options.roles = roles;
    options.allFrames = allFrames;
    const Project project = sheetProject(m_folder.png(QStringLiteral("sheet.png"), filled(40, 20)));
    const ExportPlan result = m_folder.plan(project, ExportFormat::TiledJson, options);
    QVERIFY2(result.ok(), qPrintable(result.problems.value(0).text()));
    QCOMPARE(result.shapeCount, types.size());
    const QJsonObject tileset = QJsonDocument::fromJson(result.files.value(0).contents).object();
    QList<int> ids;
    QStringList seen;
    bool hasAnimation = false;
    for (const QJsonValue &tile : tileset[QStringLiteral("tiles")].toArray()) {
        ids << tile[QStringLiteral("id")].toInt();
        hasAnimation = hasAnimation || tile.toObject().contains(QStringLiteral("animation"));
        for (const QJsonValue &o : objectsOf(tile.toObject()))
            seen << o[QStringLiteral("type")].toString();
    }
    QCOMPARE(ids, tileIds);
    QCOMPARE(seen, types);
    QCOMPARE(hasAnimation, animated);
    QCOMPARE(tileset.contains(QStringLiteral("properties")), animated);
}

void TestTiledShapes::problemsStopTheExport()
{
    model::Sprite sprite;
    sprite.name = QStringLiteral("bad");
    sprite.imagePath = m_folder.png(QStringLiteral("bad.png"), filled(20, 20));
    Shape ring = Shape::makePolygon({{{-8, -8}, {8, -8}, {8, 8}, {-8, 8}}},
                                    QStringLiteral("hurtbox"),
                                    QStringLiteral("hull"));
    ring.holes = {{{{6, -2}, {6, 2}, {10, 2}, {10, -2}}}}; // crosses the outline
    sprite.frames[0].shapes = {Shape::makeBox({0, 0, 2, 2}, QStringLiteral("body")), ring};
    model::Sprite good;
    good.name = QStringLiteral("good");
    good.imagePath = sprite.imagePath;
    Project project;
    project.sprites = {good, sprite};

    const ExportPlan result = m_folder.plan(project, ExportFormat::Tiled);
    QVERIFY(!result.ok());
    QVERIFY(result.files.isEmpty());
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems[0].where.contains(QStringLiteral("\"bad\""))
                     && result.problems[0].where.contains(QStringLiteral("\"hull\"")),
             qPrintable(result.problems[0].text()));

    // A polygon whose edges cross: Tiled stores it, but games read tile polygons as simple.
    model::Sprite bowtie = good;
    bowtie.name = QStringLiteral("bowtie");
    bowtie.frames[0].shapes = {Shape::makePolygon(
            {{{0, 0}, {4, 4}, {4, 0}, {0, 4}}}, QStringLiteral("hitbox"), QStringLiteral("knot"))};
    project.sprites = {good, bowtie};
    const ExportPlan crossed = m_folder.plan(project, ExportFormat::TiledJson);
    QVERIFY(crossed.files.isEmpty());
    QCOMPARE(crossed.problems.size(), 1);
    QVERIFY2(crossed.problems[0].where.contains(QStringLiteral("\"knot\""))
                     && crossed.problems[0].reason.contains(QStringLiteral("must be simple"))
                     && crossed.problems[0].reason.contains(QStringLiteral("cross")),
             qPrintable(crossed.problems[0].text()));

    ExportOptions unknown;
    unknown.sprites = {QStringLiteral("nobody")};
    const ExportPlan none = m_folder.plan(project, ExportFormat::Tiled, unknown);
    QVERIFY(!none.ok());
    QVERIFY(none.files.isEmpty());
    QVERIFY(none.problems[0].reason.contains(QStringLiteral("nobody")));

    model::Sprite missing = good;
    missing.imagePath = m_folder.path() + QStringLiteral("/missing.png");
    project.sprites = {missing};
    const ExportPlan unreadable = m_folder.plan(project, ExportFormat::Tiled);
    QVERIFY(!unreadable.ok());
    QVERIFY(unreadable.files.isEmpty());
}

QTEST_GUILESS_MAIN(TestTiledShapes)
#include "tst_tiledshapes.moc"
