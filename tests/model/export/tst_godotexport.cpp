// The Godot 4 exporter (model/export/godotexporter.h): golden scenes, and every scene read
// back by an independent .tscn reader (tests/common/tscnreader.h) and checked against the
// document: node per shape, geometry relative to the pivot, roles as Area2D layers, names
// sanitised and unique, holes as convex pieces, mirrored copies, per-frame AnimationPlayer
// tracks, and the limits (32 layers, self-intersecting polygons) refused before writing.

#include "model/document/project.h"
#include "model/export/exporter.h"

#include "tscnreader.h"

#include <QtTest>

#include <cmath>

using namespace hitbox;
using model::Shape;

Q_DECLARE_METATYPE(hitbox::model::Project)
Q_DECLARE_METATYPE(hitbox::model::Shape)

namespace {

collision::Polygon poly(std::initializer_list<collision::Vec2> points)
{
    return collision::Polygon{std::vector<collision::Vec2>(points)};
}

model::Frame frameWith(QList<Shape> shapes, int durationMs = 100)
{
    model::Frame f;
    f.shapes = std::move(shapes);
    f.durationMs = durationMs;
    return f;
}

model::Sprite spriteWith(const QString &name, QList<model::Frame> frames)
{
    model::Sprite s;
    s.name = name;
    s.imagePath = QStringLiteral("/images/%1.png").arg(name);
    s.frames = std::move(frames);
    return s;
}

model::ExportPlan exportGodot(const model::Project &project,
                              const model::ExportOptions &options = {})
{
    model::ExportSource source;
    source.project = &project;
    source.outputPath = QStringLiteral("/out");
    source.imageSize = [](const QString &) { return QSize(64, 48); };
    const model::Exporter *exporter = model::exporterFor(model::ExportFormat::Godot);
    if (!exporter || !exporter->writesFolder() || exporter->fileSuffix() != u"tscn")
        return {{}, {{{}, QStringLiteral("no Godot exporter")}}, 0, 0};
    return exporter->plan(source, options);
}

QList<tscn::Section> sectionsOf(const model::ExportPlan &plan, int file = 0)
{
    const auto sections = tscn::parse(QString::fromUtf8(plan.files.value(file).contents));
    return sections.value_or(QList<tscn::Section>());
}

QList<tscn::Section> nodes(const QList<tscn::Section> &sections)
{
    QList<tscn::Section> out;
    for (const tscn::Section &s : sections) {
        if (s.kind == u"node")
            out.append(s);
    }
    return out;
}

const tscn::Section *subResource(const QList<tscn::Section> &sections, const QString &id)
{
    for (const tscn::Section &s : sections) {
        if (s.kind == u"sub_resource" && tscn::unquote(s.attributes.value("id")) == id)
            return &s;
    }
    return nullptr;
}

QString attr(const tscn::Section &s, const char *key)
{
    return tscn::unquote(s.attributes.value(QString::fromLatin1(key)));
}

/// The node names under `parent`, in file order.
QStringList childNames(const QList<tscn::Section> &sections, const QString &parent)
{
    QStringList out;
    for (const tscn::Section &n : nodes(sections)) {
        if (attr(n, "parent") == parent)
            out << attr(n, "name");
    }
    return out;
}

double polygonArea(const QList<QPointF> &p)
{
    double twice = 0.0;
    for (qsizetype i = 0; i < p.size(); ++i) {
        const QPointF a = p[i];
        const QPointF b = p[(i + 1) % p.size()];
        twice += a.x() * b.y() - b.x() * a.y();
    }
    return twice / 2.0;
}

double polygonArea(const collision::Polygon &p)
{
    QList<QPointF> q;
    for (const collision::Vec2 v : p.points)
        q.append({v.x, v.y});
    return polygonArea(q);
}

bool isConvexLoop(const QList<QPointF> &p)
{
    int sign = 0;
    for (qsizetype i = 0; i < p.size(); ++i) {
        const QPointF a = p[i];
        const QPointF b = p[(i + 1) % p.size()];
        const QPointF c = p[(i + 2) % p.size()];
        const double cross = (b.x() - a.x()) * (c.y() - b.y()) - (b.y() - a.y()) * (c.x() - b.x());
        const int s = cross > 0 ? 1 : (cross < 0 ? -1 : 0);
        if (s != 0 && sign != 0 && s != sign)
            return false;
        if (s != 0)
            sign = s;
    }
    return sign != 0;
}

/// The value of `disabled` a discrete track gives at `time`: the last key at or before it.
std::optional<bool> trackValueAt(const QString &keysRaw, double time)
{
    const auto entries = tscn::dictionary(keysRaw);
    QList<double> times;
    QStringList values;
    for (const auto &[key, value] : entries) {
        if (key == u"times")
            times = tscn::numbers(value, QStringLiteral("PackedFloat32Array")).value_or(times);
        else if (key == u"values")
            values = value.mid(1, value.size() - 2).split(QStringLiteral(", "));
        else if (key == u"update" && value != u"1")
            return std::nullopt; // not discrete
    }
    if (times.size() != values.size() || times.isEmpty() || times.first() != 0.0)
        return std::nullopt;
    qsizetype k = 0;
    while (k + 1 < times.size() && times[k + 1] <= time + 1e-6)
        ++k;
    return values[k] == u"true";
}

/// The document shapes a scene should hold, checked node by node: each document shape of
/// each frame has its node(s) under its role's Area2D with the geometry of the document.
void checkSceneAgainstSprite(const QList<tscn::Section> &sections,
                             const model::Project &project,
                             const model::Sprite &sprite,
                             bool mirrored)
{
    const QList<tscn::Section> all = nodes(sections);
    QVERIFY(!all.isEmpty());
    QCOMPARE(attr(all.first(), "type"), QStringLiteral("Node2D"));
    QVERIFY(!all.first().attributes.contains("parent"));
    const bool animated = sprite.frames.size() > 1;
    QHash<QString, QString> areaOfRole;
    for (const tscn::Section &n : all) {
        if (attr(n, "type") != u"Area2D")
            continue;
        QCOMPARE(attr(n, "parent"), QStringLiteral("."));
        const QString role = tscn::unquote(n.property("metadata/hitbox_role"));
        QCOMPARE(n.attributes.value("groups"), QStringLiteral("[\"%1\"]").arg(role));
        const collision::ShapeFilter filter = project.roles.filter(role);
        QCOMPARE(n.property("collision_layer").toULongLong(), filter.category & 0xffffffffu);
        QCOMPARE(n.property("collision_mask").toULongLong(), filter.mask & 0xffffffffu);
        areaOfRole.insert(role, attr(n, "name"));
    }
    int matched = 0;
    for (int f = 0; f < sprite.frames.size(); ++f) {
        const model::Frame &frame = sprite.frames[f];
        int kindCount[3] = {0, 0, 0};
        for (const Shape &documentShape : frame.shapes) {
            const int kindNumber = ++kindCount[int(documentShape.kind)];
            Shape shape = documentShape;
            const double sx = mirrored ? -1.0 : 1.0;
            const QString displayName = !shape.name.isEmpty()
                                                ? shape.name
                                                : QStringLiteral("%1 %2")
                                                          .arg(shape.isBox()      ? "Box"
                                                               : shape.isCircle() ? "Circle"
                                                                                  : "Polygon")
                                                          .arg(kindNumber);
            // The nodes of this shape: same frame, same display name.
            QList<tscn::Section> mine;
            for (const tscn::Section &n : all) {
                if (tscn::unquote(n.property("metadata/hitbox_shape")) == displayName
                    && (!animated || n.property("metadata/hitbox_frame").toInt() == f))
                    mine.append(n);
            }
            QVERIFY2(!mine.isEmpty(), qPrintable(displayName));
            for (const tscn::Section &n : mine) {
                ++matched;
                QCOMPARE(attr(n, "parent"), areaOfRole.value(shape.role));
                QCOMPARE(n.property("disabled") == u"true", f != 0);
                QCOMPARE(n.property("metadata/hitbox_sensor") == u"true", shape.sensor);
            }
            if (shape.isBox()) {
                QCOMPARE(mine.size(), 1);
                QCOMPARE(attr(mine[0], "type"), QStringLiteral("CollisionShape2D"));
                const auto *res
                        = subResource(sections, tscn::subResourceId(mine[0].property("shape")));
                QVERIFY(res);
                QCOMPARE(attr(*res, "type"), QStringLiteral("RectangleShape2D"));
                QCOMPARE(tscn::vector2(res->property("size")), QPointF(shape.box.w, shape.box.h));
                const double left = mirrored ? -(shape.box.x + shape.box.w) : shape.box.x;
                QCOMPARE(tscn::vector2(mine[0].property("position")),
                         QPointF(left + shape.box.w / 2, shape.box.y + shape.box.h / 2));
            } else if (shape.isCircle()) {
                QCOMPARE(mine.size(), 1);
                const auto *res
                        = subResource(sections, tscn::subResourceId(mine[0].property("shape")));
                QVERIFY(res);
                QCOMPARE(attr(*res, "type"), QStringLiteral("CircleShape2D"));
                QCOMPARE(res->property("radius").toDouble(), shape.circle.radius);
                QCOMPARE(tscn::vector2(mine[0].property("position")),
                         QPointF(sx * shape.circle.center.x, shape.circle.center.y));
            } else if (shape.holes.isEmpty()) {
                QCOMPARE(mine.size(), 1);
                QCOMPARE(attr(mine[0], "type"), QStringLiteral("CollisionPolygon2D"));
                QVERIFY(!mine[0].has("build_mode")); // solids, the default
                const auto pts = tscn::points(mine[0].property("polygon"));
                QVERIFY(pts);
                // The same loop, mirrored in x (any start, either direction).
                QCOMPARE(pts->size(), qsizetype(shape.polygon.points.size()));
                QSet<std::pair<double, double>> expected;
                for (const collision::Vec2 v : shape.polygon.points)
                    expected.insert({sx * v.x, v.y});
                for (const QPointF p : *pts)
                    QVERIFY(expected.contains({p.x(), p.y()}));
                QCOMPARE(std::abs(polygonArea(*pts)), std::abs(polygonArea(shape.polygon)));
            } else {
                // Convex pieces whose areas add up to the outline less its holes, made of
                // the shape's own vertices.
                double expectedArea = std::abs(polygonArea(shape.polygon));
                QSet<std::pair<double, double>> vertices;
                for (const collision::Vec2 v : shape.polygon.points)
                    vertices.insert({sx * v.x, v.y});
                for (const collision::Polygon &hole : shape.holes) {
                    expectedArea -= std::abs(polygonArea(hole));
                    for (const collision::Vec2 v : hole.points)
                        vertices.insert({sx * v.x, v.y});
                }
                double area = 0.0;
                for (const tscn::Section &n : mine) {
                    QCOMPARE(attr(n, "type"), QStringLiteral("CollisionShape2D"));
                    const auto *res
                            = subResource(sections, tscn::subResourceId(n.property("shape")));
                    QVERIFY(res);
                    QCOMPARE(attr(*res, "type"), QStringLiteral("ConvexPolygonShape2D"));
                    const auto pts = tscn::points(res->property("points"));
                    QVERIFY(pts && pts->size() >= 3);
                    QVERIFY(isConvexLoop(*pts));
                    for (const QPointF p : *pts)
                        QVERIFY(vertices.contains({p.x(), p.y()}));
                    area += std::abs(polygonArea(*pts));
                }
                QVERIFY(std::abs(area - expectedArea) < 1e-9 * std::max(1.0, expectedArea));
            }
        }
    }
    // Nothing else: every shape node belongs to a document shape.
    int shapeNodes = 0;
    for (const tscn::Section &n : all) {
        const QString type = attr(n, "type");
        shapeNodes += type == u"CollisionShape2D" || type == u"CollisionPolygon2D";
    }
    QCOMPARE(shapeNodes, matched);
}

} // namespace

class TestGodotExport : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void scenesMatchTheDocument_data();
    void scenesMatchTheDocument();
    void namesAreSanitisedAndUnique_data();
    void namesAreSanitisedAndUnique();
    void areaAndFileNames();
    void reexportIsStable();
    void holesBecomeConvexPieces();
    void mirroredCopies();
    void trimmedAndRotatedFramesKeepTheirShapes();
    void animationTracks_data();
    void animationTracks();
    void duplicateAnimationNames();
    void animationPlaysOnce_data();
    void animationPlaysOnce();
    void moreThan32Roles();
    void unusableShapesAreProblems_data();
    void unusableShapesAreProblems();
    void numbersIgnoreTheLocale();
};

// Godot 4.6 loads both (scripts/godot-check.sh); areas in the document's role order.
const char goldenStill[] = R"([gd_scene load_steps=3 format=3]

[sub_resource type="RectangleShape2D" id="RectangleShape2D_f0_s0"]
size = Vector2(16, 26)

[sub_resource type="CircleShape2D" id="CircleShape2D_f0_s1"]
radius = 6.0

[node name="hero" type="Node2D"]
metadata/hitbox_sprite = "hero"

[node name="hitbox" type="Area2D" parent="." groups=["hitbox"]]
collision_layer = 2
collision_mask = 4
metadata/hitbox_role = "hitbox"

[node name="fist" type="CollisionPolygon2D" parent="hitbox"]
polygon = PackedVector2Array(8, -22, 14, -22, 14, -18, 10, -18, 10, -14, 8, -14)
metadata/hitbox_shape = "fist"

[node name="hurtbox" type="Area2D" parent="." groups=["hurtbox"]]
collision_layer = 4
collision_mask = 2
metadata/hitbox_role = "hurtbox"

[node name="body" type="CollisionShape2D" parent="hurtbox"]
position = Vector2(0, -13)
shape = SubResource("RectangleShape2D_f0_s0")
metadata/hitbox_shape = "body"

[node name="sensor" type="Area2D" parent="." groups=["sensor"]]
collision_layer = 8
collision_mask = 1
metadata/hitbox_role = "sensor"

[node name="head" type="CollisionShape2D" parent="sensor"]
position = Vector2(0, -26)
shape = SubResource("CircleShape2D_f0_s1")
metadata/hitbox_shape = "head"
)";

const char goldenFrames[] = R"([gd_scene load_steps=7 format=3]

[sub_resource type="RectangleShape2D" id="RectangleShape2D_f0_s0"]
size = Vector2(16, 26)

[sub_resource type="RectangleShape2D" id="RectangleShape2D_f1_s0"]
size = Vector2(16, 26)

[sub_resource type="RectangleShape2D" id="RectangleShape2D_f1_s1"]
size = Vector2(6.5, 4)

[sub_resource type="Animation" id="Animation_RESET"]
resource_name = "RESET"
length = 0.001
tracks/0/type = "value"
tracks/0/imported = false
tracks/0/enabled = true
tracks/0/path = NodePath("hurtbox/body_f0:disabled")
tracks/0/interp = 1
tracks/0/loop_wrap = true
tracks/0/keys = {
"times": PackedFloat32Array(0.0),
"transitions": PackedFloat32Array(1),
"update": 1,
"values": [false]
}
tracks/1/type = "value"
tracks/1/imported = false
tracks/1/enabled = true
tracks/1/path = NodePath("hurtbox/body_f1:disabled")
tracks/1/interp = 1
tracks/1/loop_wrap = true
tracks/1/keys = {
"times": PackedFloat32Array(0.0),
"transitions": PackedFloat32Array(1),
"update": 1,
"values": [true]
}
tracks/2/type = "value"
tracks/2/imported = false
tracks/2/enabled = true
tracks/2/path = NodePath("hitbox/fist_f1:disabled")
tracks/2/interp = 1
tracks/2/loop_wrap = true
tracks/2/keys = {
"times": PackedFloat32Array(0.0),
"transitions": PackedFloat32Array(1),
"update": 1,
"values": [true]
}

[sub_resource type="Animation" id="Animation_0"]
resource_name = "jab"
length = 0.15
loop_mode = 1
tracks/0/type = "value"
tracks/0/imported = false
tracks/0/enabled = true
tracks/0/path = NodePath("hurtbox/body_f0:disabled")
tracks/0/interp = 1
tracks/0/loop_wrap = true
tracks/0/keys = {
"times": PackedFloat32Array(0.0, 0.1),
"transitions": PackedFloat32Array(1, 1),
"update": 1,
"values": [false, true]
}
tracks/1/type = "value"
tracks/1/imported = false
tracks/1/enabled = true
tracks/1/path = NodePath("hurtbox/body_f1:disabled")
tracks/1/interp = 1
tracks/1/loop_wrap = true
tracks/1/keys = {
"times": PackedFloat32Array(0.0, 0.1),
"transitions": PackedFloat32Array(1, 1),
"update": 1,
"values": [true, false]
}
tracks/2/type = "value"
tracks/2/imported = false
tracks/2/enabled = true
tracks/2/path = NodePath("hitbox/fist_f1:disabled")
tracks/2/interp = 1
tracks/2/loop_wrap = true
tracks/2/keys = {
"times": PackedFloat32Array(0.0, 0.1),
"transitions": PackedFloat32Array(1, 1),
"update": 1,
"values": [true, false]
}

[sub_resource type="AnimationLibrary" id="AnimationLibrary_hitboxes"]
_data = {
&"RESET": SubResource("Animation_RESET"),
&"jab": SubResource("Animation_0")
}

[node name="punch" type="Node2D"]
metadata/hitbox_sprite = "punch"

[node name="hitbox" type="Area2D" parent="." groups=["hitbox"]]
collision_layer = 2
collision_mask = 4
metadata/hitbox_role = "hitbox"

[node name="fist_f1" type="CollisionShape2D" parent="hitbox"]
position = Vector2(11.25, -18)
shape = SubResource("RectangleShape2D_f1_s1")
disabled = true
metadata/hitbox_shape = "fist"
metadata/hitbox_frame = 1

[node name="hurtbox" type="Area2D" parent="." groups=["hurtbox"]]
collision_layer = 4
collision_mask = 2
metadata/hitbox_role = "hurtbox"

[node name="body_f0" type="CollisionShape2D" parent="hurtbox"]
position = Vector2(0, -13)
shape = SubResource("RectangleShape2D_f0_s0")
metadata/hitbox_shape = "body"
metadata/hitbox_frame = 0

[node name="body_f1" type="CollisionShape2D" parent="hurtbox"]
position = Vector2(0, -13)
shape = SubResource("RectangleShape2D_f1_s0")
disabled = true
metadata/hitbox_shape = "body"
metadata/hitbox_frame = 1

[node name="AnimationPlayer" type="AnimationPlayer" parent="."]
libraries = {
&"": SubResource("AnimationLibrary_hitboxes")
}
)";

void TestGodotExport::golden_data()
{
    QTest::addColumn<model::Project>("project");
    QTest::addColumn<QString>("expected");

    model::Project still;
    still.sprites.append(spriteWith(
            "hero",
            {frameWith(
                    {Shape::makeBox({-8, -26, 16, 26}, "hurtbox", "body"),
                     Shape::makeCircle({{0, -26}, 6}, "sensor", "head"),
                     Shape::makePolygon(
                             poly({{8, -22}, {14, -22}, {14, -18}, {10, -18}, {10, -14}, {8, -14}}),
                             "hitbox",
                             "fist")})}));
    QTest::newRow("one frame") << still << QString::fromUtf8(goldenStill);

    model::Project punch;
    model::Sprite s
            = spriteWith("punch",
                         {frameWith({Shape::makeBox({-8, -26, 16, 26}, "hurtbox", "body")}, 100),
                          frameWith({Shape::makeBox({-8, -26, 16, 26}, "hurtbox", "body"),
                                     Shape::makeBox({8, -20, 6.5, 4}, "hitbox", "fist")},
                                    50)});
    s.animations.append({"jab", {0, 1}, model::AnimationDirection::Forward});
    punch.sprites.append(s);
    QTest::newRow("two frames") << punch << QString::fromUtf8(goldenFrames);
}

void TestGodotExport::golden()
{
    QFETCH(model::Project, project);
    QFETCH(QString, expected);
    const model::ExportPlan plan = exportGodot(project);
    QVERIFY2(plan.ok(), qPrintable(plan.problems.value(0).text()));
    QCOMPARE(plan.files.size(), 1);
    QCOMPARE(QString::fromUtf8(plan.files[0].contents), expected);
}

void TestGodotExport::scenesMatchTheDocument_data()
{
    QTest::addColumn<model::Project>("project");
    QTest::addColumn<bool>("mirrored");

    model::Project still;
    still.sprites.append(spriteWith("ship",
                                    {frameWith({Shape::makeBox({-38.4, -32, 76.8, 64}, "body"),
                                                Shape::makeCircle({{1.5, -2}, 38.4}, "body"),
                                                Shape::makePolygon(poly({{9.5, -10},
                                                                         {31, 6},
                                                                         {35.5, -6},
                                                                         {36, 20},
                                                                         {13.5, 19},
                                                                         {0, 24},
                                                                         {-19, 16},
                                                                         {-35, 19.5},
                                                                         {-35.5, -6},
                                                                         {-11, -7.5},
                                                                         {0, -33}}),
                                                                   "hurtbox",
                                                                   "hull")})}));
    QTest::newRow("one frame") << still << false;
    QTest::newRow("one frame mirrored") << still << true;

    model::Project frames;
    frames.roles = model::RoleTable::allColliding({"a", "b"});
    Shape sensor = Shape::makeCircle({{-3, 4}, 2.25}, "b", "probe");
    sensor.sensor = true;
    model::Sprite animated = spriteWith(
            "runner",
            {frameWith({Shape::makeBox({-4, -8, 8, 16}, "a")}),
             frameWith({Shape::makeBox({-5, -8, 10, 16}, "a"), sensor}),
             frameWith({Shape::makePolygon(poly({{0, 0}, {10, 0}, {10, 10}, {5, 2}, {0, 10}}), "b"),
                        Shape::makeBox({-5, -8, 10, 16}, "a"),
                        Shape::makeBox({-1, -1, 2, 2}, "a")})});
    animated.animations.append({"run", {0, 1, 2}, model::AnimationDirection::PingPong});
    frames.sprites.append(animated);
    frames.sprites.append(spriteWith("still", {frameWith({Shape::makeBox({0, 0, 1, 1}, "b")})}));
    QTest::newRow("frames and sprites") << frames << false;
    QTest::newRow("frames and sprites mirrored") << frames << true;

    model::Project holes;
    Shape plate = Shape::makePolygon(
            poly({{0, 0}, {40, 0}, {40, 30}, {20, 40}, {0, 30}}), "hurtbox", "plate");
    plate.holes = {poly({{10, 10}, {15, 10}, {15, 20}, {10, 20}}),
                   poly({{25, 10}, {30, 15}, {25, 20}})};
    holes.sprites.append(spriteWith("plate", {frameWith({plate}), frameWith({plate})}));
    QTest::newRow("holes") << holes << false;
    QTest::newRow("holes mirrored") << holes << true;
}

void TestGodotExport::scenesMatchTheDocument()
{
    QFETCH(model::Project, project);
    QFETCH(bool, mirrored);
    model::ExportOptions options;
    options.mirrored = mirrored;
    const model::ExportPlan plan = exportGodot(project, options);
    QVERIFY2(plan.ok(), qPrintable(plan.problems.value(0).text()));
    QCOMPARE(plan.files.size(), project.sprites.size() * (mirrored ? 2 : 1));
    for (int i = 0; i < plan.files.size(); ++i) {
        const int sprite = mirrored ? i / 2 : i;
        const bool flipped = mirrored && i % 2 == 1;
        const QList<tscn::Section> sections = sectionsOf(plan, i);
        QVERIFY2(!sections.isEmpty(), plan.files[i].contents.constData());
        QCOMPARE(sections.first().kind, QStringLiteral("gd_scene"));
        QCOMPARE(sections.first().attributes.value("format"), QStringLiteral("3"));
        // Every SubResource used is defined before the nodes.
        for (const tscn::Section &n : nodes(sections)) {
            if (n.has("shape"))
                QVERIFY(subResource(sections, tscn::subResourceId(n.property("shape"))));
        }
        checkSceneAgainstSprite(sections, project, project.sprites[sprite], flipped);
        if (QTest::currentTestFailed())
            qInfo().noquote() << plan.files[i].contents;
    }
}

void TestGodotExport::namesAreSanitisedAndUnique_data()
{
    QTest::addColumn<QStringList>("shapeNames");
    QTest::addColumn<QStringList>("nodeNames");
    QTest::newRow("forbidden characters") << QStringList{"a.b", "c:d", "e@f", "g/h", "i\"j", "k%l"}
                                          << QStringList{"a_b", "c_d", "e_f", "g_h", "i_j", "k_l"};
    QTest::newRow("spaces") << QStringList{" lead", "trail ", "  ", "in side"}
                            << QStringList{"lead", "trail", "shape", "in side"};
    QTest::newRow("duplicates") << QStringList{"hull", "hull", "hull_2", ""}
                                << QStringList{"hull", "hull_2", "hull_2_2", "Box 4"};
    QTest::newRow("equal after sanitising")
            << QStringList{"a.b", "a:b", "a_b"} << QStringList{"a_b", "a_b_2", "a_b_3"};
    QTest::newRow("unnamed") << QStringList{"", "", "Box 1"}
                             << QStringList{"Box 1", "Box 2", "Box 1_2"};
    QTest::newRow("other characters kept")
            << QStringList{QString::fromUtf8("h\xc3\xa9llo"), "back\\slash", "tab\there", "[x]"}
            << QStringList{QString::fromUtf8("h\xc3\xa9llo"), "back\\slash", "tab_here", "[x]"};
}

void TestGodotExport::namesAreSanitisedAndUnique()
{
    QFETCH(QStringList, shapeNames);
    QFETCH(QStringList, nodeNames);
    QList<Shape> shapes;
    for (qsizetype i = 0; i < shapeNames.size(); ++i)
        shapes.append(Shape::makeBox({double(i), 0, 1, 1}, "body", shapeNames[i]));
    model::Project project;
    project.sprites.append(spriteWith("s", {frameWith(shapes)}));
    const model::ExportPlan plan = exportGodot(project);
    QVERIFY(plan.ok());
    const QList<tscn::Section> sections = sectionsOf(plan);
    QCOMPARE(childNames(sections, "body"), nodeNames);
    // The document's names ride along unchanged.
    QStringList kept;
    for (const tscn::Section &n : nodes(sections)) {
        if (n.has("metadata/hitbox_shape"))
            kept << tscn::unquote(n.property("metadata/hitbox_shape"));
    }
    QCOMPARE(kept.size(), shapeNames.size());
    for (qsizetype i = 0; i < shapeNames.size(); ++i) {
        if (!shapeNames[i].isEmpty())
            QCOMPARE(kept[i], shapeNames[i]);
    }
}

void TestGodotExport::areaAndFileNames()
{
    model::Project project = {};
    project.roles = model::RoleTable::allColliding({"hit.box", "AnimationPlayer", "hit:box"});
    model::Sprite a = spriteWith("a/b",
                                 {frameWith({Shape::makeBox({0, 0, 1, 1}, "hit.box"),
                                             Shape::makeBox({0, 0, 1, 1}, "AnimationPlayer"),
                                             Shape::makeBox({0, 0, 1, 1}, "hit:box"),
                                             Shape::makeBox({0, 0, 1, 1}, "")}),
                                  frameWith({})});
    project.sprites = {a,
                       spriteWith("A:B", {frameWith({})}),
                       spriteWith(" .. ", {frameWith({})}),
                       spriteWith("c.", {frameWith({})})};
    const model::ExportPlan plan = exportGodot(project);
    QVERIFY(plan.ok());
    QStringList files;
    for (const model::ExportedFile &f : plan.files)
        files << f.relativePath;
    // Case-insensitive file systems cannot hold a_b.tscn and A_B.tscn side by side.
    QCOMPARE(files, (QStringList{"a_b.tscn", "A_B_2.tscn", "sprite.tscn", "c.tscn"}));
    const QList<tscn::Section> sections = sectionsOf(plan);
    QCOMPARE(attr(nodes(sections).first(), "name"), QStringLiteral("a_b"));
    QCOMPARE(childNames(sections, "."),
             (QStringList{"hit_box", "AnimationPlayer_2", "hit_box_2", "role", "AnimationPlayer"}));
    // Godot refuses an empty group: a shape without a role gets none.
    QVERIFY(!nodes(sections)[7].attributes.contains("groups"));
    QCOMPARE(attr(nodes(sections)[7], "name"), QStringLiteral("role"));
    // Groups and metadata keep the role as it is.
    QCOMPARE(nodes(sections)[1].attributes.value("groups"), QStringLiteral("[\"hit.box\"]"));
    QCOMPARE(tscn::unquote(nodes(sections)[1].property("metadata/hitbox_role")),
             QStringLiteral("hit.box"));
    QCOMPARE(attr(nodes(sectionsOf(plan, 2)).first(), "name"), QStringLiteral("__"));
}

void TestGodotExport::reexportIsStable()
{
    model::Project project;
    model::Sprite s = spriteWith("s",
                                 {frameWith({Shape::makeBox({0, 0, 4, 4}, "body", "x"),
                                             Shape::makeCircle({{1, 1}, 3}, "hitbox")}),
                                  frameWith({Shape::makeBox({0, 0, 4, 4}, "body", "x")})});
    project.sprites.append(s);
    const model::ExportPlan first = exportGodot(project);
    QVERIFY(first.ok());
    QCOMPARE(exportGodot(project).files[0].contents, first.files[0].contents);
    // A shape added at the end of a frame leaves every other section as it was.
    project.sprites[0].frames[1].shapes.append(Shape::makeBox({1, 1, 1, 1}, "body", "x"));
    const model::ExportPlan second = exportGodot(project);
    QVERIFY(second.ok());
    const QString after = QString::fromUtf8(second.files[0].contents);
    for (const QString &section : QString::fromUtf8(first.files[0].contents).split("\n\n")) {
        if (!section.contains("type=\"Animation") && !section.startsWith("[gd_scene"))
            QVERIFY2(after.contains(section), qPrintable(section));
    }
    QVERIFY(after.contains("[node name=\"x_f1_2\" type=\"CollisionShape2D\" parent=\"body\"]"));
}

void TestGodotExport::holesBecomeConvexPieces()
{
    model::Project project;
    Shape plate = Shape::makePolygon(
            poly({{0, 0}, {40, 0}, {40, 30}, {20, 40}, {0, 30}}), "hurtbox", "plate");
    plate.holes = {poly({{10, 10}, {15, 10}, {15, 20}, {10, 20}}),
                   poly({{25, 10}, {30, 15}, {25, 20}})};
    project.sprites.append(spriteWith("s", {frameWith({plate})}));
    const model::ExportPlan plan = exportGodot(project);
    QVERIFY(plan.ok());
    const QList<tscn::Section> sections = sectionsOf(plan);
    const QStringList names = childNames(sections, "hurtbox");
    QVERIFY(names.size() >= 4);
    QCOMPARE(plan.pieceCount, names.size());
    QCOMPARE(plan.shapeCount, 1);
    QList<QList<QPointF>> pieces;
    for (qsizetype i = 0; i < names.size(); ++i) {
        QCOMPARE(names[i], QStringLiteral("plate_piece%1").arg(i));
        const tscn::Section n = nodes(sections)[2 + i];
        pieces.append(*tscn::points(subResource(sections, tscn::subResourceId(n.property("shape")))
                                            ->property("points")));
    }
    // The union of the pieces is the plate less its holes: every sample point off the
    // edges is in exactly one piece when it is in the region, in none otherwise.
    const auto inConvex = [](const QList<QPointF> &p, QPointF q) {
        int sign = 0;
        for (qsizetype i = 0; i < p.size(); ++i) {
            const QPointF a = p[i];
            const QPointF b = p[(i + 1) % p.size()];
            const double c = (b.x() - a.x()) * (q.y() - a.y()) - (b.y() - a.y()) * (q.x() - a.x());
            const int s = c > 0 ? 1 : -1;
            if (sign != 0 && s != sign)
                return false;
            sign = s;
        }
        return true;
    };
    const auto inLoop = [](const collision::Polygon &p, QPointF q) {
        bool inside = false;
        for (std::size_t i = 0, j = p.points.size() - 1; i < p.points.size(); j = i++) {
            const collision::Vec2 a = p.points[i];
            const collision::Vec2 b = p.points[j];
            if ((a.y > q.y()) != (b.y > q.y())
                && q.x() < (b.x - a.x) * (q.y() - a.y) / (b.y - a.y) + a.x)
                inside = !inside;
        }
        return inside;
    };
    for (double y = -1.13; y < 42; y += 0.71) {
        for (double x = -1.07; x < 42; x += 0.73) {
            const QPointF q(x, y);
            const bool expected = inLoop(plate.polygon, q) && !inLoop(plate.holes[0], q)
                                  && !inLoop(plate.holes[1], q);
            int count = 0;
            for (const QList<QPointF> &piece : std::as_const(pieces))
                count += inConvex(piece, q);
            QCOMPARE(count, expected ? 1 : 0);
        }
    }
}

void TestGodotExport::mirroredCopies()
{
    model::Project project;
    project.sprites.append(spriteWith(
            "ship",
            {frameWith({Shape::makeBox({2, -3, 10, 4}, "body", "nose"),
                        Shape::makePolygon(poly({{1, 0}, {9, 1}, {3, 7}}), "hurtbox", "wing")})}));
    model::ExportOptions options;
    options.mirrored = true;
    const model::ExportPlan plan = exportGodot(project, options);
    QVERIFY(plan.ok());
    QCOMPARE(plan.files.size(), 2);
    QCOMPARE(plan.files[0].relativePath, QStringLiteral("ship.tscn"));
    QCOMPARE(plan.files[1].relativePath, QStringLiteral("ship_flipped.tscn"));
    const QList<tscn::Section> plain = sectionsOf(plan, 0);
    const QList<tscn::Section> flipped = sectionsOf(plan, 1);
    QCOMPARE(attr(nodes(flipped).first(), "name"), QStringLiteral("ship_flipped"));
    QCOMPARE(nodes(flipped).first().property("metadata/hitbox_mirrored"), QStringLiteral("true"));
    QVERIFY(!nodes(plain).first().has("metadata/hitbox_mirrored"));
    // Box centre (7, -1) mirrors to (-7, -1); the triangle's points to -x.
    QCOMPARE(tscn::vector2(nodes(plain)[2].property("position")), QPointF(7, -1));
    QCOMPARE(tscn::vector2(nodes(flipped)[2].property("position")), QPointF(-7, -1));
    QSet<std::pair<double, double>> wing;
    const QList<QPointF> wingPoints = tscn::points(nodes(flipped)[4].property("polygon")).value();
    for (const QPointF p : wingPoints)
        wing.insert({p.x(), p.y()});
    QCOMPARE(wing, (QSet<std::pair<double, double>>{{-1, 0}, {-9, 1}, {-3, 7}}));
}

void TestGodotExport::trimmedAndRotatedFramesKeepTheirShapes()
{
    // Shapes are relative to the pivot of the untrimmed frame: how an atlas stores the
    // pixels (trimmed, rotated) changes nothing in the scene.
    model::Project plain;
    model::Sprite s
            = spriteWith("s",
                         {frameWith({Shape::makeBox({-3, -5, 6, 10}, "body", "b"),
                                     Shape::makePolygon(poly({{0, 0}, {4, 1}, {1, 3}}), "hitbox")}),
                          frameWith({Shape::makeCircle({{2, -1}, 3}, "body")})});
    s.pivot = collision::Vec2{16, 24};
    s.frames[0].region.rect = QRect(0, 0, 32, 32);
    s.frames[1].region.rect = QRect(32, 0, 32, 32);
    plain.sprites.append(s);
    model::Project packed = plain;
    model::FrameRegion &trimmed = packed.sprites[0].frames[0].region;
    trimmed.rect = QRect(3, 4, 20, 25);
    trimmed.sourceSize = QSize(32, 32);
    trimmed.trimOffset = QPoint(5, 2);
    model::FrameRegion &rotated = packed.sprites[0].frames[1].region;
    rotated.rect = QRect(30, 0, 28, 18);
    rotated.rotated = true;
    rotated.sourceSize = QSize(32, 32);
    rotated.trimOffset = QPoint(1, 3);
    const model::ExportPlan a = exportGodot(plain);
    const model::ExportPlan b = exportGodot(packed);
    QVERIFY(a.ok() && b.ok());
    QCOMPARE(b.files[0].contents, a.files[0].contents);
    checkSceneAgainstSprite(sectionsOf(b), packed, packed.sprites[0], false);
}

void TestGodotExport::animationTracks_data()
{
    QTest::addColumn<QList<int>>("frames");
    QTest::addColumn<int>("direction"); // -1: the sprite has no animation
    QTest::addColumn<QString>("name");
    QTest::addColumn<QList<int>>("order");
    using D = model::AnimationDirection;
    QTest::newRow("forward") << QList<int>{0, 1, 2} << int(D::Forward) << "walk"
                             << QList<int>{0, 1, 2};
    QTest::newRow("reverse") << QList<int>{0, 1, 2} << int(D::Reverse) << "walk"
                             << QList<int>{2, 1, 0};
    QTest::newRow("ping-pong") << QList<int>{0, 1, 2} << int(D::PingPong) << "walk"
                               << QList<int>{0, 1, 2, 1};
    QTest::newRow("ping-pong of two")
            << QList<int>{1, 2} << int(D::PingPong) << "walk" << QList<int>{1, 2};
    QTest::newRow("subset") << QList<int>{2, 0} << int(D::Forward) << "walk" << QList<int>{2, 0};
    QTest::newRow("no animation") << QList<int>{} << -1 << "default" << QList<int>{0, 1, 2};
    QTest::newRow("name sanitised")
            << QList<int>{1} << int(D::Forward) << "a/b:c,d[e" << QList<int>{1};
    QTest::newRow("named RESET") << QList<int>{1} << int(D::Forward) << "RESET" << QList<int>{1};
}

void TestGodotExport::animationTracks()
{
    QFETCH(QList<int>, frames);
    QFETCH(int, direction);
    QFETCH(QString, name);
    QFETCH(QList<int>, order);
    const QList<int> durations{100, 50, 250};
    model::Sprite sprite = spriteWith("s",
                                      {frameWith({Shape::makeBox({0, 0, 2, 2}, "body", "b")}, 100),
                                       frameWith({Shape::makeBox({0, 0, 3, 2}, "body", "b")}, 50),
                                       frameWith({Shape::makeBox({0, 0, 4, 2}, "body", "b"),
                                                  Shape::makeBox({5, 0, 1, 1}, "body", "c")},
                                                 250)});
    if (direction >= 0)
        sprite.animations.append({name, frames, model::AnimationDirection(direction)});
    model::Project project;
    project.sprites.append(sprite);
    const model::ExportPlan plan = exportGodot(project);
    QVERIFY(plan.ok());
    const QList<tscn::Section> sections = sectionsOf(plan);
    const QString libraryName = name == "a/b:c,d[e" ? "a_b_c_d_e"
                                : name == "RESET"   ? "RESET_2"
                                                    : name;

    // The player, its library and the animations in it.
    const tscn::Section player = nodes(sections).last();
    QCOMPARE(attr(player, "type"), QStringLiteral("AnimationPlayer"));
    QCOMPARE(attr(player, "parent"), QStringLiteral("."));
    const auto libraries = tscn::dictionary(player.property("libraries"));
    QCOMPARE(libraries.size(), 1);
    QCOMPARE(libraries[0].first, QString());
    const tscn::Section *library = subResource(sections, tscn::subResourceId(libraries[0].second));
    QVERIFY(library);
    const auto animations = tscn::dictionary(library->property("_data"));
    QCOMPARE(animations.size(), 2);
    QCOMPARE(animations[0].first, QStringLiteral("RESET"));
    QCOMPARE(animations[1].first, libraryName);
    const tscn::Section *reset = subResource(sections, tscn::subResourceId(animations[0].second));
    const tscn::Section *animation
            = subResource(sections, tscn::subResourceId(animations[1].second));
    QVERIFY(reset && animation);

    const QStringList shapePaths{"body/b_f0", "body/b_f1", "body/b_f2", "body/c_f2"};
    const QList<int> shapeFrames{0, 1, 2, 2};
    const auto tracks = [&](const tscn::Section &a) {
        QHash<QString, QString> keysByPath;
        for (int t = 0;; ++t) {
            const QString prefix = QStringLiteral("tracks/%1/").arg(t);
            if (!a.has(prefix + "path"))
                break;
            [&] {
                QCOMPARE(a.property(prefix + "type"), QStringLiteral("\"value\""));
                QCOMPARE(a.property(prefix + "interp"), QStringLiteral("1"));
            }();
            const QString path = tscn::unquote(
                    a.property(prefix + "path").mid(9).chopped(1)); // NodePath("...")
            keysByPath.insert(path, a.property(prefix + "keys"));
        }
        return keysByPath;
    };
    // Every shape node is keyed by every animation, so none stays on from another one.
    const QHash<QString, QString> resetTracks = tracks(*reset);
    const QHash<QString, QString> animationTracks = tracks(*animation);
    QCOMPARE(resetTracks.size(), shapePaths.size());
    QCOMPARE(animationTracks.size(), shapePaths.size());
    for (qsizetype k = 0; k < shapePaths.size(); ++k) {
        const QString path = shapePaths[k] + ":disabled";
        QCOMPARE(trackValueAt(resetTracks.value(path), 0.0), std::optional(shapeFrames[k] != 0));
        // Frame i of the order shows from the sum of the durations before it.
        double start = 0.0;
        for (const int f : order) {
            const double duration = durations[f] / 1000.0;
            for (const double t : {start, start + duration / 2})
                QCOMPARE(trackValueAt(animationTracks.value(path), t),
                         std::optional(shapeFrames[k] != f));
            start += duration;
        }
        QVERIFY(std::abs(animation->property("length").toDouble() - start) < 1e-9);
    }
    QCOMPARE(animation->property("loop_mode"), QStringLiteral("1"));
    QVERIFY(!reset->has("loop_mode"));
    QCOMPARE(tscn::unquote(animation->property("resource_name")), libraryName);
}

void TestGodotExport::animationPlaysOnce_data()
{
    QTest::addColumn<bool>("loop");
    QTest::newRow("loops") << true;
    QTest::newRow("plays once (MUGEN's -1)") << false;
}

void TestGodotExport::animationPlaysOnce()
{
    QFETCH(bool, loop);
    model::Sprite sprite = spriteWith("s",
                                      {frameWith({Shape::makeBox({0, 0, 2, 2}, "body", "b")}, 100),
                                       frameWith({Shape::makeBox({0, 0, 3, 2}, "body", "b")}, 50)});
    model::Animation once{"jab", {0, 1}, model::AnimationDirection::Forward};
    once.loop = loop;
    sprite.animations = {once, model::Animation{"idle", {1}, model::AnimationDirection::Forward}};
    model::Project project;
    project.sprites.append(sprite);
    const model::ExportPlan plan = exportGodot(project);
    QVERIFY(plan.ok());
    const QList<tscn::Section> sections = sectionsOf(plan);
    QHash<QString, const tscn::Section *> byName;
    for (const tscn::Section &section : sections) {
        if (section.has("resource_name"))
            byName.insert(tscn::unquote(section.property("resource_name")), &section);
    }
    QVERIFY(byName.contains("jab") && byName.contains("idle"));
    // Godot's Animation.loop_mode: 0 (none, the default, not written) or 1 (linear).
    QCOMPARE(byName["jab"]->has("loop_mode"), loop);
    if (loop)
        QCOMPARE(byName["jab"]->property("loop_mode"), QStringLiteral("1"));
    QCOMPARE(byName["idle"]->property("loop_mode"), QStringLiteral("1"));
}

void TestGodotExport::moreThan32Roles()
{
    model::Project project;
    QStringList names;
    for (int i = 0; i < 40; ++i)
        names << QStringLiteral("r%1").arg(i);
    project.roles.roles.clear();
    for (const QString &name : names)
        project.roles.roles.append({name, Qt::red, {}});
    project.roles.setCollide("r31", "r0", true);
    project.roles.setCollide("r31", "r35", true);
    project.sprites.append(
            spriteWith("s", {frameWith({Shape::makeBox({0, 0, 1, 1}, "r31", "ok")})}));
    model::ExportPlan plan = exportGodot(project);
    QVERIFY2(plan.ok(), qPrintable(plan.problems.value(0).text()));
    const tscn::Section area = nodes(sectionsOf(plan))[1];
    QCOMPARE(area.property("collision_layer"), QString::number(1u << 31));
    // r35 has no layer in Godot, and no shape of the export has that role.
    QCOMPARE(area.property("collision_mask"), QString::number(1u));

    project.sprites[0].frames[0].shapes.append(Shape::makeBox({0, 0, 1, 1}, "r32", "far"));
    project.sprites[0].frames[0].shapes.append(Shape::makeBox({0, 0, 1, 1}, "r32", "farther"));
    plan = exportGodot(project);
    QVERIFY(plan.files.isEmpty());
    QCOMPARE(plan.problems.size(), 1); // once per role
    QVERIFY2(plan.problems[0].where.contains("box 2 \"far\""), qPrintable(plan.problems[0].where));
    QVERIFY2(plan.problems[0].reason.contains("role 33") && plan.problems[0].reason.contains("32"),
             qPrintable(plan.problems[0].reason));
    // Leaving the role out of the export clears it.
    model::ExportOptions options;
    options.roles = {"r31"};
    QVERIFY(exportGodot(project, options).ok());
}

void TestGodotExport::unusableShapesAreProblems_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QString>("reason");
    QTest::newRow("self-intersecting")
            << Shape::makePolygon(poly({{0, 0}, {10, 10}, {10, 0}, {0, 10}}), "body", "bow")
            << "cross";
    Shape holed = Shape::makePolygon(poly({{0, 0}, {10, 0}, {10, 10}, {0, 10}}), "body", "bow");
    holed.holes = {poly({{5, 5}, {15, 5}, {15, 6}, {5, 6}})};
    QTest::newRow("hole crossing the outline") << holed << "hole";
    Shape twisted = holed;
    twisted.holes = {poly({{2, 2}, {4, 4}, {4, 2}, {2, 4}})};
    QTest::newRow("self-intersecting hole") << twisted << "hole 1";
    QTest::newRow("flat box") << Shape::makeBox({0, 0, 5, 0}, "body", "bow") << "area";
    QTest::newRow("infinite circle")
            << Shape::makeCircle({{0, 0}, std::numeric_limits<double>::infinity()}, "body", "bow")
            << "finite";
}

void TestGodotExport::unusableShapesAreProblems()
{
    QFETCH(Shape, shape);
    QFETCH(QString, reason);
    model::Project project;
    project.sprites.append(spriteWith("good", {frameWith({Shape::makeBox({0, 0, 1, 1}, "body")})}));
    project.sprites.append(spriteWith("bad",
                                      {frameWith({Shape::makeBox({0, 0, 1, 1}, "body")}),
                                       frameWith({Shape::makeBox({0, 0, 1, 1}, "body"), shape})}));
    const model::ExportPlan plan = exportGodot(project);
    QVERIFY(plan.files.isEmpty()); // nothing, not even the good sprite
    QCOMPARE(plan.problems.size(), 1);
    const QString text = plan.problems[0].text();
    QVERIFY2(text.contains("sprites[1] \"bad\", frame #1") && text.contains("\"bow\"")
                     && text.contains(reason),
             qPrintable(text));
}

void TestGodotExport::numbersIgnoreTheLocale()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    model::Project project;
    project.sprites.append(spriteWith("s",
                                      {frameWith({Shape::makeBox({0.5, -1.25, 2.5, 1e-3}, "body"),
                                                  Shape::makeCircle({{1e6, 0}, 2}, "body")})}));
    const model::ExportPlan plan = exportGodot(project);
    QLocale::setDefault(before);
    QVERIFY(plan.ok());
    const QString text = QString::fromUtf8(plan.files[0].contents);
    QVERIFY2(text.contains("size = Vector2(2.5, 0.001)"), qPrintable(text));
    QVERIFY2(text.contains("position = Vector2(1.75, -1.2495)"), qPrintable(text));
    QVERIFY2(text.contains("radius = 2.0"), qPrintable(text));
    QVERIFY2(text.contains("position = Vector2(1000000, 0)"), qPrintable(text));
}

void TestGodotExport::duplicateAnimationNames()
{
    // Two tags "fall" and a "fall_2": the names of model::uniqueAnimationNames, as the CLI
    // and the Tiled export call them.
    model::Sprite sprite = spriteWith("s",
                                      {frameWith({Shape::makeBox({0, 0, 2, 2}, "body", "b")}, 100),
                                       frameWith({Shape::makeBox({0, 0, 3, 2}, "body", "b")}, 50)});
    sprite.animations = {{"fall", {0, 1}, model::AnimationDirection::Forward},
                         {"fall", {1}, model::AnimationDirection::Forward},
                         {"fall_2", {1, 0}, model::AnimationDirection::Forward}};
    model::Project project;
    project.sprites.append(sprite);
    const model::ExportPlan plan = exportGodot(project);
    QVERIFY(plan.ok());
    const QList<tscn::Section> sections = sectionsOf(plan);
    const tscn::Section player = nodes(sections).last();
    const auto libraries = tscn::dictionary(player.property("libraries"));
    QCOMPARE(libraries.size(), 1);
    const tscn::Section *library = subResource(sections, tscn::subResourceId(libraries[0].second));
    QVERIFY(library);
    QStringList names;
    for (const auto &[name, value] : tscn::dictionary(library->property("_data")))
        names << name;
    QCOMPARE(names, (QStringList{"RESET", "fall", "fall_3", "fall_2"}));
}

QTEST_GUILESS_MAIN(TestGodotExport)
#include "tst_godotexport.moc"
