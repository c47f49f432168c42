// Drawing boxes and circles by dragging on the canvas of the real main window (the Box tool,
// B, and the Circle tool, C): any number per frame, each one undo step, snapped, selected
// after drawing; Esc cancels a drag, and a drag without area adds nothing.
// The fixture, its helpers and how expected values are found: mainwindowfixture.h.

#include "mainwindowfixture.h"

#include "model/evaluate/newshape.h"

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

class TestDrawTools : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_drawtools"); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void drawBoxes_data() { addSnapModeRows(); }
    void drawBoxes();
    void drawCircle();
    void escapeAndEmptyDragsAddNothing();

private:
    QList<model::Shape> shapesNow() const { return doc()->shapes(doc()->currentSprite()); }
};

void TestDrawTools::drawBoxes()
{
    QFETCH(QString, snap);
    setSnap(snap);
    useTool(Qt::Key_B);
    const qsizetype before = shapesNow().size();
    const int undoBefore = stack()->count();

    // Two boxes, the second dragged from its bottom-right corner to its top-left.
    const QList<std::pair<QPointF, QPointF>> drags{{{30.3, 28.2}, {50.6, 40.7}},
                                                   {{62.2, 44.4}, {54.1, 33.3}}};
    QStringList names;
    for (const auto &[from, to] : drags) {
        const QString name = model::newShapeName(
                shapesNow(), model::ShapeKind::Box, model::ShapeOrigin::Drawn);
        drag(from, to);
        const QPointF a = snapRule(landing(from), snap);
        const QPointF b = snapRule(landing(to), snap);
        const QRectF r = QRectF(a, b).normalized();
        const Vec2 topLeft = local(r.topLeft());
        const model::Shape &box = shapesNow().last();
        QVERIFY(box.isBox());
        QCOMPARE(box.box, (collision::Rect{topLeft.x, topLeft.y, r.width(), r.height()}));
        QCOMPARE(box.role, model::defaultRoleName());
        QCOMPARE(box.name, name);
        QVERIFY(!names.contains(name));
        names << name;
        // The new box is selected, so the properties and the handles are at hand.
        QCOMPARE(doc()->selection().shapes, (QSet<int>{int(shapesNow().size()) - 1}));
    }
    QCOMPARE(shapesNow().size(), before + 2);
    QCOMPARE(stack()->count(), undoBefore + 2);
    stack()->undo();
    stack()->undo();
    QCOMPARE(shapesNow().size(), before);
}

void TestDrawTools::drawCircle()
{
    setSnap(QStringLiteral("off"));
    useTool(Qt::Key_C);
    const qsizetype before = shapesNow().size();
    const QPointF centre(40.5, 36.25);
    const QPointF edge(46.5, 44.25); // 6, 8: radius 10
    drag(centre, edge);
    QCOMPARE(shapesNow().size(), before + 1);
    const model::Shape &circle = shapesNow().last();
    QVERIFY(circle.isCircle());
    const QPointF c = landing(centre);
    QCOMPARE(circle.circle.center, local(c));
    QVERIFY(std::abs(circle.circle.radius - QLineF(c, landing(edge)).length()) < 1e-9);
    QVERIFY(std::abs(circle.circle.radius - 10.0) < 0.2);
    QCOMPARE(stack()->undoText(), QStringLiteral("Add Circle"));
}

void TestDrawTools::escapeAndEmptyDragsAddNothing()
{
    setSnap(QStringLiteral("corners"));
    for (const Qt::Key tool : {Qt::Key_B, Qt::Key_C}) {
        useTool(tool);
        const qsizetype before = shapesNow().size();
        const int undoBefore = stack()->count();
        // Esc during the drag.
        press({30.2, 30.2});
        moveTo({40.2, 40.2});
        key(Qt::Key_Escape);
        release({40.2, 40.2});
        // A click: no area.
        click({33.2, 33.2});
        QCOMPARE(shapesNow().size(), before);
        QCOMPARE(stack()->count(), undoBefore);
        QVERIFY(canvas()->spriteScene()->toolPath().isEmpty());
    }
}

QTEST_MAIN(TestDrawTools)
#include "tst_drawtools.moc"
