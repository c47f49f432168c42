// PreviewEvaluator against direct kernel calls: colliders are built here by hand from the
// sprite data (pivot, shapes, masks from the test images; previeworacle.h) and every pair
// whose worldBounds overlap (brute force over all pairs) is evaluated with evaluateAllTiers /
// evaluatePipeline / pixelOverlapMask / probePoint / boardCollision. The evaluator's
// cache must give the same answers as a fresh evaluator after any sequence of edits.

#include "previeworacle.h"
#include "spriteshapesfixture.h"

#include "model/evaluate/previewevaluator.h"

#include <hitbox/geometry.h>
#include <hitbox/mask.h>
#include <hitbox/shapes.h>

#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <random>

using namespace hitbox;
using namespace hitbox::testing;
using namespace hitbox::shapefixture;
namespace hc = hitbox::collision;

namespace {

// rock: 40x30, an opaque ellipse with a hole. disc: 24x24 opaque disc. bar: 64x6 opaque.
QImage rockImage()
{
    QImage image(40, 30, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(120, 100, 80));
    p.drawEllipse(QRectF(1, 1, 38, 28));
    p.setCompositionMode(QPainter::CompositionMode_Clear);
    p.drawEllipse(QRectF(15, 10, 10, 8));
    return image;
}

QImage discImage()
{
    QImage image(24, 24, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(40, 90, 220));
    p.drawEllipse(QRectF(0.5, 0.5, 23, 23));
    return image;
}

QImage barImage()
{
    QImage image(64, 6, QImage::Format_ARGB32);
    image.fill(QColor(200, 200, 50));
    return image;
}

} // namespace

class TestPreviewEvaluator : public QObject
{
    Q_OBJECT

private slots:
    void init();

    void pairsMatchKernel();
    void pipelineMatchesKernel();
    void hitPixelsAndFirstContact();
    void cacheMatchesFreshEvaluation();
    void dragReevaluatesOnlyMovedPairs();
    void movesKeepColliderShapes();
    void spriteEditsInvalidate();
    void boardContacts_data();
    void boardContacts();
    void probeMatchesKernel();
    void invalidPolygonsKeepSpriteIndices();
    void missingImageOverlapsNothing();

private:
    model::PreviewInstance
    at(int sprite, double x, double y, double rotation = 0.0, hc::Vec2 scale = {1.0, 1.0}) const
    {
        return {sprite, 0, {x, y}, rotation, scale, {}};
    }
    // Checks an evaluation against the oracle; returns a message or an empty string.
    QString
    mismatch(const model::PreviewEvaluation &r, const model::PreviewScene &scene, bool pipeline);

    std::unique_ptr<QTemporaryDir> m_dir;
    model::Project m_project;
    model::ImageCache m_images;
    const hc::Rect m_board{-1000.0, -1000.0, 3000.0, 3000.0};
};

void TestPreviewEvaluator::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const QString rock = m_dir->filePath(QStringLiteral("rock.png"));
    const QString disc = m_dir->filePath(QStringLiteral("disc.png"));
    const QString bar = m_dir->filePath(QStringLiteral("bar.png"));
    QVERIFY(rockImage().save(rock));
    QVERIFY(discImage().save(disc));
    QVERIFY(barImage().save(bar));
    m_images.clear();

    model::Sprite r;
    r.name = QStringLiteral("rock");
    r.imagePath = rock;
    setV1Shapes(r,
                hc::Rect{-16.0, -12.0, 32.0, 24.0},
                hc::Circle{{0.0, 0.0}, 15.0},
                {polygon(QStringLiteral("left"), {}, {{-19, -8}, {0, -14}, {0, 14}, {-19, 8}}),
                 polygon(QStringLiteral("right"), {}, {{0, -14}, {19, -8}, {19, 8}, {0, 14}})});
    model::Sprite d;
    d.name = QStringLiteral("disc");
    d.imagePath = disc;
    setV1Shapes(d,
                std::nullopt,
                hc::Circle{{0.0, 0.0}, 11.5},
                {polygon(QStringLiteral("diamond"), {}, {{0, -11}, {11, 0}, {0, 11}, {-11, 0}})});
    model::Sprite b;
    b.name = QStringLiteral("bar");
    b.imagePath = bar;
    b.pivot = hc::Vec2{0.0, 3.0}; // left end
    setV1Shapes(b, hc::Rect{0.0, -3.0, 64.0, 6.0}, std::nullopt);
    m_project = {};
    m_project.sprites << r << d << b;
}

QString TestPreviewEvaluator::mismatch(const model::PreviewEvaluation &r,
                                       const model::PreviewScene &scene,
                                       bool pipeline)
{
    const Inputs in = inputsOf(m_project, m_images);
    std::vector<hc::Collider> colliders;
    for (const model::PreviewInstance &i : scene.instances)
        colliders.push_back(colliderOf(m_project, in, i));
    std::size_t next = 0;
    for (std::size_t a = 0; a < colliders.size(); ++a) {
        for (std::size_t b = a + 1; b < colliders.size(); ++b) {
            if (!hc::rectsOverlap(hc::worldBounds(colliders[a]), hc::worldBounds(colliders[b])))
                continue;
            if (next >= r.pairs.size())
                return QStringLiteral("pair (%1, %2) missing").arg(a).arg(b);
            const model::PreviewPair &got = r.pairs[next++];
            if (got.a != int(a) || got.b != int(b))
                return QStringLiteral("pair (%1, %2) instead of (%3, %4)")
                        .arg(got.a)
                        .arg(got.b)
                        .arg(a)
                        .arg(b);
            const hc::CollisionReport expected = withShapeIndices(
                    pipeline ? hc::evaluatePipeline(colliders[a], colliders[b], fullEvidence)
                             : hc::evaluateAllTiers(colliders[a], colliders[b], fullEvidence),
                    shapeIndexOf(m_project, scene.instances[qsizetype(a)]),
                    shapeIndexOf(m_project, scene.instances[qsizetype(b)]));
            if (!sameReport(got.report, expected))
                return QStringLiteral("pair (%1, %2): %3, expected %4")
                        .arg(a)
                        .arg(b)
                        .arg(describe(got.report), describe(expected));
        }
    }
    if (next != r.pairs.size())
        return QStringLiteral("%1 extra pairs").arg(r.pairs.size() - next);
    return {};
}

void TestPreviewEvaluator::pairsMatchKernel()
{
    constexpr unsigned seed = 31337u;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> pos(0.0, 120.0);
    std::uniform_real_distribution<double> angle(-180.0, 180.0);
    std::uniform_int_distribution<int> sprite(0, 2);
    int hits[5] = {};
    for (int round = 0; round < 200; ++round) {
        model::PreviewScene scene;
        for (int i = 0; i < 6; ++i) {
            const bool turned = i % 2 == 1;
            scene.instances << at(sprite(rng),
                                  pos(rng),
                                  pos(rng),
                                  turned ? angle(rng) : 0.0,
                                  i == 3 ? hc::Vec2{1.5, 0.75} : hc::Vec2{1.0, 1.0});
        }
        model::PreviewEvaluator evaluator;
        const model::PreviewEvaluation &r = evaluator.evaluate(m_project, m_images, scene, m_board);
        const QString problem = mismatch(r, scene, false);
        QVERIFY2(problem.isEmpty(),
                 qPrintable(
                         QStringLiteral("seed %1 round %2: %3").arg(seed).arg(round).arg(problem)));
        QCOMPARE(r.evaluatedPairs, int(r.pairs.size()));
        for (const model::PreviewPair &p : r.pairs) {
            for (const hc::Tier t : hc::allTiers)
                hits[int(t)] += p.report[t].verdict == hc::Verdict::Hit ? 1 : 0;
        }
    }
    // The scenes exercise every tier's hits.
    for (const int h : hits)
        QVERIFY(h > 20);
}

void TestPreviewEvaluator::pipelineMatchesKernel()
{
    constexpr unsigned seed = 2718u;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> pos(0.0, 90.0);
    std::uniform_real_distribution<double> angle(-180.0, 180.0);
    for (int round = 0; round < 100; ++round) {
        model::PreviewScene scene;
        for (int i = 0; i < 5; ++i)
            scene.instances << at(i % 3, pos(rng), pos(rng), angle(rng));
        model::PreviewEvaluator evaluator;
        const model::PreviewEvaluation &r
                = evaluator.evaluate(m_project, m_images, scene, m_board, {true, false});
        const QString problem = mismatch(r, scene, true);
        QVERIFY2(problem.isEmpty(),
                 qPrintable(
                         QStringLiteral("seed %1 round %2: %3").arg(seed).arg(round).arg(problem)));
    }
}

void TestPreviewEvaluator::hitPixelsAndFirstContact()
{
    model::PreviewScene scene;
    scene.instances << at(0, 50.0, 50.0) << at(1, 62.0, 55.0, 30.0) << at(2, 20.0, 48.0, 10.0);
    model::PreviewEvaluator evaluator;
    const model::PreviewEvaluation &r = evaluator.evaluate(m_project, m_images, scene, m_board);
    const Inputs in = inputsOf(m_project, m_images);
    int withPixels = 0;
    for (const model::PreviewPair &p : r.pairs) {
        const hc::Collider a = colliderOf(m_project, in, scene.instances[p.a]);
        const hc::Collider b = colliderOf(m_project, in, scene.instances[p.b]);
        const hc::TierResult &pixel = p.report[hc::Tier::Pixel];
        if (pixel.verdict != hc::Verdict::Hit) {
            QVERIFY(!p.hitPixels);
            QVERIFY(!p.firstContact);
            continue;
        }
        ++withPixels;
        QVERIFY(p.hitPixels);
        QVERIFY(*p.hitPixels == hc::pixelOverlapMask(*a.mask, a.transform, *b.mask, b.transform));
        QCOMPARE(p.hitPixels->solidCount(), pixel.pixels.count.value());
        const hc::Vec2 expected = hc::apply(
                hc::imageToWorld(a.transform),
                {pixel.pixels.firstContact->x + 0.5, pixel.pixels.firstContact->y + 0.5});
        QVERIFY(p.firstContact);
        QCOMPARE(p.firstContact->x, expected.x);
        QCOMPARE(p.firstContact->y, expected.y);
    }
    QVERIFY(withPixels >= 2);

    // Without hit pixels: same answers, no masks.
    model::PreviewEvaluator plain;
    const model::PreviewEvaluation &q
            = plain.evaluate(m_project, m_images, scene, m_board, {false, false});
    QCOMPARE(q.pairs.size(), r.pairs.size());
    for (const model::PreviewPair &p : q.pairs)
        QVERIFY(!p.hitPixels);
}

void TestPreviewEvaluator::cacheMatchesFreshEvaluation()
{
    // Random edits of one instance at a time (moves, turns, scales, sprite swaps, added
    // and removed instances, mode switches): the cached evaluator must always agree with
    // a fresh one, pair by pair, including the hit pixels.
    constexpr unsigned seed = 8080u;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> pos(0.0, 100.0);
    std::uniform_real_distribution<double> nudge(-6.0, 6.0);
    std::uniform_int_distribution<int> pick(0, 99);
    model::PreviewScene scene;
    for (int i = 0; i < 7; ++i)
        scene.instances << at(i % 3, pos(rng), pos(rng));
    model::PreviewEvaluator cached;
    bool pipeline = false;
    for (int step = 0; step < 600; ++step) {
        const int kind = pick(rng);
        const qsizetype n = scene.instances.size();
        model::PreviewInstance &i = scene.instances[pick(rng) % n];
        if (kind < 50) {
            i.position = {i.position.x + nudge(rng), i.position.y + nudge(rng)};
        } else if (kind < 65) {
            i.rotation += nudge(rng) * 5.0;
        } else if (kind < 72) {
            i.scale = {1.0 + nudge(rng) / 12.0, 1.0 + nudge(rng) / 12.0};
        } else if (kind < 78) {
            i.sprite = pick(rng) % 3;
        } else if (kind < 84 && n < 10) {
            scene.instances << at(pick(rng) % 3, pos(rng), pos(rng));
        } else if (kind < 90 && n > 3) {
            scene.instances.removeAt(pick(rng) % n);
        } else if (kind < 93) {
            pipeline = !pipeline;
        } else {
            i.velocity = {nudge(rng), nudge(rng)};
        }
        const model::PreviewEvaluation &r
                = cached.evaluate(m_project, m_images, scene, m_board, {pipeline, true});
        model::PreviewEvaluator fresh;
        const model::PreviewEvaluation &f
                = fresh.evaluate(m_project, m_images, scene, m_board, {pipeline, true});
        const QString where = QStringLiteral("seed %1 step %2").arg(seed).arg(step);
        QVERIFY2(r.pairs.size() == f.pairs.size(), qPrintable(where));
        for (std::size_t k = 0; k < r.pairs.size(); ++k) {
            QVERIFY2(r.pairs[k].a == f.pairs[k].a && r.pairs[k].b == f.pairs[k].b
                             && sameReport(r.pairs[k].report, f.pairs[k].report)
                             && bool(r.pairs[k].hitPixels) == bool(f.pairs[k].hitPixels)
                             && (!r.pairs[k].hitPixels
                                 || *r.pairs[k].hitPixels == *f.pairs[k].hitPixels)
                             && r.pairs[k].firstContact == f.pairs[k].firstContact,
                     qPrintable(QStringLiteral("%1 pair %2").arg(where).arg(k)));
        }
    }
}

void TestPreviewEvaluator::dragReevaluatesOnlyMovedPairs()
{
    // A cluster: 0, 1 and 2 overlap each other, 3 overlaps only 2, 4 is far away.
    model::PreviewScene scene;
    scene.instances << at(0, 50, 50) << at(1, 60, 55) << at(1, 45, 60) << at(1, 25, 82)
                    << at(0, 500, 500);
    model::PreviewEvaluator evaluator;
    QCOMPARE(evaluator.evaluate(m_project, m_images, scene, m_board).evaluatedPairs, 4);
    QCOMPARE(evaluator.last().pairs.size(), std::size_t(4));
    // Nothing changed: nothing is evaluated again.
    QCOMPARE(evaluator.evaluate(m_project, m_images, scene, m_board).evaluatedPairs, 0);
    // Moving 3 re-evaluates only (2, 3).
    scene.instances[3].position.x += 0.5;
    QCOMPARE(evaluator.evaluate(m_project, m_images, scene, m_board).evaluatedPairs, 1);
    // Moving 0 re-evaluates (0, 1) and (0, 2).
    scene.instances[0].rotation = 5.0;
    QCOMPARE(evaluator.evaluate(m_project, m_images, scene, m_board).evaluatedPairs, 2);
    // A velocity does not change any answer.
    scene.instances[1].velocity = {100.0, 0.0};
    QCOMPARE(evaluator.evaluate(m_project, m_images, scene, m_board).evaluatedPairs, 0);
    // Switching to the pipeline re-evaluates everything.
    QCOMPARE(evaluator.evaluate(m_project, m_images, scene, m_board, {true, true}).evaluatedPairs,
             4);
}

// An instance that is only moved, turned or scaled keeps its collider's shapes (no copy of
// every shape on each frame of a drag or of play), and its collider is the one a fresh
// evaluator builds for the new placement; a sprite swap builds a new one.
void TestPreviewEvaluator::movesKeepColliderShapes()
{
    model::PreviewScene scene;
    scene.instances << at(0, 50, 50) << at(1, 60, 55);
    model::PreviewEvaluator evaluator;
    evaluator.evaluate(m_project, m_images, scene, m_board);
    const hc::Polygon *shapes = evaluator.collider(0).armature.data();
    QVERIFY(shapes != nullptr);
    const auto sameCollider = [&](const hc::Collider &a, const hc::Collider &b) {
        return a.width == b.width && a.height == b.height && a.transform == b.transform
               && a.boxes == b.boxes && a.circles == b.circles && a.armature == b.armature
               && a.mask == b.mask;
    };
    const auto placements = {std::pair{hc::Vec2{52.5, 49.0}, 0.0},
                             std::pair{hc::Vec2{52.5, 49.0}, 33.0},
                             std::pair{hc::Vec2{-40.0, 7.25}, 270.0}};
    for (const auto &[position, rotation] : placements) {
        scene.instances[0].position = position;
        scene.instances[0].rotation = rotation;
        scene.instances[0].scale = {1.0, rotation / 100.0 + 1.0};
        const model::PreviewEvaluation &r = evaluator.evaluate(m_project, m_images, scene, m_board);
        QCOMPARE(evaluator.collider(0).armature.data(), shapes);
        model::PreviewEvaluator fresh;
        const model::PreviewEvaluation &f = fresh.evaluate(m_project, m_images, scene, m_board);
        QVERIFY(sameCollider(evaluator.collider(0), fresh.collider(0)));
        QCOMPARE(r.pairs.size(), f.pairs.size());
        for (std::size_t k = 0; k < r.pairs.size(); ++k)
            QVERIFY(sameReport(r.pairs[k].report, f.pairs[k].report));
        QCOMPARE(mismatch(r, scene, false), QString());
    }
    scene.instances[0].sprite = 1;
    evaluator.evaluate(m_project, m_images, scene, m_board);
    model::PreviewEvaluator fresh;
    fresh.evaluate(m_project, m_images, scene, m_board);
    QVERIFY(sameCollider(evaluator.collider(0), fresh.collider(0)));
}

void TestPreviewEvaluator::spriteEditsInvalidate()
{
    model::PreviewScene scene;
    scene.instances << at(0, 50, 50) << at(1, 70, 55) << at(1, 200, 200) << at(0, 210, 205);
    model::PreviewEvaluator evaluator;
    evaluator.evaluate(m_project, m_images, scene, m_board);
    QCOMPARE(evaluator.last().pairs.size(), std::size_t(2));

    // Circle of the disc sprite (1) shrinks: both pairs involve a disc.
    shapes0(m_project.sprites[1])[shapeIndex(m_project.sprites[1], model::ShapeKind::Circle)].circle
            = hc::Circle{{0.0, 0.0}, 1.0};
    QCOMPARE(evaluator.evaluate(m_project, m_images, scene, m_board).evaluatedPairs, 2);
    QVERIFY2(mismatch(evaluator.last(), scene, false).isEmpty(),
             qPrintable(mismatch(evaluator.last(), scene, false)));
    QCOMPARE(evaluator.last().pairs[0].report[hc::Tier::Circle].verdict, hc::Verdict::Miss);

    // New thresholds: new masks from the image cache.
    m_project.sprites[0].threshold = 255;
    m_project.sprites[1].threshold = 255;
    evaluator.evaluate(m_project, m_images, scene, m_board);
    QVERIFY(mismatch(evaluator.last(), scene, false).isEmpty());
    // Removing the rock's polygons leaves its box and circle to the armature (all shapes)
    // tier; removing every shape makes it not applicable, with the reason.
    shapes0(m_project.sprites[0]).removeIf([](const model::Shape &s) { return s.isPolygon(); });
    evaluator.evaluate(m_project, m_images, scene, m_board);
    QVERIFY(mismatch(evaluator.last(), scene, false).isEmpty());
    for (const hc::PolygonPair &p :
         evaluator.last().pairs[0].report[hc::Tier::Armature].polygonPairs)
        QVERIFY(p.kindA != hc::ShapeKind::Polygon);
    shapes0(m_project.sprites[0]).clear();
    evaluator.evaluate(m_project, m_images, scene, m_board);
    QVERIFY(mismatch(evaluator.last(), scene, false).isEmpty());
    QCOMPARE(evaluator.last().pairs[0].report[hc::Tier::Armature].verdict,
             hc::Verdict::NotApplicable);
    QCOMPARE(evaluator.last().pairs[0].report[hc::Tier::Armature].reason,
             hc::NotApplicableReason::MissingInA);
}

void TestPreviewEvaluator::boardContacts_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("y");
    QTest::addColumn<double>("rotation");
    QTest::addColumn<uint>("edges");

    // The rock is 40 x 30 with its pivot in the middle; the board is 0..200 x 0..100.
    QTest::newRow("inside") << 100.0 << 50.0 << 0.0 << uint(hc::NoBoardEdge);
    QTest::newRow("touching left from inside") << 20.0 << 50.0 << 0.0 << uint(hc::NoBoardEdge);
    QTest::newRow("left") << 19.5 << 50.0 << 0.0 << uint(hc::LeftBoardEdge);
    QTest::newRow("top right") << 190.0 << 10.0 << 0.0
                               << uint(hc::TopBoardEdge | hc::RightBoardEdge);
    QTest::newRow("bottom") << 100.0 << 90.0 << 0.0 << uint(hc::BottomBoardEdge);
    // Turned 90 degrees it is 30 wide and 40 tall: at y = 15 it sticks out at the top.
    QTest::newRow("turned") << 100.0 << 15.0 << 90.0 << uint(hc::TopBoardEdge);
    QTest::newRow("not turned") << 100.0 << 15.0 << 0.0 << uint(hc::NoBoardEdge);
    QTest::newRow("outside") << -100.0 << 50.0 << 0.0 << uint(hc::LeftBoardEdge);
}

void TestPreviewEvaluator::boardContacts()
{
    QFETCH(double, x);
    QFETCH(double, y);
    QFETCH(double, rotation);
    QFETCH(uint, edges);
    model::PreviewScene scene;
    scene.instances << at(0, 100, 50) << at(0, x, y, rotation);
    model::PreviewEvaluator evaluator;
    const model::PreviewEvaluation &r
            = evaluator.evaluate(m_project, m_images, scene, hc::Rect{0.0, 0.0, 200.0, 100.0});
    if (edges == hc::NoBoardEdge) {
        QVERIFY(r.boardContacts.empty());
    } else {
        QCOMPARE(r.boardContacts.size(), std::size_t(1));
        QCOMPARE(r.boardContacts[0].instance, 1);
        QCOMPARE(uint(r.boardContacts[0].edges), edges);
    }
    // An empty board has no walls.
    QVERIFY(evaluator.evaluate(m_project, m_images, scene, hc::Rect{}).boardContacts.empty());
}

void TestPreviewEvaluator::probeMatchesKernel()
{
    model::PreviewScene scene;
    scene.instances << at(0, 50, 50, 20.0) << at(1, 62, 55) << at(2, 10, 48, 10.0);
    model::PreviewEvaluator evaluator;
    evaluator.evaluate(m_project, m_images, scene, m_board);
    const Inputs in = inputsOf(m_project, m_images);
    constexpr unsigned seed = 99u;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> pos(0.0, 100.0);
    int pixelHits = 0;
    for (int k = 0; k < 2000; ++k) {
        const hc::Vec2 p{pos(rng), pos(rng)};
        const std::vector<model::PreviewProbe> probes = evaluator.probe(p);
        QCOMPARE(probes.size(), std::size_t(3));
        for (const model::PreviewProbe &probe : probes) {
            const model::PreviewInstance &placed = scene.instances[probe.instance];
            hc::PointProbe expected = hc::probePoint(colliderOf(m_project, in, placed), p);
            if (expected.polygon)
                expected.polygon = shapeIndexOf(m_project, placed).polygons[*expected.polygon];
            QVERIFY2(probe.probe.tiers == expected.tiers && probe.probe.polygon == expected.polygon
                             && probe.probe.pixel == expected.pixel,
                     qPrintable(QStringLiteral("seed %1 point %2 instance %3")
                                        .arg(seed)
                                        .arg(k)
                                        .arg(probe.instance)));
            pixelHits += probe.probe[hc::Tier::Pixel] == hc::Verdict::Hit ? 1 : 0;
        }
    }
    QVERIFY(pixelHits > 100);
}

void TestPreviewEvaluator::invalidPolygonsKeepSpriteIndices()
{
    // The rock (box 0, circle 1) gets a self-intersecting bow tie before its polygons (2):
    // it is skipped, and the valid polygons keep their shape indices 3 and 4 in the
    // evidence and the probe.
    shapes0(m_project.sprites[0])
            .insert(2,
                    polygon(QStringLiteral("bow tie"),
                            {},
                            {{-10, -10}, {10, 10}, {10, -10}, {-10, 10}}));
    model::PreviewScene scene;
    scene.instances << at(0, 50, 50) << at(1, 62, 50);
    model::PreviewEvaluator evaluator;
    const model::PreviewEvaluation &r = evaluator.evaluate(m_project, m_images, scene, m_board);
    QCOMPARE(r.pairs.size(), std::size_t(1));
    const hc::TierResult &armature = r.pairs[0].report[hc::Tier::Armature];
    QCOMPARE(armature.verdict, hc::Verdict::Hit);
    // Of the polygon pairs, the disc's diamond (x 49..71) meets only the rock's right half
    // (x 50..69); the bow tie (2) takes part in no pair of any kind.
    std::vector<hc::PolygonPair> polygons;
    for (const hc::PolygonPair &p : armature.polygonPairs) {
        QVERIFY(!(p.kindA == hc::ShapeKind::Polygon && p.a == 2));
        if (p.kindA == hc::ShapeKind::Polygon && p.kindB == hc::ShapeKind::Polygon)
            polygons.push_back(p);
    }
    QCOMPARE(polygons.size(), std::size_t(1));
    QCOMPARE(polygons[0].a, std::size_t(4));
    QCOMPARE(polygons[0].b, std::size_t(1)); // the disc: circle 0, diamond 1
    const std::vector<model::PreviewProbe> probes = evaluator.probe({40.0, 50.0});
    QCOMPARE(probes[0].probe.polygon, std::optional<std::size_t>(3));
}

void TestPreviewEvaluator::missingImageOverlapsNothing()
{
    m_project.sprites[1].imagePath = m_dir->filePath(QStringLiteral("gone.png"));
    model::PreviewScene scene;
    scene.instances << at(0, 50, 50) << at(1, 50, 50) << at(0, 55, 50);
    model::PreviewEvaluator evaluator;
    const model::PreviewEvaluation &r = evaluator.evaluate(m_project, m_images, scene, m_board);
    QCOMPARE(r.pairs.size(), std::size_t(1));
    QCOMPARE(r.pairs[0].a, 0);
    QCOMPARE(r.pairs[0].b, 2);
    QVERIFY(hc::isEmpty(evaluator.bounds(1)));
    QVERIFY(evaluator.imageSize(1).isEmpty());
    const std::vector<model::PreviewProbe> probes = evaluator.probe({50.0, 50.0});
    QCOMPARE(probes[1].probe[hc::Tier::Aabb], hc::Verdict::Miss);
}

QTEST_GUILESS_MAIN(TestPreviewEvaluator)
#include "tst_previewevaluator.moc"
