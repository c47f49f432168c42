// "Trace All Frames" on the demo fighter's punch through the real main window: the frames
// come from the animation chosen in the frames strip, the Trace dialog traces them off the
// GUI thread behind a progress dialog, each frame gets polygons that match its own pixels
// (judged by locating pixel centres, not by the tracing code), the hurtbox polygons are
// replaced while boxes, circles and other roles' polygons stay, the whole trace is one undo
// step, and Cancel leaves the document as it was. The dialog says which frames it traces,
// the canvas follows to them, and its own minimum area drops dust specks.

#include "document/document.h"
#include "frames/frameplayer.h"
#include "frames/framesdock.h"
#include "trace/traceactions.h"
#include "trace/tracedialog.h"
#include "window/mainwindow.h"

#include "model/evaluate/tracepipeline.h"
#include <hitbox/shapes.h>

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QMenuBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;

namespace {

// Solid pixel centres outside every polygon of the hurtbox role, and background pixel
// centres inside one, for the sprite's current frame.
std::pair<int, int> centreMismatches(Document &d, int sprite)
{
    const collision::Mask &mask = *d.mask(sprite);
    const collision::Vec2 pivot = d.pivot(sprite);
    int missed = 0, extra = 0;
    for (int y = 0; y < mask.height(); ++y) {
        for (int x = 0; x < mask.width(); ++x) {
            bool inside = false;
            for (const model::Shape &s : d.shapes(sprite)) {
                if (s.isPolygon() && s.role == QLatin1String("hurtbox"))
                    inside = inside
                             || collision::pointInPolygon(s.polygon,
                                                          {x + 0.5 - pivot.x, y + 0.5 - pivot.y})
                                        == collision::Containment::Inside;
            }
            missed += mask.test(x, y) && !inside ? 1 : 0;
            extra += !mask.test(x, y) && inside ? 1 : 0;
        }
    }
    return {missed, extra};
}

// The shapes of a frame that are not polygons of the hurtbox role.
QList<model::Shape> keptShapes(const QList<model::Shape> &shapes)
{
    QList<model::Shape> kept;
    for (const model::Shape &s : shapes) {
        if (!s.isPolygon() || s.role != QLatin1String("hurtbox"))
            kept << s;
    }
    return kept;
}

double rightmostX(const QList<model::Shape> &shapes)
{
    double right = -1e9;
    for (const model::Shape &s : shapes) {
        if (s.isPolygon() && s.role == QLatin1String("hurtbox")) {
            for (const collision::Vec2 &v : s.polygon.points)
                right = std::max(right, v.x);
        }
    }
    return right;
}

} // namespace

class TestTraceFrames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(QStringLiteral("tst_traceframes"));
    }
    void init();
    void cleanup() { m_window.reset(); }

    void actionTracesTheChosenAnimation();
    void traceAllFramesOfThePunchAndUndo();
    void cancelLeavesTheDocumentUnchanged();
    void dialogSaysWhichFrames_data();
    void dialogSaysWhichFrames();
    void canvasFollowsToTheTracedFrames_data();
    void canvasFollowsToTheTracedFrames();
    void dustSpecksAreDropped();

private:
    Document *document() const { return m_window->document(); }
    std::unique_ptr<TraceDialog> framesDialog()
    {
        auto dialog = std::make_unique<TraceDialog>(
                document(), QList<int>{m_fighter}, m_fighter, m_window.get());
        dialog->setFrames(m_window->traceActions()->framesToTrace(),
                          m_window->traceActions()->framesToTraceAnimation());
        dialog->findChild<QRadioButton *>(QStringLiteral("replace"))->setChecked(true);
        return dialog;
    }

    std::unique_ptr<MainWindow> m_window;
    int m_fighter = -1;
};

void TestTraceFrames::init()
{
    QSettings().clear(); // the dialogs' remembered settings
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    const QString demo = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    QVERIFY(m_window->openProject(demo));
    m_fighter = -1;
    for (int i = 0; i < document()->spriteCount(); ++i) {
        if (document()->sprite(i).name == QLatin1String("fighter"))
            m_fighter = i;
    }
    QVERIFY(m_fighter >= 0);
    document()->setCurrentSprite(m_fighter);
    QComboBox *animations = m_window->framesDock()->animationCombo();
    animations->setCurrentIndex(animations->findText(QStringLiteral("punch")));
    QCOMPARE(m_window->framesDock()->player()->animation(), 0);
}

void TestTraceFrames::actionTracesTheChosenAnimation()
{
    QAction *action = m_window->findChild<QAction *>(QStringLiteral("traceAllFrames"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    // It sits next to Trace in the Shapes menu.
    const QList<QAction *> menus = m_window->menuBar()->actions();
    QMenu *shapes = nullptr;
    for (QAction *a : menus) {
        if (a->menu() && a->menu()->actions().contains(action))
            shapes = a->menu();
    }
    QVERIFY(shapes);
    const qsizetype trace = shapes->actions().indexOf(m_window->traceActions()->traceAction());
    QCOMPARE(shapes->actions().indexOf(action), trace + 1);

    QCOMPARE(m_window->traceActions()->framesToTrace(), (QList<int>{0, 1, 2, 3, 4}));
    // An animation that repeats a frame traces it once; without one, every frame.
    model::Project project = document()->project();
    project.sprites[m_fighter].animations.append(
            {QStringLiteral("jab"), {3, 2, 3, 9}, model::AnimationDirection::PingPong});
    document()->resetProject(project, document()->fileName());
    document()->setCurrentSprite(m_fighter);
    QComboBox *animations = m_window->framesDock()->animationCombo();
    animations->setCurrentIndex(animations->findText(QStringLiteral("jab")));
    QCOMPARE(m_window->traceActions()->framesToTrace(), (QList<int>{3, 2}));
    animations->setCurrentIndex(0);
    QCOMPARE(m_window->traceActions()->framesToTrace(), (QList<int>{0, 1, 2, 3, 4}));
}

void TestTraceFrames::traceAllFramesOfThePunchAndUndo()
{
    // A hurtbox polygon to be replaced on frame 0 and a hitbox polygon to be kept on frame 2.
    model::Project project = document()->project();
    const collision::Polygon square{{{-2, -2}, {2, -2}, {2, 2}, {-2, 2}}};
    project.sprites[m_fighter].frames[0].shapes
            << model::Shape::makePolygon(square, QStringLiteral("hurtbox"), QStringLiteral("old"));
    project.sprites[m_fighter].frames[2].shapes
            << model::Shape::makePolygon(square, QStringLiteral("hitbox"), QStringLiteral("fist"));
    document()->resetProject(project, document()->fileName());
    document()->setCurrentSprite(m_fighter);
    const model::Project before = document()->project();
    const int steps = document()->undoStack()->count();

    auto dialog = framesDialog();
    QCOMPARE(dialog->frames(), (QList<int>{0, 1, 2, 3, 4}));
    QList<int> progress;
    connect(dialog.get(), &TraceDialog::frameProgress, this, [&](int done, int total) {
        QCOMPARE(total, 5);
        progress << done;
        QVERIFY(dialog->findChild<QProgressDialog *>(QStringLiteral("traceFramesProgress")));
    });
    QCOMPARE(dialog->apply(), 5);
    QVERIFY(!dialog->wasCancelled());
    QCOMPARE(progress, (QList<int>{1, 2, 3, 4, 5}));
    QCOMPARE(document()->undoStack()->count(), steps + 1); // one undo step

    const model::Sprite &fighter = document()->sprite(m_fighter);
    for (int f = 0; f < 5; ++f) {
        const QList<model::Shape> &shapes = fighter.frames[f].shapes;
        // Everything but the hurtbox polygons is as it was, in its order.
        QCOMPARE(keptShapes(shapes), keptShapes(before.sprites[m_fighter].frames[f].shapes));
        QVERIFY(shapes.size() > keptShapes(shapes).size());
        for (const model::Shape &s : shapes) {
            QVERIFY(s.name != QLatin1String("old"));
            if (s.isPolygon() && s.role == QLatin1String("hurtbox"))
                QVERIFY2(s.name.startsWith(QLatin1String("trace ")), qPrintable(s.name));
        }
        // Each frame's polygons cover that frame's pixels.
        document()->setCurrentFrame(m_fighter, f);
        const auto [missed, extra] = centreMismatches(*document(), m_fighter);
        const int solid = int(document()->mask(m_fighter)->solidCount());
        // The outline is simplified within 1 px, so a few edge pixel centres fall out.
        QVERIFY2(missed <= solid / 15 && extra <= solid / 15,
                 qPrintable(QStringLiteral("frame %1: %2 missed, %3 extra of %4")
                                    .arg(f)
                                    .arg(missed)
                                    .arg(extra)
                                    .arg(solid)));
    }
    // The punch's active frame reaches further right than the guard.
    QVERIFY(rightmostX(fighter.frames[2].shapes) > rightmostX(fighter.frames[0].shapes) + 4);

    const model::Project traced = document()->project();
    document()->undoStack()->undo();
    QVERIFY(document()->project() == before);
    document()->undoStack()->redo();
    QVERIFY(document()->project() == traced);
}

void TestTraceFrames::cancelLeavesTheDocumentUnchanged()
{
    const model::Project before = document()->project();
    const int steps = document()->undoStack()->count();
    auto dialog = framesDialog();
    int reports = 0;
    connect(dialog.get(), &TraceDialog::frameProgress, this, [&](int done, int) {
        ++reports;
        if (done == 1) {
            auto *progress
                    = dialog->findChild<QProgressDialog *>(QStringLiteral("traceFramesProgress"));
            QVERIFY(progress);
            QVERIFY(progress->isVisible());
            auto *cancel = progress->findChild<QPushButton *>();
            QVERIFY(cancel);
            QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
            QTest::mouseClick(cancel, Qt::LeftButton);
        }
    });
    QCOMPARE(dialog->apply(), 0);
    QVERIFY(dialog->wasCancelled());
    QVERIFY(reports >= 1);
    QVERIFY(document()->project() == before);
    QCOMPARE(document()->undoStack()->count(), steps);
    QVERIFY(!document()->undoStack()->canRedo());
}

void TestTraceFrames::dialogSaysWhichFrames_data()
{
    QTest::addColumn<int>("animation"); // the fighter's animation chosen in the strip, or -1
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("button");

    QTest::newRow("punch") << 0 << R"(Trace 5 Frames of Animation "punch" (fighter))"
                           << R"(Trace 5 Frames of Animation "punch")";
    // A second animation named "punch" is known as punch_2 (uniqueAnimationNames).
    QTest::newRow("second punch") << 1 << R"(Trace 2 Frames of Animation "punch_2" (fighter))"
                                  << R"(Trace 2 Frames of Animation "punch_2")";
    QTest::newRow("one frame") << 2 << R"(Trace 1 Frame of Animation "jab" (fighter))"
                               << R"(Trace 1 Frame of Animation "jab")";
    QTest::newRow("no animation") << -1 << "Trace All 5 Frames (fighter)"
                                  << "Trace All 5 Frames";
}

void TestTraceFrames::dialogSaysWhichFrames()
{
    QFETCH(int, animation);
    QFETCH(QString, title);
    QFETCH(QString, button);
    model::Project project = document()->project();
    QCOMPARE(project.sprites[m_fighter].animations.size(), 1); // punch
    project.sprites[m_fighter].animations.append(
            {QStringLiteral("punch"), {4, 3}, model::AnimationDirection::Forward});
    project.sprites[m_fighter].animations.append(
            {QStringLiteral("jab"), {2}, model::AnimationDirection::Forward});
    QCOMPARE(project.sprites[m_fighter].frames.size(), 5);
    document()->resetProject(project, document()->fileName());
    document()->setCurrentSprite(m_fighter);
    m_window->framesDock()->animationCombo()->setCurrentIndex(animation + 1); // 0: all frames
    QCOMPARE(m_window->framesDock()->player()->animation(), animation);

    // Through the real action: read the dialog it opens, then close it.
    QString shownTitle, shownButton;
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<TraceDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        timer.stop();
        shownTitle = dialog->windowTitle();
        shownButton = dialog->findChild<QPushButton *>(QStringLiteral("apply"))->text();
        dialog->reject();
    });
    timer.start();
    m_window->traceActions()->traceFramesAction()->trigger();
    QCOMPARE(shownTitle, title);
    QCOMPARE(shownButton, button);
}

void TestTraceFrames::canvasFollowsToTheTracedFrames_data()
{
    QTest::addColumn<QString>("animation");
    QTest::addColumn<int>("shown");    // the frame shown before tracing
    QTest::addColumn<int>("expected"); // ... and after

    QTest::newRow("outside the traced frames") << "late" << 0 << 3;
    QTest::newRow("one of the traced frames") << "late" << 4 << 4;
    QTest::newRow("every frame") << "" << 2 << 2;
}

void TestTraceFrames::canvasFollowsToTheTracedFrames()
{
    QFETCH(QString, animation);
    QFETCH(int, shown);
    QFETCH(int, expected);
    model::Project project = document()->project();
    project.sprites[m_fighter].animations.append(
            {QStringLiteral("late"), {3, 4}, model::AnimationDirection::Forward});
    document()->resetProject(project, document()->fileName());
    document()->setCurrentSprite(m_fighter);
    QComboBox *animations = m_window->framesDock()->animationCombo();
    animations->setCurrentIndex(animation.isEmpty() ? 0 : animations->findText(animation));
    document()->setCurrentFrame(m_fighter, shown);
    QCOMPARE(document()->currentFrame(m_fighter), shown);
    auto dialog = framesDialog();
    QVERIFY(dialog->apply() > 0);
    QCOMPARE(document()->currentFrame(m_fighter), expected);
}

void TestTraceFrames::dustSpecksAreDropped()
{
    // A 12 x 12 body and a 3 x 3 speck: the single trace keeps the speck (4 px² minimum),
    // Trace All Frames drops it (its own 16 px²).
    QTemporaryDir dir;
    QImage image(40, 20, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int y = 2; y < 14; ++y)
        for (int x = 2; x < 14; ++x)
            image.setPixelColor(x, y, Qt::green);
    for (int y = 10; y < 13; ++y)
        for (int x = 30; x < 33; ++x)
            image.setPixelColor(x, y, Qt::green);
    QVERIFY(image.save(dir.filePath(QStringLiteral("dusty.png"))));
    model::Project project = document()->project();
    model::Sprite dusty;
    dusty.name = QStringLiteral("dusty");
    dusty.imagePath = dir.filePath(QStringLiteral("dusty.png"));
    dusty.pivot = collision::Vec2{0, 0};
    project.sprites << dusty;
    document()->resetProject(project, document()->fileName());
    const int sprite = int(project.sprites.size()) - 1;
    document()->setCurrentSprite(sprite);
    QCOMPARE(m_window->traceActions()->framesToTrace(), QList<int>{0});

    const auto specksCovered = [&] {
        int covered = 0;
        for (const model::Shape &s : document()->shapes(sprite)) {
            for (int y = 10; y < 13; ++y)
                for (int x = 30; x < 33; ++x)
                    covered += s.isPolygon()
                                               && collision::pointInPolygon(s.polygon,
                                                                            {x + 0.5, y + 0.5})
                                                          == collision::Containment::Inside
                                       ? 1
                                       : 0;
        }
        return covered;
    };
    {
        TraceDialog single(document(), {sprite}, sprite, m_window.get());
        auto *minArea = single.findChild<QDoubleSpinBox *>(QStringLiteral("minArea"));
        QCOMPARE(minArea->value(), model::TraceSettings().minArea);
        QCOMPARE(single.apply(), 1);
        QCOMPARE(specksCovered(), 9);
    }
    TraceDialog frames(document(), {sprite}, sprite, m_window.get());
    frames.setFrames(m_window->traceActions()->framesToTrace(),
                     m_window->traceActions()->framesToTraceAnimation());
    frames.findChild<QRadioButton *>(QStringLiteral("replace"))->setChecked(true);
    auto *minArea = frames.findChild<QDoubleSpinBox *>(QStringLiteral("minArea"));
    QCOMPARE(minArea->value(), TraceDialog::framesMinArea);
    QCOMPARE(frames.apply(), 1);
    QCOMPARE(specksCovered(), 0);
    const auto [missed, extra] = centreMismatches(*document(), sprite);
    QCOMPARE(missed, 9); // the speck's pixels only
    QVERIFY(extra <= 4);

    // Each remembers its own minimum area.
    minArea->setValue(30);
    frames.accept();
    TraceDialog again(document(), {sprite}, sprite, m_window.get());
    QCOMPARE(again.findChild<QDoubleSpinBox *>(QStringLiteral("minArea"))->value(),
             model::TraceSettings().minArea);
    again.setFrames({0});
    QCOMPARE(again.findChild<QDoubleSpinBox *>(QStringLiteral("minArea"))->value(), 30.0);
}

QTEST_MAIN(TestTraceFrames)
#include "tst_traceframes.moc"
