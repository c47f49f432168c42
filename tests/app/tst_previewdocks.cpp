// How the docks of the collision preview follow the frames (the speed work of issue 12,
// asserted as behaviour, never as time): while the simulation runs, the results table and
// the event log are refreshed every few frames instead of on every frame, nothing is lost
// and pausing shows everything at once; the results table tells its views only of the
// rows that changed. Fixture: previewfixture.h.

#include "previewfixture.h"

#include "preview/dockthrottle.h"
#include "preview/instancedock.h"
#include "preview/statustext.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalSpy>

#include <cmath>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::previewtest;

namespace {

// How often a model told its views that something changed.
struct ModelChanges
{
    explicit ModelChanges(const QAbstractItemModel *model)
        : inserted(model, &QAbstractItemModel::rowsInserted)
        , removed(model, &QAbstractItemModel::rowsRemoved)
        , changed(model, &QAbstractItemModel::dataChanged)
        , reset(model, &QAbstractItemModel::modelReset)
    {}
    int count() const
    {
        return int(inserted.count() + removed.count() + changed.count() + reset.count());
    }
    QSignalSpy inserted;
    QSignalSpy removed;
    QSignalSpy changed;
    QSignalSpy reset;
};

constexpr int frames = 24;

// Counts the layout requests a widget receives.
class LayoutRequests : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        count += event->type() == QEvent::LayoutRequest;
        return false;
    }
};

} // namespace

class TestPreviewDocks : public PreviewFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication(); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void eventLogBatchesWhilePlaying();
    void resultsRefreshEveryFewFramesWhilePlaying();
    void statusLineEveryFewFramesWhilePlaying();
    void statusLineKeepsTheBarsLayout();
    void editsRefreshAtOnce();
    void resultsTellOnlyChangedRows();
    void instanceDockEveryFewFramesWhilePlaying();
    void playingKeepsTheWindowsLayout();
};

void TestPreviewDocks::eventLogBatchesWhilePlaying()
{
    // A crowd of balls: contacts begin and end on most frames.
    setInstances({});
    preview()->spawnBalls(150);
    EventLogModel *log = preview()->eventLogDock()->model();
    QStringList emitted; // every event the controller reported, in order
    connect(controller(), &PreviewController::contactEvents, this, [&](const ContactEvents &e) {
        for (const ContactEvent &event : e)
            emitted << QStringLiteral("%1 × %2").arg(event.first, event.second);
    });
    controller()->startPlaying();
    const qsizetype before = emitted.size();
    const int rowsBefore = log->rowCount();
    ModelChanges changes(log);
    int framesWithEvents = 0;
    for (int frame = 0; frame < frames; ++frame) {
        const qsizetype had = emitted.size();
        controller()->play()->advanceTime(2.0 * PlayController::stepSeconds + 1e-9);
        framesWithEvents += emitted.size() > had;
    }
    QVERIFY2(framesWithEvents > 2 * frames / DockThrottle::framesPerRefresh,
             qPrintable(QString::number(framesWithEvents)));
    // Batches: at most one insert per framesPerRefresh frames with events.
    QVERIFY2(changes.inserted.count() <= frames / DockThrottle::framesPerRefresh,
             qPrintable(QString::number(changes.inserted.count())));
    QCOMPARE(changes.reset.count(), 0);

    // Pausing shows every event, in order.
    controller()->pausePlaying();
    QCOMPARE(log->rowCount() - rowsBefore, int(emitted.size() - before));
    for (int row = rowsBefore; row < log->rowCount(); ++row) {
        QCOMPARE(log->index(row, EventLogModel::ContactColumn).data().toString(),
                 emitted[before + row - rowsBefore]);
    }
    controller()->resetPlaying();
}

void TestPreviewDocks::resultsRefreshEveryFewFramesWhilePlaying()
{
    // Below PreviewController::largeScene: every pair is evaluated on every frame.
    setInstances({});
    preview()->spawnBalls(150);
    ResultsModel *results = preview()->resultsDock()->model();
    controller()->startPlaying();
    ModelChanges changes(results);
    const quint64 evaluations = controller()->evaluationCount();
    for (int frame = 0; frame < frames; ++frame)
        controller()->play()->advanceTime(2.0 * PlayController::stepSeconds + 1e-9);
    QCOMPARE(controller()->evaluationCount(), evaluations + frames);
    // A refresh tells the views with one change range and an insert or a removal at most.
    QVERIFY2(changes.count() <= 2 * frames / DockThrottle::framesPerRefresh,
             qPrintable(QString::number(changes.count())));

    // The last refresh waits for its frames, or for the pause.
    controller()->play()->advanceTime(2.0 * PlayController::stepSeconds + 1e-9);
    controller()->pausePlaying();
    QCOMPARE(results->pairCount(), int(controller()->evaluation().pairs.size()));
    QCOMPARE(results->rowCount(),
             int(controller()->evaluation().pairs.size()
                 + controller()->evaluation().boardContacts.size()));
    controller()->resetPlaying();
}

void TestPreviewDocks::statusLineEveryFewFramesWhilePlaying()
{
    setInstances({});
    preview()->spawnBalls(150);
    controller()->startPlaying();
    QSignalSpy painted(view(), &PreviewView::painted);
    const StatusText *status = preview()->statusLabel();
    QString last = status->text();
    int rewrites = 0;
    for (int frame = 0; frame < frames; ++frame) {
        controller()->play()->advanceTime(2.0 * PlayController::stepSeconds + 1e-9);
        view()->viewport()->repaint();
        rewrites += status->text() != last;
        last = status->text();
    }
    QCOMPARE(int(painted.count()), frames);
    QVERIFY2(rewrites <= frames / DockThrottle::framesPerRefresh, qPrintable(last));
    QVERIFY2(rewrites > 0, qPrintable(last));
    // The first frame after the pause tells at once.
    controller()->pausePlaying();
    view()->viewport()->repaint();
    QVERIFY2(status->text().contains(QLatin1String("paused")), qPrintable(status->text()));
    controller()->resetPlaying();
}

void TestPreviewDocks::statusLineKeepsTheBarsLayout()
{
    // A drag: the status line tells every frame's time, without laying out the status bar
    // again each time.
    setInstances({{shipSprite, 0, {100, 100}, 0, {1, 1}, {}},
                  {rockSprite, 0, {300, 100}, 0, {1, 1}, {}}});
    const StatusText *status = preview()->statusLabel();
    QWidget *bar = status->parentWidget();
    QVERIFY(bar && status->isVisible());
    QCoreApplication::sendPostedEvents();
    LayoutRequests requests;
    bar->installEventFilter(&requests);
    model::PreviewInstance rock = controller()->placedScene().instances[1];
    QString last = status->text();
    int changes = 0;
    for (int frame = 0; frame < frames; ++frame) {
        rock.position.x -= 1.0;
        controller()->setInstance(1, rock);
        view()->viewport()->repaint();
        QCoreApplication::sendPostedEvents();
        changes += status->text() != last;
        last = status->text();
    }
    bar->removeEventFilter(&requests);
    // The text tells measured times, so two frames may show the same one; it must change.
    QVERIFY2(changes > 0, qPrintable(QString::number(changes)));
    QVERIFY2(requests.count <= 3, qPrintable(QString::number(requests.count)));
}

void TestPreviewDocks::editsRefreshAtOnce()
{
    // Out of play, every change shows at once in both docks.
    setInstances({{shipSprite, 0, {100, 100}, 0, {1, 1}, {}},
                  {rockSprite, 0, {300, 100}, 0, {1, 1}, {}}});
    ResultsModel *results = preview()->resultsDock()->model();
    EventLogModel *log = preview()->eventLogDock()->model();
    QCOMPARE(results->pairCount(), 0);
    const int rows = log->rowCount();
    model::PreviewInstance rock = controller()->placedScene().instances[1];
    rock.position.x = 120;
    controller()->setInstance(1, rock);
    QCOMPARE(results->pairCount(), 1);
    QVERIFY(log->rowCount() > rows);
    QVERIFY(!preview()->resultsDock()->throttle()->isPending());
    QVERIFY(!preview()->eventLogDock()->throttle()->isPending());
}

void TestPreviewDocks::resultsTellOnlyChangedRows()
{
    // Two overlapping pairs far apart: ship #1 × rock #2 and ship #3 × rock #4.
    setInstances({{shipSprite, 0, {100, 100}, 0, {1, 1}, {}},
                  {rockSprite, 0, {120, 100}, 0, {1, 1}, {}},
                  {shipSprite, 0, {400, 300}, 0, {1, 1}, {}},
                  {rockSprite, 0, {420, 300}, 0, {1, 1}, {}}});
    ResultsModel *results = preview()->resultsDock()->model();
    QCOMPARE(results->pairCount(), 2);
    const QString firstRow = results->index(0, ResultsModel::AabbColumn).data().toString();

    // Moving rock #4 changes the second row only.
    ModelChanges changes(results);
    model::PreviewInstance rock = controller()->placedScene().instances[3];
    rock.position.x = 423;
    controller()->setInstance(3, rock);
    QCOMPARE(changes.changed.count(), 1);
    const QList<QVariant> range = changes.changed.first();
    QCOMPARE(range.at(0).toModelIndex().row(), 1);
    QCOMPARE(range.at(1).toModelIndex().row(), 1);
    QCOMPARE(changes.reset.count(), 0);
    QCOMPARE(results->index(0, ResultsModel::AabbColumn).data().toString(), firstRow);

    // Moving it again to the same place tells nothing.
    controller()->setInstance(3, rock);
    QCOMPARE(changes.count(), 1);

    // Moving rock #2 away removes a row, without a reset.
    rock = controller()->placedScene().instances[1];
    rock.position.x = 250;
    controller()->setInstance(1, rock);
    QCOMPARE(results->pairCount(), 1);
    QCOMPARE(changes.removed.count(), 1);
    QCOMPARE(changes.reset.count(), 0);
    QCOMPARE(results->index(0, ResultsModel::PairColumn).data().toString(),
             QStringLiteral("ship #3 × rock #4"));
}

// The selected instance moves on every frame of play; its numbers follow every few frames,
// and show where it is at once on pause.
void TestPreviewDocks::instanceDockEveryFewFramesWhilePlaying()
{
    setInstances({});
    preview()->spawnBalls(150);
    controller()->setSelectedInstance(0);
    auto *x = preview()->instanceDock()->findChild<QDoubleSpinBox *>(QStringLiteral("instanceX"));
    QVERIFY(x);
    controller()->startPlaying();
    QSignalSpy changed(x, &QDoubleSpinBox::valueChanged);
    for (int frame = 0; frame < frames; ++frame)
        controller()->play()->advanceTime(2.0 * PlayController::stepSeconds + 1e-9);
    QVERIFY2(changed.count() > 0, "the numbers never followed the ball");
    QVERIFY2(changed.count() <= frames / DockThrottle::framesPerRefresh,
             qPrintable(QString::number(changed.count())));
    controller()->play()->advanceTime(2.0 * PlayController::stepSeconds + 1e-9);
    controller()->pausePlaying();
    const double where = controller()->scene().instances[0].position.x;
    QVERIFY2(std::abs(x->value() - where) <= std::pow(10.0, -x->decimals()),
             qPrintable(QStringLiteral("%1 shown, at %2").arg(x->value()).arg(where)));
    controller()->resetPlaying();
}

void TestPreviewDocks::playingKeepsTheWindowsLayout()
{
    // In a large scene the docks follow the simulation every few frames; their refreshes
    // may not lay the main window out again (which repaints its separators and tool
    // bars), with or without a selected instance.
    setInstances({});
    preview()->spawnBalls(PreviewController::largeScene + 100);
    QWidget *window = view()->window();
    for (QDockWidget *dock : {static_cast<QDockWidget *>(preview()->instanceDock()),
                              static_cast<QDockWidget *>(preview()->eventLogDock()),
                              static_cast<QDockWidget *>(preview()->resultsDock())})
        QVERIFY(dock->isVisible());
    for (const int selected : {-1, 0}) {
        controller()->setSelectedInstance(selected);
        controller()->startPlaying();
        // The first frames may widen the texts once.
        for (int frame = 0; frame < 2 * DockThrottle::framesPerRefresh; ++frame) {
            controller()->play()->advanceTime(2.0 * PlayController::stepSeconds + 1e-9);
            QCoreApplication::sendPostedEvents();
        }
        LayoutRequests requests;
        window->installEventFilter(&requests);
        const ModelChanges logged(preview()->eventLogDock()->model());
        for (int frame = 0; frame < 4 * frames; ++frame) {
            controller()->play()->advanceTime(2.0 * PlayController::stepSeconds + 1e-9);
            QCoreApplication::sendPostedEvents();
        }
        window->removeEventFilter(&requests);
        // The event log did take events meanwhile: its count changed.
        QVERIFY(logged.inserted.count() > 0);
        // A count growing by a digit may widen the event log's count once or twice.
        QVERIFY2(requests.count <= 2,
                 qPrintable(QStringLiteral("%1 layouts with selection %2")
                                    .arg(requests.count)
                                    .arg(selected)));
        controller()->resetPlaying();
    }
}

QTEST_MAIN(TestPreviewDocks)
#include "tst_previewdocks.moc"
