// Preview instances playing animations through the real main window: the Instance dock's
// animation picker (stored in the document's preview scene, saved only when set), play mode
// advancing an instance through its animation's frames at their durations in the
// animation's direction, from the frame it was scrubbed to, and the results, the world's
// bodies and the contact events following the frame shown. Fixture: previewfixture.h.

#include "previewfixture.h"

#include <QComboBox>
#include <QSpinBox>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::previewtest;

namespace {

// The ship gets three frames of its image: 0 has no shape (50 ms), 1 a box reaching 40 to
// 60 px right of the pivot (100 ms), 2 a small circle (70 ms); "swing" plays 0 1 2
// forward and "back" plays them in reverse.
model::Project animatedProject(model::Project project)
{
    model::Sprite &ship = project.sprites[shipSprite];
    model::Frame blank;
    blank.durationMs = 50;
    model::Frame reach = blank;
    reach.durationMs = 100;
    reach.shapes << model::Shape::makeBox(hc::Rect{40, -5, 20, 10}, model::defaultRoleName());
    model::Frame small = blank;
    small.durationMs = 70;
    small.shapes << model::Shape::makeCircle(hc::Circle{{0, 0}, 3}, model::defaultRoleName());
    ship.frames = {blank, reach, small};
    ship.animations = {{QStringLiteral("swing"), {0, 1, 2}, model::AnimationDirection::Forward},
                       {QStringLiteral("back"), {0, 1, 2}, model::AnimationDirection::Reverse}};
    return project;
}

} // namespace

class TestPreviewAnimation : public PreviewFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication(); }
    void init();
    void cleanup() { closeWindow(); }

    void pickerStoresTheAnimation();
    void playAdvancesThroughTheFrames_data();
    void playAdvancesThroughTheFrames();
    void playStartsAtTheScrubbedFrame();
    void resultsAndEventsFollowTheFrame();

private:
    QComboBox *picker() const
    {
        return preview()->instanceDock()->findChild<QComboBox *>(
                QStringLiteral("instanceAnimation"));
    }
    QSpinBox *frameSpin() const
    {
        return preview()->instanceDock()->findChild<QSpinBox *>(QStringLiteral("instanceFrame"));
    }
    // Steps the paused session until `steps` steps have been taken since it started.
    void stepTo(qint64 steps)
    {
        while (controller()->play()->stepCount() < steps)
            controller()->stepPlaying();
    }
};

void TestPreviewAnimation::init()
{
    openTestProject();
    document()->resetProject(animatedProject(document()->project()), document()->fileName());
}

void TestPreviewAnimation::pickerStoresTheAnimation()
{
    setInstances({{shipSprite, 0, {100, 100}, 0, {1, 1}, {}},
                  {rockSprite, 0, {300, 100}, 0, {1, 1}, {}}});
    controller()->setSelectedInstance(0);
    QComboBox *combo = picker();
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    QCOMPARE(combo->itemText(0), QStringLiteral("(none)"));
    QCOMPARE(combo->itemText(1), QStringLiteral("swing"));
    QCOMPARE(combo->itemText(2), QStringLiteral("back"));
    QVERIFY(combo->isEnabled());

    combo->setCurrentIndex(2);
    QCOMPARE(document()->previewScene().instances[0].animation, QStringLiteral("back"));
    QVERIFY(document()->isModified());
    const QString path = m_dir->filePath(QStringLiteral("saved.hitbox.json"));
    QByteArray saved = model::serializeProject(document()->project(), path);
    QVERIFY(saved.contains("\"animation\": \"back\""));
    const model::ProjectReadResult read = model::parseProject(saved, path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.project.preview.instances[0].animation, QStringLiteral("back"));

    // (none) takes it away again, and the file is as it was without one.
    combo->setCurrentIndex(0);
    QCOMPARE(document()->previewScene().instances[0].animation, QString());
    saved = model::serializeProject(document()->project(), path);
    QVERIFY(!saved.contains("\"animation\""));

    // The rock has no animation to pick.
    controller()->setSelectedInstance(1);
    QCOMPARE(combo->count(), 1);
    QVERIFY(!combo->isEnabled());
}

void TestPreviewAnimation::playAdvancesThroughTheFrames_data()
{
    QTest::addColumn<QString>("animation");
    QTest::addColumn<qint64>("steps"); // 120 steps per second
    QTest::addColumn<int>("frame");
    // swing: 0 for [0, 50) ms, 1 for [50, 150), 2 for [150, 220), then 0 again.
    QTest::newRow("swing 41 ms") << QStringLiteral("swing") << qint64(5) << 0;
    QTest::newRow("swing 50 ms") << QStringLiteral("swing") << qint64(6) << 1;
    QTest::newRow("swing 141 ms") << QStringLiteral("swing") << qint64(17) << 1;
    QTest::newRow("swing 150 ms") << QStringLiteral("swing") << qint64(18) << 2;
    QTest::newRow("swing 216 ms") << QStringLiteral("swing") << qint64(26) << 2;
    QTest::newRow("swing 225 ms") << QStringLiteral("swing") << qint64(27) << 0;
    QTest::newRow("swing 275 ms") << QStringLiteral("swing") << qint64(33) << 1;
    // back plays 2 1 0 and shows 0 for [170, 220) of its cycle; placed on frame 0, it
    // starts 170 ms in: 0 until 50 ms, then 2 for 70 ms, then 1 for 100 ms.
    QTest::newRow("back 41 ms") << QStringLiteral("back") << qint64(5) << 0;
    QTest::newRow("back 50 ms") << QStringLiteral("back") << qint64(6) << 2;
    QTest::newRow("back 116 ms") << QStringLiteral("back") << qint64(14) << 2;
    QTest::newRow("back 125 ms") << QStringLiteral("back") << qint64(15) << 1;
    QTest::newRow("back 225 ms") << QStringLiteral("back") << qint64(27) << 0;
    QTest::newRow("none") << QString() << qint64(6) << 0;
}

void TestPreviewAnimation::playAdvancesThroughTheFrames()
{
    QFETCH(QString, animation);
    QFETCH(qint64, steps);
    QFETCH(int, frame);
    setInstances({{shipSprite, 0, {100, 100}, 0, {1, 1}, {}, animation}});
    stepTo(steps);
    QCOMPARE(controller()->scene().instances[0].frame, frame);
    // The world's body collides with that frame's shapes.
    const hc::Collider &body = controller()->play()->world().bodies()[0].collider;
    QCOMPARE(int(body.boxes.size()), frame == 1 ? 1 : 0);
    QCOMPARE(int(body.circles.size()), frame == 2 ? 1 : 0);
    QCOMPARE(controller()->evaluator().collider(0).boxes.size(), body.boxes.size());
    // Reset shows the placed frame again; the document never changed.
    action("resetPlay")->trigger();
    QVERIFY(!controller()->isPlaying());
    QCOMPARE(controller()->scene().instances[0].frame, 0);
    QCOMPARE(document()->previewScene().instances[0].frame, 0);
}

void TestPreviewAnimation::playStartsAtTheScrubbedFrame()
{
    setInstances({{shipSprite, 0, {100, 100}, 0, {1, 1}, {}},
                  {shipSprite, 1, {300, 100}, 0, {1, 1}, {}}});
    // Scrubbing with the Frame box, then picking the animation.
    controller()->setSelectedInstance(0);
    frameSpin()->setValue(2);
    picker()->setCurrentIndex(picker()->findText(QStringLiteral("swing")));
    QCOMPARE(document()->previewScene().instances[0].frame, 2);
    QCOMPARE(document()->previewScene().instances[0].animation, QStringLiteral("swing"));
    QCOMPARE(controller()->scene().instances[0].frame, 2);

    stepTo(1);
    QVERIFY(!frameSpin()->isEnabled() || !frameSpin()->parentWidget()->isEnabled());
    QCOMPARE(controller()->scene().instances[0].frame, 2);
    QCOMPARE(controller()->scene().instances[1].frame, 1); // no animation: stays
    stepTo(9); // 75 ms: 2 lasts 70 ms from where it was scrubbed to
    QCOMPARE(controller()->scene().instances[0].frame, 0);
    QCOMPARE(controller()->scene().instances[1].frame, 1);
    action("resetPlay")->trigger();
    QCOMPARE(controller()->scene().instances[0].frame, 2);
}

void TestPreviewAnimation::resultsAndEventsFollowTheFrame()
{
    // The ball's reduced box (16 px) is 50 px right of the ship's pivot: only the ship's
    // frame 1 box reaches it, so the box tier hits while frame 1 shows.
    model::PreviewScene scene = document()->previewScene();
    scene.playTier = hc::Tier::Box;
    controller()->replaceScene(scene);
    setInstances({{shipSprite, 0, {100, 100}, 0, {1, 1}, {}, QStringLiteral("swing")},
                  {ballSprite, 0, {150, 100}, 0, {1, 1}, {}}});
    QCOMPARE(controller()->evaluation().pairs.size(), std::size_t(0)); // bounds apart
    EventLogModel *log = preview()->eventLogDock()->model();
    preview()->eventLogDock()->clearButton()->click();

    stepTo(5);
    QCOMPARE(eventTexts(log).filter(QStringLiteral("box")), QStringList());
    stepTo(6); // 50 ms: frame 1
    QCOMPARE(controller()->scene().instances[0].frame, 1);
    QVERIFY(!controller()->evaluation().pairs.empty());
    QCOMPARE(controller()->evaluation().pairs[0].report[hc::Tier::Box].verdict, hc::Verdict::Hit);
    stepTo(7); // the world found the contact with the frame's box
    QVERIFY2(eventTexts(log).contains(QStringLiteral("begin box ship #1 × ball #2")),
             qPrintable(eventTexts(log).join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestPreviewAnimation)
#include "tst_previewanimation.moc"
