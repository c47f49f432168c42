// Exact predicates: orient2d against an exact big-integer reference on the doubles'
// dyadic values, and the segment predicates against hand-made tables and an integer
// parametric reference.

#include "referencepolygon.h"
#include <hitbox/geometry.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

QString show(Vec2 v)
{
    return QStringLiteral("(%1, %2)").arg(v.x, 0, 'g', 17).arg(v.y, 0, 'g', 17);
}

QString show(Vec2 a, Vec2 b, Vec2 c)
{
    return show(a) + QLatin1Char(' ') + show(b) + QLatin1Char(' ') + show(c);
}

// The textbook floating-point formula, to prove that the exact path matters.
int naiveOrient(Vec2 a, Vec2 b, Vec2 c)
{
    const double d = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    return (d > 0.0) - (d < 0.0);
}

} // namespace

class TestPredicates : public QObject
{
    Q_OBJECT

private slots:
    void referenceSelfCheck();
    void orient2dTable_data();
    void orient2dTable();
    void orient2dExactCollinear();
    void orient2dDecimalPoints();
    void orient2dNearDegenerateGrid();
    void orient2dRandomNearCollinear();
    void orient2dSymmetries();
    void orient2dHugeCoordinates();
    void orient2dCoarseGrids_data();
    void orient2dCoarseGrids();
    void onSegmentTable_data();
    void onSegmentTable();
    void segmentPredicatesTable_data();
    void segmentPredicatesTable();
    void segmentPredicatesVsReference();
    void sameDirectionTable_data();
    void sameDirectionTable();
};

// The dyadic reference must agree with plain integer arithmetic where that is exact.
void TestPredicates::referenceSelfCheck()
{
    std::mt19937 rng(11);
    std::uniform_int_distribution<std::int64_t> coordinate(-(1 << 20), 1 << 20);
    for (int i = 0; i < 20000; ++i) {
        const RefPoint a{coordinate(rng), coordinate(rng)};
        const RefPoint b{coordinate(rng), coordinate(rng)};
        RefPoint c{coordinate(rng), coordinate(rng)};
        if (i % 2 == 0) // exactly collinear
            c = {a.x + 3 * (b.x - a.x), a.y + 3 * (b.y - a.y)};
        const auto toVec = [](RefPoint p) { return Vec2{double(p.x), double(p.y)}; };
        QCOMPARE(refOrientExact(toVec(a), toVec(b), toVec(c)), refOrient(a, b, c));
    }
    // Scaling by a power of two keeps the sign.
    QCOMPARE(refOrientExact({0, 0}, {0x1p-600, 0}, {0, 0x1p700}), 1);
    QCOMPARE(refOrientExact({0, 0}, {0, 0x1p700}, {0x1p-600, 0}), -1);
    QCOMPARE(refOrientExact({0x1p-1074, 0}, {0, 0x1p-1074}, {-0x1p-1074, 0x1p-1073}), 0);
}

void TestPredicates::orient2dTable_data()
{
    QTest::addColumn<Vec2>("a");
    QTest::addColumn<Vec2>("b");
    QTest::addColumn<Vec2>("c");
    QTest::addColumn<int>("expected");

    // Math axes: (1,0) then (0,1) is a counter-clockwise turn (clockwise on screen).
    QTest::newRow("ccw unit") << Vec2{0, 0} << Vec2{1, 0} << Vec2{0, 1} << 1;
    QTest::newRow("cw unit") << Vec2{0, 0} << Vec2{0, 1} << Vec2{1, 0} << -1;
    QTest::newRow("ccw shifted") << Vec2{10, 10} << Vec2{20, 10} << Vec2{15, 11} << 1;
    QTest::newRow("cw below") << Vec2{10, 10} << Vec2{20, 10} << Vec2{15, 9} << -1;
    QTest::newRow("collinear diagonal") << Vec2{0, 0} << Vec2{1, 1} << Vec2{2, 2} << 0;
    QTest::newRow("collinear behind") << Vec2{0, 0} << Vec2{1, 1} << Vec2{-5, -5} << 0;
    QTest::newRow("collinear between") << Vec2{0, 0} << Vec2{4, 2} << Vec2{2, 1} << 0;
    QTest::newRow("a equals b") << Vec2{3, 4} << Vec2{3, 4} << Vec2{7, 1} << 0;
    QTest::newRow("a equals c") << Vec2{3, 4} << Vec2{7, 1} << Vec2{3, 4} << 0;
    QTest::newRow("all equal") << Vec2{3, 4} << Vec2{3, 4} << Vec2{3, 4} << 0;
    QTest::newRow("vertical line") << Vec2{5, -3} << Vec2{5, 8} << Vec2{5, 100} << 0;
    QTest::newRow("left of vertical") << Vec2{5, -3} << Vec2{5, 8} << Vec2{4, 0} << 1;
    QTest::newRow("right of vertical") << Vec2{5, -3} << Vec2{5, 8} << Vec2{6, 0} << -1;
    QTest::newRow("one unit off a long line")
            << Vec2{0, 0} << Vec2{1e6, 1e6 + 1} << Vec2{2e6, 2e6 + 1} << -1;
    QTest::newRow("negative zero") << Vec2{-0.0, 0} << Vec2{1, -0.0} << Vec2{2, 0} << 0;
    QTest::newRow("tiny turn") << Vec2{0, 0} << Vec2{1, 0}
                               << Vec2{1, std::numeric_limits<double>::denorm_min()} << 1;
}

void TestPredicates::orient2dTable()
{
    QFETCH(Vec2, a);
    QFETCH(Vec2, b);
    QFETCH(Vec2, c);
    QFETCH(int, expected);
    QCOMPARE(refOrientExact(a, b, c), expected); // the table itself is right
    QCOMPARE(orient2d(a, b, c), expected);
    QCOMPARE(orient2d(b, c, a), expected);
    QCOMPARE(orient2d(b, a, c), -expected);
}

// Points exactly on one line, with non-integer coordinates.
void TestPredicates::orient2dExactCollinear()
{
    // On y = x, scaled by powers of two (every product exact or not, the answer is 0).
    for (int e = -60; e <= 60; e += 3) {
        const double s = std::ldexp(1.0, e);
        const Vec2 a{0.1 * s, 0.1 * s};
        const Vec2 b{0.7 * s, 0.7 * s};
        const Vec2 c{-1.3 * s, -1.3 * s};
        QVERIFY2(orient2d(a, b, c) == 0, qPrintable(show(a, b, c)));
        QVERIFY2(orient2d(c, a, b) == 0, qPrintable(show(a, b, c)));
    }
    // (0.1, 0.1), (0.2, 0.2), (0.3, 0.3) as doubles: on y = x, so collinear.
    QCOMPARE(orient2d({0.1, 0.1}, {0.2, 0.2}, {0.3, 0.3}), 0);
    QCOMPARE(orient2d({0.1 + 0.2, 0.1 + 0.2}, {0.3, 0.3}, {0.7, 0.7}), 0);

    // a + k d with dyadic a and d: every point is exactly representable and collinear;
    // one ulp off the line must give the exact reference's sign.
    const Vec2 a{0.375, -1.25};
    const Vec2 d{3 * 0x1p-20, -5 * 0x1p-20};
    int nonZero = 0;
    for (int k = -500; k <= 500; k += 7) {
        const Vec2 b = a + double(k + 1000) * d;
        const Vec2 c = a + double(k) * d;
        QVERIFY2(orient2d(a, b, c) == 0, qPrintable(show(a, b, c)));
        for (const Vec2 off : {Vec2{std::nextafter(c.x, 10.0), c.y},
                               Vec2{c.x, std::nextafter(c.y, -10.0)},
                               Vec2{std::nextafter(c.x, -10.0), std::nextafter(c.y, 10.0)}}) {
            const int expected = refOrientExact(a, b, off);
            nonZero += expected != 0;
            QVERIFY2(orient2d(a, b, off) == expected, qPrintable(show(a, b, off)));
        }
    }
    QVERIFY(nonZero > 100);
}

// Decimal-looking points computed in doubles: collinear or not decided by their exact
// binary values, which only the big-integer reference knows.
void TestPredicates::orient2dDecimalPoints()
{
    int zero = 0;
    int naiveWrong = 0;
    int cases = 0;
    for (int i = 1; i <= 30; ++i) {
        for (int j = 1; j <= 30; ++j) {
            for (const double slope : {3.0, 0.1, 7.0, 1.0 / 3.0}) {
                const Vec2 a{0.1 * i, 0.1 * i * slope};
                const Vec2 b{0.1 * j, 0.1 * j * slope};
                const Vec2 c{0.1 * (i + j), 0.1 * (i + j) * slope};
                const int expected = refOrientExact(a, b, c);
                zero += expected == 0;
                naiveWrong += naiveOrient(a, b, c) != expected;
                ++cases;
                QVERIFY2(orient2d(a, b, c) == expected, qPrintable(show(a, b, c)));
                QVERIFY2(orient2d(c, b, a) == -expected, qPrintable(show(a, b, c)));
            }
        }
    }
    // Both kinds occur, so the test distinguishes exact from "close to zero".
    QVERIFY2(zero > 0 && zero < cases, qPrintable(QString::number(zero)));
    qInfo("decimal points: %d cases, %d exactly collinear, naive formula wrong on %d",
          cases,
          zero,
          naiveWrong);
}

// Kettner et al., "Classroom examples of robustness problems": p = (0.5 + x u, 0.5 + y u)
// near the line through (12, 12) and (24, 24), u = 2^-53. The naive formula gets many
// signs wrong here; orient2d must match the exact reference everywhere.
void TestPredicates::orient2dNearDegenerateGrid()
{
    const Vec2 q{12, 12};
    const Vec2 r{24, 24};
    int naiveWrong = 0;
    int signs[3] = {0, 0, 0};
    for (int scale : {0, 40, -40}) {
        const double s = std::ldexp(1.0, scale);
        for (int x = 0; x < 256; ++x) {
            for (int y = 0; y < 256; ++y) {
                const Vec2 p{(0.5 + x * 0x1p-53) * s, (0.5 + y * 0x1p-53) * s};
                const Vec2 qs = s * q;
                const Vec2 rs = s * r;
                const int expected = refOrientExact(p, qs, rs);
                ++signs[expected + 1];
                naiveWrong += naiveOrient(p, qs, rs) != expected;
                if (orient2d(p, qs, rs) != expected || orient2d(qs, rs, p) != expected
                    || orient2d(rs, qs, p) != -expected) {
                    QFAIL(qPrintable(QStringLiteral("x=%1 y=%2 scale=2^%3: %4, expected %5")
                                             .arg(x)
                                             .arg(y)
                                             .arg(scale)
                                             .arg(show(p, qs, rs))
                                             .arg(expected)));
                }
            }
        }
    }
    QVERIFY2(naiveWrong > 1000, qPrintable(QString::number(naiveWrong)));
    QVERIFY(signs[0] > 0 && signs[1] > 0 && signs[2] > 0);
    qInfo("near-degenerate grid: naive formula wrong on %d of %d", naiveWrong, 3 * 65536);
}

// c = a + t (b - a) rounded: almost collinear, often exactly.
void TestPredicates::orient2dRandomNearCollinear()
{
    std::mt19937 rng(20240601);
    std::uniform_real_distribution<double> coordinate(-1000.0, 1000.0);
    std::uniform_real_distribution<double> param(-2.0, 3.0);
    std::uniform_int_distribution<int> exponent(-30, 30);
    int naiveWrong = 0;
    for (int i = 0; i < 50000; ++i) {
        const double s = std::ldexp(1.0, exponent(rng));
        const Vec2 a{coordinate(rng) * s, coordinate(rng) * s};
        const Vec2 b{coordinate(rng) * s, coordinate(rng) * s};
        const double t = param(rng);
        const Vec2 c = a + t * (b - a);
        const int expected = refOrientExact(a, b, c);
        naiveWrong += naiveOrient(a, b, c) != expected;
        QVERIFY2(orient2d(a, b, c) == expected,
                 qPrintable(QStringLiteral("case %1: %2").arg(i).arg(show(a, b, c))));
    }
    QVERIFY2(naiveWrong > 100, qPrintable(QString::number(naiveWrong)));
}

// Antisymmetry and cyclic invariance on random and near-degenerate inputs.
void TestPredicates::orient2dSymmetries()
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> coordinate(-1e3, 1e3);
    std::uniform_int_distribution<int> small(-3, 3);
    for (int i = 0; i < 30000; ++i) {
        Vec2 a{coordinate(rng), coordinate(rng)};
        Vec2 b{coordinate(rng), coordinate(rng)};
        Vec2 c{coordinate(rng), coordinate(rng)};
        if (i % 3 == 1) {
            c = a + 0.3 * (b - a);
        } else if (i % 3 == 2) { // small integers: many exact zeros
            a = {double(small(rng)), double(small(rng))};
            b = {double(small(rng)), double(small(rng))};
            c = {double(small(rng)), double(small(rng))};
        }
        const int o = orient2d(a, b, c);
        const QByteArray where = QStringLiteral("case %1: %2").arg(i).arg(show(a, b, c)).toUtf8();
        QVERIFY2(o == refOrientExact(a, b, c), where.constData());
        QVERIFY2(orient2d(b, c, a) == o, where.constData());
        QVERIFY2(orient2d(c, a, b) == o, where.constData());
        QVERIFY2(orient2d(b, a, c) == -o, where.constData());
        QVERIFY2(orient2d(a, c, b) == -o, where.constData());
        QVERIFY2(orient2d(c, b, a) == -o, where.constData());
    }
}

void TestPredicates::orient2dCoarseGrids_data()
{
    // Points on a grid of step 2^-stepExponent within 2^spanExponent of `offset`: pixel
    // corners, edge midpoints and saddle chamfers decide without expansions when nothing
    // rounds; fine grids, far offsets and rounded points near a line make differences or
    // products round, and then the expansions decide.
    QTest::addColumn<int>("stepExponent");
    QTest::addColumn<int>("spanExponent");
    QTest::addColumn<double>("offset");
    QTest::newRow("pixel corners") << 0 << 11 << 0.0;
    QTest::newRow("edge midpoints") << 1 << 11 << 0.0;
    QTest::newRow("saddle chamfers, negative") << 2 << 11 << -4096.0;
    QTest::newRow("eighths far out") << 3 << 10 << 1e9;
    QTest::newRow("products round") << 30 << 12 << 0.0;
    QTest::newRow("differences round") << 2 << 8 << 0x1p52;
    QTest::newRow("beyond 2^53") << 0 << 20 << 0x1p60;
    QTest::newRow("small steps") << 100 << 4 << 0.0;
}

void TestPredicates::orient2dCoarseGrids()
{
    QFETCH(int, stepExponent);
    QFETCH(int, spanExponent);
    QFETCH(double, offset);
    std::mt19937 rng(std::uint32_t(stepExponent * 131 + spanExponent));
    const double step = std::ldexp(1.0, -stepExponent);
    const std::int64_t span = std::int64_t(1) << std::min(spanExponent + stepExponent, 40);
    std::uniform_int_distribution<std::int64_t> coordinate(-span, span);
    std::uniform_int_distribution<int> small(-4, 4);
    std::uniform_int_distribution<int> kind(0, 2);
    const auto point = [&] {
        return Vec2{offset + double(coordinate(rng)) * step,
                    offset + double(coordinate(rng)) * step};
    };
    int signs[3] = {0, 0, 0};
    for (int i = 0; i < 20000; ++i) {
        const Vec2 a = point();
        Vec2 b = point();
        Vec2 c = point();
        const int k = kind(rng);
        if (k == 1) { // on a line through a, often axis-aligned or diagonal
            const Vec2 d{double(small(rng)) * step, double(small(rng)) * step};
            b = a + double(small(rng)) * d;
            c = a + double(small(rng)) * d;
            if (kind(rng) == 0) // one step off the line
                c = c + Vec2{0.0, step};
        } else if (k == 2) { // near a long line, rounded: the filter fails, products round
            c = a + 0.3 * (b - a);
        }
        const int expected = refOrientExact(a, b, c);
        ++signs[expected + 1];
        const QByteArray where = QStringLiteral("case %1: %2").arg(i).arg(show(a, b, c)).toUtf8();
        QVERIFY2(orient2d(a, b, c) == expected, where.constData());
        QVERIFY2(orient2d(b, c, a) == expected, where.constData());
        QVERIFY2(orient2d(b, a, c) == -expected, where.constData());
        QVERIFY2(orient2d(c, b, a) == -expected, where.constData());
    }
    QVERIFY2(signs[0] > 500 && signs[1] > 500 && signs[2] > 500,
             qPrintable(QStringLiteral("%1 %2 %3").arg(signs[0]).arg(signs[1]).arg(signs[2])));
}

void TestPredicates::orient2dHugeCoordinates()
{
    // Integers near 1e15 are exact doubles; differences of 1 decide.
    const double big = 1e15;
    QCOMPARE(orient2d({big, big}, {big + 1, big + 1}, {big + 2, big + 2}), 0);
    QCOMPARE(orient2d({big, big}, {big + 1, big + 1}, {big + 2, big + 3}), 1);
    QCOMPARE(orient2d({big, big}, {big + 1, big + 1}, {big + 3, big + 2}), -1);
    QCOMPARE(orient2d({-big, big}, {big, -big}, {0, 0}), 0);
    QCOMPARE(orient2d({-big, big}, {big, -big}, {0, 1}), 1);

    // 1e100 and friends: the reference decides the exact binary values.
    const double h = 1e100;
    const Vec2 cases[][3] = {
            {{h, h}, {2e100, 2e100}, {3e100, 3e100}},
            {{h, 3e100}, {2e100, 6e100}, {3e100, 9e100}},
            {{0, 0}, {h, 1}, {2 * h, 2}},
            {{0, 0}, {h, 1}, {2 * h, 3}},
            {{-h, -h}, {h, h}, {0, 1e-100}},
            {{1e150, 1e-150}, {-1e150, 1e-150}, {0, 0}},
            {{1e-30, 1e30}, {1e30, 1e-30}, {0.5e30, 0.5e30}},
    };
    for (const auto &t : cases) {
        const int expected = refOrientExact(t[0], t[1], t[2]);
        QVERIFY2(orient2d(t[0], t[1], t[2]) == expected, qPrintable(show(t[0], t[1], t[2])));
        QVERIFY2(orient2d(t[1], t[0], t[2]) == -expected, qPrintable(show(t[0], t[1], t[2])));
    }
    QCOMPARE(refOrientExact({h, h}, {2e100, 2e100}, {4e100, 4e100}), 0);
    QCOMPARE(orient2d({h, h}, {2e100, 2e100}, {4e100, 4e100}), 0);
    QCOMPARE(orient2d({0, 0}, {h, 1}, {2 * h, 3}), 1);
    QCOMPARE(orient2d({-h, -h}, {h, h}, {0, 1e-100}), 1);

    // Near-degenerate at 1e100: perturb a point on a line by one ulp.
    std::mt19937 rng(99);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (int i = 0; i < 5000; ++i) {
        const Vec2 a{unit(rng) * h, unit(rng) * h};
        const Vec2 b{unit(rng) * h, unit(rng) * h};
        Vec2 c = a + 0.5 * (b - a);
        if (i % 2 == 1)
            c.y = std::nextafter(c.y, 2 * h);
        const int expected = refOrientExact(a, b, c);
        QVERIFY2(orient2d(a, b, c) == expected, qPrintable(show(a, b, c)));
    }
}

void TestPredicates::onSegmentTable_data()
{
    QTest::addColumn<Vec2>("a");
    QTest::addColumn<Vec2>("b");
    QTest::addColumn<Vec2>("p");
    QTest::addColumn<bool>("expected");

    QTest::newRow("start") << Vec2{0, 0} << Vec2{4, 2} << Vec2{0, 0} << true;
    QTest::newRow("end") << Vec2{0, 0} << Vec2{4, 2} << Vec2{4, 2} << true;
    QTest::newRow("middle") << Vec2{0, 0} << Vec2{4, 2} << Vec2{2, 1} << true;
    QTest::newRow("quarter") << Vec2{0, 0} << Vec2{4, 2} << Vec2{1, 0.5} << true;
    QTest::newRow("beyond end") << Vec2{0, 0} << Vec2{4, 2} << Vec2{6, 3} << false;
    QTest::newRow("before start") << Vec2{0, 0} << Vec2{4, 2} << Vec2{-2, -1} << false;
    QTest::newRow("off line") << Vec2{0, 0} << Vec2{4, 2} << Vec2{2, 1.0000001} << false;
    QTest::newRow("vertical middle") << Vec2{3, 0} << Vec2{3, 9} << Vec2{3, 4} << true;
    QTest::newRow("vertical beyond") << Vec2{3, 0} << Vec2{3, 9} << Vec2{3, 10} << false;
    QTest::newRow("horizontal reversed") << Vec2{9, 1} << Vec2{2, 1} << Vec2{5, 1} << true;
    QTest::newRow("degenerate hit") << Vec2{1, 1} << Vec2{1, 1} << Vec2{1, 1} << true;
    QTest::newRow("degenerate miss") << Vec2{1, 1} << Vec2{1, 1} << Vec2{1, 2} << false;
    QTest::newRow("decimal y=x") << Vec2{0.1, 0.1} << Vec2{0.3, 0.3} << Vec2{0.2, 0.2} << true;
    // 0.1 + 0.2 != 0.3 in doubles, but the point is still on y = x.
    QTest::newRow("decimal sum") << Vec2{0.1, 0.1} << Vec2{0.7, 0.7} << Vec2{0.1 + 0.2, 0.3}
                                 << false;
    QTest::newRow("decimal sum both")
            << Vec2{0.1, 0.1} << Vec2{0.7, 0.7} << Vec2{0.1 + 0.2, 0.1 + 0.2} << true;
}

void TestPredicates::onSegmentTable()
{
    QFETCH(Vec2, a);
    QFETCH(Vec2, b);
    QFETCH(Vec2, p);
    QFETCH(bool, expected);
    QCOMPARE(onSegment(a, b, p), expected);
    QCOMPARE(onSegment(b, a, p), expected);
}

void TestPredicates::segmentPredicatesTable_data()
{
    QTest::addColumn<Vec2>("a");
    QTest::addColumn<Vec2>("b");
    QTest::addColumn<Vec2>("c");
    QTest::addColumn<Vec2>("d");
    QTest::addColumn<bool>("proper");
    QTest::addColumn<bool>("intersect");

    QTest::newRow("X crossing") << Vec2{0, 0} << Vec2{4, 4} << Vec2{0, 4} << Vec2{4, 0} << true
                                << true;
    QTest::newRow("off-centre crossing")
            << Vec2{0, 0} << Vec2{10, 1} << Vec2{3, -5} << Vec2{4, 7} << true << true;
    QTest::newRow("shared endpoint (L)")
            << Vec2{0, 0} << Vec2{4, 0} << Vec2{4, 0} << Vec2{4, 4} << false << true;
    QTest::newRow("shared endpoint (V)")
            << Vec2{0, 0} << Vec2{4, 4} << Vec2{0, 0} << Vec2{4, -4} << false << true;
    QTest::newRow("T-junction") << Vec2{0, 0} << Vec2{4, 0} << Vec2{2, 0} << Vec2{2, 5} << false
                                << true;
    QTest::newRow("T-junction other way")
            << Vec2{2, 0} << Vec2{2, 5} << Vec2{0, 0} << Vec2{4, 0} << false << true;
    QTest::newRow("near T miss") << Vec2{0, 0} << Vec2{4, 0} << Vec2{2, 0.001} << Vec2{2, 5}
                                 << false << false;
    QTest::newRow("collinear overlap")
            << Vec2{0, 0} << Vec2{4, 0} << Vec2{2, 0} << Vec2{6, 0} << false << true;
    QTest::newRow("collinear contained")
            << Vec2{0, 0} << Vec2{6, 6} << Vec2{2, 2} << Vec2{3, 3} << false << true;
    QTest::newRow("collinear identical")
            << Vec2{1, 2} << Vec2{5, 3} << Vec2{5, 3} << Vec2{1, 2} << false << true;
    QTest::newRow("collinear end to end")
            << Vec2{0, 0} << Vec2{4, 0} << Vec2{4, 0} << Vec2{8, 0} << false << true;
    QTest::newRow("collinear disjoint")
            << Vec2{0, 0} << Vec2{4, 0} << Vec2{5, 0} << Vec2{8, 0} << false << false;
    QTest::newRow("collinear disjoint diagonal")
            << Vec2{0, 0} << Vec2{1, 1} << Vec2{3, 3} << Vec2{2, 2} << false << false;
    QTest::newRow("parallel") << Vec2{0, 0} << Vec2{4, 0} << Vec2{0, 1} << Vec2{4, 1} << false
                              << false;
    QTest::newRow("lines cross outside")
            << Vec2{0, 0} << Vec2{1, 1} << Vec2{3, 0} << Vec2{4, -1} << false << false;
    QTest::newRow("point on segment")
            << Vec2{0, 0} << Vec2{4, 4} << Vec2{1, 1} << Vec2{1, 1} << false << true;
    QTest::newRow("point off segment")
            << Vec2{0, 0} << Vec2{4, 4} << Vec2{1, 2} << Vec2{1, 2} << false << false;
    QTest::newRow("decimal crossing")
            << Vec2{0.1, 0.1} << Vec2{0.3, 0.3} << Vec2{0.1, 0.3} << Vec2{0.3, 0.1} << true << true;
    QTest::newRow("decimal touching at (0.2, 0.2)")
            << Vec2{0.1, 0.1} << Vec2{0.3, 0.3} << Vec2{0.2, 0.2} << Vec2{0.3, 0.1} << false
            << true;
}

void TestPredicates::segmentPredicatesTable()
{
    QFETCH(Vec2, a);
    QFETCH(Vec2, b);
    QFETCH(Vec2, c);
    QFETCH(Vec2, d);
    QFETCH(bool, proper);
    QFETCH(bool, intersect);
    // Symmetric in the two segments and in each segment's direction.
    QCOMPARE(segmentsCrossProperly(a, b, c, d), proper);
    QCOMPARE(segmentsCrossProperly(b, a, d, c), proper);
    QCOMPARE(segmentsCrossProperly(c, d, a, b), proper);
    QCOMPARE(segmentsIntersect(a, b, c, d), intersect);
    QCOMPARE(segmentsIntersect(b, a, c, d), intersect);
    QCOMPARE(segmentsIntersect(c, d, b, a), intersect);
}

// Every segment pair on a small grid (so touching and collinear cases dominate),
// against the integer parametric reference.
void TestPredicates::segmentPredicatesVsReference()
{
    std::mt19937 rng(5);
    std::uniform_int_distribution<std::int64_t> coordinate(0, 4);
    int meeting = 0;
    int proper = 0;
    for (int i = 0; i < 200000; ++i) {
        const RefPoint a{coordinate(rng), coordinate(rng)};
        const RefPoint b{coordinate(rng), coordinate(rng)};
        const RefPoint c{coordinate(rng), coordinate(rng)};
        const RefPoint d{coordinate(rng), coordinate(rng)};
        // Scaled by 0.1 (inexact doubles) half of the time: the reference is then
        // evaluated on the doubles' exact values through refOrientExact.
        const double s = i % 2 == 0 ? 1.0 : 0.1;
        const auto v = [s](RefPoint p) { return Vec2{double(p.x) * s, double(p.y) * s}; };
        const bool expectedMeet = refSegmentsMeet(a, b, c, d);
        // Proper: a single point interior to both, with no endpoint on the other line.
        const bool expectedProper = expectedMeet && refOrient(a, b, c) * refOrient(a, b, d) < 0
                                    && refOrient(c, d, a) * refOrient(c, d, b) < 0;
        meeting += expectedMeet;
        proper += expectedProper;
        const QByteArray context = QStringLiteral("case %1: a=(%2,%3) b=(%4,%5) c=(%6,%7) "
                                                  "d=(%8,%9) scale %10")
                                           .arg(i)
                                           .arg(a.x)
                                           .arg(a.y)
                                           .arg(b.x)
                                           .arg(b.y)
                                           .arg(c.x)
                                           .arg(c.y)
                                           .arg(d.x)
                                           .arg(d.y)
                                           .arg(s)
                                           .toUtf8();
        if (s == 1.0) {
            QVERIFY2(segmentsIntersect(v(a), v(b), v(c), v(d)) == expectedMeet,
                     context.constData());
            QVERIFY2(segmentsCrossProperly(v(a), v(b), v(c), v(d)) == expectedProper,
                     context.constData());
        } else {
            // Scaling by 0.1 rounds, so exact collinearity may be lost; the exact
            // reference on the rounded values is refOrientExact, used the same way.
            const Vec2 A = v(a), B = v(b), C = v(c), D = v(d);
            const int abc = refOrientExact(A, B, C), abd = refOrientExact(A, B, D);
            const int cda = refOrientExact(C, D, A), cdb = refOrientExact(C, D, B);
            QVERIFY2(segmentsCrossProperly(A, B, C, D) == (abc * abd < 0 && cda * cdb < 0),
                     context.constData());
        }
    }
    QVERIFY(meeting > 1000 && proper > 1000);
}

void TestPredicates::sameDirectionTable_data()
{
    QTest::addColumn<Vec2>("origin");
    QTest::addColumn<Vec2>("p");
    QTest::addColumn<Vec2>("q");
    QTest::addColumn<bool>("expected");

    QTest::newRow("same diagonal") << Vec2{0, 0} << Vec2{1, 1} << Vec2{3, 3} << true;
    QTest::newRow("opposite diagonal") << Vec2{0, 0} << Vec2{1, 1} << Vec2{-2, -2} << false;
    QTest::newRow("same vertical") << Vec2{5, 5} << Vec2{5, 6} << Vec2{5, 100} << true;
    QTest::newRow("opposite vertical") << Vec2{5, 5} << Vec2{5, 6} << Vec2{5, 4} << false;
    QTest::newRow("same horizontal") << Vec2{5, 5} << Vec2{2, 5} << Vec2{-7, 5} << true;
    QTest::newRow("opposite horizontal") << Vec2{5, 5} << Vec2{2, 5} << Vec2{6, 5} << false;
    QTest::newRow("equal points") << Vec2{0, 0} << Vec2{2, -1} << Vec2{2, -1} << true;
    QTest::newRow("decimal") << Vec2{0.1, 0.1} << Vec2{0.2, 0.2} << Vec2{0.3, 0.3} << true;
}

void TestPredicates::sameDirectionTable()
{
    QFETCH(Vec2, origin);
    QFETCH(Vec2, p);
    QFETCH(Vec2, q);
    QFETCH(bool, expected);
    QCOMPARE(refOrientExact(origin, p, q), 0); // precondition: collinear
    QCOMPARE(sameDirection(origin, p, q), expected);
    QCOMPARE(sameDirection(origin, q, p), expected);
}

QTEST_GUILESS_MAIN(TestPredicates)
#include "tst_predicates.moc"
