// The fast paths of polygonsOverlap and convexPolygonsOverlap against exact oracles:
// orient2d's filter applied edge by edge (EdgeLine) against the big-integer orientation
// of referencepolygon.h on random, near-collinear, axis-aligned, huge and tiny inputs;
// the edge index (EdgeIndex) against a brute-force box test, NaN and infinite
// coordinates included; and both overlap tests on polygons past the index's 64 edges,
// touching and collinear ones included, at power-of-two scales from 2^-70 to 2^70 (exact,
// so the oracle's answer holds at every scale).

#include "polygonoverlap.h"
#include "polygonoverlap_p.h"
#include "referencepolygon.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace hitbox::collision;
using namespace hitbox::collision::detail; // internals under test
using namespace hitbox::testing;
using EdgeLine = hitbox::collision::detail::EdgeLine;
using EdgeIndex = hitbox::collision::detail::EdgeIndex;

namespace {

struct OrientCase
{
    Vec2 e0;
    Vec2 e1;
    std::vector<Vec2> points;
};

// Points around the line e0-e1: random ones, ones on it rounded to doubles, and those
// nudged by a few units in the last place.
OrientCase makeOrientCase(std::mt19937 &rng, const QString &kind)
{
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_int_distribution<int> nudge(-3, 3);
    const double scale = kind == "huge" ? 1e120 : (kind == "tiny" ? 1e-120 : 100.0);
    OrientCase c;
    c.e0 = {unit(rng) * scale, unit(rng) * scale};
    c.e1 = {unit(rng) * scale, unit(rng) * scale};
    if (kind == "axis aligned")
        c.e1.x = c.e0.x;
    for (int i = 0; i < 64; ++i) {
        Vec2 v{unit(rng) * scale, unit(rng) * scale};
        if (kind == "near line" || kind == "axis aligned") {
            const double t = unit(rng) * 2.0;
            v = c.e0 + t * (c.e1 - c.e0);
            for (int k = nudge(rng); k != 0; k += k > 0 ? -1 : 1)
                v.x = std::nextafter(v.x, k > 0 ? HUGE_VAL : -HUGE_VAL);
            if (kind == "axis aligned" && i % 2 == 0)
                v.x = c.e0.x; // exactly on the line, or left = 0 for other lines
        }
        c.points.push_back(v);
    }
    c.points.push_back(c.e0);
    c.points.push_back(c.e1);
    return c;
}

QByteArray context(const char *what, int i, double scale, const RefPolygon &a, const RefPolygon &b)
{
    return QStringLiteral("%1 case %2 at scale %3: A=%4 B=%5")
            .arg(QLatin1String(what))
            .arg(i)
            .arg(scale)
            .arg(QString::fromStdString(refPolygonText(a)))
            .arg(QString::fromStdString(refPolygonText(b)))
            .toUtf8();
}

// Power-of-two scales: integer polygons stay exact, so the oracle's answer holds.
constexpr double scales[] = {1.0, 0x1p70, 0x1p-70};

} // namespace

class TestPolygonOverlapFast : public QObject
{
    Q_OBJECT

private slots:
    void filterAgreesWithExact_data();
    void filterAgreesWithExact();
    void edgeIndexFindsEveryBoxOverlap_data();
    void edgeIndexFindsEveryBoxOverlap();
    void largeConcaveAgainstOracle_data();
    void largeConcaveAgainstOracle();
    void convexAgainstOracle_data();
    void convexAgainstOracle();
};

void TestPolygonOverlapFast::filterAgreesWithExact_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"random", "near line", "axis aligned", "huge", "tiny"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

// Whenever the filter is sure of a side, the exact orientation agrees; sure answers
// are common on random points and the exact path takes the rest.
void TestPolygonOverlapFast::filterAgreesWithExact()
{
    QFETCH(QString, kind);
    std::mt19937 rng(2024);
    int sure = 0;
    int total = 0;
    for (int round = 0; round < 400; ++round) {
        const OrientCase c = makeOrientCase(rng, kind);
        if (c.e0 == c.e1)
            continue;
        for (const int winding : {1, -1}) {
            const EdgeLine line(c.e0, c.e1, winding);
            for (const Vec2 v : c.points) {
                const int exact = refOrientExact(c.e0, c.e1, v) * winding;
                const EdgeLine::Side s = line.side(v);
                QVERIFY2(!s.surelyInner() || exact > 0, qPrintable(kind));
                QVERIFY2(!s.surelyOuter() || exact < 0, qPrintable(kind));
                sure += s.sure();
                ++total;
                QCOMPARE(line.inner(v), exact > 0);
            }
        }
    }
    qInfo("%s: %d of %d sides decided by the filter", qPrintable(kind), sure, total);
    if (kind == "random" || kind == "huge" || kind == "tiny")
        QVERIFY(sure > total * 9 / 10);
}

void TestPolygonOverlapFast::edgeIndexFindsEveryBoxOverlap_data()
{
    QTest::addColumn<int>("vertices");
    QTest::addColumn<QString>("kind");
    for (const int n : {3, 40, 64, 65, 200}) {
        for (const char *kind : {"random", "huge", "vertical line", "non-finite"}) {
            const QByteArray row = QByteArray::number(n) + " " + kind;
            QTest::newRow(row.constData()) << n << QString::fromLatin1(kind);
        }
    }
}

// The index may report extra edges but never misses one whose box meets the query's.
void TestPolygonOverlapFast::edgeIndexFindsEveryBoxOverlap()
{
    QFETCH(int, vertices);
    QFETCH(QString, kind);
    std::mt19937 rng(99);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double scale = kind == "huge" ? 1e300 : 100.0;
    const auto point = [&] {
        Vec2 v{unit(rng) * scale, unit(rng) * scale};
        if (kind == "vertical line")
            v.x = 7.0;
        return v;
    };
    for (int round = 0; round < 50; ++round) {
        std::vector<Vec2> p;
        for (int i = 0; i < vertices; ++i)
            p.push_back(point());
        if (kind == "non-finite") {
            p[std::size_t(round) % p.size()].x = std::numeric_limits<double>::quiet_NaN();
            p[std::size_t(round * 7) % p.size()].y = HUGE_VAL;
        }
        const EdgeIndex index(p, boundsOf(p));
        for (int q = 0; q < 100; ++q) {
            const Vec2 q0 = point();
            const Vec2 q1 = q % 10 == 0 ? q0 : point();
            const Vec2 lo{std::min(q0.x, q1.x), std::min(q0.y, q1.y)};
            const Vec2 hi{std::max(q0.x, q1.x), std::max(q0.y, q1.y)};
            const EdgeIndex::Query query = index.query(lo, hi);
            for (std::size_t j = 0; j < p.size(); ++j) {
                if (!refSegmentBoxesMeet(q0, q1, p[j], p[(j + 1) % p.size()]))
                    continue;
                const std::uint64_t bits = index.candidates(query, j / 64);
                QVERIFY2((bits >> (j % 64)) & 1,
                         qPrintable(QStringLiteral("%1: edge %2 missed").arg(kind).arg(j)));
            }
        }
    }
}

void TestPolygonOverlapFast::largeConcaveAgainstOracle_data()
{
    QTest::addColumn<bool>("shifted");
    QTest::newRow("general position") << false;
    QTest::newRow("a copy shifted by 0 or 1: shared and collinear edges") << true;
}

// Star polygons with 60..100 vertices (past one 64-bit word of edges: the index path)
// and small ones, nested or apart, against the slab oracle, either order and winding.
void TestPolygonOverlapFast::largeConcaveAgainstOracle()
{
    QFETCH(bool, shifted);
    std::mt19937 rng(31337);
    std::uniform_real_distribution<double> centre(-400.0, 400.0);
    std::uniform_int_distribution<int> unitShift(0, 1);
    int overlapping = 0;
    int cases = 0;
    for (int i = 0; i < 60; ++i) {
        RefStarOptions o;
        o.minRadius = 100;
        o.maxRadius = 500;
        o.minVertices = 60;
        o.maxVertices = 100;
        o.centerX = centre(rng) / 2;
        o.centerY = centre(rng) / 2;
        const RefPolygon a = refRandomStarPolygon(rng, o);
        if (i % 3 == 0) { // small and near a's centre: containment without crossings
            o.minVertices = 3;
            o.maxVertices = 12;
            o.minRadius = 5;
            o.maxRadius = 60;
            o.centerX += centre(rng) / 10;
            o.centerY += centre(rng) / 10;
        } else {
            o.centerX = 1.5 * centre(rng);
            o.centerY = 1.5 * centre(rng);
            o.maxRadius = 300;
        }
        const RefPolygon b = shifted ? refTranslated(a, unitShift(rng), unitShift(rng))
                                     : refRandomStarPolygon(rng, o);
        const bool expected = refInteriorsOverlap(a, b);
        overlapping += expected;
        for (const double scale : scales) {
            const Vec2 offset{scale * 3e6, -scale * 5e6};
            const Polygon pa = refToPolygon(a, scale, offset);
            const Polygon pb = refToPolygon(b, scale, offset);
            Polygon ra = pa;
            std::reverse(ra.points.begin(), ra.points.end());
            const QByteArray where = context("large concave", i, scale, a, b);
            QVERIFY2(polygonsOverlap(pa, pb).overlap == expected, where.constData());
            QVERIFY2(polygonsOverlap(pb, pa).overlap == expected, where.constData());
            QVERIFY2(polygonsOverlap(pb, ra).overlap == expected, where.constData());
            ++cases;
        }
    }
    qInfo("%d cases, %d of 60 pairs overlapping", cases, overlapping);
    QVERIFY(shifted ? overlapping == 60 : overlapping > 10 && overlapping < 60);
}

void TestPolygonOverlapFast::convexAgainstOracle_data()
{
    QTest::addColumn<int>("range");
    QTest::newRow("small grid: touching, collinear") << 6;
    QTest::newRow("wide") << 600;
}

// Convex polygons (some with collinear vertices, some repeated) against the slab
// oracle at every scale, either order: the nearest-vertex probe, the edge filter and
// its exact fallback.
void TestPolygonOverlapFast::convexAgainstOracle()
{
    QFETCH(int, range);
    std::mt19937 rng(4711);
    std::uniform_int_distribution<std::int64_t> shift(-range / 2, range / 2);
    int overlapping = 0;
    for (int i = 0; i < 3000; ++i) {
        const RefPolygon a = refRandomConvexPolygon(rng, 0, range, 4 + i % 8);
        const RefPolygon b = refTranslated(
                refRandomConvexPolygon(rng, 0, range, 4 + i % 5), shift(rng), shift(rng));
        const bool expected = refInteriorsOverlap(a, b);
        overlapping += expected;
        for (const double scale : scales) {
            Polygon pa = refToPolygon(a, scale);
            const Polygon pb = refToPolygon(b, scale);
            if (i % 4 == 0) // a repeated vertex: a zero-length edge to skip
                pa.points.insert(pa.points.begin() + 1, pa.points[1]);
            const QByteArray where = context("convex", i, scale, a, b);
            QVERIFY2(convexPolygonsOverlap(pa, pb) == expected, where.constData());
            QVERIFY2(convexPolygonsOverlap(pb, pa) == expected, where.constData());
        }
    }
    qInfo("%d of 3000 pairs overlapping", overlapping);
    QVERIFY(overlapping > 300 && overlapping < 2700);
}

QTEST_GUILESS_MAIN(TestPolygonOverlapFast)
#include "tst_polygonoverlapfast.moc"
