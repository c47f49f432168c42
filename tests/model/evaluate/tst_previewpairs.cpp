// The collision preview's pair list never leaves out a pair that some tier would call a hit
// (issue 9: two cars whose circles overlapped were "0 overlapping pairs", and the event log
// ended their circle contact). The sprites' default circles, boxes and polygons reach past
// their images; they are placed by hand and at random (turned, scaled, mirrored). Oracle:
// colliders built by hand (previeworacle.h) and every tier evaluated on its own for every
// pair of instances, brute force.

#include "previeworacle.h"
#include "spriteshapesfixture.h"

#include "model/evaluate/previewevaluator.h"

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

QImage opaqueImage(int w, int h, QColor colour)
{
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(0, 0, w, h), 3, 3);
    return image;
}

enum SpriteIndex { Car, Pole, Sword, Orb };

// Every pair (a < b) that some tier, evaluated on its own, calls a hit.
std::vector<std::pair<int, int>> pairsAnyTierHits(const std::vector<hc::Collider> &colliders)
{
    std::vector<std::pair<int, int>> out;
    for (std::size_t a = 0; a < colliders.size(); ++a) {
        for (std::size_t b = a + 1; b < colliders.size(); ++b) {
            for (const hc::Tier t : hc::allTiers) {
                if (hc::evaluateTier(t, colliders[a], colliders[b]).verdict == hc::Verdict::Hit) {
                    out.emplace_back(int(a), int(b));
                    break;
                }
            }
        }
    }
    return out;
}

} // namespace

class TestPreviewPairs : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void carsWhoseCirclesOverlap();
    void longSpritesThirtyPixelsApart();
    void randomScenesListEveryHit();

private:
    // Checks that every pair some tier hits is listed with the oracle's report, and that
    // every listed pair's report is the oracle's; returns a message or an empty string.
    QString problem(const model::PreviewEvaluation &r, const model::PreviewScene &scene);

    std::unique_ptr<QTemporaryDir> m_dir;
    model::Project m_project;
    model::ImageCache m_images;
    const hc::Rect m_board{-1000.0, -1000.0, 3000.0, 3000.0};
    int m_outsideImages = 0; // listed hits whose images do not overlap
};

void TestPreviewPairs::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_images.clear();
    m_project = {};
    const auto addSprite = [this](const char *name, const QImage &image) -> model::Sprite & {
        const QString path = m_dir->filePath(QString::fromLatin1(name) + QStringLiteral(".png"));
        if (!image.save(path))
            qFatal("cannot write %s", name);
        model::Sprite s;
        s.name = QString::fromLatin1(name);
        s.imagePath = path;
        m_project.sprites << s;
        return m_project.sprites.last();
    };
    // car: 48 x 24 with the default box and circle (radius 19.2 > 12, past the top and
    // bottom) and a hull polygon inside the image.
    model::Sprite &car = addSprite("car", opaqueImage(48, 24, QColor(200, 40, 40)));
    setV1Shapes(car,
                hc::defaultReducedBox(48, 24, {24, 12}),
                hc::defaultCircle(48, 24, {24, 12}),
                {polygon(QStringLiteral("hull"), {}, {{-22, -8}, {22, -8}, {22, 8}, {-22, 8}})});
    // pole: 10 x 100 with the default box and circle (radius 40, far past the sides).
    model::Sprite &pole = addSprite("pole", opaqueImage(10, 100, QColor(40, 200, 40)));
    setV1Shapes(pole, hc::defaultReducedBox(10, 100, {5, 50}), hc::defaultCircle(10, 100, {5, 50}));
    // sword: 16 x 16, a blade polygon and a box reaching 30 px past the right edge.
    model::Sprite &sword = addSprite("sword", opaqueImage(16, 16, QColor(40, 40, 200)));
    setV1Shapes(
            sword,
            hc::Rect{-8, -8, 40, 16},
            std::nullopt,
            {polygon(QStringLiteral("blade"), {}, {{0, -1}, {38, -2}, {40, 0}, {38, 2}, {0, 1}})});
    // orb: 12 x 12 with its circle beside the image.
    model::Sprite &orb = addSprite("orb", opaqueImage(12, 12, QColor(200, 200, 40)));
    setV1Shapes(orb, std::nullopt, hc::Circle{{20, 0}, 6});
    m_outsideImages = 0;
}

QString TestPreviewPairs::problem(const model::PreviewEvaluation &r,
                                  const model::PreviewScene &scene)
{
    const Inputs in = inputsOf(m_project, m_images);
    std::vector<hc::Collider> colliders;
    for (const model::PreviewInstance &i : scene.instances)
        colliders.push_back(colliderOf(m_project, in, i));
    const auto listed = [&r](int a, int b) -> const model::PreviewPair * {
        for (const model::PreviewPair &p : r.pairs) {
            if (p.a == a && p.b == b)
                return &p;
        }
        return nullptr;
    };
    for (const auto &[a, b] : pairsAnyTierHits(colliders)) {
        const model::PreviewPair *pair = listed(a, b);
        if (!pair)
            return QStringLiteral("pair (%1, %2) hits but is not listed").arg(a).arg(b);
        if (!hc::rectsOverlap(hc::imageBounds(colliders[std::size_t(a)]),
                              hc::imageBounds(colliders[std::size_t(b)])))
            ++m_outsideImages;
    }
    for (const model::PreviewPair &p : r.pairs) {
        const hc::CollisionReport expected = withShapeIndices(
                hc::evaluateAllTiers(
                        colliders[std::size_t(p.a)], colliders[std::size_t(p.b)], fullEvidence),
                shapeIndexOf(m_project, scene.instances[p.a]),
                shapeIndexOf(m_project, scene.instances[p.b]));
        if (!sameReport(p.report, expected))
            return QStringLiteral("pair (%1, %2): %3, expected %4")
                    .arg(p.a)
                    .arg(p.b)
                    .arg(describe(p.report), describe(expected));
    }
    return {};
}

// Two cars stacked 26 px apart: the images (24 px tall) are 2 px apart, the circles
// (radius 19.2) overlap by 12.4 px. Also turned a quarter, and swapped in the list.
void TestPreviewPairs::carsWhoseCirclesOverlap()
{
    for (const double rotation : {0.0, 90.0}) {
        const hc::Vec2 step = rotation == 0.0 ? hc::Vec2{0, 26} : hc::Vec2{26, 0};
        model::PreviewScene scene;
        scene.instances << model::PreviewInstance{Car, 0, {100, 100}, rotation, {1, 1}, {}}
                        << model::PreviewInstance{
                                   Car, 0, {100 + step.x, 100 + step.y}, rotation, {1, 1}, {}};
        for (int swap = 0; swap < 2; ++swap) {
            model::PreviewEvaluator evaluator;
            const model::PreviewEvaluation &r
                    = evaluator.evaluate(m_project, m_images, scene, m_board);
            QCOMPARE(r.pairs.size(), std::size_t(1));
            QCOMPARE(r.pairs[0].report[hc::Tier::Circle].verdict, hc::Verdict::Hit);
            QCOMPARE(r.pairs[0].report[hc::Tier::Aabb].verdict, hc::Verdict::Hit);
            QCOMPARE(r.pairs[0].report[hc::Tier::Pixel].verdict, hc::Verdict::Miss);
            QVERIFY(!hc::rectsOverlap(hc::imageBounds(evaluator.collider(0)),
                                      hc::imageBounds(evaluator.collider(1))));
            const QString p = problem(r, scene);
            QVERIFY2(p.isEmpty(), qPrintable(p));
            scene.instances.swapItemsAt(0, 1);
        }
    }
}

// Issue 9's example: two 10 x 100 sprites 30 px apart; their default circles overlap.
void TestPreviewPairs::longSpritesThirtyPixelsApart()
{
    model::PreviewScene scene;
    scene.instances << model::PreviewInstance{Pole, 0, {0, 0}, 0.0, {1, 1}, {}}
                    << model::PreviewInstance{Pole, 0, {30, 0}, 0.0, {1, 1}, {}};
    model::PreviewEvaluator evaluator;
    const model::PreviewEvaluation &r = evaluator.evaluate(m_project, m_images, scene, m_board);
    QCOMPARE(r.pairs.size(), std::size_t(1));
    QCOMPARE(r.pairs[0].report[hc::Tier::Circle].verdict, hc::Verdict::Hit);
    QVERIFY(r.pairs[0].report.decidedBy != hc::Tier::Aabb);
    const model::PreviewEvaluation &pipeline
            = evaluator.evaluate(m_project, m_images, scene, m_board, {true, false, true});
    QCOMPARE(pipeline.pairs.size(), std::size_t(1));
    QCOMPARE(pipeline.pairs[0].report[hc::Tier::Aabb].verdict, hc::Verdict::Hit);
}

// Random scenes of sprites whose shapes reach past their images, turned, scaled and
// mirrored: every pair some tier hits is listed, in both evaluation modes.
void TestPreviewPairs::randomScenesListEveryHit()
{
    constexpr unsigned seed = 909u;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> pos(0.0, 160.0);
    std::uniform_real_distribution<double> angle(-180.0, 180.0);
    std::uniform_real_distribution<double> factor(0.5, 2.0);
    std::uniform_int_distribution<int> sprite(0, 3);
    for (int round = 0; round < 150; ++round) {
        model::PreviewScene scene;
        for (int i = 0; i < 8; ++i) {
            const double rotation = i % 3 == 0 ? 0.0 : i % 3 == 1 ? 90.0 * (i % 4) : angle(rng);
            const double mirror = i == 5 ? -1.0 : 1.0;
            const hc::Vec2 scale
                    = i % 2 == 0 ? hc::Vec2{1, 1} : hc::Vec2{mirror * factor(rng), factor(rng)};
            scene.instances << model::PreviewInstance{
                    sprite(rng), 0, {pos(rng), pos(rng)}, rotation, scale, {}};
        }
        model::PreviewEvaluator evaluator;
        for (const bool pipeline : {false, true}) {
            const model::PreviewEvaluation &r = evaluator.evaluate(
                    m_project, m_images, scene, m_board, {pipeline, false, true});
            if (pipeline) {
                // The pipeline's pairs are the same; no listed pair stops at the aabb tier.
                for (const model::PreviewPair &p : r.pairs)
                    QVERIFY(p.report[hc::Tier::Aabb].verdict == hc::Verdict::Hit);
                continue;
            }
            const QString p = problem(r, scene);
            QVERIFY2(
                    p.isEmpty(),
                    qPrintable(QStringLiteral("seed %1 round %2: %3").arg(seed).arg(round).arg(p)));
        }
    }
    // The scenes exercise the fix: hits between instances whose images are apart.
    QVERIFY2(m_outsideImages >= 50, qPrintable(QString::number(m_outsideImages)));
}

QTEST_GUILESS_MAIN(TestPreviewPairs)
#include "tst_previewpairs.moc"
