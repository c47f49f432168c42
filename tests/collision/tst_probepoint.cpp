// Tests for hitbox/pipeline.h: point probes (probePoint) of one sprite against every
// tier, with the half-open rule for boxes, armature boundaries and pixels, also through
// rotated sprites. Expected verdicts, polygons and pixels are hand-computed.

#include "collisiontostring.h"
#include "tierfixtures.h"

#include <hitbox/pipeline.h>

#include <QByteArray>
#include <QPoint>
#include <QTest>

#include <cstddef>

using namespace hitbox::collision;
using namespace hitbox::testing;

class TestProbePoint : public QObject
{
    Q_OBJECT

private slots:
    void probePoint_data();
    void probePoint();
    void probePointRotated();
};

// C: 10 x 10 at the world origin (pivot at the image origin), box [2, 8)^2, circle of
// radius 3 about (5, 5), armature P0 = square (1,1)-(5,5) and P1 = triangle (4,4) (9,4)
// (9,9), mask solid at (5, 5) and (0, 9). Expected verdicts in tier order (aabb, box,
// circle, armature, pixel): H Hit, M Miss, N not applicable, - not run.
void TestProbePoint::probePoint_data()
{
    QTest::addColumn<Vec2>("point");
    QTest::addColumn<unsigned>("tiers");
    QTest::addColumn<bool>("withShapes");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<int>("polygon");  // -1: none
    QTest::addColumn<QPoint>("pixel"); // (-1, -1): none

    const QPoint none(-1, -1);
    const unsigned all = allTierSet;
    QTest::newRow("image top-left corner")
            << Vec2{0, 0} << all << true << QByteArray("HMMMM") << -1 << none;
    QTest::newRow("image right edge")
            << Vec2{10, 5} << all << true << QByteArray("MMMMM") << -1 << none;
    QTest::newRow("just inside right edge")
            << Vec2{9.999, 5} << all << true << QByteArray("HMMMM") << -1 << none;
    QTest::newRow("image bottom edge")
            << Vec2{5, 10} << all << true << QByteArray("MMMMM") << -1 << none;
    QTest::newRow("left of image")
            << Vec2{-0.001, 5} << all << true << QByteArray("MMMMM") << -1 << none;
    QTest::newRow("box top-left corner")
            << Vec2{2, 2} << all << true << QByteArray("HHMHM") << 0 << none;
    // On the circle (distance 3), on the box's right edge, inside the triangle.
    QTest::newRow("box right edge")
            << Vec2{8, 5} << all << true << QByteArray("HMMHM") << 1 << none;
    QTest::newRow("inside all but pixel")
            << Vec2{7.9, 5} << all << true << QByteArray("HHHHM") << 1 << none;
    // A vertex of P0 and on the triangle's edge y = x: on the boundary, so no polygon hit,
    // but inside the box and the circle, which the armature (shapes) tier also holds.
    QTest::newRow("polygon vertex")
            << Vec2{5, 5} << all << true << QByteArray("HHHHH") << -1 << QPoint(5, 5);
    QTest::newRow("P0 only") << Vec2{4.5, 4.5} << all << true << QByteArray("HHHHM") << 0 << none;
    QTest::newRow("P0 and P1: first wins")
            << Vec2{4.8, 4.5} << all << true << QByteArray("HHHHM") << 0 << none;
    QTest::newRow("pixel far corner")
            << Vec2{5.99, 5.99} << all << true << QByteArray("HHHHH") << -1 << QPoint(5, 5);
    QTest::newRow("pixel right neighbour")
            << Vec2{6, 5.5} << all << true << QByteArray("HHHHM") << 1 << none;
    // Below P0 and left of the triangle's edge y = x.
    QTest::newRow("pixel left neighbour")
            << Vec2{4.99, 5.5} << all << true << QByteArray("HHHHM") << -1 << none;
    QTest::newRow("other pixel") << Vec2{0.5, 9.5} << all << true << QByteArray("HMMMH") << -1
                                 << QPoint(0, 9);
    QTest::newRow("pixel left and top edge")
            << Vec2{0, 9} << all << true << QByteArray("HMMMH") << -1 << QPoint(0, 9);
    QTest::newRow("pixel right edge")
            << Vec2{1, 9.5} << all << true << QByteArray("HMMMM") << -1 << none;
    QTest::newRow("box and pixel only") << Vec2{5, 5} << (tierBit(Tier::Box) | tierBit(Tier::Pixel))
                                        << true << QByteArray("-H--H") << -1 << QPoint(5, 5);
    QTest::newRow("no tiers") << Vec2{5, 5} << 0u << true << QByteArray("-----") << -1 << none;
    QTest::newRow("no shapes") << Vec2{5, 5} << all << false << QByteArray("HNNNN") << -1 << none;
}

void TestProbePoint::probePoint()
{
    QFETCH(Vec2, point);
    QFETCH(unsigned, tiers);
    QFETCH(bool, withShapes);
    QFETCH(QByteArray, expected);
    QFETCH(int, polygon);
    QFETCH(QPoint, pixel);

    const Mask mask = maskWith(10, 10, {{5, 5}, {0, 9}});
    Collider c = sprite(10, 10, {0, 0});
    if (withShapes) {
        c.boxes = {Rect{2, 2, 6, 6}};
        c.circles = {Circle{{5, 5}, 3}};
        c.armature = {square(1, 1, 5, 5), Polygon{{{4, 4}, {9, 4}, {9, 9}}}};
        c.mask = &mask;
    }
    const PointProbe probe = hitbox::collision::probePoint(c, point, tiers);
    QCOMPARE(verdicts(probe), expected);
    QCOMPARE(probe.polygon.has_value(), polygon >= 0);
    if (polygon >= 0)
        QCOMPARE(*probe.polygon, std::size_t(polygon));
    QCOMPARE(probe.pixel.has_value(), pixel.x() >= 0);
    if (pixel.x() >= 0)
        QVERIFY(*probe.pixel == (PixelPoint{pixel.x(), pixel.y()}));
}

void TestProbePoint::probePointRotated()
{
    // Quarter turn: box [0, 10)^2 turned by 90 about the origin covers [-10, 0] x [0, 10]
    // and keeps the half-open rule in world space.
    Collider quarter = sprite(10, 10, {0, 0}, {0, 0}, 90);
    quarter.boxes = {Rect{0, 0, 10, 10}};
    const auto boxVerdict = [](const Collider &c, Vec2 p) {
        return hitbox::collision::probePoint(c, p, tierBit(Tier::Box))[Tier::Box];
    };
    QCOMPARE(boxVerdict(quarter, {-10, 0}), Verdict::Hit);
    QCOMPARE(boxVerdict(quarter, {-5, 0}), Verdict::Hit);
    QCOMPARE(boxVerdict(quarter, {0, 5}), Verdict::Miss);
    QCOMPARE(boxVerdict(quarter, {-5, 10}), Verdict::Miss);
    QCOMPARE(hitbox::collision::probePoint(quarter, {-10, 0}, tierBit(Tier::Aabb))[Tier::Aabb],
             Verdict::Hit);
    QCOMPARE(hitbox::collision::probePoint(quarter, {0, 0}, tierBit(Tier::Aabb))[Tier::Aabb],
             Verdict::Miss);

    // 45 degrees: the diamond |x| + |y| < 7.07; points on its boundary are outside.
    Collider diamond = sprite(10, 10, {0, 0}, {5, 5}, 45);
    diamond.boxes = {Rect{-5, -5, 10, 10}};
    QCOMPARE(boxVerdict(diamond, {0, 0}), Verdict::Hit);
    QCOMPARE(boxVerdict(diamond, {0, 7}), Verdict::Hit);
    QCOMPARE(boxVerdict(diamond, {0, 7.1}), Verdict::Miss);
    QCOMPARE(boxVerdict(diamond, {5, 5}), Verdict::Miss);
    const std::vector<Polygon> diamondBoxes = worldBoxes(diamond);
    for (const Vec2 corner : diamondBoxes.front().points)
        QCOMPARE(boxVerdict(diamond, corner), Verdict::Miss);

    // Pixel probe through a turned mask: B from pixelTierRotated, pixel (1, 0) on world
    // [3, 4) x [1, 2).
    const Mask mb = maskWith(4, 4, {{1, 0}});
    Collider b = sprite(4, 4, {4, 0}, {0, 0}, 90);
    b.mask = &mb;
    const PointProbe p = hitbox::collision::probePoint(b, {3.5, 1.5});
    QCOMPARE(p[Tier::Pixel], Verdict::Hit);
    QVERIFY(p.pixel == (PixelPoint{1, 0}));
    QCOMPARE(hitbox::collision::probePoint(b, {2.5, 1.5})[Tier::Pixel], Verdict::Miss);
}

QTEST_GUILESS_MAIN(TestProbePoint)
#include "tst_probepoint.moc"
