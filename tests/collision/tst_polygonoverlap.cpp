// polygonsOverlap and convexPolygonsOverlap: hand-made touching/containment cases and
// random concave and convex polygons against the exact slab oracle of referencepolygon.h
// (interiors share a point; touching is not an overlap).

#include "polygonoverlap.h"
#include "referencepolygon.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::collision::detail; // internals under test
using namespace hitbox::testing;

namespace {

QByteArray context(const char *what, int i, const RefPolygon &a, const RefPolygon &b)
{
    return QStringLiteral("%1 case %2: A=%3 B=%4")
            .arg(QLatin1String(what))
            .arg(i)
            .arg(QString::fromStdString(refPolygonText(a)))
            .arg(QString::fromStdString(refPolygonText(b)))
            .toUtf8();
}

RefPolygon rect(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1)
{
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

// Some pair of edges crosses at a point interior to both (exact, integer).
bool edgesCrossProperly(const RefPolygon &a, const RefPolygon &b)
{
    for (std::size_t i = 0; i < a.size(); ++i) {
        for (std::size_t j = 0; j < b.size(); ++j) {
            const RefPoint p = a[i], q = a[(i + 1) % a.size()];
            const RefPoint r = b[j], s = b[(j + 1) % b.size()];
            if (refOrient(p, q, r) * refOrient(p, q, s) < 0
                && refOrient(r, s, p) * refOrient(r, s, q) < 0)
                return true;
        }
    }
    return false;
}

bool boundariesMeet(const RefPolygon &a, const RefPolygon &b)
{
    for (std::size_t i = 0; i < a.size(); ++i) {
        for (std::size_t j = 0; j < b.size(); ++j) {
            if (refSegmentsMeet(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()]))
                return true;
        }
    }
    return false;
}

// Approximate closure test for a witness: within tol of the boundary, or inside by an
// even-odd count in long double (reliable once the point is farther than tol from every
// edge).
bool inClosureApprox(const Polygon &p, Vec2 w, double tol)
{
    using L = long double;
    const std::size_t n = p.points.size();
    bool inside = false;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = p.points[i], b = p.points[(i + 1) % n];
        const L abx = L(b.x) - a.x, aby = L(b.y) - a.y;
        const L apx = L(w.x) - a.x, apy = L(w.y) - a.y;
        const L len2 = abx * abx + aby * aby;
        const L t = std::clamp((apx * abx + apy * aby) / len2, L(0), L(1));
        const L dx = apx - t * abx, dy = apy - t * aby;
        if (dx * dx + dy * dy <= L(tol) * tol)
            return true;
        if ((a.y > w.y) != (b.y > w.y)) {
            const L x = a.x + (L(w.y) - a.y) * abx / aby;
            if (x > w.x)
                inside = !inside;
        }
    }
    return inside;
}

// The kernel's answer for every argument order and winding must be the same; returns it
// after checking the witness.
bool overlapAllWays(
        const Polygon &a, const Polygon &b, double tol, const QByteArray &where, bool &consistent)
{
    Polygon ra = a, rb = b;
    std::reverse(ra.points.begin(), ra.points.end());
    std::reverse(rb.points.begin(), rb.points.end());
    const PolygonOverlap r = polygonsOverlap(a, b);
    consistent = polygonsOverlap(b, a).overlap == r.overlap
                 && polygonsOverlap(ra, b).overlap == r.overlap
                 && polygonsOverlap(a, rb).overlap == r.overlap
                 && polygonsOverlap(rb, ra).overlap == r.overlap;
    if (r.overlap && !(inClosureApprox(a, r.witness, tol) && inClosureApprox(b, r.witness, tol))) {
        qWarning("%s: bad witness (%.17g, %.17g)", where.constData(), r.witness.x, r.witness.y);
        consistent = false;
    }
    return r.overlap;
}

} // namespace

class TestPolygonOverlap : public QObject
{
    Q_OBJECT

private slots:
    void oracleSelfCheck();
    void handMade_data();
    void handMade();
    void degenerateInputs();
    void witnessOfCrossing();
    void randomSmallGrid();
    void randomMedium();
    void randomFullRange();
    void convexRandom();
    void convexTouching();
    void rotatedBoxes();
};

// The oracle against hand-known answers, including the cases its slab argument must get
// right: containment without crossings and collinear shared edges.
void TestPolygonOverlap::oracleSelfCheck()
{
    QVERIFY(refInteriorsOverlap(rect(0, 0, 10, 10), rect(2, 2, 4, 4)));
    QVERIFY(!refInteriorsOverlap(rect(0, 0, 2, 2), rect(2, 0, 4, 2)));
    QVERIFY(!refInteriorsOverlap(rect(0, 0, 2, 2), rect(2, 2, 4, 4)));
    QVERIFY(refInteriorsOverlap(rect(0, 0, 2, 2), rect(1, 1, 4, 4)));
    QVERIFY(refInteriorsOverlap(rect(0, 0, 2, 2), refReversed(rect(0, 0, 2, 2))));
    QVERIFY(!refInteriorsOverlap(rect(0, 0, 2, 2), rect(5, 5, 6, 6)));
    // A vertical sliver of width 1 between two touching squares.
    QVERIFY(refInteriorsOverlap(rect(0, 0, 3, 3), rect(2, -5, 3, 5)));
    QVERIFY(!refInteriorsOverlap(rect(0, 0, 3, 3), rect(3, -5, 4, 5)));
    // Triangles meeting only at a crossing-free vertex.
    QVERIFY(!refInteriorsOverlap({{0, 0}, {2, 0}, {1, 1}}, {{1, 1}, {2, 2}, {0, 2}}));
}

void TestPolygonOverlap::handMade_data()
{
    QTest::addColumn<RefPolygon>("a");
    QTest::addColumn<RefPolygon>("b");
    QTest::addColumn<bool>("expected");

    const RefPolygon square = rect(0, 0, 4, 4);
    const RefPolygon lShape{{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 3}, {0, 3}};
    // Two C shapes: c1 opens to the right (gap y in (2, 6)), c2 to the left (gap y in
    // (5, 9)); each one's arm lies in the other's gap, one unit from every edge.
    const RefPolygon c1{{0, 0}, {10, 0}, {10, 2}, {2, 2}, {2, 6}, {10, 6}, {10, 8}, {0, 8}};
    const RefPolygon c2{{4, 3}, {14, 3}, {14, 11}, {4, 11}, {4, 9}, {12, 9}, {12, 5}, {4, 5}};

    QTest::newRow("small inside big") << rect(0, 0, 10, 10) << rect(2, 2, 4, 4) << true;
    QTest::newRow("big around small") << rect(2, 2, 4, 4) << rect(0, 0, 10, 10) << true;
    QTest::newRow("concave inside") << rect(-1, -1, 5, 4) << lShape << true;
    QTest::newRow("in the notch only") << lShape << RefPolygon{{2, 2}, {3, 2}, {3, 3}} << false;
    QTest::newRow("square filling the notch, touching") << lShape << rect(1, 1, 3, 3) << false;
    QTest::newRow("square over the reflex vertex") << lShape << rect(0, 0, 3, 3) << true;
    QTest::newRow("shared edge") << rect(0, 0, 2, 2) << rect(2, 0, 4, 2) << false;
    QTest::newRow("shared partial edge") << rect(0, 0, 2, 2) << rect(2, 1, 4, 5) << false;
    QTest::newRow("shared vertex") << rect(0, 0, 2, 2) << rect(2, 2, 4, 4) << false;
    QTest::newRow("collinear edges, opposite sides")
            << rect(0, 0, 4, 2) << rect(2, 2, 6, 4) << false;
    QTest::newRow("collinear edges, same side") << rect(0, 0, 4, 2) << rect(2, 0, 6, 2) << true;
    QTest::newRow("collinear edges, same side, thinner")
            << rect(0, 0, 4, 2) << rect(2, 0, 6, 1) << true;
    QTest::newRow("identical") << square << square << true;
    QTest::newRow("identical concave") << lShape << lShape << true;
    QTest::newRow("opposite winding") << square << refReversed(square) << true;
    QTest::newRow("opposite winding concave") << lShape << refReversed(lShape) << true;
    QTest::newRow("same polygon, other start")
            << lShape << RefPolygon{{1, 3}, {0, 3}, {0, 0}, {4, 0}, {4, 1}, {1, 1}} << true;
    QTest::newRow("triangle on three corners")
            << square << RefPolygon{{0, 0}, {4, 0}, {4, 4}} << true;
    QTest::newRow("triangle on two corners and an edge")
            << square << RefPolygon{{0, 0}, {4, 0}, {2, 4}} << true;
    QTest::newRow("triangle with all vertices on edges")
            << square << RefPolygon{{2, 0}, {4, 2}, {0, 3}} << true;
    QTest::newRow("nested sharing a full edge") << rect(0, 0, 10, 10) << rect(3, 0, 6, 4) << true;
    QTest::newRow("nested sharing two edges") << rect(0, 0, 10, 10) << rect(0, 0, 4, 4) << true;
    QTest::newRow("vertex on edge from outside")
            << square << RefPolygon{{2, 4}, {4, 8}, {0, 8}} << false;
    QTest::newRow("vertex on vertex from outside")
            << square << RefPolygon{{4, 4}, {8, 5}, {5, 8}} << false;
    QTest::newRow("spike tip on edge from inside")
            << square << RefPolygon{{1, 1}, {3, 1}, {2, 4}} << true;
    // Outside the square, meeting it only at the corner (4,4).
    QTest::newRow("vertex on corner, edge along the top")
            << square << RefPolygon{{4, 4}, {4, 8}, {8, 8}, {8, 0}, {6, 4}} << false;
    // A triangle of b lies in the square's corner; its edges only touch the square's.
    QTest::newRow("corner piece inside, no crossing")
            << square << RefPolygon{{4, 4}, {2, 4}, {4, 2}, {8, 0}, {8, 8}} << true;
    QTest::newRow("C shapes interlocked apart") << c1 << c2 << false;
    QTest::newRow("C shapes interlocked touching") << c1 << refTranslated(c2, 0, -1) << false;
    QTest::newRow("C shapes interlocked overlapping") << c1 << refTranslated(c2, 0, -2) << true;
    QTest::newRow("far apart") << square << rect(100, 100, 104, 104) << false;
    QTest::newRow("bounds overlap, shapes apart")
            << RefPolygon{{0, 0}, {4, 0}, {0, 4}} << RefPolygon{{4, 4}, {2, 4}, {4, 2}} << false;
    QTest::newRow("diagonal edges touching")
            << RefPolygon{{0, 0}, {4, 0}, {0, 4}} << RefPolygon{{4, 0}, {4, 4}, {0, 4}} << false;
    QTest::newRow("diagonal overlap by a sliver")
            << RefPolygon{{0, 0}, {4, 0}, {0, 4}} << RefPolygon{{3, 0}, {4, 4}, {0, 4}} << true;
    QTest::newRow("plain crossing") << square << rect(2, 2, 6, 6) << true;
    QTest::newRow("cross shape") << rect(0, 1, 6, 3) << rect(2, -2, 4, 6) << true;
}

void TestPolygonOverlap::handMade()
{
    QFETCH(RefPolygon, a);
    QFETCH(RefPolygon, b);
    QFETCH(bool, expected);
    QVERIFY(refIsSimple(a) && refIsSimple(b));
    QCOMPARE(refInteriorsOverlap(a, b), expected); // the oracle agrees with the table
    QCOMPARE(refInteriorsOverlap(b, a), expected);
    const QByteArray where = QTest::currentDataTag();
    for (const Vec2 offset : {Vec2{0, 0}, Vec2{1e9, -1e9}, Vec2{-0.5, 0.25}}) {
        const Polygon pa = refToPolygon(a, 1.0, offset);
        const Polygon pb = refToPolygon(b, 1.0, offset);
        bool consistent = false;
        QCOMPARE(overlapAllWays(pa, pb, 1e-6, where, consistent), expected);
        QVERIFY(consistent);
    }
    // Scaled by 0.5 everything stays exact.
    bool consistent = false;
    QCOMPARE(overlapAllWays(refToPolygon(a, 0.5), refToPolygon(b, 0.5), 1e-9, where, consistent),
             expected);
    QVERIFY(consistent);
}

void TestPolygonOverlap::degenerateInputs()
{
    const Polygon square = refToPolygon(rect(0, 0, 4, 4));
    QVERIFY(!polygonsOverlap(square, Polygon{}).overlap);
    QVERIFY(!polygonsOverlap(Polygon{{{1, 1}, {2, 2}}}, square).overlap);
    QVERIFY(!polygonsOverlap(Polygon{{{1, 1}, {2, 2}, {3, 3}}}, square).overlap);
    QVERIFY(!convexPolygonsOverlap(square, Polygon{{{1, 1}, {2, 2}, {3, 3}}}));
    // Consecutive repeated vertices (and a closing repeat) are ignored.
    const Polygon repeated{{{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}}};
    QVERIFY(polygonsOverlap(repeated, refToPolygon(rect(1, 1, 2, 2))).overlap);
    QVERIFY(!polygonsOverlap(repeated, refToPolygon(rect(4, 0, 6, 4))).overlap);
    QVERIFY(convexPolygonsOverlap(repeated, refToPolygon(rect(1, 1, 2, 2))));
    QVERIFY(!convexPolygonsOverlap(repeated, refToPolygon(rect(4, 0, 6, 4))));
}

void TestPolygonOverlap::witnessOfCrossing()
{
    const PolygonOverlap r
            = polygonsOverlap(refToPolygon(rect(0, 0, 4, 4)), refToPolygon(rect(2, 2, 6, 6)));
    QVERIFY(r.overlap);
    // A crossing point of two edges or a vertex inside the other: one of (4,2), (2,4),
    // (4,4) inside B, (2,2) inside A.
    const Vec2 allowed[] = {{4, 2}, {2, 4}, {4, 4}, {2, 2}};
    QVERIFY2(std::find(std::begin(allowed), std::end(allowed), r.witness) != std::end(allowed),
             qPrintable(QStringLiteral("(%1, %2)").arg(r.witness.x).arg(r.witness.y)));
    const PolygonOverlap nested
            = polygonsOverlap(refToPolygon(rect(0, 0, 10, 10)), refToPolygon(rect(2, 2, 4, 4)));
    QVERIFY(nested.overlap);
    QVERIFY(nested.witness.x >= 2 && nested.witness.x <= 4);
    QVERIFY(nested.witness.y >= 2 && nested.witness.y <= 4);
}

// Thousands of random concave pairs on a 7x7 grid: shared vertices, shared and collinear
// edges and vertices on edges are common. Also at a huge offset (exact integers).
void TestPolygonOverlap::randomSmallGrid()
{
    std::mt19937 rng(424242);
    int overlapping = 0, touchingOnly = 0, overlapWithoutCrossing = 0;
    for (int i = 0; i < 20000; ++i) {
        const RefPolygon a = refRandomSmallPolygon(rng);
        const RefPolygon b = refRandomSmallPolygon(rng);
        const bool expected = refInteriorsOverlap(a, b);
        const bool crossing = edgesCrossProperly(a, b);
        overlapping += expected;
        touchingOnly += !expected && boundariesMeet(a, b);
        overlapWithoutCrossing += expected && !crossing;
        QVERIFY2(!crossing || expected, context("oracle", i, a, b).constData());
        const QByteArray where = context("small grid", i, a, b);
        bool consistent = false;
        QVERIFY2(overlapAllWays(refToPolygon(a), refToPolygon(b), 1e-9, where, consistent)
                         == expected,
                 where.constData());
        QVERIFY2(consistent, where.constData());
        if (i % 4 == 0) {
            const Vec2 far{1e9, -1e9};
            QVERIFY2(overlapAllWays(refToPolygon(a, 1.0, far),
                                    refToPolygon(b, 1.0, far),
                                    1e-6,
                                    where,
                                    consistent)
                             == expected,
                     where.constData());
            QVERIFY2(consistent, where.constData());
        }
    }
    qInfo("small grid: %d overlapping (%d without a proper crossing), %d touching only",
          overlapping,
          overlapWithoutCrossing,
          touchingOnly);
    QVERIFY(overlapping > 5000 && overlapWithoutCrossing > 300 && touchingOnly > 1000);
}

// Larger concave polygons with up to 16 vertices in +-120.
void TestPolygonOverlap::randomMedium()
{
    std::mt19937 rng(777);
    std::uniform_real_distribution<double> centre(-50, 50);
    int overlapping = 0, overlapWithoutCrossing = 0;
    for (int i = 0; i < 3000; ++i) {
        RefStarOptions o;
        o.minRadius = 2;
        o.maxRadius = 60;
        o.maxVertices = 16;
        o.clampMin = -120;
        o.clampMax = 120;
        o.centerX = centre(rng);
        o.centerY = centre(rng);
        const RefPolygon a = refRandomStarPolygon(rng, o);
        if (i % 3 == 0) { // small b near a's centre: containment without crossings
            o.centerX += centre(rng) / 10;
            o.centerY += centre(rng) / 10;
            o.maxRadius = 12;
        } else {
            o.centerX = centre(rng);
            o.centerY = centre(rng);
        }
        const RefPolygon b = refRandomStarPolygon(rng, o);
        const bool expected = refInteriorsOverlap(a, b);
        overlapping += expected;
        overlapWithoutCrossing += expected && !edgesCrossProperly(a, b);
        const QByteArray where = context("medium", i, a, b);
        bool consistent = false;
        QVERIFY2(overlapAllWays(refToPolygon(a), refToPolygon(b), 1e-9, where, consistent)
                         == expected,
                 where.constData());
        QVERIFY2(consistent, where.constData());
        const Vec2 far{-1e9, 1e9};
        QVERIFY2(overlapAllWays(refToPolygon(a, 1.0, far),
                                refToPolygon(b, 1.0, far),
                                1e-6,
                                where,
                                consistent)
                         == expected,
                 where.constData());
        QVERIFY2(consistent, where.constData());
    }
    qInfo("medium: %d of 3000 overlapping, %d without a proper crossing",
          overlapping,
          overlapWithoutCrossing);
    QVERIFY(overlapping > 500 && overlapping < 2500 && overlapWithoutCrossing > 20);
}

// Large polygons up to the oracle's coordinate bound (+-refMaxCoordinate).
void TestPolygonOverlap::randomFullRange()
{
    std::mt19937 rng(1000);
    std::uniform_real_distribution<double> centre(-900, 900);
    int overlapping = 0;
    for (int i = 0; i < 2000; ++i) {
        RefStarOptions o;
        o.minRadius = 5;
        o.maxRadius = 1500;
        o.maxVertices = 12;
        o.clampMin = -refMaxCoordinate;
        o.clampMax = refMaxCoordinate;
        o.centerX = centre(rng);
        o.centerY = centre(rng);
        const RefPolygon a = refRandomStarPolygon(rng, o);
        o.centerX = centre(rng);
        o.centerY = centre(rng);
        const RefPolygon b = refRandomStarPolygon(rng, o);
        const bool expected = refInteriorsOverlap(a, b);
        overlapping += expected;
        const QByteArray where = context("full range", i, a, b);
        bool consistent = false;
        QVERIFY2(overlapAllWays(refToPolygon(a), refToPolygon(b), 1e-9, where, consistent)
                         == expected,
                 where.constData());
        QVERIFY2(consistent, where.constData());
    }
    QVERIFY(overlapping > 200 && overlapping < 1800);
}

// Random convex polygons (hulls, with collinear vertices half of the time) and exact
// integer oriented boxes: SAT, the general test and the oracle must all agree.
void TestPolygonOverlap::convexRandom()
{
    std::mt19937 rng(99991);
    int overlapping = 0, touchingOnly = 0;
    for (int i = 0; i < 12000; ++i) {
        RefPolygon a, b;
        switch (i % 4) {
        case 0:
            a = refRandomConvexPolygon(rng, 0, 6, 4);
            b = refRandomConvexPolygon(rng, 3, 9, 4);
            break;
        case 1:
            a = refRandomOrientedBox(rng, 0, 12, 4);
            b = refRandomOrientedBox(rng, 0, 12, 4);
            break;
        case 2:
            a = refRandomConvexPolygon(rng, -60, 60, 12);
            b = refRandomOrientedBox(rng, -30, 30, 20);
            break;
        default:
            a = refRandomConvexPolygon(rng, -6, 6, 5);
            b = refRandomConvexPolygon(rng, -40, 40, 10);
            break;
        }
        QVERIFY(isConvex(refToPolygon(a)) && isConvex(refToPolygon(b)));
        const bool expected = refInteriorsOverlap(a, b);
        overlapping += expected;
        touchingOnly += !expected && boundariesMeet(a, b);
        const QByteArray where = context("convex", i, a, b);
        const Polygon pa = refToPolygon(a), pb = refToPolygon(b);
        QVERIFY2(convexPolygonsOverlap(pa, pb) == expected, where.constData());
        QVERIFY2(convexPolygonsOverlap(pb, pa) == expected, where.constData());
        QVERIFY2(polygonsOverlap(pa, pb).overlap == expected, where.constData());
        const Vec2 far{1e9, 1e9};
        QVERIFY2(convexPolygonsOverlap(refToPolygon(a, 1.0, far), refToPolygon(b, 1.0, far))
                         == expected,
                 where.constData());
    }
    qInfo("convex: %d of 12000 overlapping, %d touching only", overlapping, touchingOnly);
    QVERIFY(overlapping > 3000 && touchingOnly > 300);
}

// A triangle on an edge of a convex polygon: apex outside touches only, apex inside
// overlaps.
void TestPolygonOverlap::convexTouching()
{
    std::mt19937 rng(5150);
    std::uniform_int_distribution<std::int64_t> height(1, 6);
    for (int i = 0; i < 4000; ++i) {
        const RefPolygon a = refRandomConvexPolygon(rng, -20, 20, 7);
        const std::size_t k = std::uniform_int_distribution<std::size_t>(0, a.size() - 1)(rng);
        const RefPoint p = a[k], q = a[(k + 1) % a.size()];
        // Left normal of p->q (math axes); the interior is on the left when a winds ccw.
        const int winding = refTwiceArea(a) > 0 ? 1 : -1;
        const RefPoint normal{-(q.y - p.y) * winding, (q.x - p.x) * winding};
        const std::int64_t h = height(rng);
        const RefPoint base = i % 2 ? p : q;
        const RefPoint outside{base.x - h * normal.x, base.y - h * normal.y};
        const RefPoint inside{(p.x + q.x) / 2 + normal.x, (p.y + q.y) / 2 + normal.y};
        const RefPolygon touching{p, q, outside};
        const RefPolygon overlapping{q, p, inside};
        const QByteArray where = context("touching", i, a, touching);
        QVERIFY2(!refInteriorsOverlap(a, touching), where.constData());
        QVERIFY2(!convexPolygonsOverlap(refToPolygon(a), refToPolygon(touching)),
                 where.constData());
        QVERIFY2(!polygonsOverlap(refToPolygon(a), refToPolygon(touching)).overlap,
                 where.constData());
        const QByteArray where2 = context("overlapping", i, a, overlapping);
        QVERIFY2(refInteriorsOverlap(a, overlapping), where2.constData());
        QVERIFY2(convexPolygonsOverlap(refToPolygon(a), refToPolygon(overlapping)),
                 where2.constData());
        QVERIFY2(polygonsOverlap(refToPolygon(a), refToPolygon(overlapping)).overlap,
                 where2.constData());
    }
}

// Rotated rectangles with inexact (cos, sin) corners. Both kernels are exact on the
// same doubles, so they must agree; boxes built side by side share their common edge
// bit for bit (the same corner computation), so they only touch.
void TestPolygonOverlap::rotatedBoxes()
{
    std::mt19937 rng(8086);
    std::uniform_real_distribution<double> angle(0.0, 360.0);
    std::uniform_real_distribution<double> position(-50.0, 50.0);
    std::uniform_real_distribution<double> side(1.0, 30.0);
    int overlapping = 0;
    for (int i = 0; i < 20000; ++i) {
        const auto rotation = [&](double degrees, Vec2 at) {
            const double r = degrees * std::numbers::pi / 180.0;
            return Affine{std::cos(r), std::sin(r), -std::sin(r), std::cos(r), at.x, at.y};
        };
        const Affine ma = rotation(angle(rng), {position(rng), position(rng)});
        const Affine mb = rotation(angle(rng), {position(rng), position(rng)});
        const Rect ra{-side(rng), -side(rng), 2 * side(rng), 2 * side(rng)};
        const Rect rb{-side(rng), -side(rng), 2 * side(rng), 2 * side(rng)};
        const Polygon a = rectToPolygon(ra, ma);
        const Polygon b = rectToPolygon(rb, mb);
        const QByteArray where = QByteArray("rotated boxes case ") + QByteArray::number(i);
        bool consistent = false;
        const bool general = overlapAllWays(a, b, 1e-9, where, consistent);
        overlapping += general;
        QVERIFY2(consistent, where.constData());
        QVERIFY2(convexPolygonsOverlap(a, b) == general, where.constData());
        QVERIFY2(convexPolygonsOverlap(b, a) == general, where.constData());

        // Side by side in the same frame: touching only. Overlapping by 1: overlap.
        const Rect right{ra.x + ra.w, ra.y, side(rng), ra.h};
        const Polygon touching = rectToPolygon(right, ma);
        QVERIFY2(!convexPolygonsOverlap(a, touching), where.constData());
        QVERIFY2(!polygonsOverlap(a, touching).overlap, where.constData());
        const Rect below{ra.x, ra.y + ra.h, ra.w, side(rng)};
        QVERIFY2(!polygonsOverlap(rectToPolygon(below, ma), a).overlap, where.constData());
        const Rect shifted{right.x - 1.0, right.y, right.w, right.h};
        QVERIFY2(convexPolygonsOverlap(a, rectToPolygon(shifted, ma)), where.constData());
        QVERIFY2(polygonsOverlap(a, rectToPolygon(shifted, ma)).overlap, where.constData());
    }
    qInfo("rotated boxes: %d of 20000 overlapping", overlapping);
    QVERIFY(overlapping > 2000 && overlapping < 18000);
}

QTEST_GUILESS_MAIN(TestPolygonOverlap)
#include "tst_polygonoverlap.moc"
