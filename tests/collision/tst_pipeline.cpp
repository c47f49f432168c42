// Tests for hitbox/pipeline.h: evaluatePipeline and evaluateAllTiers on hand-made
// pairs. The pipeline runs the enabled tiers cheapest first and stops at the first final
// answer (docs/collision.md, "Pipeline"): a shape pair or the pixel pair in the question
// that overlaps makes a Hit; a tier's Miss is final only when no other pair is asked. Expected
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
    void pipelineStopsAtFinalAnswer();
    void pipelinePassesOverNotApplicable();
    void pipelineRespectsTierSet();
    void pipelineDefaultDetail();
    void falsePositive();
};

// Every tier applicable; A's and B's boxes only touch, but the question also holds circle,
// mixed and pixel pairs, so the box tier's Miss is not final: the circles overlap.
void TestPipeline::pipelineStopsAtFinalAnswer()
{
    const Mask full = disc(20);
    Collider a = hitbox::collision::makeCollider(20, 20, {10, 10}, &full);
    a.boxes = {Rect{-10, -10, 10, 10}};
    a.armature = {square(-10, -10, 10, 10)};
    Collider b = a;
    b.transform.position = {20, 10}; // boxes [0, 10) and [10, 20) in x

    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HMH--"));
    QCOMPARE(decidedName(pipe), QByteArray("circle"));
    QVERIFY(pipe.hit);

    const CollisionReport all = evaluateAllTiers(a, b);
    QCOMPARE(verdicts(all), QByteArray("HMHHH"));
    QCOMPARE(decidedName(all), QByteArray("circle"));
    QVERIFY(all.hit);

    // Boxes only, no pixels in the question: the box tier's Miss is final.
    Collider boxA = sprite(20, 20, {0, 0});
    boxA.boxes = {Rect{0, 0, 10, 10}};
    Collider boxB = boxA;
    boxB.transform.position = {10, 0};
    const CollisionReport boxes = evaluatePipeline(boxA, boxB);
    QCOMPARE(verdicts(boxes), QByteArray("HM---"));
    QCOMPARE(decidedName(boxes), QByteArray("box"));
    QVERIFY(!boxes.hit);

    // A box of A against a polygon of B: the box tier does not apply, the shapes tier hits.
    boxB.boxes.clear();
    boxB.armature = {Polygon{{{-1, 5}, {3, 2}, {3, 8}}}}; // world x from 9 to 13
    const CollisionReport mixed = evaluatePipeline(boxA, boxB);
    QCOMPARE(verdicts(mixed), QByteArray("HNNH-"));
    QCOMPARE(decidedName(mixed), QByteArray("armature"));
    QVERIFY(mixed.hit);
    QCOMPARE(mixed[Tier::Armature].polygonPairs.front().kindA, ShapeKind::Box);
    QCOMPARE(mixed[Tier::Armature].polygonPairs.front().kindB, ShapeKind::Polygon);
    QCOMPARE(evaluatePipeline(boxB, boxA).hit, true);
    QCOMPARE(evaluatePipeline(boxB, boxA)[Tier::Armature].polygonPairs.front().kindA,
             ShapeKind::Polygon);

    // The aabb tier can end it too.
    b.transform.position = {30, 10};
    const CollisionReport apart = evaluatePipeline(a, b);
    QCOMPARE(verdicts(apart), QByteArray("M----"));
    QCOMPARE(decidedName(apart), QByteArray("aabb"));
    QVERIFY(!apart.hit);

    // A box pair overlaps: that is final.
    b.transform.position = {15, 10};
    const CollisionReport close = evaluatePipeline(a, b);
    QCOMPARE(verdicts(close), QByteArray("HH---"));
    QCOMPARE(decidedName(close), QByteArray("box"));
    QVERIFY(close.hit);
}

void TestPipeline::pipelinePassesOverNotApplicable()
{
    // Masks only: box, circle and armature are passed over, the pixel tier decides.
    const Mask m = maskWith(10, 10, {{9, 9}});
    Collider a = sprite(10, 10, {0, 0});
    a.mask = &m;
    Collider b = a;
    b.transform.position = {9, 9};
    const CollisionReport miss = evaluatePipeline(a, b);
    QCOMPARE(verdicts(miss), QByteArray("HNNNM"));
    QCOMPARE(decidedName(miss), QByteArray("pixel"));
    QCOMPARE(miss[Tier::Box].reason, NotApplicableReason::MissingInBoth);
    QVERIFY(!miss.hit);
    const Mask origin = maskWith(10, 10, {{0, 0}});
    b.mask = &origin;
    const CollisionReport pixelHit = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pixelHit), QByteArray("HNNNH"));
    QCOMPARE(decidedName(pixelHit), QByteArray("pixel"));
    QVERIFY(pixelHit.hit);

    // Boxes that miss and pixels that meet: the answer is their OR.
    a.boxes = {Rect{0, 0, 5, 5}};
    b.boxes = {Rect{0, 0, 5, 5}};
    const CollisionReport either = evaluatePipeline(a, b);
    QCOMPARE(verdicts(either), QByteArray("HMNMH"));
    QCOMPARE(decidedName(either), QByteArray("pixel"));
    QVERIFY(either.hit);
    // The same pixels out of the question (no role bound to the image on B): the shapes
    // decide, and the pixel tier says why it does not apply.
    b.imageFilter = {0, 0};
    const CollisionReport shapesOnly = evaluatePipeline(a, b);
    QCOMPARE(verdicts(shapesOnly), QByteArray("HM---"));
    QCOMPARE(decidedName(shapesOnly), QByteArray("box"));
    QVERIFY(!shapesOnly.hit);
    QCOMPARE(evaluateAllTiers(a, b)[Tier::Pixel].reason, NotApplicableReason::PixelsNotAsked);
    QCOMPARE(evaluateAllTiers(b, a)[Tier::Pixel].reason, NotApplicableReason::PixelsNotAsked);

    // Circles only (a circle scene): the circle tier answers, nothing else runs.
    Collider c = hitbox::collision::makeCollider(10, 10, {0, 0});
    Collider d = hitbox::collision::makeCollider(10, 10, {9, 0}); // images overlap
    c.boxes.clear();
    d.boxes.clear();
    const CollisionReport circle = evaluatePipeline(c, d);
    QCOMPARE(verdicts(circle), QByteArray("HNM--"));
    QCOMPARE(decidedName(circle), QByteArray("circle"));
    QVERIFY(!circle.hit);

    // Nothing in the question but the bounds: no answer.
    const CollisionReport bare = evaluatePipeline(sprite(4, 4, {}), sprite(4, 4, {1, 1}));
    QCOMPARE(verdicts(bare), QByteArray("HNNNN"));
    QVERIFY(!bare.decidedBy.has_value());
    QVERIFY(!bare.hit);
    QCOMPARE(bare[Tier::Armature].reason, NotApplicableReason::MissingInBoth);
    QCOMPARE(bare[Tier::Pixel].reason, NotApplicableReason::MissingInBoth);
    // ... unless the bounds are the whole question.
    const CollisionReport bounds = evaluatePipeline(
            sprite(4, 4, {}), sprite(4, 4, {1, 1}), {tierBit(Tier::Aabb), PixelDetail::Full, true});
    QCOMPARE(decidedName(bounds), QByteArray("aabb"));
    QVERIFY(bounds.hit);
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
    a.boxes.clear();
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
    Collider b = a;
    b.transform.position = {1, 0};

    // The pipeline stops at the first pixel ...
    const CollisionReport pixels = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pixels), QByteArray("HNNNH"));
    QVERIFY(!pixels[Tier::Pixel].pixels.count.has_value());
    QVERIFY(pixels[Tier::Pixel].pixels.firstContact == (PixelPoint{1, 0}));
    // ... and at the first shape pair, which is final.
    a.armature = {square(0, 0, 2, 2), square(2, 0, 4, 2)};
    b.armature = a.armature;
    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HNNH-"));
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
    Collider a = hitbox::collision::makeCollider(32, 32, {16, 16}, &round);
    Collider b = hitbox::collision::makeCollider(32, 32, {40, 40}, &round);
    // Centres 24 sqrt(2) = 33.9 apart: more than 32, so the discs are disjoint; boxes
    // [3.2, 28.8]^2 and [27.2, 52.8]^2 overlap; circles of radius 12.8 do not. The boxes
    // are in the question, so their overlap is the answer; the table shows the pixels'
    // Miss beside it (a false positive of the box).
    const CollisionReport all = evaluateAllTiers(a, b);
    QCOMPARE(verdicts(all), QByteArray("HHMHM"));
    QCOMPARE(all[Tier::Pixel].pixels.count.value_or(-1), std::int64_t(0));
    QCOMPARE(decidedName(all), QByteArray("box"));
    QVERIFY(all.hit);

    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HH---"));
    QVERIFY(pipe.hit);

    // With only the pixels in the question (the shapes' roles meet nothing), the pixel
    // tier rejects the pair.
    a.boxFilters = {{0, 0}};
    a.circleFilters = {{0, 0}};
    const CollisionReport pixel = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pixel), QByteArray("HNNNM"));
    QCOMPARE(decidedName(pixel), QByteArray("pixel"));
    QCOMPARE(pixel[Tier::Box].reason, NotApplicableReason::RolesDoNotMeet);
    QVERIFY(!pixel.hit);

    // 28.3 apart the discs share pixels (around (25.5, 25.5)).
    const Collider near = hitbox::collision::makeCollider(32, 32, {36, 36}, &round);
    QVERIFY(evaluatePipeline(a, near).hit);
    QCOMPARE(decidedName(evaluatePipeline(a, near)), QByteArray("pixel"));
}

QTEST_GUILESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
