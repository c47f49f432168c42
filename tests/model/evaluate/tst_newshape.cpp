// The one home of a new shape's name and role (model/evaluate/newshape.h): default names per kind
// and origin, and names kept distinct when shapes join a frame (paste, copy between
// frames, tracing), checked against written-out cases and, over random frames, against a
// brute-force check of every shown name.

#include "model/document/roles.h"
#include "model/evaluate/newshape.h"
#include "model/evaluate/projectvalidation.h"
#include "model/evaluate/tracepipeline.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace hitbox;
using model::Shape;
using model::ShapeKind;
using model::ShapeOrigin;

Q_DECLARE_METATYPE(model::ShapeKind)
Q_DECLARE_METATYPE(model::ShapeOrigin)

namespace {

Shape shape(ShapeKind kind, const QString &name, double x = 0)
{
    switch (kind) {
    case ShapeKind::Box:
        return Shape::makeBox({x, 0, 4, 4}, QStringLiteral("hitbox"), name);
    case ShapeKind::Circle:
        return Shape::makeCircle({{x, 0}, 3}, QStringLiteral("hitbox"), name);
    case ShapeKind::Polygon:
        break;
    }
    return Shape::makePolygon({{{x, 0}, {x + 4, 0}, {x, 4}}}, QStringLiteral("hurtbox"), name);
}

Shape box(const QString &name)
{
    return shape(ShapeKind::Box, name);
}

Shape polygon(const QString &name)
{
    return shape(ShapeKind::Polygon, name);
}

QStringList names(const QList<Shape> &shapes)
{
    QStringList out;
    for (const Shape &s : shapes)
        out << s.name;
    return out;
}

} // namespace

class TestNewShape : public QObject
{
    Q_OBJECT

private slots:
    void roles();
    void newShapeName_data();
    void newShapeName();
    void newShapeSetsKindNameRole();
    void withDistinctNames_data();
    void withDistinctNames();
    void randomFramesKeepNamesApart();
    void tracedPolygonsCountOn();
    void handEdits_data();
    void handEdits();
    void copiesAreTheUsers();
    void outdatedTraces_data();
    void outdatedTraces();
};

void TestNewShape::roles()
{
    QCOMPARE(model::newShapeRole(ShapeOrigin::Drawn), model::defaultRoleName());
    QCOMPARE(model::newShapeRole(ShapeOrigin::Traced), QString::fromLatin1(model::tracedRole));
    // Both are roles of a new document.
    const model::RoleTable roles = model::RoleTable::defaults();
    QVERIFY(roles.indexOf(model::newShapeRole(ShapeOrigin::Drawn)));
    QVERIFY(roles.indexOf(model::newShapeRole(ShapeOrigin::Traced)));
}

void TestNewShape::newShapeName_data()
{
    QTest::addColumn<QList<Shape>>("shapes");
    QTest::addColumn<ShapeKind>("kind");
    QTest::addColumn<ShapeOrigin>("origin");
    QTest::addColumn<QString>("expected");

    const ShapeOrigin drawn = ShapeOrigin::Drawn;
    const ShapeOrigin traced = ShapeOrigin::Traced;
    QTest::newRow("first box") << QList<Shape>{} << ShapeKind::Box << drawn << "Box 1";
    QTest::newRow("first circle") << QList<Shape>{} << ShapeKind::Circle << drawn << "Circle 1";
    QTest::newRow("first polygon") << QList<Shape>{} << ShapeKind::Polygon << drawn << "Polygon 1";
    QTest::newRow("first trace") << QList<Shape>{} << ShapeKind::Polygon << traced << "trace 1";
    QTest::newRow("after an unnamed box shown as Box 1")
            << QList<Shape>{box({})} << ShapeKind::Box << drawn << "Box 2";
    QTest::newRow("second box, Box 3 is another box's name")
            << QList<Shape>{box(QStringLiteral("Box 3"))} << ShapeKind::Box << drawn << "Box 2";
    QTest::newRow("second box, Box 2 taken")
            << QList<Shape>{box(QStringLiteral("Box 2"))} << ShapeKind::Box << drawn << "Box 3";
    QTest::newRow("third box, Box 3 and Box 4 taken")
            << QList<Shape>{box(QStringLiteral("Box 3")), box(QStringLiteral("Box 4"))}
            << ShapeKind::Box << drawn << "Box 5";
    QTest::newRow("a polygon after boxes")
            << QList<Shape>{box(QStringLiteral("Box 3")), polygon({})} << ShapeKind::Polygon
            << drawn << "Polygon 2";
    QTest::newRow("a circle named Box 1 takes the name")
            << QList<Shape>{shape(ShapeKind::Circle, QStringLiteral("Box 1"))} << ShapeKind::Box
            << drawn << "Box 2";
    QTest::newRow("Box 2x is another name")
            << QList<Shape>{box(QStringLiteral("Box 2x"))} << ShapeKind::Box << drawn << "Box 2";
    QTest::newRow("trace after trace 7")
            << QList<Shape>{polygon(QStringLiteral("trace 1")), polygon(QStringLiteral("trace 7"))}
            << ShapeKind::Polygon << traced << "trace 8";
    QTest::newRow("a drawn polygon after a trace")
            << QList<Shape>{polygon(QStringLiteral("trace 1"))} << ShapeKind::Polygon << drawn
            << "Polygon 2";
    QTest::newRow("a trace after a drawn polygon")
            << QList<Shape>{polygon(QStringLiteral("Polygon 1"))} << ShapeKind::Polygon << traced
            << "trace 1";
}

void TestNewShape::newShapeName()
{
    QFETCH(QList<Shape>, shapes);
    QFETCH(ShapeKind, kind);
    QFETCH(ShapeOrigin, origin);
    QFETCH(QString, expected);
    QCOMPARE(model::newShapeName(shapes, kind, origin), expected);
    for (qsizetype i = 0; i < shapes.size(); ++i)
        QVERIFY(model::shapeDisplayName(shapes, i) != expected);
}

void TestNewShape::newShapeSetsKindNameRole()
{
    const QList<Shape> shapes{box({})};
    for (const ShapeKind kind : {ShapeKind::Box, ShapeKind::Circle, ShapeKind::Polygon}) {
        for (const ShapeOrigin origin : {ShapeOrigin::Drawn, ShapeOrigin::Traced}) {
            const Shape s = model::newShape(shapes, kind, origin);
            QCOMPARE(s.kind, kind);
            QCOMPARE(s.name, model::newShapeName(shapes, kind, origin));
            QCOMPARE(s.role, model::newShapeRole(origin));
            QVERIFY(!s.sensor);
        }
    }
}

void TestNewShape::withDistinctNames_data()
{
    QTest::addColumn<QList<Shape>>("shapes");
    QTest::addColumn<QList<Shape>>("added");
    QTest::addColumn<QStringList>("expected");

    const Shape trace1 = polygon(QStringLiteral("trace 1"));
    const Shape fist = box(QStringLiteral("fist"));
    QTest::newRow("free names stay")
            << QList<Shape>{box(QStringLiteral("leg"))} << QList<Shape>{fist, trace1}
            << QStringList{"fist", "trace 1"};
    QTest::newRow("trace 1 onto trace 1")
            << QList<Shape>{trace1} << QList<Shape>{trace1} << QStringList{"trace 2"};
    QTest::newRow("two trace 1 onto an empty frame")
            << QList<Shape>{} << QList<Shape>{trace1, trace1} << QStringList{"trace 1", "trace 2"};
    QTest::newRow("trace 1 past trace 4")
            << QList<Shape>{trace1, polygon(QStringLiteral("trace 4"))} << QList<Shape>{trace1}
            << QStringList{"trace 5"};
    QTest::newRow("fist onto fist")
            << QList<Shape>{fist} << QList<Shape>{fist} << QStringList{"fist 2"};
    QTest::newRow("fist onto fist and fist 2") << QList<Shape>{fist, box(QStringLiteral("fist 2"))}
                                               << QList<Shape>{fist} << QStringList{"fist 3"};
    QTest::newRow("unnamed box after an unnamed box")
            << QList<Shape>{box({})} << QList<Shape>{box({})} << QStringList{"Box 2"};
    QTest::newRow("Box 1 onto an unnamed box shown as Box 1")
            << QList<Shape>{box({})} << QList<Shape>{box(QStringLiteral("Box 1"))}
            << QStringList{"Box 2"};
    QTest::newRow("nothing added") << QList<Shape>{fist} << QList<Shape>{} << QStringList{};
}

void TestNewShape::withDistinctNames()
{
    QFETCH(QList<Shape>, shapes);
    QFETCH(QList<Shape>, added);
    QFETCH(QStringList, expected);
    const QList<Shape> named = model::withDistinctNames(added, shapes, ShapeOrigin::Drawn);
    QCOMPARE(names(named), expected);
    for (qsizetype i = 0; i < named.size(); ++i) {
        Shape unchanged = named[i];
        unchanged.name = added[i].name;
        QCOMPARE(unchanged, added[i]); // only the name changes
    }
}

// Random frames and additions: every new name differs from every name shown in the frame
// and from every other new name, and a name that was free is kept.
void TestNewShape::randomFramesKeepNamesApart()
{
    const QStringList pool{QString(),
                           QStringLiteral("fist"),
                           QStringLiteral("fist 2"),
                           QStringLiteral("trace 1"),
                           QStringLiteral("trace 2"),
                           QStringLiteral("Box 1"),
                           QStringLiteral("Polygon 2")};
    const ShapeKind kinds[] = {ShapeKind::Box, ShapeKind::Circle, ShapeKind::Polygon};
    QRandomGenerator rng(22);
    for (int round = 0; round < 500; ++round) {
        const auto randomShapes = [&](int most) {
            QList<Shape> list;
            const int n = rng.bounded(most + 1);
            for (int i = 0; i < n; ++i)
                list << shape(kinds[rng.bounded(3)], pool[rng.bounded(int(pool.size()))], i);
            return list;
        };
        const QList<Shape> shapes = randomShapes(5);
        const QList<Shape> added = randomShapes(5);
        const ShapeOrigin origin = rng.bounded(2) ? ShapeOrigin::Drawn : ShapeOrigin::Traced;
        const QList<Shape> named = model::withDistinctNames(added, shapes, origin);
        QCOMPARE(named.size(), added.size());
        QStringList taken;
        for (qsizetype i = 0; i < shapes.size(); ++i)
            taken << model::shapeDisplayName(shapes, i);
        for (qsizetype i = 0; i < named.size(); ++i) {
            QVERIFY(!named[i].name.isEmpty());
            const bool wasFree = !added[i].name.isEmpty() && !taken.contains(added[i].name);
            QVERIFY2(!taken.contains(named[i].name), qPrintable(named[i].name));
            if (wasFree)
                QCOMPARE(named[i].name, added[i].name);
            QCOMPARE(named[i].kind, added[i].kind);
            QCOMPARE(named[i].role, added[i].role);
            taken << named[i].name;
        }
    }
}

void TestNewShape::tracedPolygonsCountOn()
{
    model::TraceResult trace;
    trace.ok = true;
    for (int i = 0; i < 2; ++i)
        trace.polygons.push_back({{{{0, 0}, {4, 0}, {0, 4}}}, {}, std::size_t(i), -1});
    const QList<Shape> kept{box(QStringLiteral("fist")), polygon(QStringLiteral("trace 2"))};
    const QList<Shape> traced = model::tracedPolygons(trace, {1, 1}, 128, kept);
    QCOMPARE(names(traced), (QStringList{"trace 3", "trace 4"}));
    for (const Shape &s : traced) {
        QVERIFY(s.isPolygon());
        QCOMPARE(s.role, model::newShapeRole(ShapeOrigin::Traced));
        QCOMPARE(s.polygon.points.front(), (collision::Vec2{-1, -1}));
    }
    QCOMPARE(names(model::tracedPolygons(trace, {0, 0}, std::nullopt)),
             (QStringList{"trace 1", "trace 2"}));
}

namespace {

Shape tracedTriangle(int threshold)
{
    Shape s = Shape::makePolygon({{{0, 0}, {4, 0}, {0, 4}}}, QStringLiteral("hurtbox"));
    s.tracedThreshold = threshold;
    s.fromSource = true; // the rule is the same for both marks
    return s;
}

} // namespace

void TestNewShape::handEdits_data()
{
    QTest::addColumn<QList<Shape>>("before");
    QTest::addColumn<QList<Shape>>("after");
    QTest::addColumn<QList<bool>>("stillTraced");

    QList<Shape> two{tracedTriangle(128), tracedTriangle(90)};
    for (collision::Vec2 &p : two[1].polygon.points)
        p.y += 10; // apart from the first

    QTest::newRow("nothing changed") << two << two << QList<bool>{true, true};
    QList<Shape> moved = two;
    moved[1].polygon.points[0].x += 1;
    QTest::newRow("point moved") << two << moved << QList<bool>{true, false};
    QList<Shape> renamed = two;
    renamed[0].name = QStringLiteral("fist");
    renamed[0].role = QStringLiteral("hitbox");
    renamed[0].sensor = true;
    QTest::newRow("renamed, role and sensor: still the trace")
            << two << renamed << QList<bool>{true, true};
    QList<Shape> holed = two;
    holed[0].holes = {collision::Polygon{{{1, 1}, {2, 1}, {1, 2}}}};
    QTest::newRow("hole added") << two << holed << QList<bool>{false, true};
    QList<Shape> longer = two;
    longer << tracedTriangle(50);
    QTest::newRow("a shape past the old ones") << two << longer << QList<bool>{true, true, false};
    QList<Shape> shorter{two[1]};
    QTest::newRow("first removed: the rest compare by place")
            << two << shorter << QList<bool>{false};
}

void TestNewShape::handEdits()
{
    QFETCH(QList<Shape>, before);
    QFETCH(QList<Shape>, after);
    QFETCH(QList<bool>, stillTraced);
    const QList<Shape> result = model::withHandEdits(before, after);
    QCOMPARE(result.size(), after.size());
    for (qsizetype i = 0; i < result.size(); ++i) {
        QCOMPARE(result[i].tracedThreshold.has_value(), stillTraced[i]);
        QCOMPARE(result[i].fromSource, stillTraced[i]);
        if (stillTraced[i])
            QCOMPARE(result[i].tracedThreshold, after[i].tracedThreshold);
        // Only the provenance changes.
        Shape plain = after[i];
        plain.tracedThreshold = result[i].tracedThreshold;
        plain.fromSource = result[i].fromSource;
        QCOMPARE(result[i], plain);
    }
}

void TestNewShape::copiesAreTheUsers()
{
    Shape slice = box(QStringLiteral("slice"));
    slice.fromSource = true;
    const QList<Shape> traced{
            tracedTriangle(0), tracedTriangle(255), box(QStringLiteral("b")), slice};
    const QList<Shape> copies = model::asUsersShapes(traced);
    QCOMPARE(copies.size(), traced.size());
    for (qsizetype i = 0; i < copies.size(); ++i) {
        QVERIFY(!copies[i].tracedThreshold);
        QVERIFY(!copies[i].fromSource);
        Shape plain = traced[i];
        plain.tracedThreshold.reset();
        plain.fromSource = false;
        QCOMPARE(copies[i], plain);
    }
    QVERIFY(model::asUsersShapes({}).isEmpty());
}

void TestNewShape::outdatedTraces_data()
{
    QTest::addColumn<int>("spriteThreshold");
    QTest::addColumn<std::optional<int>>("frameThreshold");
    QTest::addColumn<std::optional<int>>("tracedAt");
    QTest::addColumn<bool>("outdated");
    const std::optional<int> none;
    QTest::newRow("same as sprite") << 128 << none << std::optional<int>(128) << false;
    QTest::newRow("sprite raised") << 200 << none << std::optional<int>(128) << true;
    QTest::newRow("frame's own matches")
            << 200 << std::optional<int>(128) << std::optional<int>(128) << false;
    QTest::newRow("frame's own differs")
            << 128 << std::optional<int>(0) << std::optional<int>(128) << true;
    QTest::newRow("threshold 0 traced at 0") << 0 << none << std::optional<int>(0) << false;
    QTest::newRow("threshold 255 traced at 254") << 255 << none << std::optional<int>(254) << true;
    QTest::newRow("drawn by hand") << 200 << none << none << false;
}

void TestNewShape::outdatedTraces()
{
    QFETCH(int, spriteThreshold);
    QFETCH(std::optional<int>, frameThreshold);
    QFETCH(std::optional<int>, tracedAt);
    QFETCH(bool, outdated);
    model::Sprite sprite;
    sprite.threshold = spriteThreshold;
    sprite.frames[0].threshold = frameThreshold;
    Shape shape = tracedTriangle(0);
    shape.tracedThreshold = tracedAt;
    sprite.frames[0].shapes = {box(QStringLiteral("b")), shape, shape};
    QCOMPARE(model::isOutdatedTrace(sprite, sprite.frames[0], shape), outdated);
    QCOMPARE(model::outdatedTraceCount(sprite, sprite.frames[0]), outdated ? 2 : 0);
    // validate says so too, once per shape, as a warning.
    model::Project project;
    project.sprites << sprite;
    int warnings = 0;
    for (const model::ProjectProblem &p : model::validateProject(project)) {
        if (p.message.contains(QStringLiteral("no longer matches the solid pixels"))) {
            QCOMPARE(p.severity, model::ProjectProblem::Severity::Warning);
            QVERIFY2(p.message.contains(QString::number(*tracedAt)), qPrintable(p.message));
            ++warnings;
        }
    }
    QCOMPARE(warnings, outdated ? 2 : 0);
}

QTEST_GUILESS_MAIN(TestNewShape)
#include "tst_newshape.moc"
