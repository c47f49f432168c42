// Importing Godot 4 scenes (core/model/import/godot), beyond single shapes: an
// AnimationPlayer's `disabled` keys as frames and animations, a Sprite2D's texture as the
// picture (in the Godot project or beside the scene), the registry finding scenes by their
// content, and broken and hostile scenes refused naming the file, the line and the problem.

#include "model/import/godot/godotimport.h"
#include "model/import/hitboximport.h"

#include "importedshapes.h"
#include "testfiles.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;

Q_DECLARE_METATYPE(hitbox::collision::Vec2)

namespace {

const QString scenePath = QStringLiteral("/scenes/broken.tscn");

// Two shapes of one Area2D, "Feet" enabled and "Fist" disabled in the scene; "idle" shows
// Feet for 0.1 s then Fist for 0.2 s, "blink" (ping-pong) Feet for 0.25 s and keys a
// Sprite2D's frame too; RESET is the base state, not an animation.
const QByteArray animatedScene = R"([gd_scene load_steps=6 format=3]

[sub_resource type="RectangleShape2D" id="box"]
size = Vector2(10, 4)

[sub_resource type="CircleShape2D" id="ball"]
radius = 3.0

[sub_resource type="Animation" id="reset"]
length = 0.001
tracks/0/type = "value"
tracks/0/path = NodePath("a/Feet:disabled")
tracks/0/keys = {"times": PackedFloat32Array(0), "transitions": PackedFloat32Array(1), "update": 1, "values": [true]}

[sub_resource type="Animation" id="idle"]
length = 0.3
loop_mode = 1
tracks/0/type = "value"
tracks/0/path = NodePath("a/Feet:disabled")
tracks/0/keys = {"times": PackedFloat32Array(0, 0.1), "transitions": PackedFloat32Array(1, 1), "update": 1, "values": [false, true]}
tracks/1/type = "value"
tracks/1/path = NodePath("a/Fist:disabled")
tracks/1/keys = {"times": PackedFloat32Array(0, 0.1), "transitions": PackedFloat32Array(1, 1), "update": 1, "values": [true, false]}

[sub_resource type="Animation" id="blink"]
length = 0.25
loop_mode = 2
tracks/0/type = "value"
tracks/0/path = NodePath("Look:frame")
tracks/0/keys = {"times": PackedFloat32Array(0), "transitions": PackedFloat32Array(1), "update": 1, "values": [2]}

[sub_resource type="AnimationLibrary" id="lib"]
_data = {
&"RESET": SubResource("reset"),
&"blink": SubResource("blink"),
&"idle": SubResource("idle")
}

[node name="Hero" type="Node2D"]

[node name="a" type="Area2D" parent="."]

[node name="Feet" type="CollisionShape2D" parent="a"]
position = Vector2(0, 10)
shape = SubResource("box")

[node name="Fist" type="CollisionShape2D" parent="a"]
position = Vector2(8, 0)
disabled = true
shape = SubResource("ball")

[node name="Look" type="Sprite2D" parent="."]

[node name="Player" type="AnimationPlayer" parent="."]
libraries = {
"": SubResource("lib")
}
)";

Shape named(Shape s, const QString &name)
{
    s.name = name;
    s.sensor = true;
    return s;
}

} // namespace

class TestGodotImportScenes : public QObject
{
    Q_OBJECT

private slots:
    void animationKeysAsFrames_data();
    void animationKeysAsFrames();
    void tooManyMoments();
    void spritePicture_data();
    void spritePicture();
    void registryReadsScenes();
    void brokenScenes_data();
    void brokenScenes();
};

void TestGodotImportScenes::animationKeysAsFrames_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("libraries = {...}") << animatedScene;
    // Recent Godot 4 versions write a player's libraries one line each,
    // `libraries/NAME = ...` (the default library's NAME empty).
    QByteArray lines = animatedScene;
    lines.replace("libraries = {\n\"\": SubResource(\"lib\")\n}",
                  "libraries/ = SubResource(\"lib\")");
    QVERIFY(lines != animatedScene);
    QTest::newRow("libraries/ = ...") << lines;
}

void TestGodotImportScenes::animationKeysAsFrames()
{
    QFETCH(QByteArray, text);
    QString error;
    const std::optional<GodotScene> scene = parseGodotScene(text, scenePath, &error);
    QVERIFY2(scene, qPrintable(error));
    const HitboxImport imported = godotSprite(*scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const Sprite &sprite = imported.sprites.first();
    QCOMPARE(sprite.name, QStringLiteral("Hero"));
    // Frames in the order their shape sets first show: blink's Feet, then idle's Fist.
    QCOMPARE(sprite.frames.size(), 2);
    const Shape feet = named(Shape::makeBox({-5, 8, 10, 4}, "a"), "Feet");
    const Shape fist = named(Shape::makeCircle({{8, 0}, 3}, "a"), "Fist");
    QCOMPARE(testing::shapeListDifference(sprite.frames[0].shapes, {feet}), QString());
    QCOMPARE(testing::shapeListDifference(sprite.frames[1].shapes, {fist}), QString());
    QCOMPARE(sprite.frames[0].durationMs, 250); // blink's, the first to show it
    QCOMPARE(sprite.frames[1].durationMs, 200);
    QCOMPARE(sprite.animations.size(), 2);
    QCOMPARE(sprite.animations[0],
             (Animation{QStringLiteral("blink"), {0}, AnimationDirection::PingPong}));
    QCOMPARE(sprite.animations[1],
             (Animation{QStringLiteral("idle"), {0, 1}, AnimationDirection::Forward}));
    const QString file = scenePath + QStringLiteral(": ");
    QCOMPARE(imported.report,
             (QStringList{file
                                  + "animation \"blink\": 1 tracks key something other than a "
                                    "shape node's `disabled`; not read",
                          file
                                  + "animation \"idle\" shows frame 0 for 100 ms where another "
                                    "shows it for 250 ms; a frame has one duration, the first is "
                                    "kept",
                          file
                                  + "node \"Look\": its texture (none) is not a picture beside the "
                                    "scene or in its Godot project",
                          file
                                  + "the scene has no Sprite2D picture; the frames have none "
                                    "(/scenes/broken.png is expected until one is set)"}));
}

// An animation of 150,000 keys is left out with a report line, quickly (the keys are
// searched, not scanned), and the scene's one frame stays.
void TestGodotImportScenes::tooManyMoments()
{
    QStringList times;
    QStringList values;
    for (int i = 0; i < 150000; ++i) {
        times << QString::number(i * 0.001, 'g', 17);
        values << (i % 2 ? QStringLiteral("true") : QStringLiteral("false"));
    }
    const QByteArray text
            = QStringLiteral(R"([gd_scene format=3]
[sub_resource type="RectangleShape2D" id="b"]
[sub_resource type="Animation" id="many"]
length = 1000.0
tracks/0/type = "value"
tracks/0/path = NodePath("a/S:disabled")
tracks/0/keys = {"times": PackedFloat32Array(%1), "values": [%2]}
[sub_resource type="AnimationLibrary" id="lib"]
_data = {&"many": SubResource("many")}
[node name="R" type="Node2D"]
[node name="a" type="Area2D" parent="."]
[node name="S" type="CollisionShape2D" parent="a"]
shape = SubResource("b")
[node name="P" type="AnimationPlayer" parent="."]
libraries = {&"": SubResource("lib")}
)")
                      .arg(times.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")))
                      .toUtf8();
    QString error;
    const std::optional<GodotScene> scene = parseGodotScene(text, scenePath, &error);
    QVERIFY2(scene, qPrintable(error));
    const HitboxImport imported = godotSprite(*scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sprites.first().frames.size(), 1);
    QCOMPARE(imported.sprites.first().frames.first().shapes.size(), 1);
    QVERIFY(imported.sprites.first().animations.isEmpty());
    QVERIFY2(imported.report.first().contains(
                     QStringLiteral("animation \"many\": 150000 moments; more than this "
                                    "program reads")),
             qPrintable(imported.report.first()));
}

void TestGodotImportScenes::spritePicture_data()
{
    QTest::addColumn<QString>("texture"); // as the scene names it
    QTest::addColumn<QString>("imageAt"); // where the picture is, in the temporary folder
    QTest::addColumn<bool>("project");    // a project.godot at the folder's top
    QTest::addColumn<QByteArray>("more"); // more properties of the Sprite2D
    QTest::addColumn<QString>("picture"); // the sprite's picture, empty: none found
    QTest::addColumn<QRect>("cell");      // the frames' part of it, null: all of it
    QTest::addColumn<Vec2>("pivot");      // the root in the frame's pixels
    // The 40 x 20 picture drawn centred on the Sprite2D at (0, -10) with offset (4, 0): the
    // picture's top-left is at (-16, -20), so the root is at (16, 20) of it.
    QTest::newRow("res:// in the project")
            << "res://art/hero.png"
            << "art/hero.png" << true << QByteArray() << "art/hero.png" << QRect() << Vec2{16, 20};
    QTest::newRow("res:// beside the scene, no project")
            << "res://art/hero.png"
            << "scenes/hero.png" << false << QByteArray() << "scenes/hero.png" << QRect()
            << Vec2{16, 20};
    QTest::newRow("relative to the scene")
            << "../art/hero.png"
            << "art/hero.png" << false << QByteArray() << "art/hero.png" << QRect() << Vec2{16, 20};
    // Cells of 10 x 10; frame 5 is column 1 of row 1, its top-left at (4, -10) - (5, 5).
    QTest::newRow("frame of a grid")
            << "res://art/hero.png"
            << "art/hero.png" << true << QByteArray("hframes = 4\nvframes = 2\nframe = 5\n")
            << "art/hero.png" << QRect(10, 10, 10, 10) << Vec2{1, 15};
    // The region (20, 0) 20 x 20 in 2 x 1 cells of 10 x 20, frame 1; not centred: the
    // cell's top-left at (4, -10).
    QTest::newRow("frame of a region, not centred")
            << "res://art/hero.png"
            << "art/hero.png" << true
            << QByteArray("region_enabled = true\nregion_rect = Rect2(20, 0, 20, 20)\nhframes = "
                          "2\nframe = 1\ncentered = false\n")
            << "art/hero.png" << QRect(30, 0, 10, 20) << Vec2{-4, 10};
    QTest::newRow("missing") << "res://art/gone.png"
                             << "art/hero.png" << true << QByteArray() << "" << QRect() << Vec2{};
}

void TestGodotImportScenes::spritePicture()
{
    QFETCH(QString, texture);
    QFETCH(QString, imageAt);
    QFETCH(bool, project);
    QFETCH(QByteArray, more);
    QFETCH(QString, picture);
    QFETCH(QRect, cell);
    QFETCH(Vec2, pivot);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("scenes")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("art")));
    QImage image(40, 20, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(dir.filePath(imageAt)));
    if (project)
        testing::writeTestFile(dir.path(), QStringLiteral("project.godot"), "config_version=5\n");
    const QString scene = testing::writeTestFile(dir.filePath(QStringLiteral("scenes")),
                                                 QStringLiteral("hero.tscn"),
                                                 QStringLiteral(R"([gd_scene format=3]
[ext_resource type="Texture2D" path="%1" id="1_tex"]
[sub_resource type="RectangleShape2D" id="b"]
[node name="Hero" type="CharacterBody2D"]
[node name="Body" type="CollisionShape2D" parent="."]
shape = SubResource("b")
[node name="Look" type="Sprite2D" parent="."]
position = Vector2(0, -10)
offset = Vector2(4, 0)
texture = ExtResource("1_tex")
)")
                                                                 .arg(texture)
                                                                 .toUtf8()
                                                         + more);
    const HitboxImport imported = importHitboxes(scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const Sprite &sprite = imported.sprites.first();
    QCOMPARE(sprite.frames.first().shapes.size(), 1);
    if (picture.isEmpty()) {
        QCOMPARE(imported.report.size(), 2);
        QVERIFY(imported.report[0].contains(QStringLiteral("its texture res://art/gone.png is not "
                                                           "a picture")));
        QVERIFY(imported.report[1].contains(QStringLiteral("no Sprite2D picture")));
        return;
    }
    QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join(u'\n')));
    QCOMPARE(sprite.imagePath, QDir::cleanPath(dir.filePath(picture)));
    QCOMPARE(sprite.pivot, std::optional<Vec2>(pivot));
    for (const Frame &frame : sprite.frames)
        QCOMPARE(frame.region.rect, cell);
}

void TestGodotImportScenes::registryReadsScenes()
{
    QTemporaryDir dir;
    // By content: a scene named .txt is read, a leading comment and BOM allowed.
    const QString scene = testing::writeTestFile(dir.path(),
                                                 QStringLiteral("level.txt"),
                                                 "\xef\xbb\xbf; saved by hand\n" + animatedScene);
    QVERIFY(readsHitboxes(scene));
    const HitboxImport imported = importHitboxes(scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sprites.first().frames.size(), 2);
    const QString resource = testing::writeTestFile(dir.path(),
                                                    QStringLiteral("shape.tres"),
                                                    "[gd_resource type=\"CircleShape2D\" "
                                                    "format=3]\nradius = 2.0\n");
    QVERIFY(!readsHitboxes(resource));
    QVERIFY(importHitboxes(resource).error.contains(QStringLiteral("a Godot 4 scene, .tscn")));
}

void TestGodotImportScenes::brokenScenes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error"); // after "<file>: "
    const QByteArray head = "[gd_scene format=3]\n";
    const QByteArray root = head + "[node name=\"Root\" type=\"Node2D\"]\n";
    QTest::newRow("not a scene") << QByteArray("hello") << "line 1: expected a [section] header";
    QTest::newRow("no header") << QByteArray("[node name=\"A\" type=\"Node2D\"]\n")
                               << "not a Godot scene (no [gd_scene] header)";
    QTest::newRow("Godot 3") << QByteArray("[gd_scene load_steps=1 format=2]\n")
                             << "a scene of text format 2; this program reads Godot 4's format=3";
    QTest::newRow("no nodes") << head << "the scene has no nodes";
    QTest::newRow("missing sub resource")
            << root
                       + "[node name=\"S\" type=\"CollisionShape2D\" parent=\".\"]\nshape = "
                         "SubResource(\"nope\")\n"
            << "line 3: SubResource(\"nope\") names no [sub_resource] of the file";
    QTest::newRow("missing ext resource")
            << root
                       + "[node name=\"S\" type=\"Sprite2D\" parent=\".\"]\ntexture = "
                         "ExtResource(\"7\")\n"
            << "line 3: ExtResource(\"7\") names no [ext_resource] of the file";
    QTest::newRow("parent missing")
            << root + "[node name=\"A\" type=\"Node2D\" parent=\"Ghost\"]\n"
            << "line 3: node \"A\": its parent \"Ghost\" is not a node declared before it";
    QTest::newRow("parent is itself")
            << root + "[node name=\"A\" type=\"Node2D\" parent=\"A\"]\n"
            << "line 3: node \"A\": its parent \"A\" is not a node declared before it";
    QTest::newRow("parents loop")
            << root
                       + "[node name=\"A\" type=\"Node2D\" parent=\"B\"]\n[node name=\"B\" "
                         "type=\"Node2D\" parent=\"A\"]\n"
            << "line 3: node \"A\": its parent \"B\" is not a node declared before it";
    QTest::newRow("parent climbs out")
            << root + "[node name=\"A\" type=\"Node2D\" parent=\"..\"]\n"
            << "line 3: node \"A\": its parent \"..\" is not a node declared before it";
    QTest::newRow("two roots") << root + "[node name=\"B\" type=\"Node2D\"]\n"
                               << "line 3: node \"B\" has no parent, but the scene already has "
                                  "its root \"Root\"";
    QTest::newRow("same path twice")
            << root
                       + "[node name=\"A\" type=\"Node2D\" parent=\".\"]\n[node name=\"A\" "
                         "type=\"Node2D\" parent=\".\"]\n"
            << "line 4: two nodes at \"A\"";
    QTest::newRow("same id twice")
            << head
                       + "[sub_resource type=\"CircleShape2D\" id=\"c\"]\n[sub_resource "
                         "type=\"CircleShape2D\" id=\"c\"]\n"
            << "line 3: two [sub_resource] sections with the id \"c\"";
    QTest::newRow("deep nesting") << root + "x = " + QByteArray(200, '[')
                                  << "line 3: values nested deeper than 64";
    QTest::newRow("unterminated string") << root + "metadata/a = \"never closed\n"
                                         << "the file ends inside a value";
    QTest::newRow("bad number") << root + "position = Vector2(1.2.3, 0)\n"
                                << "line 3: \"1.2.3\" is not a number";
    QTest::newRow("bad escape") << root + "a = \"\\uZZ\"\n"
                                << "line 3: a \\u escape needs hexadecimal digits";
    QTest::newRow("huge count") << root + "a = [" + QByteArray("0,").repeated(1100000) + "]\n"
                                << "line 3: more than 1048576 array and dictionary entries";
    QTest::newRow("resource without id") << head + "[sub_resource type=\"CircleShape2D\"]\n"
                                         << "line 2: a [sub_resource] "
                                            "without an id";
}

void TestGodotImportScenes::brokenScenes()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    QString got;
    const std::optional<GodotScene> scene = parseGodotScene(text, scenePath, &got);
    QVERIFY(!scene);
    QVERIFY2(got.startsWith(scenePath + QStringLiteral(": ")), qPrintable(got));
    QVERIFY2(got.contains(error), qPrintable(got));
}

QTEST_GUILESS_MAIN(TestGodotImportScenes)
#include "tst_godotimportscenes.moc"
