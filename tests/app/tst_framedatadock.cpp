// The Frame Data dock and the phase band under the frames strip on the real main window:
// their numbers and phases for the animation chosen in the strip, counted by hand at 60
// ticks per second, and both following shape edits (real undo commands), the animation
// picker and the tick rate live.

#include "commands/shapecommands.h"
#include "document/document.h"
#include "frames/framedatadock.h"
#include "frames/framesdock.h"
#include "frames/phaseband.h"
#include "window/mainwindow.h"

#include "framesheetfixture.h"

#include "model/document/timing.h"

#include <QComboBox>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using model::FramePhase;

namespace {

model::Shape hurtbox()
{
    return model::Shape::makeBox(
            {-6, -6, 12, 12}, QStringLiteral("hurtbox"), QStringLiteral("body"));
}

model::Shape fist()
{
    return model::Shape::makeBox({0, -2, 8, 4}, QStringLiteral("hitbox"), QStringLiteral("fist"));
}

} // namespace

class TestFrameDataDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void showsTheChosenAnimation();
    void followsShapeEdits();
    void loopsAndMilliseconds();

private:
    Document *doc() const { return m_window->document(); }
    PhaseBand *band() const { return m_window->framesDock()->phaseBand(); }
    QString value(const char *row) const
    {
        return m_window->frameDataDock()->valueLabel(QString::fromLatin1(row))->text();
    }
    QList<FramePhase> phases() const
    {
        QList<FramePhase> out;
        for (const model::FrameDataStep &step : band()->frameData().steps)
            out << step.phase;
        return out;
    }
    void choose(int animation)
    {
        m_window->framesDock()->animationCombo()->setCurrentIndex(animation + 1);
    }

    QTemporaryDir m_dir;
    model::Project m_project;
    std::unique_ptr<MainWindow> m_window;
};

// A punch at 60 ticks per second: frames of 4, 2, 9 and 3 ticks; the fist (hitbox) out on
// frame 1, the body (hurtbox) on frames 0-2, none on frame 3. "punch" plays 0 1 2 3 once,
// "stance" loops over 0 and 2.
void TestFrameDataDock::initTestCase()
{
    framestest::initApplication("tst_framedatadock");
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("punch.png"));
    QVERIFY(framestest::writeFourCellSheet(path));
    const QList<int> ticks{4, 2, 9, 3};
    model::Sprite punch = framestest::fourCellSprite(
            path, [&](int f) { return model::ticksToMs(ticks[f], 60); });
    punch.frames[0].shapes = {hurtbox()};
    punch.frames[1].shapes = {hurtbox(), fist()};
    punch.frames[2].shapes = {hurtbox()};
    punch.animations = {{QStringLiteral("punch"), {0, 1, 2, 3}, {}, false},
                        {QStringLiteral("stance"), {0, 2}, {}, true}};
    m_project.ticksPerSecond = 60;
    m_project.sprites = {punch};
}

void TestFrameDataDock::init()
{
    m_window = framestest::openWindow(m_project);
    QVERIFY(m_window);
    QVERIFY(m_window->frameDataDock());
}

void TestFrameDataDock::cleanup()
{
    m_window.reset();
}

void TestFrameDataDock::showsTheChosenAnimation()
{
    // No animation chosen: every frame, looping.
    QCOMPARE(value("animation"), QStringLiteral("every frame (no animation chosen)"));
    QCOMPARE(value("recovery"), QStringLiteral("loops"));
    choose(0);
    QCOMPARE(value("animation"), QStringLiteral("punch"));
    QCOMPARE(value("rate"), QStringLiteral("60 ticks per second"));
    QCOMPARE(value("total"), QStringLiteral("18 (300.0 ms)"));
    QCOMPARE(value("startup"), QStringLiteral("5 (83.3 ms)"));
    QCOMPARE(value("active"), QStringLiteral("2 (33.3 ms), ticks 5-6"));
    QCOMPARE(value("recovery"), QStringLiteral("12 (200.0 ms)"));
    QCOMPARE(value("invulnerable"), QStringLiteral("ticks 16-18"));
    QCOMPARE(phases(),
             (QList<FramePhase>{FramePhase::Startup,
                                FramePhase::Active,
                                FramePhase::Recovery,
                                FramePhase::Recovery}));
    // The band draws each step as wide as its ticks, in its phase's colour.
    const QImage image = band()->grab().toImage();
    const double perTick = (band()->width() - 2.0) / 18;
    for (int step = 0; step < 3; ++step) { // step 3 is hatched (invulnerable)
        const QRectF r = band()->stepRect(step);
        QVERIFY(std::abs(r.width() - band()->frameData().steps[step].ticks * perTick) < 1e-9);
        const QPoint centre = (r.center() * image.devicePixelRatio()).toPoint();
        QCOMPARE(image.pixelColor(centre).rgb(),
                 PhaseBand::phaseColor(band()->frameData().steps[step].phase).rgb());
    }
}

// Adding a hitbox to frame 2 with the real command makes a second window, live; undo takes
// it back; removing the fist leaves no hitbox.
void TestFrameDataDock::followsShapeEdits()
{
    choose(0);
    doc()->setCurrentFrame(0, 2);
    doc()->undoStack()->push(
            new AddPolygon(doc(),
                           0,
                           model::Shape::makePolygon(collision::Polygon{{{0, 0}, {6, 0}, {0, 6}}},
                                                     QStringLiteral("hitbox"))));
    QCOMPARE(value("active"), QStringLiteral("11 (183.3 ms), ticks 5-15"));
    QCOMPARE(value("recovery"), QStringLiteral("3 (50.0 ms)"));
    QCOMPARE(phases(),
             (QList<FramePhase>{FramePhase::Startup,
                                FramePhase::Active,
                                FramePhase::Active,
                                FramePhase::Recovery}));
    doc()->undoStack()->undo();
    QCOMPARE(value("active"), QStringLiteral("2 (33.3 ms), ticks 5-6"));
    doc()->setCurrentFrame(0, 1);
    ShapeSelection fist;
    fist.shapes = {1};
    doc()->undoStack()->push(new RemoveShapes(doc(), 0, fist));
    QCOMPARE(value("startup"), QStringLiteral("none (no hitbox)"));
    QCOMPARE(value("active"), QStringLiteral("none"));
    QCOMPARE(phases(),
             (QList<FramePhase>{
                     FramePhase::Idle, FramePhase::Idle, FramePhase::Idle, FramePhase::Idle}));
}

// A looping animation says so; a document counting milliseconds is counted at 60 ticks per
// second, frame by frame.
void TestFrameDataDock::loopsAndMilliseconds()
{
    choose(1);
    QCOMPARE(value("animation"), QStringLiteral("stance"));
    QCOMPARE(value("total"), QStringLiteral("13 (216.7 ms)"));
    QCOMPARE(value("recovery"), QStringLiteral("loops"));
    choose(0);
    doc()->setTicksPerSecond(0);
    QCOMPARE(value("rate"), QStringLiteral("ms, at 60 ticks per second"));
    // 67, 33, 150 and 50 ms: 4, 2, 9 and 3 ticks again.
    QCOMPARE(value("total"), QStringLiteral("18 (300.0 ms)"));
    QCOMPARE(value("startup"), QStringLiteral("5 (83.5 ms)"));
}

QTEST_MAIN(TestFrameDataDock)
#include "tst_framedatadock.moc"
