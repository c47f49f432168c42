// The documentation and the bundled files agree with the code: the example in
// docs/format.md parses as described, the JSON Schema is valid JSON with the fields the
// writer writes (export settings included), and the demo project opens with every shape
// usable.

#include "model/evaluate/projectvalidation.h"
#include "model/io/projectformat.h"

#include <hitbox/shapes.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

using namespace hitbox;

class TestFormatDoc : public QObject
{
    Q_OBJECT

private slots:
    void exampleInFormatDocParses();
    void schemaMatchesWriter_data();
    void schemaMatchesWriter();
    void schemaShapeKindsMatchWriter_data();
    void schemaShapeKindsMatchWriter();
    void demoProjectOpens();
    void demoFighterConnectsOnActiveFramesOnly();

private:
    static QByteArray read(const QString &relative);
    static QJsonObject schemaDefs();
    static QJsonObject writtenEverything();
};

QByteArray TestFormatDoc::read(const QString &relative)
{
    QFile file(qEnvironmentVariable("HITBOX_SOURCE_DIR") + QLatin1Char('/') + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

QJsonObject TestFormatDoc::schemaDefs()
{
    QJsonParseError error;
    const QJsonDocument schema
            = QJsonDocument::fromJson(read("resources/schema/hitbox.schema.json"), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("the schema is not JSON: %s", qPrintable(error.errorString()));
    return schema.object().value("$defs").toObject();
}

// The document the writer writes for a project using every field of a sprite, a frame, a
// shape, a role and an animation.
QJsonObject TestFormatDoc::writtenEverything()
{
    model::Frame f;
    f.name = "idle:0";
    f.region.imagePath = "/p/frame.png";
    f.region.imageIndex = 2;
    f.region.rect = QRect(1, 2, 3, 4);
    f.region.rotated = true;
    f.region.sourceSize = QSize(8, 9);
    f.region.trimOffset = QPoint(1, 1);
    f.region.flipX = true;
    f.region.flipY = true;
    f.durationMs = 80;
    f.pivot = collision::Vec2{4, 4};
    f.threshold = 10;
    f.colorKey = model::ColorKey{Qt::blue, 2};
    model::Shape box = model::Shape::makeBox(collision::Rect{0, 0, 1, 1}, "hitbox", "fist");
    box.sensor = true;
    box.fromSource = true;
    box.properties = {{"damage", 12}};
    f.shapes << box;
    f.sourceDigest = "0123456789abcdef";
    f.properties = {{"cancel", true}};
    model::Sprite s{"n",
                    "/p/i.png",
                    3,
                    model::ColorKey{Qt::red, 1},
                    collision::Vec2{1, 2},
                    {f},
                    {model::Animation{"punch", {0, 0}, model::AnimationDirection::PingPong, false}},
                    model::SpriteSource{"/p/hero.aseprite", model::GridSpec{QSize(8, 8), 1, 2, 3}}};
    s.properties = {{"weight", 1.5}};
    s.animations[0].properties = {{"move", QStringLiteral("jab")}};
    model::Project p;
    p.sprites << s;
    p.exportSettings = model::ExportSettings{{}, "/p/out", true};
    p.ticksPerSecond = 60;             // counting ticks: every frame says "ticks"
    p.roles.roles[1].usesImage = true; // not the default binding: every role says "image"
    // Not the roles' names' frame data: every role says "frameData".
    p.roles.roles[0].frameData = model::FrameDataRole::Hurtbox;
    return QJsonDocument::fromJson(model::serializeProject(p, "/p/x.hitbox.json")).object();
}

void TestFormatDoc::exampleInFormatDocParses()
{
    const QString doc = QString::fromUtf8(read("docs/format.md"));
    const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"),
                                   QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = block.match(doc);
    QVERIFY(match.hasMatch());
    const model::ProjectReadResult r
            = model::parseProject(match.captured(1).toUtf8(), "/game/level.hitbox.json");
    QVERIFY2(r.ok(), qPrintable(r.error));

    // Roles: hitbox meets hurtbox, and neither meets body.
    QCOMPARE(r.project.roles.roles.size(), 3);
    QVERIFY(r.project.roles.collide("hitbox", "hurtbox"));
    QVERIFY(r.project.roles.collide("hurtbox", "hitbox"));
    QVERIFY(r.project.roles.collide("body", "body"));
    QVERIFY(!r.project.roles.collide("hitbox", "hitbox"));
    QVERIFY(!r.project.roles.collide("hitbox", "body"));
    QCOMPARE(r.project.roles.color("hitbox"), QColor(0xe0, 0x3c, 0x31));

    QCOMPARE(r.project.sprites.size(), 2);
    const model::Sprite &fighter = r.project.sprites[0];
    QCOMPARE(fighter.name, "fighter");
    QCOMPARE(fighter.imagePath, "/game/sprites/fighter.png");
    QCOMPARE(fighter.pivot, std::optional<collision::Vec2>(collision::Vec2{32, 60}));
    QCOMPARE(fighter.frames.size(), 3);
    QCOMPARE(fighter.frames[0].region.rect, QRect(0, 0, 64, 64));
    QCOMPARE(fighter.frames[1].durationMs, 60);
    // Frame 0: only the body's hurtbox; frame 1, the active frame: the fist's hitbox too.
    QCOMPARE(fighter.frames[0].shapes.size(), 1);
    QCOMPARE(fighter.frames[0].shapes[0].role, "hurtbox");
    QCOMPARE(fighter.frames[1].shapes.size(), 2);
    const model::Shape &fist = fighter.frames[1].shapes[1];
    QVERIFY(fist.isBox());
    QCOMPARE(fist.name, "fist");
    QCOMPARE(fist.role, "hitbox");
    QCOMPARE(fist.box.w, 16.0);
    QCOMPARE(fist.properties,
             (model::Properties{
                     {"damage", 12}, {"knockback", 2.5}, {"flash", QColor::fromRgba(0xffffd700)}}));
    QVERIFY(fighter.frames[1].shapes[0].properties.isEmpty());
    // Frame 2 is trimmed: 50 x 58 stored pixels of a 64 x 64 frame, starting at (8, 6).
    const model::FrameRegion &trimmed = fighter.frames[2].region;
    QCOMPARE(trimmed.rect, QRect(128, 0, 50, 58));
    QCOMPARE(trimmed.sourceSize, QSize(64, 64));
    QCOMPARE(trimmed.trimOffset, QPoint(8, 6));
    QCOMPARE(fighter.frames[2].shapes[0].role, "hurtbox");
    QCOMPARE(fighter.animations.size(), 1);
    QCOMPARE(fighter.animations[0].name, "punch");
    QCOMPARE(fighter.animations[0].frames, (QList<int>{0, 1, 2}));
    QCOMPARE(fighter.animations[0].direction, model::AnimationDirection::Forward);

    const model::Sprite &ship = r.project.sprites[1];
    QCOMPARE(ship.imagePath, "/game/sprites/ship.png");
    QCOMPARE(ship.threshold, model::defaultThreshold);
    QCOMPARE(ship.colorKey->tolerance, 4);
    QVERIFY(!ship.pivot);
    QVERIFY(ship.animations.isEmpty());
    QCOMPARE(ship.frames.size(), 1);
    QVERIFY(ship.frames[0].region.rect.isNull());
    QCOMPARE(ship.frames[0].durationMs, model::defaultFrameDurationMs);
    QCOMPARE(ship.frames[0].shapes.size(), 2);
    const model::Shape &hull = ship.frames[0].shapes[0];
    QVERIFY(hull.isPolygon());
    QCOMPARE(hull.role, "body");
    QVERIFY(collision::validatePolygon(hull.polygon).isValid());
    QVERIFY(!collision::isConvex(hull.polygon));
    const model::Shape &shield = ship.frames[0].shapes[1];
    QVERIFY(shield.isCircle());
    QVERIFY(shield.sensor);
    QCOMPARE(shield.circle.radius, 38.4);
    // Every shape of the example has one of the document's roles (its images are not here,
    // so validateProject would report those).
    for (const model::Sprite &s : r.project.sprites) {
        for (const model::Frame &f : s.frames) {
            for (const model::Shape &shape : f.shapes)
                QVERIFY2(r.project.roles.indexOf(shape.role), qPrintable(shape.role));
        }
    }
}

void TestFormatDoc::schemaMatchesWriter_data()
{
    QTest::addColumn<QString>("def");
    QTest::addColumn<QStringList>("written");
    const QJsonObject root = writtenEverything();
    const QJsonObject sprite = root.value("sprites").toArray().first().toObject();
    QTest::newRow("document") << "" << root.keys();
    QTest::newRow("sprite") << "sprite" << sprite.keys();
    QTest::newRow("frame") << "frame" << sprite.value("frames").toArray().first().toObject().keys();
    QTest::newRow("animation") << "animation"
                               << sprite.value("animations").toArray().first().toObject().keys();
    QTest::newRow("role") << "role" << root.value("roles").toArray().first().toObject().keys();
    QTest::newRow("export") << "export" << root.value("export").toObject().keys();
}

// Every field the writer writes for an object using all of them is one the schema lists,
// and the schema lists no other.
void TestFormatDoc::schemaMatchesWriter()
{
    QFETCH(QString, def);
    QFETCH(QStringList, written);
    QJsonParseError error;
    const QJsonObject root
            = QJsonDocument::fromJson(read("resources/schema/hitbox.schema.json"), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(root.value("properties").toObject().value("version").toObject().value("const").toInt(),
             model::projectFormatVersion);
    const QJsonObject object = def.isEmpty() ? root : schemaDefs().value(def).toObject();
    QStringList fields = object.value("properties").toObject().keys();
    if (def.isEmpty())
        fields.removeAll("preview"); // written only for a non-empty scene
    QCOMPARE(fields, written);
}

void TestFormatDoc::schemaShapeKindsMatchWriter_data()
{
    QTest::addColumn<int>("shapeKind");
    QTest::newRow("box") << int(model::ShapeKind::Box);
    QTest::newRow("circle") << int(model::ShapeKind::Circle);
    QTest::newRow("polygon") << int(model::ShapeKind::Polygon);
}

// The schema's shape is one of a box, a circle and a polygon, told apart by "type"; each
// lists the fields the writer writes for a shape of that kind with a name and the sensor flag.
void TestFormatDoc::schemaShapeKindsMatchWriter()
{
    QFETCH(int, shapeKind);
    model::Shape shape;
    switch (model::ShapeKind(shapeKind)) {
    case model::ShapeKind::Box:
        shape = model::Shape::makeBox(collision::Rect{0, 0, 1, 1}, "body", "b");
        break;
    case model::ShapeKind::Circle:
        shape = model::Shape::makeCircle(collision::Circle{{0, 0}, 1}, "body", "c");
        break;
    case model::ShapeKind::Polygon:
        shape = model::Shape::makePolygon(
                collision::Polygon{{{0, 0}, {8, 0}, {0, 8}}}, "body", "p");
        shape.holes = {collision::Polygon{{{1, 1}, {2, 1}, {1, 2}}}}; // "holes" is optional
        shape.tracedThreshold = 128;                                  // so is "tracedThreshold"
        break;
    }
    shape.sensor = true;
    shape.fromSource = true;
    shape.properties = {{"flash", QColor(Qt::red)}}; // "properties" is optional
    model::Project p;
    model::Sprite sprite;
    sprite.imagePath = "/p/i.png";
    sprite.frames[0].shapes << shape;
    p.sprites << sprite;
    const QJsonObject written = QJsonDocument::fromJson(model::serializeProject(p, "/p/x.json"))
                                        .object()
                                        .value("sprites")
                                        .toArray()
                                        .first()
                                        .toObject()
                                        .value("frames")
                                        .toArray()
                                        .first()
                                        .toObject()
                                        .value("shapes")
                                        .toArray()
                                        .first()
                                        .toObject();
    const QJsonObject defs = schemaDefs();
    const QJsonArray kinds = defs.value("shape").toObject().value("oneOf").toArray();
    QCOMPARE(kinds.size(), 3);
    int matches = 0;
    for (const QJsonValue &kind : kinds) {
        const QString ref = kind.toObject().value("$ref").toString();
        QVERIFY2(ref.startsWith("#/$defs/"), qPrintable(ref));
        const QJsonObject properties
                = defs.value(ref.mid(8)).toObject().value("properties").toObject();
        if (properties.value("type").toObject().value("const") != written.value("type"))
            continue;
        ++matches;
        QCOMPARE(properties.keys(), written.keys());
    }
    QCOMPARE(matches, 1);
}

void TestFormatDoc::demoProjectOpens()
{
    const QString path = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    const model::ProjectReadResult r = model::readProjectFile(path);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.project.sprites.size() >= 6);
    // The demo is in the editor's own layout, so saving it unchanged rewrites nothing.
    QCOMPARE(model::serializeProject(r.project, path), read("resources/demo/demo.hitbox.json"));
    const QList<model::ProjectProblem> problems = model::validateProject(r.project);
    for (const model::ProjectProblem &p : problems)
        qWarning("%s: %s", qPrintable(p.where), qPrintable(p.message));
    QVERIFY(problems.isEmpty());
    int concave = 0;
    for (const model::Sprite &s : r.project.sprites) {
        for (const model::Frame &f : s.frames) {
            for (const model::Shape &shape : f.shapes)
                concave += shape.isPolygon() && !collision::isConvex(shape.polygon) ? 1 : 0;
        }
    }
    QVERIFY2(concave >= 2, "the demo should show concave armatures");
}

// The demo's animated character: placed in the preview next to the dummy, the fighter's
// punch meets the dummy's hurtbox on the frames with a hitbox (the active frames) and on
// no other. Checked with plain rectangle arithmetic on the placed boxes.
void TestFormatDoc::demoFighterConnectsOnActiveFramesOnly()
{
    const QString path = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    const model::ProjectReadResult r = model::readProjectFile(path);
    QVERIFY2(r.ok(), qPrintable(r.error));
    const model::PreviewInstance *fighter = nullptr;
    const model::PreviewInstance *dummy = nullptr;
    for (const model::PreviewInstance &instance : r.project.preview.instances) {
        const QString name = r.project.sprites[instance.sprite].name;
        if (name == "fighter")
            fighter = &instance;
        else if (name == "dummy")
            dummy = &instance;
    }
    QVERIFY(fighter && dummy);
    QCOMPARE(fighter->rotation, 0.0);
    QCOMPARE(dummy->rotation, 0.0);
    QCOMPARE(fighter->scale, (collision::Vec2{1, 1}));
    QCOMPARE(dummy->scale, (collision::Vec2{1, 1}));
    const model::Sprite &a = r.project.sprites[fighter->sprite];
    const model::Sprite &b = r.project.sprites[dummy->sprite];
    QCOMPARE(a.animations.size(), 1);
    QCOMPARE(a.animations[0].frames.size(), a.frames.size());
    const auto placed = [](const model::Shape &shape, collision::Vec2 at) {
        return collision::Rect{at.x + shape.box.x, at.y + shape.box.y, shape.box.w, shape.box.h};
    };
    const auto overlap = [](const collision::Rect &p, const collision::Rect &q) {
        return p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
    };
    int active = 0;
    for (const model::Frame &frame : a.frames) {
        bool hasHitbox = false;
        bool hits = false;
        for (const model::Shape &shape : frame.shapes) {
            QVERIFY(shape.isBox());
            hasHitbox = hasHitbox || shape.role == "hitbox";
            for (const model::Shape &target : b.frames[0].shapes) {
                // The demo keeps version 1's meaning (every role meets every role), so the
                // bodies must stay apart for the hitbox alone to decide.
                QVERIFY(target.isBox() && target.role == "hurtbox");
                if (overlap(placed(shape, fighter->position), placed(target, dummy->position))) {
                    QCOMPARE(shape.role, "hitbox");
                    hits = true;
                }
            }
        }
        QCOMPARE(hits, hasHitbox);
        active += hits ? 1 : 0;
    }
    QVERIFY(active > 0 && active < a.frames.size());
}

QTEST_GUILESS_MAIN(TestFormatDoc)
#include "tst_formatdoc.moc"
