// `hitbox-cli import SCENE.tscn -o DOC [--json]` through the real binary: a Godot 4 scene
// becomes a sprite of a new document (read back: shapes placed by the node transforms,
// AnimationPlayer frames, roles with the scene's layers and masks as the matrix), JSON
// output, and the README's exit codes: 1 when the scene has no collision shape, 2 for a
// Godot 3 scene, a broken or hostile scene (naming the file and line), DOC untouched.

#include "clirunner.h"
#include "testfiles.h"

#include "model/io/projectformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using hitbox::testing::readTestFile;
using hitbox::testing::runCli;
using hitbox::testing::writeTestFile;

namespace {

// "hit" (layer 2, mask 4) meets "hurt" (layer 4); the fist is keyed on in "punch".
const QByteArray fighterTscn = R"([gd_scene load_steps=5 format=3]

[sub_resource type="RectangleShape2D" id="box"]
size = Vector2(8, 6)

[sub_resource type="CircleShape2D" id="ball"]
radius = 4.0

[sub_resource type="Animation" id="punch"]
length = 0.5
tracks/0/type = "value"
tracks/0/path = NodePath("hit/Fist:disabled")
tracks/0/keys = {"times": PackedFloat32Array(0, 0.2), "transitions": PackedFloat32Array(1, 1), "update": 1, "values": [true, false]}

[sub_resource type="AnimationLibrary" id="lib"]
_data = {
&"punch": SubResource("punch")
}

[node name="Fighter" type="Node2D"]

[node name="hurt" type="Area2D" parent="."]
collision_layer = 4
collision_mask = 0

[node name="Body" type="CollisionShape2D" parent="hurt"]
position = Vector2(0, -3)
shape = SubResource("box")

[node name="hit" type="Area2D" parent="."]
position = Vector2(10, 0)
rotation = 3.141592653589793
collision_layer = 2
collision_mask = 4

[node name="Fist" type="CollisionShape2D" parent="hit"]
position = Vector2(2, 0)
disabled = true
shape = SubResource("ball")

[node name="AnimationPlayer" type="AnimationPlayer" parent="."]
libraries = {
&"": SubResource("lib")
}
)";

} // namespace

class TestCliImportGodot : public QObject
{
    Q_OBJECT

private slots:
    void importsAScene();
    void failures_data();
    void failures();
};

void TestCliImportGodot::importsAScene()
{
    QTemporaryDir dir;
    const QString scene = writeTestFile(dir.path(), QStringLiteral("fighter.tscn"), fighterTscn);
    const QString doc = dir.filePath(QStringLiteral("game.hitbox.json"));

    const testing::CliRun run
            = runCli({QStringLiteral("import"), scene, QStringLiteral("-o"), doc});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out,
             QDir::toNativeSeparators(scene)
                     + QStringLiteral(": sprite Fighter, 2 frames, 1 animations, 3 shapes\n"));
    QVERIFY2(run.err.contains(QStringLiteral("no Sprite2D picture")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("role \"hit\" added; it collides with \"hurt\" as "
                                             "the file says")),
             qPrintable(run.err));
    const model::ProjectReadResult read = model::readProjectFile(doc);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.project.sprites.size(), 1);
    const model::Sprite &fighter = read.project.sprites.first();
    QCOMPARE(fighter.frames.size(), 2);
    QCOMPARE(fighter.frames[0].durationMs, 200);
    QCOMPARE(fighter.frames[1].durationMs, 300);
    QCOMPARE(fighter.animations.size(), 1);
    QCOMPARE(fighter.animations.first().frames, (QList<int>{0, 1}));
    QCOMPARE(fighter.frames[0].shapes.size(), 1);
    QCOMPARE(fighter.frames[0].shapes.first().box, (collision::Rect{-4, -6, 8, 6}));
    QCOMPARE(fighter.frames[1].shapes.size(), 2);
    // "hit" is turned half round at (10, 0): the fist at (2, 0) in it lands at (8, 0).
    const model::Shape &fist = fighter.frames[1].shapes[1];
    QCOMPARE(fist.role, QStringLiteral("hit"));
    QVERIFY(fist.sensor);
    QVERIFY(std::abs(fist.circle.center.x - 8.0) < 1e-9 && std::abs(fist.circle.center.y) < 1e-9);
    QCOMPARE(fist.circle.radius, 4.0);
    const model::RoleTable &roles = read.project.roles;
    QVERIFY(roles.collide(QStringLiteral("hit"), QStringLiteral("hurt")));
    QVERIFY(roles.collide(QStringLiteral("hurt"), QStringLiteral("hit")));
    QVERIFY(!roles.collide(QStringLiteral("hit"), QStringLiteral("hit")));
    QVERIFY(!roles.collide(QStringLiteral("hurt"), QStringLiteral("hurt")));

    // Again with --json: a second sprite, no role added.
    const testing::CliRun json = runCli(
            {QStringLiteral("import"), scene, QStringLiteral("-o"), doc, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray sprites = o[u"sprites"].toArray();
    QCOMPARE(sprites.size(), 1);
    QCOMPARE(sprites[0][u"sprite"].toString(), QStringLiteral("Fighter 2"));
    QCOMPARE(sprites[0][u"frames"].toInt(), 2);
    QCOMPARE(sprites[0][u"shapes"].toInt(), 3);
    QCOMPARE(sprites[0][u"report"].toArray().size(), 1);
    QCOMPARE(o[u"roles_added"].toArray(), QJsonArray{});
}

void TestCliImportGodot::failures_data()
{
    QTest::addColumn<QByteArray>("scene");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no collision shape")
            << QByteArray("[gd_scene format=3]\n[node name=\"Empty\" type=\"Node2D\"]\n") << 1
            << QStringLiteral("nothing importable");
    QTest::newRow("Godot 3 scene")
            << QByteArray("[gd_scene load_steps=1 format=2]\n[node name=\"Old\" type=\"Node2D\"]\n")
            << 2 << QStringLiteral("scene.tscn: a scene of text format 2");
    QTest::newRow("missing resource")
            << QByteArray("[gd_scene format=3]\n[node name=\"R\" type=\"Area2D\"]\n[node "
                          "name=\"S\" type=\"CollisionShape2D\" parent=\".\"]\nshape = "
                          "SubResource(\"gone\")\n")
            << 2 << QStringLiteral("scene.tscn: line 3: SubResource(\"gone\") names no");
    QTest::newRow("deep nesting")
            << QByteArray("[gd_scene format=3]\n[node name=\"R\" type=\"Node2D\"]\nx = ")
                       + QByteArray(100000, '{')
            << 2 << QStringLiteral("scene.tscn: line 3: values nested deeper than 64");
}

void TestCliImportGodot::failures()
{
    QFETCH(QByteArray, scene);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = writeTestFile(dir.path(), QStringLiteral("scene.tscn"), scene);
    const QByteArray before = R"({"format": "hitbox", "version": 2, "sprites": []})";
    const QString doc = writeTestFile(dir.path(), QStringLiteral("game.hitbox.json"), before);
    const testing::CliRun run = runCli({QStringLiteral("import"), path, QStringLiteral("-o"), doc});
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(readTestFile(doc), before);
}

QTEST_GUILESS_MAIN(TestCliImportGodot)
#include "tst_importgodot.moc"
