// Tests for the aabb, box and circle tiers of hitbox/pipeline.h (evaluateTier), against
// hand-computed tables: touching is a Miss, both argument orders agree, and boxes without
// area overlap nothing.

#include "collisiontostring.h"
#include "tierfixtures.h"

#include <hitbox/pipeline.h>

#include <QTest>

#include <cmath>

using namespace hitbox::collision;
using namespace hitbox::testing;

Q_DECLARE_METATYPE(hitbox::collision::Collider)

class TestCoarseTiers : public QObject
{
    Q_OBJECT

private slots:
    void aabbTier_data();
    void aabbTier();
    void boxTierAxisAligned_data();
    void boxTierAxisAligned();
    void boxTierRotated_data();
    void boxTierRotated();
    void circleTier_data();
    void circleTier();
    void emptyBoxes_data();
    void emptyBoxes();
};

// A: 10 x 10 image, pivot at its origin, at (0, 0), covering [0, 10) x [0, 10).
void TestCoarseTiers::aabbTier_data()
{
    QTest::addColumn<Transform>("placement");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<Rect>("intersection");

    const auto at = [](Vec2 p, double rotation = 0, Vec2 scale = {1, 1}) {
        return Transform{p, {0, 0}, rotation, scale};
    };
    QTest::newRow("overlap") << at({5, 5}) << 10.0 << 10.0 << true << Rect{5, 5, 5, 5};
    QTest::newRow("containment") << at({3, 4}) << 2.0 << 2.0 << true << Rect{3, 4, 2, 2};
    QTest::newRow("touch right") << at({10, 0}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("touch left") << at({-10, 3}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("touch top") << at({2, -10}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("touch bottom") << at({2, 10}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("touch corner") << at({10, 10}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("one pixel") << at({9, 9}) << 10.0 << 10.0 << true << Rect{9, 9, 1, 1};
    // Turned by 90 about its origin, B covers [x - 10, x] x [0, 10].
    QTest::newRow("90 touching") << at({20, 0}, 90) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("90 overlapping")
            << at({19.5, 0}, 90) << 10.0 << 10.0 << true << Rect{9.5, 0, 0.5, 10};
    QTest::newRow("scaled touching") << at({10, 0}, 0, {2, 2}) << 5.0 << 5.0 << false << Rect{};
    QTest::newRow("scaled overlapping")
            << at({-9, 0}, 0, {2, 2}) << 5.0 << 5.0 << true << Rect{0, 0, 1, 10};
    QTest::newRow("mirrored touching") << at({0, 0}, 0, {-1, 1}) << 4.0 << 4.0 << false << Rect{};
    QTest::newRow("mirrored overlapping")
            << at({1, 0}, 0, {-1, 1}) << 4.0 << 4.0 << true << Rect{0, 0, 1, 4};
    QTest::newRow("zero size") << at({5, 5}) << 0.0 << 0.0 << false << Rect{};
    // A 2 x 2 image turned by 45 about its centre reaches sqrt(2) from it.
    const double r = std::sqrt(2.0);
    QTest::newRow("45 overlapping") << Transform{{10, 5}, {1, 1}, 45, {1, 1}} << 2.0 << 2.0 << true
                                    << Rect{10 - r, 5 - r, r, 2 * r};
}

void TestCoarseTiers::aabbTier()
{
    QFETCH(Transform, placement);
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(bool, hit);
    QFETCH(Rect, intersection);
    const Collider a = sprite(10, 10, {0, 0});
    Collider b = sprite(width, height, {});
    b.transform = placement;
    for (const bool swapped : {false, true}) {
        const TierResult r
                = swapped ? evaluateTier(Tier::Aabb, b, a) : evaluateTier(Tier::Aabb, a, b);
        QCOMPARE(r.verdict, hit ? Verdict::Hit : Verdict::Miss);
        if (hit) {
            QVERIFY2(std::abs(r.intersection.x - intersection.x) < 1e-12
                             && std::abs(r.intersection.y - intersection.y) < 1e-12
                             && std::abs(r.intersection.w - intersection.w) < 1e-12
                             && std::abs(r.intersection.h - intersection.h) < 1e-12,
                     describe(r.intersection).constData());
        } else {
            QVERIFY2(r.intersection.w == 0 || r.intersection.h == 0,
                     describe(r.intersection).constData());
        }
        QVERIFY(r.polygonPairs.empty());
    }
}

// A: 20 x 20 image, pivot at its origin, at (0, 0), box [0, 10) x [0, 10). B: the same
// image and box, placed as given. The images always overlap, so aabb says Hit.
void TestCoarseTiers::boxTierAxisAligned_data()
{
    QTest::addColumn<Transform>("placement");
    QTest::addColumn<Rect>("boxB");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<Rect>("intersection");

    const Rect box{0, 0, 10, 10};
    const auto at = [](Vec2 p, double rotation = 0, Vec2 scale = {1, 1}, Vec2 pivot = {}) {
        return Transform{p, pivot, rotation, scale};
    };
    QTest::newRow("overlap") << at({5, 5}) << box << true << Rect{5, 5, 5, 5};
    QTest::newRow("touch right") << at({10, 0}) << box << false << Rect{};
    QTest::newRow("touch bottom") << at({0, 10}) << box << false << Rect{};
    QTest::newRow("touch corner") << at({10, 10}) << box << false << Rect{};
    QTest::newRow("one pixel") << at({9, 9}) << box << true << Rect{9, 9, 1, 1};
    // 90: local (x, y) -> (-y, x), so the box covers [x - 10, x] x [y, y + 10].
    QTest::newRow("90 overlapping") << at({15, 0}, 90) << box << true << Rect{5, 0, 5, 10};
    // 270: local (x, y) -> (y, -x): box [x, x + 10] x [y - 10, y].
    QTest::newRow("270 touching") << at({10, 15}, 270) << box << false << Rect{};
    // 180: box [x - 10, x] x [y - 10, y].
    QTest::newRow("180 overlapping") << at({12, 12}, 180) << box << true << Rect{2, 2, 8, 8};
    QTest::newRow("half scale") << at({9.5, 0}, 0, {0.5, 0.5}) << box << true
                                << Rect{9.5, 0, 0.5, 5};
    QTest::newRow("mirrored touching") << at({20, 0}, 0, {-1, 1}) << box << false << Rect{};
    QTest::newRow("mirrored overlapping")
            << at({19, 0}, 0, {-1, 1}) << box << true << Rect{9, 0, 1, 10};
    QTest::newRow("box off the pivot")
            << at({14, 5}, 0, {1, 1}, {5, 5}) << Rect{-5, -5, 4, 4} << true << Rect{9, 0, 1, 4};
}

void TestCoarseTiers::boxTierAxisAligned()
{
    QFETCH(Transform, placement);
    QFETCH(Rect, boxB);
    QFETCH(bool, hit);
    QFETCH(Rect, intersection);
    Collider a = sprite(20, 20, {0, 0});
    a.boxes = {Rect{0, 0, 10, 10}};
    Collider b = sprite(20, 20, {});
    b.transform = placement;
    b.boxes = {boxB};
    QCOMPARE(evaluateTier(Tier::Aabb, a, b).verdict, Verdict::Hit);
    for (const bool swapped : {false, true}) {
        const TierResult r
                = swapped ? evaluateTier(Tier::Box, b, a) : evaluateTier(Tier::Box, a, b);
        QCOMPARE(r.verdict, hit ? Verdict::Hit : Verdict::Miss);
        if (hit)
            QCOMPARE(r.intersection, intersection);
        else
            QVERIFY2(r.intersection.w == 0 || r.intersection.h == 0,
                     describe(r.intersection).constData());
    }
    // Either box missing: not applicable.
    Collider noBox = b;
    noBox.boxes.clear();
    QCOMPARE(evaluateTier(Tier::Box, a, noBox).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Box, noBox, a).verdict, Verdict::NotApplicable);
}

// Oriented boxes. Each sprite is 10 x 10 with its pivot at the centre and the whole image
// as its box; turned by 45 degrees that box is the diamond |x| + |y| <= 5 sqrt(2) (7.07)
// and its image bounds are [-7.07, 7.07]^2.
void TestCoarseTiers::boxTierRotated_data()
{
    QTest::addColumn<Transform>("placementA");
    QTest::addColumn<Transform>("placementB");
    QTest::addColumn<bool>("aabbHit");
    QTest::addColumn<bool>("boxHit");

    const auto at = [](Vec2 p, double rotation) { return Transform{p, {5, 5}, rotation, {1, 1}}; };
    // Diamonds about (0, 0) and (10, 10): the lines x + y = 7.07 and x + y = 12.93 part them.
    QTest::newRow("diamonds apart") << at({0, 0}, 45) << at({10, 10}, 45) << true << false;
    // (3, 3) is inside both.
    QTest::newRow("diamonds overlap") << at({0, 0}, 45) << at({6, 6}, 45) << true << true;
    // Square [5, 15]^2 against the diamond: its nearest corner (5, 5) has x + y = 10.
    QTest::newRow("diamond and square apart") << at({0, 0}, 45) << at({10, 10}, 0) << true << false;
    // (4, 0) is inside both.
    QTest::newRow("diamond and square overlap") << at({0, 0}, 45) << at({8, 0}, 0) << true << true;
    QTest::newRow("-45 and 135 apart") << at({0, 0}, -45) << at({10, 10}, 135) << true << false;
    QTest::newRow("30 and 60 overlap") << at({0, 0}, 30) << at({9, 0}, 60) << true << true;
}

void TestCoarseTiers::boxTierRotated()
{
    QFETCH(Transform, placementA);
    QFETCH(Transform, placementB);
    QFETCH(bool, aabbHit);
    QFETCH(bool, boxHit);
    Collider a = sprite(10, 10, {});
    a.transform = placementA;
    a.boxes = {Rect{-5, -5, 10, 10}};
    Collider b = a;
    b.transform = placementB;
    QCOMPARE(evaluateTier(Tier::Aabb, a, b).verdict, aabbHit ? Verdict::Hit : Verdict::Miss);
    for (const bool swapped : {false, true}) {
        const TierResult r
                = swapped ? evaluateTier(Tier::Box, b, a) : evaluateTier(Tier::Box, a, b);
        QCOMPARE(r.verdict, boxHit ? Verdict::Hit : Verdict::Miss);
        QVERIFY(isEmpty(r.intersection)); // only set for two axis-aligned boxes
    }
}

// A: makeCollider(10, 10) at (0, 0): circle of radius 4 about (0, 0).
void TestCoarseTiers::circleTier_data()
{
    QTest::addColumn<Collider>("b");
    QTest::addColumn<int>("verdict");

    const auto hit = int(Verdict::Hit);
    const auto miss = int(Verdict::Miss);
    const auto placed = [](Vec2 p, double rotation = 0, Vec2 scale = {1, 1}) {
        Collider c = hitbox::collision::makeCollider(10, 10, p);
        c.transform.rotation = rotation;
        c.transform.scale = scale;
        return c;
    };
    QTest::newRow("touching") << placed({8, 0}) << miss;
    QTest::newRow("just overlapping") << placed({7.9, 0}) << hit;
    QTest::newRow("touching above") << placed({0, -8}) << miss;
    QTest::newRow("overlapping below") << placed({0, 7.999}) << hit;
    QTest::newRow("diagonal apart") << placed({6, 6}) << miss; // distance 8.49
    QTest::newRow("scaled touching") << placed({12, 0}, 0, {2, 2}) << miss;
    QTest::newRow("scaled overlapping") << placed({11.5, 0}, 0, {2, 2}) << hit;
    QTest::newRow("stretched uses larger factor") << placed({16, 0}, 0, {1, 3}) << miss;
    QTest::newRow("stretched overlapping") << placed({15.9, 0}, 0, {1, 3}) << hit;
    QTest::newRow("mirrored touching") << placed({12, 0}, 0, {-2, 1}) << miss;
    // Centre off the pivot at local (5, 0); turned by 90 it sits 5 below the position.
    Collider offset = placed({0, 3}, 90);
    offset.circles = {Circle{{5, 0}, 4}};
    QTest::newRow("rotated centre touching") << offset << miss;
    offset.transform.position = {0, 2.9};
    QTest::newRow("rotated centre overlapping") << offset << hit;
    offset.transform.position = {0, 13};
    QTest::newRow("rotated centre apart") << offset << miss;
    Collider none = placed({0, 0});
    none.circles.clear();
    QTest::newRow("no circle") << none << int(Verdict::NotApplicable);
}

void TestCoarseTiers::circleTier()
{
    QFETCH(Collider, b);
    QFETCH(int, verdict);
    const Collider a = hitbox::collision::makeCollider(10, 10, {0, 0});
    QCOMPARE(evaluateTier(Tier::Circle, a, b).verdict, static_cast<Verdict>(verdict));
    QCOMPARE(evaluateTier(Tier::Circle, b, a).verdict, static_cast<Verdict>(verdict));
}

void TestCoarseTiers::emptyBoxes_data()
{
    QTest::addColumn<Rect>("box");
    QTest::newRow("negative width") << Rect{10, -10, -20, 20};
    QTest::newRow("negative height") << Rect{-10, 10, 20, -20};
    QTest::newRow("zero width") << Rect{0, -10, 0, 20};
    QTest::newRow("NaN height") << Rect{-10, -10, 20, std::nan("")};
}

// A box without area overlaps nothing and contains no point, as for Rect; a negative
// size must not turn into its mirror image.
void TestCoarseTiers::emptyBoxes()
{
    QFETCH(Rect, box);
    Collider a = hitbox::collision::makeCollider(40, 40, {0, 0});
    Collider b = hitbox::collision::makeCollider(40, 40, {0, 0});
    a.boxes = {box};
    for (const double rotation : {0.0, 90.0, 30.0}) {
        a.transform.rotation = rotation;
        QCOMPARE(evaluateTier(Tier::Box, a, b).verdict, Verdict::Miss);
        QCOMPARE(evaluateTier(Tier::Box, b, a).verdict, Verdict::Miss);
        QCOMPARE(hitbox::collision::probePoint(a, {0, 0})[Tier::Box], Verdict::Miss);
        QCOMPARE(hitbox::collision::probePoint(a, {1, 1})[Tier::Box], Verdict::Miss);
    }
}

QTEST_GUILESS_MAIN(TestCoarseTiers)
#include "tst_coarsetiers.moc"
