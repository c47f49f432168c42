// Edit > Document Settings... on the real main window: counting ticks snaps every frame's
// duration to whole ticks in one undo step, the frames strip then shows and edits ticks,
// and the saved document holds the exact ticks. Expected values are counted by hand at 60
// ticks per second (a tick is 16.67 ms).

#include "document/document.h"
#include "frames/framesdock.h"
#include "window/documentsettingsdialog.h"
#include "window/mainwindow.h"

#include "framesheetfixture.h"

#include "model/io/projectformat.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace hitbox;
using namespace hitbox::editor;

class TestDocumentSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void countTicks();
    void cancelChangesNothing();
    void backToMilliseconds();

private:
    // Triggers Edit > Document Settings..., lets `edit` set the dialog's fields, then
    // presses OK (or Cancel).
    void runDialog(const std::function<void(QCheckBox *, QSpinBox *)> &edit, bool ok = true);
    Document *doc() const { return m_window->document(); }
    QSpinBox *duration() const { return m_window->framesDock()->durationSpinBox(); }
    QList<int> durations() const
    {
        QList<int> out;
        for (const model::Frame &f : doc()->sprite(0).frames)
            out << f.durationMs;
        return out;
    }

    QTemporaryDir m_dir;
    model::Project m_project;
    std::unique_ptr<MainWindow> m_window;
};

void TestDocumentSettings::initTestCase()
{
    framestest::initApplication("tst_documentsettings");
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("run.png"));
    QVERIFY(framestest::writeFourCellSheet(path));
    const QList<int> ms{100, 70, 25, 1};
    m_project.sprites = {framestest::fourCellSprite(path, [&](int f) { return ms[f]; })};
}

void TestDocumentSettings::init()
{
    m_window = framestest::openWindow(m_project);
    QVERIFY(m_window);
}

void TestDocumentSettings::cleanup()
{
    m_window.reset();
}

void TestDocumentSettings::runDialog(const std::function<void(QCheckBox *, QSpinBox *)> &edit,
                                     bool ok)
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("documentSettingsAction"));
    QVERIFY(action);
    bool ran = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<DocumentSettingsDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto *check = dialog->findChild<QCheckBox *>(QStringLiteral("countTicks"));
        auto *rate = dialog->findChild<QSpinBox *>(QStringLiteral("ticksPerSecond"));
        QVERIFY(check && rate);
        edit(check, rate);
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QTest::mouseClick(buttons->button(ok ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel),
                          Qt::LeftButton);
        ran = true;
    });
    action->trigger();
    QVERIFY(ran);
}

void TestDocumentSettings::countTicks()
{
    QCOMPARE(duration()->suffix(), QStringLiteral(" ms"));
    runDialog([](QCheckBox *check, QSpinBox *rate) {
        QVERIFY(!check->isChecked());
        QVERIFY(!rate->isEnabled());
        QCOMPARE(rate->value(), 60); // the fighting-game rate is proposed
        QTest::mouseClick(check, Qt::LeftButton);
        QVERIFY(rate->isEnabled());
    });
    QCOMPARE(doc()->project().ticksPerSecond, 60);
    // 100 ms = 6 ticks; 70 ms = 4.2 -> 4 ticks = 67 ms; 25 ms = 1.5 -> 2 = 33 ms; 1 ms -> 1
    // tick = 17 ms.
    QCOMPARE(durations(), (QList<int>{100, 67, 33, 17}));
    QCOMPARE(doc()->undoStack()->count(), 1);
    QCOMPARE(doc()->undoStack()->undoText(), QStringLiteral("Set Tick Rate"));
    // The strip shows ticks.
    QListWidget *list = m_window->framesDock()->listWidget();
    QCOMPARE(list->item(0)->text(), QStringLiteral("#0 · 6 ticks"));
    QCOMPARE(list->item(3)->text(), QStringLiteral("#3 · 1 tick"));
    QCOMPARE(duration()->suffix(), QStringLiteral(" ticks"));
    QCOMPARE(duration()->value(), 6);
    QCOMPARE(duration()->maximum(), 216000);
    // Typing 8 ticks makes the frame 8 ticks (133 ms), exactly.
    doc()->setCurrentFrame(0, 1);
    QCOMPARE(duration()->value(), 4);
    duration()->setFocus();
    duration()->selectAll();
    QTest::keyClicks(duration(), QStringLiteral("8"));
    QCOMPARE(doc()->sprite(0).frames[1].durationMs, 133);
    QCOMPARE(list->item(1)->text(), QStringLiteral("#1 · 8 ticks"));
    // Saved: every frame with its exact ticks; read back, the same ticks.
    const QString path = m_dir.filePath(QStringLiteral("ticks.hitbox.json"));
    const QByteArray bytes = model::serializeProject(doc()->project(), path);
    QVERIFY(bytes.contains("\"ticksPerSecond\": 60"));
    const model::ProjectReadResult read = model::parseProject(bytes, path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QVERIFY(read.project == doc()->project());
    // Undo: the frame's 4 ticks, then milliseconds and the original durations.
    doc()->undoStack()->undo();
    QCOMPARE(duration()->value(), 4);
    doc()->undoStack()->undo();
    QCOMPARE(doc()->project().ticksPerSecond, 0);
    QCOMPARE(durations(), (QList<int>{100, 70, 25, 1}));
    QCOMPARE(duration()->suffix(), QStringLiteral(" ms"));
    QCOMPARE(duration()->value(), 70);
    QCOMPARE(list->item(1)->text(), QStringLiteral("#1 · 70 ms"));
    doc()->undoStack()->redo();
    QCOMPARE(durations(), (QList<int>{100, 67, 33, 17}));
}

void TestDocumentSettings::cancelChangesNothing()
{
    runDialog([](QCheckBox *check, QSpinBox *) { check->setChecked(true); }, false);
    QCOMPARE(doc()->project().ticksPerSecond, 0);
    QCOMPARE(doc()->undoStack()->count(), 0);
    // OK without a change pushes nothing either.
    runDialog([](QCheckBox *, QSpinBox *) {});
    QCOMPARE(doc()->undoStack()->count(), 0);
}

// Changing the rate snaps again; going back to milliseconds keeps the durations.
void TestDocumentSettings::backToMilliseconds()
{
    runDialog([](QCheckBox *check, QSpinBox *rate) {
        check->setChecked(true);
        rate->setValue(30);
    });
    // At 30 per second a tick is 33.3 ms: 100 -> 3 ticks, 70 -> 2 (67), 25 -> 1 (33), 1 -> 1.
    QCOMPARE(durations(), (QList<int>{100, 67, 33, 33}));
    runDialog([](QCheckBox *check, QSpinBox *) { check->setChecked(false); });
    QCOMPARE(doc()->project().ticksPerSecond, 0);
    QCOMPARE(durations(), (QList<int>{100, 67, 33, 33}));
    QCOMPARE(doc()->undoStack()->count(), 2);
}

QTEST_MAIN(TestDocumentSettings)
#include "tst_documentsettings.moc"
