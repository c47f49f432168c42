// Importing Godot 4 scenes (core/model/import/godot), hand-written: every shape resource
// and node transform (checked against coordinates computed by hand), the collision
// objects' layers and masks as roles and the role matrix (both ways round), and the report
// lines for what a document cannot hold.

#include "model/import/godot/godotimport.h"

#include "importedshapes.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;
using testing::shapeListDifference;

Q_DECLARE_METATYPE(hitbox::model::Shape)

namespace {

const QString scenePath = QStringLiteral("/scenes/hand.tscn");

HitboxImport importText(const QByteArray &text)
{
    QString error;
    const std::optional<GodotScene> scene = parseGodotScene(text, scenePath, &error);
    if (!scene) {
        HitboxImport failed;
        failed.error = error;
        return failed;
    }
    return godotSprite(*scene);
}

Shape shape(Shape s, const QString &name, bool sensor)
{
    s.name = name;
    s.sensor = sensor;
    return s;
}

Shape polygon(std::vector<Vec2> points, const QString &role, const QString &name, bool sensor)
{
    return shape(Shape::makePolygon({std::move(points)}, role), name, sensor);
}

} // namespace

class TestGodotImportShapes : public QObject
{
    Q_OBJECT

private slots:
    void handWrittenShapes_data();
    void handWrittenShapes();
    void capsuleOutline();
    void layersAndMasksAsRoles();
};

void TestGodotImportShapes::handWrittenShapes_data()
{
    QTest::addColumn<QByteArray>("scene");
    QTest::addColumn<QList<Shape>>("shapes"); // of the one frame
    QTest::addColumn<QStringList>("report");  // parts of report lines, in order
    const QByteArray head = "[gd_scene load_steps=2 format=3 uid=\"uid://x\"]\n\n";
    const QString noPicture = QStringLiteral("no Sprite2D picture");

    // Root (its own position ignored) > Body (100, 50), turned 90 degrees, scaled (2, 1) >
    // Area2D "hurt" at (10, 0) > a 4 x 2 rectangle at (5, 5): Body maps x to (0, 2) and y
    // to (-1, 0), so hurt's origin is (100, 70), the rectangle's centre (95, 80) and its
    // corners (95, 80) +- (0, 4) +- (1, 0).
    QTest::newRow("nested transforms, turned rectangle")
            << head + R"([sub_resource type="RectangleShape2D" id="box"]
size = Vector2(4, 2)

[node name="Root" type="Node2D"]
position = Vector2(1000, 1000)

[node name="Body" type="Node2D" parent="."]
position = Vector2(100, 50)
rotation = 1.5707963267948966
scale = Vector2(2, 1)

[node name="hurt" type="Area2D" parent="Body"]
position = Vector2(10, 0)

[node name="Shape" type="CollisionShape2D" parent="Body/hurt"]
position = Vector2(5, 5)
shape = SubResource("box")
)" << QList<Shape>{polygon({{96, 76}, {96, 84}, {94, 84}, {94, 76}}, "hurt", "Shape", true)}
            << QStringList{noPicture};
    // Skew 0.5 maps y to (-sin 0.5, cos 0.5); a body is no sensor.
    const double s = std::sin(0.5);
    const double c = std::cos(0.5);
    QTest::newRow("skewed polygon") << head + R"([node name="Root" type="Node2D"]

[node name="body" type="CharacterBody2D" parent="."]
position = Vector2(1, 2)
skew = 0.5

[node name="Tri" type="CollisionPolygon2D" parent="body"]
polygon = PackedVector2Array(0, 0, 10, 0, 0, 10)
)" << QList<Shape>{polygon({{1, 2}, {11, 2}, {1 - 10 * s, 2 + 10 * c}}, "body", "Tri", false)}
                                    << QStringList{noPicture};
    QTest::newRow("transform matrix, turned circle stays round")
            << head + R"([sub_resource type="CircleShape2D" id="c"]
radius = 3.0

[node name="Root" type="Node2D"]

[node name="a" type="Area2D" parent="."]
transform = Transform2D(0, 1, -1, 0, 20, 30)

[node name="Ball" type="CollisionShape2D" parent="a"]
position = Vector2(2, 0)
shape = SubResource("c")
)" << QList<Shape>{shape(Shape::makeCircle({{20, 32}, 3}, "a"), "Ball", true)}
            << QStringList{noPicture};
    QTest::newRow("uniform scale, default rectangle, Godot 3 extents")
            << head + R"([sub_resource type="CircleShape2D" id="c"]
radius = 5

[sub_resource type="RectangleShape2D" id="plain"]

[sub_resource type="RectangleShape2D" id="old"]
extents = Vector2(3, 4)

[node name="Root" type="Node2D"]

[node name="wall" type="StaticBody2D" parent="."]
scale = Vector2(2, 2)

[node name="Ball" type="CollisionShape2D" parent="wall"]
position = Vector2(1, 1)
shape = SubResource("c")

[node name="Plain" type="CollisionShape2D" parent="wall"]
shape = SubResource("plain")

[node name="Old" type="CollisionShape2D" parent="wall"]
scale = Vector2(0.5, -0.5)
shape = SubResource("old")
)"
            << QList<Shape>{shape(Shape::makeCircle({{2, 2}, 10}, "wall"), "Ball", false),
                            shape(Shape::makeBox({-20, -20, 40, 40}, "wall"), "Plain", false),
                            shape(Shape::makeBox({-3, -4, 6, 8}, "wall"), "Old", false)}
            << QStringList{noPicture};
    QList<Shape> oval;
    {
        std::vector<Vec2> ring;
        for (int i = 0; i < 32; ++i) {
            const double a = 2.0 * std::numbers::pi * i / 32;
            ring.push_back({2 * 5 * std::cos(a), 5 * std::sin(a)});
        }
        oval << polygon(ring, "a", "Oval", true);
    }
    QTest::newRow("circle scaled out of round")
            << head + R"([sub_resource type="CircleShape2D" id="c"]
radius = 5

[node name="Root" type="Node2D"]

[node name="a" type="Area2D" parent="."]
scale = Vector2(2, 1)

[node name="Oval" type="CollisionShape2D" parent="a"]
shape = SubResource("c")
)" << oval
            << QStringList{QStringLiteral("node \"a/Oval\": a circle scaled or skewed out of round "
                                          "is imported as a 32-sided polygon"),
                           noPicture};
    // Segments in no order and either direction join into one outline; two triangles into
    // two; an open chain is refused.
    QTest::newRow("concave segments")
            << head + R"([sub_resource type="ConcavePolygonShape2D" id="square"]
segments = PackedVector2Array(10, 0, 10, 10, 0, 0, 10, 0, 0, 10, 0, 0, 10, 10, 0, 10)

[sub_resource type="ConcavePolygonShape2D" id="two"]
segments = PackedVector2Array(0, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 5, 5, 6, 5, 6, 5, 5, 6, 5, 6, 5, 5)

[sub_resource type="ConcavePolygonShape2D" id="open"]
segments = PackedVector2Array(0, 0, 10, 0, 10, 0, 10, 10)

[node name="Root" type="Node2D"]

[node name="ground" type="StaticBody2D" parent="."]

[node name="Square" type="CollisionShape2D" parent="ground"]
shape = SubResource("square")

[node name="Two" type="CollisionShape2D" parent="ground"]
shape = SubResource("two")

[node name="Open" type="CollisionShape2D" parent="ground"]
shape = SubResource("open")
)"
            << QList<Shape>{polygon({{10, 0}, {10, 10}, {0, 10}, {0, 0}},
                                    "ground",
                                    "Square",
                                    false),
                            polygon({{0, 0}, {1, 0}, {0, 1}}, "ground", "Two", false),
                            polygon({{5, 5}, {6, 5}, {5, 6}}, "ground", "Two", false)}
            << QStringList{QStringLiteral("node \"ground/Two\": its segments join into 2 outlines"),
                           QStringLiteral("node \"ground/Open\": its 2 segments do not join into "
                                          "closed outlines; left out"),
                           noPicture};
    QTest::newRow("convex points, build_mode segments")
            << head + R"([sub_resource type="ConvexPolygonShape2D" id="v"]
points = PackedVector2Array(0, 0, 4, 0, 2, 3)

[node name="Root" type="Node2D"]

[node name="body" type="RigidBody2D" parent="."]

[node name="Convex" type="CollisionShape2D" parent="body"]
shape = SubResource("v")

[node name="Rim" type="CollisionPolygon2D" parent="body"]
build_mode = 1
polygon = PackedVector2Array(0, 0, 8, 0, 8, 8)
)"
            << QList<Shape>{polygon({{0, 0}, {4, 0}, {2, 3}}, "body", "Convex", false),
                            polygon({{0, 0}, {8, 0}, {8, 8}}, "body", "Rim", false)}
            << QStringList{QStringLiteral("node \"body/Rim\": build_mode segments"), noPicture};
    // A plain Node is no CanvasItem: below it the chain of transforms starts again from the
    // canvas, where the root is at (7, 3).
    QTest::newRow("plain Node, disabled, stray and unsupported shapes")
            << head + R"([ext_resource type="Shape2D" path="res://shared.tres" id="1_x"]

[sub_resource type="RectangleShape2D" id="b"]
size = Vector2(2, 2)

[sub_resource type="SegmentShape2D" id="seg"]

[sub_resource type="CircleShape2D" id="huge"]
radius = inf

[node name="Root" type="Node2D"]
position = Vector2(7, 3)

[node name="Offset" type="Node2D" parent="."]
position = Vector2(50, 0)

[node name="Plain" type="Node" parent="Offset"]

[node name="a" type="Area2D" parent="Offset/Plain"]
position = Vector2(1, 1)

[node name="Box" type="CollisionShape2D" parent="Offset/Plain/a"]
shape = SubResource("b")

[node name="Off" type="CollisionShape2D" parent="Offset/Plain/a"]
disabled = true
shape = SubResource("b")

[node name="Line" type="CollisionShape2D" parent="Offset/Plain/a"]
shape = SubResource("seg")

[node name="Shared" type="CollisionShape2D" parent="Offset/Plain/a"]
shape = ExtResource("1_x")

[node name="Huge" type="CollisionShape2D" parent="Offset/Plain/a"]
shape = SubResource("huge")

[node name="Stray" type="CollisionShape2D" parent="Offset"]
shape = SubResource("b")

[node name="Lost" type="Area2D" parent="."]
position = Vector2(nan, 0)

[node name="In" type="CollisionShape2D" parent="Lost"]
shape = SubResource("b")
)" << QList<Shape>{shape(Shape::makeBox({-7, -3, 2, 2}, "a"), "Box", true)}
            << QStringList{QStringLiteral("node \"Lost\": its position, rotation, scale, skew or "
                                          "transform is not a finite value"),
                           QStringLiteral(
                                   "node \"Offset/Plain/a/Line\": a SegmentShape2D has no inside"),
                           QStringLiteral("node \"Offset/Plain/a/Shared\": its shape is in another "
                                          "file (res://shared.tres)"),
                           QStringLiteral("node \"Offset/Plain/a/Huge\": its coordinates are not "
                                          "finite"),
                           QStringLiteral("node \"Offset/Stray\": a CollisionShape2D not directly "
                                          "under an Area2D or physics body"),
                           QStringLiteral("node \"Offset/Plain/a/Off\": disabled in every frame; "
                                          "left out"),
                           noPicture};
}

void TestGodotImportShapes::handWrittenShapes()
{
    QFETCH(QByteArray, scene);
    QFETCH(QList<Shape>, shapes);
    QFETCH(QStringList, report);
    const HitboxImport imported = importText(scene);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sprites.size(), 1);
    const Sprite &sprite = imported.sprites.first();
    QCOMPARE(sprite.frames.size(), 1);
    QVERIFY(sprite.animations.isEmpty());
    const QString difference = shapeListDifference(sprite.frames.first().shapes, shapes);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY2(imported.report.size() == report.size(), qPrintable(imported.report.join(u'\n')));
    for (qsizetype i = 0; i < report.size(); ++i) {
        QVERIFY2(imported.report[i].startsWith(scenePath + QStringLiteral(": ")),
                 qPrintable(imported.report[i]));
        QVERIFY2(imported.report[i].contains(report[i]), qPrintable(imported.report[i]));
    }
}

// Godot's capsule: radius 2, height 10 (caps included): 26 points, each on the outline
// (2 from the segment (0, -3)-(0, 3)), spanning exactly the capsule's bounds.
void TestGodotImportShapes::capsuleOutline()
{
    const HitboxImport imported = importText(R"([gd_scene format=3]
[sub_resource type="CapsuleShape2D" id="cap"]
radius = 2.0
height = 10.0
[node name="Root" type="Node2D"]
[node name="a" type="Area2D" parent="."]
position = Vector2(100, 0)
[node name="Pill" type="CollisionShape2D" parent="a"]
shape = SubResource("cap")
)");
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const QList<Shape> &shapes = imported.sprites.first().frames.first().shapes;
    QCOMPARE(shapes.size(), 1);
    QVERIFY(shapes.first().isPolygon());
    const std::vector<Vec2> &points = shapes.first().polygon.points;
    QCOMPARE(points.size(), std::size_t(26));
    double minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9;
    for (const Vec2 p : points) {
        const double dy = std::max(0.0, std::abs(p.y) - 3.0);
        QVERIFY2(testing::nearlyEqual(std::hypot(p.x - 100.0, dy), 2.0),
                 qPrintable(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y)));
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    QVERIFY(testing::nearlyEqual(minX, 98) && testing::nearlyEqual(maxX, 102));
    QVERIFY(testing::nearlyEqual(minY, -5) && testing::nearlyEqual(maxY, 5));
    QVERIFY(imported.report.first().contains(
            QStringLiteral("a capsule is imported as a 26-sided")));
}

// Area2D "hit" (layer 2, mask 4) detects "hurt" (layer 4, mask 0); "wall" keeps Godot's
// default layer 1 and mask 1 and meets itself only. Areas are sensors, bodies not.
void TestGodotImportShapes::layersAndMasksAsRoles()
{
    const HitboxImport imported = importText(R"([gd_scene format=3]
[sub_resource type="RectangleShape2D" id="b"]
[node name="Root" type="Node2D"]
[node name="hit" type="Area2D" parent="."]
collision_layer = 2
collision_mask = 4
[node name="A" type="CollisionShape2D" parent="hit"]
shape = SubResource("b")
[node name="hurt" type="Area2D" parent="."]
collision_layer = 4
collision_mask = 0
[node name="B" type="CollisionShape2D" parent="hurt"]
shape = SubResource("b")
[node name="wall" type="StaticBody2D" parent="."]
[node name="C" type="CollisionShape2D" parent="wall"]
shape = SubResource("b")
[node name="more" type="Node2D" parent="."]
[node name="hit" type="Area2D" parent="more"]
collision_layer = 1
[node name="D" type="CollisionShape2D" parent="more/hit"]
shape = SubResource("b")
)");
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QStringList names;
    for (const Role &r : imported.roles.roles)
        names << r.name;
    QCOMPARE(names, (QStringList{"hit", "hurt", "wall"}));
    const RoleTable &roles = imported.roles;
    const QStringList all{"hit", "hurt", "wall"};
    const QSet<QPair<QString, QString>> colliding{
            {"hit", "hurt"}, {"hurt", "hit"}, {"wall", "wall"}};
    for (const QString &a : all) {
        for (const QString &b : all)
            QCOMPARE(roles.collide(a, b), colliding.contains({a, b}));
    }
    const QList<Shape> &shapes = imported.sprites.first().frames.first().shapes;
    QCOMPARE(shapes.size(), 4);
    QCOMPARE(shapes[0].sensor, true);
    QCOMPARE(shapes[2].sensor, false);
    QCOMPARE(shapes[3].role, QStringLiteral("hit"));
    QVERIFY2(imported.report.first().contains(
                     QStringLiteral("node \"more/hit\": another collision object of role \"hit\" "
                                    "has other layers or mask; the first one's are kept")),
             qPrintable(imported.report.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestGodotImportShapes)
#include "tst_godotimportshapes.moc"
