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

#include <algorithm>
#include <cmath>
#include <numbers>
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
    void optimisticPass_data();
    void optimisticPass();
    void offGridWalks_data();
    void offGridWalks();
    void shortcutsAgree_data();
    void shortcutsAgree();
};

namespace {

// Every edge of `simple` (a loop of vertices and edge midpoints of `input`) keeps the
// input vertices and midpoints it replaced within `tolerance` of it, measured one by one:
// the promise each removal makes, which the simplifier proves mostly by carried bounds.
QString farPointOfEdges(const Polygon &input, const Polygon &simple, double tolerance)
{
    const Polygon full = withMidpoints(input);
    const std::size_t n = full.points.size();
    std::vector<std::size_t> at;
    std::size_t k = 0;
    for (const Vec2 v : simple.points) {
        while (!(full.points[k % n] == v))
            ++k;
        at.push_back(k % n);
    }
    for (std::size_t i = 0; i < at.size(); ++i) {
        const Vec2 a = full.points[at[i]];
        const Vec2 b = full.points[at[(i + 1) % at.size()]];
        for (std::size_t j = (at[i] + 1) % n; j != at[(i + 1) % at.size()]; j = (j + 1) % n) {
            const double d = std::sqrt(segmentDistanceSquared(a, b, full.points[j]));
            if (d > tolerance + 1e-9)
                return QStringLiteral("(%1,%2) is %3 from the edge that replaced it")
                        .arg(full.points[j].x)
                        .arg(full.points[j].y)
                        .arg(d);
        }
    }
    return {};
}

// Masks built to trip the unchecked removals: one-pixel slivers of solid and of holes side
// by side, pinholes one pixel from the border, and pixels meeting only at a corner.
RefBitmap hazardBitmap(std::mt19937 &rng, const QString &family)
{
    std::uniform_int_distribution<int> size(12, 40);
    const int w = size(rng), h = size(rng);
    RefBitmap b(w, h);
    std::uniform_int_distribution<int> coin(0, 3);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            bool solid = true;
            if (family == QLatin1String("slivers")) // one-pixel rows and slits, some bridged
                solid = y % 2 == 0 || x == 0 || (x % 7 == 3 && coin(rng) == 0);
            else if (family == QLatin1String("border holes"))
                solid = !((x == 1 || y == 1 || x == w - 2 || y == h - 2) && coin(rng) == 0);
            else // touching corners: a checkerboard of blocks with random gaps
                solid = ((x / 2 + y / 2) % 2 == 0) != (coin(rng) == 0 && (x + y) % 5 == 0);
            b.set(x, y, solid);
        }
    }
    return b;
}

// A random star-shaped polygon around (50, 50): "integer" and "spikes" (radii 2-5 and 30
// by turns, on the quarter-pixel grid) have every edge midpoint exactly on its edge;
// "off grid" (unrounded) and "mixed" (integer and unrounded vertices by turns) have edges
// whose computed midpoint is not, so the simplifier cannot skip midpoints in its walks.
Polygon starPolygon(std::mt19937 &rng, const QString &family)
{
    std::uniform_int_distribution<int> count(5, 40);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const int n = count(rng);
    std::vector<double> angles(std::size_t(n), 0.0);
    for (double &a : angles)
        a = 2.0 * std::numbers::pi * unit(rng);
    std::sort(angles.begin(), angles.end());
    Polygon p;
    for (int i = 0; i < n; ++i) {
        const bool spikes = family == QLatin1String("spikes");
        const double r
                = spikes ? (i % 2 != 0 ? 30.0 : 2.0 + 3.0 * unit(rng)) : 2.0 + 28.0 * unit(rng);
        Vec2 v{50.0 + r * std::cos(angles[std::size_t(i)]),
               50.0 + r * std::sin(angles[std::size_t(i)])};
        if (family == QLatin1String("integer") || (family == QLatin1String("mixed") && i % 2 == 0))
            v = {std::round(v.x), std::round(v.y)};
        else if (spikes)
            v = {std::round(4.0 * v.x) / 4.0, std::round(4.0 * v.y) / 4.0};
        p.points.push_back(v);
    }
    return p;
}

// True when the computed midpoint of some edge of p does not lie exactly on it.
bool hasOffEdgeMidpoint(const Polygon &p)
{
    for (std::size_t i = 0; i < p.points.size(); ++i) {
        const Vec2 a = p.points[i];
        const Vec2 b = p.points[(i + 1) % p.points.size()];
        if (orient2d(a, 0.5 * (a + b), b) != 0)
            return true;
    }
    return false;
}

} // namespace

// The columns fetchedOptions reads, after a family of masks (see tracedFamily).
void addOptionColumns()
{
    QTest::addColumn<QString>("masks");
    QTest::addColumn<int>("method");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<int>("maxVertices");
    QTest::addColumn<bool>("conservative");
}

// The options of a searchesAgree_data or shortcutsAgree_data row.
SimplifyOptions fetchedOptions()
{
    QFETCH(int, method);
    QFETCH(double, tolerance);
    QFETCH(int, maxVertices);
    QFETCH(bool, conservative);
    SimplifyOptions o;
    o.method = SimplifyMethod(method);
    o.tolerance = tolerance;
    o.maxVertices = std::size_t(maxVertices);
    o.conservative = conservative;
    return o;
}

// The traced shapes of a family of masks (see searchesAgree_data).
std::vector<PolygonWithHoles> tracedFamily(const QString &masks)
{
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
    else if (masks == QLatin1String("rough") || masks == QLatin1String("shifted")
             || masks == QLatin1String("offset"))
        addRandom(4, 28, 44, 0.62);
    else {
        for (const RefSyntheticShape &shape : refSyntheticShapes()) {
            for (PolygonWithHoles &s : traceMask(refToMask(shape.bitmap)))
                shapes.push_back(std::move(s));
        }
    }
    const double shift = masks == QLatin1String("shifted")  ? 0.25
                         : masks == QLatin1String("offset") ? 1000.37
                                                            : 0.0;
    if (shift != 0.0) {
        for (PolygonWithHoles &s : shapes) {
            for (Vec2 &p : s.outer.points)
                p.x += shift;
            for (Polygon &h : s.holes) {
                for (Vec2 &p : h.points)
                    p.x += shift;
            }
        }
    }
    return shapes;
}

void TestSimplifySearch::optimisticPass_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<int>("maxVertices");
    QTest::addColumn<bool>("conservative");
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("minFallbacks");
    const int vis = int(SimplifyMethod::Visvalingam);
    const int rdp = int(SimplifyMethod::DouglasPeucker);
    // The fewest fallbacks each family must cause, row by row (about half of what the
    // seeded masks give): the fallback path is exercised, not assumed.
    const struct
    {
        const char *family;
        int minFallbacks[6];
    } families[] = {{"random", {5, 10, 10, 10, 10, 10}},
                    {"slivers", {0, 0, 5, 0, 0, 0}},
                    {"border holes", {0, 2, 1, 2, 0, 1}},
                    {"touching corners", {0, 5, 10, 5, 10, 1}}};
    // Not a structured binding: clang 14 refuses to capture one in the lambda below.
    for (const auto &f : families) {
        const char *family = f.family;
        const int *minFallbacks = f.minFallbacks;
        const auto row = [&](const char *what) {
            return &QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(family, what)));
        };
        *row("default") << QString(family) << 1.0 << 0 << false << vis << minFallbacks[0];
        *row("tolerance 2") << QString(family) << 2.0 << 0 << false << vis << minFallbacks[1];
        *row("tolerance 4") << QString(family) << 4.0 << 0 << false << vis << minFallbacks[2];
        *row("limit 5") << QString(family) << 2.0 << 5 << false << vis << minFallbacks[3];
        *row("conservative") << QString(family) << 2.0 << 0 << true << vis << minFallbacks[4];
        *row("Douglas-Peucker") << QString(family) << 2.0 << 0 << false << rdp << minFallbacks[5];
    }
}

void TestSimplifySearch::optimisticPass()
{
    // simplifyShape makes its removals unchecked and checks the result once; when that
    // fails it simplifies again checking every removal. Every result must keep every
    // promise (referencesimplify.h), a fallen-back one is exactly the checked result, and
    // the hazard masks must make the unchecked result fail often enough that the fallback
    // is exercised.
    QFETCH(QString, family);
    QFETCH(double, tolerance);
    QFETCH(int, maxVertices);
    QFETCH(bool, conservative);
    QFETCH(int, method);
    QFETCH(int, minFallbacks);
    SimplifyOptions o;
    o.tolerance = tolerance;
    o.maxVertices = std::size_t(maxVertices);
    o.conservative = conservative;
    o.method = SimplifyMethod(method);
    std::mt19937 rng(90210);
    std::size_t shapes = 0, fallbacks = 0, differ = 0;
    for (int i = 0; i < 30; ++i) {
        const RefBitmap bitmap = family == QLatin1String("random")
                                         ? refRandomBitmap(rng, 30, 30, 0.62)
                                         : hazardBitmap(rng, family);
        for (const PolygonWithHoles &s : traceMask(refToMask(bitmap))) {
            const internal::OptimisticRun run = internal::simplifyOptimistic(s, o);
            const PolygonWithHoles checked
                    = internal::simplifyShapeWith(s, o, internal::NeighbourSearch::Automatic, true);
            const QString problem = checkSimplified(s, run.shape, o);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            if (maxVertices == 0) {
                QVERIFY2(farPointOfEdges(s.outer, run.shape.outer, tolerance).isEmpty(),
                         qPrintable(farPointOfEdges(s.outer, run.shape.outer, tolerance)));
                for (std::size_t h = 0; h < s.holes.size(); ++h) {
                    const QString far = farPointOfEdges(s.holes[h], run.shape.holes[h], tolerance);
                    QVERIFY2(far.isEmpty(), qPrintable(far));
                }
            }
            QCOMPARE(simplifyShape(s, o), run.shape);
            if (run.fellBack)
                QCOMPARE(run.shape, checked);
            ++shapes;
            fallbacks += run.fellBack;
            differ += !run.fellBack && !(run.shape == checked);
        }
    }
    qInfo("%zu shapes: %zu fell back, %zu valid but not the checked result",
          shapes,
          fallbacks,
          differ);
    QVERIFY(fallbacks >= std::size_t(minFallbacks));
}

void TestSimplifySearch::offGridWalks_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<bool>("conservative");
    QTest::addColumn<int>("method");
    const int vis = int(SimplifyMethod::Visvalingam);
    for (const char *family : {"integer", "spikes", "off grid", "mixed"}) {
        const auto row = [&](const char *what) {
            return &QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(family, what)));
        };
        *row("tolerance 0.5") << QString(family) << 0.5 << false << vis;
        *row("tolerance 1") << QString(family) << 1.0 << false << vis;
        *row("tolerance 3") << QString(family) << 3.0 << false << vis;
        *row("conservative") << QString(family) << 2.0 << true << vis;
        *row("Douglas-Peucker") << QString(family) << 2.0 << false
                                << int(SimplifyMethod::DouglasPeucker);
    }
}

void TestSimplifySearch::offGridWalks()
{
    // A removal's distance walk skips edge midpoints in loops where every edge has one,
    // and bounds by the distance to the chord's line where the vertex lies beside it.
    // Measured point by point (farPointOfEdges), on polygons with diagonal edges, spikes
    // past the chords' ends, and loops where only some edges have a midpoint.
    QFETCH(QString, family);
    QFETCH(double, tolerance);
    QFETCH(bool, conservative);
    QFETCH(int, method);
    SimplifyOptions o;
    o.tolerance = tolerance;
    o.conservative = conservative;
    o.method = SimplifyMethod(method);
    const bool onGrid = family == QLatin1String("integer") || family == QLatin1String("spikes");
    std::mt19937 rng(4711);
    int shapes = 0, offEdge = 0, removed = 0;
    for (int i = 0; i < 300; ++i) {
        const PolygonWithHoles s{starPolygon(rng, family), {}};
        if (!validateRegion(s).isValid() || (onGrid && !refShapeProblem(s, false).empty()))
            continue; // rounding folded the star
        const PolygonWithHoles out = simplifyShape(s, o);
        const QString far = farPointOfEdges(s.outer, out.outer, tolerance);
        QVERIFY2(far.isEmpty(), qPrintable(far));
        QVERIFY(isOrderedSubset(out.outer, s.outer));
        QVERIFY(validateRegion(out).isValid());
        if (onGrid) {
            const QString problem = checkSimplified(s, out, o);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        ++shapes;
        offEdge += hasOffEdgeMidpoint(s.outer);
        removed += out.outer.points.size() < withMidpoints(s.outer).points.size();
    }
    QVERIFY(shapes >= 150);
    QVERIFY(removed >= shapes / 2); // the walks ran
    // The off-grid families have the loops whose midpoints cannot be skipped.
    QCOMPARE(offEdge > shapes / 2, !onGrid);
}

void TestSimplifySearch::searchesAgree_data()
{
    addOptionColumns();

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
    const SimplifyOptions o = fetchedOptions();

    const std::vector<PolygonWithHoles> shapes = tracedFamily(masks);
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
    // Unchecked, the corner goes and the result touches the hole: simplifyShape falls back
    // to checking every removal.
    QVERIFY(internal::simplifyOptimistic(shape, o).fellBack);
    const PolygonWithHoles simple = simplifyShape(shape, o);
    QCOMPARE(checkSimplified(shape, simple, o), QString());
    QCOMPARE(simple.holes.size(), std::size_t(1));
    QVERIFY(std::find(
                    simple.holes[0].points.begin(), simple.holes[0].points.end(), Vec2{10.75, 5.25})
            != simple.holes[0].points.end());
}

void TestSimplifySearch::shortcutsAgree_data()
{
    addOptionColumns();
    const int vis = int(SimplifyMethod::Visvalingam);
    // offset: rough masks moved by 1000.37, where the coordinates round.
    for (const char *masks : {"specks", "small", "rough", "shifted", "offset", "synthetic"}) {
        const auto row = [&](const char *what) {
            return &QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(masks, what)));
        };
        *row("default") << QString(masks) << vis << 1.0 << 0 << false;
        *row("tolerance 0") << QString(masks) << vis << 0.0 << 0 << false;
        *row("tolerance 0.5") << QString(masks) << vis << 0.5 << 0 << false;
        *row("tolerance 3") << QString(masks) << vis << 3.0 << 0 << false;
        *row("conservative") << QString(masks) << vis << 2.0 << 0 << true;
        *row("limit 5") << QString(masks) << vis << 1.0 << 5 << false;
        *row("Douglas-Peucker") << QString(masks) << int(SimplifyMethod::DouglasPeucker) << 1.0 << 0
                                << false;
    }
}

void TestSimplifySearch::shortcutsAgree()
{
    // The shortcuts (corners cut in one sweep, costs walked only when taken from the
    // queue, removals refused by the vertex's own distance) only save time: the shapes
    // must be the same as with every cost walked when it changes.
    QFETCH(QString, masks);
    QFETCH(double, tolerance);
    const SimplifyOptions o = fetchedOptions();
    std::size_t removed = 0;
    for (const PolygonWithHoles &s : tracedFamily(masks)) {
        const internal::OptimisticRun fast = internal::simplifyOptimistic(s, o, true);
        const internal::OptimisticRun plain = internal::simplifyOptimistic(s, o, false);
        QCOMPARE(fast.shape, plain.shape);
        QCOMPARE(fast.fellBack, plain.fellBack);
        removed += vertexCount(s) - vertexCount(fast.shape);
    }
    QVERIFY(removed > 0 || tolerance == 0.0); // traced outlines have no collinear vertices
}

QTEST_GUILESS_MAIN(TestSimplifySearch)
#include "tst_simplifysearch.moc"
