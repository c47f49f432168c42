// The undo stack around the commands: drags with one drag id merge into one step, different
// ids, sprites and kinds stay apart, a drag back to its start leaves the stack, commands
// that change nothing never enter it, and the modified flag follows undo. Expected projects
// are the fixture's project or ones recorded earlier in the test. Fixture: commandsfixture.h.

#include "commandsfixture.h"

#include <cmath>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::commandstest;

class TestCommandStack : public CommandsFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { createProject(); }
    void init() { openDocument(); }
    void cleanup() { closeDocument(); }

    void dragMerges_data();
    void dragMerges();
    void differentDragsStaySeparate();
    void differentKindsDoNotMerge();
    void dragBackToStartLeavesTheStack();
    void pivotDragBackToStartHasNoDrift();
    void noMergeAcrossSave();
    void zeroChangeCommandsAreDropped_data();
    void zeroChangeCommandsAreDropped();
    void setPivotKeepsShapesOnTheImage();
    void modifiedFollowsUndo();
};

void TestCommandStack::dragMerges_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::newRow("MovePolygonPoints") << 0 << "Move Points";
    QTest::newRow("MoveShapes") << 1 << "Move Shapes";
    QTest::newRow("SetBox") << 2 << "Change Box";
    QTest::newRow("SetCircle") << 3 << "Change Circle";
    QTest::newRow("SetPivot") << 4 << "Move Pivot";
    QTest::newRow("SetAlphaThreshold") << 5 << "Set Alpha Threshold";
}

namespace {

// The step-th move of a drag of the given kind, as the tools push it: the full new state
// computed from the state at the drag's start.
QUndoCommand *dragStep(Document *d, const model::Sprite &start, int kind, int step, quint64 id)
{
    const double t = 0.1 * step;
    switch (kind) {
    case 0: {
        ShapeList shapes = shapes0(start); // shape 2: the first polygon
        shapes[2].polygon.points[0] = shapes[2].polygon.points[0] + Vec2{t, 38.4 * t};
        return new MovePolygonPoints(d, 0, shapes, id);
    }
    case 1: {
        ShapeList shapes = shapes0(start); // the box 0 and the circle 1
        shapes[0].box.x += t;
        shapes[1].circle.center = shapes[1].circle.center + Vec2{t, -t};
        return new MoveShapes(d, 0, shapes, id);
    }
    case 2:
        return new SetBox(
                d,
                0,
                0,
                collision::Rect{
                        boxOf(start)->x, boxOf(start)->y, boxOf(start)->w + t, boxOf(start)->h},
                id);
    case 3:
        return new SetCircle(
                d,
                0,
                1,
                collision::Circle{circleOf(start)->center, circleOf(start)->radius + t},
                id);
    case 4:
        return new SetPivot(d, 0, Vec2{start.pivot->x + t, start.pivot->y - 3 * t}, id);
    default:
        return new SetAlphaThreshold(d, 0, start.threshold + step);
    }
}

} // namespace

void TestCommandStack::dragMerges()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    const model::Project before = m_document->project();
    const model::Sprite start = before.sprites[0];
    stack()->push(new RenameSprite(m_document.get(), 1, QStringLiteral("box")));

    model::Project last;
    for (int step = 1; step <= 6; ++step) {
        QUndoCommand *command = dragStep(m_document.get(), start, kind, step, 42);
        stack()->push(command);
        QCOMPARE(stack()->count(), 2);
        QCOMPARE(stack()->index(), 2);
        QCOMPARE(stack()->undoText(), text);
        last = m_document->project();
    }
    // The merged step is undone and redone as a whole.
    stack()->undo();
    QCOMPARE(m_document->project().sprites[0], before.sprites[0]);
    QCOMPARE(stack()->index(), 1);
    stack()->redo();
    COMPARE_PROJECT(m_document->project(), last);
    stack()->undo();
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), before);
}

void TestCommandStack::differentDragsStaySeparate()
{
    const model::Project before = m_document->project();
    const model::Sprite start = before.sprites[0];
    stack()->push(dragStep(m_document.get(), start, 0, 1, 1));
    stack()->push(dragStep(m_document.get(), start, 0, 2, 1));
    const model::Project afterFirst = m_document->project();
    const model::Sprite middle = afterFirst.sprites[0];
    stack()->push(dragStep(m_document.get(), middle, 0, 3, 2));
    stack()->push(dragStep(m_document.get(), middle, 0, 4, 2));
    QCOMPARE(stack()->count(), 2);
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), afterFirst);
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), before);

    // Drags of another sprite never merge with this one's, even with the same id.
    stack()->clear();
    ShapeList shapes = m_document->shapes(0);
    shapes[3].polygon.points[0] = Vec2{0.1, 0.1};
    stack()->push(new MovePolygonPoints(m_document.get(), 0, shapes, 5));
    stack()->push(new MovePolygonPoints(
            m_document.get(), 2, {polygon("p", "", {{0, 0}, {1, 0}, {0, 1}})}, 5));
    QCOMPARE(stack()->count(), 2);
    // Threshold changes of two sprites stay two steps.
    stack()->push(new SetAlphaThreshold(m_document.get(), 0, 1));
    stack()->push(new SetAlphaThreshold(m_document.get(), 1, 2));
    stack()->push(new SetAlphaThreshold(m_document.get(), 1, 3));
    QCOMPARE(stack()->count(), 4);
}

void TestCommandStack::differentKindsDoNotMerge()
{
    const model::Sprite start = m_document->sprite(0);
    stack()->push(dragStep(m_document.get(), start, 0, 1, 9));
    stack()->push(dragStep(m_document.get(), m_document->sprite(0), 1, 1, 9));
    stack()->push(dragStep(m_document.get(), m_document->sprite(0), 2, 1, 9));
    stack()->push(dragStep(m_document.get(), m_document->sprite(0), 3, 1, 9));
    stack()->push(dragStep(m_document.get(), m_document->sprite(0), 4, 1, 9));
    QCOMPARE(stack()->count(), 5);
    // Commands without a merge id never merge.
    stack()->push(new InsertPolygonPoint(m_document.get(), 0, 2, 0, {1, 1})); // the "body"
    stack()->push(new InsertPolygonPoint(m_document.get(), 0, 2, 0, {2, 2}));
    QCOMPARE(stack()->count(), 7);
    stack()->setIndex(0);
    COMPARE_PROJECT(m_document->project(), m_project);
}

void TestCommandStack::dragBackToStartLeavesTheStack()
{
    for (int kind = 0; kind < 6; ++kind) {
        init();
        const model::Project before = m_document->project();
        const model::Sprite start = before.sprites[0];
        stack()->push(new RenameSprite(m_document.get(), 2, QStringLiteral("other")));
        const model::Project renamed = m_document->project();
        QSignalSpy indexChanged(stack(), &QUndoStack::indexChanged);
        for (const int step : {1, 5, 3})
            stack()->push(dragStep(m_document.get(), start, kind, step, 77));
        QCOMPARE(stack()->count(), 2);
        // Back to where it started: the merged command is obsolete and leaves the stack.
        stack()->push(dragStep(m_document.get(), start, kind, 0, 77));
        QVERIFY2(m_document->project() == renamed, qPrintable(QString::number(kind)));
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(stack()->index(), 1);
        QCOMPARE(stack()->undoText(), QStringLiteral("Rename Sprite"));
        QCOMPARE(indexChanged.last().at(0).toInt(), 1);
        stack()->undo();
        COMPARE_PROJECT(m_document->project(), before);
        QVERIFY(!m_document->isModified());
        cleanup();
    }
}

void TestCommandStack::pivotDragBackToStartHasNoDrift()
{
    // Every step shifts the shapes from the previous step's coordinates; a drag through
    // awkward values and back must still restore the exact start.
    const model::Project before = m_document->project();
    for (const Vec2 pivot :
         {Vec2{10.1, 38.4}, Vec2{0.1, 0.7}, Vec2{-3.3, 17.9}, Vec2{49.9, 0.3}, Vec2{24.5, 19.9}}) {
        stack()->push(new SetPivot(m_document.get(), 0, pivot, 3));
    }
    COMPARE_PROJECT(m_document->project(), before);
    QCOMPARE(stack()->count(), 0);
    QVERIFY(!m_document->isModified());

    // A drag that ends elsewhere ends exactly where one step from the start would.
    for (const Vec2 pivot : {Vec2{10.1, 38.4}, Vec2{0.1, 0.7}, Vec2{-3.3, 17.9}})
        stack()->push(new SetPivot(m_document.get(), 0, pivot, 4));
    const model::Project dragged = m_document->project();
    QCOMPARE(stack()->count(), 1);
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), before);
    stack()->push(new SetPivot(m_document.get(), 0, Vec2{-3.3, 17.9}, 5));
    COMPARE_PROJECT(m_document->project(), dragged);
}

void TestCommandStack::noMergeAcrossSave()
{
    const model::Sprite start = m_document->sprite(0);
    stack()->push(dragStep(m_document.get(), start, 2, 1, 8));
    m_document->markSaved();
    const model::Project saved = m_document->project();
    stack()->push(dragStep(m_document.get(), start, 2, 2, 8));
    QCOMPARE(stack()->count(), 2);
    QVERIFY(m_document->isModified());
    stack()->undo();
    COMPARE_PROJECT(m_document->project(), saved);
    QVERIFY(!m_document->isModified());
}

void TestCommandStack::zeroChangeCommandsAreDropped_data()
{
    QTest::addColumn<int>("row");
    const char *names[]
            = {"AddSprites none",          "RemoveSprites none",   "RenameSprite same",
               "SetAlphaThreshold same",   "SetColorKey same",     "SetPivot same",
               "LocateImage same",         "SetBox same",          "SetCircle same",
               "RemoveShapes nothing",     "MoveShapes same",      "MovePolygonPoints same",
               "RemovePolygonPoints none", "RenameShape same",     "SetShapeRole same",
               "PasteShapes empty",        "ReplaceArmature same", "ApplyShapes same",
               "SetShapeSensor same",      "SetBox no such shape", "RenameShape no such shape",
               "SetBox on a circle",       "SetCircle on a box",   "InsertPolygonPoint into a box"};
    for (int i = 0; i < int(std::size(names)); ++i)
        QTest::newRow(names[i]) << i;
}

void TestCommandStack::zeroChangeCommandsAreDropped()
{
    QFETCH(int, row);
    Document *d = m_document.get();
    const model::Sprite hero = d->sprite(0);

    const std::function<QUndoCommand *()> make[] = {
            [&] { return new AddSprites(d, {}); },
            [&] { return new RemoveSprites(d, {}); },
            [&] { return new RenameSprite(d, 0, QStringLiteral("hero")); },
            [&] { return new SetAlphaThreshold(d, 0, 100); },
            [&] {
                return new SetColorKey(d, 1, model::ColorKey{QColor(255, 0, 255), 4});
            },
            [&] {
                return new SetPivot(d, 0, Vec2{24.5, 19.9});
            },
            [&] { return new LocateImage(d, 0, hero.imagePath); },
            [&] { return new SetBox(d, 0, 0, *boxOf(hero), 3); },
            [&] { return new SetCircle(d, 0, 1, *circleOf(hero), 3); },
            [&] { return new RemoveShapes(d, 0, ShapeSelection{}); },
            [&] { return new MoveShapes(d, 0, shapes0(hero), 3); },
            [&] { return new MovePolygonPoints(d, 0, shapes0(hero), 3); },
            [&] { return new RemovePolygonPoints(d, 0, {}); },
            [&] { return new RenameShape(d, 0, 2, QStringLiteral("body")); },
            [&] { return new SetShapeRole(d, 0, 3, QStringLiteral("hitbox")); },
            [&] { return new PasteShapes(d, 0, ShapeList{}); },
            [&] {
                return new ReplaceArmature(
                        d, 0, shapefixture::polygonsOf(hero), false, QStringLiteral("Trace"));
            },
            [&] { return new ApplyShapesToSprites(d, shapes0(hero), {0}); },
            [&] { return new SetShapeSensor(d, 0, 1, false); },
            [&] {
                return new SetBox(d, 1, 1, collision::Rect{0, 0, 1, 1});
            },                                                             // crate: 1 shape
            [&] { return new RenameShape(d, 2, 0, QStringLiteral("x")); }, // extra: none
            // A shape of another kind (a stale index) is left alone.
            [&] {
                return new SetBox(d, 0, 1, collision::Rect{0, 0, 1, 1});
            },
            [&] {
                return new SetCircle(d, 0, 0, collision::Circle{{0, 0}, 1});
            },
            [&] {
                return new InsertPolygonPoint(d, 0, 0, 0, Vec2{1, 1});
            },
    };
    const model::Project start = d->project();
    DocumentSignals signalLog(d);
    QUndoCommand *command = make[row]();
    QVERIFY(command->isObsolete());
    stack()->push(command);
    QCOMPARE(stack()->count(), 0);
    QCOMPARE(stack()->index(), 0);
    COMPARE_PROJECT(d->project(), start);
    QCOMPARE(signalLog.take(), QStringList());
    QVERIFY(!d->isModified());
}

void TestCommandStack::setPivotKeepsShapesOnTheImage()
{
    const model::Sprite start = m_document->sprite(0);
    const Vec2 oldPivot = *start.pivot;
    quint64 dragId = 0;
    for (const Vec2 pivot : {Vec2{10.1, 38.4}, Vec2{0.1, 0.1}, Vec2{-7.7, 103.3}}) {
        stack()->push(new SetPivot(m_document.get(), 0, pivot, ++dragId));
        const model::Sprite &s = m_document->sprite(0);
        QCOMPARE(*s.pivot, pivot);
        // Image position = local + pivot is unchanged (up to rounding of the shift).
        const auto same = [](Vec2 a, Vec2 b) {
            return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9;
        };
        const collision::Rect box = *boxOf(s), startBox = *boxOf(start);
        QVERIFY(same(Vec2{box.x, box.y} + pivot, Vec2{startBox.x, startBox.y} + oldPivot));
        QCOMPARE(box.w, startBox.w);
        QCOMPARE(box.h, startBox.h);
        QVERIFY(same(circleOf(s)->center + pivot, circleOf(start)->center + oldPivot));
        QCOMPARE(circleOf(s)->radius, circleOf(start)->radius);
        const QList<model::Shape> polygons = shapefixture::polygonsOf(s);
        const QList<model::Shape> startPolygons = shapefixture::polygonsOf(start);
        QCOMPARE(polygons.size(), startPolygons.size());
        for (int p = 0; p < startPolygons.size(); ++p) {
            for (size_t v = 0; v < startPolygons[p].polygon.points.size(); ++v) {
                QVERIFY(same(polygons[p].polygon.points[v] + pivot,
                             startPolygons[p].polygon.points[v] + oldPivot));
            }
        }
    }
    QCOMPARE(stack()->count(), 3);
    stack()->setIndex(0);
    QCOMPARE(m_document->sprite(0), start); // exact coordinates, no drift
    COMPARE_PROJECT(m_document->project(), m_project);
}

void TestCommandStack::modifiedFollowsUndo()
{
    QSignalSpy modified(m_document.get(), &Document::modifiedChanged);
    stack()->push(new RenameSprite(m_document.get(), 0, QStringLiteral("x")));
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);
    m_document->markSaved();
    QCOMPARE(modified.last().at(0).toBool(), false);
    stack()->undo();
    QCOMPARE(modified.last().at(0).toBool(), true);
    stack()->redo();
    QCOMPARE(modified.last().at(0).toBool(), false);
    QVERIFY(!m_document->isModified());
}

QTEST_MAIN(TestCommandStack)
#include "tst_commandstack.moc"
