// Circles: hand-computed tables for every function, exact integer references for
// rectangles and segment distances, and a dense boundary-sampling reference for circles
// against concave polygons.

#include "referencepolygon.h"
#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

// An L shape: arm x in [0, 10], foot y in [0, 10]; the notch is x > 10, y > 10.
const Polygon lShape{{{0, 0}, {40, 0}, {40, 10}, {10, 10}, {10, 30}, {0, 30}}};

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

// Exact squared distance * 64^2 from the point (px, py) / 64 to the closed segment
// [a, b] / 64, as a fraction num / den (all inputs integer multiples of 1/64).
std::pair<RefInt128, RefInt128> exactSegmentDistance2(RefPoint a, RefPoint b, RefPoint p)
{
    const RefInt128 abx = b.x - a.x, aby = b.y - a.y;
    const RefInt128 apx = p.x - a.x, apy = p.y - a.y;
    const RefInt128 len2 = abx * abx + aby * aby;
    const RefInt128 along = apx * abx + apy * aby;
    if (len2 == 0 || along <= 0)
        return {apx * apx + apy * apy, 1};
    if (along >= len2) {
        const RefInt128 bpx = p.x - b.x, bpy = p.y - b.y;
        return {bpx * bpx + bpy * bpy, 1};
    }
    const RefInt128 c = abx * apy - aby * apx;
    return {c * c, len2};
}

} // namespace

class TestCircle : public QObject
{
    Q_OBJECT

private slots:
    void circlesOverlapTable_data();
    void circlesOverlapTable();
    void circleOverlapsRectTable_data();
    void circleOverlapsRectTable();
    void circleOverlapsRectRandom();
    void circleOverlapsPolygonTable_data();
    void circleOverlapsPolygonTable();
    void circleOverlapsPolygonSampled();
    void circleContainsTable();
    void defaultCircleTable();
    void transformedCircle();
    void segmentDistanceTable_data();
    void segmentDistanceTable();
    void segmentDistanceRandom();
    void segmentDistanceMoved();
};

void TestCircle::circlesOverlapTable_data()
{
    QTest::addColumn<Circle>("a");
    QTest::addColumn<Circle>("b");
    QTest::addColumn<bool>("expected");

    QTest::newRow("touching") << Circle{{0, 0}, 5} << Circle{{10, 0}, 5} << false;
    QTest::newRow("touching diagonal") << Circle{{0, 0}, 2.5} << Circle{{3, 4}, 2.5} << false;
    QTest::newRow("tiny overlap") << Circle{{0, 0}, 5} << Circle{{10, 0}, 5 + 1e-9} << true;
    QTest::newRow("tiny gap") << Circle{{0, 0}, 5} << Circle{{10, 0}, 5 - 1e-9} << false;
    QTest::newRow("tiny overlap diagonal")
            << Circle{{0, 0}, 2.5} << Circle{{3, 4}, 2.5 + 1e-9} << true;
    QTest::newRow("clear overlap") << Circle{{0, 0}, 5} << Circle{{6, 0}, 2} << true;
    QTest::newRow("far apart") << Circle{{0, 0}, 5} << Circle{{100, 100}, 5} << false;
    QTest::newRow("one inside the other") << Circle{{0, 0}, 50} << Circle{{3, 4}, 1} << true;
    QTest::newRow("concentric") << Circle{{7, 7}, 1} << Circle{{7, 7}, 2} << true;
    QTest::newRow("zero radius at centre") << Circle{{0, 0}, 0} << Circle{{0, 0}, 5} << false;
    QTest::newRow("both zero radius") << Circle{{0, 0}, 0} << Circle{{0, 0}, 0} << false;
    QTest::newRow("negative radius") << Circle{{0, 0}, -1} << Circle{{0, 0}, 5} << false;
    QTest::newRow("NaN radius") << Circle{{0, 0}, notANumber} << Circle{{0, 0}, 5} << false;
    QTest::newRow("far from origin, touching")
            << Circle{{1e6, 1e6}, 3} << Circle{{1e6 + 6, 1e6}, 3} << false;
    QTest::newRow("far from origin, overlapping")
            << Circle{{1e6, 1e6}, 3} << Circle{{1e6 + 5.5, 1e6}, 3} << true;
}

void TestCircle::circlesOverlapTable()
{
    QFETCH(Circle, a);
    QFETCH(Circle, b);
    QFETCH(bool, expected);
    QCOMPARE(circlesOverlap(a, b), expected);
    QCOMPARE(circlesOverlap(b, a), expected);
}

void TestCircle::circleOverlapsRectTable_data()
{
    QTest::addColumn<Circle>("circle");
    QTest::addColumn<Rect>("rect");
    QTest::addColumn<bool>("expected");

    const Rect r{0, 0, 10, 10};
    // Towards the corner (10, 10) along a 3-4-5 direction.
    QTest::newRow("corner touching") << Circle{{13, 14}, 5} << r << false;
    QTest::newRow("corner tiny overlap") << Circle{{13, 14}, 5 + 1e-9} << r << true;
    QTest::newRow("corner tiny gap") << Circle{{13, 14}, 5 - 1e-9} << r << false;
    // Inside the bounding square of the disc but outside the disc (the corner case a
    // box-vs-box test would get wrong).
    QTest::newRow("corner in bounding square only") << Circle{{12, 12}, 2.8} << r << false;
    QTest::newRow("corner within reach") << Circle{{12, 12}, 2.9} << r << true;
    QTest::newRow("inside") << Circle{{5, 5}, 0.1} << r << true;
    QTest::newRow("rect inside circle") << Circle{{5, 5}, 100} << r << true;
    QTest::newRow("touching right edge") << Circle{{15, 5}, 5} << r << false;
    QTest::newRow("crossing right edge") << Circle{{15, 5}, 5.0001} << r << true;
    QTest::newRow("touching left edge") << Circle{{-5, 5}, 5} << r << false;
    QTest::newRow("touching top edge") << Circle{{5, -5}, 5} << r << false;
    QTest::newRow("touching bottom edge") << Circle{{5, 15}, 5} << r << false;
    QTest::newRow("centre on edge") << Circle{{10, 5}, 0.001} << r << true;
    QTest::newRow("centre on corner") << Circle{{0, 0}, 0.001} << r << true;
    QTest::newRow("zero radius inside") << Circle{{5, 5}, 0} << r << false;
    QTest::newRow("empty rect") << Circle{{0, 5}, 5} << Rect{0, 0, 0, 10} << false;
    QTest::newRow("negative width") << Circle{{0, 5}, 5} << Rect{0, 0, -3, 10} << false;
}

void TestCircle::circleOverlapsRectTable()
{
    QFETCH(Circle, circle);
    QFETCH(Rect, rect);
    QFETCH(bool, expected);
    QCOMPARE(circleOverlapsRect(circle, rect), expected);
}

// Centres and radii on a 1/64 grid, integer rectangles: the exact answer is
// "squared distance to the closed rectangle < r^2", in integers scaled by 64.
void TestCircle::circleOverlapsRectRandom()
{
    std::mt19937 rng(64);
    std::uniform_int_distribution<std::int64_t> corner(-20, 20);
    std::uniform_int_distribution<std::int64_t> size(1, 15);
    std::uniform_int_distribution<std::int64_t> centre(-40 * 64, 40 * 64);
    std::uniform_int_distribution<std::int64_t> radius(0, 20 * 64);
    int hits = 0;
    int exactTouch = 0;
    for (int i = 0; i < 200000; ++i) {
        const std::int64_t x = corner(rng), y = corner(rng), w = size(rng), h = size(rng);
        std::int64_t cx = centre(rng), cy = centre(rng), r = radius(rng);
        if (i % 4 == 0) { // put the centre on a grid line so touching happens
            cx = cx / 64 * 64;
            r = r / 64 * 64;
        }
        const std::int64_t nx = std::clamp(cx, 64 * x, 64 * (x + w));
        const std::int64_t ny = std::clamp(cy, 64 * y, 64 * (y + h));
        const std::int64_t d2 = (nx - cx) * (nx - cx) + (ny - cy) * (ny - cy);
        const bool expected = r > 0 && d2 < r * r;
        hits += expected;
        exactTouch += r > 0 && d2 == r * r;
        const Circle c{{cx / 64.0, cy / 64.0}, r / 64.0};
        const Rect rect{double(x), double(y), double(w), double(h)};
        QVERIFY2(circleOverlapsRect(c, rect) == expected,
                 qPrintable(QStringLiteral("case %1: centre (%2, %3) r %4 rect %5 %6 %7 %8")
                                    .arg(i)
                                    .arg(c.center.x)
                                    .arg(c.center.y)
                                    .arg(c.radius)
                                    .arg(x)
                                    .arg(y)
                                    .arg(w)
                                    .arg(h)));
        // The polygon version must agree on the same rectangle.
        QVERIFY2(circleOverlapsPolygon(c, rectToPolygon(rect)) == expected,
                 qPrintable(QStringLiteral("case %1 (polygon)").arg(i)));
    }
    QVERIFY(hits > 20000 && exactTouch > 100);
}

void TestCircle::circleOverlapsPolygonTable_data()
{
    QTest::addColumn<Circle>("circle");
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<bool>("expected");

    QTest::newRow("centre inside the arm") << Circle{{5, 20}, 1} << lShape << true;
    QTest::newRow("centre inside, radius huge") << Circle{{5, 20}, 1000} << lShape << true;
    QTest::newRow("polygon inside circle") << Circle{{20, 15}, 100} << lShape << true;
    // In the notch, 10 from the foot's top edge and 15 from the arm's right edge.
    QTest::newRow("in the notch, small") << Circle{{25, 20}, 5} << lShape << false;
    QTest::newRow("in the notch, just short") << Circle{{25, 20}, 9.99} << lShape << false;
    QTest::newRow("in the notch, touching") << Circle{{25, 20}, 10} << lShape << false;
    QTest::newRow("in the notch, reaching") << Circle{{25, 20}, 10.001} << lShape << true;
    QTest::newRow("edge grazing") << Circle{{20, -3}, 3.0001} << lShape << true;
    QTest::newRow("edge touching") << Circle{{20, -3}, 3} << lShape << false;
    QTest::newRow("vertex touching") << Circle{{43, -4}, 5} << lShape << false;
    QTest::newRow("vertex grazing") << Circle{{43, -4}, 5.001} << lShape << true;
    // Near the notch's reflex corner (10, 10): the foot's top edge is 3 away, the arm's
    // edge 4, the corner 5.
    QTest::newRow("notch corner, touching") << Circle{{14, 13}, 3} << lShape << false;
    QTest::newRow("notch corner, crossing") << Circle{{14, 13}, 3.001} << lShape << true;
    QTest::newRow("centre on edge") << Circle{{20, 0}, 0.001} << lShape << true;
    QTest::newRow("centre on vertex") << Circle{{10, 10}, 0.001} << lShape << true;
    QTest::newRow("zero radius inside") << Circle{{5, 20}, 0} << lShape << false;
    QTest::newRow("far away") << Circle{{100, 100}, 10} << lShape << false;
    QTest::newRow("too few points") << Circle{{0, 0}, 10} << Polygon{{{0, 0}, {1, 1}}} << false;
}

void TestCircle::circleOverlapsPolygonTable()
{
    QFETCH(Circle, circle);
    QFETCH(Polygon, polygon);
    QFETCH(bool, expected);
    QCOMPARE(circleOverlapsPolygon(circle, polygon), expected);
    std::reverse(polygon.points.begin(), polygon.points.end());
    QCOMPARE(circleOverlapsPolygon(circle, polygon), expected);
}

// Random concave polygons and circles on a 1/64 grid, against a dense-sampling
// reference: centre inside (exact winding reference) or some boundary sample strictly
// inside the disc.
//
// Margin: samples are spaced h = 0.01 along every edge, so the sampled minimum distance
// ds satisfies d <= ds <= d + h/2 for the true boundary distance d. The reference says
// "overlap" when ds < r - eps and "apart" when ds - h/2 > r + eps (eps = 1e-6 covers the
// rounding of the samples and the kernel's own floating-point distance, both below
// 1e-12 here). Cases with |d - r| within that band are near-tangent and skipped; they
// are a small fraction, and exact tangency is covered by the tables.
void TestCircle::circleOverlapsPolygonSampled()
{
    constexpr double h = 0.01;
    constexpr double eps = 1e-6;
    std::mt19937 rng(1729);
    int insideCases = 0, edgeCases = 0, apartCases = 0, skipped = 0;
    const int total = 3000;
    for (int i = 0; i < total; ++i) {
        RefStarOptions o;
        o.minRadius = 3;
        o.maxRadius = 25;
        o.maxVertices = 12;
        const RefPolygon p = refRandomStarPolygon(rng, o);
        const Polygon polygon = refToPolygon(p);
        std::uniform_int_distribution<std::int64_t> centre(-35 * 64, 35 * 64);
        std::uniform_int_distribution<std::int64_t> radius(1, 15 * 64);
        const std::int64_t cx = centre(rng), cy = centre(rng), cr = radius(rng);
        const Circle c{{cx / 64.0, cy / 64.0}, cr / 64.0};

        bool expected;
        if (refPointInPolygon(p, cx, cy, 64) != RefWhere::Outside) {
            expected = true;
            ++insideCases;
        } else {
            double ds2 = std::numeric_limits<double>::infinity();
            for (std::size_t k = 0; k < p.size(); ++k) {
                const Vec2 a = polygon.points[k];
                const Vec2 b = polygon.points[(k + 1) % p.size()];
                const double length = std::hypot(b.x - a.x, b.y - a.y);
                const int steps = int(std::ceil(length / h));
                for (int s = 0; s <= steps; ++s) {
                    const double t = double(s) / steps;
                    const double x = a.x + t * (b.x - a.x) - c.center.x;
                    const double y = a.y + t * (b.y - a.y) - c.center.y;
                    ds2 = std::min(ds2, x * x + y * y);
                }
            }
            const double ds = std::sqrt(ds2);
            if (ds < c.radius - eps) {
                expected = true;
                ++edgeCases;
            } else if (ds - h / 2 > c.radius + eps) {
                expected = false;
                ++apartCases;
            } else {
                ++skipped;
                continue;
            }
        }
        QVERIFY2(circleOverlapsPolygon(c, polygon) == expected,
                 qPrintable(QStringLiteral("case %1: centre (%2, %3) r %4 polygon %5")
                                    .arg(i)
                                    .arg(c.center.x)
                                    .arg(c.center.y)
                                    .arg(c.radius)
                                    .arg(QString::fromStdString(refPolygonText(p)))));
    }
    qInfo("circle vs polygon: %d centre inside, %d by an edge, %d apart, %d near-tangent "
          "skipped",
          insideCases,
          edgeCases,
          apartCases,
          skipped);
    QVERIFY(insideCases > 200 && edgeCases > 200 && apartCases > 200);
    QVERIFY(skipped < total / 50);
}

void TestCircle::circleContainsTable()
{
    const Circle c{{0, 0}, 5};
    QVERIFY(!circleContains(c, {3, 4}));  // on the circle
    QVERIFY(!circleContains(c, {-5, 0})); // on the circle
    QVERIFY(circleContains(c, {3, 3.99}));
    QVERIFY(circleContains(c, {0, 0}));
    QVERIFY(!circleContains(c, {3.01, 4}));
    QVERIFY(!circleContains(Circle{{1, 1}, 0}, {1, 1}));
    QVERIFY(circleContains(Circle{{1e6, -1e6}, 1}, {1e6 + 0.5, -1e6 - 0.5}));
}

void TestCircle::defaultCircleTable()
{
    // Relative to the pivot; radius = 0.8 x half the larger side.
    QCOMPARE(defaultCircle(100, 50, {50, 25}), (Circle{{0, 0}, 40}));
    QCOMPARE(defaultCircle(100, 50, {0, 0}), (Circle{{50, 25}, 40}));
    QCOMPARE(defaultCircle(50, 100, {0, 0}), (Circle{{25, 50}, 40}));
    QCOMPARE(defaultCircle(64, 64, {10, 20}), (Circle{{22, 12}, 25.6}));
    QCOMPARE(defaultCircle(30, 60, {15, 30}, 0.5), (Circle{{0, 0}, 15}));
    QCOMPARE(defaultCircle(30, 60, {15, 30}, 1.0), (Circle{{0, 0}, 30}));
}

void TestCircle::transformedCircle()
{
    const Circle c{{10, 0}, 5};
    // Uniform scale 2, rotation 90 degrees clockwise on screen: local +x goes to +y.
    Transform t;
    t.position = {100, 50};
    t.rotation = 90;
    t.scale = {2, 2};
    const Circle rotated = transformed(c, localToWorld(t));
    QCOMPARE(rotated.center, (Vec2{100, 70}));
    QCOMPARE(rotated.radius, 10.0);
    // Non-uniform scale: the larger factor, whatever its axis or sign.
    t.rotation = 0;
    t.scale = {2, 3};
    QCOMPARE(transformed(c, localToWorld(t)).radius, 15.0);
    QCOMPARE(transformed(c, localToWorld(t)).center, (Vec2{120, 50}));
    t.scale = {3, 2};
    QCOMPARE(transformed(c, localToWorld(t)).radius, 15.0);
    t.scale = {-4, 1};
    QCOMPARE(transformed(c, localToWorld(t)).radius, 20.0);
    QCOMPARE(transformed(c, localToWorld(t)).center, (Vec2{60, 50}));
    // With an arbitrary rotation the factors are unchanged.
    t.rotation = 30;
    t.scale = {1, 0.5};
    const Circle turned = transformed(c, localToWorld(t));
    QVERIFY(std::abs(turned.radius - 5.0) < 1e-12);
    const double a = 30.0 * std::numbers::pi / 180.0;
    QVERIFY(std::abs(turned.center.x - (100 + 10 * std::cos(a))) < 1e-9);
    QVERIFY(std::abs(turned.center.y - (50 + 10 * std::sin(a))) < 1e-9);
    // Identity.
    QCOMPARE(transformed(c, Affine{}), c);
}

void TestCircle::segmentDistanceTable_data()
{
    QTest::addColumn<Vec2>("a");
    QTest::addColumn<Vec2>("b");
    QTest::addColumn<Vec2>("p");
    QTest::addColumn<double>("distance2");

    QTest::newRow("above middle") << Vec2{0, 0} << Vec2{10, 0} << Vec2{5, 3} << 9.0;
    QTest::newRow("below start") << Vec2{0, 0} << Vec2{10, 0} << Vec2{0, -2} << 4.0;
    QTest::newRow("before start") << Vec2{0, 0} << Vec2{10, 0} << Vec2{-3, 4} << 25.0;
    QTest::newRow("after end") << Vec2{0, 0} << Vec2{10, 0} << Vec2{13, 4} << 25.0;
    QTest::newRow("on segment") << Vec2{0, 0} << Vec2{10, 0} << Vec2{7, 0} << 0.0;
    QTest::newRow("at endpoint") << Vec2{0, 0} << Vec2{10, 0} << Vec2{10, 0} << 0.0;
    QTest::newRow("beyond, collinear") << Vec2{0, 0} << Vec2{10, 0} << Vec2{12, 0} << 4.0;
    QTest::newRow("diagonal") << Vec2{0, 0} << Vec2{4, 4} << Vec2{0, 4} << 8.0;
    QTest::newRow("diagonal past end") << Vec2{0, 0} << Vec2{4, 4} << Vec2{6, 7} << 13.0;
    QTest::newRow("degenerate segment") << Vec2{2, 2} << Vec2{2, 2} << Vec2{5, 6} << 25.0;
    QTest::newRow("vertical") << Vec2{1, -5} << Vec2{1, 5} << Vec2{-2, 0} << 9.0;
}

void TestCircle::segmentDistanceTable()
{
    QFETCH(Vec2, a);
    QFETCH(Vec2, b);
    QFETCH(Vec2, p);
    QFETCH(double, distance2);
    QCOMPARE(segmentDistanceSquared(a, b, p), distance2);
    QCOMPARE(segmentDistanceSquared(b, a, p), distance2);
}

// Random points and segments on a 1/64 grid against the exact rational distance.
void TestCircle::segmentDistanceRandom()
{
    std::mt19937 rng(3);
    std::uniform_int_distribution<std::int64_t> coordinate(-50 * 64, 50 * 64);
    for (int i = 0; i < 100000; ++i) {
        const RefPoint a{coordinate(rng), coordinate(rng)};
        const RefPoint b = i % 10 == 0 ? a : RefPoint{coordinate(rng), coordinate(rng)};
        const RefPoint p{coordinate(rng), coordinate(rng)};
        const auto [num, den] = exactSegmentDistance2(a, b, p);
        const double expected = double(num) / double(den) / (64.0 * 64.0);
        const double got = segmentDistanceSquared(
                {a.x / 64.0, a.y / 64.0}, {b.x / 64.0, b.y / 64.0}, {p.x / 64.0, p.y / 64.0});
        const double swapped = segmentDistanceSquared(
                {b.x / 64.0, b.y / 64.0}, {a.x / 64.0, a.y / 64.0}, {p.x / 64.0, p.y / 64.0});
        QVERIFY2(std::abs(got - expected) <= 1e-9 * std::max(1.0, expected)
                         && std::abs(swapped - expected) <= 1e-9 * std::max(1.0, expected),
                 qPrintable(QStringLiteral("case %1: got %2 (ends swapped %3) expected %4")
                                    .arg(i)
                                    .arg(got, 0, 'g', 17)
                                    .arg(swapped, 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
    }
}

// Moved by whole pixels, up to 2^40 away, the distance is the same to the last bit (the
// simplifier relies on this to remember tiny shapes by their form).
void TestCircle::segmentDistanceMoved()
{
    std::mt19937 rng(9);
    std::uniform_int_distribution<std::int64_t> coordinate(-50 * 8, 50 * 8);
    std::uniform_int_distribution<std::int64_t> offset(-(std::int64_t(1) << 40),
                                                       std::int64_t(1) << 40);
    int differentFromOrigin = 0;
    for (int i = 0; i < 100000; ++i) {
        const Vec2 a{coordinate(rng) / 8.0, coordinate(rng) / 8.0};
        const Vec2 b = i % 10 == 0 ? a : Vec2{coordinate(rng) / 8.0, coordinate(rng) / 8.0};
        const Vec2 p{coordinate(rng) / 8.0, coordinate(rng) / 8.0};
        const Vec2 by{double(offset(rng)), double(i % 3 == 0 ? 0 : offset(rng))};
        const double here = segmentDistanceSquared(a, b, p);
        const double there = segmentDistanceSquared(a + by, b + by, p + by);
        QVERIFY2(here == there,
                 qPrintable(QStringLiteral("case %1: %2 here, %3 moved")
                                    .arg(i)
                                    .arg(here, 0, 'g', 17)
                                    .arg(there, 0, 'g', 17)));
        differentFromOrigin += here != segmentDistanceSquared(a - a, b - a, p - a) ? 1 : 0;
    }
    QCOMPARE(differentFromOrigin, 0);
}

QTEST_GUILESS_MAIN(TestCircle)
#include "tst_circle.moc"
