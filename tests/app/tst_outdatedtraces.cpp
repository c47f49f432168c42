// Traced outlines remember the alpha threshold they were traced at, through the real main
// window: after the threshold changes, the Properties dock says which frames' traces no
// longer match the pixels and offers Trace Again, the shapes list marks each such outline,
// and Trace Again traces exactly those frames at their threshold now, in one undo step.
// Outlines moved by hand or copied to another frame are the user's and are never marked.

#include "commands/framecommands.h"
#include "commands/shapecommands.h"
#include "docks/propertiesdock.h"
#include "docks/shapesdock.h"
#include "document/document.h"
#include "frames/framesdock.h"
#include "trace/traceactions.h"
#include "trace/tracedialog.h"
#include "window/mainwindow.h"

#include "model/evaluate/projectvalidation.h"
#include "model/evaluate/tracepipeline.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;

namespace {

// The threshold each shape of the frame was traced at (-1: not traced).
QList<int> tracedAt(const QList<model::Shape> &shapes)
{
    QList<int> at;
    for (const model::Shape &s : shapes)
        at << s.tracedThreshold.value_or(-1);
    return at;
}

} // namespace

class TestOutdatedTraces : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(QStringLiteral("tst_outdatedtraces"));
    }
    void init();
    void cleanup() { m_window.reset(); }

    void tracesRememberTheirThreshold();
    void changingTheThresholdMarksTheTraces();
    void handEditsAndCopiesAreTheUsers();
    void traceAgainTracesOnlyTheOutdatedFrames();

private:
    Document *document() const { return m_window->document(); }
    template<typename T>
    T *child(const char *name) const
    {
        T *widget = m_window->propertiesDock()->findChild<T *>(QLatin1String(name));
        if (!widget)
            qFatal("no widget %s", name);
        return widget;
    }
    // Traces the punch's five frames (replacing their hurtbox polygons) as a user would.
    void traceThePunch();

    std::unique_ptr<MainWindow> m_window;
    int m_fighter = -1;
    int m_threshold = 0;
};

void TestOutdatedTraces::init()
{
    QSettings().clear();
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
    m_threshold = document()->sprite(m_fighter).threshold;
}

void TestOutdatedTraces::traceThePunch()
{
    TraceDialog dialog(document(), {m_fighter}, m_fighter, m_window.get());
    dialog.setFrames(m_window->traceActions()->framesToTrace(),
                     m_window->traceActions()->framesToTraceAnimation());
    dialog.findChild<QRadioButton *>(QStringLiteral("replace"))->setChecked(true);
    QCOMPARE(dialog.apply(), 5);
}

void TestOutdatedTraces::tracesRememberTheirThreshold()
{
    // The demo's shapes were drawn by hand: nothing is marked.
    QVERIFY(child<QLabel>("outdatedTracesLabel")->isHidden());
    for (const model::Frame &frame : document()->sprite(m_fighter).frames)
        QVERIFY(!tracedAt(frame.shapes).contains(m_threshold));

    traceThePunch();
    for (int f = 0; f < 5; ++f) {
        int traced = 0;
        for (const model::Shape &s : document()->sprite(m_fighter).frames[f].shapes) {
            const bool isTrace = s.isPolygon() && s.role == QLatin1String(model::tracedRole);
            QCOMPARE(s.tracedThreshold, isTrace ? std::optional<int>(m_threshold) : std::nullopt);
            traced += isTrace ? 1 : 0;
        }
        QVERIFY2(traced > 0, qPrintable(QStringLiteral("frame %1").arg(f)));
    }
    QVERIFY(child<QLabel>("outdatedTracesLabel")->isHidden());
    QVERIFY(child<QPushButton>("retraceButton")->isHidden());

    // Saved and opened again, the traces still know their threshold.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("traced.hitbox.json"));
    const model::Sprite traced = document()->sprite(m_fighter);
    QVERIFY(m_window->saveAs(path));
    QVERIFY(m_window->openProject(path));
    QCOMPARE(document()->sprite(m_fighter).frames, traced.frames);
}

void TestOutdatedTraces::changingTheThresholdMarksTheTraces()
{
    traceThePunch();
    const int raised = m_threshold + 60;
    auto *spin = child<QSpinBox>("thresholdSpin");
    spin->setValue(raised);
    QCOMPARE(document()->sprite(m_fighter).threshold, raised);

    auto *label = child<QLabel>("outdatedTracesLabel");
    auto *button = child<QPushButton>("retraceButton");
    QVERIFY(!label->isHidden());
    QVERIFY2(label->text().contains(
                     QStringLiteral("on 5 frames were traced at threshold %1").arg(m_threshold)),
             qPrintable(label->text()));
    QCOMPARE(button->text(), QStringLiteral("Trace 5 Frames Again..."));

    // The shapes list marks each outdated outline, with validate's words.
    QTreeWidget *tree = m_window->shapesDock()->findChild<QTreeWidget *>();
    QVERIFY(tree);
    const QList<model::Shape> &shapes = document()->shapes(m_fighter);
    int marked = 0;
    for (int row = 0; row < tree->topLevelItemCount(); ++row) {
        const QTreeWidgetItem *item = tree->topLevelItem(row);
        const bool outdated
                = item->text(2).contains(QStringLiteral("traced at %1").arg(m_threshold));
        QCOMPARE(outdated, shapes.value(row).tracedThreshold.has_value());
        if (outdated) {
            QCOMPARE(item->toolTip(0),
                     QStringLiteral("Polygon \"%1\": %2")
                             .arg(model::shapeDisplayName(shapes, row),
                                  model::outdatedTraceText(m_threshold, raised)));
            ++marked;
        }
    }
    QCOMPARE(
            marked,
            model::outdatedTraceCount(document()->sprite(m_fighter), document()->frame(m_fighter)));
    QVERIFY(marked > 0);

    // Undo brings the threshold back, and the marks go.
    document()->undoStack()->undo();
    QCOMPARE(document()->sprite(m_fighter).threshold, m_threshold);
    QVERIFY(label->isHidden());
    QVERIFY(button->isHidden());
}

void TestOutdatedTraces::handEditsAndCopiesAreTheUsers()
{
    traceThePunch();
    // Moving one point of frame 0's first trace makes it the user's; the others stay traces.
    document()->setCurrentFrame(m_fighter, 0);
    QList<model::Shape> shapes = document()->shapes(m_fighter);
    int first = -1;
    for (int i = 0; i < shapes.size() && first < 0; ++i)
        first = shapes[i].tracedThreshold ? i : -1;
    QVERIFY(first >= 0);
    const QList<int> before = tracedAt(shapes);
    shapes[first].polygon.points[0].x += 1;
    document()->undoStack()->push(new MovePolygonPoints(document(), m_fighter, shapes, 1));
    QList<int> expected = before;
    expected[first] = -1;
    QCOMPARE(tracedAt(document()->shapes(m_fighter)), expected);

    // Copied to the next frame, traces are the user's there.
    document()->setCurrentFrame(m_fighter, 1);
    document()->undoStack()->push(
            new CopyShapesFromPreviousFrame(document(), m_fighter, CopyMode::Replace));
    QCOMPARE(document()->shapes(m_fighter).size(), shapes.size());
    for (const model::Shape &s : document()->shapes(m_fighter))
        QVERIFY(!s.tracedThreshold);

    // So a threshold change marks only the traces still untouched on their own frames.
    int framesWithTraces = 0;
    for (const model::Frame &frame : document()->sprite(m_fighter).frames)
        framesWithTraces += tracedAt(frame.shapes).contains(m_threshold) ? 1 : 0;
    QVERIFY(framesWithTraces >= 3); // frames 2, 3 and 4 at least
    child<QSpinBox>("thresholdSpin")->setValue(m_threshold + 1);
    const QString text = child<QLabel>("outdatedTracesLabel")->text();
    QVERIFY2(text.contains(QStringLiteral("on %1 frames").arg(framesWithTraces)), qPrintable(text));
}

void TestOutdatedTraces::traceAgainTracesOnlyTheOutdatedFrames()
{
    traceThePunch();
    // Frame 3 gets a threshold of its own: only its traces are outdated.
    model::Project project = document()->project();
    const int own = std::min(255, m_threshold + 90);
    project.sprites[m_fighter].frames[3].threshold = own;
    document()->resetProject(project, document()->fileName());
    document()->setCurrentSprite(m_fighter);
    const model::Sprite before = document()->sprite(m_fighter);
    auto *button = child<QPushButton>("retraceButton");
    QVERIFY(!button->isHidden());
    QCOMPARE(button->text(), QStringLiteral("Trace Frame 3 Again..."));
    const int steps = document()->undoStack()->count();

    QString title;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<TraceDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        title = dialog->windowTitle();
        dialog->findChild<QRadioButton *>(QStringLiteral("replace"))->setChecked(true);
        dialog->findChild<QPushButton *>(QStringLiteral("apply"))->click();
    });
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY2(title.startsWith(QStringLiteral("Trace Frame 3 (")), qPrintable(title));

    const model::Sprite &after = document()->sprite(m_fighter);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    for (int f = 0; f < after.frames.size(); ++f) {
        if (f != 3) {
            QCOMPARE(after.frames[f], before.frames[f]);
            continue;
        }
        QVERIFY(after.frames[3] != before.frames[3]);
        QVERIFY(tracedAt(after.frames[3].shapes).contains(own));
        QCOMPARE(model::outdatedTraceCount(after, after.frames[3]), 0);
    }
    QVERIFY(button->isHidden());
    document()->undoStack()->undo();
    QCOMPARE(document()->sprite(m_fighter).frames, before.frames);
    QVERIFY(!button->isHidden());
}

QTEST_MAIN(TestOutdatedTraces)
#include "tst_outdatedtraces.moc"
