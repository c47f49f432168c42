// simplifyShape: validity, tolerance, vertex limit and containment on random masks and on
// synthetic shapes, checked with exact integer geometry (referencetrace.h); IoU of the
// synthetic shapes against their masks by exact point location at sub-pixel samples.

#include "referencesimplify.h"
#include "referencetrace.h"
#include <hitbox/shapes.h>
#include <hitbox/trace/contour.h>
#include <hitbox/trace/simplify.h>

#include <QTest>

#include <cmath>
#include <numbers>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

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

QTEST_GUILESS_MAIN(TestSimplify)
#include "tst_simplify.moc"
