// Copy Shapes from Previous Frame and Propagate Shapes on the real main window: they add
// shapes and never take a shape for another because it has the same name; copying onto a
// frame with shapes of its own asks (Add, Replace, Cancel); Propagate asks for the frames
// (the next N, to the end of the animation, a range) and both say what they did in the
// status bar. Expected shapes are written out by hand from the 4-frame test sprite.

#include "commands/framecommands.h"
#include "document/document.h"
#include "frames/framesdock.h"
#include "frames/propagatedialog.h"
#include "window/mainwindow.h"

#include "framesheetfixture.h"

#include "model/document/sprite.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using model::AnimationDirection;
using model::Shape;
using Range = PropagateDialog::Range;

Q_DECLARE_METATYPE(PropagateDialog::Range)

namespace {

Shape box(const QString &name, double x, const QString &role = QStringLiteral("hitbox"))
{
    return Shape::makeBox(collision::Rect{x, -4, 8, 8}, role, name);
}

Shape triangle(const QString &name, double x)
{
    return Shape::makePolygon(
            collision::Polygon{{{x, 0}, {x + 6, 0}, {x, 6}}}, QStringLiteral("hurtbox"), name);
}

QStringList names(const QList<Shape> &shapes)
{
    QStringList out;
    for (const Shape &s : shapes)
        out << s.name;
    return out;
}

} // namespace

class TestFrameShapeCopy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void copyOntoEmptyFrameAsksNothing();
    void copyOntoOwnShapesAsks_data();
    void copyOntoOwnShapesAsks();
    void copyTwiceAddsNothingMore();
    void propagate_data();
    void propagate();
    void propagateTwiceChangesNothing();
    void dialogTargets_data();
    void dialogTargets();
    void mergedKeepsEqualNamesApart();

private:
    Document *doc() const { return m_window->document(); }
    FramesDock *dock() const { return m_window->framesDock(); }
    QUndoStack *stack() const { return doc()->undoStack(); }
    const model::Sprite &sprite() const { return doc()->sprite(0); }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    QMessageBox *question() const
    {
        return m_window->findChild<QMessageBox *>(QStringLiteral("copyShapesQuestion"));
    }
    PropagateDialog *propagateDialog() const { return m_window->findChild<PropagateDialog *>(); }
    static void flushDeletes()
    {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    QTemporaryDir m_dir;
    model::Project m_project;
    std::unique_ptr<MainWindow> m_window;
};

void TestFrameShapeCopy::initTestCase()
{
    framestest::initApplication("tst_frameshapecopy");
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("run.png"));
    QVERIFY(framestest::writeFourCellSheet(path));
    model::Sprite run = framestest::fourCellSprite(path, [](int) { return 100; });
    // Every frame traced on its own is "trace 1": equal names, other outlines.
    run.frames[0].shapes
            = {box(QStringLiteral("fist"), -6), triangle(QStringLiteral("trace 1"), 0)};
    run.frames[1].shapes = {triangle(QStringLiteral("trace 1"), 2)};
    run.frames[2].shapes = {box(QStringLiteral("fist"), 3)};
    run.animations = {{QStringLiteral("forward"), {1, 2, 3}, AnimationDirection::Forward},
                      {QStringLiteral("back"), {3, 0, 1}, AnimationDirection::Forward}};
    m_project.sprites = {run};
}

void TestFrameShapeCopy::init()
{
    m_window = framestest::openWindow(m_project);
    QVERIFY(m_window);
}

void TestFrameShapeCopy::cleanup()
{
    m_window.reset();
    flushDeletes();
}

void TestFrameShapeCopy::copyOntoEmptyFrameAsksNothing()
{
    QAction *copy = dock()->copyFromPreviousAction();
    QVERIFY(!copy->isEnabled());  // frame 0 has no previous frame
    doc()->setCurrentFrame(0, 3); // frame 3 has no shapes
    QVERIFY(copy->isEnabled());
    const QList<model::Frame> before = sprite().frames;
    copy->trigger();
    QVERIFY(!question());
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(sprite().frames[3].shapes, before[2].shapes);
    QCOMPARE(status(), QStringLiteral("Copied 1 shape from frame 2 to frame 3"));
    stack()->undo();
    QCOMPARE(sprite().frames, before);

    // From an empty frame there is nothing to copy, and nothing happens.
    doc()->setShapes(0, 2, {});
    stack()->clear();
    copy->trigger();
    QCOMPARE(stack()->count(), 0);
    QCOMPARE(status(), QStringLiteral("Frame 2 has no shapes to copy"));
}

void TestFrameShapeCopy::copyOntoOwnShapesAsks_data()
{
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QList<Shape>>("expected");
    QTest::addColumn<QString>("message");

    const QList<Shape> zero = m_project.sprites[0].frames[0].shapes;
    const QList<Shape> one = m_project.sprites[0].frames[1].shapes;
    Shape renamed = zero[1];
    renamed.name = QStringLiteral("trace 2"); // frame 0's outline, not frame 1's
    QTest::newRow("add") << "addButton" << (one + QList<Shape>{zero[0], renamed})
                         << "Copied 2 shapes from frame 0 to frame 1";
    QTest::newRow("replace") << "replaceButton" << zero
                             << "Replaced frame 1's 1 shape with frame 0's 2";
    QTest::newRow("cancel") << "cancel" << one << "";
}

void TestFrameShapeCopy::copyOntoOwnShapesAsks()
{
    QFETCH(QString, answer);
    QFETCH(QList<Shape>, expected);
    QFETCH(QString, message);

    doc()->setCurrentFrame(0, 1);
    const QList<model::Frame> before = sprite().frames;
    const QString statusBefore = status();
    dock()->copyFromPreviousAction()->trigger();
    QMessageBox *box = question();
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QCOMPARE(box->text(), QStringLiteral("Frame 1 has 1 shape of its own."));
    QCOMPARE(box->informativeText(),
             QStringLiteral("Add frame 0's 2 shapes to them, or replace them?"));
    QCOMPARE(stack()->count(), 0); // nothing before the answer
    QAbstractButton *button = answer == QLatin1String("cancel")
                                      ? box->button(QMessageBox::Cancel)
                                      : box->findChild<QPushButton *>(answer);
    QVERIFY(button);
    button->click();
    flushDeletes();
    QVERIFY(!question());

    QCOMPARE(names(sprite().frames[1].shapes), names(expected));
    QCOMPARE(sprite().frames[1].shapes, expected);
    for (int f : {0, 2, 3})
        QCOMPARE(sprite().frames[f], before[f]);
    QCOMPARE(stack()->count(), message.isEmpty() ? 0 : 1);
    QCOMPARE(status(), message.isEmpty() ? statusBefore : message);
    if (!message.isEmpty()) {
        stack()->undo();
        QCOMPARE(sprite().frames, before);
    }
}

void TestFrameShapeCopy::copyTwiceAddsNothingMore()
{
    doc()->setCurrentFrame(0, 1);
    for (int i = 0; i < 2; ++i) {
        dock()->copyFromPreviousAction()->trigger();
        QVERIFY(question());
        question()->findChild<QPushButton *>(QStringLiteral("addButton"))->click();
        flushDeletes();
    }
    QCOMPARE(sprite().frames[1].shapes.size(), 3);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(status(), QStringLiteral("Frame 1 already has frame 0's shapes"));
}

void TestFrameShapeCopy::propagate_data()
{
    QTest::addColumn<int>("animation");
    QTest::addColumn<Range>("range");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<QList<int>>("targets");

    // From frame 0; animation "forward" is 1, 2, 3 and "back" is 3, 0, 1.
    QTest::newRow("next 1") << -1 << Range::Next << 1 << 0 << 0 << QList<int>{1};
    QTest::newRow("next 2") << -1 << Range::Next << 2 << 0 << 0 << QList<int>{1, 2};
    QTest::newRow("next 9 stops at the end")
            << -1 << Range::Next << 9 << 0 << 0 << QList<int>{1, 2, 3};
    QTest::newRow("to the end") << -1 << Range::ToEnd << 1 << 0 << 0 << QList<int>{1, 2, 3};
    QTest::newRow("to the end of back") << 1 << Range::ToEnd << 1 << 0 << 0 << QList<int>{1};
    QTest::newRow("next 1 of forward, frame 0 not in it")
            << 0 << Range::Next << 1 << 0 << 0 << QList<int>{1};
    QTest::newRow("frames 2 to 3") << -1 << Range::Chosen << 1 << 2 << 3 << QList<int>{2, 3};
    QTest::newRow("frames 3 to 2, swapped")
            << 0 << Range::Chosen << 1 << 3 << 2 << QList<int>{2, 3};
    QTest::newRow("frames 0 to 1 skip the current")
            << -1 << Range::Chosen << 1 << 0 << 1 << QList<int>{1};
}

void TestFrameShapeCopy::propagate()
{
    QFETCH(int, animation);
    QFETCH(Range, range);
    QFETCH(int, count);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(QList<int>, targets);

    dock()->animationCombo()->setCurrentIndex(animation + 1);
    QCOMPARE(doc()->currentFrame(0), 0);
    QAction *propagate = dock()->propagateAction();
    QVERIFY(!propagate->isEnabled()); // nothing selected
    ShapeSelection selection;
    selection.shapes = {0, 1}; // the fist and frame 0's "trace 1"
    doc()->setSelection(selection);
    QVERIFY(propagate->isEnabled());
    const QList<model::Frame> before = sprite().frames;
    propagate->trigger();
    PropagateDialog *dialog = propagateDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->range(), Range::Next);
    dialog->setRange(range);
    dialog->findChild<QSpinBox *>(QStringLiteral("countSpin"))->setValue(count);
    dialog->findChild<QSpinBox *>(QStringLiteral("firstSpin"))->setValue(first);
    dialog->findChild<QSpinBox *>(QStringLiteral("lastSpin"))->setValue(last);
    QCOMPARE(dialog->targets(), targets);
    const QString plan = dialog->findChild<QLabel *>(QStringLiteral("planLabel"))->text();
    QVERIFY2(plan.startsWith(QStringLiteral("Copies 2 shapes to ")), qPrintable(plan));
    QVERIFY2(plan.contains(QString::number(targets.last())), qPrintable(plan));
    QCOMPARE(stack()->count(), 0);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    flushDeletes();
    QVERIFY(!propagateDialog());
    QCOMPARE(stack()->count(), 1);

    // Written out per frame: nothing of a target is replaced; equal names get numbers.
    const Shape fist = before[0].shapes[0];
    const Shape trace = before[0].shapes[1];
    const auto named = [](Shape s, const char *name) {
        s.name = QString::fromLatin1(name);
        return s;
    };
    const QList<QList<Shape>> expected{
            before[0].shapes,
            before[1].shapes + QList<Shape>{fist, named(trace, "trace 2")},
            before[2].shapes + QList<Shape>{named(fist, "fist 2"), trace},
            QList<Shape>{fist, trace}};
    for (int f = 0; f < 4; ++f)
        QCOMPARE(sprite().frames[f].shapes, targets.contains(f) ? expected[f] : before[f].shapes);
    QCOMPARE(status(),
             targets.size() == 1
                     ? QStringLiteral("Copied 2 shapes to 1 frame")
                     : QStringLiteral("Copied 2 shapes to %1 frames").arg(targets.size()));
    stack()->undo();
    QCOMPARE(sprite().frames, before);
}

void TestFrameShapeCopy::propagateTwiceChangesNothing()
{
    ShapeSelection selection;
    selection.shapes = {0};
    doc()->setSelection(selection);
    for (int i = 0; i < 2; ++i) {
        dock()->propagateAction()->trigger();
        QVERIFY(propagateDialog());
        propagateDialog()->setRange(Range::ToEnd);
        propagateDialog()->accept();
        flushDeletes();
    }
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(status(), QStringLiteral("3 frames already had the selected shapes"));
    QCOMPARE(sprite().frames[3].shapes, QList<Shape>{sprite().frames[0].shapes[0]});
}

void TestFrameShapeCopy::dialogTargets_data()
{
    QTest::addColumn<QList<int>>("sequence");
    QTest::addColumn<int>("current");
    QTest::addColumn<Range>("range");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<QList<int>>("expected");

    const QList<int> all{0, 1, 2, 3, 4, 5};
    QTest::newRow("next 2 from 1") << all << 1 << Range::Next << 2 << 0 << 0 << QList<int>{2, 3};
    QTest::newRow("next 0") << all << 1 << Range::Next << 0 << 0 << 0 << QList<int>{};
    QTest::newRow("next from the last") << all << 5 << Range::Next << 3 << 0 << 0 << QList<int>{};
    QTest::newRow("to the end from 3")
            << all << 3 << Range::ToEnd << 0 << 0 << 0 << QList<int>{4, 5};
    QTest::newRow("ping-pong repeats once")
            << QList<int>{0, 1, 2, 1, 0} << 0 << Range::ToEnd << 0 << 0 << 0 << QList<int>{1, 2};
    QTest::newRow("not in the sequence: from its start")
            << QList<int>{4, 5} << 1 << Range::Next << 1 << 0 << 0 << QList<int>{4};
    QTest::newRow("range 1..4 around 2")
            << all << 2 << Range::Chosen << 0 << 1 << 4 << QList<int>{1, 3, 4};
    QTest::newRow("range 4..1 swapped")
            << all << 2 << Range::Chosen << 0 << 4 << 1 << QList<int>{1, 3, 4};
    QTest::newRow("range past the end clamps")
            << all << 0 << Range::Chosen << 0 << 4 << 99 << QList<int>{4, 5};
    QTest::newRow("sequence frames past the sprite dropped")
            << QList<int>{0, 7, 2} << 0 << Range::ToEnd << 0 << 0 << 0 << QList<int>{2};
}

void TestFrameShapeCopy::dialogTargets()
{
    QFETCH(QList<int>, sequence);
    QFETCH(int, current);
    QFETCH(Range, range);
    QFETCH(int, count);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(QList<int>, expected);
    QCOMPARE(PropagateDialog::targets(sequence, current, 6, range, count, first, last), expected);
}

// The old rule took a target's shape of the same name and kind for the copied one and
// overwrote it; now both stay, in either order of the lists.
void TestFrameShapeCopy::mergedKeepsEqualNamesApart()
{
    const Shape mine = triangle(QStringLiteral("trace 1"), 0);
    const Shape theirs = triangle(QStringLiteral("trace 1"), 5);
    Shape theirsRenamed = theirs;
    theirsRenamed.name = QStringLiteral("trace 2");
    Shape mineRenamed = mine;
    mineRenamed.name = QStringLiteral("trace 2");
    QCOMPARE(PropagateShapes::merged({mine}, {theirs}), (QList<Shape>{mine, theirsRenamed}));
    QCOMPARE(PropagateShapes::merged({theirs}, {mine}), (QList<Shape>{theirs, mineRenamed}));
    // The same outline under another name is not added twice.
    QCOMPARE(PropagateShapes::merged({theirsRenamed}, {theirs}), QList<Shape>{theirsRenamed});
    int added = -1;
    QCOMPARE(withAddedShapes({}, {mine, mine}, &added), QList<Shape>{mine});
    QCOMPARE(added, 1);
}

QTEST_MAIN(TestFrameShapeCopy)
#include "tst_frameshapecopy.moc"
