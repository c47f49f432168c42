// The box, the circle and the pivot on the canvas of the real main window, and its editing
// actions and docks: pivot presets, the threshold in the properties dock, undo and redo, copy
// and paste of shapes, applying shapes to selected sprites, and the window title.
// The fixture, its helpers and how expected values are found: mainwindowfixture.h.

#include "mainwindowfixture.h"

#include "model/evaluate/newshape.h"
#include "pandrag.h"

#include "docks/propertiesdock.h"
#include "docks/spritesdock.h"

#include "model/io/shapesjson.h"

#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

class TestMainEditing : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_mainediting"); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    // Box, circle and pivot on the canvas.
    void shiftClickSelectsShapesAndDragsThemTogether();
    void selectedShapeWinsTheDrag();
    void deleteSelectedShapes();
    void resizeBoxByHandle();
    void dragCircleRadius();
    void dragPivot_data();
    void dragPivot();
    void pivotPresetActions();
    void panByMiddleAndSpaceDrag();

    // Actions, docks and menus.
    void thresholdThroughPropertiesDock();
    void undoRedoShortcutsAndMenu();
    void copyPasteShapesBetweenSprites();
    void applyShapesToSelectedSprites();
    void titleShowsFileAndModified();
};

// --- Box, circle and pivot on the canvas -----------------------------------------------

void TestMainEditing::shiftClickSelectsShapesAndDragsThemTogether()
{
    showSprite(1);          // rock: 32x32, pivot (16, 16), box (4, 4)-(28, 28), circle r 8
    click(scene({10, 10})); // in the box, outside the circle
    click(scene({4, 3}), Qt::ShiftModifier); // in the circle
    ShapeSelection selected;                 // rock's shapes: box 0, circle 1
    selected.shapes = {0, 1};
    QCOMPARE(doc()->selection(), selected);
    drag(scene({4, 3}), scene({7.2, 4.9}));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Move Shapes"));
    QCOMPARE(boxOf(doc()->sprite(1)), (collision::Rect{-9, -10, 24, 24}));
    QCOMPARE(circleOf(doc()->sprite(1)), (collision::Circle{{3, 2}, 8}));
    // Shift-click takes one out again; a plain click selects only what it hits.
    click(scene({7, 5}), Qt::ShiftModifier);
    selected.shapes.remove(1);
    QCOMPARE(doc()->selection(), selected);
    click(scene({7, 5}));
    selected = {};
    selected.shapes = {1};
    QCOMPARE(doc()->selection(), selected);
    QCOMPARE(stack()->count(), 1);
}

void TestMainEditing::selectedShapeWinsTheDrag()
{
    showSprite(1);          // rock: box (4, 4)-(28, 28), the circle (r 8) drawn above it
    click(scene({10, 10})); // in the box, outside the circle
    ShapeSelection box;
    box.shapes = {0};
    QCOMPARE(doc()->selection(), box);
    // Dragging where the circle lies over the selected box moves the box, not the circle.
    drag(scene({2, 1}), scene({5, 3}));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(boxOf(doc()->sprite(1)), (collision::Rect{-9, -10, 24, 24}));
    QCOMPARE(circleOf(doc()->sprite(1)), circleOf(m_project.sprites[1]));
    QCOMPARE(doc()->selection(), box);
    // A click there without moving picks the shape on top, as before.
    click(scene({2, 1}));
    ShapeSelection circle;
    circle.shapes = {1};
    QCOMPARE(doc()->selection(), circle);
    QCOMPARE(stack()->count(), 1);
    // Now the circle is selected and on top: dragging moves it.
    drag(scene({2, 1}), scene({3, 1}));
    QCOMPARE(circleOf(doc()->sprite(1)), (collision::Circle{{1, 0}, 8}));
    QCOMPARE(boxOf(doc()->sprite(1)), (collision::Rect{-9, -10, 24, 24}));
}

void TestMainEditing::deleteSelectedShapes()
{
    showSprite(1);
    click(scene({10, 10}));
    click(scene({4, 3}), Qt::ShiftModifier);
    key(Qt::Key_Delete);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Remove Shapes"));
    QVERIFY(doc()->shapes(1).isEmpty());
    QVERIFY(doc()->selection().isEmpty());
    QCOMPARE(doc()->spriteCount(), 3);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainEditing::resizeBoxByHandle()
{
    showSprite(1);
    click(scene({10, 10}));                 // select the box: its handles appear
    const QPointF handle = scene({12, 12}); // bottom-right, (28, 28)
    const QPointF target(30.3, 25.6);
    const QPointF corner = snapRule(landing(target), QStringLiteral("corners"));
    QCOMPARE(corner, QPointF(30, 26));
    drag(handle, target);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Change Box"));
    QCOMPARE(boxOf(doc()->sprite(1)), (collision::Rect{-12, -12, 26, 22}));
    // The top-left handle dragged past the opposite corner flips the box, normalised.
    drag(scene({-12, -12}), QPointF(34, 31));
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(boxOf(doc()->sprite(1)), (collision::Rect{30 - 16, 26 - 16, 4, 5}));
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
    // Without selecting the box first, its corner is no handle: the drag moves the box.
    key(Qt::Key_Escape);
    drag(scene({12, 12}), target);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Move Shapes"));
    QCOMPARE(boxOf(doc()->sprite(1)), (collision::Rect{-10, -14, 24, 24}));
}

void TestMainEditing::dragCircleRadius()
{
    showSprite(1);
    click(scene({4, 3})); // select the circle
    const QPointF handle = scene({8, 0});
    const QPointF target(27.3, 16.6);
    const QPointF centre = scene({0, 0});
    const QPointF moved = landing(target);
    const double radius = std::round(std::hypot(moved.x() - centre.x(), moved.y() - centre.y()));
    QCOMPARE(radius, 11.0);
    drag(handle, target);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Change Circle"));
    QCOMPARE(circleOf(doc()->sprite(1)), (collision::Circle{{0, 0}, radius}));
    QCOMPARE(boxOf(doc()->sprite(1)), boxOf(m_project.sprites[1]));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainEditing::dragPivot_data()
{
    addSnapModeRows();
}

void TestMainEditing::dragPivot()
{
    QFETCH(QString, snap);
    setSnap(snap);
    showSprite(1);
    const QPointF start(16, 16);
    const QPointF target(20.3, 18.2);
    const QPointF p = snapRule(start + landing(target) - landing(start), snap);
    drag(start, target);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Move Pivot"));
    const model::Sprite &rock = doc()->sprite(1);
    QCOMPARE(rock.pivot, vec(p));
    // The shapes stay on the same image pixels: box (4, 4)-(28, 28), circle at (16, 16).
    QCOMPARE(boxOf(rock), (collision::Rect{4 - p.x(), 4 - p.y(), 24, 24}));
    QCOMPARE(circleOf(rock), (collision::Circle{{16 - p.x(), 16 - p.y()}, 8}));
    QCOMPARE(canvas()->spriteScene()->toScene({0, 0}), p);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project); // the pivot is the image centre again
    QVERIFY(!doc()->sprite(1).pivot);
}

void TestMainEditing::pivotPresetActions()
{
    action("pivotBottomCenter")->trigger();
    action("pivotTopLeft")->trigger();
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(doc()->sprite(0).pivot, (Vec2{0, 0}));
    std::vector<Vec2> after;
    for (const Vec2 p : hull)
        after.push_back(p + Vec2{32, 24});
    QCOMPARE(points(0, 0), after);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->sprite(0).pivot, (Vec2{32, 48}));
    action("pivotCenter")->trigger();
    QCOMPARE(doc()->sprite(0).pivot, (Vec2{32, 24}));
    QCOMPARE(points(0, 0), hull);
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
}

// --- Actions, docks and menus ----------------------------------------------------------

void TestMainEditing::thresholdThroughPropertiesDock()
{
    auto *spin = m_window->propertiesDock()->findChild<QSpinBox *>(QStringLiteral("thresholdSpin"));
    auto *slider
            = m_window->propertiesDock()->findChild<QSlider *>(QStringLiteral("thresholdSlider"));
    auto *solid = m_window->propertiesDock()->findChild<QLabel *>(QStringLiteral("solidLabel"));
    QVERIFY(spin && slider && solid);
    QCOMPARE(spin->value(), 128);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("77"));
    QTest::keyClick(spin, Qt::Key_Enter);
    QCOMPARE(doc()->sprite(0).threshold, 77);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(plain(action("undo")->text()), QStringLiteral("Undo Set Alpha Threshold"));
    // alpha = 4x >= 77 for x = 20..63: 44 columns of 48 pixels.
    QVERIFY2(solid->text().startsWith(QLocale().toString(44 * 48) + QLatin1String(" of")),
             qPrintable(solid->text()));
    QCOMPARE(slider->value(), 77);

    // Slider steps continue the same change: still one undo step.
    slider->setFocus();
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(doc()->sprite(0).threshold, 80);
    QCOMPARE(spin->value(), 80);
    QCOMPARE(stack()->count(), 1);
    action("undo")->trigger();
    QCOMPARE(doc()->project(), m_project);
    QCOMPARE(spin->value(), 128);
    QCOMPARE(slider->value(), 128);
}

void TestMainEditing::undoRedoShortcutsAndMenu()
{
    // The Edit menu holds the undo and redo actions with the command names.
    QMenu *edit = nullptr;
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (plain(menu->text()) == QLatin1String("Edit"))
            edit = menu->menu();
    }
    QVERIFY(edit);
    QVERIFY(edit->actions().contains(action("undo")));
    QVERIFY(edit->actions().contains(action("redo")));
    QVERIFY(!action("undo")->isEnabled());

    drag(scene(hull[0]), scene(hull[0]) + QPointF(-3, -2));
    const model::Project moved = doc()->project();
    drag(scene({-10, -4}), scene({-10, 0}));
    const model::Project both = doc()->project();
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(plain(action("undo")->text()), QStringLiteral("Undo Move Shapes"));
    QCOMPARE(action("undo")->shortcut(), QKeySequence(QKeySequence::Undo));

    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), moved);
    QCOMPARE(plain(action("undo")->text()), QStringLiteral("Undo Move Points"));
    QCOMPARE(plain(action("redo")->text()), QStringLiteral("Redo Move Shapes"));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
    QVERIFY(!action("undo")->isEnabled());
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc()->project(), moved);
    key(Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(doc()->project(), both);
    QVERIFY(!action("redo")->isEnabled());
}

void TestMainEditing::copyPasteShapesBetweenSprites()
{
    // Nothing (usable) on the clipboard: nothing is pasted.
    QApplication::clipboard()->setText(QStringLiteral("not shapes"));
    key(Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(stack()->count(), 0);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QLatin1String("Nothing to paste")),
             qPrintable(m_window->statusBar()->currentMessage()));

    // Nothing selected: Ctrl+C copies all of the sprite's shapes.
    key(Qt::Key_C, Qt::ControlModifier);
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QVERIFY(mime && mime->hasFormat(QLatin1String(model::shapesMimeType)));
    showSprite(2);
    key(Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Paste Shapes"));
    QCOMPARE(doc()->shapes(2), shapes0(m_project.sprites[0]));

    // Only the selected circle of the rock, pasted onto the ship.
    showSprite(1);
    click(scene({4, 3}));
    key(Qt::Key_C, Qt::ControlModifier);
    showSprite(0);
    key(Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(stack()->count(), 2);
    model::Sprite expected = m_project.sprites[0];
    // Appended after the hull; unnamed, it gets the name the ship's next circle takes.
    model::Shape pasted = shapes0(m_project.sprites[1])[1];
    QVERIFY(pasted.name.isEmpty());
    pasted.name = model::newShapeName(shapes0(expected), pasted.kind, model::ShapeOrigin::Drawn);
    shapes0(expected) << pasted;
    QCOMPARE(doc()->sprite(0), expected);
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainEditing::applyShapesToSelectedSprites()
{
    // With no other sprite selected there is nothing to apply to: say how to select.
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    action("applyShapes")->trigger();
    QCOMPARE(errors.count(), 1);
    QVERIFY(errors.first().first().toString().contains(QLatin1String("Select the sprites")));
    QCOMPARE(stack()->count(), 0);

    QListView *list = m_window->spritesDock()->listView();
    for (const int row : {1, 2}) {
        const QRect rect = list->visualRect(list->model()->index(row, 0));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::ControlModifier, rect.center());
    }
    QCOMPARE(m_window->spritesDock()->selectedSprites(), (QList<int>{0, 1, 2}));
    QCOMPARE(doc()->currentSprite(), 0); // Ctrl+click only extends the selection
    QVERIFY(action("applyShapes")->isEnabled());
    action("applyShapes")->trigger();
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Apply Shapes to 2 Sprites"));
    for (const int i : {1, 2}) {
        model::Sprite expected = m_project.sprites[i];
        shapes0(expected) = shapes0(m_project.sprites[0]);
        QCOMPARE(doc()->sprite(i), expected);
    }
    action("undo")->trigger();
    QCOMPARE(doc()->project(), m_project);
}

void TestMainEditing::titleShowsFileAndModified()
{
    QCOMPARE(m_window->windowTitle(), QStringLiteral("level.hitbox.json[*] - Hitbox Studio"));
    QVERIFY(!m_window->isWindowModified());
    key(Qt::Key_Escape);
    drag(scene({-10, -4}), scene({-7, -4}));
    QVERIFY(m_window->isWindowModified());
    key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!m_window->isWindowModified());
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_window->isWindowModified());
    key(Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!doc()->isModified());
    action("newProject")->trigger();
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Untitled[*] - Hitbox Studio"));
    QCOMPARE(doc()->spriteCount(), 0);
}

void TestMainEditing::panByMiddleAndSpaceDrag()
{
    // Middle drag and Space + left drag scroll the view by the mouse's travel and leave
    // the document alone (no shape moved, no undo step).
    showSprite(0);
    const model::Project before = doc()->project();
    const QPoint centre = viewport()->rect().center();
    const QPoint travel(40, 24);
    const QPointF start = canvas()->mapToScene(centre);

    testing::buttonDrag(viewport(), Qt::MiddleButton, centre, centre + travel);
    QCOMPARE(canvas()->mapToScene(centre), start - QPointF(travel) / zoom);

    QTest::keyPress(canvas(), Qt::Key_Space);
    testing::buttonDrag(viewport(), Qt::LeftButton, centre, centre + travel);
    QTest::keyRelease(canvas(), Qt::Key_Space);
    QCOMPARE(canvas()->mapToScene(centre), start - 2.0 * QPointF(travel) / zoom);
    QCOMPARE(viewport()->cursor().shape(), Qt::ArrowCursor); // the edit tool's, not a hand

    QCOMPARE(stack()->count(), 0);
    QCOMPARE(doc()->project(), before);
}

QTEST_MAIN(TestMainEditing)
#include "tst_mainediting.moc"
