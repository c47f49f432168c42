// Drawing and editing polygons on the canvas of the real main window: the polygon tool, vertex
// drags with each snap mode, point selection, insertion, deletion and nudging, and the warning
// about an invalid polygon.
// The fixture, its helpers and how expected values are found: mainwindowfixture.h.

#include "mainwindowfixture.h"

#include "base/canvasstyle.h"
#include "commands/spritecommands.h"

#include <QGraphicsItem>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

class TestMainPolygons : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_mainpolygons"); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    // Drawing polygons.
    void drawConcavePolygon_data();
    void drawConcavePolygon();
    void polygonToolBackspaceEscapeAndTooFewPoints();
    void invalidPolygonWarning();

    // Editing points and polygons.
    void dragVertexSnaps_data();
    void dragVertexSnaps();
    void dragBackToStartLeavesNoUndoStep();
    void dragSelectedPointsTogether();
    void insertPointByDoubleClick();
    void deletePointsWithShiftClick();
    void rubberBandSelectsPoints();
    void moveWholePolygonAndNudge();
    void nudgePoints();
};

// --- Drawing polygons ------------------------------------------------------------------

void TestMainPolygons::drawConcavePolygon_data()
{
    QTest::addColumn<QString>("snap");
    QTest::addColumn<QString>("closeBy");
    for (const char *snap : {"corners", "centres", "off"}) {
        for (const char *closeBy : {"enter", "double-click", "first point"})
            QTest::addRow("%s, %s", snap, closeBy) << snap << closeBy;
    }
}

void TestMainPolygons::drawConcavePolygon()
{
    QFETCH(QString, snap);
    QFETCH(QString, closeBy);
    setSnap(snap);
    useTool(Qt::Key_P);

    // An arrow head, concave at (48, 38); clicks a little off the pixel grid.
    const QList<QPointF> targets{
            {36.3, 30.2}, {60.3, 30.2}, {60.3, 46.2}, {48.3, 38.2}, {36.3, 46.2}};
    std::vector<Vec2> expected;
    for (const QPointF t : targets)
        expected.push_back(local(snapRule(landing(t), snap)));

    for (qsizetype i = 0; i + 1 < targets.size(); ++i)
        click(targets[i]);
    QCOMPARE(stack()->count(), 0); // nothing until it is closed
    if (closeBy == QLatin1String("enter")) {
        click(targets.last());
        key(Qt::Key_Return);
    } else if (closeBy == QLatin1String("double-click")) {
        doubleClick(targets.last());
    } else {
        click(targets.last());
        click(scene(expected.front())); // the first point
    }

    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Add Polygon"));
    const QList<model::Shape> &ship = doc()->shapes(0); // the hull, then the new polygon
    QCOMPARE(ship.size(), 2);
    QVERIFY(ship[1].isPolygon());
    QCOMPARE(ship[1].polygon.points, expected);
    QCOMPARE(ship[1].name, QStringLiteral("Polygon 2"));
    QCOMPARE(ship[1].role, model::defaultRoleName()); // as drawn boxes and circles
    QVERIFY(collision::validatePolygon(ship[1].polygon).isValid());
    QVERIFY(collision::signedArea(ship[1].polygon) != 0.0);
    ShapeSelection selected;
    selected.shapes = {1};
    QCOMPARE(doc()->selection(), selected);

    // One undo step takes it away, redo brings it back.
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc()->shapes(0)[1].polygon.points, expected);
}

void TestMainPolygons::polygonToolBackspaceEscapeAndTooFewPoints()
{
    useTool(Qt::Key_P);
    // Escape drops the polygon in progress.
    click({10, 10});
    click({20, 10});
    key(Qt::Key_Escape);
    click({10, 20});
    click({20, 20});
    // Two points cannot close.
    key(Qt::Key_Return);
    QCOMPARE(stack()->count(), 0);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("at least 3 points")),
             qPrintable(m_window->statusBar()->currentMessage()));
    // Backspace removes the last point: (40, 40) never makes it into the polygon.
    click({15, 30});
    click({40, 40});
    key(Qt::Key_Backspace);
    key(Qt::Key_Enter);
    QCOMPARE(stack()->count(), 1);
    const std::vector<Vec2> expected{local({10, 20}), local({20, 20}), local({15, 30})};
    QCOMPARE(points(0, 1), expected);
}

void TestMainPolygons::invalidPolygonWarning()
{
    QCOMPARE(warningLabel()->text(), QString());
    // A bow tie: the edges (10,10)-(30,30) and (30,10)-(10,30) cross.
    useTool(Qt::Key_P);
    for (const QPointF p : {QPointF(10, 10), QPointF(30, 30), QPointF(30, 10), QPointF(10, 30)})
        click(p);
    key(Qt::Key_Return);
    QCOMPARE(stack()->count(), 1);
    // Edges count from 1 here as in the shapes dock and in `hitbox-cli validate`: edge 1
    // runs (10,10)-(30,30), edge 3 (30,10)-(10,30).
    const QString reason = QStringLiteral("edges cross or touch each other (edges 1 and 3)");
    QCOMPARE(warningLabel()->text(), QStringLiteral("Polygon 2: %1").arg(reason));

    // Drawn in the warning colour: a selected vertex handle is filled with it. (Sampled
    // beside the vertex: at 800% the pixel grid runs through the vertex itself.)
    useTool(Qt::Key_E);
    click({10, 10});
    const QPoint beside(2, 2);
    QImage shot = viewport()->grab().toImage();
    QCOMPARE(shot.pixelColor(at({10, 10}) + beside).rgb(), style::invalid.rgb());
    // A vertex of the valid hull: the colour of its role (hurtbox), not the warning one.
    click(scene(hull[0]));
    shot = viewport()->grab().toImage();
    const QColor hurtbox = doc()->project().roles.color(QStringLiteral("hurtbox"));
    QVERIFY(hurtbox.rgb() != style::invalid.rgb());
    QCOMPARE(shot.pixelColor(at(scene(hull[0])) + beside).rgb(), hurtbox.rgb());
    // The item's tool tip gives the reason too.
    bool tipFound = false;
    for (QGraphicsItem *item : canvas()->spriteScene()->items())
        tipFound = tipFound || item->toolTip().contains(reason);
    QVERIFY(tipFound);

    // Fixing it (undo) clears the warning.
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(warningLabel()->text(), QString());
}

// --- Editing points and polygons -------------------------------------------------------

void TestMainPolygons::dragVertexSnaps_data()
{
    addSnapModeRows();
}

void TestMainPolygons::dragVertexSnaps()
{
    QFETCH(QString, snap);
    setSnap(snap);
    const QPointF vertex = scene(hull[2]); // (52, 14)
    const QPointF target(55.3, 18.6);
    // The grabbed vertex follows the mouse by the distance the events really moved.
    const QPointF moved = vertex + landing(target) - landing(vertex);
    const Vec2 expected = local(snapRule(moved, snap));

    drag(vertex, target);
    QCOMPARE(stack()->count(), 1); // one drag, one undo step
    std::vector<Vec2> after = hull;
    after[2] = expected;
    QCOMPARE(points(0, 0), after);
    QCOMPARE(plain(action("undo")->text()), QStringLiteral("Undo Move Points"));
    ShapeSelection selected;
    selected.points = {{0, 2}};
    QCOMPARE(doc()->selection(), selected);

    action("undo")->trigger();
    QCOMPARE(doc()->project(), m_project);
    QCOMPARE(plain(action("redo")->text()), QStringLiteral("Redo Move Points"));
    action("redo")->trigger();
    QCOMPARE(points(0, 0), after);
}

void TestMainPolygons::dragBackToStartLeavesNoUndoStep()
{
    stack()->push(new SetAlphaThreshold(doc(), 2, 9)); // an earlier, unrelated step
    const model::Project before = doc()->project();
    const QPointF vertex = scene(hull[2]);
    press(vertex);
    moveTo(vertex + QPointF(3, 1));
    moveTo(vertex + QPointF(6, 5));
    QVERIFY(!(doc()->project() == before));
    QCOMPARE(stack()->count(), 2);
    moveTo(vertex);
    release(vertex);
    QCOMPARE(doc()->project(), before);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->index(), 1);
    QCOMPARE(plain(action("undo")->text()), QStringLiteral("Undo Set Alpha Threshold"));
    // A click without a move changes nothing either.
    click(scene(hull[3]));
    click(scene({-10, -4}));
    QCOMPARE(stack()->count(), 1);
}

void TestMainPolygons::dragSelectedPointsTogether()
{
    drag({2, 2}, {40, 20}); // selects (12, 14) and (32, 8)
    // Dragging one selected point moves every selected point by the same whole pixels.
    const QPointF grab = scene(hull[1]);
    const QPointF to = grab + QPointF(2.7, 4.2);
    const QPointF d
            = snapRule(grab + landing(to) - landing(grab), QStringLiteral("corners")) - grab;
    QCOMPARE(d, QPointF(3, 4));
    drag(grab, to);
    QCOMPARE(stack()->count(), 1);
    std::vector<Vec2> after = hull;
    after[0] = hull[0] + vec(d);
    after[1] = hull[1] + vec(d);
    QCOMPARE(points(0, 0), after);
    ShapeSelection selected;
    selected.points = {{0, 0}, {0, 1}};
    QCOMPARE(doc()->selection(), selected);
}

void TestMainPolygons::insertPointByDoubleClick()
{
    // The right edge of the hull runs from (52, 14) to (52, 34); double-click beside it.
    const QPointF near(52.2, 25.3);
    const QPointF onEdge(52, landing(near).y()); // the closest point of the edge
    const Vec2 expected = local(snapRule(onEdge, QStringLiteral("corners")));
    QCOMPARE(expected, (Vec2{20, 1}));
    doubleClick(near);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Insert Point"));
    std::vector<Vec2> after = hull;
    after.insert(after.begin() + 3, expected);
    QCOMPARE(points(0, 0), after);
    ShapeSelection selected;
    selected.points = {{0, 3}};
    QCOMPARE(doc()->selection(), selected);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainPolygons::deletePointsWithShiftClick()
{
    click(scene(hull[0]));
    click(scene(hull[4]), Qt::ShiftModifier);
    click(scene(hull[5]), Qt::ShiftModifier);
    click(scene(hull[5]), Qt::ShiftModifier); // a second Shift-click deselects
    ShapeSelection selected;
    selected.points = {{0, 0}, {0, 4}};
    QCOMPARE(doc()->selection(), selected);
    QCOMPARE(stack()->count(), 0);
    key(Qt::Key_Delete);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Remove Points"));
    QCOMPARE(points(0, 0), (std::vector<Vec2>{hull[1], hull[2], hull[3], hull[5]}));
    QCOMPARE(doc()->spriteCount(), 3); // Delete on the canvas never removes sprites

    // Deleting every point of a polygon removes it.
    drag({2, 2}, {62, 46});
    QCOMPARE(doc()->selection().points.size(), 4);
    key(Qt::Key_Backspace);
    QVERIFY(doc()->shapes(0).isEmpty());
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainPolygons::rubberBandSelectsPoints()
{
    // From empty canvas at (2, 2) to (40, 20): holds (12, 14) and (32, 8).
    drag({2, 2}, {40, 20});
    ShapeSelection selected;
    selected.points = {{0, 0}, {0, 1}};
    QCOMPARE(doc()->selection(), selected);
    // Shift adds (52, 34); without Shift a band replaces the selection.
    drag({58, 40}, {46, 30}, Qt::ShiftModifier);
    selected.points.insert({0, 3});
    QCOMPARE(doc()->selection(), selected);
    drag({58, 40}, {46, 30});
    selected.points = {{0, 3}};
    QCOMPARE(doc()->selection(), selected);
    QCOMPARE(stack()->count(), 0); // selecting is not an edit
    QCOMPARE(doc()->project(), m_project);
    key(Qt::Key_Escape);
    QVERIFY(doc()->selection().isEmpty());
}

void TestMainPolygons::moveWholePolygonAndNudge()
{
    const QPointF inside = scene({-10, -4});
    const QPointF to = inside + QPointF(5.3, 2.2);
    const QPointF delta = landing(to) - landing(inside);
    const Vec2 d{std::round(delta.x()), std::round(delta.y())};
    QCOMPARE(d, (Vec2{5, 2}));
    drag(inside, to);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Move Shapes"));
    std::vector<Vec2> after;
    for (const Vec2 p : hull)
        after.push_back(p + d);
    QCOMPARE(points(0, 0), after);
    ShapeSelection selected;
    selected.shapes = {0};
    QCOMPARE(doc()->selection(), selected);

    // Arrow keys: 1 px, with Shift 10 px.
    key(Qt::Key_Right);
    key(Qt::Key_Down, Qt::ShiftModifier);
    key(Qt::Key_Left, Qt::ShiftModifier);
    key(Qt::Key_Up);
    for (Vec2 &p : after)
        p = p + Vec2{1 - 10, 10 - 1};
    QCOMPARE(points(0, 0), after);
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainPolygons::nudgePoints()
{
    click(scene(hull[1]));
    key(Qt::Key_Left);
    key(Qt::Key_Up, Qt::ShiftModifier);
    std::vector<Vec2> after = hull;
    after[1] = hull[1] + Vec2{-1, -10};
    QCOMPARE(points(0, 0), after);
    QCOMPARE(stack()->undoText(), QStringLiteral("Move Points"));
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
}

QTEST_MAIN(TestMainPolygons)
#include "tst_mainpolygons.moc"
