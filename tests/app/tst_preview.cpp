// The collision preview driven through the real main window: drags, rotations, probes
// and play controls made with QTest on the canvas and the actions, checked against the
// results panel, the event log and the kernel called directly (pixelOverlap, probePoint,
// the world's board) with transforms built here from the instance data.

#include "docks/shapesdock.h"
#include "docks/spritelistmodel.h"
#include "docks/spritesdock.h"
#include "document.h"
#include "mainwindow.h"
#include "preview/eventlogdock.h"
#include "preview/eventlogmodel.h"
#include "preview/instancedock.h"
#include "preview/instancehandles.h"
#include "preview/previewcontroller.h"
#include "preview/previewgraphicsscene.h"
#include "preview/previewview.h"
#include "preview/previewworkspace.h"
#include "preview/probedock.h"
#include "preview/probemodel.h"
#include "preview/resultsdock.h"
#include "preview/resultsmodel.h"

#include "collision/circle.h"
#include "collision/collider.h"
#include "collision/pipeline.h"
#include "collision/pixeloverlap.h"
#include "collision/transform.h"
#include "model/projectformat.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QMimeData>
#include <QPainter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
namespace hc = hitbox::collision;

namespace {

constexpr int shipSprite = 0;
constexpr int rockSprite = 1;
constexpr int ballSprite = 2;
constexpr int bulletSprite = 3;

QImage discImage(int w, int h, QColor color)
{
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(0.5, 0.5, w - 1, h - 1));
    return image;
}

hc::Polygon diamond(double rx, double ry)
{
    return hc::Polygon{{{0, -ry}, {rx, 0}, {0, ry}, {-rx, 0}}};
}

// One event log row as text: "begin pixel ship #1 × rock #2".
QString eventText(const EventLogModel *model, int row)
{
    const auto cell = [&](int column) { return model->index(row, column).data().toString(); };
    return QStringLiteral("%1 %2 %3")
            .arg(cell(EventLogModel::EventColumn),
                 cell(EventLogModel::TierColumn),
                 cell(EventLogModel::ContactColumn));
}

QStringList eventTexts(const EventLogModel *model)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row)
        texts << eventText(model, row);
    return texts;
}

} // namespace

class TestPreview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void modeSwitchShowsPreview();
    void dropSpritesFromList();
    void dragOntoAnotherUpdatesResultsAndLog();
    void rotateAndCompareWithKernel();
    void falseHitsAndPipelineMode();
    void reopenedSceneGivesSameResults();
    void stepResetAndKeep();
    void boardContactRows();
    void pointProbeAnswers();
    void spawnBallsAndStep();
    void quickGunContinuousOnAndOff();
    void eventLogClearAndCap();
    void demoProjectShowsACollision();

private:
    PreviewWorkspace *preview() const { return m_window->previewWorkspace(); }
    PreviewController *controller() const { return preview()->controller(); }
    PreviewView *view() const { return preview()->view(); }
    Document *document() const { return m_window->document(); }
    QAction *action(const char *name) const
    {
        auto *a = m_window->findChild<QAction *>(QLatin1String(name));
        if (!a)
            qFatal("no action %s", name);
        return a;
    }
    void setInstances(const QList<model::PreviewInstance> &instances);
    QPoint viewPoint(QPointF scenePos) const { return view()->mapFromScene(scenePos); }
    void
    drag(QPointF from, QPointF to, int steps = 8, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    hc::Transform transformOf(int instance) const;
    hc::Collider colliderOf(int instance) const;
    int pairRow(int a, int b) const;
    void checkProbe(QPointF at, int &rows);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    const hc::Rect m_board{0.0, 0.0, 600.0, 400.0};
};

void TestPreview::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // no saved window layout
}

void TestPreview::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const auto path = [this](const char *name) { return m_dir->filePath(QLatin1String(name)); };
    QVERIFY(discImage(48, 32, QColor(220, 60, 60)).save(path("ship.png")));
    QVERIFY(discImage(40, 40, QColor(120, 100, 80)).save(path("rock.png")));
    QVERIFY(discImage(20, 20, QColor(40, 90, 220)).save(path("ball.png")));
    QImage bullet(6, 6, QImage::Format_ARGB32);
    bullet.fill(QColor(255, 200, 0));
    QVERIFY(bullet.save(path("bullet.png")));

    model::Project project;
    model::Sprite ship;
    ship.name = QStringLiteral("ship");
    ship.imagePath = path("ship.png");
    ship.box = hc::defaultReducedBox(48, 32, {24, 16});
    ship.circle = hc::Circle{{0, 0}, 15};
    ship.polygons << model::PolygonShape{QStringLiteral("hull"), {}, diamond(23, 15)};
    model::Sprite rock;
    rock.name = QStringLiteral("rock");
    rock.imagePath = path("rock.png");
    rock.circle = hc::Circle{{0, 0}, 19};
    rock.polygons << model::PolygonShape{QStringLiteral("core"), {}, diamond(19, 19)};
    model::Sprite ball;
    ball.name = QStringLiteral("ball");
    ball.imagePath = path("ball.png");
    ball.box = hc::defaultReducedBox(20, 20, {10, 10});
    ball.circle = hc::Circle{{0, 0}, 9.5};
    model::Sprite shot;
    shot.name = QStringLiteral("bullet");
    shot.imagePath = path("bullet.png");
    shot.box = hc::Rect{-3, -3, 6, 6};
    project.sprites = {ship, rock, ball, shot};
    project.preview.board = m_board;

    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1400, 900);
    m_window->document()->resetProject(project, path("test.hitbox.json"));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setPreviewMode(true);
    QCoreApplication::processEvents(); // the first fit
    view()->resetZoom();
    view()->centerOn(300, 200);
}

void TestPreview::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestPreview::setInstances(const QList<model::PreviewInstance> &instances)
{
    preview()->eventLogDock()->clearButton()->click();
    model::PreviewScene scene = document()->previewScene();
    scene.instances = instances;
    controller()->replaceScene(scene);
}

void TestPreview::drag(QPointF from, QPointF to, int steps, Qt::KeyboardModifiers modifiers)
{
    QWidget *viewport = view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, modifiers, viewPoint(from));
    for (int i = 1; i <= steps; ++i) {
        const QPointF at = from + (to - from) * (double(i) / steps);
        QMouseEvent move(QEvent::MouseMove,
                         viewPoint(at),
                         viewport->mapToGlobal(viewPoint(at)),
                         Qt::NoButton,
                         Qt::LeftButton,
                         modifiers);
        QCoreApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, viewPoint(to));
}

hc::Transform TestPreview::transformOf(int instance) const
{
    const model::PreviewInstance &i = controller()->scene().instances[instance];
    return {i.position, document()->pivot(i.sprite), i.rotation, i.scale};
}

hc::Collider TestPreview::colliderOf(int instance) const
{
    const model::PreviewInstance &i = controller()->scene().instances[instance];
    const model::Sprite &s = document()->sprite(i.sprite);
    const QSize size = document()->image(i.sprite).size();
    hc::Collider c;
    c.width = size.width();
    c.height = size.height();
    c.transform = transformOf(instance);
    c.box = s.box;
    c.circle = s.circle;
    for (const model::PolygonShape &p : s.polygons)
        c.armature.push_back(p.polygon);
    c.mask = document()->mask(i.sprite).get();
    return c;
}

int TestPreview::pairRow(int a, int b) const
{
    const ResultsModel *model = preview()->resultsDock()->model();
    const QString text = QStringLiteral("%1 × %2").arg(controller()->instanceName(a),
                                                       controller()->instanceName(b));
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, ResultsModel::PairColumn).data().toString() == text)
            return row;
    }
    return -1;
}

void TestPreview::modeSwitchShowsPreview()
{
    auto *central = qobject_cast<QStackedWidget *>(m_window->centralWidget());
    QVERIFY(central);
    QCOMPARE(central->currentWidget(), static_cast<QWidget *>(view()));
    QVERIFY(preview()->resultsDock()->isVisible());
    QVERIFY(preview()->eventLogDock()->isVisible());
    QVERIFY(action("playPause")->isEnabled() == false); // no instances yet
    QVERIFY(action("spawnBalls")->isEnabled());
    QVERIFY(!action("shapesMode")->shortcut().isEmpty());
    QVERIFY(!action("previewMode")->shortcut().isEmpty());

    action("shapesMode")->trigger();
    QVERIFY(!m_window->isPreviewMode());
    QVERIFY(!preview()->resultsDock()->isVisible());
    QVERIFY(m_window->shapesDock()->isVisible());
    QVERIFY(!action("spawnBalls")->isEnabled()); // preview shortcuts are off elsewhere
    action("previewMode")->trigger();
    QVERIFY(m_window->isPreviewMode());
    QVERIFY(!m_window->shapesDock()->isVisible());
    QVERIFY(preview()->resultsDock()->isVisible());
}

void TestPreview::dropSpritesFromList()
{
    QAbstractItemModel *list = m_window->spritesDock()->listView()->model();
    std::unique_ptr<QMimeData> mime(
            list->mimeData({list->index(ballSprite, 0), list->index(rockSprite, 0)}));
    const QPoint at = viewPoint({250.0, 150.0});
    QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view()->viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view()->viewport(), &drop);
    const QList<model::PreviewInstance> &instances = document()->previewScene().instances;
    QCOMPARE(instances.size(), 2);
    // Indices ascending (rock, then ball), fanned out from the drop point.
    QCOMPARE(instances[0].sprite, rockSprite);
    QCOMPARE(instances[1].sprite, ballSprite);
    QVERIFY(std::abs(instances[0].position.x - 250.0) <= 1.0);
    QVERIFY(std::abs(instances[0].position.y - 150.0) <= 1.0);
    QCOMPARE(controller()->selectedInstance(), 1);
    QCOMPARE(preview()->scene()->instanceItemCount(), 2);
    // View state: the document is modified but nothing went on the undo stack.
    QVERIFY(document()->isModified());
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestPreview::dragOntoAnotherUpdatesResultsAndLog()
{
    setInstances(
            {{shipSprite, {100, 200}, 0, {1, 1}, {}}, {rockSprite, {300, 200}, 0, {1, 1}, {}}});
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
    // The rock has no reduced box: not applicable.
    QCOMPARE(results->index(row, ResultsModel::BoxColumn).data(ResultsModel::VerdictRole).toInt(),
             int(hc::Verdict::NotApplicable));
    // aabb: the ship (24 px half width) reaches x 294, the rock starts at 280.
    QCOMPARE(results->index(row, ResultsModel::AabbColumn).data().toString(),
             QStringLiteral("hit 14×32"));
    QCOMPARE(results->index(row, ResultsModel::PipelineColumn).data().toString(),
             QStringLiteral("hit by pixel"));

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

void TestPreview::rotateAndCompareWithKernel()
{
    setInstances(
            {{rockSprite, {200, 200}, 0, {1, 1}, {}}, {shipSprite, {228, 206}, 0, {1, 1}, {}}});
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

void TestPreview::falseHitsAndPipelineMode()
{
    // The bounds overlap at their corners (8 x 10 px), the round shapes do not: the
    // circles are 44 apart (radii 15 + 19) and no solid pixels meet. The aabb over-detects.
    setInstances(
            {{shipSprite, {100, 200}, 0, {1, 1}, {}}, {rockSprite, {136, 226}, 0, {1, 1}, {}}});
    const ResultsModel *results = preview()->resultsDock()->model();
    const int row = pairRow(0, 1);
    QVERIFY(row >= 0);
    const QModelIndex aabb = results->index(row, ResultsModel::AabbColumn);
    QCOMPARE(aabb.data(ResultsModel::MarkRole).toInt(), int(ResultsModel::Mark::FalseHit));
    QCOMPARE(aabb.data().toString(), QStringLiteral("false hit 8×10"));
    QCOMPARE(results->index(row, ResultsModel::PixelColumn).data().toString(),
             QStringLiteral("miss"));
    QCOMPARE(results->falseHitCount(), 1);
    QCOMPARE(results->index(row, ResultsModel::PipelineColumn).data().toString(),
             QStringLiteral("miss by circle"));

    // Pipeline mode stops at the circle: armature and pixel are not run.
    action("pipelineMode")->trigger();
    QVERIFY(document()->previewScene().pipeline);
    for (const int column : {int(ResultsModel::ArmatureColumn), int(ResultsModel::PixelColumn)}) {
        const QModelIndex cell = results->index(row, column);
        QCOMPARE(cell.data(ResultsModel::VerdictRole).toInt(), int(hc::Verdict::NotRun));
        QCOMPARE(cell.data().toString(), QStringLiteral("—"));
    }
    QCOMPARE(
            results->index(row, ResultsModel::CircleColumn).data(ResultsModel::VerdictRole).toInt(),
            int(hc::Verdict::Miss));
    QCOMPARE(results->index(row, ResultsModel::PipelineColumn).data().toString(),
             QStringLiteral("miss by circle"));
    // Without the pixel tier's answer nothing is marked.
    QCOMPARE(aabb.data(ResultsModel::MarkRole).toInt(), int(ResultsModel::Mark::None));
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestPreview::reopenedSceneGivesSameResults()
{
    setInstances({{shipSprite, {200, 200}, 30, {1.5, 1}, {40, 0}},
                  {rockSprite, {240, 190}, 10, {1, 1}, {}},
                  {ballSprite, {595, 200}, 0, {1, 1}, {}},
                  {ballSprite, {230, 225}, 0, {2, 2}, {}}});
    const ResultsModel *results = preview()->resultsDock()->model();
    QVERIFY(results->rowCount() >= 4); // three pairs and a board contact
    QStringList before;
    for (int r = 0; r < results->rowCount(); ++r) {
        for (int c = 0; c < ResultsModel::ColumnCount; ++c) {
            const QModelIndex i = results->index(r, c);
            before << QStringLiteral("%1|%2|%3")
                              .arg(i.data().toString(),
                                   i.data(ResultsModel::VerdictRole).toString(),
                                   i.data(ResultsModel::MarkRole).toString());
        }
    }
    const QString file = m_dir->filePath(QStringLiteral("saved.hitbox.json"));
    QVERIFY(m_window->saveAs(file));

    MainWindow reopened;
    reopened.setInteractive(false);
    QVERIFY(reopened.openProject(file));
    reopened.resize(1000, 700);
    reopened.show();
    reopened.setPreviewMode(true);
    QCOMPARE(reopened.document()->previewScene(), document()->previewScene());
    const ResultsModel *again = reopened.previewWorkspace()->resultsDock()->model();
    QStringList after;
    for (int r = 0; r < again->rowCount(); ++r) {
        for (int c = 0; c < ResultsModel::ColumnCount; ++c) {
            const QModelIndex i = again->index(r, c);
            after << QStringLiteral("%1|%2|%3")
                             .arg(i.data().toString(),
                                  i.data(ResultsModel::VerdictRole).toString(),
                                  i.data(ResultsModel::MarkRole).toString());
        }
    }
    QCOMPARE(after, before);
}

void TestPreview::stepResetAndKeep()
{
    setInstances(
            {{shipSprite, {100, 200}, 0, {1, 1}, {}}, {rockSprite, {400, 200}, 0, {1, 1}, {}}});
    // A velocity typed into the Instance dock.
    controller()->setSelectedInstance(0);
    auto *vx = preview()->instanceDock()->findChild<QDoubleSpinBox *>(
            QStringLiteral("instanceVelocityX"));
    QVERIFY(vx && vx->isEnabled());
    vx->setValue(120.0);
    QCOMPARE(document()->previewScene().instances[0].velocity.x, 120.0);

    QVERIFY(action("step")->isEnabled());
    action("step")->trigger();
    QVERIFY(controller()->isPlaying());
    QVERIFY(!controller()->play()->isRunning());
    QCOMPARE(controller()->play()->stepCount(), 1);
    QVERIFY(qFuzzyCompare(controller()->scene().instances[0].position.x, 101.0));
    for (int i = 0; i < 3; ++i)
        action("step")->trigger();
    QVERIFY(qFuzzyCompare(controller()->scene().instances[0].position.x, 104.0));
    // The evaluation follows the simulated scene; the placed one is untouched.
    QVERIFY(qFuzzyCompare(controller()->evaluator().collider(0).transform.position.x, 104.0));
    QCOMPARE(document()->previewScene().instances[0].position.x, 100.0);
    QVERIFY(action("resetPlay")->isEnabled());
    QVERIFY(!preview()
                     ->instanceDock()
                     ->findChild<QDoubleSpinBox *>(QStringLiteral("instanceX"))
                     ->isEnabled());

    action("resetPlay")->trigger();
    QVERIFY(!controller()->isPlaying());
    QCOMPARE(controller()->scene().instances[0].position.x, 100.0);
    QCOMPARE(controller()->evaluator().collider(0).transform.position.x, 100.0);

    // Play for real, pause, then keep the positions.
    action("playPause")->trigger();
    QVERIFY(controller()->play()->isRunning());
    QTRY_VERIFY(controller()->play()->stepCount() >= 6);
    action("playPause")->trigger();
    QVERIFY(!controller()->play()->isRunning());
    const double x = controller()->scene().instances[0].position.x;
    QVERIFY(x > 100.0);
    QCOMPARE(document()->previewScene().instances[0].position.x, 100.0);
    action("keepPositions")->trigger();
    QVERIFY(!controller()->isPlaying());
    QCOMPARE(document()->previewScene().instances[0].position.x, x);
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestPreview::boardContactRows()
{
    // The ship is 48 px wide with its pivot in the middle: at x = 10 it sticks out left.
    setInstances({{shipSprite, {10, 200}, 0, {1, 1}, {}}, {rockSprite, {300, 390}, 0, {1, 1}, {}}});
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

    // A board that follows the view: the visible area.
    action("fixedBoard")->trigger();
    QVERIFY(!document()->previewScene().board);
    const QRectF area = view()->visibleArea();
    const hc::Rect board = controller()->board();
    QVERIFY(std::abs(board.x - area.x()) <= 1.0 && std::abs(board.w - area.width()) <= 1.0);
}

void TestPreview::pointProbeAnswers()
{
    setInstances({{shipSprite, {200, 200}, 20, {1, 1}, {}},
                  {rockSprite, {228, 200}, 0, {1, 1}, {}},
                  {ballSprite, {500, 100}, 0, {1, 1}, {}}});
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

void TestPreview::checkProbe(QPointF at, int &rows)
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

void TestPreview::spawnBallsAndStep()
{
    setInstances({});
    preview()->spawnBalls(2000);
    const model::PreviewScene &placed = document()->previewScene();
    QCOMPARE(placed.instances.size(), 2000);
    for (const model::PreviewInstance &i : placed.instances) {
        QCOMPARE(i.sprite, ballSprite);
        QVERIFY(i.velocity.x != 0.0 || i.velocity.y != 0.0);
    }
    QCOMPARE(preview()->scene()->instanceItemCount(), 2000);
    for (int frame = 0; frame < 5; ++frame)
        action("step")->trigger();
    QCOMPARE(controller()->play()->stepCount(), 5);
    // Every ball is on the board (the circle tier bounces the circles).
    const auto bodies = controller()->play()->world().bodies();
    QCOMPARE(int(bodies.size()), 2000);
    for (const hc::Body &b : bodies) {
        const hc::Circle c = hc::worldCircle(b.collider);
        QVERIFY(c.center.x - c.radius >= m_board.x - 1e-6);
        QVERIFY(c.center.y - c.radius >= m_board.y - 1e-6);
        QVERIFY(c.center.x + c.radius <= m_board.x + m_board.w + 1e-6);
        QVERIFY(c.center.y + c.radius <= m_board.y + m_board.h + 1e-6);
    }
    QCOMPARE(controller()->evaluator().instanceCount(), 2000);
    // It also runs on the timer.
    action("playPause")->trigger();
    QTRY_VERIFY(controller()->play()->stepCount() >= 12);
    action("playPause")->trigger();
    QVERIFY(preview()->statusLabel()->text().contains(QLatin1String("collision")));
}

void TestPreview::quickGunContinuousOnAndOff()
{
    for (const bool continuous : {false, true}) {
        model::PreviewScene settings = document()->previewScene();
        settings.continuous = continuous;
        controller()->changeSettings(settings);
        preview()->loadQuickGun();
        const model::PreviewScene &placed = document()->previewScene();
        QCOMPARE(placed.instances.size(), 2);
        QCOMPARE(placed.playTier, hc::Tier::Aabb);
        QCOMPARE(placed.continuous, continuous);
        const double wallX = placed.instances[1].position.x;
        QVERIFY(placed.instances[0].position.x < wallX);
        QVERIFY(placed.instances[0].velocity.x >= 3000.0);
        bool passed = false;
        bool hitWall = false;
        for (int step = 0; step < 60 && !passed && !hitWall; ++step) {
            action("step")->trigger();
            const auto bodies = controller()->play()->world().bodies();
            passed = bodies[0].collider.transform.position.x > wallX;
            hitWall = bodies[1].velocity.x != 0.0;
        }
        const QString where
                = continuous ? QStringLiteral("continuous") : QStringLiteral("discrete");
        if (continuous) {
            // The swept test stops the bullet: equal masses swap velocities.
            QVERIFY2(hitWall && !passed, qPrintable(where));
        } else {
            // Between two steps it jumps over the wall.
            QVERIFY2(passed && !hitWall, qPrintable(where));
        }
        action("resetPlay")->trigger();
    }
}

void TestPreview::eventLogClearAndCap()
{
    EventLogModel *model = preview()->eventLogDock()->model();
    ContactEvents burst;
    for (int i = 0; i < 3000; ++i)
        burst << ContactEvent{QTime::currentTime(),
                              std::nullopt,
                              i % 2 == 0,
                              hc::Tier::Pixel,
                              false,
                              QStringLiteral("a #%1").arg(i),
                              QStringLiteral("b")};
    model->append(burst);
    model->append(burst);
    QVERIFY(model->rowCount() <= EventLogModel::maxRows);
    // The newest event is last.
    QCOMPARE(model->index(model->rowCount() - 1, EventLogModel::ContactColumn).data().toString(),
             QStringLiteral("a #2999 × b"));
    preview()->eventLogDock()->clearButton()->click();
    QCOMPARE(model->rowCount(), 0);
}

void TestPreview::demoProjectShowsACollision()
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

QTEST_MAIN(TestPreview)
#include "tst_preview.moc"
