// Polygon validation, orientation, convexity, bounds, point-in-polygon and mapping,
// against hand-made tables and the exact integer references of referencepolygon.h.

#include "collisiontostring.h"
#include "referencepolygon.h"
#include <hitbox/shapes.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

QString show(const RefPolygon &p)
{
    QString s;
    for (const RefPoint v : p)
        s += QStringLiteral("(%1,%2)").arg(v.x).arg(v.y);
    return s;
}

Containment fromReference(RefWhere w)
{
    switch (w) {
    case RefWhere::Outside:
        return Containment::Outside;
    case RefWhere::Boundary:
        return Containment::Boundary;
    case RefWhere::Inside:
        break;
    }
    return Containment::Inside;
}

Polygon poly(std::initializer_list<Vec2> pts)
{
    return Polygon{pts};
}

Polygon reversed(Polygon p)
{
    std::reverse(p.points.begin(), p.points.end());
    return p;
}

// An L-shaped concave hexagon, counter-clockwise in math axes.
const Polygon lShape = poly({{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 3}, {0, 3}});

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();
constexpr double inf = std::numeric_limits<double>::infinity();

} // namespace

class TestPolygon : public QObject
{
    Q_OBJECT

private slots:
    void referenceSelfCheck();
    void validate_data();
    void validate();
    void validateRepeatedTriple();
    void validateRandomVsNaive();
    void signedArea_data();
    void signedArea();
    void orientation();
    void orientationNearDegenerate();
    void convexity_data();
    void convexity();
    void bounds();
    void pointInPolygonTable_data();
    void pointInPolygonTable();
    void pointInPolygonRandom();
    void pointInPolygonBoundaryPoints();
    void transformedPolygon();
    void rectToPolygonCorners();
};

// The references must agree with hand-known answers before they judge anything.
void TestPolygon::referenceSelfCheck()
{
    const RefPolygon square{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    QVERIFY(refIsSimple(square));
    QVERIFY(refIsSimple(refReversed(square)));
    QVERIFY(!refIsSimple({{0, 0}, {4, 4}, {4, 0}, {0, 4}}));         // bow-tie
    QVERIFY(!refIsSimple({{0, 0}, {6, 0}, {3, 0}, {3, 4}}));         // fold back
    QVERIFY(!refIsSimple({{0, 0}, {1, 1}, {2, 2}}));                 // collinear
    QVERIFY(!refIsSimple({{0, 0}, {4, 0}, {4, 4}, {4, 0}, {0, 4}})); // repeated
    QCOMPARE(refTwiceArea(square), 32);
    QCOMPARE(refTwiceArea(refReversed(square)), -32);
    QVERIFY(refPointInPolygon(square, 2, 2) == RefWhere::Inside);
    QVERIFY(refPointInPolygon(square, 4, 2) == RefWhere::Boundary);
    QVERIFY(refPointInPolygon(square, 0, 0) == RefWhere::Boundary);
    QVERIFY(refPointInPolygon(square, 5, 2) == RefWhere::Outside);
    QVERIFY(refPointInPolygon(square, 9, 3, 2) == RefWhere::Outside); // (4.5, 1.5)
    QVERIFY(refPointInPolygon(square, 7, 3, 2) == RefWhere::Inside);  // (3.5, 1.5)
    const RefPolygon l{{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 3}, {0, 3}};
    QVERIFY(refPointInPolygon(l, 2, 2) == RefWhere::Outside); // the notch
    QVERIFY(refPointInPolygon(refReversed(l), 1, 1, 2) == RefWhere::Inside);
}

void TestPolygon::validate_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<PolygonProblem>("problem");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");

    using P = PolygonProblem;
    QTest::newRow("triangle") << poly({{0, 0}, {4, 0}, {0, 3}}) << P::None << 0 << 0;
    QTest::newRow("L concave") << lShape << P::None << 0 << 0;
    QTest::newRow("L concave reversed") << reversed(lShape) << P::None << 0 << 0;
    QTest::newRow("arrow concave") << poly({{0, 0}, {6, 3}, {0, 6}, {2, 3}}) << P::None << 0 << 0;
    QTest::newRow("collinear vertex")
            << poly({{0, 0}, {2, 0}, {4, 0}, {4, 4}}) << P::None << 0 << 0;
    QTest::newRow("decimal square")
            << poly({{0.1, 0.1}, {0.7, 0.1}, {0.7, 0.3}, {0.1, 0.3}}) << P::None << 0 << 0;

    QTest::newRow("empty") << Polygon{} << P::TooFewPoints << -1 << -1;
    QTest::newRow("two points") << poly({{0, 0}, {1, 1}}) << P::TooFewPoints << -1 << -1;
    QTest::newRow("NaN") << poly({{0, 0}, {4, 0}, {4, notANumber}, {0, 4}}) << P::NonFinitePoint
                         << 2 << -1;
    QTest::newRow("infinity") << poly({{inf, 0}, {4, 0}, {0, 4}}) << P::NonFinitePoint << 0 << -1;
    QTest::newRow("minus infinity")
            << poly({{0, 0}, {4, 0}, {4, 4}, {0, -inf}}) << P::NonFinitePoint << 3 << -1;
    QTest::newRow("repeated non-adjacent")
            << poly({{0, 0}, {4, 0}, {4, 4}, {0, 4}, {4, 0}}) << P::RepeatedPoint << 1 << 4;
    QTest::newRow("repeated adjacent")
            << poly({{0, 0}, {4, 0}, {4, 0}, {0, 4}}) << P::RepeatedPoint << 1 << 2;
    QTest::newRow("closing point repeated")
            << poly({{0, 0}, {4, 0}, {0, 4}, {0, 0}}) << P::RepeatedPoint << 0 << 3;
    QTest::newRow("all collinear")
            << poly({{0, 0}, {1, 1}, {3, 3}, {2, 2}}) << P::ZeroArea << -1 << -1;
    QTest::newRow("all collinear decimal")
            << poly({{0.1, 0.1}, {0.2, 0.2}, {0.3, 0.3}}) << P::ZeroArea << -1 << -1;
    // Edges 0: (0,0)-(4,4) and 2: (4,0)-(0,4) cross at (2,2).
    QTest::newRow("bow-tie") << poly({{0, 0}, {4, 4}, {4, 0}, {0, 4}}) << P::SelfIntersecting << 0
                             << 2;
    // Vertex 3 = (3,0) touches edge 0 = (0,0)-(6,0); edges 2 and 3 both end there.
    QTest::newRow("vertex touches edge (T)")
            << poly({{0, 0}, {6, 0}, {6, 4}, {3, 0}, {0, 4}}) << P::SelfIntersecting << 0 << 2;
    // Edge 1 = (6,0)-(3,0) folds back onto edge 0 = (0,0)-(6,0).
    QTest::newRow("spike folding back")
            << poly({{0, 0}, {6, 0}, {3, 0}, {3, 4}}) << P::SelfIntersecting << 0 << 1;
    // The fold sits at vertex 0: edge 3 = (0,-4)-(0,0) ... edge 0 = (0,0)-(0,-2).
    QTest::newRow("spike at vertex 0")
            << poly({{0, 0}, {0, -2}, {5, 1}, {0, -4}}) << P::SelfIntersecting << 0 << 3;
    // Edge 0 = (0,0)-(4,0) and edge 4 = (6,0)-(2,0) overlap on [2,4] along y = 0.
    QTest::newRow("collinear overlapping edges")
            << poly({{0, 0}, {4, 0}, {4, -2}, {6, -2}, {6, 0}, {2, 0}, {2, 3}, {0, 3}})
            << P::SelfIntersecting << 0 << 4;
    // A pinched polygon: vertex 3 = (2,2) lies on edge 0 = (0,0)-(4,4).
    QTest::newRow("pinch") << poly({{0, 0}, {4, 4}, {0, 4}, {2, 2}, {4, 0}}) << P::SelfIntersecting
                           << 0 << 2;
}

void TestPolygon::validate()
{
    QFETCH(Polygon, polygon);
    QFETCH(PolygonProblem, problem);
    QFETCH(int, first);
    QFETCH(int, second);
    const PolygonValidation v = validatePolygon(polygon);
    QCOMPARE(v.problem, problem);
    QCOMPARE(v.isValid(), problem == PolygonProblem::None);
    if (first >= 0)
        QCOMPARE(int(v.first), first);
    if (second >= 0)
        QCOMPARE(int(v.second), second);
    QVERIFY(describe(problem) != nullptr);
}

// Three equal vertices: any two of them may be reported.
void TestPolygon::validateRepeatedTriple()
{
    const Polygon p = poly({{0, 0}, {1, 1}, {4, 0}, {1, 1}, {4, 4}, {1, 1}});
    const PolygonValidation v = validatePolygon(p);
    QCOMPARE(v.problem, PolygonProblem::RepeatedPoint);
    QVERIFY(v.first < v.second);
    QVERIFY(p.points[v.first] == p.points[v.second]);
}

// Random vertex lists on a 7x7 grid (mostly invalid) and random simple polygons,
// against the naive O(n^2) reference, including the reported indices.
void TestPolygon::validateRandomVsNaive()
{
    std::mt19937 rng(31337);
    std::uniform_int_distribution<std::int64_t> coordinate(0, 6);
    std::uniform_int_distribution<int> count(3, 9);
    int counts[6] = {};
    for (int i = 0; i < 30000; ++i) {
        RefPolygon p;
        if (i % 3 == 0) {
            p = refRandomSmallPolygon(rng);
        } else {
            p.resize(std::size_t(count(rng)));
            for (RefPoint &v : p)
                v = {coordinate(rng), coordinate(rng)};
        }
        const PolygonValidation v = validatePolygon(refToPolygon(p));
        ++counts[static_cast<int>(v.problem)];
        const QByteArray context = QStringLiteral("case %1: %2 -> %3 %4 %5")
                                           .arg(i)
                                           .arg(show(p))
                                           .arg(QLatin1String(describe(v.problem)))
                                           .arg(v.first)
                                           .arg(v.second)
                                           .toUtf8();
        QVERIFY2(v.isValid() == refIsSimple(p), context.constData());
        switch (v.problem) {
        case PolygonProblem::None:
        case PolygonProblem::TooFewPoints:
        case PolygonProblem::NonFinitePoint:
            break;
        case PolygonProblem::RepeatedPoint:
            QVERIFY2(v.first < v.second && v.second < p.size() && p[v.first] == p[v.second],
                     context.constData());
            break;
        case PolygonProblem::ZeroArea:
            QVERIFY2(!refHasRepeatedPoint(p) && refAllCollinear(p), context.constData());
            break;
        case PolygonProblem::SelfIntersecting: {
            QVERIFY2(!refHasRepeatedPoint(p) && !refAllCollinear(p), context.constData());
            const auto pair = refFirstBadEdgePair(p);
            QVERIFY2(pair && pair->first == v.first && pair->second == v.second,
                     context.constData());
            break;
        }
        }
    }
    // Every outcome that random grids can produce occurred often.
    QVERIFY(counts[int(PolygonProblem::None)] > 10000);
    QVERIFY(counts[int(PolygonProblem::RepeatedPoint)] > 1000);
    QVERIFY(counts[int(PolygonProblem::ZeroArea)] > 10);
    QVERIFY(counts[int(PolygonProblem::SelfIntersecting)] > 1000);
}

void TestPolygon::signedArea_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<double>("area");

    QTest::newRow("unit square ccw") << poly({{0, 0}, {1, 0}, {1, 1}, {0, 1}}) << 1.0;
    QTest::newRow("unit square cw") << poly({{0, 0}, {0, 1}, {1, 1}, {1, 0}}) << -1.0;
    QTest::newRow("triangle") << poly({{0, 0}, {4, 0}, {0, 3}}) << 6.0;
    QTest::newRow("L shape") << lShape << 6.0;
    QTest::newRow("L shape reversed") << reversed(lShape) << -6.0;
    QTest::newRow("shifted far") << poly({{1e9, 1e9}, {1e9 + 3, 1e9}, {1e9 + 3, 1e9 + 2}}) << 3.0;
    QTest::newRow("collinear") << poly({{0, 0}, {1, 1}, {2, 2}}) << 0.0;
    QTest::newRow("two points") << poly({{0, 0}, {1, 1}}) << 0.0;
    QTest::newRow("empty") << Polygon{} << 0.0;
    QTest::newRow("bow-tie cancels") << poly({{0, 0}, {2, 2}, {2, 0}, {0, 2}}) << 0.0;
}

void TestPolygon::signedArea()
{
    QFETCH(Polygon, polygon);
    QFETCH(double, area);
    QCOMPARE(hitbox::collision::signedArea(polygon), area);
}

void TestPolygon::orientation()
{
    QCOMPARE(polygonOrientation(lShape), 1);
    QCOMPARE(polygonOrientation(reversed(lShape)), -1);
    QCOMPARE(polygonOrientation(poly({{0, 0}, {1, 1}, {2, 2}})), 0);
    QCOMPARE(polygonOrientation(poly({{0, 0}, {1, 1}})), 0);
    QCOMPARE(polygonOrientation(Polygon{}), 0);
    // Repeated neighbours of the lowest-leftmost vertex are skipped.
    QCOMPARE(polygonOrientation(poly({{0, 0}, {0, 0}, {3, 0}, {3, 3}, {0, 0}})), 1);

    std::mt19937 rng(4);
    for (int i = 0; i < 5000; ++i) {
        RefStarOptions o;
        o.minRadius = 2;
        o.maxRadius = 200;
        o.maxVertices = 16;
        const RefPolygon p = i % 2 ? refRandomStarPolygon(rng, o) : refRandomSmallPolygon(rng);
        const int expected = (refTwiceArea(p) > 0) - (refTwiceArea(p) < 0);
        QVERIFY2(polygonOrientation(refToPolygon(p)) == expected, qPrintable(show(p)));
        const std::vector<Vec2> bare = refToPolygon(p).points;
        QVERIFY2(polygonOrientation(std::span<const Vec2>(bare)) == expected, qPrintable(show(p)));
    }
}

// A sliver triangle whose floating-point area has the wrong sign: the orientation
// must still be exact.
void TestPolygon::orientationNearDegenerate()
{
    int areaWrong = 0;
    for (int x = 0; x < 64; ++x) {
        for (int y = 0; y < 64; ++y) {
            const Vec2 p{0.5 + x * 0x1p-53, 0.5 + y * 0x1p-53};
            const Polygon t = poly({{24, 24}, p, {12, 12}});
            const int expected = refOrientExact(t.points[0], t.points[1], t.points[2]);
            const double area = hitbox::collision::signedArea(t);
            areaWrong += ((area > 0) - (area < 0)) != expected;
            QVERIFY2(polygonOrientation(t) == expected,
                     qPrintable(QStringLiteral("%1 %2").arg(x).arg(y)));
        }
    }
    qInfo("sliver triangles: floating-point area sign wrong on %d of 4096", areaWrong);
}

void TestPolygon::convexity_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<bool>("convex");

    QTest::newRow("triangle") << poly({{0, 0}, {4, 0}, {0, 3}}) << true;
    QTest::newRow("square ccw") << poly({{0, 0}, {4, 0}, {4, 4}, {0, 4}}) << true;
    QTest::newRow("square cw") << poly({{0, 0}, {0, 4}, {4, 4}, {4, 0}}) << true;
    QTest::newRow("square with collinear vertex")
            << poly({{0, 0}, {2, 0}, {4, 0}, {4, 4}, {0, 4}}) << true;
    QTest::newRow("collinear vertex first")
            << poly({{2, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}) << true;
    QTest::newRow("L shape") << lShape << false;
    QTest::newRow("L shape reversed") << reversed(lShape) << false;
    QTest::newRow("arrow") << poly({{0, 0}, {6, 3}, {0, 6}, {2, 3}}) << false;
    QTest::newRow("slightly reflex")
            << poly({{0, 0}, {2, 0.000001}, {4, 0}, {4, 4}, {0, 4}}) << false;
    QTest::newRow("decimal rotated square")
            << poly({{0.1, 0.0}, {0.3, 0.1}, {0.2, 0.3}, {0.0, 0.2}}) << true;
    QTest::newRow("all collinear") << poly({{0, 0}, {1, 1}, {2, 2}}) << false;
    QTest::newRow("two points") << poly({{0, 0}, {1, 1}}) << false;
}

void TestPolygon::convexity()
{
    QFETCH(Polygon, polygon);
    QFETCH(bool, convex);
    QCOMPARE(isConvex(polygon), convex);
}

void TestPolygon::bounds()
{
    QCOMPARE(polygonBounds(lShape), (Rect{0, 0, 4, 3}));
    QCOMPARE(polygonBounds(poly({{-2, 5}, {3, -1}, {1, 7}})), (Rect{-2, -1, 5, 8}));
    QCOMPARE(polygonBounds(poly({{1.5, 2.5}})), (Rect{1.5, 2.5, 0, 0}));
    QCOMPARE(polygonBounds(Polygon{}), Rect{});
}

void TestPolygon::pointInPolygonTable_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<Vec2>("point");
    QTest::addColumn<Containment>("expected");

    using C = Containment;
    QTest::newRow("L inside arm") << lShape << Vec2{0.5, 2} << C::Inside;
    QTest::newRow("L inside foot") << lShape << Vec2{3, 0.5} << C::Inside;
    QTest::newRow("L notch") << lShape << Vec2{2, 2} << C::Outside;
    QTest::newRow("L reflex vertex") << lShape << Vec2{1, 1} << C::Boundary;
    QTest::newRow("L convex vertex") << lShape << Vec2{4, 0} << C::Boundary;
    QTest::newRow("L edge") << lShape << Vec2{2.5, 1} << C::Boundary;
    QTest::newRow("L far") << lShape << Vec2{-1, 1} << C::Outside;
    // The ray from the point passes exactly through vertices.
    QTest::newRow("ray through reflex vertex") << lShape << Vec2{0.5, 1} << C::Inside;
    QTest::newRow("ray through two vertices") << lShape << Vec2{-1, 0} << C::Outside;
    QTest::newRow("ray along top edge") << lShape << Vec2{-3, 3} << C::Outside;
    QTest::newRow("collinear with edge beyond") << lShape << Vec2{5, 1} << C::Outside;
    QTest::newRow("arrow notch") << poly({{0, 0}, {6, 3}, {0, 6}, {2, 3}}) << Vec2{1, 3}
                                 << C::Outside;
    QTest::newRow("arrow tip side")
            << poly({{0, 0}, {6, 3}, {0, 6}, {2, 3}}) << Vec2{3, 3} << C::Inside;
    QTest::newRow("decimal edge") << poly({{0.1, 0.1}, {0.3, 0.3}, {0.1, 0.3}}) << Vec2{0.2, 0.2}
                                  << C::Boundary;
    QTest::newRow("just off decimal edge") << poly({{0.1, 0.1}, {0.3, 0.3}, {0.1, 0.3}})
                                           << Vec2{0.2, std::nextafter(0.2, 1.0)} << C::Inside;
    QTest::newRow("empty polygon") << Polygon{} << Vec2{0, 0} << C::Outside;
}

void TestPolygon::pointInPolygonTable()
{
    QFETCH(Polygon, polygon);
    QFETCH(Vec2, point);
    QFETCH(Containment, expected);
    QCOMPARE(pointInPolygon(polygon, point), expected);
    QCOMPARE(pointInPolygon(reversed(polygon), point), expected);
    QCOMPARE(pointInPolygon(std::span<const Vec2>(polygon.points), point), expected);
}

// Random concave polygons and random points in their bounds on a half- or quarter-pixel
// grid (so many land on edges, on vertices and on rays through vertices), against the
// exact winding-number reference; repeated at a huge integer offset, which keeps every
// value exact.
void TestPolygon::pointInPolygonRandom()
{
    std::mt19937 rng(2718);
    int where[3] = {};
    for (int i = 0; i < 3000; ++i) {
        RefStarOptions o;
        o.minRadius = 1;
        o.maxRadius = i % 2 ? 12 : 40;
        o.maxVertices = 14;
        const bool small = i % 3 == 0;
        const RefPolygon p = small ? refRandomSmallPolygon(rng) : refRandomStarPolygon(rng, o);
        const Polygon polygon = refToPolygon(p);
        const double offset = 0x1p32;
        const Polygon far = refToPolygon(p, 1.0, {offset, -offset});
        const std::int64_t den = small ? 2 : 4;
        const Rect box = polygonBounds(polygon);
        std::uniform_int_distribution<std::int64_t> xs(std::int64_t(box.x - 1) * den,
                                                       std::int64_t(box.x + box.w + 1) * den);
        std::uniform_int_distribution<std::int64_t> ys(std::int64_t(box.y - 1) * den,
                                                       std::int64_t(box.y + box.h + 1) * den);
        for (int k = 0; k < 40; ++k) {
            const std::int64_t qx = xs(rng);
            const std::int64_t qy = ys(rng);
            const Vec2 point{double(qx) / double(den), double(qy) / double(den)};
            const Containment expected = fromReference(refPointInPolygon(p, qx, qy, den));
            ++where[int(expected)];
            const QByteArray context = QStringLiteral("case %1.%2: %3 point (%4, %5)")
                                               .arg(i)
                                               .arg(k)
                                               .arg(show(p))
                                               .arg(point.x)
                                               .arg(point.y)
                                               .toUtf8();
            QVERIFY2(pointInPolygon(polygon, point) == expected, context.constData());
            QVERIFY2(pointInPolygon(far, point + Vec2{offset, -offset}) == expected,
                     context.constData());
        }
    }
    qInfo("point in polygon: %d outside, %d boundary, %d inside", where[0], where[1], where[2]);
    QVERIFY(where[0] > 10000 && where[1] > 3000 && where[2] > 10000);
}

// Every vertex and every edge midpoint is on the boundary; points a quarter-pixel
// beside them match the reference.
void TestPolygon::pointInPolygonBoundaryPoints()
{
    std::mt19937 rng(161);
    for (int i = 0; i < 2000; ++i) {
        RefStarOptions o;
        o.minRadius = 3;
        o.maxRadius = 100;
        o.maxVertices = 20;
        const RefPolygon p = refRandomStarPolygon(rng, o);
        const Polygon polygon = refToPolygon(p);
        for (std::size_t k = 0; k < p.size(); ++k) {
            const RefPoint a = p[k];
            const RefPoint b = p[(k + 1) % p.size()];
            const QByteArray context
                    = QStringLiteral("case %1 edge %2: %3").arg(i).arg(k).arg(show(p)).toUtf8();
            QVERIFY2(pointInPolygon(polygon, polygon.points[k]) == Containment::Boundary,
                     context.constData());
            const Vec2 mid{(a.x + b.x) / 2.0, (a.y + b.y) / 2.0};
            QVERIFY2(pointInPolygon(polygon, mid) == Containment::Boundary, context.constData());
            const std::pair<int, int> steps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (const auto &[dx, dy] : steps) {
                const std::int64_t qx = 2 * (a.x + b.x) + dx;
                const std::int64_t qy = 2 * (a.y + b.y) + dy;
                const Containment expected = fromReference(refPointInPolygon(p, qx, qy, 4));
                QVERIFY2(pointInPolygon(polygon, {qx / 4.0, qy / 4.0}) == expected,
                         context.constData());
            }
        }
    }
}

void TestPolygon::transformedPolygon()
{
    // Exact affine maps: translation, quarter turn (clockwise on screen), scale by 2.
    const Affine quarterTurn{0, 1, -1, 0, 10, 20}; // (x, y) -> (10 - y, 20 + x)
    const Polygon t = transformed(lShape, quarterTurn);
    QCOMPARE(t.points.size(), lShape.points.size());
    for (std::size_t i = 0; i < t.points.size(); ++i) {
        const Vec2 v = lShape.points[i];
        QCOMPARE(t.points[i], (Vec2{10 - v.y, 20 + v.x}));
    }
    // A rotation keeps the winding; a mirror flips it.
    QCOMPARE(polygonOrientation(t), polygonOrientation(lShape));
    const Polygon mirrored = transformed(lShape, Affine{-2, 0, 0, 2, 0, 0});
    QCOMPARE(polygonOrientation(mirrored), -polygonOrientation(lShape));
    QCOMPARE(hitbox::collision::signedArea(mirrored), -4 * hitbox::collision::signedArea(lShape));
    // Containment is preserved by the exact maps.
    QCOMPARE(pointInPolygon(t, {10 - 2, 20 + 0.5}), Containment::Inside); // image of (0.5, 2)
    QCOMPARE(pointInPolygon(t, {10 - 2, 20 + 2}), Containment::Outside);  // image of the notch
    QCOMPARE(pointInPolygon(t, {10 - 1, 20 + 1}), Containment::Boundary); // reflex vertex
    QCOMPARE(transformed(Polygon{}, quarterTurn), Polygon{});
    QCOMPARE(transformed(lShape, Affine{}), lShape);
}

void TestPolygon::rectToPolygonCorners()
{
    // Corners in order top-left, top-right, bottom-right, bottom-left.
    const Polygon p = rectToPolygon({1, 2, 3, 4});
    QCOMPARE(p, poly({{1, 2}, {4, 2}, {4, 6}, {1, 6}}));
    QVERIFY(validatePolygon(p).isValid());
    QVERIFY(isConvex(p));
    QCOMPARE(hitbox::collision::signedArea(p), 12.0); // clockwise on screen
    // A quarter turn clockwise on screen about the origin, then a shift.
    const Polygon q = rectToPolygon({0, 0, 2, 1}, Affine{0, 1, -1, 0, 5, 5});
    QCOMPARE(q, poly({{5, 5}, {5, 7}, {4, 7}, {4, 5}}));
    QCOMPARE(pointInPolygon(q, {4.5, 6}), Containment::Inside);
    QCOMPARE(pointInPolygon(q, {5, 6}), Containment::Boundary);
    // An arbitrary rotation gives a valid convex oriented box of the same area.
    const double c = std::cos(0.5), s = std::sin(0.5);
    const Polygon box = rectToPolygon({-3, -2, 6, 4}, Affine{c, s, -s, c, 100, 50});
    QVERIFY(validatePolygon(box).isValid());
    QVERIFY(isConvex(box));
    QVERIFY(std::abs(hitbox::collision::signedArea(box) - 24.0) < 1e-9);
    QCOMPARE(pointInPolygon(box, {100, 50}), Containment::Inside);
}

QTEST_GUILESS_MAIN(TestPolygon)
#include "tst_polygon.moc"
