// The collision preview readable at a normal window size: at 1600 x 1000 (and at the
// smallest size the docks are laid out for) every column of Collision Results and of the
// hit timeline is in view without scrolling, the hit timeline shows at least 8 frame rows,
// and the event log's pair and tier columns come first. Checked on the real widgets'
// geometry with the demo project open in preview mode.

#include "preview/eventlogdock.h"
#include "preview/eventlogmodel.h"
#include "preview/hittimelinedock.h"
#include "preview/instancedock.h"
#include "preview/previewlegend.h"
#include "preview/previewview.h"
#include "preview/previewworkspace.h"
#include "preview/probedock.h"
#include "preview/resultsdock.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <memory>

using namespace hitbox::editor;

namespace {

// Every column of `table` lies inside its viewport and is at least `minimum` pixels wide.
void checkColumnsInView(const QTableView *table, int minimum)
{
    const QHeaderView *header = table->horizontalHeader();
    const int width = table->viewport()->width();
    QVERIFY(width > 0);
    for (int c = 0; c < header->count(); ++c) {
        const int left = header->sectionViewportPosition(c);
        const int size = header->sectionSize(c);
        QVERIFY2(left >= 0 && left + size <= width,
                 qPrintable(QStringLiteral("%1: column %2 at %3 + %4 of %5")
                                    .arg(table->objectName())
                                    .arg(c)
                                    .arg(left)
                                    .arg(size)
                                    .arg(width)));
        QVERIFY2(size >= minimum,
                 qPrintable(QStringLiteral("%1: column %2 is %3 px")
                                    .arg(table->objectName())
                                    .arg(c)
                                    .arg(size)));
    }
    QVERIFY(!table->horizontalScrollBar()->isVisible());
}

} // namespace

class TestPreviewLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void readableAtNormalSize_data();
    void readableAtNormalSize();
    void eventLogLeadsWithPairAndTier();
};

void TestPreviewLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HitboxStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_previewlayout"));
    QApplication::setQuitOnLastWindowClosed(false);
}

void TestPreviewLayout::readableAtNormalSize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1600 x 1000") << QSize(1600, 1000);
    QTest::newRow("1920 x 1080") << QSize(1920, 1080);
}

void TestPreviewLayout::readableAtNormalSize()
{
    QFETCH(QSize, size);
    QSettings().clear();
    MainWindow window;
    window.setInteractive(false);
    QVERIFY(window.openProject(qEnvironmentVariable("HITBOX_SOURCE_DIR")
                               + QStringLiteral("/resources/demo/demo.hitbox.json")));
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setPreviewMode(true);
    QCoreApplication::processEvents();
    QTRY_COMPARE(window.size(), size);
    PreviewWorkspace *preview = window.previewWorkspace();

    // Collision Results: the pair and every tier and the pipeline, no scrolling.
    QTableView *results = preview->resultsDock()->table();
    QVERIFY(results->isVisible());
    checkColumnsInView(results, 60);

    // The hit timeline is in front, every column in view, room for 8 rows and the header.
    QTableWidget *timeline = preview->hitTimelineDock()->findChild<QTableWidget *>(
            QStringLiteral("hitTimelineTable"));
    QVERIFY(timeline);
    QVERIFY(timeline->isVisible());
    checkColumnsInView(timeline, 24);
    const int rowHeight = timeline->verticalHeader()->defaultSectionSize();
    QVERIFY2(timeline->viewport()->height() >= 8 * rowHeight,
             qPrintable(QStringLiteral("%1 px for rows of %2 px")
                                .arg(timeline->viewport()->height())
                                .arg(rowHeight)));

    // The instance's numbers are in front of the (empty until used) point probe, which
    // takes no room of its own.
    QVERIFY(preview->instanceDock()->isVisible());
    QVERIFY(preview->probeDock()->visibleRegion().isEmpty());
    QVERIFY(window.tabifiedDockWidgets(preview->instanceDock()).contains(preview->probeDock()));
    QVERIFY(window.tabifiedDockWidgets(preview->hitTimelineDock())
                    .contains(preview->eventLogDock()));

    // The tier legend sits beside the canvas's viewport, whole, never over the world: zoomed
    // in, no instance can pass under it.
    auto *legend = preview->view()->findChild<PreviewLegend *>();
    QVERIFY(legend);
    QVERIFY(legend->isVisible());
    const QRect viewport = preview->view()->viewport()->geometry();
    QVERIFY(!legend->geometry().intersects(viewport));
    QVERIFY(preview->view()->rect().contains(legend->geometry()));
    QVERIFY2(viewport.width() > preview->view()->width() / 2,
             qPrintable(QString::number(viewport.width())));
    preview->view()->setZoom(8.0);
    QVERIFY(!legend->geometry().intersects(preview->view()->viewport()->geometry()));
}

void TestPreviewLayout::eventLogLeadsWithPairAndTier()
{
    QCOMPARE(int(EventLogModel::EventColumn), 0);
    QCOMPARE(int(EventLogModel::ContactColumn), 1);
    QCOMPARE(int(EventLogModel::TierColumn), 2);
    EventLogModel model;
    QCOMPARE(model.headerData(EventLogModel::ContactColumn, Qt::Horizontal).toString(),
             QStringLiteral("Pair"));
    QCOMPARE(model.headerData(EventLogModel::TierColumn, Qt::Horizontal).toString(),
             QStringLiteral("Tier"));
}

QTEST_MAIN(TestPreviewLayout)
#include "tst_previewlayout.moc"
