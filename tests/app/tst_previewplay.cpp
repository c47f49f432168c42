// The collision preview's modes and play controls through the real main window: the mode
// switch, sprites dropped from the list, step, play, reset and keep, spawned balls, the
// quick gun with and without the swept test, and the event log's cap. Checked against
// hand-worked positions and the board's bounds. Fixture: previewfixture.h.

#include "pandrag.h"
#include "previewfixture.h"

#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QLabel>
#include <QListView>
#include <QMimeData>
#include <QStackedWidget>
#include <QStatusBar>

#include <cmath>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::previewtest;

class TestPreviewPlay : public PreviewFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication(); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void modeSwitchShowsPreview();
    void dropSpritesFromList();
    void stepResetAndKeep();
    void spawnBallsAndStep();
    void quickGunContinuousOnAndOff();
    void eventLogClearAndCap();
    void panByMiddleAndSpaceDrag();
    void playWithoutBoardFixesIt();
    void playTierWithNothingToCompare_data();
    void playTierWithNothingToCompare();
};

void TestPreviewPlay::modeSwitchShowsPreview()
{
    auto *central = m_window->centralWidget()->findChild<QStackedWidget *>();
    QVERIFY(central);
    QCOMPARE(central->currentWidget(), static_cast<QWidget *>(view()));
    QVERIFY(preview()->resultsDock()->isVisible());
    QVERIFY(preview()->eventLogDock()->isVisible());
    QVERIFY(action("playPause")->isEnabled() == false); // no instances yet
    QVERIFY(action("spawnBalls")->isEnabled());
    QVERIFY(!action("shapesMode")->shortcut().isEmpty());
    QVERIFY(!action("previewMode")->shortcut().isEmpty());

    action("shapesMode")->trigger();
    QVERIFY(!m_window->isPreviewMode());
    QVERIFY(!preview()->resultsDock()->isVisible());
    QVERIFY(m_window->shapesDock()->isVisible());
    QVERIFY(!action("spawnBalls")->isEnabled()); // preview shortcuts are off elsewhere
    action("previewMode")->trigger();
    QVERIFY(m_window->isPreviewMode());
    QVERIFY(!m_window->shapesDock()->isVisible());
    QVERIFY(preview()->resultsDock()->isVisible());
}

void TestPreviewPlay::dropSpritesFromList()
{
    QAbstractItemModel *list = m_window->spritesDock()->listView()->model();
    std::unique_ptr<QMimeData> mime(
            list->mimeData({list->index(ballSprite, 0), list->index(rockSprite, 0)}));
    const QPoint at = viewPoint({250.0, 150.0});
    QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view()->viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view()->viewport(), &drop);
    const QList<model::PreviewInstance> &instances = document()->previewScene().instances;
    QCOMPARE(instances.size(), 2);
    // Indices ascending (rock, then ball), fanned out from the drop point.
    QCOMPARE(instances[0].sprite, rockSprite);
    QCOMPARE(instances[1].sprite, ballSprite);
    QVERIFY(std::abs(instances[0].position.x - 250.0) <= 1.0);
    QVERIFY(std::abs(instances[0].position.y - 150.0) <= 1.0);
    QCOMPARE(controller()->selectedInstance(), 1);
    QCOMPARE(preview()->scene()->instanceItemCount(), 2);
    // View state: the document is modified but nothing went on the undo stack.
    QVERIFY(document()->isModified());
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestPreviewPlay::stepResetAndKeep()
{
    setInstances({{shipSprite, 0, {100, 200}, 0, {1, 1}, {}},
                  {rockSprite, 0, {400, 200}, 0, {1, 1}, {}}});
    // A velocity typed into the Instance dock.
    controller()->setSelectedInstance(0);
    auto *vx = preview()->instanceDock()->findChild<QDoubleSpinBox *>(
            QStringLiteral("instanceVelocityX"));
    QVERIFY(vx && vx->isEnabled());
    vx->setValue(120.0);
    QCOMPARE(document()->previewScene().instances[0].velocity.x, 120.0);

    QVERIFY(action("step")->isEnabled());
    action("step")->trigger();
    QVERIFY(controller()->isPlaying());
    QVERIFY(!controller()->play()->isRunning());
    QCOMPARE(controller()->play()->stepCount(), 1);
    QVERIFY(qFuzzyCompare(controller()->scene().instances[0].position.x, 101.0));
    for (int i = 0; i < 3; ++i)
        action("step")->trigger();
    QVERIFY(qFuzzyCompare(controller()->scene().instances[0].position.x, 104.0));
    // The evaluation follows the simulated scene; the placed one is untouched.
    QVERIFY(qFuzzyCompare(controller()->evaluator().collider(0).transform.position.x, 104.0));
    QCOMPARE(document()->previewScene().instances[0].position.x, 100.0);
    QVERIFY(action("resetPlay")->isEnabled());
    QVERIFY(!preview()
                     ->instanceDock()
                     ->findChild<QDoubleSpinBox *>(QStringLiteral("instanceX"))
                     ->isEnabled());

    action("resetPlay")->trigger();
    QVERIFY(!controller()->isPlaying());
    QCOMPARE(controller()->scene().instances[0].position.x, 100.0);
    QCOMPARE(controller()->evaluator().collider(0).transform.position.x, 100.0);

    // Play for real, pause, then keep the positions.
    action("playPause")->trigger();
    QVERIFY(controller()->play()->isRunning());
    QTRY_VERIFY(controller()->play()->stepCount() >= 6);
    action("playPause")->trigger();
    QVERIFY(!controller()->play()->isRunning());
    const double x = controller()->scene().instances[0].position.x;
    QVERIFY(x > 100.0);
    QCOMPARE(document()->previewScene().instances[0].position.x, 100.0);
    action("keepPositions")->trigger();
    QVERIFY(!controller()->isPlaying());
    QCOMPARE(document()->previewScene().instances[0].position.x, x);
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestPreviewPlay::spawnBallsAndStep()
{
    setInstances({});
    preview()->spawnBalls(2000);
    const model::PreviewScene &placed = document()->previewScene();
    QCOMPARE(placed.instances.size(), 2000);
    for (const model::PreviewInstance &i : placed.instances) {
        QCOMPARE(i.sprite, ballSprite);
        QVERIFY(i.velocity.x != 0.0 || i.velocity.y != 0.0);
    }
    QCOMPARE(preview()->scene()->instanceItemCount(), 2000);
    for (int frame = 0; frame < 5; ++frame)
        action("step")->trigger();
    QCOMPARE(controller()->play()->stepCount(), 5);
    // Every ball is on the board (the circle tier bounces the circles).
    const auto bodies = controller()->play()->world().bodies();
    QCOMPARE(int(bodies.size()), 2000);
    for (const hc::Body &b : bodies) {
        const std::vector<hc::Circle> circles = hc::worldCircles(b.collider);
        QCOMPARE(circles.size(), std::size_t(1)); // a ball has one circle
        const hc::Circle c = circles.front();
        QVERIFY(c.center.x - c.radius >= m_board.x - 1e-6);
        QVERIFY(c.center.y - c.radius >= m_board.y - 1e-6);
        QVERIFY(c.center.x + c.radius <= m_board.x + m_board.w + 1e-6);
        QVERIFY(c.center.y + c.radius <= m_board.y + m_board.h + 1e-6);
    }
    QCOMPARE(controller()->evaluator().instanceCount(), 2000);
    // It also runs on the timer.
    action("playPause")->trigger();
    QTRY_VERIFY(controller()->play()->stepCount() >= 12);
    action("playPause")->trigger();
    QVERIFY(preview()->statusLabel()->text().contains(QLatin1String("collision")));
}

void TestPreviewPlay::quickGunContinuousOnAndOff()
{
    for (const bool continuous : {false, true}) {
        model::PreviewScene settings = document()->previewScene();
        settings.continuous = continuous;
        controller()->changeSettings(settings);
        preview()->loadQuickGun();
        const model::PreviewScene &placed = document()->previewScene();
        QCOMPARE(placed.instances.size(), 2);
        QCOMPARE(placed.playTier, hc::Tier::Pixel);
        QCOMPARE(placed.continuous, continuous);
        const double wallX = placed.instances[1].position.x;
        QVERIFY(placed.instances[0].position.x < wallX);
        QVERIFY(placed.instances[0].velocity.x >= 3000.0);
        bool passed = false;
        bool hitWall = false;
        for (int step = 0; step < 60 && !passed && !hitWall; ++step) {
            action("step")->trigger();
            const auto bodies = controller()->play()->world().bodies();
            passed = bodies[0].collider.transform.position.x > wallX;
            hitWall = bodies[1].velocity.x != 0.0;
        }
        const QString where
                = continuous ? QStringLiteral("continuous") : QStringLiteral("discrete");
        if (continuous) {
            // The swept test stops the bullet: equal masses swap velocities.
            QVERIFY2(hitWall && !passed, qPrintable(where));
        } else {
            // Between two steps it jumps over the wall.
            QVERIFY2(passed && !hitWall, qPrintable(where));
        }
        action("resetPlay")->trigger();
    }
}

void TestPreviewPlay::eventLogClearAndCap()
{
    EventLogModel *model = preview()->eventLogDock()->model();
    ContactEvents burst;
    for (int i = 0; i < 3000; ++i)
        burst << ContactEvent{QTime::currentTime(),
                              std::nullopt,
                              i % 2 == 0,
                              hc::Tier::Pixel,
                              false,
                              QStringLiteral("a #%1").arg(i),
                              QStringLiteral("b")};
    model->append(burst);
    model->append(burst);
    QVERIFY(model->rowCount() <= EventLogModel::maxRows);
    // The newest event is last.
    QCOMPARE(model->index(model->rowCount() - 1, EventLogModel::ContactColumn).data().toString(),
             QStringLiteral("a #2999 × b"));
    preview()->eventLogDock()->clearButton()->click();
    QCOMPARE(model->rowCount(), 0);
}

void TestPreviewPlay::panByMiddleAndSpaceDrag()
{
    // Middle drag and Space + left drag over an instance scroll the view by the mouse's
    // travel; the instance stays where it is.
    setInstances({{0, 0, {300, 200}, 0.0, {1, 1}, {}}});
    QCoreApplication::processEvents();
    QWidget *viewport = view()->viewport();
    const QPoint centre = viewPoint({300, 200});
    const QPoint travel(30, -20);
    const QPointF start = view()->mapToScene(centre);
    const qreal zoom = view()->zoom();

    testing::buttonDrag(viewport, Qt::MiddleButton, centre, centre + travel);
    QCOMPARE(view()->mapToScene(centre), start - QPointF(travel) / zoom);

    view()->setFocus();
    QTest::keyPress(view(), Qt::Key_Space);
    testing::buttonDrag(viewport, Qt::LeftButton, centre, centre + travel);
    QTest::keyRelease(view(), Qt::Key_Space);
    QCOMPARE(view()->mapToScene(centre), start - 2.0 * QPointF(travel) / zoom);

    QCOMPARE(controller()->scene().instances.at(0).position, hc::Vec2(300, 200));
}

// Play needs walls: without a fixed board, Step (and Play) fix it to the visible area, check
// Fixed Board and say so; the view's later zoom does not move it.
void TestPreviewPlay::playWithoutBoardFixesIt()
{
    setInstances({{0, 0, {300, 200}, 0.0, {1, 1}, {40, 0}}});
    action("fixedBoard")->trigger();
    QVERIFY(!document()->previewScene().board);
    view()->setZoom(2.0);
    view()->centerOn(300, 200);
    const QRectF area = view()->visibleArea();
    action("step")->trigger();
    QVERIFY(controller()->isPlaying());
    QVERIFY(action("fixedBoard")->isChecked());
    const std::optional<hc::Rect> board = document()->previewScene().board;
    QVERIFY(board);
    QVERIFY(std::abs(board->x - area.x()) <= 1.0 && std::abs(board->w - area.width()) <= 1.0);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("fixed the board")));
    view()->setZoom(0.25);
    QCOMPARE(controller()->board(), *board);
    action("resetPlay")->trigger();
    QCOMPARE(document()->previewScene().board, board);
}

void TestPreviewPlay::playTierWithNothingToCompare_data()
{
    QTest::addColumn<int>("sprite");
    QTest::addColumn<int>("chosen");
    QTest::addColumn<int>("played");
    QTest::addColumn<QString>("message");

    const int circle = int(hc::Tier::Circle);
    const int box = int(hc::Tier::Box);
    // The bullet has only a box, the rock no box; the ball both.
    QTest::newRow("balls: circles compare") << ballSprite << circle << circle << QString();
    QTest::newRow("bullets: the default circle gives way to box")
            << bulletSprite << circle << box
            << "The circle tier has nothing to compare (neither bullet #1 nor bullet #2 has a "
               "circle): playing with box.";
    QTest::newRow("rocks: a chosen box tier stays and is said")
            << rockSprite << box << box
            << "The play tier box has nothing to compare (neither rock #1 nor rock #2 has a "
               "box): the sprites pass through each other.";
}

void TestPreviewPlay::playTierWithNothingToCompare()
{
    QFETCH(int, sprite);
    QFETCH(int, chosen);
    QFETCH(int, played);
    QFETCH(QString, message);
    setInstances({{sprite, 0, {200, 200}, 0.0, {1, 1}, {30, 0}},
                  {sprite, 0, {400, 200}, 0.0, {1, 1}, {-30, 0}}});
    const char *names[] = {
            "playTierAabb", "playTierBox", "playTierCircle", "playTierArmature", "playTierPixel"};
    action(names[chosen])->trigger();
    QCOMPARE(int(document()->previewScene().playTier), chosen);
    const QString before = m_window->statusBar()->currentMessage();
    action("step")->trigger();
    QVERIFY(controller()->isPlaying());
    QCOMPARE(int(document()->previewScene().playTier), played);
    QVERIFY(action(names[played])->isChecked());
    QCOMPARE(m_window->statusBar()->currentMessage(), message.isEmpty() ? before : message);
}

QTEST_MAIN(TestPreviewPlay)
#include "tst_previewplay.moc"
