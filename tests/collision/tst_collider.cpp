// Tests for hitbox/collider.h (default shapes, world shapes and bounds) and the tier
// names of hitbox/tiers.h, against hand-computed tables.

#include "collisiontostring.h"
#include "tierfixtures.h"

#include <hitbox/pipeline.h>

#include <QTest>

#include <cmath>
#include <string_view>
#include <vector>

using namespace hitbox::collision;
using namespace hitbox::testing;

class TestCollider : public QObject
{
    Q_OBJECT

private slots:
    void defaultReducedBox_data();
    void defaultReducedBox();
    void makeCollider();
    void worldShapes();
    void tierNames();
    void verdictNames();
};

void TestCollider::defaultReducedBox_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    QTest::addColumn<Vec2>("pivot");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<Rect>("expected");

    QTest::newRow("centre pivot") << 10.0 << 10.0 << Vec2{5, 5} << 0.8 << Rect{-4, -4, 8, 8};
    QTest::newRow("origin pivot") << 10.0 << 20.0 << Vec2{0, 0} << 0.8 << Rect{1, 2, 8, 16};
    QTest::newRow("corner pivot") << 10.0 << 20.0 << Vec2{10, 20} << 0.8 << Rect{-9, -18, 8, 16};
    QTest::newRow("half") << 100.0 << 50.0 << Vec2{50, 25} << 0.5 << Rect{-25, -12.5, 50, 25};
    QTest::newRow("full") << 10.0 << 6.0 << Vec2{2, 3} << 1.0 << Rect{-2, -3, 10, 6};
    QTest::newRow("zero fraction") << 10.0 << 6.0 << Vec2{5, 3} << 0.0 << Rect{0, 0, 0, 0};
}

void TestCollider::defaultReducedBox()
{
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(Vec2, pivot);
    QFETCH(double, fraction);
    QFETCH(Rect, expected);
    const Rect box = hitbox::collision::defaultReducedBox(width, height, pivot, fraction);
    const double tolerance = 1e-12;
    QVERIFY2(std::abs(box.x - expected.x) <= tolerance && std::abs(box.y - expected.y) <= tolerance
                     && std::abs(box.w - expected.w) <= tolerance
                     && std::abs(box.h - expected.h) <= tolerance,
             describe(box).constData());
    if (fraction == 0.8)
        QCOMPARE(hitbox::collision::defaultReducedBox(width, height, pivot), box);
}

void TestCollider::makeCollider()
{
    Mask mask(10, 6);
    const Collider c = hitbox::collision::makeCollider(10, 6, {100, 100}, &mask);
    QCOMPARE(c.width, 10.0);
    QCOMPARE(c.height, 6.0);
    QCOMPARE(c.transform.position, (Vec2{100, 100}));
    QCOMPARE(c.transform.pivot, (Vec2{5, 3}));
    QVERIFY(c.transform.rotation == 0.0);
    QCOMPARE(c.transform.scale, (Vec2{1, 1}));
    QVERIFY(!c.boxes.empty());
    QVERIFY(std::abs(c.boxes.front().x + 4) < 1e-12 && std::abs(c.boxes.front().y + 2.4) < 1e-12
            && std::abs(c.boxes.front().w - 8) < 1e-12
            && std::abs(c.boxes.front().h - 4.8) < 1e-12);
    QVERIFY(!c.circles.empty());
    QCOMPARE(c.circles.front().center, (Vec2{0, 0}));
    QVERIFY(std::abs(c.circles.front().radius - 4) < 1e-12); // 80% of half the larger side
    QVERIFY(c.armature.empty());
    QCOMPARE(c.mask, static_cast<const Mask *>(&mask));
    QCOMPARE(hitbox::collision::makeCollider(4, 4, {}).mask, nullptr);
    QCOMPARE(imageBounds(c), (Rect{95, 97, 10, 6}));
    // The default circle (radius 4) reaches past the 6 px tall image: the aabb tier's box
    // covers it, grown by a hair (circleBounds).
    const Rect all = worldBounds(c);
    QCOMPARE(all.x, 95.0);
    QVERIFY2(all.y < 96.0 && all.y > 96.0 - 1e-9, describe(all).constData());
    QVERIFY2(all.y + all.h > 104.0 && all.y + all.h < 104.0 + 1e-9, describe(all).constData());
    QCOMPARE(all.x + all.w, 105.0);
}

void TestCollider::worldShapes()
{
    // Pivot at the image centre, turned by 90 degrees: local (x, y) -> (-y, x).
    Collider c = sprite(10, 10, {100, 100}, {5, 5}, 90);
    c.boxes = {Rect{-4, -4, 8, 8}};
    c.circles = {Circle{{1, 0}, 2}};
    c.armature = {Polygon{{{0, 0}, {2, 0}, {0, 1}}}, square(1, 1, 2, 3)};
    QCOMPARE(worldBounds(c), (Rect{95, 95, 10, 10}));
    const Polygon box = worldBoxes(c).front();
    const std::vector<Vec2> expectedBox{{104, 96}, {104, 104}, {96, 104}, {96, 96}};
    QCOMPARE(box.points, expectedBox);
    QCOMPARE(worldCircles(c).front().center, (Vec2{100, 101}));
    QCOMPARE(worldCircles(c).front().radius, 2.0);
    const std::vector<Polygon> armature = worldArmature(c);
    QCOMPARE(armature.size(), std::size_t(2));
    QCOMPARE(armature[0].points, (std::vector<Vec2>{{100, 100}, {100, 102}, {99, 100}}));
    QCOMPARE(armature[1].points, (std::vector<Vec2>{{99, 101}, {99, 102}, {97, 102}, {97, 101}}));

    // Image 4 x 2 with the pivot at its origin, turned: bounds (-2, 0) .. (0, 4).
    QCOMPARE(worldBounds(sprite(4, 2, {0, 0}, {0, 0}, 90)), (Rect{-2, 0, 2, 4}));
    QCOMPARE(imageBounds(sprite(4, 2, {0, 0}, {0, 0}, 90)), (Rect{-2, 0, 2, 4}));
    QVERIFY(isEmpty(worldBounds(sprite(0, 2, {3, 3}))));
    QCOMPARE(worldBounds(sprite(0, 2, {3, 3})), imageBounds(sprite(0, 2, {3, 3})));

    // Scale before rotation; the circle takes the larger scale factor, also when mirrored.
    Collider scaled = sprite(10, 10, {10, 10}, {0, 0}, 90, {2, 3});
    scaled.circles = {Circle{{1, 0}, 2}};
    QCOMPARE(worldCircles(scaled).front().center, (Vec2{10, 12}));
    QCOMPARE(worldCircles(scaled).front().radius, 6.0);
    scaled.transform.scale = {-3, 1};
    QCOMPARE(worldCircles(scaled).front().center, (Vec2{10, 7}));
    QCOMPARE(worldCircles(scaled).front().radius, 6.0);

    // Missing shapes give empty results.
    const Collider bare = sprite(10, 10, {});
    QVERIFY(worldBoxes(bare).empty());
    QVERIFY(worldCircles(bare).empty());
    QVERIFY(worldArmature(bare).empty());
}

void TestCollider::tierNames()
{
    QCOMPARE(allTiers.size(), std::size_t(5));
    TierSet bits = 0;
    for (std::size_t i = 0; i < allTiers.size(); ++i) {
        const Tier t = allTiers[i];
        QCOMPARE(static_cast<std::size_t>(t), i); // pipeline order = enum order
        QVERIFY2(tierName(t) == std::string_view(expectedTierNames[i]), expectedTierNames[i]);
        QVERIFY(tierFromName(tierName(t)) == t);
        bits |= tierBit(t);
    }
    QCOMPARE(bits, allTierSet);
    for (const char *unknown : {"", "unknown", "pixels", "box ", " box", "circl", "aabbb"})
        QVERIFY2(!tierFromName(unknown).has_value(), unknown);
}

void TestCollider::verdictNames()
{
    QCOMPARE(verdictName(Verdict::Hit), std::string_view("hit"));
    QCOMPARE(verdictName(Verdict::Miss), std::string_view("miss"));
    QCOMPARE(verdictName(Verdict::NotApplicable), std::string_view("n/a"));
    QCOMPARE(verdictName(Verdict::NotRun), std::string_view("not run"));
}

QTEST_GUILESS_MAIN(TestCollider)
#include "tst_collider.moc"
