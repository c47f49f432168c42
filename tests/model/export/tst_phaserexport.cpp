// The Phaser / Matter exporter (PhysicsEditor JSON): golden fixtures for each shape kind
// with an asymmetric sprite, keys per frame, names needing escaping, trimmed and rotated
// atlas frames, holes, mirrored copies, and the shapes Matter cannot hold. The loader
// itself is run by tests/loaders (Phaser's PhysicsEditorParser under node).

#include "exportfixture.h"

#include "model/export/exporter.h"

#include <hitbox/shapes.h>

#include <QJsonArray>

using namespace hitbox;
using namespace exportfixture;
using model::ExportFormat;

class TestPhaserExport : public QObject
{
    Q_OBJECT

private slots:
    void registryOffersTheFourFormats_data();
    void registryOffersTheFourFormats();
    void fixtureGolden_data();
    void fixtureGolden();
    void polygonGolden();
    void keysPerFrame();
    void keysFromFrameNames_data();
    void keysFromFrameNames();
    void namesAreEscapedNotChanged();
    void trimmedRotatedAtlasFrame();
    void holesGiveConvexPartsCoveringTheRegion();
    void mirroredCopy();
    void problems_data();
    void problems();
    void keyClashes_data();
    void keyClashes();
};

void TestPhaserExport::registryOffersTheFourFormats_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<bool>("folder");
    QTest::newRow("phaser") << int(ExportFormat::Phaser) << "json" << false;
    QTest::newRow("libgdx") << int(ExportFormat::LibGdx) << "json" << false;
    QTest::newRow("defold") << int(ExportFormat::Defold) << "convexshape" << true;
    QTest::newRow("spine") << int(ExportFormat::Spine) << "json" << false;
}

void TestPhaserExport::registryOffersTheFourFormats()
{
    QFETCH(int, format);
    QFETCH(QString, suffix);
    QFETCH(bool, folder);
    const model::Exporter *exporter = model::exporterFor(ExportFormat(format));
    QVERIFY(exporter);
    QCOMPARE(int(exporter->format()), format);
    QCOMPARE(exporter->fileSuffix(), suffix);
    QCOMPARE(exporter->writesFolder(), folder);
    QVERIFY(exporter->displayName().contains(QStringLiteral("*.") + suffix));
}

void TestPhaserExport::fixtureGolden_data()
{
    // Sprite 40 x 30, pivot (10, 5): frame coordinates are the shape's plus (10, 5).
    // Filters by hand from the default matrix (body 1, hitbox 2, hurtbox 4, sensor 8;
    // hitbox meets hurtbox, body meets body and sensor).
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QByteArray>("golden");
    Shape box = Shape::makeBox({0, 0, 4, 2}, QStringLiteral("hitbox"), QStringLiteral("fist"));
    QTest::newRow("box") << box
                         << QByteArray(R"({"collisionFilter":{"category":2,"group":0,"mask":4},)"
                                       R"("isSensor":false,"label":"fist","role":"hitbox",)"
                                       R"("vertices":[[{"x":10,"y":5},{"x":14,"y":5},)"
                                       R"({"x":14,"y":7},{"x":10,"y":7}]]})");
    Shape circle = Shape::makeCircle({{3, -2}, 2.5}, QStringLiteral("body"));
    QTest::newRow("circle, unnamed: display name")
            << circle
            << QByteArray(R"({"circle":{"radius":2.5,"x":13,"y":3},)"
                          R"("collisionFilter":{"category":1,"group":0,"mask":9},)"
                          R"("isSensor":false,"label":"Circle 1","role":"body"})");
    Shape sensor = Shape::makeBox({-10, -5, 1, 1}, QStringLiteral("sensor"));
    sensor.sensor = true;
    QTest::newRow("sensor at the frame's top-left")
            << sensor
            << QByteArray(R"({"collisionFilter":{"category":8,"group":0,"mask":1},)"
                          R"("isSensor":true,"label":"Box 1","role":"sensor",)"
                          R"("vertices":[[{"x":0,"y":0},{"x":1,"y":0},)"
                          R"({"x":1,"y":1},{"x":0,"y":1}]]})");
}

void TestPhaserExport::fixtureGolden()
{
    QFETCH(Shape, shape);
    QFETCH(QByteArray, golden);
    Document doc;
    doc.addSprite(QStringLiteral("ship"), {40, 30}, {shape}, Vec2{10, 5});
    const model::ExportPlan plan = doc.plan(ExportFormat::Phaser);
    QVERIFY2(plan.ok(), qPrintable(problemTexts(plan).join('\n')));
    const QJsonObject body = onlyJson(plan)[QStringLiteral("ship")].toObject();
    QCOMPARE(body[QStringLiteral("type")].toString(), QStringLiteral("fromPhysicsEditor"));
    QCOMPARE(body[QStringLiteral("label")].toString(), QStringLiteral("ship"));
    const QJsonArray fixtures = body[QStringLiteral("fixtures")].toArray();
    QCOMPARE(fixtures.size(), 1);
    QCOMPARE(QJsonDocument(fixtures[0].toObject()).toJson(QJsonDocument::Compact), golden);
    QCOMPARE(QJsonDocument(body[QStringLiteral("collisionFilter")].toObject())
                     .toJson(QJsonDocument::Compact),
             QJsonDocument(fixtures[0][QStringLiteral("collisionFilter")].toObject())
                     .toJson(QJsonDocument::Compact));
}

void TestPhaserExport::polygonGolden()
{
    Document doc;
    doc.addSprite(QStringLiteral("ship"),
                  {40, 30},
                  {polygon(triangle(), QStringLiteral("hurtbox"), QStringLiteral("hull"))},
                  Vec2{10, 5});
    const model::ExportPlan plan = doc.plan(ExportFormat::Phaser);
    QVERIFY(plan.ok());
    const QJsonObject fixture
            = onlyJson(plan)[QStringLiteral("ship")][QStringLiteral("fixtures")][0].toObject();
    QCOMPARE(fixture[QStringLiteral("label")].toString(), QStringLiteral("hull"));
    const QJsonArray sets = fixture[QStringLiteral("vertices")].toArray();
    QCOMPARE(sets.size(), 1);
    // (-10, -5), (20, -5), (-10, 15) + pivot (10, 5), from any start, same direction.
    const std::vector<Vec2> got = fromSmallest(xyPoints(sets[0].toArray()));
    const std::vector<Vec2> want{{0, 0}, {30, 0}, {0, 20}};
    QVERIFY2(samePoints(got, want), qPrintable(pointsText(got)));
    QCOMPARE(plan.shapeCount, 1);
    QCOMPARE(plan.pieceCount, 1);
}

void TestPhaserExport::keysPerFrame()
{
    Document doc;
    model::Sprite &walk = doc.addSprite(QStringLiteral("walk"),
                                        {20, 20},
                                        {Shape::makeBox({0, 0, 2, 2}, QStringLiteral("body"))});
    walk.frames.append(walk.frames[0]);
    walk.frames.append(model::Frame{}); // no shapes: no key (Matter would make a 40 x 40 box)
    doc.addSprite(QStringLiteral("still"), {10, 10}, {Shape::makeBox({0, 0, 1, 1}, "body")});
    QJsonObject root = onlyJson(doc.plan(ExportFormat::Phaser));
    root.remove(QStringLiteral("generator_info"));
    QCOMPARE(root.keys(), QStringList({"still", "walk#0", "walk#1"}));

    model::ExportOptions firstOnly;
    firstOnly.allFrames = false;
    root = onlyJson(doc.plan(ExportFormat::Phaser, firstOnly));
    root.remove(QStringLiteral("generator_info"));
    QCOMPARE(root.keys(), QStringList({"still", "walk#0"}));
}

namespace {

// A sprite's name and its frames' names (empty: none); each frame gets one box "b".
using SpriteFrames = QPair<QString, QStringList>;

} // namespace

void TestPhaserExport::keysFromFrameNames_data()
{
    QTest::addColumn<QList<SpriteFrames>>("sprites");
    QTest::addColumn<bool>("mirrored");
    QTest::addColumn<QStringList>("keys"); // in export order, written out by hand
    QTest::newRow("atlas names") << QList<SpriteFrames>{{"walk", {"walk:0", "walk:1"}}} << false
                                 << QStringList{"walk:0", "walk:1"};
    QTest::newRow("one frame, named")
            << QList<SpriteFrames>{{"ship", {"ship.png"}}} << false << QStringList{"ship.png"};
    QTest::newRow("some named") << QList<SpriteFrames>{{"walk", {"idle:0", ""}}} << false
                                << QStringList{"idle:0", "walk#1"};
    // Two atlases that both name a frame 0.png: neither may take the name.
    QTest::newRow("a name two sprites share")
            << QList<SpriteFrames>{{"a", {"0.png", "1.png"}}, {"b", {"0.png", "x"}}} << false
            << QStringList{"a#0", "1.png", "b#0", "x"};
    QTest::newRow("a name like another frame's number")
            << QList<SpriteFrames>{{"walk", {"", "walk#0"}}} << false
            << QStringList{"walk#0", "walk#1"};
    QTest::newRow("mirrored") << QList<SpriteFrames>{{"walk", {"idle:0", ""}}} << true
                              << QStringList{
                                         "idle:0", "walk#1", "idle:0_flipped", "walk_flipped#1"};
    QTest::newRow("no names, as before") << QList<SpriteFrames>{{"walk", {"", ""}}, {"still", {""}}}
                                         << false << QStringList{"walk#0", "walk#1", "still"};
}

void TestPhaserExport::keysFromFrameNames()
{
    QFETCH(QList<SpriteFrames>, sprites);
    QFETCH(bool, mirrored);
    QFETCH(QStringList, keys);
    Document doc;
    for (const SpriteFrames &spriteFrames : sprites) {
        model::Sprite &sprite = doc.addSprite(
                spriteFrames.first, {20, 20}, {Shape::makeBox({0, 0, 2, 2}, "body", "b")});
        const model::Frame first = sprite.frames[0];
        sprite.frames = QList<model::Frame>(spriteFrames.second.size(), first);
        for (qsizetype f = 0; f < spriteFrames.second.size(); ++f)
            sprite.frames[f].name = spriteFrames.second[f];
    }
    model::ExportOptions options;
    options.mirrored = mirrored;

    // Phaser: the body keys (a JSON object: compared as sets), each body labelled by its key.
    const model::ExportPlan phaser = doc.plan(ExportFormat::Phaser, options);
    QVERIFY2(phaser.ok(), qPrintable(problemTexts(phaser).join('\n')));
    QJsonObject root = onlyJson(phaser);
    root.remove(QStringLiteral("generator_info"));
    QStringList sorted = keys;
    sorted.sort();
    QCOMPARE(root.keys(), sorted);
    for (const QString &key : keys)
        QCOMPARE(root[key][u"label"].toString(), key);

    // libGDX: the bodies' names, in order; Spine: the slots' frame parts, in order.
    QStringList bodies;
    for (const QJsonValue &body :
         onlyJson(doc.plan(ExportFormat::LibGdx, options))[u"rigidBodies"].toArray())
        bodies << body[u"name"].toString();
    QCOMPARE(bodies, keys);
    QStringList slotKeys;
    for (const QJsonValue &slot :
         onlyJson(doc.plan(ExportFormat::Spine, options))[u"slots"].toArray())
        slotKeys << slot[u"name"].toString().chopped(2); // "<key>/b"
    QCOMPARE(slotKeys, keys);
}

void TestPhaserExport::namesAreEscapedNotChanged()
{
    const QString sprite = QStringLiteral("ship \"A\" \\ /\u00e9\n");
    const QString shape = QStringLiteral("l\u00e4bel \"x\"");
    Document doc;
    doc.addSprite(sprite, {10, 10}, {Shape::makeBox({0, 0, 1, 1}, "body", shape)});
    const model::ExportPlan plan = doc.plan(ExportFormat::Phaser);
    QVERIFY(plan.ok());
    const QJsonObject body = onlyJson(plan)[sprite].toObject();
    QCOMPARE(body[QStringLiteral("label")].toString(), sprite);
    QCOMPARE(body[QStringLiteral("fixtures")][0][QStringLiteral("label")].toString(), shape);
}

void TestPhaserExport::trimmedRotatedAtlasFrame()
{
    // A frame stored rotated and trimmed in a 64 x 64 atlas; the untrimmed frame is 30 x 20,
    // its pivot the centre (15, 10). A box over the whole frame is the frame's rectangle.
    Document doc;
    model::Sprite &sprite
            = doc.addSprite(QStringLiteral("atlas"),
                            {64, 64},
                            {Shape::makeBox({-15, -10, 30, 20}, "body"), polygon(triangle())});
    sprite.frames[0].region.rect = QRect(10, 20, 12, 8);
    sprite.frames[0].region.rotated = true;
    sprite.frames[0].region.sourceSize = QSize(30, 20);
    sprite.frames[0].region.trimOffset = QPoint(5, 6);
    const QJsonArray fixtures
            = onlyJson(doc.plan(ExportFormat::Phaser))[u"atlas"][u"fixtures"].toArray();
    QCOMPARE(fixtures.size(), 2);
    QVERIFY(samePoints(xyPoints(fixtures[0][u"vertices"][0].toArray()),
                       {{0, 0}, {30, 0}, {30, 20}, {0, 20}}));
    QVERIFY(samePoints(fromSmallest(xyPoints(fixtures[1][u"vertices"][0].toArray())),
                       {{5, 5}, {35, 5}, {5, 25}}));
}

void TestPhaserExport::holesGiveConvexPartsCoveringTheRegion()
{
    // A 20 x 20 square with an off-centre 6 x 4 hole. Oracle: on a grid of points off every
    // edge, a point is in some part exactly when it is in the square and not in the hole.
    const Polygon outer{{{-10, -10}, {10, -10}, {10, 10}, {-10, 10}}};
    const Polygon hole{{{-3, -5}, {3, -5}, {3, -1}, {-3, -1}}};
    Document doc;
    doc.addSprite(QStringLiteral("ring"), {20, 20}, {polygon(outer, "body", "ring", {hole})});
    const model::ExportPlan plan = doc.plan(ExportFormat::Phaser);
    QVERIFY(plan.ok());
    const QJsonArray sets = onlyJson(plan)[u"ring"][u"fixtures"][0][u"vertices"].toArray();
    QVERIFY(sets.size() >= 2);
    QCOMPARE(plan.pieceCount, int(sets.size()));
    std::vector<Polygon> parts;
    for (const QJsonValue &set : sets) {
        parts.push_back(Polygon{xyPoints(set.toArray())});
        QVERIFY(collision::isConvex(parts.back()));
    }
    for (double y = 0.25; y < 20; y += 0.5) {
        for (double x = 0.25; x < 20; x += 0.5) {
            const bool inHole = x > 7 && x < 13 && y > 5 && y < 9;
            const bool inParts = std::any_of(parts.cbegin(), parts.cend(), [&](const Polygon &p) {
                return collision::pointInPolygon(p, {x, y}) != collision::Containment::Outside;
            });
            QVERIFY2(inParts == !inHole, qPrintable(QStringLiteral("%1 %2").arg(x).arg(y)));
        }
    }
}

void TestPhaserExport::mirroredCopy()
{
    Document doc;
    doc.addSprite(QStringLiteral("ship"), {40, 30}, {polygon(triangle())}, Vec2{10, 5});
    model::ExportOptions options;
    options.mirrored = true;
    const QJsonObject root = onlyJson(doc.plan(ExportFormat::Phaser, options));
    QVERIFY(samePoints(
            fromSmallest(xyPoints(root[u"ship"][u"fixtures"][0][u"vertices"][0].toArray())),
            {{0, 0}, {30, 0}, {0, 20}}));
    // The picture flipped in its 40 px frame (as setFlipX draws it): x -> 40 - x.
    const std::vector<Vec2> flipped = fromSmallest(
            xyPoints(root[u"ship_flipped"][u"fixtures"][0][u"vertices"][0].toArray()));
    QVERIFY2(samePoints(flipped, {{10, 0}, {40, 20}, {40, 0}})
                     || samePoints(flipped, {{10, 0}, {40, 0}, {40, 20}}),
             qPrintable(pointsText(flipped)));
}

void TestPhaserExport::problems_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<int>("extraRoles");
    QTest::addColumn<QString>("problem");
    Shape bow = polygon(Polygon{{{0, 0}, {10, 10}, {10, 0}, {0, 10}}}, "body", "bow");
    QTest::newRow("self-intersecting polygon")
            << bow << 0 << R"(sprites[0] "s", polygon 1 "bow": )";
    Shape late = Shape::makeBox({0, 0, 1, 1}, QStringLiteral("r29"), QStringLiteral("late"));
    QTest::newRow("role 33: Matter has 32 category bits")
            << late << 29 << R"(sprites[0] "s", box 2 "late": its role "r29" is role 33)";
    Shape flat = Shape::makeCircle({{0, 0}, 0.0}, QStringLiteral("body"));
    QTest::newRow("circle without radius")
            << flat << 0 << R"(sprites[0] "s", circle 1: the circle needs)";
}

void TestPhaserExport::problems()
{
    QFETCH(Shape, shape);
    QFETCH(int, extraRoles);
    QFETCH(QString, problem);
    Document doc;
    for (int i = 1; i <= extraRoles; ++i)
        doc.project.roles.roles.append({QStringLiteral("r%1").arg(i), Qt::red, {}});
    doc.addSprite(QStringLiteral("s"), {10, 10}, {Shape::makeBox({0, 0, 1, 1}, "body"), shape});
    const model::ExportPlan plan = doc.plan(ExportFormat::Phaser);
    QCOMPARE(plan.problems.size(), 1);
    QVERIFY2(plan.problems[0].text().startsWith(problem), qPrintable(plan.problems[0].text()));
    QVERIFY(plan.files.isEmpty());
}

void TestPhaserExport::keyClashes_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<bool>("mirrored");
    QTest::addColumn<QString>("problem");
    QTest::newRow("a sprite named like another's frame")
            << QStringList({"a", "a#1"}) << false
            << R"(sprites[1] "a#1": another frame is also exported as "a#1")";
    QTest::newRow("a sprite named like a mirrored copy")
            << QStringList({"b_flipped", "b"}) << true
            << R"(sprites[1] "b": another frame is also exported as "b_flipped")";
    QTest::newRow("generator_info") << QStringList({"generator_info"}) << false
                                    << R"(sprites[0] "generator_info": "generator_info" is)";
}

void TestPhaserExport::keyClashes()
{
    QFETCH(QStringList, names);
    QFETCH(bool, mirrored);
    QFETCH(QString, problem);
    Document doc;
    for (const QString &name : names) {
        model::Sprite &sprite
                = doc.addSprite(name, {10, 10}, {Shape::makeBox({0, 0, 1, 1}, "body")});
        if (name == QLatin1String("a"))
            sprite.frames.append(sprite.frames[0]);
    }
    model::ExportOptions options;
    options.mirrored = mirrored;
    const model::ExportPlan plan = doc.plan(ExportFormat::Phaser, options);
    QCOMPARE(plan.problems.size(), 1);
    QVERIFY2(plan.problems[0].text().startsWith(problem), qPrintable(plan.problems[0].text()));
    QVERIFY(plan.files.isEmpty());
}

QTEST_GUILESS_MAIN(TestPhaserExport)
#include "tst_phaserexport.moc"
