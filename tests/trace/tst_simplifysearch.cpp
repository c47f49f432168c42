// simplifyShape's internals: the grid that finds the edges near a vertex and the corner
// cuts made without a check on a pixel grid give the same shapes as checking every removal
// against every edge; onPixelGrid tells pixel outlines apart. Shapes checked with exact
// integer geometry (referencesimplify.h).

#include "referencesimplify.h"
#include "referencetrace.h"
#include "simplify_p.h"
#include <hitbox/shapes.h>
#include <hitbox/trace/contour.h>
#include <hitbox/trace/simplify.h>

#include <QTest>

#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;
namespace internal = hitbox::collision::detail;

Q_DECLARE_METATYPE(hitbox::collision::PolygonWithHoles)

class TestSimplifySearch : public QObject
{
    Q_OBJECT

private slots:
    void searchesAgree_data();
    void searchesAgree();
    void onPixelGrid_data();
    void onPixelGrid();
    void cornerCutOffTheGrid();
};

void TestSimplifySearch::searchesAgree_data()
{
    QTest::addColumn<QString>("masks");
    QTest::addColumn<int>("method");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<int>("maxVertices");
    QTest::addColumn<bool>("conservative");

    const int vis = int(SimplifyMethod::Visvalingam);
    const int rdp = int(SimplifyMethod::DouglasPeucker);
    // specks: below internal::bruteForcePoints, searched by brute force unless forced;
    // rough: hundreds of points, so the grid is rebuilt several times.
    // shifted: rough masks moved by a quarter pixel, off the pixel grid.
    for (const char *masks : {"specks", "small", "rough", "shifted", "synthetic"}) {
        const auto row = [&](const char *what) {
            return &QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(masks, what)));
        };
        *row("default") << QString(masks) << vis << 1.0 << 0 << false;
        *row("tolerance 0") << QString(masks) << vis << 0.0 << 0 << false;
        *row("tolerance 3") << QString(masks) << vis << 3.0 << 0 << false;
        *row("limit 5, fills holes") << QString(masks) << vis << 1.0 << 5 << false;
        // (The synthetic shapes' containment takes seconds to check; conservative() does.)
        if (QLatin1String(masks) != QLatin1String("synthetic")) {
            *row("conservative") << QString(masks) << vis << 2.0 << 0 << true;
            *row("limit 4, conservative") << QString(masks) << vis << 1.5 << 4 << true;
        }
        *row("Douglas-Peucker") << QString(masks) << rdp << 1.0 << 0 << false;
        *row("Douglas-Peucker, limit 6") << QString(masks) << rdp << 2.0 << 6 << false;
    }
}

void TestSimplifySearch::searchesAgree()
{
    // Every search must give the same shape (the grid only filters what brute force
    // checks); the shape is also checked against the exact integer reference.
    QFETCH(QString, masks);
    QFETCH(int, method);
    QFETCH(double, tolerance);
    QFETCH(int, maxVertices);
    QFETCH(bool, conservative);
    SimplifyOptions o;
    o.method = SimplifyMethod(method);
    o.tolerance = tolerance;
    o.maxVertices = std::size_t(maxVertices);
    o.conservative = conservative;

    std::vector<PolygonWithHoles> shapes;
    std::mt19937 rng(4242);
    const auto addRandom = [&](int count, int lo, int hi, double density) {
        std::uniform_int_distribution<int> size(lo, hi);
        for (int i = 0; i < count; ++i) {
            for (PolygonWithHoles &s :
                 traceMask(refToMask(refRandomBitmap(rng, size(rng), size(rng), density))))
                shapes.push_back(std::move(s));
        }
    };
    if (masks == QLatin1String("specks"))
        addRandom(80, 1, 3, 0.5);
    else if (masks == QLatin1String("small"))
        addRandom(40, 4, 9, 0.6);
    else if (masks == QLatin1String("rough") || masks == QLatin1String("shifted"))
        addRandom(4, 28, 44, 0.62);
    else {
        for (const RefSyntheticShape &shape : refSyntheticShapes()) {
            for (PolygonWithHoles &s : traceMask(refToMask(shape.bitmap)))
                shapes.push_back(std::move(s));
        }
    }
    if (masks == QLatin1String("shifted")) {
        for (PolygonWithHoles &s : shapes) {
            for (Vec2 &p : s.outer.points)
                p.x += 0.25;
            for (Polygon &h : s.holes) {
                for (Vec2 &p : h.points)
                    p.x += 0.25;
            }
        }
    }
    std::size_t largest = 0;
    for (const PolygonWithHoles &s : shapes) {
        largest = std::max(largest, vertexCount(s));
        // The corner cuts without a check against every removal checked, by brute force.
        QCOMPARE(internal::onPixelGrid(s), masks != QLatin1String("shifted"));
        const PolygonWithHoles grid
                = internal::simplifyShapeWith(s, o, internal::NeighbourSearch::Grid, true);
        const PolygonWithHoles brute
                = internal::simplifyShapeWith(s, o, internal::NeighbourSearch::BruteForce, false);
        QCOMPARE(grid, brute);
        QCOMPARE(internal::simplifyShapeWith(s, o, internal::NeighbourSearch::Grid, false), brute);
        QCOMPARE(simplifyShape(s, o), brute);
        const QString problem = checkSimplified(s, grid, o);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // Each family reaches the sizes it is meant to exercise (points count midpoints too).
    if (masks == QLatin1String("specks"))
        QVERIFY(2 * largest <= internal::bruteForcePoints);
    else if (masks == QLatin1String("rough") || masks == QLatin1String("shifted"))
        QVERIFY2(largest > 300, qPrintable(QString::number(largest)));
    else
        QVERIFY(2 * largest > internal::bruteForcePoints);
}

void TestSimplifySearch::onPixelGrid_data()
{
    QTest::addColumn<PolygonWithHoles>("shape");
    QTest::addColumn<bool>("expected");
    const auto loop = [](std::initializer_list<Vec2> points) { return Polygon{points}; };
    QTest::newRow("pixel square") << PolygonWithHoles{loop({{0, 0}, {1, 0}, {1, 1}, {0, 1}}), {}}
                                  << true;
    QTest::newRow("saddle chamfer") << PolygonWithHoles{
            loop({{0, 0}, {1, 0}, {1, 0.75}, {1.25, 1}, {2, 1}, {2, 2}, {0, 2}}),
            {}} << true;
    QTest::newRow("chamfer off the grid point") << PolygonWithHoles{
            loop({{0, 0}, {1, 0}, {1, 0.5}, {1.25, 0.75}, {2, 0.75}, {2, 2}, {0, 2}}),
            {}} << false;
    QTest::newRow("edge between grid lines")
            << PolygonWithHoles{loop({{0, 0}, {3, 0}, {3, 0.25}, {0, 0.25}}), {}} << false;
    QTest::newRow("diagonal edge") << PolygonWithHoles{loop({{0, 0}, {2, 0}, {0, 2}}), {}} << false;
    QTest::newRow("hole off the grid")
            << PolygonWithHoles{loop({{0, 0}, {4, 0}, {4, 4}, {0, 4}}),
                                {loop({{1.5, 1}, {1.5, 2}, {2, 2}, {2, 1}})}}
            << false;
    QTest::newRow("hole on the grid") << PolygonWithHoles{loop({{0, 0}, {4, 0}, {4, 4}, {0, 4}}),
                                                          {loop({{1, 1}, {1, 2}, {2, 2}, {2, 1}})}}
                                      << true;
}

void TestSimplifySearch::onPixelGrid()
{
    QFETCH(PolygonWithHoles, shape);
    QFETCH(bool, expected);
    QCOMPARE(internal::onPixelGrid(shape), expected);
}

void TestSimplifySearch::cornerCutOffTheGrid()
{
    // A one-pixel bump whose unit corner (11, 5) would be cut from (10.5, 5) to (11, 5.5),
    // and a long thin hole reaching into the bump with its tip (10.75, 5.25) on that cut,
    // too far from any chord to go: off the pixel grid the cut must be checked, and it is
    // refused (it would touch the hole).
    const PolygonWithHoles shape{
            Polygon{{{0, 0}, {10, 0}, {10, 5}, {11, 5}, {11, 6}, {10, 6}, {10, 10}, {0, 10}}},
            {Polygon{{{10.75, 5.25}, {5, 5.25}, {5, 5.75}}}}};
    QCOMPARE(refShapeProblem(shape, true), std::string());
    QVERIFY(!internal::onPixelGrid(shape));
    const SimplifyOptions o;
    const PolygonWithHoles simple = simplifyShape(shape, o);
    QCOMPARE(checkSimplified(shape, simple, o), QString());
    QCOMPARE(simple.holes.size(), std::size_t(1));
    QVERIFY(std::find(
                    simple.holes[0].points.begin(), simple.holes[0].points.end(), Vec2{10.75, 5.25})
            != simple.holes[0].points.end());
}

QTEST_GUILESS_MAIN(TestSimplifySearch)
#include "tst_simplifysearch.moc"
