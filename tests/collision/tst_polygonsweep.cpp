// The sweep-line simplicity test that validatePolygon falls back to on hostile input:
// against the exact integer reference of referencepolygon.h on small, highly degenerate
// polygons; against the pair search on larger ones; and on 10^5..10^6-vertex polygons
// that made the pair search take minutes.

#include "referencepolygon.h"
#include "simplicitysweep.h"
#include <hitbox/shapes.h>

#include <QTest>

#include <cmath>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::collision::detail; // internals under test
using namespace hitbox::testing;

Q_DECLARE_METATYPE(hitbox::collision::Polygon)

namespace {

std::vector<Vec2> toPoints(const RefPolygon &p)
{
    return refToPolygon(p).points;
}

// {n/k} star polygon: every edge crosses many others.
Polygon star(int n, int k, double radius)
{
    Polygon p;
    for (int i = 0; i < n; ++i) {
        const double a = 2.0 * std::numbers::pi * double((std::int64_t(i) * k) % n) / n;
        p.points.push_back({std::round(radius * std::cos(a)), std::round(radius * std::sin(a))});
    }
    return p;
}

// A simple comb whose teeth are long in x and stacked in y: every pair of edges shares
// an x range, the worst case of the pair search's x pruning.
Polygon comb(int teeth)
{
    Polygon p;
    for (int i = 0; i < teeth; ++i) {
        const double y = 4.0 * i;
        p.points.push_back({0, y});
        p.points.push_back({1e6, y});
        p.points.push_back({1e6, y + 2});
        p.points.push_back({1, y + 2});
    }
    p.points.push_back({1, 4.0 * teeth});
    p.points.push_back({-1, 4.0 * teeth});
    p.points.push_back({-1, -1});
    p.points.push_back({0, -1});
    return p;
}

// A simple zigzag whose slanted teeth have overlapping bounding boxes.
Polygon slantedComb(int teeth)
{
    Polygon p;
    for (int i = 0; i < teeth; ++i) {
        const double y = 3.0 * i;
        p.points.push_back({0, y});
        p.points.push_back({1e6, y + 1000});
        p.points.push_back({1e6, y + 1001});
    }
    p.points.push_back({0, 3.0 * teeth});
    p.points.push_back({-1, 3.0 * teeth});
    p.points.push_back({-1, 0});
    return p;
}

} // namespace

class TestPolygonSweep : public QObject
{
    Q_OBJECT

private slots:
    void smallDegenerateVsReference();
    void largerVsPairSearch();
    void hostileSizes_data();
    void hostileSizes();
    void sharedBudget();
};

// Random vertex lists on small grids (touching, collinear overlaps, vertices on edges)
// and random simple polygons: the sweep finds a bad pair exactly when the reference
// does, and every pair it reports is a bad pair by the reference's rule.
void TestPolygonSweep::smallDegenerateVsReference()
{
    std::mt19937 rng(4242);
    std::uniform_int_distribution<int> count(3, 12);
    std::uniform_int_distribution<int> gridSize(3, 9);
    int simple = 0;
    int bad = 0;
    for (int i = 0; i < 40000; ++i) {
        RefPolygon p;
        if (i % 4 == 0) {
            p = refRandomSmallPolygon(rng);
        } else {
            std::uniform_int_distribution<std::int64_t> coordinate(0, gridSize(rng) - 1);
            p.resize(std::size_t(count(rng)));
            for (RefPoint &v : p)
                v = {coordinate(rng), coordinate(rng)};
            if (refHasRepeatedPoint(p))
                continue;
        }
        const auto found = findEdgeContactBySweep(toPoints(p));
        const auto expected = refFirstBadEdgePair(p);
        const QByteArray context
                = QStringLiteral("case %1: %2 sweep %3 reference %4")
                          .arg(i)
                          .arg(QString::fromStdString(refPolygonText(p)))
                          .arg(found ? QStringLiteral("%1,%2").arg(found->first).arg(found->second)
                                     : QStringLiteral("none"))
                          .arg(expected ? QStringLiteral("%1,%2")
                                                  .arg(expected->first)
                                                  .arg(expected->second)
                                        : QStringLiteral("none"))
                          .toUtf8();
        QVERIFY2(found.has_value() == expected.has_value(), context.constData());
        if (found) {
            QVERIFY2(found->first < found->second && found->second < p.size(), context.constData());
            QVERIFY2(refEdgesMeetBadly(p, found->first, found->second), context.constData());
            ++bad;
        } else {
            ++simple;
        }
        // validatePolygon with no budget (always the sweep) agrees on the verdict.
        const PolygonValidation swept = validatePolygon(refToPolygon(p), 0);
        const PolygonValidation searched = validatePolygon(refToPolygon(p));
        QVERIFY2(swept.problem == searched.problem, context.constData());
    }
    QVERIFY(simple > 8000);
    QVERIFY(bad > 8000);
}

// Star-shaped simple polygons of up to 400 vertices, some with two vertices swapped or
// one moved onto another's edge: sweep and pair search agree.
void TestPolygonSweep::largerVsPairSearch()
{
    std::mt19937 rng(977);
    std::uniform_int_distribution<int> mutation(0, 2);
    int simple = 0;
    int bad = 0;
    for (int i = 0; i < 600; ++i) {
        RefStarOptions o;
        o.minRadius = 20;
        o.maxRadius = 900;
        o.minVertices = 20;
        o.maxVertices = 400;
        RefPolygon p = refRandomStarPolygon(rng, o);
        std::uniform_int_distribution<std::size_t> vertex(0, p.size() - 1);
        switch (mutation(rng)) {
        case 0:
            break;
        case 1:
            std::swap(p[vertex(rng)], p[vertex(rng)]);
            break;
        default: {
            // Move a vertex onto the midpoint of another edge (when that is a grid point).
            const std::size_t e = vertex(rng);
            const RefPoint a = p[e], b = p[(e + 1) % p.size()];
            const RefPoint m{(a.x + b.x) / 2, (a.y + b.y) / 2};
            p[vertex(rng)] = m;
            break;
        }
        }
        if (refHasRepeatedPoint(p))
            continue;
        const Polygon polygon = refToPolygon(p, 0.5, {-3.25, 7.5});
        const PolygonValidation searched = validatePolygon(polygon, std::size_t(-1));
        const PolygonValidation swept = validatePolygon(polygon, 0);
        const QByteArray context = QStringLiteral("case %1: %2 vertices, search %3 sweep %4")
                                           .arg(i)
                                           .arg(p.size())
                                           .arg(QLatin1String(describe(searched.problem)),
                                                QLatin1String(describe(swept.problem)))
                                           .toUtf8();
        QVERIFY2(searched.problem == swept.problem, context.constData());
        if (swept.problem == PolygonProblem::SelfIntersecting) {
            QVERIFY2(refEdgesMeetBadly(p, swept.first, swept.second), context.constData());
            ++bad;
        } else if (swept.isValid()) {
            ++simple;
        }
    }
    QVERIFY(simple > 100);
    QVERIFY(bad > 100);
}

void TestPolygonSweep::hostileSizes_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<bool>("valid");
    QTest::newRow("star 10^5") << star(100001, 50000, 1e6) << false;
    QTest::newRow("star 7 points x 10^4 loops") << star(70001, 3, 1e6) << false;
    QTest::newRow("comb 10^5 vertices") << comb(25000) << true;
    QTest::newRow("slanted comb 10^5") << slantedComb(33333) << true;
    QTest::newRow("comb 10^6 vertices") << comb(250000) << true;
    Polygon crossedComb = comb(25000);
    std::swap(crossedComb.points[50001], crossedComb.points[70002]);
    QTest::newRow("comb with a crossing far in") << crossedComb << false;
}

void TestPolygonSweep::hostileSizes()
{
    QFETCH(Polygon, polygon);
    QFETCH(bool, valid);
    // The pair search alone took from 10 s to many minutes on these; the sweep line
    // takes well under a second (a regression shows up as a CTest timeout, not here).
    const PolygonValidation v = validatePolygon(polygon);
    QVERIFY2(v.isValid() == valid, describe(v.problem));
    if (!valid) {
        QCOMPARE(v.problem, PolygonProblem::SelfIntersecting);
        QVERIFY(v.first < v.second && v.second < polygon.points.size());
    }
}

// One budget for many polygons (a document): each call spends the pairs it examines;
// once a hostile star has spent it, later polygons go straight to the sweep line, and
// every verdict equals the one a fresh budget gives.
void TestPolygonSweep::sharedBudget()
{
    const Polygon square{{{0, 0}, {4, 0}, {4, 4}, {0, 4}}};
    ValidationBudget budget{1000};
    QVERIFY(validatePolygon(square, budget).isValid());
    QVERIFY(budget.remainingPairs < 1000); // it examined a few pairs
    QVERIFY(budget.remainingPairs > 990);

    // {301/150}: about 45,000 pairs to search, far past what is left.
    const Polygon hostile = star(301, 150, 1000.0);
    const PolygonValidation first = validatePolygon(hostile, budget);
    QCOMPARE(budget.remainingPairs, std::size_t(0));
    QCOMPARE(first.isValid(), validatePolygon(hostile).isValid());
    QCOMPARE(first.problem, PolygonProblem::SelfIntersecting);

    // With nothing left, valid and invalid polygons still get their own verdicts.
    for (int round = 0; round < 200; ++round) {
        const PolygonValidation again = validatePolygon(hostile, budget);
        QCOMPARE(again.problem, PolygonProblem::SelfIntersecting);
        QVERIFY(again.first < again.second && again.second < hostile.points.size());
    }
    QVERIFY(validatePolygon(square, budget).isValid());
    const Polygon bowTie{{{0, 0}, {4, 4}, {4, 0}, {0, 4}}};
    QCOMPARE(validatePolygon(bowTie, budget).problem, PolygonProblem::SelfIntersecting);
    QCOMPARE(budget.remainingPairs, std::size_t(0));
}

QTEST_GUILESS_MAIN(TestPolygonSweep)
#include "tst_polygonsweep.moc"
