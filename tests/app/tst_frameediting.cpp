// Editing a sprite's frames from the frames strip on the real main window: duplicate,
// remove (never the last one), move left / right and reorder by dragging a thumbnail, each
// one undo step, with the animations and the preview instances still pointing at the same
// pictures; and the onion skin following the chosen animation's order. Frames are told
// apart by their cell of the sheet (region rectangle), so the expected orders are written
// out by hand, not computed by the remap under test.

#include "canvas/onionskinitem.h"
#include "canvas/spritescene.h"
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
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using model::AnimationDirection;

namespace {

using framestest::cell;

// The cells (0..3) of the sheet the frames show, in frame order.
QList<int> cells(const model::Sprite &sprite)
{
    QList<int> out;
    for (const model::Frame &f : sprite.frames)
        out << f.region.rect.x() / cell;
    return out;
}

// The cells each animation plays, in its frame order.
QList<QList<int>> animationCells(const model::Sprite &sprite)
{
    QList<QList<int>> out;
    for (const model::Animation &a : sprite.animations) {
        QList<int> c;
        for (const int f : a.frames)
            c << sprite.frames[f].region.rect.x() / cell;
        out << c;
    }
    return out;
}

model::Shape box(double x)
{
    return model::Shape::makeBox(collision::Rect{x, -4, 8, 8}, QStringLiteral("hitbox"));
}

} // namespace

class TestFrameEditing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup() { m_window.reset(); }

    void duplicateFrame();
    void removeFrame();
    void lastFrameCannotBeRemoved();
    void moveLeftAndRight();
    void reorderByDragging_data();
    void reorderByDragging();
    void onionSkinFollowsTheAnimation_data();
    void onionSkinFollowsTheAnimation();

private:
    Document *doc() const { return m_window->document(); }
    FramesDock *dock() const { return m_window->framesDock(); }
    QListWidget *strip() const { return dock()->listWidget(); }
    QUndoStack *stack() const { return doc()->undoStack(); }
    const model::Sprite &sprite() const { return doc()->sprite(0); }
    QList<int> instanceFrames() const
    {
        QList<int> out;
        for (const model::PreviewInstance &i : doc()->previewScene().instances)
            out << i.frame;
        return out;
    }
    QPoint thumbnail(int row) const { return strip()->visualItemRect(strip()->item(row)).center(); }
    // Keys go to the strip, where Delete and Alt+arrows act on frames.
    void keyToStrip(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        strip()->setFocus();
        QTest::keyClick(strip(), key, modifiers);
    }

    QTemporaryDir m_dir;
    model::Project m_project;
    std::unique_ptr<MainWindow> m_window;
};

void TestFrameEditing::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("run.png"));
    QVERIFY(framestest::writeFourCellSheet(path));
    model::Sprite run = framestest::fourCellSprite(path, [](int f) { return 100 + f; });
    // Outlines tell the onion skin's neighbours apart: frame f has f + 1 boxes.
    for (int f = 0; f < 4; ++f) {
        for (int b = 0; b <= f; ++b)
            run.frames[f].shapes << box(b);
    }
    run.animations = {
            {QStringLiteral("forward"), {1, 2, 3}, AnimationDirection::Forward},
            {QStringLiteral("reverse"), {0, 1, 2}, AnimationDirection::Reverse},
            {QStringLiteral("jump"), {3, 0, 2}, AnimationDirection::Forward},
    };
    m_project.sprites = {run};
    // Two instances of the sprite in the preview, on frames 1 and 2.
    m_project.preview.instances
            = {{0, 1, {10, 10}, 0, {1, 1}, {}}, {0, 2, {50, 10}, 0, {1, 1}, {}}};
}

void TestFrameEditing::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    doc()->resetProject(m_project, QString());
    doc()->setCurrentSprite(0);
}

void TestFrameEditing::duplicateFrame()
{
    doc()->setCurrentFrame(0, 1);
    QAction *action = dock()->duplicateFrameAction();
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    QVERIFY(action->isEnabled());
    const int steps = stack()->count();
    action->trigger();
    QCOMPARE(stack()->count(), steps + 1);
    QCOMPARE(cells(sprite()), (QList<int>{0, 1, 1, 2, 3}));
    QCOMPARE(sprite().frames[2], m_project.sprites[0].frames[1]); // shapes, duration, region
    QCOMPARE(doc()->currentFrame(0), 2);                          // the copy is shown
    QCOMPARE(strip()->count(), 5);
    QCOMPARE(strip()->currentRow(), 2);
    // Animations play the same cells; the copy is in none of them.
    QCOMPARE(animationCells(sprite()), animationCells(m_project.sprites[0]));
    QCOMPARE(sprite().animations[0].frames, (QList<int>{1, 3, 4}));
    // The instance on frame 2 (cell 2) follows it to frame 3.
    QCOMPARE(instanceFrames(), (QList<int>{1, 3}));

    stack()->undo();
    QVERIFY(doc()->project() == m_project);
    QCOMPARE(doc()->currentFrame(0), 1);
    QCOMPARE(strip()->count(), 4);
    stack()->redo();
    QCOMPARE(cells(sprite()), (QList<int>{0, 1, 1, 2, 3}));
}

void TestFrameEditing::removeFrame()
{
    doc()->setCurrentFrame(0, 2);
    // Delete in the strip removes a frame; menus list Delete only at Edit > Delete.
    QVERIFY(dock()->removeFrameAction()->shortcut().isEmpty());
    const int steps = stack()->count();
    keyToStrip(Qt::Key_Delete);
    QCOMPARE(stack()->count(), steps + 1);
    QCOMPARE(cells(sprite()), (QList<int>{0, 1, 3}));
    QCOMPARE(animationCells(sprite()),
             (QList<QList<int>>{{1, 3}, {0, 1}, {3, 0}})); // cell 2 left each animation
    QCOMPARE(doc()->currentFrame(0), 2);                   // the next frame took its place
    // The instance on the removed frame shows the one that took its place.
    QCOMPARE(instanceFrames(), (QList<int>{1, 2}));

    stack()->undo();
    QVERIFY(doc()->project() == m_project); // the instance is back on its frame too
    QCOMPARE(doc()->currentFrame(0), 2);
}

void TestFrameEditing::lastFrameCannotBeRemoved()
{
    for (int i = 0; i < 3; ++i)
        dock()->removeFrameAction()->trigger();
    QCOMPARE(sprite().frames.size(), 1);
    QVERIFY(!dock()->removeFrameAction()->isEnabled());
    const int steps = stack()->count();
    keyToStrip(Qt::Key_Delete);
    dock()->removeFrameAction()->trigger();
    QCOMPARE(sprite().frames.size(), 1);
    QCOMPARE(stack()->count(), steps);
    QCOMPARE(instanceFrames(), (QList<int>{0, 0}));
    // Three steps undo back to the start.
    for (int i = 0; i < 3; ++i)
        stack()->undo();
    QVERIFY(doc()->project() == m_project);
}

void TestFrameEditing::moveLeftAndRight()
{
    doc()->setCurrentFrame(0, 0);
    QVERIFY(!dock()->moveFrameLeftAction()->isEnabled());
    QVERIFY(dock()->moveFrameRightAction()->isEnabled());
    keyToStrip(Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(cells(sprite()), (QList<int>{1, 0, 2, 3}));
    QCOMPARE(doc()->currentFrame(0), 1); // the moved frame stays current
    keyToStrip(Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(cells(sprite()), (QList<int>{1, 2, 0, 3}));
    QCOMPARE(animationCells(sprite()), animationCells(m_project.sprites[0]));
    QCOMPARE(instanceFrames(), (QList<int>{0, 1})); // cells 1 and 2
    dock()->moveFrameLeftAction()->trigger();
    QCOMPARE(cells(sprite()), (QList<int>{1, 0, 2, 3}));
    QCOMPARE(stack()->count(), 3);
    stack()->undo();
    stack()->undo();
    stack()->undo();
    QVERIFY(doc()->project() == m_project);
}

void TestFrameEditing::reorderByDragging_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("first to third") << 0 << 2 << QList<int>{1, 2, 0, 3};
    QTest::newRow("last to first") << 3 << 0 << QList<int>{3, 0, 1, 2};
    QTest::newRow("onto itself") << 1 << 1 << QList<int>{0, 1, 2, 3};
}

void TestFrameEditing::reorderByDragging()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QList<int>, expected);
    const int steps = stack()->count();
    QWidget *viewport = strip()->viewport();
    const QPoint start = thumbnail(from);
    const QPoint end = thumbnail(to);
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, start);
    for (int i = 1; i <= 6; ++i) {
        const QPoint at = start + (end - start) * i / 6 + QPoint(0, i % 2);
        QMouseEvent move(QEvent::MouseMove,
                         at,
                         viewport->mapToGlobal(at),
                         Qt::NoButton,
                         Qt::LeftButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, end);
    QCOMPARE(cells(sprite()), expected);
    QCOMPARE(stack()->count(), steps + (from == to ? 0 : 1));
    QCOMPARE(animationCells(sprite()), animationCells(m_project.sprites[0]));
    if (from != to) {
        QCOMPARE(doc()->currentFrame(0), to);
        stack()->undo();
        QVERIFY(doc()->project() == m_project);
    }
}

void TestFrameEditing::onionSkinFollowsTheAnimation_data()
{
    QTest::addColumn<QString>("animation");
    QTest::addColumn<int>("frame");
    QTest::addColumn<QList<int>>("outlines"); // of each item shown: frame f has f + 1
    QTest::newRow("all frames") << QStringLiteral("All frames") << 1 << QList<int>{1, 3};
    QTest::newRow("forward: first of it") << QStringLiteral("forward") << 1 << QList<int>{3};
    QTest::newRow("reverse: 2 1 0") << QStringLiteral("reverse") << 1 << QList<int>{3, 1};
    QTest::newRow("jump: 3 0 2") << QStringLiteral("jump") << 0 << QList<int>{4, 3};
    QTest::newRow("jump, last") << QStringLiteral("jump") << 2 << QList<int>{1};
    QTest::newRow("not in it: sprite order") << QStringLiteral("forward") << 0 << QList<int>{2};
}

void TestFrameEditing::onionSkinFollowsTheAnimation()
{
    QFETCH(QString, animation);
    QFETCH(int, frame);
    QFETCH(QList<int>, outlines);
    auto *scene = m_window->findChild<SpriteScene *>();
    QVERIFY(scene);
    dock()->onionSkinAction()->trigger();
    QComboBox *combo = dock()->animationCombo();
    combo->setCurrentIndex(combo->findText(animation));
    doc()->setCurrentFrame(0, frame);
    QList<int> shown;
    for (OnionSkinItem *item : scene->onionSkinItems())
        shown << int(item->outlines().size());
    QCOMPARE(shown, outlines);
    // Picking another animation redraws at once.
    combo->setCurrentIndex(0);
    shown.clear();
    for (OnionSkinItem *item : scene->onionSkinItems())
        shown << int(item->outlines().size());
    const int count = int(sprite().frames.size());
    QList<int> spriteOrder;
    if (frame > 0)
        spriteOrder << frame; // frame - 1 has `frame` boxes
    if (frame + 1 < count)
        spriteOrder << frame + 2;
    QCOMPARE(shown, spriteOrder);
}

QTEST_MAIN(TestFrameEditing)
#include "tst_frameediting.moc"
