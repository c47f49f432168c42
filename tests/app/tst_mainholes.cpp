// Polygons with holes in the real main window: the hole drawn empty and clicks in it going
// through, hole vertices dragged, inserted, deleted and rubber-band selected like outline
// vertices (the vertex numbering of polygonvertices.h), a moved shape taking its holes,
// and Cut Into Convex Pieces from the Edit menu and the shapes list, each one undo step.
// The fixture, its helpers and how expected values are found: mainwindowfixture.h.

#include "mainwindowfixture.h"

#include "canvas/shapeitems.h"
#include "commands/changespriteshapes.h"

#include <hitbox/shapes.h>

#include <QGraphicsItem>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTreeWidget>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

namespace {

// The ship's test shape: a 40 x 32 frame around the pivot with a 16 x 16 hole.
const std::vector<Vec2> outline{{-20, -16}, {20, -16}, {20, 16}, {-20, 16}};
const std::vector<Vec2> hole{{-8, -8}, {8, -8}, {8, 8}, {-8, 8}};

double shoelace(const std::vector<Vec2> &p)
{
    double twice = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Vec2 a = p[i];
        const Vec2 b = p[(i + 1) % p.size()];
        twice += a.x * b.y - a.y * b.x;
    }
    return std::abs(twice) / 2;
}

} // namespace

class TestMainHoles : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_mainholes"); }
    void init();
    void cleanup() { closeWindow(); }

    void holeDrawnEmpty();
    void clickInHoleMissesShape();
    void dragHoleVertex();
    void insertHolePoint();
    void deleteHoleVertices();
    void rubberBandSelectsHoleVertices();
    void moveShapeMovesHoles();
    void cutIntoConvexPieces_data();
    void cutIntoConvexPieces();

private:
    const model::Shape &ring() const { return doc()->shapes(0).at(0); }
};

void TestMainHoles::init()
{
    openTestProject();
    model::Shape ring = model::Shape::makePolygon(
            collision::Polygon{outline}, QStringLiteral("hurtbox"), QStringLiteral("ring"));
    ring.holes = {collision::Polygon{hole}};
    stack()->push(new ChangeSpriteShapes(doc(), 0, {ring}, QStringLiteral("setup")));
    stack()->clear();
    m_project = doc()->project();
    QCOMPARE(ring.holes.size(), 1);
}

void TestMainHoles::holeDrawnEmpty()
{
    PolygonItem *item = nullptr;
    for (QGraphicsItem *i : canvas()->scene()->items()) {
        if (auto *p = dynamic_cast<PolygonItem *>(i))
            item = p;
    }
    QVERIFY(item);
    // The item painted on its own: the rim is filled, the hole is not.
    QImage image(64, 48, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setTransform(item->sceneTransform());
        QStyleOptionGraphicsItem option;
        item->paint(&painter, &option, nullptr);
    }
    const QPointF rim = scene({-14, 3});
    const QPointF inHole = scene({3, 3});
    QVERIFY(qAlpha(image.pixel(rim.toPoint())) > 0);
    QCOMPARE(qAlpha(image.pixel(inHole.toPoint())), 0);
}

void TestMainHoles::clickInHoleMissesShape()
{
    click(scene({3, 3}));
    QVERIFY(doc()->selection().isEmpty());
    click(scene({-14, 3}));
    ShapeSelection selected;
    selected.shapes = {0};
    QCOMPARE(doc()->selection(), selected);
    click(scene({3, 3})); // through the hole to the empty canvas: deselects
    QVERIFY(doc()->selection().isEmpty());
    QCOMPARE(stack()->count(), 0);
}

void TestMainHoles::dragHoleVertex()
{
    // Hole vertex 2, (8, 8), is vertex 4 + 2 of the shape.
    drag(scene(hole[2]), scene({10, 11}));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Move Points"));
    std::vector<Vec2> moved = hole;
    moved[2] = {10, 11};
    QCOMPARE(ring().holes.at(0).points, moved);
    QCOMPARE(ring().polygon.points, outline);
    ShapeSelection selected;
    selected.points = {{0, 6}};
    QCOMPARE(doc()->selection(), selected);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainHoles::insertHolePoint()
{
    // Beside the hole's right edge, from (8, -8) to (8, 8).
    doubleClick(scene({8.2, 3.3}));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Insert Point"));
    std::vector<Vec2> after = hole;
    after.insert(after.begin() + 2, Vec2{8, std::round(landing(scene({8.2, 3.3})).y()) - 24});
    QCOMPARE(ring().holes.at(0).points, after);
    QCOMPARE(ring().polygon.points, outline);
    ShapeSelection selected;
    selected.points = {{0, 4 + 2}};
    QCOMPARE(doc()->selection(), selected);
    // The new point is addressed like the others: drag it.
    drag(scene(after[2]), scene({9, 3}));
    QCOMPARE(ring().holes.at(0).points.at(2), (Vec2{9, 3}));
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainHoles::deleteHoleVertices()
{
    click(scene(hole[1]));
    key(Qt::Key_Delete);
    QCOMPARE(stack()->undoText(), QStringLiteral("Remove Point"));
    QCOMPARE(ring().holes.at(0).points, (std::vector<Vec2>{hole[0], hole[2], hole[3]}));
    // A hole cannot keep fewer than 3 points: the next deletion removes it.
    click(scene(hole[3]));
    key(Qt::Key_Delete);
    QVERIFY(ring().holes.isEmpty());
    QCOMPARE(ring().polygon.points, outline);
    QCOMPARE(stack()->count(), 2);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(ring().holes.at(0).points, (std::vector<Vec2>{hole[0], hole[2], hole[3]}));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainHoles::rubberBandSelectsHoleVertices()
{
    // Bands from inside the hole (which is empty canvas): one over the hole's lower right
    // corner, then, with Shift, one over its upper right corner.
    drag(scene({2, 2}), scene({11, 11}));
    ShapeSelection selected;
    selected.points = {{0, 6}};
    QCOMPARE(doc()->selection(), selected);
    drag(scene({2, -2}), scene({11, -11}), Qt::ShiftModifier);
    selected.points = {{0, 5}, {0, 6}};
    QCOMPARE(doc()->selection(), selected);
    QCOMPARE(stack()->count(), 0);
    key(Qt::Key_Right);
    QCOMPARE(ring().holes.at(0).points, (std::vector<Vec2>{hole[0], {9, -8}, {9, 8}, hole[3]}));
    QCOMPARE(ring().polygon.points, outline);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainHoles::moveShapeMovesHoles()
{
    click(scene({-14, 3}));
    key(Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(stack()->count(), 1);
    const auto down = [](std::vector<Vec2> p) {
        for (Vec2 &v : p)
            v.y += 10;
        return p;
    };
    QCOMPARE(ring().polygon.points, down(outline));
    QCOMPARE(ring().holes.at(0).points, down(hole));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainHoles::cutIntoConvexPieces_data()
{
    QTest::addColumn<QString>("from");
    QTest::newRow("Edit menu") << "Edit menu";
    QTest::newRow("shapes list") << "shapes list";
}

void TestMainHoles::cutIntoConvexPieces()
{
    QFETCH(QString, from);
    QAction *cut = action("cutIntoConvexPieces");
    QVERIFY(!cut->isEnabled()); // nothing selected
    click(scene({-14, 3}));
    QVERIFY(cut->isEnabled());
    if (from == QLatin1String("Edit menu")) {
        QMenu *edit = nullptr;
        for (QAction *menu : m_window->menuBar()->actions()) {
            if (plain(menu->text()) == QLatin1String("Edit"))
                edit = menu->menu();
        }
        QVERIFY(edit && edit->actions().contains(cut));
    } else {
        auto *list = m_window->findChild<QTreeWidget *>(QStringLiteral("shapeList"));
        QVERIFY(list);
        QCOMPARE(list->contextMenuPolicy(), Qt::ActionsContextMenu);
        QVERIFY(list->actions().contains(cut));
    }
    cut->trigger();
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Cut Into Convex Pieces"));
    const QList<model::Shape> &pieces = doc()->shapes(0);
    QVERIFY(pieces.size() >= 4); // a square ring needs at least four convex pieces
    double area = 0;
    for (int i = 0; i < pieces.size(); ++i) {
        const model::Shape &p = pieces[i];
        QVERIFY(p.isPolygon() && p.holes.isEmpty());
        QVERIFY(collision::validatePolygon(p.polygon).isValid());
        QVERIFY(collision::isConvex(p.polygon));
        QVERIFY(p.polygon.points.size() <= 8);
        QCOMPARE(p.role, QStringLiteral("hurtbox"));
        QCOMPARE(p.name, QStringLiteral("ring %1").arg(i + 1));
        area += shoelace(p.polygon.points);
        // No piece covers the hole's centre area.
        QCOMPARE(collision::pointInPolygon(p.polygon, {1, 1}), collision::Containment::Outside);
    }
    QCOMPARE(area, 40.0 * 32.0 - 16.0 * 16.0);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

QTEST_MAIN(TestMainHoles)
#include "tst_mainholes.moc"
