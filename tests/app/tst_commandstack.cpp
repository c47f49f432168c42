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
    QTest::newRow("SetReducedBox") << 2 << "Change Reduced Box";
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
        QList<model::PolygonShape> polygons = start.polygons;
        polygons[0].polygon.points[0] = polygons[0].polygon.points[0] + Vec2{t, 38.4 * t};
        return new MovePolygonPoints(d, 0, polygons, id);
    }
    case 1: {
        SpriteShapes shapes = SpriteShapes::of(start);
        shapes.box->x += t;
        shapes.circle->center = shapes.circle->center + Vec2{t, -t};
        return new MoveShapes(d, 0, shapes, id);
    }
    case 2:
        return new SetReducedBox(
                d,
                0,
                collision::Rect{start.box->x, start.box->y, start.box->w + t, start.box->h},
                id);
    case 3:
        return new SetCircle(
                d, 0, collision::Circle{start.circle->center, start.circle->radius + t}, id);
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
    QList<model::PolygonShape> polygons = m_document->sprite(0).polygons;
    polygons[1].polygon.points[0] = Vec2{0.1, 0.1};
    stack()->push(new MovePolygonPoints(m_document.get(), 0, polygons, 5));
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
    stack()->push(new InsertPolygonPoint(m_document.get(), 0, 0, 0, {1, 1}));
    stack()->push(new InsertPolygonPoint(m_document.get(), 0, 0, 0, {2, 2}));
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
    const char *names[] = {
            "AddSprites none",           "RemoveSprites none",    "RenameSprite same",
            "SetAlphaThreshold same",    "SetColorKey same",      "SetPivot same",
            "LocateImage same",          "SetReducedBox same",    "SetCircle same",
            "RemoveShapes nothing",      "MoveShapes same",       "MovePolygonPoints same",
            "RemovePolygonPoints none",  "RenameShape same",      "SetShapeRole same",
            "PasteShapes empty",         "ReplaceArmature same",  "ApplyShapes same",
            "SetReducedBox remove none", "SetCircle remove none", "AddReducedBox existing default"};
    for (int i = 0; i < int(std::size(names)); ++i)
        QTest::newRow(names[i]) << i;
}

void TestCommandStack::zeroChangeCommandsAreDropped()
{
    QFETCH(int, row);
    Document *d = m_document.get();
    const model::Sprite hero = d->sprite(0);
    // extra gets its default box first, so AddReducedBox changes nothing there.
    stack()->push(new AddReducedBox(d, 2));
    stack()->clear();

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
            [&] { return new SetReducedBox(d, 0, hero.box, 3); },
            [&] { return new SetCircle(d, 0, hero.circle, 3); },
            [&] { return new RemoveShapes(d, 0, ShapeSelection{}); },
            [&] { return new MoveShapes(d, 0, SpriteShapes::of(hero), 3); },
            [&] { return new MovePolygonPoints(d, 0, hero.polygons, 3); },
            [&] { return new RemovePolygonPoints(d, 0, {}); },
            [&] { return new RenameShape(d, 0, 0, QStringLiteral("body")); },
            [&] { return new SetShapeRole(d, 0, 1, QStringLiteral("hitbox")); },
            [&] { return new PasteShapes(d, 0, SpriteShapes{}); },
            [&] {
                return new ReplaceArmature(d, 0, hero.polygons, false, QStringLiteral("Trace"));
            },
            [&] { return new ApplyShapesToSprites(d, SpriteShapes::of(hero), {0}); },
            [&] { return new SetReducedBox(d, 1, std::nullopt); }, // crate has a box: see below
            [&] { return new SetCircle(d, 1, std::nullopt); },     // crate has no circle
            [&] { return new AddReducedBox(d, 2); },
    };
    if (row == 18) {
        stack()->push(new SetReducedBox(d, 1, std::nullopt));
        stack()->clear();
    }
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
        QVERIFY(same(Vec2{s.box->x, s.box->y} + pivot,
                     Vec2{start.box->x, start.box->y} + oldPivot));
        QCOMPARE(s.box->w, start.box->w);
        QCOMPARE(s.box->h, start.box->h);
        QVERIFY(same(s.circle->center + pivot, start.circle->center + oldPivot));
        QCOMPARE(s.circle->radius, start.circle->radius);
        for (int p = 0; p < start.polygons.size(); ++p) {
            for (size_t v = 0; v < start.polygons[p].polygon.points.size(); ++v) {
                QVERIFY(same(s.polygons[p].polygon.points[v] + pivot,
                             start.polygons[p].polygon.points[v] + oldPivot));
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
