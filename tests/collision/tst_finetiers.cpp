// Tests for the armature and pixel tiers of hitbox/pipeline.h (evaluateTier), against
// hand-computed tables: which polygon pairs overlap (all or only the first), touching
// polygons, a concave armature, and pixel hits with their count and first contact.

#include "collisiontostring.h"
#include "tierfixtures.h"

#include <hitbox/pipeline.h>

#include <QList>
#include <QPoint>
#include <QTest>

#include <cstdint>

using namespace hitbox::collision;
using namespace hitbox::testing;

class TestFineTiers : public QObject
{
    Q_OBJECT

private slots:
    void armatureNotApplicable();
    void armaturePairs();
    void armatureTouching();
    void armatureConcave();
    void pixelNotApplicable();
    void pixelTier_data();
    void pixelTier();
    void pixelTierRotated();
};

void TestFineTiers::armatureNotApplicable()
{
    Collider a = sprite(40, 40, {});
    Collider b = sprite(40, 40, {});
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Armature, a, b).reason, NotApplicableReason::MissingInBoth);
    a.armature = {square(0, 0, 10, 10)};
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Armature, a, b).reason, NotApplicableReason::MissingInB);
    QCOMPARE(evaluateTier(Tier::Armature, b, a).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Armature, b, a).reason, NotApplicableReason::MissingInA);
    // Any kind of shape on B will do: a circle meets the square.
    b.circles = {Circle{{12, 5}, 3}};
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
    QCOMPARE(evaluateTier(Tier::Armature, a, b).polygonPairs.front().kindB, ShapeKind::Circle);
    b.circleFilters = {{2, 2}}; // its role does not meet the square's
    QCOMPARE(evaluateTier(Tier::Armature, a, b).reason, NotApplicableReason::RolesDoNotMeet);
    b.armature = {square(5, 5, 15, 15)};
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
    QCOMPARE(evaluateTier(Tier::Armature, a, b).reason, NotApplicableReason::None);
}

// A: P0 = [0, 10]^2, P1 = [20, 30] x [0, 10]. B (placed in several ways) has, in world
// space, Q0 far away, Q1 = [25, 35] x [5, 15] (meets P1) and Q2 = [5, 15]^2 (meets P0).
void TestFineTiers::armaturePairs()
{
    Collider a = sprite(40, 40, {0, 0});
    a.armature = {square(0, 0, 10, 10), square(20, 0, 30, 10)};

    Collider plain = sprite(40, 40, {0, 0});
    plain.armature = {square(100, 100, 110, 110), square(25, 5, 35, 15), square(5, 5, 15, 15)};
    // Turned by 180 about its origin at (40, 20): local (x, y) -> (40 - x, 20 - y).
    Collider turned = sprite(40, 40, {40, 20}, {0, 0}, 180);
    turned.armature = {square(-70, -90, -60, -80), square(5, 5, 15, 15), square(25, 5, 35, 15)};

    for (const Collider *b : {&plain, &turned}) {
        EvaluationOptions all;
        all.allPolygonPairs = true;
        const TierResult r = evaluateTier(Tier::Armature, a, *b, all);
        QCOMPARE(r.verdict, Verdict::Hit);
        QCOMPARE(r.polygonPairs.size(), std::size_t(2));
        QCOMPARE(r.polygonPairs[0].a, std::size_t(0));
        QCOMPARE(r.polygonPairs[0].b, std::size_t(2));
        QCOMPARE(r.polygonPairs[1].a, std::size_t(1));
        QCOMPARE(r.polygonPairs[1].b, std::size_t(1));
        // The witness is a world point in both closed squares.
        const Vec2 w0 = r.polygonPairs[0].witness;
        QVERIFY2(w0.x >= 5 && w0.x <= 10 && w0.y >= 5 && w0.y <= 10, describe(w0).constData());
        const Vec2 w1 = r.polygonPairs[1].witness;
        QVERIFY2(w1.x >= 25 && w1.x <= 30 && w1.y >= 5 && w1.y <= 10, describe(w1).constData());

        EvaluationOptions first = all;
        first.allPolygonPairs = false;
        const TierResult f = evaluateTier(Tier::Armature, a, *b, first);
        QCOMPARE(f.verdict, Verdict::Hit);
        QCOMPARE(f.polygonPairs.size(), std::size_t(1));
        QCOMPARE(f.polygonPairs[0].a, std::size_t(0));
        QCOMPARE(f.polygonPairs[0].b, std::size_t(2));

        // Swapping the sprites swaps the indices.
        const TierResult s = evaluateTier(Tier::Armature, *b, a, all);
        QCOMPARE(s.polygonPairs.size(), std::size_t(2));
        QCOMPARE(s.polygonPairs[0].a, std::size_t(1));
        QCOMPARE(s.polygonPairs[0].b, std::size_t(1));
        QCOMPARE(s.polygonPairs[1].a, std::size_t(2));
        QCOMPARE(s.polygonPairs[1].b, std::size_t(0));
    }

    // The pipeline looks for one pair only.
    const CollisionReport pipe = evaluatePipeline(a, plain);
    QCOMPARE(pipe[Tier::Armature].polygonPairs.size(), std::size_t(1));
    QCOMPARE(evaluateAllTiers(a, plain)[Tier::Armature].polygonPairs.size(), std::size_t(2));
}

void TestFineTiers::armatureTouching()
{
    Collider a = sprite(40, 40, {0, 0});
    a.armature = {square(0, 0, 10, 10)};
    Collider b = sprite(40, 40, {0, 0});
    b.armature = {square(10, 0, 20, 10)}; // shares an edge
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Miss);
    QVERIFY(evaluateTier(Tier::Armature, a, b).polygonPairs.empty());
    b.armature = {square(10, 10, 20, 20)}; // shares a corner
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Miss);
    b.armature = {square(10, 0, 20, 10), square(9.5, 9.5, 12, 12)}; // second one overlaps
    const TierResult r = evaluateTier(Tier::Armature, a, b);
    QCOMPARE(r.verdict, Verdict::Hit);
    QCOMPARE(r.polygonPairs.size(), std::size_t(1));
    QCOMPARE(r.polygonPairs[0].b, std::size_t(1));
}

// A U shape (concave, open at the top: the notch is [10, 20] x [0, 20]) against squares.
void TestFineTiers::armatureConcave()
{
    Collider a = sprite(30, 30, {0, 0});
    a.boxes = {Rect{0, 0, 30, 30}};
    a.boxFilters = {{2, 2}}; // the boxes meet each other only, not the polygons
    a.armature
            = {Polygon{{{0, 0}, {10, 0}, {10, 20}, {20, 20}, {20, 0}, {30, 0}, {30, 30}, {0, 30}}}};
    Collider b = sprite(30, 30, {0, 0});
    b.boxes = {Rect{12, 2, 6, 13}};
    b.boxFilters = {{2, 2}};

    b.armature = {square(12, 2, 18, 15)}; // inside the notch
    QCOMPARE(verdicts(evaluateAllTiers(a, b)), QByteArray("HHNHN"));
    b.boxes.clear();
    QCOMPARE(verdicts(evaluateAllTiers(a, b)), QByteArray("HNNMN"));
    const CollisionReport notch = evaluatePipeline(a, b);
    QCOMPARE(verdicts(notch), QByteArray("HNNM-"));
    QCOMPARE(decidedName(notch), QByteArray("armature"));
    QVERIFY(!notch.hit);

    b.armature = {square(12, 2, 18, 21)}; // reaches into the base of the U
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
    b.armature = {square(12, 2, 18, 20)}; // ends exactly on the base
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Miss);
    b.armature = {square(5, 22, 25, 28)}; // inside the base, no edge crossing
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
    b.armature = {square(-5, -5, 35, 35)}; // holds the whole U
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
    b.armature = {Polygon{{{10, 0}, {20, 0}, {20, 20}, {10, 20}}}}; // fills the notch exactly
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Miss);
}

void TestFineTiers::pixelNotApplicable()
{
    const Mask m = maskWith(4, 4, {{0, 0}});
    Collider a = sprite(4, 4, {});
    Collider b = sprite(4, 4, {});
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::NotApplicable);
    a.mask = &m;
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).reason, NotApplicableReason::MissingInB);
    QCOMPARE(evaluateTier(Tier::Pixel, b, a).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Pixel, b, a).reason, NotApplicableReason::MissingInA);
    b.mask = &m;
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::Hit);
    b.imageFilter = {0, 0}; // no role of B's is bound to the image
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).reason, NotApplicableReason::PixelsNotAsked);
    QCOMPARE(evaluateTier(Tier::Pixel, b, a).reason, NotApplicableReason::PixelsNotAsked);
}

// Both sprites have their pivot at the image origin; B is placed at `position`.
void TestFineTiers::pixelTier_data()
{
    QTest::addColumn<QList<QPoint>>("solidA");
    QTest::addColumn<QList<QPoint>>("solidB");
    QTest::addColumn<Vec2>("position");
    QTest::addColumn<int>("count"); // -1: Miss
    QTest::addColumn<QPoint>("first");

    const QList<QPoint> corner{{3, 3}};
    const QList<QPoint> origin{{0, 0}};
    QTest::newRow("corner pixels meet") << corner << origin << Vec2{3, 3} << 1 << QPoint(3, 3);
    QTest::newRow("one column right") << corner << origin << Vec2{4, 3} << -1 << QPoint();
    QTest::newRow("one row down") << corner << origin << Vec2{3, 4} << -1 << QPoint();
    QTest::newRow("far away") << corner << origin << Vec2{1e6, 3} << -1 << QPoint();
    const QList<QPoint> row1{{0, 1}, {1, 1}, {2, 1}, {3, 1}};
    const QList<QPoint> column2{{2, 0}, {2, 1}, {2, 2}, {2, 3}};
    QTest::newRow("row and column") << row1 << column2 << Vec2{0, 0} << 1 << QPoint(2, 1);
    QTest::newRow("row and moved column") << row1 << column2 << Vec2{1, -1} << 1 << QPoint(3, 1);
    QTest::newRow("column moved off") << row1 << column2 << Vec2{2, 0} << -1 << QPoint();
    QTest::newRow("row on row") << row1 << row1 << Vec2{-1, 0} << 3 << QPoint(0, 1);
    // Half-pixel offset: A's pixel centre (2.5, 1.5) lands in B's pixel, and B's pixel
    // centre (3, 1.5) on the left edge of A's pixel (3, 1), inside it: both collide.
    QTest::newRow("half pixel") << row1 << QList<QPoint>{{0, 0}} << Vec2{2.5, 1} << 2
                                << QPoint(2, 1);
    // A's pixel centre (2.5, 1.5) lies exactly on the top-left corner of B's pixel: inside.
    QTest::newRow("centre on corner")
            << row1 << QList<QPoint>{{0, 0}} << Vec2{2.5, 1.5} << 1 << QPoint(2, 1);
    QTest::newRow("half pixel off")
            << row1 << QList<QPoint>{{0, 0}} << Vec2{2.6, 1.6} << -1 << QPoint();
}

void TestFineTiers::pixelTier()
{
    QFETCH(QList<QPoint>, solidA);
    QFETCH(QList<QPoint>, solidB);
    QFETCH(Vec2, position);
    QFETCH(int, count);
    QFETCH(QPoint, first);
    Mask ma(4, 4);
    for (const QPoint p : solidA)
        ma.set(p.x(), p.y());
    Mask mb(4, 4);
    for (const QPoint p : solidB)
        mb.set(p.x(), p.y());
    Collider a = sprite(4, 4, {0, 0});
    a.mask = &ma;
    Collider b = sprite(4, 4, position);
    b.mask = &mb;

    EvaluationOptions full;
    full.pixelDetail = PixelDetail::Full;
    const TierResult r = evaluateTier(Tier::Pixel, a, b, full);
    QCOMPARE(r.verdict, count >= 0 ? Verdict::Hit : Verdict::Miss);
    QCOMPARE(r.pixels.hit, count >= 0);
    QCOMPARE(r.pixels.count.value_or(-1), std::int64_t(count >= 0 ? count : 0));
    if (count >= 0) {
        QVERIFY(r.pixels.firstContact.has_value());
        QCOMPARE(r.pixels.firstContact->x, std::int64_t(first.x()));
        QCOMPARE(r.pixels.firstContact->y, std::int64_t(first.y()));
    }
    EvaluationOptions quick;
    quick.pixelDetail = PixelDetail::FirstHit;
    const TierResult q = evaluateTier(Tier::Pixel, a, b, quick);
    QCOMPARE(q.verdict, r.verdict);
    QVERIFY(!q.pixels.count.has_value());
    QCOMPARE(q.pixels.firstContact.has_value(), count >= 0);
    if (count >= 0)
        QVERIFY(*q.pixels.firstContact == *r.pixels.firstContact);
}

void TestFineTiers::pixelTierRotated()
{
    // B: 4 x 4, only pixel (1, 0) solid, pivot at its origin, turned by 90 and placed at
    // (4, 0). Its pixel centre (1.5, 0.5) lands on (4 - 0.5, 1.5): A's pixel (3, 1).
    const Mask mb = maskWith(4, 4, {{1, 0}});
    Collider b = sprite(4, 4, {4, 0}, {0, 0}, 90);
    b.mask = &mb;
    const Mask hitMask = maskWith(4, 4, {{3, 1}});
    const Mask missMask = maskWith(4, 4, {{2, 1}, {3, 0}, {3, 2}});
    Collider a = sprite(4, 4, {0, 0});
    a.mask = &hitMask;
    const TierResult r = evaluateTier(Tier::Pixel, a, b);
    QCOMPARE(r.verdict, Verdict::Hit);
    QVERIFY(r.pixels.firstContact == (PixelPoint{3, 1}));
    QCOMPARE(r.pixels.count.value_or(-1), std::int64_t(1));
    a.mask = &missMask;
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::Miss);

    // A 3 x 3 sprite with only its centre pixel solid, turned about its centre: the centre
    // pixel stays on world [5, 6)^2.
    const Mask centre = maskWith(3, 3, {{1, 1}});
    Collider c = sprite(3, 3, {5.5, 5.5}, {1.5, 1.5}, 90);
    c.mask = &centre;
    const Mask target = maskWith(8, 8, {{5, 5}});
    Collider d = sprite(8, 8, {0, 0});
    d.mask = &target;
    QCOMPARE(evaluateTier(Tier::Pixel, d, c).verdict, Verdict::Hit);
    QCOMPARE(evaluateTier(Tier::Pixel, c, d).verdict, Verdict::Hit);
    c.transform.position = {6.5, 5.5};
    QCOMPARE(evaluateTier(Tier::Pixel, d, c).verdict, Verdict::Miss);
}

QTEST_GUILESS_MAIN(TestFineTiers)
#include "tst_finetiers.moc"
