// The real main window driven like a user would: mouse presses, moves and releases on the
// canvas viewport at the view positions of image pixels, keys on the canvas, the real
// actions, the docks' widgets, drops, and the modal dialogs answered from a timer.
// Every check is on the document. Expected coordinates are worked out by hand from the
// test project (pivot, snap rule of the mode) and from where the events really land
// (QGraphicsView::mapToScene of the event's view position), never from the tools.

#include "canvas/canvasstyle.h"
#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "commands/spritecommands.h"
#include "docks/propertiesdock.h"
#include "docks/spritesdock.h"
#include "document.h"
#include "mainwindow.h"
#include "missingimagesdialog.h"
#include "tools/abstracttool.h"
#include "tools/toolmanager.h"

#include "hostilefiles.h"

#include "collision/polygon.h"
#include "model/projectformat.h"
#include "model/shapesjson.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QGraphicsItem>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <cmath>
#include <functional>
#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using collision::Vec2;

namespace {

constexpr qreal zoom = 8.0; // grab distance: 6 screen px = 0.75 image px

model::PolygonShape polygon(const QString &name, const QString &role, std::vector<Vec2> points)
{
    return {name, role, collision::Polygon{std::move(points)}};
}

// ship: 64x48, alpha = 4 * x, so the solid pixel count is easy to count by hand.
QImage shipImage()
{
    QImage image(64, 48, QImage::Format_ARGB32);
    for (int y = 0; y < 48; ++y) {
        for (int x = 0; x < 64; ++x)
            image.setPixelColor(x, y, QColor(30, 60, 200, 4 * x));
    }
    return image;
}

QImage filledImage(QSize size, const QColor &color)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(color);
    return image;
}

// The hull of the ship (concave at (0, 2)), relative to its centre pivot (32, 24).
const std::vector<Vec2> hull{{-20, -10}, {0, -16}, {20, -10}, {20, 10}, {0, 2}, {-20, 10}};

qreal snapRule(qreal v, const QString &mode)
{
    if (mode == QLatin1String("corners"))
        return std::round(v);
    if (mode == QLatin1String("centres"))
        return std::floor(v) + 0.5;
    return v;
}

QPointF snapRule(QPointF p, const QString &mode)
{
    return {snapRule(p.x(), mode), snapRule(p.y(), mode)};
}

Vec2 vec(QPointF p)
{
    return {p.x(), p.y()};
}

QString plain(QString text)
{
    return text.remove(QLatin1Char('&'));
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    // Drawing and editing on the canvas.
    void drawConcavePolygon_data();
    void drawConcavePolygon();
    void polygonToolBackspaceEscapeAndTooFewPoints();
    void dragVertexSnaps_data();
    void dragVertexSnaps();
    void dragBackToStartLeavesNoUndoStep();
    void dragSelectedPointsTogether();
    void insertPointByDoubleClick();
    void deletePointsWithShiftClick();
    void rubberBandSelectsPoints();
    void moveWholePolygonAndNudge();
    void nudgePoints();
    void shiftClickSelectsShapesAndDragsThemTogether();
    void deleteSelectedShapes();
    void resizeBoxByHandle();
    void dragCircleRadius();
    void dragPivot_data();
    void dragPivot();
    void pivotPresetActions();
    void invalidPolygonWarning();

    // Actions, docks and menus.
    void thresholdThroughPropertiesDock();
    void undoRedoShortcutsAndMenu();
    void copyPasteShapesBetweenSprites();
    void applyShapesToSelectedSprites();
    void titleShowsFileAndModified();

    // Files.
    void saveAndReopen();
    void failedSaveKeepsEverything();
    void dropImagesAndProject();
    void brokenDocument_data();
    void brokenDocument();
    void brokenDocumentInteractive();
    void brokenImages_data();
    void brokenImages();
    void brokenImageInBatch();
    void movedImagesOpenWithPlaceholder();
    void corruptImageInDocument();
    void missingImagesDialogSearch();
    void movedImagesLocatedInteractively();
    void movedImagesDialogCancelled();
    void closeAsksAboutUnsavedChanges();
    void dropProjectAsksAboutUnsavedChanges();

private:
    // --- Window and document ---
    Document *doc() const { return m_window->document(); }
    QUndoStack *stack() const { return doc()->undoStack(); }
    CanvasView *canvas() const { return m_window->canvas(); }
    QWidget *viewport() const { return canvas()->viewport(); }
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QAction *action(const char *name) const;
    void showSprite(int index);
    void frame();
    void setSnap(const QString &mode);
    void useTool(Qt::Key key);
    const std::vector<Vec2> &points(int sprite, int polygon) const
    {
        return doc()->sprite(sprite).polygons.at(polygon).polygon.points;
    }

    // --- Positions: image pixels (scene) <-> canvas viewport ---
    QPointF pivotScene() const
    {
        const Vec2 p = doc()->pivot(doc()->currentSprite());
        return {p.x, p.y};
    }
    QPointF scene(Vec2 local) const { return pivotScene() + QPointF(local.x, local.y); }
    QPoint at(QPointF scenePos) const { return canvas()->mapFromScene(scenePos); }
    // Where an event at the view position of scenePos really lands.
    QPointF landing(QPointF scenePos) const { return canvas()->mapToScene(at(scenePos)); }
    Vec2 local(QPointF scenePos) const { return vec(scenePos - pivotScene()); }

    // --- Input ---
    void press(QPointF s, Qt::KeyboardModifiers m = {})
    {
        QTest::mousePress(viewport(), Qt::LeftButton, m, at(s));
    }
    void moveTo(QPointF s) { QTest::mouseMove(viewport(), at(s)); }
    void release(QPointF s, Qt::KeyboardModifiers m = {})
    {
        QTest::mouseRelease(viewport(), Qt::LeftButton, m, at(s));
    }
    void click(QPointF s, Qt::KeyboardModifiers m = {})
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, m, at(s));
    }
    // A real double-click: press, release, double-click, release.
    void doubleClick(QPointF s)
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(s));
        QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at(s));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(s));
    }
    void drag(QPointF from, QPointF to, Qt::KeyboardModifiers m = {})
    {
        press(from, m);
        for (int i = 1; i <= 4; ++i)
            moveTo(from + (to - from) * (i / 4.0));
        release(to, m);
    }
    void key(int k, Qt::KeyboardModifiers m = {}) { QTest::keyClick(canvas(), Qt::Key(k), m); }

    // Runs `handle` on the next modal widget once it shows (message box, dialog).
    void whenModal(const std::function<void(QWidget *)> &handle);
    void writeProject(const model::Project &project, const QString &file);
    QLabel *warningLabel() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    model::Project m_project; // as opened, image paths absolute
    QString m_file;
    std::unique_ptr<QObject> m_watchers; // owns the whenModal() timers of one test
};

void TestMainWindow::initTestCase()
{
    // Nothing from another run (window state, recent files) may leak in.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HitboxStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QSettings().clear();
    // Closing the window in a test must not end the application's event loops.
    QApplication::setQuitOnLastWindowClosed(false);
}

void TestMainWindow::init()
{
    QSettings().clear();
    m_watchers = std::make_unique<QObject>();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(shipImage().save(path(QStringLiteral("ship.png"))));
    QVERIFY(filledImage({32, 32}, QColor(120, 120, 120)).save(path(QStringLiteral("rock.png"))));
    QVERIFY(filledImage({16, 16}, QColor(0, 200, 80)).save(path(QStringLiteral("gem.png"))));
    QVERIFY(filledImage({10, 12}, QColor(250, 200, 0)).save(path(QStringLiteral("coin.png"))));

    model::Sprite ship;
    ship.name = QStringLiteral("ship");
    ship.imagePath = path(QStringLiteral("ship.png"));
    ship.polygons << polygon(QStringLiteral("hull"), QStringLiteral("hurtbox"), hull);
    model::Sprite rock;
    rock.name = QStringLiteral("rock");
    rock.imagePath = path(QStringLiteral("rock.png"));
    rock.box = collision::Rect{-12, -12, 24, 24};
    rock.circle = collision::Circle{{0, 0}, 8};
    model::Sprite gem;
    gem.name = QStringLiteral("gem");
    gem.imagePath = path(QStringLiteral("gem.png"));
    m_project.sprites = {ship, rock, gem};
    m_file = path(QStringLiteral("level.hitbox.json"));
    writeProject(m_project, m_file);

    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(m_window->openProject(m_file));
    QCOMPARE(doc()->project(), m_project);
    QCOMPARE(doc()->currentSprite(), 0);
    setSnap(QStringLiteral("corners"));
    frame();
    canvas()->setFocus();
    QVERIFY(canvas()->hasFocus());
}

void TestMainWindow::cleanup()
{
    m_watchers.reset();
    m_window.reset();
    m_dir.reset();
    QApplication::clipboard()->clear();
}

void TestMainWindow::writeProject(const model::Project &project, const QString &file)
{
    const QString error = model::writeProjectFile(project, file);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QAction *TestMainWindow::action(const char *name) const
{
    auto *found = m_window->findChild<QAction *>(QLatin1String(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

void TestMainWindow::frame()
{
    canvas()->resetZoom();
    canvas()->setZoom(zoom);
    canvas()->centerOn(canvas()->spriteScene()->imageRect().center());
    QCoreApplication::processEvents();
}

void TestMainWindow::showSprite(int index)
{
    doc()->setCurrentSprite(index);
    frame();
    canvas()->setFocus();
}

void TestMainWindow::setSnap(const QString &mode)
{
    const char *name = mode == QLatin1String("corners")   ? "snapCorners"
                       : mode == QLatin1String("centres") ? "snapCenters"
                                                          : "snapOff";
    action(name)->trigger();
    QVERIFY(action(name)->isChecked());
}

void TestMainWindow::useTool(Qt::Key shortcut)
{
    // The tool's own shortcut, pressed on the canvas.
    key(shortcut);
    QCOMPARE(m_window->toolManager()->activeTool()->shortcut(), QKeySequence(shortcut));
}

void TestMainWindow::whenModal(const std::function<void(QWidget *)> &handle)
{
    auto *timer = new QTimer(m_watchers.get());
    timer->setInterval(20);
    auto waited = std::make_shared<int>(0);
    connect(timer, &QTimer::timeout, this, [timer, handle, waited] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal && ++*waited < 250)
            return;
        timer->stop();
        timer->deleteLater();
        if (modal)
            handle(modal);
    });
    timer->start();
}

QLabel *TestMainWindow::warningLabel() const
{
    // The status bar's validity warning: the one label added with addWidget().
    for (QLabel *label : m_window->statusBar()->findChildren<QLabel *>()) {
        if (label->styleSheet().contains(QLatin1String("color")))
            return label;
    }
    qFatal("no warning label");
    return nullptr;
}

// --- Drawing and editing on the canvas ---------------------------------------------

void TestMainWindow::drawConcavePolygon_data()
{
    QTest::addColumn<QString>("snap");
    QTest::addColumn<QString>("closeBy");
    for (const char *snap : {"corners", "centres", "off"}) {
        for (const char *closeBy : {"enter", "double-click", "first point"})
            QTest::addRow("%s, %s", snap, closeBy) << snap << closeBy;
    }
}

void TestMainWindow::drawConcavePolygon()
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
    const model::Sprite &ship = doc()->sprite(0);
    QCOMPARE(ship.polygons.size(), 2);
    QCOMPARE(ship.polygons[1].polygon.points, expected);
    QCOMPARE(ship.polygons[1].name, QStringLiteral("Polygon 2"));
    QVERIFY(collision::validatePolygon(ship.polygons[1].polygon).isValid());
    QVERIFY(collision::signedArea(ship.polygons[1].polygon) != 0.0);
    ShapeSelection selected;
    selected.polygons = {1};
    QCOMPARE(doc()->selection(), selected);

    // One undo step takes it away, redo brings it back.
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc()->sprite(0).polygons[1].polygon.points, expected);
}

void TestMainWindow::polygonToolBackspaceEscapeAndTooFewPoints()
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

void TestMainWindow::dragVertexSnaps_data()
{
    QTest::addColumn<QString>("snap");
    QTest::newRow("corners") << "corners";
    QTest::newRow("centres") << "centres";
    QTest::newRow("off") << "off";
}

void TestMainWindow::dragVertexSnaps()
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

void TestMainWindow::dragBackToStartLeavesNoUndoStep()
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

void TestMainWindow::dragSelectedPointsTogether()
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

void TestMainWindow::insertPointByDoubleClick()
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

void TestMainWindow::deletePointsWithShiftClick()
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
    QVERIFY(doc()->sprite(0).polygons.isEmpty());
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainWindow::rubberBandSelectsPoints()
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

void TestMainWindow::moveWholePolygonAndNudge()
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
    selected.polygons = {0};
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

void TestMainWindow::nudgePoints()
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

void TestMainWindow::shiftClickSelectsShapesAndDragsThemTogether()
{
    showSprite(1);          // rock: 32x32, pivot (16, 16), box (4, 4)-(28, 28), circle r 8
    click(scene({10, 10})); // in the box, outside the circle
    click(scene({4, 3}), Qt::ShiftModifier); // in the circle
    ShapeSelection selected;
    selected.box = true;
    selected.circle = true;
    QCOMPARE(doc()->selection(), selected);
    drag(scene({4, 3}), scene({7.2, 4.9}));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Move Shapes"));
    QCOMPARE(doc()->sprite(1).box, (collision::Rect{-9, -10, 24, 24}));
    QCOMPARE(doc()->sprite(1).circle, (collision::Circle{{3, 2}, 8}));
    // Shift-click takes one out again; a plain click selects only what it hits.
    click(scene({7, 5}), Qt::ShiftModifier);
    selected.circle = false;
    QCOMPARE(doc()->selection(), selected);
    click(scene({7, 5}));
    selected = {};
    selected.circle = true;
    QCOMPARE(doc()->selection(), selected);
    QCOMPARE(stack()->count(), 1);
}

void TestMainWindow::deleteSelectedShapes()
{
    showSprite(1);
    click(scene({10, 10}));
    click(scene({4, 3}), Qt::ShiftModifier);
    key(Qt::Key_Delete);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Remove Shapes"));
    QVERIFY(!doc()->sprite(1).box && !doc()->sprite(1).circle);
    QVERIFY(doc()->selection().isEmpty());
    QCOMPARE(doc()->spriteCount(), 3);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainWindow::resizeBoxByHandle()
{
    showSprite(1);
    click(scene({10, 10}));                 // select the box: its handles appear
    const QPointF handle = scene({12, 12}); // bottom-right, (28, 28)
    const QPointF target(30.3, 25.6);
    const QPointF corner = snapRule(landing(target), QStringLiteral("corners"));
    QCOMPARE(corner, QPointF(30, 26));
    drag(handle, target);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Change Reduced Box"));
    QCOMPARE(doc()->sprite(1).box, (collision::Rect{-12, -12, 26, 22}));
    // The top-left handle dragged past the opposite corner flips the box, normalised.
    drag(scene({-12, -12}), QPointF(34, 31));
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(doc()->sprite(1).box, (collision::Rect{30 - 16, 26 - 16, 4, 5}));
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
    // Without selecting the box first, its corner is no handle: the drag moves the box.
    key(Qt::Key_Escape);
    drag(scene({12, 12}), target);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Move Shapes"));
    QCOMPARE(doc()->sprite(1).box, (collision::Rect{-10, -14, 24, 24}));
}

void TestMainWindow::dragCircleRadius()
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
    QCOMPARE(doc()->sprite(1).circle, (collision::Circle{{0, 0}, radius}));
    QCOMPARE(doc()->sprite(1).box, m_project.sprites[1].box);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainWindow::dragPivot_data()
{
    dragVertexSnaps_data();
}

void TestMainWindow::dragPivot()
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
    QCOMPARE(rock.box, (collision::Rect{4 - p.x(), 4 - p.y(), 24, 24}));
    QCOMPARE(rock.circle, (collision::Circle{{16 - p.x(), 16 - p.y()}, 8}));
    QCOMPARE(canvas()->spriteScene()->toScene({0, 0}), p);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc()->project(), m_project); // the pivot is the image centre again
    QVERIFY(!doc()->sprite(1).pivot);
}

void TestMainWindow::pivotPresetActions()
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

void TestMainWindow::invalidPolygonWarning()
{
    QCOMPARE(warningLabel()->text(), QString());
    // A bow tie: the edges (10,10)-(30,30) and (30,10)-(10,30) cross.
    useTool(Qt::Key_P);
    for (const QPointF p : {QPointF(10, 10), QPointF(30, 30), QPointF(30, 10), QPointF(10, 30)})
        click(p);
    key(Qt::Key_Return);
    QCOMPARE(stack()->count(), 1);
    const collision::PolygonValidation v
            = collision::validatePolygon(doc()->sprite(0).polygons[1].polygon);
    QVERIFY(!v.isValid());
    const QString reason = QString::fromLatin1(collision::describe(v.problem));
    QVERIFY(!reason.isEmpty());
    QCOMPARE(warningLabel()->text(), QStringLiteral("Polygon 2: %1").arg(reason));

    // Drawn in the warning colour: a selected vertex handle is filled with it. (Sampled
    // beside the vertex: at 800% the pixel grid runs through the vertex itself.)
    useTool(Qt::Key_E);
    click({10, 10});
    const QPoint beside(2, 2);
    QImage shot = viewport()->grab().toImage();
    QCOMPARE(shot.pixelColor(at({10, 10}) + beside).rgb(), style::invalid.rgb());
    click(scene(hull[0])); // a vertex of the valid hull: the normal colour
    shot = viewport()->grab().toImage();
    QCOMPARE(shot.pixelColor(at(scene(hull[0])) + beside).rgb(), style::polygon.rgb());
    // The item's tool tip gives the reason too.
    bool tipFound = false;
    for (QGraphicsItem *item : canvas()->spriteScene()->items())
        tipFound = tipFound || item->toolTip().contains(reason);
    QVERIFY(tipFound);

    // Fixing it (undo) clears the warning.
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(warningLabel()->text(), QString());
}

// --- Actions, docks and menus ------------------------------------------------------

void TestMainWindow::thresholdThroughPropertiesDock()
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

void TestMainWindow::undoRedoShortcutsAndMenu()
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

void TestMainWindow::copyPasteShapesBetweenSprites()
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
    QCOMPARE(doc()->sprite(2).polygons, m_project.sprites[0].polygons);

    // Only the selected circle of the rock, pasted onto the ship.
    showSprite(1);
    click(scene({4, 3}));
    key(Qt::Key_C, Qt::ControlModifier);
    showSprite(0);
    key(Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(stack()->count(), 2);
    model::Sprite expected = m_project.sprites[0];
    expected.circle = m_project.sprites[1].circle;
    QCOMPARE(doc()->sprite(0), expected);
    stack()->setIndex(0);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainWindow::applyShapesToSelectedSprites()
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
        expected.box.reset();
        expected.circle.reset();
        expected.polygons = m_project.sprites[0].polygons;
        QCOMPARE(doc()->sprite(i), expected);
    }
    action("undo")->trigger();
    QCOMPARE(doc()->project(), m_project);
}

void TestMainWindow::titleShowsFileAndModified()
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

// --- Files ----------------------------------------------------------------------

void TestMainWindow::saveAndReopen()
{
    setSnap(QStringLiteral("off")); // fractional coordinates must survive too
    drag(scene(hull[1]), scene(hull[1]) + QPointF(1.3, 2.6));
    showSprite(1);
    drag({16, 16}, {13.4, 19.9}); // the pivot
    const model::Project edited = doc()->project();
    QVERIFY(!(edited == m_project));
    QVERIFY(edited.sprites[0].polygons[0].polygon.points[1].x
            != std::round(edited.sprites[0].polygons[0].polygon.points[1].x));

    const QString copy = path(QStringLiteral("copy.hitbox.json"));
    QVERIFY(m_window->saveAs(copy));
    QCOMPARE(doc()->fileName(), copy);
    QVERIFY(m_window->windowTitle().startsWith(QLatin1String("copy.hitbox.json[*]")));
    QVERIFY(!doc()->isModified());

    QVERIFY(m_window->openProject(m_file));
    QCOMPARE(doc()->project(), m_project);
    QVERIFY(m_window->openProject(copy));
    QCOMPARE(doc()->project(), edited);
    QCOMPARE(doc()->fileName(), copy);
    QCOMPARE(stack()->count(), 0);
    QVERIFY(!doc()->isModified());

    // Save (Ctrl+S) writes to the file it came from.
    frame();
    canvas()->setFocus();
    key(Qt::Key_Delete); // nothing selected: nothing happens
    QCOMPARE(stack()->count(), 0);
    action("pivotTopLeft")->trigger();
    const model::Project moved = doc()->project();
    key(Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!doc()->isModified());
    QVERIFY(m_window->openProject(copy));
    QCOMPARE(doc()->project(), moved);
}

void TestMainWindow::failedSaveKeepsEverything()
{
    action("pivotTopLeft")->trigger();
    const model::Project edited = doc()->project();
    const QByteArray original = model::serializeProject(m_project, m_file);
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    const QString nowhere = path(QStringLiteral("no/such/folder/x.hitbox.json"));
    QVERIFY(!m_window->saveAs(nowhere));
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("x.hitbox.json")), qPrintable(message));
    QCOMPARE(doc()->fileName(), m_file);
    QVERIFY(doc()->isModified());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(doc()->project(), edited);
    QVERIFY(!QFile::exists(nowhere));
    // The document's own file is untouched by the failed save.
    QFile file(m_file);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), original);
}

void TestMainWindow::dropImagesAndProject()
{
    const auto drop = [this](const QList<QUrl> &urls) {
        QMimeData mime;
        mime.setUrls(urls);
        QDragEnterEvent enter(
                QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropEvent(
                QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &dropEvent);
    };
    drop({QUrl::fromLocalFile(path(QStringLiteral("coin.png")))});
    QCOMPARE(doc()->spriteCount(), 4);
    QCOMPARE(doc()->sprite(3).name, QStringLiteral("coin"));
    QCOMPARE(doc()->sprite(3).imagePath, path(QStringLiteral("coin.png")));
    QCOMPARE(doc()->currentSprite(), 3);
    QCOMPARE(stack()->undoText(), QStringLiteral("Add Sprite"));

    // Two images at once are one step; names stay unique.
    drop({QUrl::fromLocalFile(path(QStringLiteral("gem.png"))),
          QUrl::fromLocalFile(path(QStringLiteral("coin.png")))});
    QCOMPARE(doc()->spriteCount(), 6);
    QCOMPARE(doc()->sprite(4).name, QStringLiteral("gem 2"));
    QCOMPARE(doc()->sprite(5).name, QStringLiteral("coin 2"));
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(stack()->undoText(), QStringLiteral("Add 2 Sprites"));
    QVERIFY(!doc()->image(5).isNull());

    // A project document opens (not interactive: unsaved changes are discarded).
    model::Project other;
    model::Sprite coin;
    coin.name = QStringLiteral("coin");
    coin.imagePath = path(QStringLiteral("coin.png"));
    other.sprites = {coin};
    const QString otherFile = path(QStringLiteral("other.hitbox.json"));
    writeProject(other, otherFile);
    drop({QUrl::fromLocalFile(otherFile)});
    QCOMPARE(doc()->fileName(), otherFile);
    QCOMPARE(doc()->project(), other);
    QCOMPARE(stack()->count(), 0);
}

void TestMainWindow::brokenDocument_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty file") << QByteArray() << "not valid JSON";
    QTest::newRow("bad JSON") << QByteArray("{\n  \"format\": \"hitbox\",\n  oops\n}")
                              << "not valid JSON at line 3";
    QTest::newRow("foreign format") << QByteArray(R"({"format":"tiled","version":1,"sprites":[]})")
                                    << "not a Hitbox Studio document";
    QTest::newRow("newer version") << QByteArray(R"({"format":"hitbox","version":2,"sprites":[]})")
                                   << "version 2 is newer than this program reads";
    QTest::newRow("threshold") << QByteArray(
            R"({"format":"hitbox","version":1,"sprites":[{"image":"a.png","threshold":300}]})")
                               << "sprites[0].threshold: expected a whole number from 0 to 255, "
                                  "found 300";
    QTest::newRow("missing file") << QByteArray("no file") << "file not found";
}

void TestMainWindow::brokenDocument()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, problem);
    // Unsaved work in the open document must survive the failed open.
    drag(scene(hull[0]), scene(hull[0]) + QPointF(2, 2));
    const model::Project before = doc()->project();
    QCOMPARE(stack()->count(), 1);

    const QString broken = path(QStringLiteral("broken.hitbox.json"));
    if (content != "no file") {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(!m_window->openProject(broken));
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("broken.hitbox.json")), qPrintable(message));
    QVERIFY2(message.contains(problem), qPrintable(message));
    QCOMPARE(m_window->lastError(), message);
    QCOMPARE(m_window->statusBar()->currentMessage(), message);

    QCOMPARE(doc()->project(), before);
    QCOMPARE(doc()->fileName(), m_file);
    QCOMPARE(stack()->count(), 1);
    QVERIFY(doc()->isModified());
    QVERIFY(m_window->windowTitle().startsWith(QLatin1String("level.hitbox.json")));
}

void TestMainWindow::brokenDocumentInteractive()
{
    m_window->setInteractive(true);
    const QString broken = path(QStringLiteral("broken.hitbox.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format":"hitbox","version":1,"sprites":[{"image":5}]})");
    file.close();
    QString shown;
    whenModal([&shown](QWidget *modal) {
        if (auto *box = qobject_cast<QMessageBox *>(modal))
            shown = box->text();
        modal->close();
    });
    QVERIFY(!m_window->openProject(broken));
    QVERIFY2(shown.contains(QLatin1String("broken.hitbox.json")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("sprites[0].image: expected a string, found 5")),
             qPrintable(shown));
    QCOMPARE(doc()->project(), m_project);
}

void TestMainWindow::brokenImages_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("problem");
    QTest::newRow("garbage") << "garbage.png"
                             << "not an image format this program can read";
    QTest::newRow("empty") << "empty.png"
                           << "file is empty";
    QTest::newRow("huge") << "huge.png"
                          << "more than the";
    QTest::newRow("folder") << "folder.png"
                            << "is a folder";
    QTest::newRow("missing") << "missing.png"
                             << "file not found";
}

void TestMainWindow::brokenImages()
{
    QFETCH(QString, file);
    QFETCH(QString, problem);
    const QString broken = path(file);
    if (file == QLatin1String("folder.png")) {
        QVERIFY(QDir(m_dir->path()).mkdir(file));
    } else if (file != QLatin1String("missing.png")) {
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        if (file == QLatin1String("garbage.png"))
            out.write("this is not a picture at all, just words");
        else if (file == QLatin1String("huge.png"))
            out.write(testing::pngDeclaringSize(100000, 100000));
    }
    action("pivotTopLeft")->trigger(); // unsaved work that must survive
    const model::Project before = doc()->project();
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QCOMPARE(m_window->addSprites({broken}), 0);
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(file), qPrintable(message));
    QVERIFY2(message.contains(problem), qPrintable(message));
    QCOMPARE(doc()->project(), before);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(doc()->currentSprite(), 0);
}

void TestMainWindow::brokenImageInBatch()
{
    QFile out(path(QStringLiteral("bad.png")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("\x89PNG\r\n\x1a\n but then nothing sensible");
    out.close();
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QCOMPARE(m_window->addSprites(
                     {path(QStringLiteral("coin.png")), path(QStringLiteral("bad.png"))}),
             1);
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("bad.png")), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1String("coin.png")), qPrintable(message));
    QCOMPARE(doc()->spriteCount(), 4);
    QCOMPARE(doc()->sprite(3).name, QStringLiteral("coin"));
    QCOMPARE(stack()->count(), 1);
}

void TestMainWindow::movedImagesOpenWithPlaceholder()
{
    QDir dir(m_dir->path());
    QVERIFY(dir.mkpath(QStringLiteral("art")));
    QVERIFY(QFile::copy(path(QStringLiteral("ship.png")), path(QStringLiteral("art/hero.png"))));
    model::Project project = m_project;
    project.sprites[0].imagePath = path(QStringLiteral("art/hero.png"));
    const QString file = path(QStringLiteral("moved.hitbox.json"));
    writeProject(project, file);
    QVERIFY(dir.rename(QStringLiteral("art"), QStringLiteral("elsewhere")));

    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(m_window->openProject(file)); // not interactive: opens with a placeholder
    QCOMPARE(errors.count(), 0);
    QCOMPARE(doc()->project(), project);
    QVERIFY(doc()->image(0).isNull());
    QVERIFY(!doc()->image(1).isNull());
    QVERIFY(!doc()->isModified());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("missing")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY2(warningLabel()->text().contains(QLatin1String("hero.png: file not found")),
             qPrintable(warningLabel()->text()));
}

void TestMainWindow::corruptImageInDocument()
{
    // The file is where the document says, but it is no image: the document opens and
    // the sprite says why its image is missing.
    QFile out(path(QStringLiteral("ship.png")));
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write("GIF89a, or so it claims");
    out.close();
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(m_window->openProject(m_file));
    QCOMPARE(errors.count(), 0);
    QCOMPARE(doc()->project(), m_project);
    QVERIFY(doc()->image(0).isNull());
    const QString why = warningLabel()->text();
    QVERIFY2(why.contains(QLatin1String("ship.png: ")), qPrintable(why));
    auto *solid = m_window->propertiesDock()->findChild<QLabel *>(QStringLiteral("solidLabel"));
    QVERIFY(solid);
    QVERIFY2(solid->text().contains(QLatin1String("ship.png")), qPrintable(solid->text()));
    // The other sprites are fine, and shapes of the broken one can still be edited.
    QVERIFY(!doc()->image(1).isNull());
    action("pivotTopLeft")->trigger();
    QCOMPARE(stack()->count(), 1);
}

void TestMainWindow::missingImagesDialogSearch()
{
    QDir dir(m_dir->path());
    QVERIFY(dir.mkpath(QStringLiteral("new/sub")));
    QVERIFY(dir.mkpath(QStringLiteral("other")));
    QVERIFY(QFile::copy(path(QStringLiteral("ship.png")), path(QStringLiteral("new/a.png"))));
    QVERIFY(QFile::copy(path(QStringLiteral("rock.png")), path(QStringLiteral("new/sub/b.png"))));
    QVERIFY(QFile::copy(path(QStringLiteral("gem.png")), path(QStringLiteral("other/c.png"))));
    const QString oldA = path(QStringLiteral("old/a.png"));
    const QString oldB = path(QStringLiteral("old/deeper/b.png"));
    const QString oldC = path(QStringLiteral("old/c.png"));

    MissingImagesDialog dialog({oldA, oldB, oldC});
    QCOMPARE(dialog.searchFolder(path(QStringLiteral("nowhere"))), 0);
    QVERIFY(dialog.located().isEmpty());
    QCOMPARE(dialog.searchFolder(path(QStringLiteral("new"))), 2);
    QHash<QString, QString> expected{{oldA, path(QStringLiteral("new/a.png"))},
                                     {oldB, path(QStringLiteral("new/sub/b.png"))}};
    QCOMPARE(dialog.located(), expected);
    QCOMPARE(dialog.searchFolder(m_dir->path()), 1); // only c is still wanted
    expected.insert(oldC, path(QStringLiteral("other/c.png")));
    QCOMPARE(dialog.located(), expected);
    dialog.locate(oldA, path(QStringLiteral("gem.png")));
    expected.insert(oldA, path(QStringLiteral("gem.png")));
    QCOMPARE(dialog.located(), expected);
}

void TestMainWindow::movedImagesLocatedInteractively()
{
    QDir dir(m_dir->path());
    QVERIFY(dir.mkpath(QStringLiteral("art")));
    QVERIFY(QFile::copy(path(QStringLiteral("ship.png")), path(QStringLiteral("art/hero.png"))));
    model::Project project = m_project;
    project.sprites[0].imagePath = path(QStringLiteral("art/hero.png"));
    const QString file = path(QStringLiteral("moved.hitbox.json"));
    writeProject(project, file);
    QVERIFY(dir.mkpath(QStringLiteral("new")));
    QVERIFY(dir.rename(QStringLiteral("art"), QStringLiteral("new/art")));
    const QString now = path(QStringLiteral("new/art/hero.png"));

    m_window->setInteractive(true);
    bool asked = false;
    whenModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<MissingImagesDialog *>(modal);
        if (!dialog) {
            modal->close();
            return;
        }
        asked = dialog->searchFolder(path(QStringLiteral("new"))) == 1;
        dialog->accept();
    });
    QVERIFY(m_window->openProject(file));
    QVERIFY(asked);
    QCOMPARE(doc()->fileName(), file);
    QCOMPARE(doc()->sprite(0).imagePath, now);
    QVERIFY(!doc()->image(0).isNull());
    QCOMPARE(canvas()->spriteScene()->imageRect(), QRectF(0, 0, 64, 48));
    // Locating is an undoable edit: the document is modified until saved.
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Locate Image"));
    QVERIFY(doc()->isModified());
    QVERIFY(m_window->isWindowModified());
    model::Project located = project;
    located.sprites[0].imagePath = now;
    QCOMPARE(doc()->project(), located);
    stack()->undo();
    QCOMPARE(doc()->project(), project);
}

void TestMainWindow::movedImagesDialogCancelled()
{
    model::Project project = m_project;
    project.sprites[2].imagePath = path(QStringLiteral("gone/gem.png"));
    const QString file = path(QStringLiteral("moved.hitbox.json"));
    writeProject(project, file);
    m_window->setInteractive(true);
    bool asked = false;
    whenModal([&asked](QWidget *modal) {
        asked = qobject_cast<MissingImagesDialog *>(modal) != nullptr;
        if (auto *dialog = qobject_cast<QDialog *>(modal))
            dialog->reject();
    });
    QVERIFY(!m_window->openProject(file));
    QVERIFY(asked);
    QCOMPARE(doc()->fileName(), m_file);
    QCOMPARE(doc()->project(), m_project);
}

void TestMainWindow::closeAsksAboutUnsavedChanges()
{
    // Without changes nothing is asked.
    m_window->setInteractive(true);
    bool asked = false;
    const auto answer = [&asked](QMessageBox::StandardButton button, QString *text = nullptr) {
        return [&asked, button, text](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            asked = box != nullptr;
            if (!box) {
                modal->close();
                return;
            }
            if (text)
                *text = box->text();
            box->button(button)->click();
        };
    };
    action("pivotTopLeft")->trigger();

    // Cancel: the close event is ignored and the window stays open with its changes.
    QString question;
    whenModal(answer(QMessageBox::Cancel, &question));
    QVERIFY(!m_window->close());
    QVERIFY(asked);
    QVERIFY2(question.contains(QLatin1String("level.hitbox.json")), qPrintable(question));
    QVERIFY(m_window->isVisible());
    QVERIFY(doc()->isModified());
    asked = false;
    whenModal(answer(QMessageBox::Cancel));
    QCloseEvent closeEvent;
    QApplication::sendEvent(m_window.get(), &closeEvent);
    QVERIFY(asked);
    QVERIFY(!closeEvent.isAccepted());

    // Save: written to the file, then closed.
    asked = false;
    whenModal(answer(QMessageBox::Save));
    QVERIFY(m_window->close());
    QVERIFY(asked);
    QVERIFY(!m_window->isVisible());
    QCOMPARE(model::readProjectFile(m_file).project, doc()->project());

    // Discard: closed, the file keeps what was saved.
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const model::Project saved = doc()->project();
    stack()->undo();
    asked = false;
    whenModal(answer(QMessageBox::Discard));
    QVERIFY(m_window->close());
    QVERIFY(asked);
    QCOMPARE(model::readProjectFile(m_file).project, saved);

    // Unmodified: closes without a question.
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openProject(m_file));
    asked = false;
    whenModal(answer(QMessageBox::Cancel));
    QVERIFY(m_window->close());
    QVERIFY(!asked);
    m_watchers = std::make_unique<QObject>(); // stop waiting for a question

    // Not interactive (tests, screenshots): unsaved changes are discarded on request.
    m_window->show();
    m_window->setInteractive(false);
    action("pivotTopLeft")->trigger();
    QVERIFY(m_window->close());
}

void TestMainWindow::dropProjectAsksAboutUnsavedChanges()
{
    action("pivotTopLeft")->trigger();
    const model::Project edited = doc()->project();
    model::Project other;
    other.sprites = {m_project.sprites[2]};
    const QString otherFile = path(QStringLiteral("other.hitbox.json"));
    writeProject(other, otherFile);

    m_window->setInteractive(true);
    whenModal([](QWidget *modal) {
        if (auto *box = qobject_cast<QMessageBox *>(modal))
            box->button(QMessageBox::Cancel)->click();
        else
            modal->close();
    });
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(otherFile)});
    QDropEvent dropEvent(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &dropEvent);
    QCOMPARE(doc()->fileName(), m_file);
    QCOMPARE(doc()->project(), edited);
    QVERIFY(doc()->isModified());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
