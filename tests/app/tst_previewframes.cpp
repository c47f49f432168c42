// What a preview frame does and does not redo (the speed work of issue 12, asserted as
// behaviour; the timings are in tests/benchmarks/bench_previewframe): a paused or resting
// play session is not evaluated again, moving one ball re-evaluates only its own pairs,
// the drawing caches draw what direct drawing draws, large scenes are drawn by one item,
// and the frame-time readout shows while playing. Fixture: previewfixture.h.

#include "imagedifference.h"
#include "previewfixture.h"

#include "preview/devicepixmapcache.h"
#include "preview/instanceitem.h"
#include "preview/playreadout.h"
#include "preview/previewgraphicsscene.h"
#include "preview/tiershapesitem.h"

#include <QGraphicsItem>
#include <QLabel>

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::previewtest;
using hitbox::testing::maxChannelDifference;

namespace {

// The instances a pair list mentions with `index`, counted independently of the evaluator.
int pairsWith(const std::vector<model::PreviewPair> &pairs, int index)
{
    int n = 0;
    for (const model::PreviewPair &p : pairs)
        n += p.a == index || p.b == index;
    return n;
}

// The canvas as painted now.
QImage canvas(PreviewView *view)
{
    return view->viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
}

} // namespace

class TestPreviewFrames : public PreviewFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication(); }
    void init() { openTestProject(); }
    void cleanup()
    {
        DevicePixmapCache::setEnabled(true);
        closeWindow();
    }

    void pausedSessionDoesNoWork();
    void restingSceneIsNotEvaluatedAgain();
    void movingOneBallEvaluatesOnlyItsPairs_data();
    void movingOneBallEvaluatesOnlyItsPairs();
    void cachedDrawingMatchesDirectDrawing_data();
    void cachedDrawingMatchesDirectDrawing();
    void dragKeepsShapesOfUnchangedInstances_data();
    void dragKeepsShapesOfUnchangedInstances();
    void largeSceneIsDrawnByOneItem();
    void picturesAreReleased();
    void frameReadoutShowsWhilePlaying();
};

void TestPreviewFrames::pausedSessionDoesNoWork()
{
    setInstances({});
    preview()->spawnBalls(120);
    controller()->startPlaying();
    QTRY_VERIFY(controller()->play()->stepCount() >= 4);
    controller()->pausePlaying();
    const qint64 steps = controller()->play()->stepCount();
    const quint64 evaluations = controller()->evaluationCount();
    QTest::qWait(250); // 15 display frames
    QVERIFY(controller()->isPlaying());
    QVERIFY(!controller()->play()->isRunning()); // its timer is stopped
    QCOMPARE(controller()->play()->stepCount(), steps);
    QCOMPARE(controller()->evaluationCount(), evaluations);
    // Feeding time to a paused session takes no step either.
    controller()->play()->advanceTime(0.5);
    QCOMPARE(controller()->play()->stepCount(), steps);
    QCOMPARE(controller()->evaluationCount(), evaluations);
}

void TestPreviewFrames::restingSceneIsNotEvaluatedAgain()
{
    // Two sprites at rest, apart and inside the board: steps change nothing.
    setInstances({{shipSprite, 0, {150, 200}, 0, {1, 1}, {}},
                  {rockSprite, 0, {400, 200}, 0, {1, 1}, {}}});
    controller()->startPlaying();
    controller()->play()->advanceTime(PlayController::stepSeconds * 1.5);
    const quint64 evaluations = controller()->evaluationCount();
    const qint64 steps = controller()->play()->stepCount();
    for (int frame = 0; frame < 5; ++frame)
        controller()->play()->advanceTime(PlayController::stepSeconds * 2.01);
    QCOMPARE(controller()->play()->stepCount(), steps + 10);
    QCOMPARE(controller()->evaluationCount(), evaluations);

    // Once one moves, every frame is evaluated again.
    controller()->pausePlaying();
    controller()->resetPlaying();
    setInstances({{shipSprite, 0, {150, 200}, 0, {1, 1}, {30, 0}},
                  {rockSprite, 0, {400, 200}, 0, {1, 1}, {}}});
    controller()->startPlaying();
    const quint64 before = controller()->evaluationCount();
    for (int frame = 0; frame < 5; ++frame)
        controller()->play()->advanceTime(PlayController::stepSeconds * 2.01);
    QCOMPARE(controller()->evaluationCount(), before + 5);
    controller()->resetPlaying();
}

void TestPreviewFrames::movingOneBallEvaluatesOnlyItsPairs_data()
{
    QTest::addColumn<int>("moved");
    for (const int i : {0, 4, 7, 11})
        QTest::addRow("ball %d", i) << i;
}

void TestPreviewFrames::movingOneBallEvaluatesOnlyItsPairs()
{
    QFETCH(int, moved);
    // A 4 x 3 block of overlapping balls (20 px wide, 14 px apart).
    QList<model::PreviewInstance> balls;
    for (int i = 0; i < 12; ++i)
        balls << model::PreviewInstance{
                ballSprite, 0, {100.0 + 14 * (i % 4), 100.0 + 14 * (i / 4)}, 0, {1, 1}, {}};
    setInstances(balls);
    const std::size_t pairCount = controller()->evaluation().pairs.size();
    QVERIFY(pairCount > 12);

    model::PreviewInstance m = balls[moved];
    m.position.x += 1.5;
    controller()->setInstance(moved, m);
    const model::PreviewEvaluation &e = controller()->evaluation();
    QCOMPARE(e.pairs.size(), pairCount);
    QCOMPARE(e.evaluatedPairs, pairsWith(e.pairs, moved));

    // The reused results are the same as a fresh evaluation's.
    model::PreviewEvaluator fresh;
    const model::PreviewEvaluation &f = fresh.evaluate(document()->project(),
                                                       document()->images(),
                                                       controller()->scene(),
                                                       controller()->board());
    QCOMPARE(f.pairs.size(), e.pairs.size());
    for (std::size_t i = 0; i < f.pairs.size(); ++i) {
        QCOMPARE(e.pairs[i].a, f.pairs[i].a);
        QCOMPARE(e.pairs[i].b, f.pairs[i].b);
        for (const hc::Tier tier : hc::allTiers)
            QCOMPARE(e.pairs[i].report[tier].verdict, f.pairs[i].report[tier].verdict);
        QCOMPARE(e.pairs[i].report[hc::Tier::Pixel].pixels.count,
                 f.pairs[i].report[hc::Tier::Pixel].pixels.count);
    }
}

void TestPreviewFrames::cachedDrawingMatchesDirectDrawing_data()
{
    QTest::addColumn<double>("zoom");
    QTest::addColumn<double>("rotation");
    QTest::addColumn<bool>("filled");
    // Without the filled tiers (box, circle, armature), every picture holds one layer and
    // comes out pixel for pixel; with them, the translucent fills and outlines of an
    // instance are blended into its picture first, which rounds each channel by up to 2
    // levels of 255 where they overlap.
    for (const bool filled : {false, true}) {
        const char *tiers = filled ? "every tier" : "outlines";
        QTest::addRow("100%%, %s", tiers) << 1.0 << 0.0 << filled;
        QTest::addRow("200%%, %s", tiers) << 2.0 << 0.0 << filled;
        QTest::addRow("400%%, %s", tiers) << 4.0 << 0.0 << filled;
        QTest::addRow("100%%, quarter turn, %s", tiers) << 1.0 << 90.0 << filled;
        QTest::addRow("100%%, 30 degrees, %s", tiers) << 1.0 << 30.0 << filled;
        QTest::addRow("200%%, 30 degrees, %s", tiers) << 2.0 << 30.0 << filled;
    }
}

void TestPreviewFrames::cachedDrawingMatchesDirectDrawing()
{
    QFETCH(double, zoom);
    QFETCH(double, rotation);
    QFETCH(bool, filled);
    // Overlapping sprites with their images' corners on whole pixels, so the pictures'
    // whole-pixel placement is exact: the sprites, the tier shapes and the hit-pixel
    // highlight come out as drawn directly.
    model::PreviewScene scene = document()->previewScene();
    scene.shownTiers
            = filled ? hc::allTierSet : hc::tierBit(hc::Tier::Aabb) | hc::tierBit(hc::Tier::Pixel);
    scene.instances = {{shipSprite, 0, {300, 200}, 0, {1, 1}, {}},
                       {rockSprite, 0, {318, 206}, rotation, {1, 1}, {}}};
    controller()->replaceScene(scene);
    const hc::Affine corner = hc::imageToWorld(controller()->evaluator().collider(1).transform);
    model::PreviewInstance &rock = scene.instances[1];
    rock.position.x += std::round(corner.dx) - corner.dx;
    rock.position.y += std::round(corner.dy) - corner.dy;
    controller()->replaceScene(scene);
    QVERIFY(controller()->evaluation().pairs.at(0).hitPixels);
    view()->setZoom(zoom);
    view()->centerOn(310, 200);
    if (std::fmod(rotation, 90.0) != 0.0) {
        // Qt samples a rotated pixmap stepping from where each painted span starts, so the
        // rotated sprite's picture may take a neighbouring image pixel here and there; the
        // shapes and the highlight are compared without the sprites.
        for (QGraphicsItem *item : preview()->scene()->items()) {
            if (dynamic_cast<InstanceItem *>(item))
                item->hide();
        }
    }
    QCoreApplication::processEvents();

    DevicePixmapCache::setEnabled(true);
    const QImage cached = canvas(view());
    DevicePixmapCache::setEnabled(false);
    const QImage direct = canvas(view());
    QCOMPARE(cached.size(), direct.size());
    const int difference = maxChannelDifference(cached, direct);
    QVERIFY2(difference <= (filled ? 2 : 0), qPrintable(QString::number(difference)));
}

void TestPreviewFrames::dragKeepsShapesOfUnchangedInstances_data()
{
    QTest::addColumn<QPointF>("move");
    QTest::addColumn<double>("rotation");
    QTest::addColumn<double>("scale");
    QTest::addColumn<int>("rebuilt");
    // The ship at (300, 200) and a rock turned 30 degrees at (400, 200), apart.
    QTest::newRow("moved") << QPointF(-7, 3) << 30.0 << 1.0 << 0;
    QTest::newRow("moved again") << QPointF(12, -5) << 30.0 << 1.0 << 0;
    QTest::newRow("turned") << QPointF() << 45.0 << 1.0 << 1;
    QTest::newRow("scaled") << QPointF() << 30.0 << 1.5 << 1;
    // Into contact: both instances' shapes are drawn stronger.
    QTest::newRow("moved onto the ship") << QPointF(-80, 0) << 30.0 << 1.0 << 2;
}

void TestPreviewFrames::dragKeepsShapesOfUnchangedInstances()
{
    QFETCH(QPointF, move);
    QFETCH(double, rotation);
    QFETCH(double, scale);
    QFETCH(int, rebuilt);
    const model::PreviewInstance ship{shipSprite, 0, {300, 200}, 0, {1, 1}, {}};
    setInstances({ship, {rockSprite, 0, {400, 200}, 30, {1, 1}, {}}});
    TierShapesItem *shapes = preview()->scene()->shapesItem();
    QCOMPARE(shapes->instanceItemCount(), 2);
    QVERIFY(controller()->evaluation().pairs.empty());

    model::PreviewInstance rock = controller()->placedScene().instances[1];
    rock.position.x += move.x();
    rock.position.y += move.y();
    rock.rotation = rotation;
    rock.scale = {scale, scale};
    controller()->setInstance(1, rock);
    QCOMPARE(shapes->rebuiltCount(), rebuilt);
    QCOMPARE(shapes->instanceItemCount(), 2);

    // What a drag leaves on the canvas is what placing the rock there anew shows.
    const QImage dragged = canvas(view());
    setInstances({ship, rock});
    QVERIFY(dragged == canvas(view()));
}

void TestPreviewFrames::largeSceneIsDrawnByOneItem()
{
    setInstances({});
    preview()->spawnBalls(PreviewController::largeScene + 100);
    QGraphicsScene *scene = preview()->scene();
    QCOMPARE(preview()->scene()->instanceItemCount(), PreviewController::largeScene + 100);
    QVERIFY(scene->items().size() < 20); // no item per ball
    const QImage many = canvas(view());

    // A small scene has an item per instance again.
    setInstances({{shipSprite, 0, {300, 200}, 0, {1, 1}, {}}});
    QCOMPARE(preview()->scene()->instanceItemCount(), 1);
    QVERIFY(scene->items().size() < 20);
    // The balls were drawn: the canvas differs from the one-ship canvas.
    QVERIFY(many != canvas(view()));
}

void TestPreviewFrames::picturesAreReleased()
{
    const qint64 before = DevicePixmapCache::totalPixels();
    setInstances({{shipSprite, 0, {300, 200}, 0, {1, 1}, {}},
                  {rockSprite, 0, {330, 200}, 45, {2, 2}, {}}});
    canvas(view());
    QVERIFY(DevicePixmapCache::totalPixels() > before);
    setInstances({});
    canvas(view());
    QCOMPARE(DevicePixmapCache::totalPixels(), before);
}

void TestPreviewFrames::frameReadoutShowsWhilePlaying()
{
    auto *readout = view()->findChild<PlayReadout *>(QStringLiteral("playReadout"));
    QVERIFY(readout);
    QVERIFY(!readout->isVisible());
    setInstances({});
    preview()->spawnBalls(200);
    action("playPause")->trigger();
    QVERIFY(readout->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(readout->framesPerSecond() > 0.0, 5000);
    QVERIFY(readout->frameMs() > 0.0);
    const QString text = readout->text();
    QVERIFY2(text.contains(QLatin1String(" ms")) && text.contains(QLatin1String("fps"))
                     && text.contains(QLatin1String("200")),
             qPrintable(text));
    // In the canvas's top-right corner, clear of the legend on the left.
    QVERIFY(readout->geometry().right() < view()->width());
    QVERIFY(readout->geometry().left() > view()->width() / 2);
    action("playPause")->trigger();
    QVERIFY(!readout->isVisible());
}

QTEST_MAIN(TestPreviewFrames)
#include "tst_previewframes.moc"
