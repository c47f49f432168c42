// Importing Godot 4 scenes (core/model/import/godot): random documents (boxes, circles,
// concave polygons, several frames, animations in every direction, off-centre pivots,
// sensors, several roles, awkward names, custom properties of every type) through our
// Godot export and back give the same sprite, restricted to what a scene carries (named in
// expectedSprite), within the text's precision; metadata a document cannot hold is a
// report line.

#include "model/document/animationplayback.h"
#include "model/document/project.h"
#include "model/evaluate/projectvalidation.h"
#include "model/export/exporter.h"
#include "model/import/godot/godotimport.h"

#include "importedshapes.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;
using testing::propertiesDifference;
using testing::shapeListDifference;

namespace {

double between(QRandomGenerator &random, double lowest, double highest)
{
    return lowest + random.bounded(highest - lowest);
}

// A simple polygon: points round a centre at increasing angles, concave when the radii
// differ.
collision::Polygon randomPolygon(QRandomGenerator &random)
{
    const int n = 3 + int(random.bounded(6));
    const Vec2 centre{between(random, -40.0, 40.0), between(random, -40.0, 40.0)};
    collision::Polygon p;
    for (int i = 0; i < n; ++i) {
        const double a = 2.0 * std::numbers::pi * (i + random.bounded(0.8)) / n;
        const double r = between(random, 3.0, 25.0);
        p.points.push_back({centre.x + r * std::cos(a), centre.y + r * std::sin(a)});
    }
    return p;
}

// None, or some of every type (Godot metadata names: identifiers).
Properties randomProperties(QRandomGenerator &random)
{
    if (random.bounded(3) == 0)
        return {};
    const auto channel = [&] { return int(random.bounded(256)); };
    Properties all{{QStringLiteral("label"), QStringLiteral("hit \"%1\"\n").arg(random.bounded(9))},
                   {QStringLiteral("damage"), int(random.bounded(2000)) - 1000},
                   {QStringLiteral("knockback"), random.bounded(400) / 8.0},
                   {QStringLiteral("whole"), 2.0}, // a float that looks like an int
                   {QStringLiteral("launcher"), random.bounded(2) == 0},
                   {QStringLiteral("tint"), QColor(channel(), channel(), channel(), channel())},
                   {QStringLiteral("big"), std::numeric_limits<int>::min()}};
    std::shuffle(all.begin(), all.end(), random);
    all.resize(1 + random.bounded(int(all.size())));
    return all;
}

Shape randomShape(QRandomGenerator &random, const QStringList &roles)
{
    const QString role = roles[int(random.bounded(int(roles.size())))];
    Shape s;
    switch (random.bounded(3)) {
    case 0:
        s = Shape::makeBox({between(random, -50.0, 50.0),
                            between(random, -50.0, 50.0),
                            between(random, 0.5, 30.0),
                            between(random, 0.5, 30.0)},
                           role);
        break;
    case 1:
        s = Shape::makeCircle({{between(random, -50.0, 50.0), between(random, -50.0, 50.0)},
                               between(random, 0.5, 20.0)},
                              role);
        break;
    default:
        s = Shape::makePolygon(randomPolygon(random), role);
    }
    // Some shapes unnamed (they come back with their shown name), some with awkward names.
    const int naming = int(random.bounded(3));
    s.name = naming == 0   ? QString()
             : naming == 1 ? QStringLiteral("fist %1").arg(random.bounded(100))
                           : QStringLiteral("a/b.c:\"%1\"").arg(random.bounded(100));
    s.sensor = random.bounded(4) == 0;
    s.properties = randomProperties(random);
    return s;
}

// A frame list without a frame twice in a row, so every step shows other shapes than
// the one before it.
QList<int> randomFrameList(QRandomGenerator &random, int frameCount)
{
    QList<int> frames;
    const int n = 1 + int(random.bounded(5));
    for (int i = 0; i < n; ++i) {
        int f = int(random.bounded(frameCount));
        if (!frames.isEmpty() && f == frames.last())
            f = (f + 1) % frameCount;
        if (frames.isEmpty() || f != frames.last())
            frames << f;
    }
    return frames;
}

Project randomProject(quint32 seed, int frameCount)
{
    QRandomGenerator random(seed);
    Project project;
    project.roles = RoleTable::defaults();
    QStringList roles;
    for (const Role &r : std::as_const(project.roles.roles))
        roles << r.name;
    Sprite sprite;
    sprite.name = QStringLiteral("hero %1").arg(seed);
    sprite.imagePath = QStringLiteral("/art/hero.png");
    sprite.pivot = Vec2{between(random, 0.0, 64.0), between(random, 0.0, 64.0)};
    sprite.frames.clear();
    for (int f = 0; f < frameCount; ++f) {
        Frame frame;
        frame.durationMs = 10 * (1 + int(random.bounded(50)));
        const int shapes = 1 + int(random.bounded(4));
        for (int k = 0; k < shapes; ++k)
            frame.shapes << randomShape(random, roles);
        if (random.bounded(3) == 0)
            frame.pivot = Vec2{between(random, 0.0, 64.0), between(random, 0.0, 64.0)};
        frame.properties = randomProperties(random);
        sprite.frames << frame;
    }
    const AnimationDirection directions[] = {
            AnimationDirection::Forward, AnimationDirection::Reverse, AnimationDirection::PingPong};
    const int animations = frameCount > 1 ? int(random.bounded(4)) : 0;
    for (int a = 0; a < animations; ++a)
        sprite.animations << Animation{QStringLiteral("move %1").arg(a),
                                       randomFrameList(random, frameCount),
                                       directions[a % 3],
                                       random.bounded(3) != 0,
                                       randomProperties(random)};
    sprite.properties = randomProperties(random);
    project.sprites << sprite;
    return project;
}

// The sprite the import of `project`'s export should give: what a Godot scene carries.
Sprite expectedSprite(const Project &project)
{
    const Sprite &doc = project.sprites.first();
    Sprite want;
    want.name = doc.name;
    // Custom properties: the sprite's (the root's metadata), each shape's (its node's), each
    // frame's (the root's hitbox_frame_properties) and each animation's (its resource's).
    want.properties = doc.properties;
    want.frames.clear();
    QList<Animation> animations;
    // Animations play their frames as listed (directions written out); a document without
    // animations gets "default" over every frame.
    const int count = std::max<int>(1, int(doc.animations.size()));
    for (int a = 0; doc.frames.size() > 1 && a < count; ++a) {
        const QString name
                = doc.animations.isEmpty() ? QStringLiteral("default") : doc.animations[a].name;
        // An animation plays once when the document's does (loop_mode left out, Godot's
        // default); "default" loops.
        const bool own = !doc.animations.isEmpty();
        animations << Animation{name,
                                playSequence(doc, own ? a : -1),
                                {},
                                !own || doc.animations[a].loop,
                                own ? doc.animations[a].properties : Properties{}};
    }
    QSet<int> shown;
    for (const Animation &a : std::as_const(animations))
        shown.unite(QSet<int>(a.frames.begin(), a.frames.end()));
    for (int f = 0; f < doc.frames.size(); ++f) {
        Frame frame;
        // Durations only as the animations' key times; the pivot's place in the picture
        // not at all (no picture), the shapes relative to it are.
        if (shown.contains(f))
            frame.durationMs = doc.frames[f].durationMs;
        frame.properties = doc.frames[f].properties;
        // Shapes grouped by role (one Area2D each) in the role table's order; unnamed
        // shapes named as shown.
        QList<Shape> shapes;
        for (int k = 0; k < doc.frames[f].shapes.size(); ++k) {
            Shape s = doc.frames[f].shapes[k];
            s.name = shapeDisplayName(doc.frames[f].shapes, k);
            shapes << s;
        }
        std::stable_sort(shapes.begin(), shapes.end(), [&](const Shape &a, const Shape &b) {
            return project.roles.indexOf(a.role) < project.roles.indexOf(b.role);
        });
        frame.shapes = shapes;
        want.frames << frame;
    }
    want.animations = animations;
    return want;
}

} // namespace

class TestGodotImport : public QObject
{
    Q_OBJECT

private slots:
    void roundTripThroughOurExport_data();
    void roundTripThroughOurExport();
    void metadataOfEveryKind();
    void framesAndAnimations();
    void frameNumbersMissing();
};

void TestGodotImport::roundTripThroughOurExport_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("frames");
    for (quint32 seed = 1; seed <= 12; ++seed)
        QTest::addRow("seed %u, %d frames", seed, int(seed % 4) + 1) << seed << int(seed % 4) + 1;
    QTest::addRow("seed 99, 9 frames") << quint32(99) << 9;
}

void TestGodotImport::roundTripThroughOurExport()
{
    QFETCH(quint32, seed);
    QFETCH(int, frames);
    const Project project = randomProject(seed, frames);
    ExportSource source;
    source.project = &project;
    source.outputPath = QStringLiteral("/out");
    source.imageSize = [](const QString &) { return QSize(64, 64); };
    ExportOptions options;
    options.format = ExportFormat::Godot;
    const ExportPlan plan = exporterFor(ExportFormat::Godot)->plan(source, options);
    QVERIFY2(plan.ok(), qPrintable(plan.problems.value(0).reason));
    QCOMPARE(plan.files.size(), 1);

    QString error;
    const std::optional<GodotScene> scene = parseGodotScene(
            plan.files.first().contents, QStringLiteral("/out/hero.tscn"), &error);
    QVERIFY2(scene, qPrintable(error));
    const HitboxImport imported = godotSprite(*scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    // The one thing reported: a scene of ours has no picture.
    QCOMPARE(imported.report.size(), 1);
    QVERIFY2(imported.report.first().contains(QStringLiteral("no Sprite2D picture")),
             qPrintable(imported.report.first()));
    const Sprite &got = imported.sprites.first();
    const Sprite want = expectedSprite(project);
    QCOMPARE(got.name, want.name);
    QCOMPARE(got.frames.size(), want.frames.size());
    for (qsizetype f = 0; f < want.frames.size(); ++f) {
        QCOMPARE(got.frames[f].durationMs, want.frames[f].durationMs);
        const QString difference = shapeListDifference(got.frames[f].shapes, want.frames[f].shapes);
        QVERIFY2(difference.isEmpty(),
                 qPrintable(QStringLiteral("frame %1\n").arg(f) + difference));
        const QString fp
                = propertiesDifference(got.frames[f].properties, want.frames[f].properties);
        QVERIFY2(fp.isEmpty(), qPrintable(QStringLiteral("frame %1: ").arg(f) + fp));
        for (qsizetype k = 0; k < want.frames[f].shapes.size(); ++k) {
            const QString p = propertiesDifference(got.frames[f].shapes[k].properties,
                                                   want.frames[f].shapes[k].properties);
            QVERIFY2(p.isEmpty(),
                     qPrintable(QStringLiteral("frame %1 shape %2: ").arg(f).arg(k) + p));
        }
    }
    QCOMPARE(got.animations.size(), want.animations.size());
    for (qsizetype a = 0; a < want.animations.size(); ++a) {
        const Animation &g = got.animations[a];
        const Animation &w = want.animations[a];
        QCOMPARE(g.name, w.name);
        QCOMPARE(g.frames, w.frames);
        QCOMPARE(g.direction, w.direction);
        QCOMPARE(g.loop, w.loop);
        const QString ap = propertiesDifference(g.properties, w.properties);
        QVERIFY2(ap.isEmpty(), qPrintable(QStringLiteral("animation %1: ").arg(a) + ap));
    }
    const QString p = propertiesDifference(got.properties, want.properties);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    // The role matrix of the roles used, both ways round.
    for (const Role &a : std::as_const(imported.roles.roles)) {
        QVERIFY(project.roles.indexOf(a.name).has_value());
        for (const Role &b : std::as_const(imported.roles.roles)) {
            QCOMPARE(imported.roles.collide(a.name, b.name), project.roles.collide(a.name, b.name));
            QCOMPARE(imported.roles.collide(b.name, a.name), project.roles.collide(a.name, b.name));
        }
    }
}

// A scene written by hand: metadata of the types a document holds become properties
// (an int stays an int, 2.0 a number, a colour's channels rounded to bytes), the export's
// own metadata stays ours, and every other value is a report line naming node and key.
void TestGodotImport::metadataOfEveryKind()
{
    const QByteArray tscn = R"([gd_scene format=3]

[sub_resource type="RectangleShape2D" id="r"]
size = Vector2(4, 4)

[node name="Root" type="Node2D"]
metadata/hitbox_sprite = "hero"
metadata/team = &"red"
metadata/where = Vector2(1, 2)

[node name="hitbox" type="Area2D" parent="."]

[node name="fist" type="CollisionShape2D" parent="hitbox"]
shape = SubResource("r")
metadata/hitbox_sensor = true
metadata/damage = -12
metadata/knock = 2.0
metadata/tint = Color(1, 0, 0.2, 0.5)
metadata/opaque = Color(0, 1, 0)
metadata/huge = 4294967296
metadata/hdr = Color(2, 0, 0, 1)
metadata/nan = nan
metadata/list = [1, 2]
metadata/launcher = false
)";
    QString error;
    const std::optional<GodotScene> scene
            = parseGodotScene(tscn, QStringLiteral("/out/hero.tscn"), &error);
    QVERIFY2(scene, qPrintable(error));
    const HitboxImport imported = godotSprite(*scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const Sprite &got = imported.sprites.first();
    QCOMPARE(got.name, QStringLiteral("hero"));
    QVERIFY(got.properties == (Properties{{QStringLiteral("team"), QStringLiteral("red")}}));
    const Shape &fist = got.frames.first().shapes.first();
    QVERIFY(fist.sensor);
    const Properties want{{QStringLiteral("damage"), -12},
                          {QStringLiteral("knock"), 2.0},
                          {QStringLiteral("tint"), QColor(255, 0, 51, 128)},
                          {QStringLiteral("opaque"), QColor(0, 255, 0, 255)},
                          {QStringLiteral("launcher"), false}};
    QVERIFY2(propertiesDifference(fist.properties, want).isEmpty(),
             qPrintable(propertiesDifference(fist.properties, want)));
    const QString shown = QDir::toNativeSeparators(QStringLiteral("/out/hero.tscn: "));
    const QString other = QStringLiteral(
            "a value other than a String, int, float, bool or Color, which a document cannot hold");
    QStringList report{
            shown
                    + QStringLiteral("node \"hitbox/fist\": metadata/huge: an int beyond 32 bits, "
                                     "which a document cannot hold; left out"),
            shown
                    + QStringLiteral("node \"hitbox/fist\": metadata/hdr: a colour with a channel "
                                     "outside 0 to 1; left out"),
            shown
                    + QStringLiteral("node \"hitbox/fist\": metadata/nan: a number that is not "
                                     "finite; left out"),
            shown + QStringLiteral("node \"hitbox/fist\": metadata/list: %1; left out").arg(other),
            shown + QStringLiteral("node \".\": metadata/where: %1; left out").arg(other)};
    QStringList gotReport = imported.report;
    gotReport.removeIf([](const QString &line) { return line.contains(u"no Sprite2D picture"); });
    QCOMPARE(gotReport, report);
}

// Our export's frame properties (the root's hitbox_frame_properties, by frame) and an
// Animation resource's metadata come back; what a document cannot hold is a report line
// naming the entry. loop_mode 1 loops; without it (Godot's default) the animation plays
// once.
void TestGodotImport::framesAndAnimations()
{
    const QByteArray tscn = R"([gd_scene format=3]

[sub_resource type="RectangleShape2D" id="r"]
size = Vector2(4, 4)

[sub_resource type="Animation" id="a0"]
resource_name = "jab"
length = 0.3
metadata/startup = 4
metadata/where = Vector2(1, 2)
tracks/0/type = "value"
tracks/0/path = NodePath("hitbox/f0:disabled")
tracks/0/keys = {
"times": PackedFloat32Array(0, 0.1),
"transitions": PackedFloat32Array(1, 1),
"update": 1,
"values": [false, true]
}
tracks/1/type = "value"
tracks/1/path = NodePath("hitbox/f1:disabled")
tracks/1/keys = {
"times": PackedFloat32Array(0, 0.1, 0.2),
"transitions": PackedFloat32Array(1, 1, 1),
"update": 1,
"values": [true, false, true]
}
tracks/2/type = "value"
tracks/2/path = NodePath("hitbox/f2:disabled")
tracks/2/keys = {
"times": PackedFloat32Array(0, 0.2),
"transitions": PackedFloat32Array(1, 1),
"update": 1,
"values": [true, false]
}

[sub_resource type="Animation" id="a1"]
resource_name = "idle"
length = 0.1
loop_mode = 1
tracks/0/type = "value"
tracks/0/path = NodePath("hitbox/f0:disabled")
tracks/0/keys = {
"times": PackedFloat32Array(0),
"transitions": PackedFloat32Array(1),
"update": 1,
"values": [false]
}

[sub_resource type="AnimationLibrary" id="lib"]
_data = {
&"jab": SubResource("a0"),
&"idle": SubResource("a1")
}

[node name="Root" type="Node2D"]
metadata/hitbox_frame_properties = {0: {"damage": 12, "spark": Color(1, 0, 0, 1)}, 2: {"bad": Vector2(1, 1), "ok": true}, "x": {}, 1: 5}

[node name="hitbox" type="Area2D" parent="."]

[node name="f0" type="CollisionShape2D" parent="hitbox"]
shape = SubResource("r")
metadata/hitbox_frame = 0

[node name="f1" type="CollisionShape2D" parent="hitbox"]
shape = SubResource("r")
disabled = true
metadata/hitbox_frame = 1

[node name="f2" type="CollisionShape2D" parent="hitbox"]
shape = SubResource("r")
disabled = true
metadata/hitbox_frame = 2

[node name="AnimationPlayer" type="AnimationPlayer" parent="."]
libraries = {
&"": SubResource("lib")
}
)";
    QString error;
    const std::optional<GodotScene> scene
            = parseGodotScene(tscn, QStringLiteral("/out/hero.tscn"), &error);
    QVERIFY2(scene, qPrintable(error));
    const HitboxImport imported = godotSprite(*scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const Sprite &got = imported.sprites.first();
    QCOMPARE(got.frames.size(), 3);
    const Properties frame0{{QStringLiteral("damage"), 12},
                            {QStringLiteral("spark"), QColor(255, 0, 0, 255)}};
    QVERIFY2(propertiesDifference(got.frames[0].properties, frame0).isEmpty(),
             qPrintable(propertiesDifference(got.frames[0].properties, frame0)));
    QVERIFY(got.frames[1].properties.isEmpty());
    QVERIFY(got.frames[2].properties == (Properties{{QStringLiteral("ok"), true}}));
    QCOMPARE(got.animations.size(), 2);
    QCOMPARE(got.animations[0].name, QStringLiteral("jab"));
    QCOMPARE(got.animations[0].frames, (QList<int>{0, 1, 2}));
    QCOMPARE(got.animations[0].loop, false);
    QVERIFY(got.animations[0].properties == (Properties{{QStringLiteral("startup"), 4}}));
    QCOMPARE(got.animations[1].name, QStringLiteral("idle"));
    QCOMPARE(got.animations[1].loop, true);
    QVERIFY(got.animations[1].properties.isEmpty());

    const QString shown = QDir::toNativeSeparators(QStringLiteral("/out/hero.tscn: "));
    const QString other = QStringLiteral(
            "a value other than a String, int, float, bool or Color, which a document cannot hold");
    const QString frames = shown + QStringLiteral("node \".\": metadata/hitbox_frame_properties");
    const QStringList report{
            shown + QStringLiteral("animation \"jab\": metadata/where: %1; left out").arg(other),
            frames + QStringLiteral("[2]: bad: %1; left out").arg(other),
            frames + QStringLiteral(": a key that is not a frame number; left out"),
            frames + QStringLiteral("[1]: not a Dictionary of properties; left out")};
    QStringList gotReport = imported.report;
    gotReport.removeIf([](const QString &line) { return line.contains(u"no Sprite2D picture"); });
    QCOMPARE(gotReport, report);
}

// Frame properties need the frames' numbers: a scene whose shapes carry none, and which has
// frames from its animations, reports them instead of guessing.
void TestGodotImport::frameNumbersMissing()
{
    const QByteArray tscn = R"([gd_scene format=3]

[sub_resource type="RectangleShape2D" id="r"]
size = Vector2(4, 4)

[sub_resource type="Animation" id="a0"]
resource_name = "blink"
length = 0.2
loop_mode = 1
tracks/0/type = "value"
tracks/0/path = NodePath("hitbox/f0:disabled")
tracks/0/keys = {
"times": PackedFloat32Array(0, 0.1),
"transitions": PackedFloat32Array(1, 1),
"update": 1,
"values": [false, true]
}

[sub_resource type="AnimationLibrary" id="lib"]
_data = {
&"blink": SubResource("a0")
}

[node name="Root" type="Node2D"]
metadata/hitbox_frame_properties = {0: {"damage": 12}}

[node name="hitbox" type="Area2D" parent="."]

[node name="f0" type="CollisionShape2D" parent="hitbox"]
shape = SubResource("r")

[node name="AnimationPlayer" type="AnimationPlayer" parent="."]
libraries = {
&"": SubResource("lib")
}
)";
    QString error;
    const std::optional<GodotScene> scene
            = parseGodotScene(tscn, QStringLiteral("/out/blink.tscn"), &error);
    QVERIFY2(scene, qPrintable(error));
    const HitboxImport imported = godotSprite(*scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    for (const Frame &f : imported.sprites.first().frames)
        QVERIFY(f.properties.isEmpty());
    const QString line = QDir::toNativeSeparators(QStringLiteral("/out/blink.tscn: "))
                         + QStringLiteral("node \".\": metadata/hitbox_frame_properties: its "
                                          "shape nodes carry no hitbox_frame; left out");
    QVERIFY2(imported.report.contains(line), qPrintable(imported.report.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestGodotImport)
#include "tst_godotimport.moc"
