// The point tests of pointtests.h (solidPixelAt, pointHitsMask, pointInBox) against
// hand-computed tables: a 4x3 mask with a hole and boxes, translated, turned by quarter
// turns and 30 or 45 degrees, scaled and mirrored, with the half-open edges checked.

#include "pixeloverlapfixture.h"

#include <hitbox/queries.h>

#include <QPoint>
#include <QTest>

#include <optional>

namespace hc = hitbox::collision;
using hc::Mask;
using hc::PixelPoint;
using hc::Transform;
using hc::Vec2;
using hitbox::testing::pointText;

class TestPointTests : public QObject
{
    Q_OBJECT

private slots:
    void solidPixelAt_data();
    void solidPixelAt();
    void pointInBox_data();
    void pointInBox();
};

void TestPointTests::solidPixelAt_data()
{
    // A 4x3 mask, all solid except pixel (1, 1). Expected pixels computed by hand;
    // (-1, -1) means no solid pixel.
    QTest::addColumn<Transform>("transform");
    QTest::addColumn<Vec2>("world");
    QTest::addColumn<QPoint>("expected");
    const Transform identity{};
    QTest::newRow("origin") << identity << Vec2{0.0, 0.0} << QPoint(0, 0);
    QTest::newRow("negative zero") << identity << Vec2{-0.0, -0.0} << QPoint(0, 0);
    QTest::newRow("just left of x 1") << identity << Vec2{0.999, 0.5} << QPoint(0, 0);
    QTest::newRow("x 1 is pixel 1") << identity << Vec2{1.0, 0.5} << QPoint(1, 0);
    QTest::newRow("y 2 is row 2") << identity << Vec2{0.5, 2.0} << QPoint(0, 2);
    QTest::newRow("last pixel") << identity << Vec2{3.999, 2.999} << QPoint(3, 2);
    QTest::newRow("right edge out") << identity << Vec2{4.0, 0.5} << QPoint(-1, -1);
    QTest::newRow("bottom edge out") << identity << Vec2{0.5, 3.0} << QPoint(-1, -1);
    QTest::newRow("left of image") << identity << Vec2{-0.001, 0.5} << QPoint(-1, -1);
    QTest::newRow("above image") << identity << Vec2{0.5, -1e-12} << QPoint(-1, -1);
    QTest::newRow("hole") << identity << Vec2{1.5, 1.5} << QPoint(-1, -1);
    QTest::newRow("hole edge") << identity << Vec2{1.0, 1.0} << QPoint(-1, -1);
    QTest::newRow("after hole") << identity << Vec2{2.0, 1.0} << QPoint(2, 1);

    // Pivot (2, 1.5) at (10, 20): image = world - (8, 18.5).
    const Transform moved{{10.0, 20.0}, {2.0, 1.5}, 0.0, {1.0, 1.0}};
    QTest::newRow("moved top-left") << moved << Vec2{8.0, 18.5} << QPoint(0, 0);
    QTest::newRow("moved right edge") << moved << Vec2{12.0, 18.5} << QPoint(-1, -1);
    QTest::newRow("moved last") << moved << Vec2{11.999, 21.499} << QPoint(3, 2);
    QTest::newRow("moved below") << moved << Vec2{11.0, 21.5} << QPoint(-1, -1);

    // 90 degrees about (0, 0): image (x, y) -> world (-y, x), so image = (wy, -wx).
    const Transform quarter{{}, {}, 90.0, {1.0, 1.0}};
    QTest::newRow("90 (2,0)") << quarter << Vec2{-0.5, 2.5} << QPoint(2, 0);
    QTest::newRow("90 (0,2)") << quarter << Vec2{-2.5, 0.5} << QPoint(0, 2);
    QTest::newRow("90 outside") << quarter << Vec2{0.5, 0.5} << QPoint(-1, -1);
    QTest::newRow("90 hole") << quarter << Vec2{-1.5, 1.5} << QPoint(-1, -1);
    QTest::newRow("90 wx 0 is row 0") << quarter << Vec2{0.0, 2.5} << QPoint(2, 0);
    QTest::newRow("90 wx -1 is row 1") << quarter << Vec2{-1.0, 2.5} << QPoint(2, 1);
    QTest::newRow("90 wx -3 is out") << quarter << Vec2{-3.0, 2.5} << QPoint(-1, -1);
    QTest::newRow("90 wx 0.001 is out") << quarter << Vec2{0.001, 2.5} << QPoint(-1, -1);

    // 45 degrees about (0, 0): image (x, y) -> world ((x - y) k, (x + y) k), k = sqrt(1/2).
    const Transform diagonal{{}, {}, 45.0, {1.0, 1.0}};
    QTest::newRow("45 (1,0)") << diagonal << Vec2{0.70710678, 1.41421356} << QPoint(1, 0);
    QTest::newRow("45 (0,2)") << diagonal << Vec2{-1.41421356, 2.12132034} << QPoint(0, 2);
    QTest::newRow("45 (3,0)") << diagonal << Vec2{2.12132034, 2.82842712} << QPoint(3, 0);
    QTest::newRow("45 hole") << diagonal << Vec2{0.0, 2.12132034} << QPoint(-1, -1);
    QTest::newRow("45 outside") << diagonal << Vec2{1.0, 0.0} << QPoint(-1, -1);

    // 180 degrees, scale 2, pivot at the centre (2, 1.5): image = (2 - wx/2, 1.5 - wy/2).
    const Transform flipped{{}, {2.0, 1.5}, 180.0, {2.0, 2.0}};
    QTest::newRow("180x2 centre") << flipped << Vec2{0.0, 0.0} << QPoint(2, 1);
    QTest::newRow("180x2 up-left") << flipped << Vec2{-0.001, -0.001} << QPoint(2, 1);
    QTest::newRow("180x2 hole") << flipped << Vec2{0.001, 0.001} << QPoint(-1, -1);
    QTest::newRow("180x2 far corner") << flipped << Vec2{4.0, 3.0} << QPoint(0, 0);
    QTest::newRow("180x2 near far corner") << flipped << Vec2{3.999, 2.999} << QPoint(0, 0);
    QTest::newRow("180x2 out") << flipped << Vec2{-4.0, -3.0} << QPoint(-1, -1);

    // Mirrored x about (0, 0): image = (-wx, wy).
    const Transform mirrored{{}, {}, 0.0, {-1.0, 1.0}};
    QTest::newRow("mirror (0,0)") << mirrored << Vec2{-0.5, 0.5} << QPoint(0, 0);
    QTest::newRow("mirror (3,2)") << mirrored << Vec2{-3.5, 2.5} << QPoint(3, 2);
    QTest::newRow("mirror out") << mirrored << Vec2{0.5, 0.5} << QPoint(-1, -1);
    QTest::newRow("mirror wx -4 out") << mirrored << Vec2{-4.0, 0.5} << QPoint(-1, -1);
}

void TestPointTests::solidPixelAt()
{
    QFETCH(Transform, transform);
    QFETCH(Vec2, world);
    QFETCH(QPoint, expected);
    Mask m(4, 3);
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 4; ++x)
            m.set(x, y, !(x == 1 && y == 1));
    }
    const std::optional<PixelPoint> p = hc::solidPixelAt(m, transform, world);
    const std::optional<PixelPoint> want
            = expected.x() < 0 ? std::nullopt
                               : std::optional<PixelPoint>(PixelPoint{expected.x(), expected.y()});
    QVERIFY2(p == want, qPrintable(pointText(p)));
    QCOMPARE(hc::pointHitsMask(m, transform, world), want.has_value());
}

void TestPointTests::pointInBox_data()
{
    QTest::addColumn<hc::Rect>("box");
    QTest::addColumn<Transform>("transform");
    QTest::addColumn<Vec2>("world");
    QTest::addColumn<bool>("inside");
    // Unrotated: world box [8, 12) x [9, 11), half-open.
    const hc::Rect centred{-2.0, -1.0, 4.0, 2.0};
    const Transform at10{{10.0, 10.0}, {3.0, 3.0}, 0.0, {1.0, 1.0}};
    QTest::newRow("0 top-left in") << centred << at10 << Vec2{8.0, 9.0} << true;
    QTest::newRow("0 right edge out") << centred << at10 << Vec2{12.0, 9.0} << false;
    QTest::newRow("0 bottom edge out") << centred << at10 << Vec2{8.0, 11.0} << false;
    QTest::newRow("0 near far corner") << centred << at10 << Vec2{11.999, 10.999} << true;
    QTest::newRow("0 left of box") << centred << at10 << Vec2{7.999, 10.0} << false;

    // 90 degrees: local (x, y) -> (-y, x), box {0, 0, 4, 2} covers world [-2, 0) x [0, 4).
    const hc::Rect corner{0.0, 0.0, 4.0, 2.0};
    const Transform r90{{}, {}, 90.0, {1.0, 1.0}};
    QTest::newRow("90 inside") << corner << r90 << Vec2{-1.0, 3.0} << true;
    QTest::newRow("90 wrong side") << corner << r90 << Vec2{1.0, 3.0} << false;
    QTest::newRow("90 top-left in") << corner << r90 << Vec2{-2.0, 0.0} << true;
    QTest::newRow("90 right edge out") << corner << r90 << Vec2{0.0, 0.0} << false;
    QTest::newRow("90 bottom edge out") << corner << r90 << Vec2{-1.0, 4.0} << false;
    // 270 degrees: local (x, y) -> (y, -x): world [0, 2) x [-4, 0).
    const Transform r270{{}, {}, 270.0, {1.0, 1.0}};
    QTest::newRow("270 inside") << corner << r270 << Vec2{1.0, -3.0} << true;
    QTest::newRow("270 top-left in") << corner << r270 << Vec2{0.0, -4.0} << true;
    QTest::newRow("270 bottom edge out") << corner << r270 << Vec2{1.0, 0.0} << false;
    QTest::newRow("270 wrong side") << corner << r270 << Vec2{-1.0, 3.0} << false;
    // 180 degrees at (10, 10): world [8, 12) x [9, 11) again for the centred box.
    const Transform r180{{10.0, 10.0}, {}, 180.0, {1.0, 1.0}};
    QTest::newRow("180 top-left in") << centred << r180 << Vec2{8.0, 9.0} << true;
    QTest::newRow("180 right edge out") << centred << r180 << Vec2{12.0, 10.0} << false;
    // Scale 2 at (1, 1): world [1, 9) x [1, 5).
    const Transform scaled{{1.0, 1.0}, {}, 0.0, {2.0, 2.0}};
    QTest::newRow("x2 near corner") << corner << scaled << Vec2{8.999, 4.999} << true;
    QTest::newRow("x2 right edge out") << corner << scaled << Vec2{9.0, 1.0} << false;

    // 45 degrees: box {0, 0, 2, 2} becomes the diamond (0, 0), (s, s), (0, 2s), (-s, s),
    // s = sqrt(2); strictly inside means |x| < y < 2s - |x|.
    const hc::Rect square{0.0, 0.0, 2.0, 2.0};
    const Transform r45{{}, {}, 45.0, {1.0, 1.0}};
    QTest::newRow("45 vertex is boundary") << square << r45 << Vec2{0.0, 0.0} << false;
    QTest::newRow("45 centre") << square << r45 << Vec2{0.0, 1.414} << true;
    QTest::newRow("45 just above vertex") << square << r45 << Vec2{0.0, 0.001} << true;
    QTest::newRow("45 beside vertex") << square << r45 << Vec2{0.002, 0.001} << false;
    QTest::newRow("45 below top") << square << r45 << Vec2{0.0, 2.8284} << true;
    QTest::newRow("45 above top") << square << r45 << Vec2{0.0, 2.82843} << false;
    QTest::newRow("45 inside right edge") << square << r45 << Vec2{1.4, 1.42} << true;
    QTest::newRow("45 outside right edge") << square << r45 << Vec2{1.42, 1.4} << false;
    // At 0 degrees the same corner point is inside (half-open), at 30 it is a vertex.
    const Transform r0{{}, {}, 0.0, {1.0, 1.0}};
    const Transform r30{{5.0, 5.0}, {}, 30.0, {1.0, 1.0}};
    QTest::newRow("0 corner in") << square << r0 << Vec2{0.0, 0.0} << true;
    QTest::newRow("30 vertex") << square << r30 << Vec2{5.0, 5.0} << false;
    // A box whose left edge passes through the pivot: the pivot is on the boundary.
    const hc::Rect straddle{0.0, -1.0, 2.0, 2.0};
    QTest::newRow("30 on edge") << straddle << r30 << Vec2{5.0, 5.0} << false;
    QTest::newRow("0 on left edge in") << straddle << r0 << Vec2{0.0, 0.0} << true;
}

void TestPointTests::pointInBox()
{
    QFETCH(hc::Rect, box);
    QFETCH(Transform, transform);
    QFETCH(Vec2, world);
    QFETCH(bool, inside);
    QCOMPARE(hc::pointInBox(box, transform, world), inside);
}

QTEST_GUILESS_MAIN(TestPointTests)
#include "tst_pointtests.moc"
