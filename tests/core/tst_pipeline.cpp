// Tests for hitbox/pipeline.h: evaluatePipeline and evaluateAllTiers on hand-made
// pairs. The pipeline runs the enabled tiers cheapest first and stops at the first Miss;
// a tier that does not apply is passed over; the last Hit decides otherwise. Expected
// verdicts and deciding tiers are hand-computed. The random scenes are in
// tst_pipelinerandom, each tier on its own in tst_coarsetiers and tst_finetiers.

#include "collisiontostring.h"
#include "tierfixtures.h"

#include <hitbox/pipeline.h>

#include <QTest>

#include <cstdint>

using namespace hitbox::collision;
using namespace hitbox::testing;

class TestPipeline : public QObject
{
    Q_OBJECT

private slots:
    void pipelineStopsAtFirstMiss();
    void pipelinePassesOverNotApplicable();
    void pipelineRespectsTierSet();
    void pipelineDefaultDetail();
    void falsePositive();
};

// Every tier applicable; A and B boxes only touch, so the box tier ends the pipeline.
void TestPipeline::pipelineStopsAtFirstMiss()
{
    const Mask full = disc(20);
    Collider a = hitbox::collision::makeCollider(20, 20, {10, 10}, &full);
    a.boxes = {Rect{-10, -10, 10, 10}};
    a.armature = {square(-10, -10, 10, 10)};
    Collider b = a;
    b.transform.position = {20, 10}; // boxes [0, 10) and [10, 20) in x

    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HM---"));
    QCOMPARE(decidedName(pipe), QByteArray("box"));
    QVERIFY(!pipe.hit);

    const CollisionReport all = evaluateAllTiers(a, b);
    QCOMPARE(verdicts(all), QByteArray("HMHHH"));
    QCOMPARE(decidedName(all), QByteArray("box"));
    QVERIFY(!all.hit);

    // The aabb tier can end it too.
    b.transform.position = {30, 10};
    const CollisionReport apart = evaluatePipeline(a, b);
    QCOMPARE(verdicts(apart), QByteArray("M----"));
    QCOMPARE(decidedName(apart), QByteArray("aabb"));
    QVERIFY(!apart.hit);

    // All say Hit: the pixel tier, the last one, decides.
    b.transform.position = {15, 10};
    const CollisionReport close = evaluatePipeline(a, b);
    QCOMPARE(verdicts(close), QByteArray("HHHHH"));
    QCOMPARE(decidedName(close), QByteArray("pixel"));
    QVERIFY(close.hit);
}

void TestPipeline::pipelinePassesOverNotApplicable()
{
    // Boxes and masks only: circle and armature are passed over.
    const Mask m = maskWith(10, 10, {{9, 9}});
    Collider a = sprite(10, 10, {0, 0});
    a.boxes = {Rect{0, 0, 10, 10}};
    a.mask = &m;
    Collider b = a;
    b.transform.position = {9, 9};
    const CollisionReport hit = evaluatePipeline(a, b);
    QCOMPARE(verdicts(hit), QByteArray("HHNNM"));
    QCOMPARE(decidedName(hit), QByteArray("pixel"));
    QVERIFY(!hit.hit);
    const Mask origin = maskWith(10, 10, {{0, 0}});
    b.mask = &origin;
    const CollisionReport pixelHit = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pixelHit), QByteArray("HHNNH"));
    QCOMPARE(decidedName(pixelHit), QByteArray("pixel"));
    QVERIFY(pixelHit.hit);

    // Without masks and armature the circle is the last applicable tier.
    const Collider c = hitbox::collision::makeCollider(10, 10, {0, 0});
    const Collider d = hitbox::collision::makeCollider(10, 10, {3, 3});
    const CollisionReport circle = evaluatePipeline(c, d);
    QCOMPARE(verdicts(circle), QByteArray("HHHNN"));
    QCOMPARE(decidedName(circle), QByteArray("circle"));
    QVERIFY(circle.hit);

    // Only the aabb tier applies.
    const CollisionReport bare = evaluatePipeline(sprite(4, 4, {}), sprite(4, 4, {1, 1}));
    QCOMPARE(verdicts(bare), QByteArray("HNNNN"));
    QCOMPARE(decidedName(bare), QByteArray("aabb"));
    QVERIFY(bare.hit);
}

void TestPipeline::pipelineRespectsTierSet()
{
    const Mask m = disc(10);
    Collider a = hitbox::collision::makeCollider(10, 10, {0, 0}, &m);
    Collider b = hitbox::collision::makeCollider(10, 10, {3, 3}, &m);

    EvaluationOptions options;
    options.tiers = tierBit(Tier::Box);
    for (const CollisionReport &r :
         {evaluatePipeline(a, b, options), evaluateAllTiers(a, b, options)}) {
        QCOMPARE(verdicts(r), QByteArray("-H---"));
        QCOMPARE(decidedName(r), QByteArray("box"));
        QVERIFY(r.hit);
    }

    options.tiers = tierBit(Tier::Aabb) | tierBit(Tier::Pixel);
    b.transform.position = {9.5, 9.5}; // images overlap, the discs do not
    for (const CollisionReport &r :
         {evaluatePipeline(a, b, options), evaluateAllTiers(a, b, options)}) {
        QCOMPARE(verdicts(r), QByteArray("H---M"));
        QCOMPARE(decidedName(r), QByteArray("pixel"));
        QVERIFY(!r.hit);
    }

    options.tiers = 0;
    for (const CollisionReport &r :
         {evaluatePipeline(a, b, options), evaluateAllTiers(a, b, options)}) {
        QCOMPARE(verdicts(r), QByteArray("-----"));
        QVERIFY(!r.decidedBy.has_value());
        QVERIFY(!r.hit);
    }

    // Only inapplicable tiers: no decision.
    options.tiers = tierBit(Tier::Armature) | tierBit(Tier::Circle);
    a.circles.clear();
    for (const CollisionReport &r :
         {evaluatePipeline(a, b, options), evaluateAllTiers(a, b, options)}) {
        QCOMPARE(verdicts(r), QByteArray("--NN-"));
        QVERIFY(!r.decidedBy.has_value());
        QVERIFY(!r.hit);
    }
}

void TestPipeline::pipelineDefaultDetail()
{
    const Mask m = maskWith(4, 4, {{0, 0}, {1, 0}, {2, 0}, {3, 0}});
    Collider a = sprite(4, 4, {0, 0});
    a.mask = &m;
    a.armature = {square(0, 0, 2, 2), square(2, 0, 4, 2)};
    Collider b = a;
    b.transform.position = {1, 0};

    // The pipeline stops at the first pixel and the first polygon pair ...
    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HNNHH"));
    QVERIFY(!pipe[Tier::Pixel].pixels.count.has_value());
    QVERIFY(pipe[Tier::Pixel].pixels.firstContact == (PixelPoint{1, 0}));
    QCOMPARE(pipe[Tier::Armature].polygonPairs.size(), std::size_t(1));

    // ... the full evaluation counts every pixel and finds every pair:
    // world A0 [0,2] A1 [2,4]; B0 [1,3] B1 [3,5] -> (0,0) (1,0) (1,1).
    const CollisionReport all = evaluateAllTiers(a, b);
    QCOMPARE(all[Tier::Pixel].pixels.count.value_or(-1), std::int64_t(3));
    QCOMPARE(all[Tier::Armature].polygonPairs.size(), std::size_t(3));
    QCOMPARE(pipe.hit, all.hit);
    QCOMPARE(decidedName(pipe), decidedName(all));
}

// Two round sprites placed diagonally: their images and reduced boxes overlap in a corner
// where neither disc has solid pixels.
void TestPipeline::falsePositive()
{
    const Mask round = disc(32);
    const Collider a = hitbox::collision::makeCollider(32, 32, {16, 16}, &round);
    const Collider b = hitbox::collision::makeCollider(32, 32, {40, 40}, &round);
    // Centres 24 sqrt(2) = 33.9 apart: more than 32, so the discs are disjoint; boxes
    // [3.2, 28.8]^2 and [27.2, 52.8]^2 overlap; circles of radius 12.8 do not.
    const CollisionReport all = evaluateAllTiers(a, b);
    QCOMPARE(verdicts(all), QByteArray("HHMNM"));
    QCOMPARE(all[Tier::Pixel].pixels.count.value_or(-1), std::int64_t(0));
    QCOMPARE(decidedName(all), QByteArray("circle"));

    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HHM--"));
    QVERIFY(!pipe.hit);

    // Without the circle tier the pixel tier rejects the pair.
    EvaluationOptions noCircle;
    noCircle.tiers = allTierSet & ~tierBit(Tier::Circle);
    const CollisionReport pixel = evaluatePipeline(a, b, noCircle);
    QCOMPARE(verdicts(pixel), QByteArray("HH-NM"));
    QCOMPARE(decidedName(pixel), QByteArray("pixel"));
    QVERIFY(!pixel.hit);

    // 28.3 apart the discs share pixels (around (25.5, 25.5)) though the 80% circles
    // still miss: the pipeline reports the circle's Miss, the table shows the pixel Hit.
    const Collider near = hitbox::collision::makeCollider(32, 32, {36, 36}, &round);
    const CollisionReport nearAll = evaluateAllTiers(a, near);
    QCOMPARE(verdicts(nearAll), QByteArray("HHMNH"));
    QVERIFY(!nearAll.hit);
    QCOMPARE(decidedName(nearAll), QByteArray("circle"));
    QVERIFY(evaluatePipeline(a, near, noCircle).hit);
}

QTEST_GUILESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
