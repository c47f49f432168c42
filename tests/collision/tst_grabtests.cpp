// The editor's grab tests in the kernel: closed rectangle and circle containment (the
// outline counts, unlike the half-open collision tests) and the closest point of a
// segment, against hand-worked rows and a brute-force search along the segment.

#include "collisiontostring.h"
#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace hitbox::collision;

class TestGrabTests : public QObject
{
    Q_OBJECT

private slots:
    void closedRect_data();
    void closedRect();
    void closedCircle_data();
    void closedCircle();
    void closestPoint_data();
    void closestPoint();
    void closestPointRandom();
};

void TestGrabTests::closedRect_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("y");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<bool>("halfOpen");
    // The rectangle {-10, -5, 20, 10}.
    QTest::newRow("inside") << 0.0 << 0.0 << true << true;
    QTest::newRow("top-left corner") << -10.0 << -5.0 << true << true;
    QTest::newRow("right edge") << 10.0 << 0.0 << true << false;
    QTest::newRow("bottom edge") << 0.0 << 5.0 << true << false;
    QTest::newRow("bottom-right corner") << 10.0 << 5.0 << true << false;
    QTest::newRow("just past the right edge")
            << std::nextafter(10.0, 11.0) << 0.0 << false << false;
    QTest::newRow("left of it") << -10.5 << 0.0 << false << false;
    QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN() << 0.0 << false << false;
}

void TestGrabTests::closedRect()
{
    QFETCH(double, x);
    QFETCH(double, y);
    QFETCH(bool, closed);
    QFETCH(bool, halfOpen);
    const Rect r{-10, -5, 20, 10};
    QCOMPARE(rectContainsClosed(r, {x, y}), closed);
    QCOMPARE(rectContains(r, {x, y}), halfOpen);
    // A zero-size box is grabbed only at its one point.
    QCOMPARE(rectContainsClosed(Rect{x, y, 0, 0}, {x, y}), !std::isnan(x));
}

void TestGrabTests::closedCircle_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("y");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<bool>("open");
    // The circle at (1, 2) with radius 5.
    QTest::newRow("centre") << 1.0 << 2.0 << true << true;
    QTest::newRow("on the outline (3-4-5)") << 4.0 << 6.0 << true << false;
    QTest::newRow("on the outline, left") << -4.0 << 2.0 << true << false;
    QTest::newRow("outside") << 4.0 << 6.5 << false << false;
}

void TestGrabTests::closedCircle()
{
    QFETCH(double, x);
    QFETCH(double, y);
    QFETCH(bool, closed);
    QFETCH(bool, open);
    const Circle c{{1, 2}, 5};
    QCOMPARE(circleContainsClosed(c, {x, y}), closed);
    QCOMPARE(circleContains(c, {x, y}), open);
    QVERIFY(!circleContainsClosed(Circle{{1, 2}, -1}, {1, 2}));
}

void TestGrabTests::closestPoint_data()
{
    QTest::addColumn<Vec2>("a");
    QTest::addColumn<Vec2>("b");
    QTest::addColumn<Vec2>("p");
    QTest::addColumn<Vec2>("nearest");
    QTest::newRow("above the middle") << Vec2{0, 0} << Vec2{10, 0} << Vec2{4, -3} << Vec2{4, 0};
    QTest::newRow("past b") << Vec2{0, 0} << Vec2{10, 0} << Vec2{15, 2} << Vec2{10, 0};
    QTest::newRow("before a") << Vec2{0, 0} << Vec2{10, 0} << Vec2{-1, -1} << Vec2{0, 0};
    QTest::newRow("diagonal") << Vec2{0, 0} << Vec2{4, 4} << Vec2{4, 0} << Vec2{2, 2};
    QTest::newRow("zero length") << Vec2{3, 3} << Vec2{3, 3} << Vec2{0, 0} << Vec2{3, 3};
    QTest::newRow("on the segment") << Vec2{0, 0} << Vec2{0, 8} << Vec2{0, 5} << Vec2{0, 5};
}

void TestGrabTests::closestPoint()
{
    QFETCH(Vec2, a);
    QFETCH(Vec2, b);
    QFETCH(Vec2, p);
    QFETCH(Vec2, nearest);
    const Vec2 got = closestPointOnSegment(a, b, p);
    QCOMPARE(got.x, nearest.x);
    QCOMPARE(got.y, nearest.y);
    const double dx = nearest.x - p.x;
    const double dy = nearest.y - p.y;
    QCOMPARE(segmentDistanceSquared(a, b, p), dx * dx + dy * dy);
}

// No point of the segment, sampled finely, is nearer than the answer.
void TestGrabTests::closestPointRandom()
{
    std::mt19937 rng(42);
    std::uniform_real_distribution<double> coord(-100.0, 100.0);
    for (int round = 0; round < 300; ++round) {
        const Vec2 a{coord(rng), coord(rng)};
        const Vec2 b{coord(rng), coord(rng)};
        const Vec2 p{coord(rng), coord(rng)};
        const Vec2 got = closestPointOnSegment(a, b, p);
        const double best = (got.x - p.x) * (got.x - p.x) + (got.y - p.y) * (got.y - p.y);
        for (int k = 0; k <= 2000; ++k) {
            const double t = k / 2000.0;
            const Vec2 q{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
            const double d = (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y);
            QVERIFY2(best <= d * (1 + 1e-12) + 1e-12, qPrintable(QString::number(round)));
        }
    }
}

QTEST_GUILESS_MAIN(TestGrabTests)
#include "tst_grabtests.moc"
