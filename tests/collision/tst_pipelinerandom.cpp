// Random scenes for hitbox/pipeline.h: thousands of seeded sprite pairs with every mix
// of shapes, pivots, rotations, scales and mirroring. evaluateAllTiers and
// evaluatePipeline agree with the decision rule written out independently, the pipeline
// runs exactly the enabled tiers up to the first Miss, and each tier's verdict matches
// the long-double references of referencetiers.h where they answer clearly (a margin of
// 1e-6 from touching). Where a tier's evidence is compared with a direct kernel call,
// that call is tested on its own elsewhere: pixelOverlap in tst_pixeloverlap,
// polygonsOverlap in tst_polygonoverlap.

#include "collisiontostring.h"
#include "randomcolliders.h"
#include "referencetiers.h"
#include "tierfixtures.h"

#include "polygonoverlap.h"
#include <hitbox/pipeline.h>

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>
#include <random>
#include <vector>

using namespace hitbox::collision;
using namespace hitbox::collision::detail; // internals under test
using namespace hitbox::testing;

namespace {

struct RandomSprite
{
    Collider collider;
    Mask mask;
};

void randomSprite(std::mt19937 &rng, RandomSprite &s)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> size(1, 20);
    std::uniform_int_distribution<int> quarters(0, 48);
    std::uniform_int_distribution<int> turns(-4, 4);
    const auto chance = [&](double p) { return unit(rng) < p; };

    Collider &c = s.collider;
    c = Collider{};
    c.width = chance(0.03) ? 0 : size(rng);
    c.height = size(rng);
    const double w = c.width;
    const double h = c.height;
    Transform &t = c.transform;
    const double pivotKind = unit(rng);
    if (pivotKind < 0.5)
        t.pivot = {w / 2, h / 2};
    else if (pivotKind < 0.75)
        t.pivot = {0, 0};
    else
        t.pivot = {std::floor(unit(rng) * w * 4) / 4, std::floor(unit(rng) * h * 4) / 4};
    t.position = {quarters(rng) / 4.0, quarters(rng) / 4.0};
    const double rotationKind = unit(rng);
    if (rotationKind < 0.4)
        t.rotation = 0;
    else if (rotationKind < 0.6)
        t.rotation = 90.0 * turns(rng);
    else
        t.rotation = -360 + 720 * unit(rng);
    const double scaleKind = unit(rng);
    const auto sign = [&] { return chance(0.5) ? 1.0 : -1.0; };
    if (scaleKind < 0.5) {
        t.scale = {1, 1};
    } else if (scaleKind < 0.75) {
        const double steps[] = {0.5, 1.0, 2.0};
        t.scale = {sign() * steps[rng() % 3], sign() * steps[rng() % 3]};
    } else {
        t.scale = {sign() * (0.5 + 1.5 * unit(rng)), sign() * (0.5 + 1.5 * unit(rng))};
    }

    const auto localPoint = [&] {
        return Vec2{unit(rng) * w - t.pivot.x, unit(rng) * h - t.pivot.y};
    };
    if (chance(0.85)) {
        const Vec2 corner{unit(rng) * w * 0.5 - t.pivot.x, unit(rng) * h * 0.5 - t.pivot.y};
        c.boxes = {
                Rect{corner.x, corner.y, 0.25 + unit(rng) * w * 0.9, 0.25 + unit(rng) * h * 0.9}};
    }
    if (chance(0.85))
        c.circles = {Circle{localPoint(), 0.5 + 9.5 * unit(rng)}};
    if (chance(0.6)) {
        const int count = 1 + int(rng() % 3);
        for (int i = 0; i < count; ++i)
            c.armature.push_back(randomStar(rng, localPoint(), 2 + 8 * unit(rng)));
    }
    if (c.width > 0 && chance(0.75)) {
        s.mask = randomMask(rng, int(c.width), int(c.height));
        c.mask = &s.mask;
    }
    // Roles: two categories that meet themselves or each other, or nothing (category 0).
    const auto randomFilter = [&] {
        const std::uint64_t category = rng() % 4;
        return ShapeFilter{category, chance(0.5) ? ~std::uint64_t(0) : category};
    };
    if (chance(0.3)) {
        for (auto *filters : {&c.boxFilters, &c.circleFilters, &c.armatureFilters}) {
            for (int i = 0; i < 3; ++i)
                filters->push_back(randomFilter());
        }
        c.imageFilter = randomFilter();
    }
}

struct TierStats
{
    int hit = 0;
    int miss = 0;
    int unclear = 0;
};

} // namespace

class TestPipelineRandom : public QObject
{
    Q_OBJECT

private slots:
    void randomScenes();
};

// Random scenes: evaluateAllTiers and evaluatePipeline agree, the pipeline runs exactly the
// tiers up to the first Miss, and each verdict matches the reference where it is clear.
void TestPipelineRandom::randomScenes()
{
    std::mt19937 rng(20250101u);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::array<TierStats, 5> stats{};
    int pipelineHits = 0;
    constexpr int scenes = 3000;
    for (int n = 0; n < scenes; ++n) {
        RandomSprite sa;
        RandomSprite sb;
        randomSprite(rng, sa);
        randomSprite(rng, sb);
        const Collider &a = sa.collider;
        const Collider &b = sb.collider;
        EvaluationOptions options;
        options.tiers = unit(rng) < 0.7 ? allTierSet : TierSet(rng() % 32);
        options.pixelDetail = unit(rng) < 0.5 ? PixelDetail::Full : PixelDetail::FirstHit;
        options.allPolygonPairs = unit(rng) < 0.5;
        const QByteArray context = "scene " + QByteArray::number(n) + " A " + describe(a.transform)
                                   + " B " + describe(b.transform);
        const char *where = context.constData();

        const CollisionReport all = evaluateAllTiers(a, b, options);
        const CollisionReport pipe = evaluatePipeline(a, b, options);
        bool hit = false;
        std::optional<Tier> decided;
        refPipelineDecision(all, a, b, options.tiers, hit, decided);
        QVERIFY2(all.hit == hit && all.decidedBy == decided, where);
        QVERIFY2(pipe.hit == all.hit && pipe.decidedBy == all.decidedBy, where);
        // Swapping A and B never changes a verdict.
        const CollisionReport swapped = evaluateAllTiers(b, a, options);
        QVERIFY2(swapped.hit == all.hit && swapped.decidedBy == all.decidedBy, where);
        for (std::size_t i = 0; i < allTiers.size(); ++i)
            QVERIFY2(swapped.tiers[i].verdict == all.tiers[i].verdict, where);
        pipelineHits += pipe.hit;

        bool stopped = false;
        for (const Tier t : allTiers) {
            const std::size_t i = static_cast<std::size_t>(t);
            const Verdict v = all.tiers[i].verdict;
            const bool enabled = options.tiers & tierBit(t);
            QVERIFY2(enabled == (v != Verdict::NotRun), where);
            QVERIFY2(pipe.tiers[i].verdict == (enabled && !stopped ? v : Verdict::NotRun), where);
            stopped = stopped || (decided && t == *decided);
            if (enabled)
                QVERIFY2(evaluateTier(t, a, b, options).verdict == v, where);
        }

        // Reference verdicts, compared only when clear.
        std::array<std::optional<RefClear>, 5> expected;
        expected[0] = refAabbTier(a, b);
        expected[1] = refBoxTierPairs(a, b);
        expected[2] = refCircleTierPairs(a, b);
        expected[3] = refShapesTier(a, b);
        if (a.mask && b.mask && shouldTest(a.imageFilter, b.imageFilter))
            expected[4] = refPixelTier(a, b);

        const EvaluationOptions everything{allTierSet, PixelDetail::Full, true};
        for (const Tier t : allTiers) {
            const std::size_t i = static_cast<std::size_t>(t);
            const Verdict v = evaluateTier(t, a, b, everything).verdict;
            const QByteArray tierContext = context + " tier " + expectedTierNames[i];
            if (!expected[i]) {
                QVERIFY2(v == Verdict::NotApplicable, tierContext.constData());
                continue;
            }
            switch (*expected[i]) {
            case RefClear::Hit:
                ++stats[i].hit;
                QVERIFY2(v == Verdict::Hit, tierContext.constData());
                break;
            case RefClear::Miss:
                ++stats[i].miss;
                QVERIFY2(v == Verdict::Miss, tierContext.constData());
                break;
            case RefClear::Unclear:
                ++stats[i].unclear;
                QVERIFY2(v == Verdict::Hit || v == Verdict::Miss, tierContext.constData());
                break;
            }
        }

        // Evidence: the shapes tier lists exactly the tested pairs the reference calls
        // Hit (and perhaps unclear ones), A's shapes in order (boxes, circles, polygons),
        // each with a witness in both shapes.
        {
            const TierResult r = evaluateTier(Tier::Armature, a, b, everything);
            const std::vector<RefShape> shapesA = refShapes(a);
            const std::vector<RefShape> shapesB = refShapes(b);
            std::size_t k = 0;
            for (const RefShape &x : shapesA) {
                for (const RefShape &y : shapesB) {
                    if (!shouldTest(x.filter, y.filter))
                        continue;
                    const bool listed
                            = k < r.polygonPairs.size() && r.polygonPairs[k].kindA == x.kind
                              && r.polygonPairs[k].a == x.index && r.polygonPairs[k].kindB == y.kind
                              && r.polygonPairs[k].b == y.index;
                    const RefClear c = refShapePair(x, y);
                    if (c != RefClear::Unclear)
                        QVERIFY2(listed == (c == RefClear::Hit), where);
                    if (listed)
                        QVERIFY2(refWitnessInBoth(x, y, r.polygonPairs[k].witness), where);
                    k += listed;
                }
            }
            QVERIFY2(k == r.polygonPairs.size(), where);
            const TierResult first
                    = evaluateTier(Tier::Armature, a, b, {allTierSet, PixelDetail::Full, false});
            QVERIFY2(first.polygonPairs.size() == std::min<std::size_t>(1, k), where);
        }
        // Evidence: the pixel tier reports what pixelOverlap reports.
        if (expected[4]) {
            const TierResult r = evaluateTier(Tier::Pixel, a, b, options);
            const PixelOverlap direct
                    = pixelOverlap(*a.mask, a.transform, *b.mask, b.transform, options.pixelDetail);
            QVERIFY2(r.pixels.hit == direct.hit && r.pixels.count == direct.count
                             && r.pixels.firstContact == direct.firstContact
                             && r.pixels.scanned == direct.scanned,
                     where);
        }
    }

    // The reference must decide at least 90% of the cases (samples that land exactly on a
    // pixel edge are the usual undecided ones), and the scenes must exercise both answers.
    for (std::size_t i = 0; i < stats.size(); ++i) {
        const TierStats &s = stats[i];
        qInfo("%-8s clear hit %4d, clear miss %4d, unclear %3d",
              expectedTierNames[i],
              s.hit,
              s.miss,
              s.unclear);
        QVERIFY(s.hit >= 200);
        // The aabb box covers every shape, so it misses least often.
        QVERIFY(s.miss >= (i == 0 ? 150 : 200));
        QVERIFY(s.unclear * 10 <= s.hit + s.miss);
    }
    QVERIFY(pipelineHits >= 100);
    QVERIFY(pipelineHits <= scenes - 100);
}

QTEST_GUILESS_MAIN(TestPipelineRandom)
#include "tst_pipelinerandom.moc"
