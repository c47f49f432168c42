// The results panel, event log and point probe of the collision preview, driven through the
// real main window (drags, rotations, Ctrl+clicks on the canvas), checked against the kernel
// called directly (pixelOverlap, evaluateAllTiers, probePoint) and hand-worked geometry.
// Fixture: previewfixture.h.

#include "model/document/tiertext.h"
#include "previewfixture.h"

#include "preview/instanceitem.h"

#include <QGraphicsItem>
#include <QLabel>

#include <cmath>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::previewtest;

namespace {

// Every cell of the results table as "text|verdict|mark", row by row.
QStringList resultCells(const ResultsModel *results)
{
    QStringList cells;
    for (int r = 0; r < results->rowCount(); ++r) {
        for (int c = 0; c < ResultsModel::ColumnCount; ++c) {
            const QModelIndex i = results->index(r, c);
            cells << QStringLiteral("%1|%2|%3")
                             .arg(i.data().toString(),
                                  i.data(ResultsModel::VerdictRole).toString(),
                                  i.data(ResultsModel::MarkRole).toString());
        }
    }
    return cells;
}

} // namespace

class TestPreviewResults : public PreviewFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication(); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void dragOntoAnotherUpdatesResultsAndLog();
    void rotateAndCompareWithKernel();
    void falseHitsAndPipelineMode();
    void subPixelOverlapIsExplained();
    void reopenedSceneGivesSameResults();
    void boardContactRows();
    void zoomNeverChangesAnAnswer_data();
    void zoomNeverChangesAnAnswer();
    void fitFitsTheInstances();
    void pointProbeAnswers();
    void demoProjectShowsACollision();
    void shapePropertiesInTheResults();

private:
    void checkProbe(QPointF at, int &rows);
};

void TestPreviewResults::dragOntoAnotherUpdatesResultsAndLog()
{
    setInstances({{shipSprite, 0, {100, 200}, 0, {1, 1}, {}},
                  {rockSprite, 0, {300, 200}, 0, {1, 1}, {}}});
    const ResultsModel *results = preview()->resultsDock()->model();
    const EventLogModel *log = preview()->eventLogDock()->model();
    QCOMPARE(results->pairCount(), 0);
    QCOMPARE(log->rowCount(), 0);

    // Drag the ship into the rock: its pivot ends 30 px left of the rock's.
    drag({100, 200}, {270, 200}, 12);
    QCOMPARE(document()->previewScene().instances[0].position.x, 270.0);
    QCOMPARE(document()->undoStack()->count(), 0);
    const int row = pairRow(0, 1);
    QVERIFY(row >= 0);
    QCOMPARE(results->pairCount(), 1);

    // The pixel verdict and count from the kernel, called here directly.
    const hc::PixelOverlap direct = hc::pixelOverlap(*document()->mask(shipSprite),
                                                     transformOf(0),
                                                     *document()->mask(rockSprite),
                                                     transformOf(1));
    QVERIFY(direct.hit);
    const QModelIndex pixel = results->index(row, ResultsModel::PixelColumn);
    QCOMPARE(pixel.data(ResultsModel::VerdictRole).toInt(), int(hc::Verdict::Hit));
    QCOMPARE(pixel.data().toString(), QStringLiteral("hit %1 px").arg(direct.count.value()));
    // The rock has no reduced box: not applicable, and the tooltip says so in the words
    // the CLI prints (model::notApplicableText, one home).
    QCOMPARE(results->index(row, ResultsModel::BoxColumn).data(ResultsModel::VerdictRole).toInt(),
             int(hc::Verdict::NotApplicable));
    QCOMPARE(results->index(row, ResultsModel::BoxColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Not applicable: %1.")
                     .arg(model::notApplicableText(hc::Tier::Box,
                                                   hc::NotApplicableReason::MissingInB,
                                                   QStringLiteral("ship #1"),
                                                   QStringLiteral("rock #2"))));
    QCOMPARE(results->index(row, ResultsModel::BoxColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Not applicable: rock #2 has no box."));
    QCOMPARE(results->headerData(ResultsModel::ArmatureColumn, Qt::Horizontal).toString(),
             QStringLiteral("armature (all shapes)"));
    // aabb: the ship (24 px half width) reaches x 294, the rock starts at 280.
    QCOMPARE(results->index(row, ResultsModel::AabbColumn).data().toString(),
             QStringLiteral("hit 14×32"));
    // The circles (30 apart, radii 15 + 19) overlap: a shape pair of the question, final.
    QCOMPARE(results->index(row, ResultsModel::PipelineColumn).data().toString(),
             QStringLiteral("hit by circle"));

    // One begin per tier that hits, in the order the drag reached them.
    const QStringList begins = eventTexts(log);
    const QString pair = QStringLiteral("ship #1 × rock #2");
    for (const char *tier : {"aabb", "circle", "armature", "pixel"})
        QCOMPARE(begins.count(QStringLiteral("begin %1 %2").arg(QLatin1String(tier), pair)), 1);
    QCOMPARE(begins.size(), 4);
    QVERIFY(begins.first().startsWith(QLatin1String("begin aabb")));

    // Moving on while they overlap repeats no begin.
    drag({270, 200}, {275, 203}, 4);
    QCOMPARE(log->rowCount(), 4);

    // Dragging apart ends every contact once.
    drag({275, 203}, {100, 200}, 10);
    const QStringList all = eventTexts(log);
    for (const char *tier : {"aabb", "circle", "armature", "pixel"})
        QCOMPARE(all.count(QStringLiteral("end %1 %2").arg(QLatin1String(tier), pair)), 1);
    QCOMPARE(all.size(), 8);
    QCOMPARE(results->pairCount(), 0);
    // Time stamps on every row.
    for (int r = 0; r < log->rowCount(); ++r)
        QVERIFY(!log->index(r, EventLogModel::TimeColumn).data().toString().isEmpty());
}

void TestPreviewResults::rotateAndCompareWithKernel()
{
    setInstances({{rockSprite, 0, {200, 200}, 0, {1, 1}, {}},
                  {shipSprite, 0, {228, 206}, 0, {1, 1}, {}}});
    // Select the ship, then R + Shift + drag a quarter turn (clockwise) about its pivot.
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, viewPoint({232, 206}));
    QCOMPARE(controller()->selectedInstance(), 1);
    QTest::keyPress(view(), Qt::Key_R);
    drag({228, 218}, {213, 207}, 10, Qt::ShiftModifier);
    QTest::keyRelease(view(), Qt::Key_R);
    QCOMPARE(document()->previewScene().instances[1].rotation, 90.0);
    QCOMPARE(document()->previewScene().instances[1].position.x, 228.0); // turned in place

    // The rotation handle without Shift: any angle.
    const InstanceHandles handles = handlesFor(controller()->evaluator().collider(1), {}, 1.0);
    drag(handles.rotate, handles.rotate + QPointF(22, -9), 6);
    const double rotation = document()->previewScene().instances[1].rotation;
    QVERIFY(rotation != 90.0 && std::fmod(rotation, 15.0) != 0.0);

    const hc::PixelOverlap direct = hc::pixelOverlap(*document()->mask(rockSprite),
                                                     transformOf(0),
                                                     *document()->mask(shipSprite),
                                                     transformOf(1));
    const int row = pairRow(0, 1);
    QVERIFY(row >= 0);
    const ResultsModel *results = preview()->resultsDock()->model();
    const QModelIndex pixel = results->index(row, ResultsModel::PixelColumn);
    QCOMPARE(pixel.data(ResultsModel::VerdictRole).toInt(),
             int(direct.hit ? hc::Verdict::Hit : hc::Verdict::Miss));
    QVERIFY(direct.hit);
    QCOMPARE(pixel.data().toString(), QStringLiteral("hit %1 px").arg(direct.count.value()));
    // Every tier against the kernel.
    const hc::CollisionReport report = hc::evaluateAllTiers(colliderOf(0), colliderOf(1));
    for (const hc::Tier tier : hc::allTiers) {
        QCOMPARE(results->index(row, ResultsModel::columnOf(tier))
                         .data(ResultsModel::VerdictRole)
                         .toInt(),
                 int(report[tier].verdict));
    }
}

void TestPreviewResults::falseHitsAndPipelineMode()
{
    // The bounds overlap at their corners (8 x 10 px), the round shapes do not: the
    // circles are 44 apart (radii 15 + 19) and no solid pixels meet. The aabb over-detects.
    setInstances({{shipSprite, 0, {100, 200}, 0, {1, 1}, {}},
                  {rockSprite, 0, {136, 226}, 0, {1, 1}, {}}});
    const ResultsModel *results = preview()->resultsDock()->model();
    const int row = pairRow(0, 1);
    QVERIFY(row >= 0);
    const QModelIndex aabb = results->index(row, ResultsModel::AabbColumn);
    QCOMPARE(aabb.data(ResultsModel::MarkRole).toInt(), int(ResultsModel::Mark::FalseHit));
    QCOMPARE(aabb.data().toString(), QStringLiteral("false hit 8×10"));
    QCOMPARE(results->index(row, ResultsModel::PixelColumn).data().toString(),
             QStringLiteral("miss"));
    QCOMPARE(results->falseHitCount(), 1);
    // The circles' Miss is not final: the question also holds the other shape pairs (the
    // ship's box and hull against the rock's circle and core, all apart: the ship's shapes
    // reach x + y = 332 at most, the rock's core starts at 343) and the body pixels.
    QCOMPARE(results->index(row, ResultsModel::PipelineColumn).data().toString(),
             QStringLiteral("miss by pixel"));

    // Pipeline mode goes on after the circle: armature and pixel run and miss.
    action("pipelineMode")->trigger();
    QVERIFY(document()->previewScene().pipeline);
    for (const int column : {int(ResultsModel::ArmatureColumn), int(ResultsModel::PixelColumn)}) {
        const QModelIndex cell = results->index(row, column);
        QCOMPARE(cell.data(ResultsModel::VerdictRole).toInt(), int(hc::Verdict::Miss));
    }
    QCOMPARE(
            results->index(row, ResultsModel::CircleColumn).data(ResultsModel::VerdictRole).toInt(),
            int(hc::Verdict::Miss));
    QCOMPARE(results->index(row, ResultsModel::PipelineColumn).data().toString(),
             QStringLiteral("miss by pixel"));
    QCOMPARE(aabb.data(ResultsModel::MarkRole).toInt(), int(ResultsModel::Mark::FalseHit));
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestPreviewResults::subPixelOverlapIsExplained()
{
    // Two ships corner to corner: their reduced boxes (38.4 x 25.6, centred) overlap by
    // 0.3 x 1 px where both images are clear, so no solid pixels meet.
    setInstances({{shipSprite, 0, {100, 200}, 0, {1, 1}, {}},
                  {shipSprite, 0, {138.1, 224.6}, 0, {1, 1}, {}}});
    const ResultsModel *results = preview()->resultsDock()->model();
    const int row = pairRow(0, 1);
    QVERIFY(row >= 0);
    QCOMPARE(results->index(row, ResultsModel::PixelColumn).data().toString(),
             QStringLiteral("miss"));
    const QModelIndex box = results->index(row, ResultsModel::BoxColumn);
    QCOMPARE(box.data(ResultsModel::MarkRole).toInt(), int(ResultsModel::Mark::FalseHit));
    // Not "false hit 0×1": the overlap is thinner than a pixel, and the tooltip says so.
    QCOMPARE(box.data().toString(), QStringLiteral("false hit <1 px"));
    const QString why = box.data(Qt::ToolTipRole).toString();
    QVERIFY2(why.contains(QStringLiteral("less than a pixel (0.3×1 px)")), qPrintable(why));
    QVERIFY2(why.contains(QLatin1String("too thin for solid pixels of both sprites to meet")),
             qPrintable(why));
}

void TestPreviewResults::reopenedSceneGivesSameResults()
{
    setInstances({{shipSprite, 0, {200, 200}, 30, {1.5, 1}, {40, 0}},
                  {rockSprite, 0, {240, 190}, 10, {1, 1}, {}},
                  {ballSprite, 0, {595, 200}, 0, {1, 1}, {}},
                  {ballSprite, 0, {230, 225}, 0, {2, 2}, {}}});
    const ResultsModel *results = preview()->resultsDock()->model();
    QVERIFY(results->rowCount() >= 4); // three pairs and a board contact
    const QStringList before = resultCells(results);
    const QString file = m_dir->filePath(QStringLiteral("saved.hitbox.json"));
    QVERIFY(m_window->saveAs(file));

    MainWindow reopened;
    reopened.setInteractive(false);
    QVERIFY(reopened.openProject(file));
    reopened.resize(1000, 700);
    reopened.show();
    reopened.setPreviewMode(true);
    QCOMPARE(reopened.document()->previewScene(), document()->previewScene());
    QCOMPARE(resultCells(reopened.previewWorkspace()->resultsDock()->model()), before);
}

void TestPreviewResults::boardContactRows()
{
    // The ship is 48 px wide with its pivot in the middle: at x = 10 it sticks out left.
    setInstances({{shipSprite, 0, {10, 200}, 0, {1, 1}, {}},
                  {rockSprite, 0, {300, 390}, 0, {1, 1}, {}}});
    const ResultsModel *results = preview()->resultsDock()->model();
    QCOMPARE(results->pairCount(), 0);
    QCOMPARE(results->rowCount(), 2);
    for (int r = 0; r < 2; ++r)
        QVERIFY(results->index(r, 0).data(ResultsModel::BoardRole).toBool());
    QCOMPARE(results->index(0, ResultsModel::PairColumn).data().toString(),
             QStringLiteral("ship #1 × board"));
    QCOMPARE(results->index(0, ResultsModel::AabbColumn).data().toString(),
             QStringLiteral("out: left"));
    QCOMPARE(results->index(1, ResultsModel::AabbColumn).data().toString(),
             QStringLiteral("out: bottom"));
    QVERIFY(eventTexts(preview()->eventLogDock()->model())
                    .contains(QStringLiteral("begin board ship #1 × board")));

    // Dragged inside, the contact ends; back out, a new begin (no lost event).
    drag({10, 200}, {60, 200}, 4);
    QCOMPARE(results->rowCount(), 1);
    drag({60, 200}, {12, 200}, 4);
    const QStringList log = eventTexts(preview()->eventLogDock()->model());
    QCOMPARE(log.count(QStringLiteral("begin board ship #1 × board")), 2);
    QCOMPARE(log.count(QStringLiteral("end board ship #1 × board")), 1);

    // Without a fixed board there is none, whatever the view shows: no board rows.
    action("fixedBoard")->trigger();
    QVERIFY(!document()->previewScene().board);
    QVERIFY(hc::isEmpty(controller()->board()));
    QCOMPARE(results->rowCount(), 0);
    QVERIFY(controller()->evaluation().boardContacts.empty());
}

void TestPreviewResults::zoomNeverChangesAnAnswer_data()
{
    QTest::addColumn<bool>("fixedBoard");
    QTest::newRow("fixed board") << true;
    QTest::newRow("no board") << false;
}

// The board is scene data: zooming in and out, scrolling and fitting change no result and
// add no event, with or without a fixed board.
void TestPreviewResults::zoomNeverChangesAnAnswer()
{
    QFETCH(bool, fixedBoard);
    setInstances({{shipSprite, 0, {10, 200}, 0, {1, 1}, {}},
                  {shipSprite, 0, {280, 200}, 15, {1, 1}, {}},
                  {rockSprite, 0, {300, 210}, 0, {1, 1}, {}}});
    if (!fixedBoard)
        action("fixedBoard")->trigger();
    QCOMPARE(document()->previewScene().board.has_value(), fixedBoard);
    const ResultsModel *results = preview()->resultsDock()->model();
    const QStringList before = resultCells(results);
    const QStringList events = eventTexts(preview()->eventLogDock()->model());
    QCOMPARE(results->pairCount(), 1);
    QCOMPARE(results->rowCount(), fixedBoard ? 2 : 1); // the ship sticking out left

    for (const qreal zoom : {8.0, 32.0, 1.0 / 16, 0.5}) {
        view()->setZoom(zoom);
        view()->centerOn(zoom > 1 ? QPointF(290, 205) : QPointF(-2000, 900));
        QCoreApplication::processEvents();
        QCOMPARE(resultCells(results), before);
        QCOMPARE(eventTexts(preview()->eventLogDock()->model()), events);
    }
    action("zoomFit")->trigger();
    QCOMPARE(resultCells(results), before);
    QCOMPARE(eventTexts(preview()->eventLogDock()->model()), events);
}

// Fit (Ctrl+0) fits the instances, zooming in on a small scene rather than stopping at 100%.
void TestPreviewResults::fitFitsTheInstances()
{
    setInstances({{rockSprite, 0, {200, 150}, 0, {1, 1}, {}},
                  {rockSprite, 0, {260, 170}, 0, {1, 1}, {}}});
    view()->setZoom(1.0 / 8);
    view()->centerOn(-3000, -3000);
    QAction *fit = action("zoomFit");
    QCOMPARE(fit->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
    fit->trigger();
    QVERIFY2(view()->zoom() > 1.0, qPrintable(QString::number(view()->zoom())));
    QRectF instances;
    for (QGraphicsItem *item : view()->scene()->items()) {
        if (dynamic_cast<InstanceItem *>(item))
            instances |= item->sceneBoundingRect();
    }
    QVERIFY(!instances.isEmpty());
    const QRect shown = view()->mapFromScene(instances).boundingRect();
    const QRect viewport = view()->viewport()->rect().marginsRemoved(view()->fitMargins());
    QVERIFY2(viewport.contains(shown),
             qPrintable(QStringLiteral("%1,%2 %3x%4")
                                .arg(shown.x())
                                .arg(shown.y())
                                .arg(shown.width())
                                .arg(shown.height())));
    // Fitted: the instances fill most of the free part's width or height.
    QVERIFY(shown.width() > viewport.width() / 2 || shown.height() > viewport.height() / 2);
}

void TestPreviewResults::pointProbeAnswers()
{
    setInstances({{shipSprite, 0, {200, 200}, 20, {1, 1}, {}},
                  {rockSprite, 0, {228, 200}, 0, {1, 1}, {}},
                  {ballSprite, 0, {500, 100}, 0, {1, 1}, {}}});
    int rows = -1;
    checkProbe({214, 200}, rows);
    QCOMPARE(rows, 2);
    checkProbe({178, 194}, rows);
    QVERIFY(rows >= 1);
    checkProbe({400, 300}, rows);
    QCOMPARE(rows, 0);
    QVERIFY(preview()->probeDock()->label()->text().contains(QLatin1String("no instance")));
    // Escape clears the probe.
    QTest::keyClick(view(), Qt::Key_Escape);
    QVERIFY(!controller()->probePoint());
    QCOMPARE(preview()->probeDock()->model()->hitCount(), 0);
}

void TestPreviewResults::checkProbe(QPointF at, int &rows)
{
    // Ctrl+click, then the probe table against probePoint called here on every instance.
    const ProbeModel *probe = preview()->probeDock()->model();
    rows = -1;
    {
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, Qt::ControlModifier, viewPoint(at));
        QVERIFY(controller()->probePoint());
        const hc::Vec2 p = *controller()->probePoint();
        // The click lands on a whole view pixel: the probed point is that pixel's.
        QVERIFY(std::abs(p.x - at.x()) <= 1.0 && std::abs(p.y - at.y()) <= 1.0);
        int found = 0;
        for (int i = 0; i < 3; ++i) {
            const hc::PointProbe direct = hc::probePoint(colliderOf(i), p);
            bool any = false;
            for (const hc::Tier t : hc::allTiers)
                any = any || direct[t] == hc::Verdict::Hit;
            if (!any)
                continue;
            QVERIFY(found < probe->hitCount());
            const int column = ProbeModel::columnOf(found);
            QCOMPARE(probe->headerData(column, Qt::Horizontal).toString(),
                     controller()->instanceName(i));
            for (const hc::Tier t : hc::allTiers) {
                QCOMPARE(probe->index(ProbeModel::rowOf(t), column)
                                 .data(ProbeModel::VerdictRole)
                                 .toInt(),
                         int(direct[t]));
            }
            ++found;
        }
        QCOMPARE(probe->hitCount(), found);
        QCOMPARE(probe->missCount(), 3 - found);
        rows = found;
    }
}

void TestPreviewResults::demoProjectShowsACollision()
{
    // The demo opens with the ship and the asteroid touching: the artist sees the pixel
    // collision at once, and whether the armatures catch it.
    const QString demo = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    QVERIFY(m_window->openProject(demo));
    const model::PreviewScene &scene = document()->previewScene();
    QVERIFY(scene.instances.size() >= 4);
    QCOMPARE(document()->sprite(scene.instances[0].sprite).name, QStringLiteral("ship"));
    QCOMPARE(document()->sprite(scene.instances[1].sprite).name, QStringLiteral("asteroid"));
    const int row = pairRow(0, 1);
    QVERIFY(row >= 0);
    const ResultsModel *results = preview()->resultsDock()->model();
    const hc::PixelOverlap direct = hc::pixelOverlap(*document()->mask(scene.instances[0].sprite),
                                                     transformOf(0),
                                                     *document()->mask(scene.instances[1].sprite),
                                                     transformOf(1));
    QVERIFY(direct.hit);
    QCOMPARE(results->index(row, ResultsModel::PixelColumn).data().toString(),
             QStringLiteral("hit %1 px").arg(direct.count.value()));
    // With the pixel tier hitting, an armature miss is marked as a miss of the armature.
    const QModelIndex armature = results->index(row, ResultsModel::ArmatureColumn);
    QCOMPARE(armature.data(ResultsModel::MarkRole).toInt() == int(ResultsModel::Mark::Missed),
             armature.data().toString().startsWith(QStringLiteral("miss")));
    // Opening a document is not a change.
    QVERIFY(!document()->isModified());
}

// The armature tier's tooltip names the shapes that overlap with their custom properties
// (the document's values, written as propertyValueText writes them); its cell keeps the
// plain names.
void TestPreviewResults::shapePropertiesInTheResults()
{
    const auto withProperties = [&](int sprite, const QString &shape, const model::Properties &p) {
        QList<model::Frame> frames = document()->sprite(sprite).frames;
        for (model::Shape &s : frames[0].shapes) {
            if (s.name == shape)
                s.properties = p;
        }
        document()->setFrames(sprite, frames, document()->sprite(sprite).animations);
    };
    withProperties(shipSprite,
                   QStringLiteral("hull"),
                   {{QStringLiteral("damage"), 12},
                    {QStringLiteral("knockback"), 2.5},
                    {QStringLiteral("tint"), QColor(255, 0, 0)}});
    withProperties(rockSprite, QStringLiteral("core"), {{QStringLiteral("armour"), true}});
    setInstances({{shipSprite, 0, {270, 200}, 0, {1, 1}, {}},
                  {rockSprite, 0, {300, 200}, 0, {1, 1}, {}}});
    const ResultsModel *results = preview()->resultsDock()->model();
    const int row = pairRow(0, 1);
    QVERIFY(row >= 0);
    const QModelIndex armature = results->index(row, ResultsModel::ArmatureColumn);
    QCOMPARE(armature.data(ResultsModel::VerdictRole).toInt(), int(hc::Verdict::Hit));
    const QString tip = armature.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("hull (damage = 12, knockback = 2.5, tint = #ffff0000) × "
                                         "core (armour = true)")),
             qPrintable(tip));
    // Shapes without properties keep their names alone; the cell shows the first pair plain.
    QVERIFY2(tip.contains(QStringLiteral("Box 1 × Circle 1;")), qPrintable(tip));
    QVERIFY2(!armature.data().toString().contains(u'('), qPrintable(armature.data().toString()));

    // Without properties, the names alone.
    withProperties(shipSprite, QStringLiteral("hull"), {});
    withProperties(rockSprite, QStringLiteral("core"), {});
    const QString plain = results->index(pairRow(0, 1), ResultsModel::ArmatureColumn)
                                  .data(Qt::ToolTipRole)
                                  .toString();
    QVERIFY2(plain.contains(QStringLiteral("hull × core")) && !plain.contains(u'('),
             qPrintable(plain));
}

QTEST_MAIN(TestPreviewResults)
#include "tst_previewresults.moc"
