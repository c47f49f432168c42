// The free sweep of simplifyShape's unchecked Visvalingam (dropFreeVertices): from the
// loops as the first pass leaves them, it must drop exactly the vertices that a plain
// reading of its rule drops. The rule: look at the kept vertices in index order; a vertex
// goes when its loop keeps more than 3, the input chain between its neighbours encloses
// no net area with the new edge, and every point of that chain lies within the tolerance
// of the new edge (and, conservative, on its solid side); after a removal, look at the
// vertex before it again, then at the one after it, then on. The reference below takes
// each decision from the input points by brute force, where the sweep uses prefix sums
// and carried bounds.

#include "referencetrace.h"
#include "simplify_p.h"
#include <hitbox/geometry.h>
#include <hitbox/mask.h>
#include <hitbox/shapes.h>
#include <hitbox/trace/contour.h>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <utility>
#include <vector>

using namespace hitbox::collision;
namespace internal = hitbox::collision::detail;

class TestFreeSweep : public QObject
{
    Q_OBJECT

private slots:
    void asTheRuleReads_data();
    void asTheRuleReads();
};

namespace {

// A traced loop as the simplifier holds it: each vertex, then the midpoint of its edge
// (every traced edge is level, upright or a saddle chamfer, so every edge has one).
std::vector<Vec2> withMidpoints(const Polygon &loop)
{
    std::vector<Vec2> chain;
    const std::size_t n = loop.points.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = loop.points[i];
        const Vec2 b = loop.points[(i + 1) % n];
        chain.push_back(a);
        chain.push_back(0.5 * (a + b));
    }
    return chain;
}

struct Reference
{
    std::vector<Vec2> chain;
    double tolerance = 0.0;
    bool conservative = false;
    int solidSide = 1; // orient2d's sign on the solid side of an edge

    std::size_t after(std::size_t i) const { return (i + 1) % chain.size(); }

    // Twice the net area enclosed by the chain from a to c and the edge back to a; exact
    // on small pixel masks (coordinates are multiples of 1/8 below 128).
    double twiceNetArea(std::size_t a, std::size_t c) const
    {
        double sum = 0.0;
        for (std::size_t i = a; i != c; i = after(i))
            sum += cross(chain[i] - chain[a], chain[after(i)] - chain[a]);
        return sum;
    }

    bool free(std::size_t a, std::size_t c) const
    {
        if (twiceNetArea(a, c) != 0.0)
            return false;
        for (std::size_t i = after(a); i != c; i = after(i)) {
            if (segmentDistanceSquared(chain[a], chain[c], chain[i]) > tolerance * tolerance)
                return false;
            if (conservative && orient2d(chain[a], chain[c], chain[i]) * solidSide < 0)
                return false;
        }
        return true;
    }

    // The sweep over the vertices `kept` (indexes into chain, increasing); returns the
    // kept ones and counts the removals made on a second look.
    std::vector<std::size_t> sweep(const std::vector<std::size_t> &kept, int &secondLooks) const
    {
        const std::size_t n = kept.size();
        std::vector<std::size_t> prev(chain.size()), next(chain.size());
        std::vector<bool> alive(chain.size(), false);
        for (std::size_t k = 0; k < n; ++k) {
            next[kept[k]] = kept[(k + 1) % n];
            prev[kept[k]] = kept[(k + n - 1) % n];
            alive[kept[k]] = true;
        }
        std::vector<bool> seen(chain.size(), false);
        std::vector<std::size_t> toLook(kept.rbegin(), kept.rend()); // the last first
        std::size_t count = n;
        while (!toLook.empty() && count > 3) {
            const std::size_t v = toLook.back();
            toLook.pop_back();
            const bool again = seen[v];
            seen[v] = true;
            if (!alive[v] || !free(prev[v], next[v]))
                continue;
            const std::size_t a = prev[v];
            const std::size_t c = next[v];
            alive[v] = false;
            next[a] = c;
            prev[c] = a;
            --count;
            secondLooks += again;
            if (toLook.empty() || toLook.back() != c)
                toLook.push_back(c);
            toLook.push_back(a);
        }
        std::vector<std::size_t> out;
        for (const std::size_t i : kept) {
            if (alive[i])
                out.push_back(i);
        }
        return out;
    }
};

// Where each point of `loop` lies in `chain`.
std::vector<std::size_t> indexesIn(const std::vector<Vec2> &chain, const Polygon &loop)
{
    std::map<std::pair<double, double>, std::size_t> where;
    for (std::size_t i = 0; i < chain.size(); ++i)
        where[{chain[i].x, chain[i].y}] = i;
    std::vector<std::size_t> out;
    for (const Vec2 p : loop.points) {
        const auto it = where.find({p.x, p.y});
        out.push_back(it == where.end() ? chain.size() : it->second);
    }
    return out;
}

Mask randomMask(std::mt19937 &rng, int family)
{
    using namespace hitbox::testing;
    const int w = 8 + int(rng() % 50);
    const int h = 8 + int(rng() % 50);
    const double cx = w / 2.0, cy = h / 2.0;
    switch (family) {
    case 0: // noise
        return refToMask(refRandomBitmap(rng, w, h, 0.45));
    case 1: // an ellipse with an off-centre hole
        return refToMask(refRasterize(w, h, [&](double x, double y) {
            return std::hypot((x - cx) / (w * 0.4), (y - cy) / (h * 0.35)) < 1.0
                   && std::hypot((x - cx * 0.8) / (w * 0.1), (y - cy) / (h * 0.1)) > 1.0;
        }));
    case 2: // thin slanted bars: long regular staircases
        return refToMask(refRasterize(w, h, [&](double x, double y) {
            return std::abs((x - cx) * 0.37 - (y - cy)) < 2.5
                   || std::abs((x - cx) + (y - cy) * 0.71) < 1.2;
        }));
    default: // a disc with a few flipped pixels
        return refToMask(refRasterize(w, h, [&](double x, double y) {
            return (std::hypot(x - cx, y - cy) < std::min(w, h) * 0.45) != (rng() % 100 < 3);
        }));
    }
}

} // namespace

void TestFreeSweep::asTheRuleReads_data()
{
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<bool>("conservative");
    QTest::addColumn<bool>("shortcuts");
    for (const double tolerance : {0.0, 0.5, 1.0, 1.5, 3.5}) {
        for (const bool conservative : {false, true}) {
            for (const bool shortcuts : {true, false}) {
                QTest::addRow("tolerance %g%s%s",
                              tolerance,
                              conservative ? ", conservative" : "",
                              shortcuts ? "" : ", no shortcuts")
                        << tolerance << conservative << shortcuts;
            }
        }
    }
}

void TestFreeSweep::asTheRuleReads()
{
    QFETCH(double, tolerance);
    QFETCH(bool, conservative);
    QFETCH(bool, shortcuts);
    SimplifyOptions options;
    options.tolerance = tolerance;
    options.conservative = conservative;
    std::mt19937 rng(2026);
    int loops = 0, removals = 0, secondLooks = 0;
    for (int m = 0; m < 160; ++m) {
        for (const PolygonWithHoles &shape : traceMask(randomMask(rng, m % 4))) {
            const internal::FreeSweepRun run = internal::runFreeSweep(shape, options, shortcuts);
            QCOMPARE(run.before.size(), shape.holes.size() + 1);
            QCOMPARE(run.after.size(), run.before.size());
            for (std::size_t l = 0; l < run.before.size(); ++l) {
                if (run.settled[l]) { // from memory: the sweep passes it over
                    QCOMPARE(run.after[l].points, run.before[l].points);
                    continue;
                }
                const Polygon &input = l == 0 ? shape.outer : shape.holes[l - 1];
                Reference reference;
                reference.chain = withMidpoints(input);
                reference.tolerance = tolerance;
                reference.conservative = conservative;
                reference.solidSide = (polygonOrientation(input) >= 0) == (l == 0) ? 1 : -1;
                const std::vector<std::size_t> before = indexesIn(reference.chain, run.before[l]);
                QVERIFY(std::is_sorted(before.begin(), before.end()));
                QVERIFY(before.empty() || before.back() < reference.chain.size());
                const std::vector<std::size_t> expected = reference.sweep(before, secondLooks);
                const std::vector<std::size_t> after = indexesIn(reference.chain, run.after[l]);
                if (after != expected) {
                    QFAIL(qPrintable(QStringLiteral("mask %1, loop %2: the sweep kept %3 of %4 "
                                                    "vertices, the rule %5")
                                             .arg(m)
                                             .arg(l)
                                             .arg(after.size())
                                             .arg(before.size())
                                             .arg(expected.size())));
                }
                ++loops;
                removals += int(before.size() - after.size());
            }
        }
    }
    // Not vacuous: loops were swept, vertices dropped and, where a free vertex may lie off
    // the new edge (not conservative), some only on a second look.
    QVERIFY(loops > 1000);
    if (tolerance >= 1.0)
        QVERIFY2(removals > 1000, qPrintable(QString::number(removals)));
    if (tolerance >= 1.0 && !conservative)
        QVERIFY2(secondLooks > 100, qPrintable(QString::number(secondLooks)));
}

QTEST_APPLESS_MAIN(TestFreeSweep)
#include "tst_freesweep.moc"
