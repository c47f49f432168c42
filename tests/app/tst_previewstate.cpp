// The collision preview's state across project changes, mode switches and idle frames:
// what the docks and the status bar show after New / Open, the zoom readout of the mode
// shown, the Quick Gun demo's effect on the placed scene, and that an idle scene is not
// evaluated again. Driven through the real main window. Fixture: previewfixture.h.

#include "previewfixture.h"

#include "canvas/canvasview.h"
#include "docks/spritesdock.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTimer>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::previewtest;

class TestPreviewState : public PreviewFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication(); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void newOrOpenClearsLogAndInstanceNumbers_data();
    void newOrOpenClearsLogAndInstanceNumbers();
    void statusZoomIsTheShownCanvas();
    void quickGunAsksBeforeReplacingTheScene();
    void quickGunWithoutBulletSpriteFiresASmallOne_data();
    void quickGunWithoutBulletSpriteFiresASmallOne();
    void spritesDockKeepsItsHeight();
    void idleSceneIsNotEvaluatedAgain_data();
    void idleSceneIsNotEvaluatedAgain();

private:
    QLabel *zoomLabel() const;
    void answerNextQuestion(QMessageBox::StandardButton button, QString *text);
};

void TestPreviewState::newOrOpenClearsLogAndInstanceNumbers_data()
{
    QTest::addColumn<bool>("open");
    QTest::newRow("new") << false;
    QTest::newRow("open") << true;
}

void TestPreviewState::newOrOpenClearsLogAndInstanceNumbers()
{
    QFETCH(bool, open);
    // The next project: the same sprites, its own scene of one rock nothing touches.
    model::Project next = document()->project();
    next.preview.instances = {{rockSprite, 0, {100, 100}, 0, {1, 1}, {}}};
    const QString nextFile = m_dir->filePath(QStringLiteral("next.hitbox.json"));
    QCOMPARE(model::writeProjectFile(next, nextFile), QString());

    // Two overlapping instances: begin events in the log; the ship selected, its numbers
    // in the instance dock.
    setInstances({{shipSprite, 0, {250, 200}, 0, {1, 1}, {}},
                  {rockSprite, 0, {270, 200}, 0, {1, 1}, {}}});
    controller()->setSelectedInstance(0);
    const EventLogModel *log = preview()->eventLogDock()->model();
    QVERIFY(log->rowCount() > 0);
    auto *x = preview()->instanceDock()->findChild<QDoubleSpinBox *>(QStringLiteral("instanceX"));
    QVERIFY(x);
    QVERIFY(x->isVisible());
    QCOMPARE(x->value(), 250.0);

    if (open)
        QVERIFY(m_window->openProject(nextFile));
    else
        action("newProject")->trigger();
    QCOMPARE(document()->previewScene().instances.size(), open ? 1 : 0);
    QCOMPARE(controller()->selectedInstance(), -1);

    // Nothing of the old project: no events (the new scene has no contacts), no numbers.
    QCOMPARE(eventTexts(log), QStringList());
    QVERIFY(!x->isVisible());
    const auto *title
            = preview()->instanceDock()->findChild<QLabel *>(QStringLiteral("instanceTitle"));
    QVERIFY(title->text().contains(QLatin1String("No instance selected")));

    // A new selection shows its own numbers again.
    if (open) {
        controller()->setSelectedInstance(0);
        QVERIFY(x->isVisible());
        QCOMPARE(x->value(), 100.0);
    }
}

void TestPreviewState::statusZoomIsTheShownCanvas()
{
    view()->setZoom(2.0);
    QCOMPARE(zoomLabel()->text(), QStringLiteral("zoom 200%"));
    // Picking another sprite fits the (hidden) shapes canvas to it: not the zoom shown.
    document()->setCurrentSprite(ballSprite);
    QVERIFY(m_window->canvas()->zoom() != 2.0);
    QCOMPARE(zoomLabel()->text(), QStringLiteral("zoom 200%"));
    m_window->canvas()->setZoom(3.0);
    QCOMPARE(zoomLabel()->text(), QStringLiteral("zoom 200%"));

    // Each mode shows its own canvas's zoom; the preview's zooming is not the canvas's.
    action("shapesMode")->trigger();
    m_window->canvas()->setZoom(3.0);
    QCOMPARE(zoomLabel()->text(), QStringLiteral("zoom 300%"));
    view()->setZoom(0.5);
    QCOMPARE(zoomLabel()->text(), QStringLiteral("zoom 300%"));
    action("previewMode")->trigger();
    QCOMPARE(zoomLabel()->text(), QStringLiteral("zoom 50%"));
}

void TestPreviewState::quickGunAsksBeforeReplacingTheScene()
{
    const QList<model::PreviewInstance> placed{{shipSprite, 0, {250, 200}, 0, {1, 1}, {}},
                                               {rockSprite, 0, {400, 200}, 30, {1, 1}, {5, 0}}};
    setInstances(placed);
    m_window->setInteractive(true);
    // Cancel keeps the placed scene (it has no undo).
    QString question;
    answerNextQuestion(QMessageBox::Cancel, &question);
    action("quickGun")->trigger();
    QVERIFY2(question.contains(QLatin1String("replaces the 2 placed instance")),
             qPrintable(question));
    QCOMPARE(document()->previewScene().instances, placed);
    // Yes replaces it with the demo.
    question.clear();
    answerNextQuestion(QMessageBox::Yes, &question);
    action("quickGun")->trigger();
    QVERIFY(!question.isEmpty());
    QCOMPARE(document()->previewScene().instances.size(), 2);
    QCOMPARE(document()->previewScene().instances[0].sprite, bulletSprite);
    // An empty scene loses nothing: no question.
    setInstances({});
    question.clear();
    action("quickGun")->trigger();
    QCOMPARE(question, QString());
    QCOMPARE(document()->previewScene().instances.size(), 2);
    m_window->setInteractive(false);
}

void TestPreviewState::quickGunWithoutBulletSpriteFiresASmallOne_data()
{
    QTest::addColumn<bool>("continuous");
    QTest::newRow("discrete") << false;
    QTest::newRow("continuous") << true;
}

void TestPreviewState::quickGunWithoutBulletSpriteFiresASmallOne()
{
    QFETCH(bool, continuous);
    // No sprite is called "bullet": the current one, the 48 x 32 ship, stands in.
    document()->setSpriteName(bulletSprite, QStringLiteral("shell"));
    document()->setCurrentSprite(shipSprite);
    model::PreviewScene settings = document()->previewScene();
    settings.continuous = continuous;
    controller()->changeSettings(settings);
    QVERIFY(preview()->loadQuickGun());
    const model::PreviewScene &placed = document()->previewScene();
    QCOMPARE(placed.instances.size(), 2);
    QCOMPARE(placed.instances[0].sprite, shipSprite);
    // Scaled down to a small bullet: at most 6 px in world space.
    const hc::Rect bullet = controller()->evaluator().bounds(0);
    QVERIFY2(bullet.w <= 6.0 + 1e-9 && bullet.h <= 6.0 + 1e-9,
             qPrintable(QStringLiteral("%1 x %2").arg(bullet.w).arg(bullet.h)));

    // The lesson: without continuous collision it jumps over the wall between two steps,
    // with it the swept test stops it.
    const double wallX = placed.instances[1].position.x;
    bool passed = false;
    bool hitWall = false;
    for (int step = 0; step < 120 && !passed && !hitWall; ++step) {
        action("step")->trigger();
        const auto bodies = controller()->play()->world().bodies();
        passed = bodies[0].collider.transform.position.x > wallX;
        hitWall = bodies[1].velocity.x != 0.0;
    }
    QCOMPARE(passed, !continuous);
    QCOMPARE(hitWall, continuous);
}

void TestPreviewState::spritesDockKeepsItsHeight()
{
    // Switching to the preview and back and opening files leaves the Sprites dock (and
    // the History under it) as tall as it was.
    action("shapesMode")->trigger();
    QCoreApplication::processEvents();
    QWidget *sprites = m_window->spritesDock();
    const int start = sprites->height();
    const QString file = m_dir->filePath(QStringLiteral("again.hitbox.json"));
    QCOMPARE(model::writeProjectFile(document()->project(), file), QString());
    action("previewMode")->trigger();
    QCoreApplication::processEvents();
    QWidget *log = preview()->eventLogDock();
    const QSize logSize = log->size();
    action("shapesMode")->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(sprites->height(), start);
    for (int round = 0; round < 3; ++round) {
        action("previewMode")->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(log->size(), logSize); // the preview's own layout too
        QVERIFY(m_window->openProject(file));
        QCoreApplication::processEvents();
        action("shapesMode")->trigger();
        QCoreApplication::processEvents();
        QVERIFY(m_window->openProject(file));
        QCoreApplication::processEvents();
        QCOMPARE(sprites->height(), start);
    }
}

void TestPreviewState::idleSceneIsNotEvaluatedAgain_data()
{
    QTest::addColumn<bool>("paused");
    QTest::newRow("placed") << false;
    QTest::newRow("paused play") << true;
}

void TestPreviewState::idleSceneIsNotEvaluatedAgain()
{
    QFETCH(bool, paused);
    preview()->spawnBalls(2000);
    if (paused) {
        action("playPause")->trigger();
        QTRY_VERIFY(controller()->play()->stepCount() >= 2);
        action("playPause")->trigger(); // pause
        QVERIFY(controller()->isPlaying() && !controller()->play()->isRunning());
    }
    QCoreApplication::processEvents();
    // Nothing moves from here on: repaints, hovering and the status updates they bring
    // evaluate nothing.
    QSignalSpy evaluations(controller(), &PreviewController::evaluated);
    int pairsEvaluated = 0;
    connect(controller(), &PreviewController::evaluated, this, [&] {
        pairsEvaluated += controller()->evaluation().evaluatedPairs;
    });
    for (int i = 0; i < 5; ++i) {
        view()->viewport()->repaint();
        QTest::mouseMove(view()->viewport(), QPoint(100 + 20 * i, 120 + 10 * i));
        QTest::qWait(40);
    }
    QCOMPARE(pairsEvaluated, 0);
    QCOMPARE(evaluations.count(), 0);
    // The status bar does not charge the last evaluation to every repaint: an idle
    // frame is drawing only.
    const quint64 count = controller()->evaluationCount();
    view()->viewport()->repaint();
    QCOMPARE(controller()->evaluationCount(), count);
    const QString idle = preview()->statusLabel()->text();
    QVERIFY2(idle.contains(QLatin1String("drawing only, nothing changed")), qPrintable(idle));
    QVERIFY2(!idle.contains(QLatin1String("collision")), qPrintable(idle));
    // A frame that evaluates reports its collision time again.
    action("step")->trigger();
    QVERIFY(controller()->evaluationCount() > count);
    view()->viewport()->repaint();
    const QString stepped = preview()->statusLabel()->text();
    QVERIFY2(stepped.contains(QLatin1String("collision")), qPrintable(stepped));
}

void TestPreviewState::answerNextQuestion(QMessageBox::StandardButton button, QString *text)
{
    // Polls for the message box the next action opens and answers it.
    auto *timer = new QTimer(m_window.get());
    timer->setInterval(20);
    connect(timer, &QTimer::timeout, m_window.get(), [timer, button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->deleteLater();
        *text = box->text();
        box->button(button)->click();
    });
    timer->start();
}

QLabel *TestPreviewState::zoomLabel() const
{
    auto *label = m_window->statusBar()->findChild<QLabel *>(QStringLiteral("zoomLabel"));
    if (!label)
        qFatal("no zoom label");
    return label;
}

QTEST_MAIN(TestPreviewState)
#include "tst_previewstate.moc"
