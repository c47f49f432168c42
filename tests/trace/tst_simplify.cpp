// simplifyShape: validity, tolerance, vertex limit and containment on random masks and on
// synthetic shapes, checked with exact integer geometry (referencetrace.h); IoU of the
// synthetic shapes against their masks by exact point location at sub-pixel samples. The
// grid that finds the edges near a vertex agrees with a brute-force search over all edges.

#include "referencetrace.h"
#include "simplify_p.h"
#include <hitbox/shapes.h>
#include <hitbox/trace/contour.h>
#include <hitbox/trace/simplify.h>

#include <QTest>

#include <cmath>
#include <numbers>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;
namespace internal = hitbox::collision::detail;

Q_DECLARE_METATYPE(hitbox::collision::PolygonWithHoles)

namespace {

const char *methodName(SimplifyMethod m)
{
    return m == SimplifyMethod::DouglasPeucker ? "Douglas-Peucker" : "Visvalingam";
}

// Intersection over union of shapes and mask, from 2 x 2 exactly located samples per
// pixel (a sample on an outline counts half).
double referenceIou(const RefBitmap &bitmap, const std::vector<PolygonWithHoles> &shapes)
{
    std::vector<RefShape> ref;
    for (const PolygonWithHoles &s : shapes)
        ref.push_back(*refOnGrid(s));
    return refOverlap(bitmap, ref, 2).iou();
}

// Distance from p to the nearest edge of a loop.
double distanceToLoop(const Polygon &loop, Vec2 p)
{
    double best = INFINITY;
    for (std::size_t i = 0; i < loop.points.size(); ++i) {
        const Vec2 a = loop.points[i];
        const Vec2 b = loop.points[(i + 1) % loop.points.size()];
        best = std::min(best, segmentDistanceSquared(a, b, p));
    }
    return std::sqrt(best);
}

// The loop with the midpoint of every edge inserted.
Polygon withMidpoints(const Polygon &p)
{
    Polygon out;
    for (std::size_t i = 0; i < p.points.size(); ++i) {
        const Vec2 a = p.points[i];
        const Vec2 b = p.points[(i + 1) % p.points.size()];
        out.points.push_back(a);
        out.points.push_back({(a.x + b.x) / 2, (a.y + b.y) / 2});
    }
    return out;
}

// True when `sub` keeps a subset of the vertices and edge midpoints of `input`, in the
// same cyclic order.
bool isOrderedSubset(const Polygon &sub, const Polygon &input)
{
    const Polygon full = withMidpoints(input);
    if (sub.points.empty())
        return false;
    const auto start = std::find(full.points.begin(), full.points.end(), sub.points.front());
    if (start == full.points.end())
        return false;
    std::size_t k = std::size_t(start - full.points.begin());
    for (const Vec2 v : sub.points) {
        std::size_t steps = 0;
        while (full.points[k] != v) {
            k = (k + 1) % full.points.size();
            if (++steps > full.points.size())
                return false;
        }
    }
    return true;
}

// Every check simplifyShape promises for one shape. Empty when all hold.
QString
checkSimplified(const PolygonWithHoles &in, const PolygonWithHoles &out, const SimplifyOptions &o)
{
    const std::string problem = refShapeProblem(out, true);
    if (!problem.empty())
        return QString::fromStdString(problem);
    if (!isOrderedSubset(out.outer, in.outer))
        return QStringLiteral("outer loop is not an ordered subset of the input");
    // Holes: a subsequence of the input holes (some may be filled by the vertex limit).
    std::size_t next = 0;
    std::vector<std::size_t> holeOf;
    for (const Polygon &h : out.holes) {
        while (next < in.holes.size() && !isOrderedSubset(h, in.holes[next]))
            ++next;
        if (next == in.holes.size())
            return QStringLiteral("a hole is not an ordered subset of an input hole");
        holeOf.push_back(next++);
    }
    const std::size_t limit = o.maxVertices == 0 ? 0 : std::max<std::size_t>(o.maxVertices, 3);
    if (limit > 0 && !o.conservative) {
        for (std::size_t l = 0; l <= out.holes.size(); ++l) {
            const Polygon &loop = l == 0 ? out.outer : out.holes[l - 1];
            if (loop.points.size() > limit)
                return QStringLiteral("loop %1 has %2 vertices, limit %3")
                        .arg(l)
                        .arg(loop.points.size())
                        .arg(limit);
        }
    }
    if (limit == 0) {
        if (out.holes.size() != in.holes.size())
            return QStringLiteral("a hole was dropped without a vertex limit");
        for (std::size_t l = 0; l <= in.holes.size(); ++l) {
            const Polygon &orig = l == 0 ? in.outer : in.holes[l - 1];
            const Polygon &simple = l == 0 ? out.outer : out.holes[l - 1];
            for (const Vec2 v : orig.points) {
                if (distanceToLoop(simple, v) > o.tolerance + 1e-9)
                    return QStringLiteral("vertex (%1,%2) is %3 from the result, tolerance %4")
                            .arg(v.x)
                            .arg(v.y)
                            .arg(distanceToLoop(simple, v))
                            .arg(o.tolerance);
            }
        }
    }
    if (o.conservative) {
        // The input shape lies within the result: its vertices and its interior samples.
        const RefShape inRef = *refOnGrid(in);
        const RefShape outRef = *refOnGrid(out);
        for (const RefPolygon &loop : inRef.loops) {
            for (const RefPoint v : loop) {
                if (refWhereInShape(outRef, v.x, v.y) == RefWhere::Outside)
                    return QStringLiteral("input vertex (%1,%2) left outside")
                            .arg(v.x / 8.0)
                            .arg(v.y / 8.0);
            }
        }
        const Rect b = polygonBounds(in.outer);
        for (int y = int(b.y); y < int(b.y + b.h); ++y) {
            for (int x = int(b.x); x < int(b.x + b.w); ++x) {
                for (int s = 0; s < 4; ++s) {
                    const std::int64_t px = 8 * x + 2 + 4 * (s % 2);
                    const std::int64_t py = 8 * y + 2 + 4 * (s / 2);
                    if (refWhereInShape(inRef, px, py) == RefWhere::Inside
                        && refWhereInShape(outRef, px, py) == RefWhere::Outside)
                        return QStringLiteral("point (%1,%2) of the input left outside")
                                .arg(px / 8.0)
                                .arg(py / 8.0);
                }
            }
        }
    }
    return {};
}

// Ramer-Douglas-Peucker on one closed loop with no safety net, to show what can go wrong.
Polygon naiveDouglasPeucker(const Polygon &loop, double tolerance)
{
    const std::size_t n = loop.points.size();
    std::vector<bool> keep(n, false);
    std::size_t far = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (distanceSquared(loop.points[i], loop.points[0])
            > distanceSquared(loop.points[far], loop.points[0]))
            far = i;
    }
    keep[0] = keep[far] = true;
    std::vector<std::pair<std::size_t, std::size_t>> stack{{0, far}, {far, n}};
    while (!stack.empty()) {
        const auto [a, b] = stack.back();
        stack.pop_back();
        double worst = -1;
        std::size_t split = a;
        for (std::size_t i = a + 1; i < b; ++i) {
            const double d
                    = segmentDistanceSquared(loop.points[a], loop.points[b % n], loop.points[i]);
            if (d > worst) {
                worst = d;
                split = i;
            }
        }
        if (split != a && worst > tolerance * tolerance) {
            keep[split] = true;
            stack.push_back({a, split});
            stack.push_back({split, b});
        }
    }
    Polygon out;
    for (std::size_t i = 0; i < n; ++i) {
        if (keep[i])
            out.points.push_back(loop.points[i]);
    }
    return out;
}

std::vector<PolygonWithHoles> simplifyAll(const std::vector<PolygonWithHoles> &shapes,
                                          const SimplifyOptions &o)
{
    std::vector<PolygonWithHoles> out;
    for (const PolygonWithHoles &s : shapes)
        out.push_back(simplifyShape(s, o));
    return out;
}

} // namespace

class TestSimplify : public QObject
{
    Q_OBJECT

private slots:
    void syntheticShapes();
    void randomMasks();
    void naiveSimplificationWouldBreak();
    void vertexLimit();
    void vertexLimitFillsHoles();
    void conservative();
    void zeroTolerance();
    void searchesAgree_data();
    void searchesAgree();
    void onPixelGrid_data();
    void onPixelGrid();
    void cornerCutOffTheGrid();
};

void TestSimplify::syntheticShapes()
{
    // IoU with the mask at tolerance 1 must reach 0.98 with the default method; the table
    // of vertex counts and IoU against tolerance is printed for the documentation.
    const SimplifyMethod defaultMethod = SimplifyOptions{}.method;
    QStringList failures;
    for (const RefSyntheticShape &shape : refSyntheticShapes()) {
        const std::vector<PolygonWithHoles> traced = traceMask(refToMask(shape.bitmap));
        std::size_t tracedVertices = 0;
        for (const PolygonWithHoles &s : traced)
            tracedVertices += vertexCount(s);
        for (const SimplifyMethod method :
             {SimplifyMethod::Visvalingam, SimplifyMethod::DouglasPeucker}) {
            QString row = QStringLiteral("%1 %2: traced %3 vertices;")
                                  .arg(shape.name, -9)
                                  .arg(methodName(method), -15)
                                  .arg(tracedVertices);
            for (const double tolerance : {0.5, 1.0, 1.5, 2.0, 3.0}) {
                SimplifyOptions o;
                o.tolerance = tolerance;
                o.method = method;
                const std::vector<PolygonWithHoles> simple = simplifyAll(traced, o);
                std::size_t vertices = 0;
                for (std::size_t i = 0; i < simple.size(); ++i) {
                    vertices += vertexCount(simple[i]);
                    const QString problem = checkSimplified(traced[i], simple[i], o);
                    if (!problem.isEmpty())
                        failures << QStringLiteral("%1 tolerance %2: %3")
                                            .arg(shape.name)
                                            .arg(tolerance)
                                            .arg(problem);
                }
                const double iou = referenceIou(shape.bitmap, simple);
                row += QStringLiteral(" tol %1: %2 v, IoU %3;")
                               .arg(tolerance)
                               .arg(vertices)
                               .arg(iou, 0, 'f', 4);
                if (tolerance == 1.0 && tracedVertices > 20 && vertices >= tracedVertices / 2)
                    failures << QStringLiteral("%1: %2 of %3 vertices left")
                                        .arg(shape.name)
                                        .arg(vertices)
                                        .arg(tracedVertices);
                if (tolerance == 1.0 && method == defaultMethod && iou < 0.98)
                    failures
                            << QStringLiteral("%1: IoU %2 at tolerance 1").arg(shape.name).arg(iou);
            }
            qInfo("%s", qPrintable(row));
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1String("; "))));
}

void TestSimplify::randomMasks()
{
    std::mt19937 rng(77031);
    std::uniform_int_distribution<int> size(2, 22);
    std::uniform_real_distribution<double> density(0.1, 0.9);
    std::uniform_real_distribution<double> tolerance(0.0, 4.0);
    std::uniform_int_distribution<int> limit(0, 12);
    std::uniform_int_distribution<int> coin(0, 1);
    int shapesChecked = 0;
    for (int i = 0; i < 700; ++i) {
        const RefBitmap bitmap = refRandomBitmap(rng, size(rng), size(rng), density(rng));
        SimplifyOptions o;
        o.tolerance = tolerance(rng);
        const int l = limit(rng);
        o.maxVertices = l < 3 ? 0 : std::size_t(l);
        o.conservative = coin(rng) == 1;
        o.method = coin(rng) == 1 ? SimplifyMethod::DouglasPeucker : SimplifyMethod::Visvalingam;
        for (const PolygonWithHoles &s : traceMask(refToMask(bitmap))) {
            const QString problem = checkSimplified(s, simplifyShape(s, o), o);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(QStringLiteral("case %1 (tol %2, max %3, conservative %4, %5): %6")
                                        .arg(i)
                                        .arg(o.tolerance)
                                        .arg(o.maxVertices)
                                        .arg(o.conservative)
                                        .arg(methodName(o.method), problem)));
            ++shapesChecked;
        }
    }
    QVERIFY(shapesChecked > 2000);
}

void TestSimplify::naiveSimplificationWouldBreak()
{
    // Plain Ramer-Douglas-Peucker, loop by loop, often produces crossing or touching loops
    // on rough masks; the same masks simplified by simplifyShape stay valid.
    std::mt19937 rng(9113);
    std::uniform_int_distribution<int> size(8, 24);
    int hazards = 0;
    for (int i = 0; i < 300; ++i) {
        const RefBitmap bitmap = refRandomBitmap(rng, size(rng), size(rng), 0.55);
        for (const PolygonWithHoles &s : traceMask(refToMask(bitmap))) {
            if (vertexCount(s) < 12)
                continue;
            PolygonWithHoles naive{naiveDouglasPeucker(s.outer, 2.5), {}};
            for (const Polygon &h : s.holes)
                naive.holes.push_back(naiveDouglasPeucker(h, 2.5));
            bool broken = false;
            for (std::size_t l = 0; l <= naive.holes.size() && !broken; ++l)
                broken = (l == 0 ? naive.outer : naive.holes[l - 1]).points.size() < 3;
            if (!broken && refShapeProblem(naive, true).empty())
                continue;
            ++hazards;
            for (const SimplifyMethod method :
                 {SimplifyMethod::DouglasPeucker, SimplifyMethod::Visvalingam}) {
                SimplifyOptions o;
                o.tolerance = 2.5;
                o.method = method;
                const QString problem = checkSimplified(s, simplifyShape(s, o), o);
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QStringLiteral("case %1, %2: %3")
                                            .arg(i)
                                            .arg(methodName(method), problem)));
            }
        }
    }
    qInfo("naive RDP broke %d shapes; simplifyShape kept all valid", hazards);
    QVERIFY2(hazards >= 20, qPrintable(QStringLiteral("only %1 hazards found").arg(hazards)));
}

void TestSimplify::vertexLimit()
{
    for (const RefSyntheticShape &shape : refSyntheticShapes()) {
        for (const std::size_t limit : {3u, 4u, 8u, 16u}) {
            SimplifyOptions o;
            o.maxVertices = limit;
            for (const PolygonWithHoles &s : traceMask(refToMask(shape.bitmap))) {
                const PolygonWithHoles simple = simplifyShape(s, o);
                const QString problem = checkSimplified(s, simple, o);
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QStringLiteral("%1 limit %2: %3")
                                            .arg(shape.name)
                                            .arg(limit)
                                            .arg(problem)));
                QVERIFY(simple.outer.points.size() <= limit);
            }
        }
    }
}

void TestSimplify::vertexLimitFillsHoles()
{
    // A disc full of small holes near its rim: a triangle cannot keep them all inside, so
    // the limit fills the ones in the way and keeps the rest valid.
    const RefBitmap b = refRasterize(64, 64, [](double x, double y) {
        const double r = std::hypot(x - 32, y - 32);
        const double a = std::atan2(y - 32, x - 32);
        const bool hole = r > 22 && r < 27
                          && std::fmod(a + 4 * std::numbers::pi, std::numbers::pi / 6) < 0.15;
        return r <= 30 && !hole;
    });
    const std::vector<PolygonWithHoles> traced = traceMask(refToMask(b));
    QCOMPARE(traced.size(), std::size_t(1));
    QVERIFY(traced[0].holes.size() >= 10);
    SimplifyOptions o;
    o.maxVertices = 3;
    const PolygonWithHoles simple = simplifyShape(traced[0], o);
    QCOMPARE(checkSimplified(traced[0], simple, o), QString());
    QCOMPARE(simple.outer.points.size(), std::size_t(3));
    QVERIFY(simple.holes.size() < traced[0].holes.size());
}

void TestSimplify::conservative()
{
    // Conservative results contain every solid pixel: check with the mask directly.
    for (const RefSyntheticShape &shape : refSyntheticShapes()) {
        SimplifyOptions o;
        o.tolerance = 2.0;
        o.conservative = true;
        const std::vector<PolygonWithHoles> simple
                = simplifyAll(traceMask(refToMask(shape.bitmap)), o);
        std::vector<RefShape> ref;
        for (const PolygonWithHoles &s : simple)
            ref.push_back(*refOnGrid(s));
        for (int y = 0; y < shape.bitmap.height; ++y) {
            for (int x = 0; x < shape.bitmap.width; ++x) {
                if (!shape.bitmap.at(x, y))
                    continue;
                // All four corners and the centre of the pixel are covered.
                const std::pair<int, int> points[] = {{8 * x + 4, 8 * y + 4},
                                                      {8 * x, 8 * y},
                                                      {8 * x + 8, 8 * y},
                                                      {8 * x, 8 * y + 8},
                                                      {8 * x + 8, 8 * y + 8}};
                for (const auto &[px, py] : points) {
                    bool covered = false;
                    for (const RefShape &s : ref)
                        covered = covered || refWhereInShape(s, px, py) != RefWhere::Outside;
                    QVERIFY2(covered,
                             qPrintable(QStringLiteral("%1: pixel (%2,%3)")
                                                .arg(shape.name)
                                                .arg(x)
                                                .arg(y)));
                }
            }
        }
    }
}

void TestSimplify::zeroTolerance()
{
    // Traced loops have only corners, so tolerance 0 keeps them unchanged.
    for (const RefSyntheticShape &shape : refSyntheticShapes()) {
        SimplifyOptions o;
        o.tolerance = 0.0;
        for (const PolygonWithHoles &s : traceMask(refToMask(shape.bitmap)))
            QCOMPARE(simplifyShape(s, o), s);
    }
    // Straight vertices go at tolerance 0.
    const PolygonWithHoles square{Polygon{{{0, 0}, {1, 0}, {2, 0}, {2, 2}, {1, 2}, {0, 2}}}, {}};
    SimplifyOptions o;
    o.tolerance = 0.0;
    QCOMPARE(simplifyShape(square, o).outer.points.size(), std::size_t(4));
}

void TestSimplify::searchesAgree_data()
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

void TestSimplify::searchesAgree()
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

void TestSimplify::onPixelGrid_data()
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

void TestSimplify::onPixelGrid()
{
    QFETCH(PolygonWithHoles, shape);
    QFETCH(bool, expected);
    QCOMPARE(internal::onPixelGrid(shape), expected);
}

void TestSimplify::cornerCutOffTheGrid()
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

QTEST_GUILESS_MAIN(TestSimplify)
#include "tst_simplify.moc"
