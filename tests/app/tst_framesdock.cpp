// The frames strip on the real main window: thumbnails and the current frame, stepping and
// playing (the player's timer driven by calling its slot, never by waiting), the animation
// picker's orders, onion skin items, the frame commands (apply threshold, duration; copy and
// propagate in tst_frameshapecopy) checked on the document and undone. Expected values are
// written out by hand from the 4-frame test sprite.

#include "canvas/onionskinitem.h"
#include "canvas/spritescene.h"
#include "commands/framecommands.h"
#include "document/document.h"
#include "frames/frameplayer.h"
#include "frames/framesdock.h"
#include "window/mainwindow.h"

#include "framesheetfixture.h"

#include "model/document/sprite.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using model::AnimationDirection;
using model::Shape;

namespace {

Shape box(const QString &name, double x, const QString &role = QStringLiteral("hitbox"))
{
    return Shape::makeBox(collision::Rect{x, -4, 8, 8}, role, name);
}

Shape circle(const QString &name, double r)
{
    return Shape::makeCircle(collision::Circle{{0, 0}, r}, QStringLiteral("hurtbox"), name);
}

} // namespace

class TestFramesDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void thumbnailsFollowCurrentFrame();
    void frameNamesAreTooltips();
    void menusHoldFrameActions();
    void sequence_data();
    void sequence();
    void stepWithActionsAndKeys();
    void playAndPause();
    void playStopsAtEndWithoutLoop();
    void playStopsAtEndOfAnAnimationPlayedOnce();
    void onionSkin();
    void editDuration();
    void applyThresholdToAllFrames();

private:
    Document *doc() const { return m_window->document(); }
    FramesDock *dock() const { return m_window->framesDock(); }
    FramePlayer *player() const { return dock()->player(); }
    QUndoStack *stack() const { return doc()->undoStack(); }
    const model::Sprite &sprite() const { return doc()->sprite(0); }
    SpriteScene *scene() const
    {
        return static_cast<SpriteScene *>(m_window->findChild<SpriteScene *>());
    }

    QTemporaryDir m_dir;
    model::Project m_project;
    std::unique_ptr<MainWindow> m_window;
};

void TestFramesDock::initTestCase()
{
    framestest::initApplication("tst_framesdock");
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("run.png"));
    QVERIFY(framestest::writeFourCellSheet(path));
    model::Sprite run = framestest::fourCellSprite(path, [](int) { return 100; });
    // Names as an atlas gives them; frame 3 has none, frame 2's would break a naive arg().
    run.frames[0].name = QStringLiteral("idle:0");
    run.frames[1].name = QStringLiteral("run_0001.png");
    run.frames[2].name = QStringLiteral("100%1 \"x\"");
    run.frames[0].shapes = {box(QStringLiteral("fist"), -6), circle(QStringLiteral("body"), 5)};
    run.animations = {
            {QStringLiteral("forward"), {1, 2, 3}, AnimationDirection::Forward},
            {QStringLiteral("reverse"), {0, 1, 2}, AnimationDirection::Reverse},
            {QStringLiteral("pingpong"), {0, 1, 2, 3}, AnimationDirection::PingPong},
    };
    m_project.sprites = {run};
}

void TestFramesDock::init()
{
    m_window = framestest::openWindow(m_project);
    QVERIFY(m_window);
    QCOMPARE(doc()->currentFrame(0), 0);
}

void TestFramesDock::cleanup()
{
    m_window.reset();
}

void TestFramesDock::thumbnailsFollowCurrentFrame()
{
    QListWidget *list = dock()->listWidget();
    QCOMPARE(dock()->objectName(), QStringLiteral("framesDock"));
    QCOMPARE(list->count(), 4);
    QVERIFY(!list->item(2)->icon().isNull());
    QVERIFY(list->item(2)->text().contains(QStringLiteral("100 ms")));
    QCOMPARE(list->currentRow(), 0);

    doc()->setCurrentFrame(0, 3);
    QCOMPARE(list->currentRow(), 3);
    QVERIFY(list->item(3)->isSelected());

    // A click on a thumbnail shows its frame.
    const QRect rect = list->visualItemRect(list->item(1));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(doc()->currentFrame(0), 1);
    QCOMPARE(dock()->durationSpinBox()->value(), 100);
}

void TestFramesDock::frameNamesAreTooltips()
{
    QListWidget *list = dock()->listWidget();
    QCOMPARE(list->count(), 4);
    QCOMPARE(list->item(0)->toolTip(), QStringLiteral("Frame 0 \"idle:0\": 100 ms, 2 shapes"));
    QCOMPARE(list->item(1)->toolTip(),
             QStringLiteral("Frame 1 \"run_0001.png\": 100 ms, no shapes"));
    QCOMPARE(list->item(2)->toolTip(),
             QStringLiteral("Frame 2 \"100%1 \"x\"\": 100 ms, no shapes"));
    QCOMPARE(list->item(3)->toolTip(), QStringLiteral("Frame 3: 100 ms, no shapes"));
    // A duplicated frame keeps its name, and the strip shows it at once.
    doc()->setCurrentFrame(0, 0);
    dock()->duplicateFrameAction()->trigger();
    QCOMPARE(sprite().frames.size(), 5);
    QCOMPARE(sprite().frames[1].name, QStringLiteral("idle:0"));
    QCOMPARE(list->count(), 5);
    QCOMPARE(list->item(1)->toolTip(), QStringLiteral("Frame 1 \"idle:0\": 100 ms, 2 shapes"));
    stack()->undo();
    QCOMPARE(list->count(), 4);
    QCOMPARE(list->item(1)->toolTip(),
             QStringLiteral("Frame 1 \"run_0001.png\": 100 ms, no shapes"));
}

void TestFramesDock::menusHoldFrameActions()
{
    QList<QAction *> menuActions;
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (menu->menu())
            menuActions += menu->menu()->actions();
    }
    for (QAction *action : {dock()->copyFromPreviousAction(),
                            dock()->propagateAction(),
                            dock()->applyThresholdAction(),
                            dock()->onionSkinAction(),
                            dock()->onionImagesAction(),
                            dock()->toggleViewAction()})
        QVERIFY2(menuActions.contains(action), qPrintable(action->text()));
    // The frames strip makes way for the collision preview and comes back.
    QVERIFY(dock()->isVisible());
    m_window->setPreviewMode(true);
    QVERIFY(!dock()->isVisible());
    m_window->setPreviewMode(false);
    QVERIFY(dock()->isVisible());
}

void TestFramesDock::sequence_data()
{
    QTest::addColumn<int>("animation");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("all frames") << -1 << QList<int>{0, 1, 2, 3};
    QTest::newRow("forward 1-3") << 0 << QList<int>{1, 2, 3};
    QTest::newRow("reverse 0-2") << 1 << QList<int>{2, 1, 0};
    QTest::newRow("ping-pong 0-3") << 2 << QList<int>{0, 1, 2, 3, 2, 1};
}

void TestFramesDock::sequence()
{
    QFETCH(int, animation);
    QFETCH(QList<int>, expected);
    dock()->animationCombo()->setCurrentIndex(animation + 1);
    QCOMPARE(player()->animation(), animation);
    QCOMPARE(player()->sequence(), expected);

    // Stepping with "Next Frame" runs through the sequence twice (it wraps around) from
    // its first frame; the current frame 0 is the start unless the sequence lacks it.
    doc()->setCurrentFrame(0, expected.first());
    QList<int> shown;
    for (qsizetype i = 0; i < 2 * expected.size(); ++i) {
        shown << doc()->currentFrame(0);
        dock()->nextAction()->trigger();
    }
    QCOMPARE(shown, expected + expected);
    // "Previous Frame" goes back the same way.
    QList<int> back;
    for (qsizetype i = 0; i < expected.size(); ++i) {
        dock()->previousAction()->trigger();
        back.prepend(doc()->currentFrame(0));
    }
    QCOMPARE(back, expected);
}

void TestFramesDock::stepWithActionsAndKeys()
{
    QVERIFY(dock()->nextAction()->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_Period);
    QCOMPARE(doc()->currentFrame(0), 1);
    QTest::keyClick(m_window.get(), Qt::Key_Period);
    QCOMPARE(doc()->currentFrame(0), 2);
    QTest::keyClick(m_window.get(), Qt::Key_Comma);
    QCOMPARE(doc()->currentFrame(0), 1);
    // Before the first frame comes the last.
    dock()->previousAction()->trigger();
    dock()->previousAction()->trigger();
    QCOMPARE(doc()->currentFrame(0), 3);
}

void TestFramesDock::playAndPause()
{
    QVERIFY(!player()->isTimerActive());
    // Space plays while the strip has focus.
    dock()->listWidget()->setFocus();
    QTest::keyClick(dock()->listWidget(), Qt::Key_Space);
    QVERIFY(player()->isPlaying());
    QVERIFY(dock()->playAction()->isChecked());
    QVERIFY(player()->isTimerActive());
    QList<int> shown;
    for (int i = 0; i < 5; ++i) {
        player()->advance(); // what the timer does when the frame's duration is over
        shown << doc()->currentFrame(0);
        QVERIFY(player()->isTimerActive());
    }
    QCOMPARE(shown, (QList<int>{1, 2, 3, 0, 1})); // loops by default
    dock()->playAction()->trigger();
    QVERIFY(!player()->isPlaying());
    QVERIFY(!player()->isTimerActive());
    QCOMPARE(doc()->currentFrame(0), 1);
}

void TestFramesDock::playStopsAtEndWithoutLoop()
{
    dock()->loopAction()->setChecked(false);
    dock()->animationCombo()->setCurrentIndex(1); // "forward": 1, 2, 3
    dock()->playAction()->trigger();
    QVERIFY(player()->isPlaying());
    QList<int> shown;
    for (int i = 0; i < 5 && player()->isPlaying(); ++i) {
        player()->advance();
        shown << doc()->currentFrame(0);
    }
    // Frame 0 is not in the animation: playing starts with its first frame.
    QCOMPARE(shown, (QList<int>{1, 2, 3, 3}));
    QVERIFY(!player()->isPlaying());
    QVERIFY(!player()->isTimerActive());
    QVERIFY(!dock()->playAction()->isChecked());
}

void TestFramesDock::playStopsAtEndOfAnAnimationPlayedOnce()
{
    QList<model::Animation> animations = sprite().animations;
    animations[1].loop = false; // "reverse": 2, 1, 0, then holds
    doc()->setFrames(0, sprite().frames, animations);
    QVERIFY(dock()->loopAction()->isChecked());
    dock()->animationCombo()->setCurrentIndex(2);
    dock()->playAction()->trigger();
    QCOMPARE(doc()->currentFrame(0), 2);
    QList<int> shown;
    for (int i = 0; i < 5 && player()->isPlaying(); ++i) {
        player()->advance();
        shown << doc()->currentFrame(0);
    }
    // Frame 0 is the sequence's last: playing starts again at its first (2), shows 1 and 0
    // and stops there.
    QCOMPARE(shown, (QList<int>{1, 0, 0}));
    QVERIFY(!player()->isPlaying());
    // The looping "forward" still loops.
    dock()->animationCombo()->setCurrentIndex(1);
    dock()->playAction()->trigger();
    shown.clear();
    for (int i = 0; i < 5 && player()->isPlaying(); ++i) {
        player()->advance();
        shown << doc()->currentFrame(0);
    }
    QCOMPARE(shown, (QList<int>{1, 2, 3, 1, 2}));
    QVERIFY(player()->isPlaying());
}

void TestFramesDock::onionSkin()
{
    QCOMPARE(scene()->onionSkinItems().size(), 0);
    dock()->onionSkinAction()->trigger();
    QVERIFY(dock()->onionSkinAction()->isChecked());
    // Frame 0: only the next frame (1) has a neighbour item; it has no shapes.
    QCOMPARE(scene()->onionSkinItems().size(), 1);
    QCOMPARE(scene()->onionSkinItems()[0]->outlines().size(), 0);

    doc()->setCurrentFrame(0, 1);
    QList<OnionSkinItem *> items = scene()->onionSkinItems();
    QCOMPARE(items.size(), 2);
    QCOMPARE(items[0]->outlines().size(), 2); // frame 0's box and circle
    QCOMPARE(items[0]->outlines()[0].path.boundingRect(), QRectF(-6 + 8, -4 + 8, 8, 8));
    QCOMPARE(items[1]->outlines().size(), 0);
    for (OnionSkinItem *item : items) {
        QCOMPARE(item->acceptedMouseButtons(), Qt::NoButton);
        QVERIFY(item->shape().isEmpty());
        QVERIFY(!item->showsImage());
    }
    // Not hit-tested: nothing at the centre of frame 0's box is an onion item.
    for (QGraphicsItem *hit : scene()->items(QPointF(6, 8)))
        QVERIFY(!dynamic_cast<OnionSkinItem *>(hit));

    dock()->onionImagesAction()->trigger();
    QVERIFY(scene()->onionSkinItems()[0]->showsImage());
    // Shapes edited on a neighbour show at once.
    doc()->setShapes(0, 2, {box(QStringLiteral("kick"), 0)});
    QCOMPARE(scene()->onionSkinItems()[1]->outlines().size(), 1);

    dock()->onionSkinAction()->trigger();
    QCOMPARE(scene()->onionSkinItems().size(), 0);
}

void TestFramesDock::editDuration()
{
    doc()->setCurrentFrame(0, 2);
    QSpinBox *spin = dock()->durationSpinBox();
    QCOMPARE(spin->value(), 100);
    // Typing "250" is one undo step.
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("250"));
    QCOMPARE(sprite().frames[2].durationMs, 250);
    QCOMPARE(stack()->count(), 1);
    QVERIFY(dock()->listWidget()->item(2)->text().contains(QStringLiteral("250 ms")));
    // Spinning the same frame merges too.
    spin->stepUp();
    QCOMPARE(sprite().frames[2].durationMs, 251);
    QCOMPARE(stack()->count(), 1);
    // Another frame's edit is its own step.
    doc()->setCurrentFrame(0, 1);
    QCOMPARE(spin->value(), 100);
    spin->setValue(40);
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(sprite().frames[1].durationMs, 40);

    stack()->undo();
    QCOMPARE(sprite().frames[1].durationMs, 100);
    stack()->undo();
    QCOMPARE(sprite().frames[2].durationMs, 100);
    QCOMPARE(sprite().frames, m_project.sprites[0].frames);
}

void TestFramesDock::applyThresholdToAllFrames()
{
    QAction *apply = dock()->applyThresholdAction();
    QVERIFY(!apply->isEnabled()); // no frame has its own threshold
    QList<model::Frame> frames = sprite().frames;
    frames[1].threshold = 40;
    frames[3].threshold = 200;
    doc()->setFrames(0, frames, sprite().animations);
    doc()->setCurrentFrame(0, 1);
    QVERIFY(apply->isEnabled());
    const model::Sprite before = sprite();

    apply->trigger();
    QCOMPARE(sprite().threshold, 40); // the current frame's
    for (const model::Frame &frame : sprite().frames)
        QCOMPARE(frame.threshold, std::nullopt);
    QVERIFY(!apply->isEnabled());
    stack()->undo();
    QCOMPARE(sprite(), before);
}

QTEST_MAIN(TestFramesDock)
#include "tst_framesdock.moc"
