// The box pruning of polygonsOverlap and the bounds it starts from: EdgeBoxes (edge
// bounding boxes tested 64 at a time, with AVX2 and without) against a brute-force
// closedBoundsOverlap, touching, NaN, infinite and signed-zero coordinates included;
// boundsOf against the plain scan in order, bit for bit (NaN and the sign of zero
// included); and polygonsOverlap on interlocked combs (the benchmark's armatures, on an
// integer grid, sheared and turned) against the slab oracle, touching, collinear and
// crossing, A and B either way, with the wide paths on and off giving the same witness.

#include "polygonoverlap.h"
#include "polygonoverlap_p.h"
#include "referencepolygon.h"
#include "simd.h"
#include <hitbox/geometry.h>

#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

using namespace hitbox::collision;
using namespace hitbox::collision::detail; // internals under test
using namespace hitbox::testing;
using EdgeBoxes = hitbox::collision::detail::EdgeBoxes;
using EdgeLine = hitbox::collision::detail::EdgeLine;

namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

template<typename F>
void withAndWithoutWidePaths(F &&f)
{
    for (const bool wide : {true, false}) {
        simd::setWidePathsAllowed(wide);
        f(simd::avx2());
    }
    simd::setWidePathsAllowed(true);
}

// A coordinate for the box test: small integers make boxes touch exactly.
double coordinate(std::mt19937 &rng, const QString &kind)
{
    std::uniform_int_distribution<int> grid(-4, 4);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_int_distribution<int> special(0, 9);
    if (kind == "touching")
        return grid(rng);
    if (kind == "huge")
        return unit(rng) * 1e300;
    if (kind == "signed zeros")
        return special(rng) < 5 ? (special(rng) % 2 ? 0.0 : -0.0) : grid(rng);
    if (kind == "non-finite") {
        switch (special(rng)) {
        case 0:
            return notANumber;
        case 1:
            return HUGE_VAL;
        case 2:
            return -HUGE_VAL;
        default:
            return grid(rng);
        }
    }
    return unit(rng) * 100.0;
}

// A point for the side tests: near the line e0-e1 (on it rounded, then nudged by a few
// units in the last place) or anywhere, at the kind's scale.
Vec2 sidePoint(std::mt19937 &rng, const QString &kind, Vec2 e0, Vec2 e1, double scale)
{
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_int_distribution<int> nudge(-3, 3);
    std::uniform_int_distribution<int> special(0, 7);
    if (kind == "non-finite" && special(rng) == 0)
        return {special(rng) < 4 ? notANumber : HUGE_VAL, unit(rng)};
    if (kind == "signed zeros" && special(rng) < 3)
        return {special(rng) < 4 ? -0.0 : 0.0, special(rng) < 4 ? 0.0 : -0.0};
    Vec2 v{unit(rng) * scale, unit(rng) * scale};
    if (kind == "near line" || special(rng) < 2) {
        v = e0 + unit(rng) * 2.0 * (e1 - e0);
        for (int k = nudge(rng); k != 0; k += k > 0 ? -1 : 1)
            v.y = std::nextafter(v.y, k > 0 ? HUGE_VAL : -HUGE_VAL);
    }
    if (kind == "level with e0" && special(rng) < 4)
        v.y = e0.y; // ey = 0: left = 0 exactly, no underflow
    return v;
}

// The scan in order that boundsOf must match.
Rect plainBounds(const std::vector<Vec2> &points)
{
    double minX = points.front().x;
    double maxX = minX;
    double minY = points.front().y;
    double maxY = minY;
    for (const Vec2 p : points) {
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    return {minX, minY, maxX - minX, maxY - minY};
}

bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

// A comb on the integer grid: a base 0..width x 0..2 with `teeth` teeth of width 2
// rising to y = 8, `gap` apart; 4 * teeth vertices.
RefPolygon refComb(int teeth, int gap)
{
    const std::int64_t width = 2 * teeth + gap * (teeth - 1);
    RefPolygon p{{0, 0}, {width, 0}};
    for (int k = teeth - 1; k >= 0; --k) {
        const std::int64_t x0 = k * (2 + gap);
        p.push_back({x0 + 2, 8});
        p.push_back({x0, 8});
        if (k > 0) {
            p.push_back({x0, 2});
            p.push_back({x0 - gap, 2});
        }
    }
    return p;
}

// p mapped by the integer matrix (a b; c d), then moved by (dx, dy).
RefPolygon refMapped(const RefPolygon &p, const std::array<std::int64_t, 4> &m, RefPoint move)
{
    RefPolygon out;
    for (const RefPoint v : p)
        out.push_back({m[0] * v.x + m[1] * v.y + move.x, m[2] * v.x + m[3] * v.y + move.y});
    return out;
}

} // namespace

class TestPolygonOverlapBoxes : public QObject
{
    Q_OBJECT

private slots:
    void sidesMatchSide_data();
    void sidesMatchSide();
    void edgeBoxesMatchBoxTest_data();
    void edgeBoxesMatchBoxTest();
    void boundsMatchPlainScan_data();
    void boundsMatchPlainScan();
    void combsAgainstOracle_data();
    void combsAgainstOracle();
};

void TestPolygonOverlapBoxes::sidesMatchSide_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"random",
                             "near line",
                             "level with e0",
                             "huge",
                             "tiny",
                             "underflow",
                             "signed zeros",
                             "non-finite"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

// EdgeLine::sides gives side()'s verdicts for both points, bit for bit, and where the
// coordinates are finite and in orient2d's range every sure verdict is the exact
// orientation's. "underflow" leaves that range (products below the normal doubles, where
// the filter's relative bound does not hold): there only the bits are compared.
void TestPolygonOverlapBoxes::sidesMatchSide()
{
    QFETCH(QString, kind);
    const double scale
            = kind == "huge" ? 1e150
                             : (kind == "tiny" ? 1e-120 : (kind == "underflow" ? 1e-154 : 100.0));
    std::mt19937 rng(8128);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    int sure = 0;
    int total = 0;
    for (int round = 0; round < 300; ++round) {
        const Vec2 e0{unit(rng) * scale, unit(rng) * scale};
        Vec2 e1{unit(rng) * scale, unit(rng) * scale};
        if (round % 5 == 0)
            e1.x = e0.x; // dx = 0
        if (round % 5 == 1)
            e1.y = e0.y; // dy = 0
        if (e0 == e1)
            continue;
        for (const int winding : {1, -1}) {
            const EdgeLine line(e0, e1, winding);
            for (int k = 0; k < 20; ++k) {
                const Vec2 p = sidePoint(rng, kind, e0, e1, scale);
                const Vec2 q = sidePoint(rng, kind, e0, e1, scale);
                const EdgeLine::Sides both = line.sides(p, q);
                const EdgeLine::Side sp = line.side(p);
                const EdgeLine::Side sq = line.side(q);
                QCOMPARE(both.inner, unsigned(sp.surelyInner()) | unsigned(sq.surelyInner()) << 1);
                QCOMPARE(both.outer, unsigned(sp.surelyOuter()) | unsigned(sq.surelyOuter()) << 1);
                for (const auto &[v, s] : {std::pair{p, sp}, std::pair{q, sq}}) {
                    if (!std::isfinite(v.x) || !std::isfinite(v.y) || kind == "underflow")
                        continue;
                    const int exact = refOrientExact(e0, e1, v) * winding;
                    QVERIFY2(!s.surelyInner() || exact > 0, qPrintable(kind));
                    QVERIFY2(!s.surelyOuter() || exact < 0, qPrintable(kind));
                    sure += s.sure();
                    ++total;
                }
            }
        }
    }
    qInfo("%s: %d of %d sides decided by the filter", qPrintable(kind), sure, total);
    QVERIFY(kind == "underflow" || sure > total / 3);
}

void TestPolygonOverlapBoxes::edgeBoxesMatchBoxTest_data()
{
    QTest::addColumn<int>("vertices");
    QTest::addColumn<QString>("kind");
    for (const int n : {1, 3, 4, 5, 16, 63, 64, 65, 130}) {
        for (const char *kind : {"random", "touching", "huge", "signed zeros", "non-finite"}) {
            const QByteArray row = QByteArray::number(n) + " " + kind;
            QTest::newRow(row.constData()) << n << QString::fromLatin1(kind);
        }
    }
}

// Bit j of word j / 64 is set exactly when edge j's closed box meets the query's, with
// either path, and no bit past the last edge.
void TestPolygonOverlapBoxes::edgeBoxesMatchBoxTest()
{
    QFETCH(int, vertices);
    QFETCH(QString, kind);
    std::mt19937 rng(2718);
    int meeting = 0;
    int total = 0;
    for (int round = 0; round < 40; ++round) {
        std::vector<Vec2> p;
        for (int i = 0; i < vertices; ++i)
            p.push_back({coordinate(rng, kind), coordinate(rng, kind)});
        const EdgeBoxes boxes(p);
        const std::size_t words = (p.size() + 63) / 64;
        for (int q = 0; q < 40; ++q) {
            const Vec2 q0{coordinate(rng, kind), coordinate(rng, kind)};
            const Vec2 q1 = q % 8 == 0 ? q0 : Vec2{coordinate(rng, kind), coordinate(rng, kind)};
            const Vec2 lo{std::min(q0.x, q1.x), std::min(q0.y, q1.y)};
            const Vec2 hi{std::max(q0.x, q1.x), std::max(q0.y, q1.y)};
            withAndWithoutWidePaths([&](bool wide) {
                for (std::size_t w = 0; w < words; ++w) {
                    std::uint64_t expected = 0;
                    for (std::size_t c = 0; c < 64 && 64 * w + c < p.size(); ++c) {
                        const std::size_t j = 64 * w + c;
                        if (refSegmentBoxesMeet(q0, q1, p[j], p[(j + 1) % p.size()]))
                            expected |= std::uint64_t(1) << c;
                    }
                    const std::uint64_t bits = boxes.meeting(lo, hi, w, wide);
                    QVERIFY2(bits == expected,
                             qPrintable(QStringLiteral("%1, word %2, %3: %4 instead of %5")
                                                .arg(kind)
                                                .arg(w)
                                                .arg(wide ? "AVX2" : "portable")
                                                .arg(bits, 16, 16, QChar('0'))
                                                .arg(expected, 16, 16, QChar('0'))));
                    meeting += std::popcount(expected);
                    total += int(std::min<std::size_t>(64, p.size() - 64 * w));
                }
            });
        }
    }
    qInfo("%s: %d of %d edge boxes met", qPrintable(kind), meeting, total);
    if (kind != "non-finite")
        QVERIFY(meeting > 0 && meeting < total);
}

void TestPolygonOverlapBoxes::boundsMatchPlainScan_data()
{
    QTest::addColumn<std::vector<Vec2>>("points");
    const double inf = HUGE_VAL;
    QTest::newRow("one point") << std::vector<Vec2>{{3.0, -4.0}};
    QTest::newRow("zeros: +0 first") << std::vector<Vec2>{{0.0, 0.0}, {-0.0, -0.0}, {1.0, 1.0}};
    QTest::newRow("zeros: -0 first") << std::vector<Vec2>{{-0.0, -0.0}, {0.0, 0.0}, {-1.0, 1.0}};
    QTest::newRow("zeros: last") << std::vector<Vec2>{{1.0, 2.0}, {0.0, -0.0}, {-0.0, 0.0}};
    QTest::newRow("NaN first") << std::vector<Vec2>{
            {notANumber, notANumber}, {1.0, 2.0}, {-5.0, 7.0}};
    QTest::newRow("NaN x first") << std::vector<Vec2>{{notANumber, 1.0}, {1.0, 2.0}, {-5.0, -7.0}};
    QTest::newRow("NaN inside") << std::vector<Vec2>{
            {1.0, 2.0}, {notANumber, notANumber}, {-5.0, 7.0}};
    QTest::newRow("NaN last") << std::vector<Vec2>{{1.0, 2.0}, {-5.0, 7.0}, {notANumber, -9.0}};
    QTest::newRow("infinities") << std::vector<Vec2>{{1.0, inf}, {-inf, 7.0}, {inf, -inf}};
    QTest::newRow("huge") << std::vector<Vec2>{{1e308, -1e308}, {-1e308, 1e308}, {0.0, 0.0}};
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> unit(-1e6, 1e6);
    std::uniform_int_distribution<int> special(0, 5);
    for (const int n : {2, 7, 16, 33}) {
        std::vector<Vec2> points;
        for (int i = 0; i < n; ++i) {
            const int s = special(rng);
            points.push_back({s == 0 ? notANumber : (s == 1 ? -0.0 : unit(rng)),
                              s == 2 ? 0.0 : (s == 3 ? notANumber : unit(rng))});
        }
        QTest::newRow(qPrintable(QStringLiteral("%1 random, NaN and zeros").arg(n))) << points;
    }
}

void TestPolygonOverlapBoxes::boundsMatchPlainScan()
{
    QFETCH(std::vector<Vec2>, points);
    const Rect expected = plainBounds(points);
    const Rect bounds = boundsOf(points);
    QVERIFY(sameBits(bounds.x, expected.x));
    QVERIFY(sameBits(bounds.y, expected.y));
    QVERIFY(sameBits(bounds.w, expected.w));
    QVERIFY(sameBits(bounds.h, expected.h));
}

void TestPolygonOverlapBoxes::combsAgainstOracle_data()
{
    QTest::addColumn<int>("gap");
    QTest::newRow("teeth with room: miss, touch and hit") << 6;
    QTest::newRow("teeth filling the gaps: touching and collinear") << 2;
}

// The second comb turned over, its teeth in the first one's gaps, moved across a range
// that makes them miss, touch along edges and at corners, and overlap; the pair also
// sheared and turned by integer matrices, at power-of-two scales (exact).
void TestPolygonOverlapBoxes::combsAgainstOracle()
{
    QFETCH(int, gap);
    const RefPolygon first = refComb(4, gap);
    const std::int64_t width = 8 + 3 * gap;
    const RefPolygon upsideDown = refMapped(first, {-1, 0, 0, -1}, {1 + gap / 2 + width, 18});
    const std::array<std::array<std::int64_t, 4>, 4> matrices{{
            {1, 0, 0, 1},
            {0, -1, 1, 0},
            {1, 1, 0, 1},
            {2, -1, 1, 3},
    }};
    int overlapping = 0;
    int cases = 0;
    for (const auto &m : matrices) {
        for (std::int64_t dx = -gap; dx <= gap; ++dx) {
            for (std::int64_t dy = -9; dy <= 1; ++dy) {
                const RefPolygon a = refMapped(first, m, {});
                const RefPolygon b = refMapped(refTranslated(upsideDown, dx, dy), m, {});
                const bool expected = refInteriorsOverlap(a, b);
                overlapping += expected;
                for (const double scale : {1.0, 0x1p60, 0x1p-60}) {
                    const Polygon pa = refToPolygon(a, scale);
                    const Polygon pb = refToPolygon(b, scale);
                    const Polygon rb = refToPolygon(refReversed(b), scale);
                    const QByteArray where = QStringLiteral("A=%1 B=%2 at scale %3")
                                                     .arg(QString::fromStdString(refPolygonText(a)))
                                                     .arg(QString::fromStdString(refPolygonText(b)))
                                                     .arg(scale)
                                                     .toUtf8();
                    std::vector<PolygonOverlap> answers;
                    withAndWithoutWidePaths([&](bool) {
                        for (const auto &[p, q] : {std::pair{&pa, &pb},
                                                   std::pair{&pb, &pa},
                                                   std::pair{&rb, &pa},
                                                   std::pair{&pa, &rb}}) {
                            const PolygonOverlap o = polygonsOverlap(*p, *q);
                            QVERIFY2(o.overlap == expected, where.constData());
                            answers.push_back(o);
                        }
                    });
                    // Either path finds the same witness.
                    QCOMPARE(answers.size(), std::size_t(8));
                    for (std::size_t k = 0; k < 4; ++k) {
                        QVERIFY2(
                                sameBits(answers[k].witness.x, answers[k + 4].witness.x)
                                        && sameBits(answers[k].witness.y, answers[k + 4].witness.y),
                                where.constData());
                    }
                    ++cases;
                }
            }
        }
    }
    qInfo("%d cases, %d of %d placements overlapping", cases, overlapping, cases / 3);
    QVERIFY(overlapping > 0 && overlapping < cases / 3);
}

QTEST_GUILESS_MAIN(TestPolygonOverlapBoxes)
#include "tst_polygonoverlapboxes.moc"
