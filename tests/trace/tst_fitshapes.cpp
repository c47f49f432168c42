// Fitted boxes and circles against brute force: every pixel rectangle of small masks
// (2D prefix sums), every circle through 2 or 3 points of small point sets, and pixel
// counts taken corner by corner; plus hand-made masks with known answers.

#include "referencetrace.h"
#include <hitbox/trace/fitshapes.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <numbers>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

// The best box by trying every pixel rectangle: least area, then most solid pixels,
// then topmost, then leftmost (the documented order).
Rect bruteForceBox(const RefBitmap &b, std::int64_t wanted)
{
    // sums[(y) * (w + 1) + x]: solid pixels above and left of (x, y).
    const int w = b.width;
    std::vector<std::int64_t> sums(std::size_t(w + 1) * std::size_t(b.height + 1), 0);
    const auto at = [&](int x, int y) -> std::int64_t & {
        return sums[std::size_t(y) * std::size_t(w + 1) + std::size_t(x)];
    };
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < w; ++x)
            at(x + 1, y + 1) = at(x, y + 1) + at(x + 1, y) - at(x, y) + (b.at(x, y) ? 1 : 0);
    }
    std::int64_t bestArea = std::numeric_limits<std::int64_t>::max();
    std::int64_t bestCount = -1;
    Rect best;
    for (int y0 = 0; y0 < b.height; ++y0) {
        for (int x0 = 0; x0 < w; ++x0) {
            for (int y1 = y0 + 1; y1 <= b.height; ++y1) {
                for (int x1 = x0 + 1; x1 <= w; ++x1) {
                    const std::int64_t count = at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0);
                    const std::int64_t area = std::int64_t(x1 - x0) * (y1 - y0);
                    if (count < wanted)
                        continue;
                    // Loops run top row first, then left column first: ">" keeps the
                    // topmost-leftmost of equals.
                    if (area < bestArea || (area == bestArea && count > bestCount)) {
                        bestArea = area;
                        bestCount = count;
                        best = {double(x0), double(y0), double(x1 - x0), double(y1 - y0)};
                    }
                }
            }
        }
    }
    return best;
}

// Solid pixels whose four corners all lie in the closed disc.
std::int64_t coveredPixels(const RefBitmap &b, const Circle &c)
{
    std::int64_t n = 0;
    const double r2 = c.radius * c.radius;
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            if (!b.at(x, y))
                continue;
            bool inside = true;
            for (const Vec2 corner : {Vec2{double(x), double(y)},
                                      Vec2{x + 1.0, double(y)},
                                      Vec2{double(x), y + 1.0},
                                      Vec2{x + 1.0, y + 1.0}})
                inside = inside && distanceSquared(c.center, corner) <= r2;
            n += inside ? 1 : 0;
        }
    }
    return n;
}

// The smallest circle holding all points, by trying the circles on every pair (as a
// diameter) and through every non-collinear triple, with a relative tolerance for
// points on the boundary.
Circle bruteForceCircle(const std::vector<Vec2> &points)
{
    const auto holdsAll = [&](const Circle &c) {
        for (const Vec2 p : points) {
            if (std::sqrt(distanceSquared(c.center, p)) > c.radius * (1 + 1e-12) + 1e-12)
                return false;
        }
        return true;
    };
    Circle best{points.front(), points.size() == 1 ? 0.0 : std::numeric_limits<double>::max()};
    const auto tryCircle = [&](const Circle &c) {
        if (c.radius < best.radius && holdsAll(c))
            best = c;
    };
    for (std::size_t i = 0; i < points.size(); ++i) {
        for (std::size_t j = i + 1; j < points.size(); ++j) {
            const Vec2 a = points[i], b = points[j];
            tryCircle({0.5 * (a + b), std::sqrt(distanceSquared(a, b)) / 2});
            for (std::size_t k = j + 1; k < points.size(); ++k) {
                const Vec2 c = points[k];
                // Circumcentre by intersecting two perpendicular bisectors (Cramer).
                const double a1 = b.x - a.x, b1 = b.y - a.y;
                const double c1 = (lengthSquared(b) - lengthSquared(a)) / 2;
                const double a2 = c.x - a.x, b2 = c.y - a.y;
                const double c2 = (lengthSquared(c) - lengthSquared(a)) / 2;
                const double det = a1 * b2 - a2 * b1;
                if (det == 0)
                    continue;
                const Vec2 centre{(c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det};
                tryCircle({centre, std::sqrt(distanceSquared(centre, a))});
            }
        }
    }
    return best;
}

// Every distinct corner of every solid pixel.
std::vector<Vec2> allCorners(const RefBitmap &b)
{
    std::vector<Vec2> out;
    for (int y = 0; y <= b.height; ++y) {
        for (int x = 0; x <= b.width; ++x) {
            if (b.at(x - 1, y - 1) || b.at(x, y - 1) || b.at(x - 1, y) || b.at(x, y))
                out.push_back({double(x), double(y)});
        }
    }
    return out;
}

QString describe(const RefBitmap &b)
{
    QString s;
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x)
            s += b.at(x, y) ? QLatin1Char('#') : QLatin1Char('.');
        s += QLatin1Char('/');
    }
    return s;
}

QString describe(const Rect &r)
{
    return QStringLiteral("{%1, %2, %3, %4}").arg(r.x).arg(r.y).arg(r.w).arg(r.h);
}

QString describe(const Circle &c)
{
    return QStringLiteral("{(%1, %2), r %3}")
            .arg(c.center.x, 0, 'g', 17)
            .arg(c.center.y, 0, 'g', 17)
            .arg(c.radius, 0, 'g', 17);
}

// A random mask that is mostly one blob (an ellipse) with scattered outliers, like a
// sprite with a few stray pixels.
RefBitmap blobWithOutliers(std::mt19937 &rng, int w, int h)
{
    std::uniform_real_distribution<double> u(0.0, 1.0);
    const double cx = w * (0.3 + 0.4 * u(rng)), cy = h * (0.3 + 0.4 * u(rng));
    const double rx = w * (0.1 + 0.25 * u(rng)), ry = h * (0.1 + 0.25 * u(rng));
    const double outliers = 0.03 * u(rng);
    return refRasterize(w, h, [&](double x, double y) {
        return std::hypot((x - cx) / rx, (y - cy) / ry) <= 1 || u(rng) < outliers;
    });
}

} // namespace

class TestFitShapes : public QObject
{
    Q_OBJECT

private slots:
    void pixelsForShare_data();
    void pixelsForShare();
    void emptyMask();
    void boxIsSolidBounds();
    void boxCoveringHandMade();
    void boxCoveringAgainstBruteForce();
    void boxCoveringAllIsBounds();
    void enclosingCircleHandMade_data();
    void enclosingCircleHandMade();
    void enclosingCircleAgainstBruteForce();
    void enclosingCircleIsOptimalOnLargeSets();
    void circleAgainstBruteForce();
    void circleCoveringHandMade();
    void circleCoveringRandom();
};

void TestFitShapes::pixelsForShare_data()
{
    QTest::addColumn<qint64>("solid");
    QTest::addColumn<double>("share");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("95% of 100") << qint64(100) << 0.95 << qint64(95);
    QTest::newRow("95.1% of 100 rounds up") << qint64(100) << 0.951 << qint64(96);
    QTest::newRow("half of 3") << qint64(3) << 0.5 << qint64(2);
    QTest::newRow("70% of 10 (7.000000000000001)") << qint64(10) << 0.7 << qint64(7);
    QTest::newRow("3/7 of 7") << qint64(7) << 3.0 / 7.0 << qint64(3);
    QTest::newRow("all") << qint64(12345) << 1.0 << qint64(12345);
    QTest::newRow("zero share still one pixel") << qint64(10) << 0.0 << qint64(1);
    QTest::newRow("negative share") << qint64(10) << -0.5 << qint64(1);
    QTest::newRow("above one clamps") << qint64(10) << 1.5 << qint64(10);
    QTest::newRow("NaN counts as 0") << qint64(10) << std::nan("") << qint64(1);
    QTest::newRow("no solid pixel") << qint64(0) << 0.9 << qint64(0);
    QTest::newRow("99% of 1001") << qint64(1001) << 0.99 << qint64(991); // 990.99 -> 991
}

void TestFitShapes::pixelsForShare()
{
    QFETCH(qint64, solid);
    QFETCH(double, share);
    QFETCH(qint64, expected);
    QCOMPARE(qint64(hitbox::collision::pixelsForShare(solid, share)), expected);
}

void TestFitShapes::emptyMask()
{
    const Mask empty(16, 8);
    QVERIFY(isEmpty(fitBox(empty)));
    QVERIFY(isEmpty(fitBoxCovering(empty, 0.9)));
    QCOMPARE(fitCircle(empty).radius, 0.0);
    QCOMPARE(fitCircleCovering(empty, 0.9).radius, 0.0);
    QCOMPARE(smallestEnclosingCircle({}), Circle{});
    const Vec2 one{3, 4};
    QCOMPARE(smallestEnclosingCircle(std::span<const Vec2>(&one, 1)), (Circle{{3, 4}, 0.0}));
}

void TestFitShapes::boxIsSolidBounds()
{
    std::mt19937 rng(1701);
    for (int n = 0; n < 2000; ++n) {
        std::uniform_int_distribution<int> size(1, 90);
        const RefBitmap b = refRandomBitmap(rng, size(rng), size(rng), n % 2 ? 0.002 : 0.05);
        int x0 = b.width, y0 = b.height, x1 = -1, y1 = -1;
        for (int y = 0; y < b.height; ++y) {
            for (int x = 0; x < b.width; ++x) {
                if (b.at(x, y)) {
                    x0 = std::min(x0, x), y0 = std::min(y0, y);
                    x1 = std::max(x1, x), y1 = std::max(y1, y);
                }
            }
        }
        const Rect expected
                = x1 < 0 ? Rect{}
                         : Rect{double(x0), double(y0), double(x1 - x0 + 1), double(y1 - y0 + 1)};
        const Rect got = fitBox(refToMask(b));
        QVERIFY2(got == expected,
                 qPrintable(QStringLiteral("case %1: %2 instead of %3")
                                    .arg(n)
                                    .arg(describe(got), describe(expected))));
    }
}

void TestFitShapes::boxCoveringHandMade()
{
    // A 10 x 10 block with a one-pixel antenna of 10 pixels above it: 110 pixels.
    RefBitmap b(20, 30);
    for (int y = 15; y < 25; ++y) {
        for (int x = 5; x < 15; ++x)
            b.set(x, y);
    }
    for (int y = 5; y < 15; ++y)
        b.set(9, y);
    const Mask m = refToMask(b);
    QCOMPARE(fitBox(m), (Rect{5, 5, 10, 20}));
    QCOMPARE(fitBoxCovering(m, 1.0), (Rect{5, 5, 10, 20}));
    // 100 of 110: the block alone.
    QCOMPARE(fitBoxCovering(m, 100.0 / 110.0), (Rect{5, 15, 10, 10}));
    // 101 pixels: the block and the antenna's lowest pixel (area 110), not a 10 x 11
    // strip elsewhere; nothing of area 110 holds more.
    QCOMPARE(fitBoxCovering(m, 101.0 / 110.0), (Rect{5, 14, 10, 11}));
    // One pixel: the topmost-leftmost one.
    QCOMPARE(fitBoxCovering(m, 0.0), (Rect{9, 5, 1, 1}));
}

void TestFitShapes::boxCoveringAgainstBruteForce()
{
    std::mt19937 rng(4242);
    const double shares[] = {0.5, 0.8, 0.9, 0.95, 0.99, 1.0};
    int cases = 0;
    for (int n = 0; n < 3000; ++n) {
        std::uniform_int_distribution<int> size(1, 12);
        const int w = size(rng), h = size(rng);
        const RefBitmap b = n % 3 == 0 ? blobWithOutliers(rng, w, h)
                                       : refRandomBitmap(rng, w, h, 0.1 + 0.8 * (n % 7) / 7.0);
        if (b.count() == 0)
            continue;
        const double share
                = n % 4 == 3 ? std::uniform_real_distribution<double>(0, 1)(rng) : shares[n % 6];
        const std::int64_t wanted = hitbox::collision::pixelsForShare(b.count(), share);
        const Rect expected = bruteForceBox(b, wanted);
        const Rect got = fitBoxCovering(refToMask(b), share);
        QVERIFY2(got == expected,
                 qPrintable(QStringLiteral("case %1, share %2, mask %3: %4, "
                                           "expected %5")
                                    .arg(n)
                                    .arg(share, 0, 'g', 17)
                                    .arg(describe(b), describe(got), describe(expected))));
        ++cases;
    }
    QVERIFY(cases > 2500);
}

void TestFitShapes::boxCoveringAllIsBounds()
{
    std::mt19937 rng(77);
    for (int n = 0; n < 300; ++n) {
        const RefBitmap b = blobWithOutliers(rng, 60 + n % 40, 50 + n % 30);
        const Mask m = refToMask(b);
        QVERIFY2(fitBoxCovering(m, 1.0) == fitBox(m), qPrintable(QString::number(n)));
    }
}

void TestFitShapes::enclosingCircleHandMade_data()
{
    QTest::addColumn<QList<QPointF>>("points");
    QTest::addColumn<QPointF>("centre");
    QTest::addColumn<double>("radius");
    QTest::newRow("two points") << QList<QPointF>{{0, 0}, {4, 0}} << QPointF(2, 0) << 2.0;
    QTest::newRow("duplicates") << QList<QPointF>{{1, 1}, {1, 1}, {1, 1}} << QPointF(1, 1) << 0.0;
    QTest::newRow("collinear") << QList<QPointF>{{0, 0}, {1, 1}, {5, 5}, {2, 2}}
                               << QPointF(2.5, 2.5) << std::sqrt(12.5);
    QTest::newRow("square with centre") << QList<QPointF>{{0, 0}, {2, 0}, {0, 2}, {2, 2}, {1, 1}}
                                        << QPointF(1, 1) << std::sqrt(2.0);
    // 3-4-5 right triangle: the hypotenuse is the diameter.
    QTest::newRow("right triangle")
            << QList<QPointF>{{0, 0}, {6, 0}, {0, 8}} << QPointF(3, 4) << 5.0;
    // Acute triangle: circumcircle. (0,0), (4,0), (2,3): centre (2, 5/6), r = 13/6.
    QTest::newRow("acute triangle")
            << QList<QPointF>{{0, 0}, {4, 0}, {2, 3}} << QPointF(2, 5.0 / 6.0) << 13.0 / 6.0;
    // Obtuse triangle: the longest side is the diameter.
    QTest::newRow("obtuse triangle")
            << QList<QPointF>{{0, 0}, {10, 0}, {5, 1}} << QPointF(5, 0) << 5.0;
}

void TestFitShapes::enclosingCircleHandMade()
{
    QFETCH(QList<QPointF>, points);
    QFETCH(QPointF, centre);
    QFETCH(double, radius);
    std::vector<Vec2> pts;
    for (const QPointF &p : points)
        pts.push_back({p.x(), p.y()});
    const Circle c = smallestEnclosingCircle(pts);
    QVERIFY2(std::abs(c.center.x - centre.x()) < 1e-12 && std::abs(c.center.y - centre.y()) < 1e-12,
             qPrintable(describe(c)));
    QVERIFY2(std::abs(c.radius - radius) < 1e-12, qPrintable(describe(c)));
}

void TestFitShapes::enclosingCircleAgainstBruteForce()
{
    std::mt19937 rng(99);
    for (int n = 0; n < 3000; ++n) {
        std::uniform_int_distribution<int> count(1, 14);
        std::uniform_int_distribution<int> coord(-20, 20);
        std::vector<Vec2> pts(std::size_t(count(rng)));
        for (Vec2 &p : pts)
            p = {double(coord(rng)), coord(rng) / (n % 5 == 0 ? 8.0 : 1.0)};
        const Circle got = smallestEnclosingCircle(pts);
        const Circle expected = bruteForceCircle(pts);
        const QString context = QStringLiteral("case %1: %2, expected %3")
                                        .arg(n)
                                        .arg(describe(got), describe(expected));
        QVERIFY2(std::abs(got.radius - expected.radius) <= 1e-9 * (1 + expected.radius),
                 qPrintable(context));
        QVERIFY2(std::sqrt(distanceSquared(got.center, expected.center)) <= 1e-6,
                 qPrintable(context));
        for (const Vec2 p : pts)
            QVERIFY2(distanceSquared(got.center, p) <= got.radius * got.radius,
                     qPrintable(context));
    }
}

// On sets too large for brute force: the minimal enclosing circle is the one whose
// boundary points are not all within an open half-circle, i.e. the centre lies in the
// convex hull of the points on the boundary (Elzinga-Hearn optimality condition).
void TestFitShapes::enclosingCircleIsOptimalOnLargeSets()
{
    std::mt19937 rng(2024);
    std::uniform_real_distribution<double> u(-500, 500);
    for (int n = 0; n < 300; ++n) {
        std::vector<Vec2> pts(200 + std::size_t(n) * 10);
        for (Vec2 &p : pts)
            p = {std::round(u(rng)), std::round(u(rng) * (n % 3 == 0 ? 0.2 : 1))};
        const Circle c = smallestEnclosingCircle(pts);
        std::vector<double> angles;
        for (const Vec2 p : pts) {
            QVERIFY(distanceSquared(c.center, p) <= c.radius * c.radius);
            if (std::sqrt(distanceSquared(c.center, p)) >= c.radius * (1 - 1e-9))
                angles.push_back(std::atan2(p.y - c.center.y, p.x - c.center.x));
        }
        QVERIFY2(angles.size() >= 2, qPrintable(QString::number(n)));
        // No gap between consecutive boundary directions exceeds a half turn.
        std::sort(angles.begin(), angles.end());
        double gap = angles.front() + 2 * std::numbers::pi - angles.back();
        for (std::size_t i = 1; i < angles.size(); ++i)
            gap = std::max(gap, angles[i] - angles[i - 1]);
        QVERIFY2(gap <= std::numbers::pi + 1e-9,
                 qPrintable(QStringLiteral("case %1: gap %2").arg(n).arg(gap)));
    }
}

void TestFitShapes::circleAgainstBruteForce()
{
    std::mt19937 rng(31337);
    for (int n = 0; n < 600; ++n) {
        std::uniform_int_distribution<int> size(1, 6);
        const RefBitmap b = refRandomBitmap(rng, size(rng), size(rng), 0.15 + 0.1 * (n % 8));
        if (b.count() == 0)
            continue;
        const Circle got = fitCircle(refToMask(b));
        const Circle expected = bruteForceCircle(allCorners(b));
        const QString context = QStringLiteral("case %1, mask %2: %3, expected %4")
                                        .arg(n)
                                        .arg(describe(b), describe(got), describe(expected));
        QVERIFY2(std::abs(got.radius - expected.radius) <= 1e-9 * (1 + expected.radius),
                 qPrintable(context));
        QVERIFY2(std::sqrt(distanceSquared(got.center, expected.center)) <= 1e-6,
                 qPrintable(context));
        QVERIFY2(coveredPixels(b, got) == b.count(), qPrintable(context));
    }
    // One pixel: the circle through its corners.
    Mask one(5, 5);
    one.set(2, 3);
    QCOMPARE(fitCircle(one).center, (Vec2{2.5, 3.5}));
    QVERIFY(std::abs(fitCircle(one).radius - std::sqrt(0.5)) < 1e-15);
}

void TestFitShapes::circleCoveringHandMade()
{
    // A 20 x 20 block and one far outlier: 401 pixels. 400 of them are the block, whose
    // smallest circle has its centre in the middle and the half diagonal as radius.
    RefBitmap b(70, 70);
    for (int y = 0; y < 20; ++y) {
        for (int x = 0; x < 20; ++x)
            b.set(x, y);
    }
    b.set(65, 65);
    const Mask m = refToMask(b);
    const Circle block = fitCircleCovering(m, 400.0 / 401.0);
    QVERIFY2(std::abs(block.center.x - 10) < 1e-12 && std::abs(block.center.y - 10) < 1e-12,
             qPrintable(describe(block)));
    QVERIFY(std::abs(block.radius - std::sqrt(200.0)) < 1e-12);
    // All 401: the circle on the diagonal from (0, 0) to (66, 66).
    const Circle all = fitCircleCovering(m, 1.0);
    QCOMPARE(all, fitCircle(m));
    QVERIFY(std::abs(all.center.x - 33) < 1e-12 && std::abs(all.center.y - 33) < 1e-12);
    QVERIFY(std::abs(all.radius - 33 * std::sqrt(2.0)) < 1e-12);
}

// Covers at least the share, is never larger than the circle around the centroid that
// covers the share (its starting point, computed here by sorting), and equals fitCircle
// for a share of 1.
void TestFitShapes::circleCoveringRandom()
{
    std::mt19937 rng(8080);
    const double shares[] = {0.5, 0.8, 0.9, 0.95, 0.99};
    for (int n = 0; n < 400; ++n) {
        std::uniform_int_distribution<int> size(4, 48);
        const RefBitmap b = blobWithOutliers(rng, size(rng), size(rng));
        if (b.count() == 0)
            continue;
        const Mask m = refToMask(b);
        const double share = shares[n % 5];
        const std::int64_t wanted = hitbox::collision::pixelsForShare(b.count(), share);
        const Circle got = fitCircleCovering(m, share);
        const QString context = QStringLiteral("case %1, share %2, mask %3: %4")
                                        .arg(n)
                                        .arg(share)
                                        .arg(describe(b), describe(got));
        QVERIFY2(coveredPixels(b, got) >= wanted, qPrintable(context));

        double cx = 0, cy = 0;
        std::vector<double> reach;
        for (int y = 0; y < b.height; ++y) {
            for (int x = 0; x < b.width; ++x) {
                if (b.at(x, y))
                    cx += x + 0.5, cy += y + 0.5;
            }
        }
        cx /= double(b.count()), cy /= double(b.count());
        for (int y = 0; y < b.height; ++y) {
            for (int x = 0; x < b.width; ++x) {
                if (!b.at(x, y))
                    continue;
                double far = 0;
                for (const double px : {double(x), x + 1.0}) {
                    for (const double py : {double(y), y + 1.0})
                        far = std::max(far, std::hypot(px - cx, py - cy));
                }
                reach.push_back(far);
            }
        }
        std::sort(reach.begin(), reach.end());
        QVERIFY2(got.radius <= reach[std::size_t(wanted - 1)] + 1e-9, qPrintable(context));
        QVERIFY2(fitCircleCovering(m, 1.0) == fitCircle(m), qPrintable(context));
    }
}

QTEST_GUILESS_MAIN(TestFitShapes)
#include "tst_fitshapes.moc"
