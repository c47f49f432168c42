// The triangle merging under decomposeConvex (Hertel-Mehlhorn with a vertex limit) keeps
// its pieces as linked rings so that it stays linear when one piece grows to hold most of
// a large shape. Checked piece for piece, vertex for vertex, against the merging it
// replaced: vector pieces joined by cd::merged, one copy per merge (quadratic but
// plain), on traced random masks with holes, stars, gears, combs and many-sided convex
// outlines, for vertex limits from 3 to unlimited, with straight vertices dropped or kept.

#include "decompose_p.h"
#include "referencedecompose.h"
#include <hitbox/geometry.h>
#include <hitbox/trace/contour.h>
#include <hitbox/trace/decompose.h>
#include <hitbox/trace/simplify.h>
#include <hitbox/trace/triangulate.h>

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;
namespace cd = hitbox::collision::detail;

namespace {

using cd::Piece;

std::optional<std::size_t> edgeAt(const Piece &piece, std::uint32_t from, std::uint32_t to)
{
    for (std::size_t i = 0; i < piece.size(); ++i) {
        if (piece[i] == from && piece[(i + 1) % piece.size()] == to)
            return i;
    }
    return std::nullopt;
}

// The merging as it was: triangles as vectors, diagonals longest first, each merge a
// new vector from cd::merged.
std::vector<Piece>
referenceMerge(const PolygonWithHoles &shape, std::size_t limit, bool keepStraight)
{
    const Triangulation t = triangulate(shape);
    std::vector<Piece> pieces;
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<std::uint32_t>> owners;
    for (std::uint32_t i = 0; i < t.triangles.size(); ++i) {
        const auto &tri = t.triangles[i];
        pieces.push_back({tri[0], tri[1], tri[2]});
        for (int k = 0; k < 3; ++k) {
            const std::uint32_t a = tri[k];
            const std::uint32_t b = tri[(k + 1) % 3];
            owners[{std::min(a, b), std::max(a, b)}].push_back(i);
        }
    }
    struct Cut
    {
        std::uint32_t u, v, first, second;
        double length;
    };
    std::vector<Cut> cuts;
    for (const auto &[edge, triangles] : owners) {
        const Vec2 d = t.vertices[edge.first] - t.vertices[edge.second];
        for (std::size_t k = 0; k + 1 < triangles.size(); k += 2)
            cuts.push_back({edge.first, edge.second, triangles[k], triangles[k + 1], dot(d, d)});
    }
    std::stable_sort(cuts.begin(), cuts.end(), [](const Cut &x, const Cut &y) {
        return x.length > y.length;
    });
    std::vector<std::uint32_t> owner(pieces.size());
    for (std::uint32_t i = 0; i < owner.size(); ++i)
        owner[i] = i;
    const auto root = [&](std::uint32_t i) {
        while (owner[i] != i)
            i = owner[i];
        return i;
    };
    for (const Cut &c : cuts) {
        const std::uint32_t a = root(c.first);
        const std::uint32_t b = root(c.second);
        if (a == b)
            continue;
        const bool forward = edgeAt(pieces[a], c.u, c.v).has_value();
        const std::uint32_t p = forward ? c.u : c.v;
        const std::uint32_t q = forward ? c.v : c.u;
        if (auto m = cd::merged(pieces[a], pieces[b], p, q, t.vertices, limit, keepStraight)) {
            pieces[a] = std::move(*m);
            pieces[b].clear();
            owner[b] = a;
        }
    }
    std::erase_if(pieces, [](const Piece &piece) { return piece.empty(); });
    return pieces;
}

// Ear clipping as triangulate does it on one loop (same walk: after a clip, go on two
// vertices past the ear, else step on), with every remaining vertex tested against the
// closed ear triangle.
std::optional<std::vector<std::array<std::uint32_t, 3>>> referenceEars(const std::vector<Vec2> &pts)
{
    const std::uint32_t n = std::uint32_t(pts.size());
    std::vector<std::uint32_t> next(n), prev(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        next[i] = (i + 1) % n;
        prev[i] = (i + n - 1) % n;
    }
    std::vector<char> removed(n, 0);
    const auto isEar = [&](std::uint32_t b) {
        const std::uint32_t a = prev[b];
        const std::uint32_t c = next[b];
        if (orient2d(pts[a], pts[b], pts[c]) <= 0)
            return false;
        for (std::uint32_t p = 0; p < n; ++p) {
            if (removed[p] || p == a || p == b || p == c)
                continue;
            if (orient2d(pts[a], pts[b], pts[p]) >= 0 && orient2d(pts[b], pts[c], pts[p]) >= 0
                && orient2d(pts[c], pts[a], pts[p]) >= 0)
                return false;
        }
        return true;
    };
    std::vector<std::array<std::uint32_t, 3>> out;
    std::uint32_t count = n, current = 0, misses = 0;
    while (count > 3) {
        if (isEar(current)) {
            const std::uint32_t a = prev[current];
            const std::uint32_t c = next[current];
            out.push_back({a, current, c});
            removed[current] = 1;
            next[a] = c;
            prev[c] = a;
            --count;
            current = next[c];
            misses = 0;
        } else {
            current = next[current];
            if (++misses > count)
                return std::nullopt;
        }
    }
    const std::uint32_t a = prev[current];
    const std::uint32_t c = next[current];
    if (orient2d(pts[a], pts[current], pts[c]) <= 0)
        return std::nullopt;
    out.push_back({a, current, c});
    return out;
}

Polygon circleOutline(int n, double radius)
{
    Polygon p;
    for (int k = 0; k < n; ++k) {
        const double a = 2.0 * std::numbers::pi * k / n;
        p.points.push_back({std::round(radius * std::cos(a) * 64.0) / 64.0,
                            std::round(radius * std::sin(a) * 64.0) / 64.0});
    }
    return p;
}

// A star whose tips lie on a circle of radius `outer` and whose valleys alternate
// between two radii: many concave vertices, pieces that can grow large.
Polygon wobblyStar(int points, double inner, double outer)
{
    Polygon p;
    for (int k = 0; k < 2 * points; ++k) {
        const double a = 2.0 * std::numbers::pi * k / (2 * points);
        const double r = k % 2 ? (k % 4 == 1 ? inner : 0.9 * inner) : outer;
        p.points.push_back({std::round(r * std::cos(a)), std::round(r * std::sin(a))});
    }
    return p;
}

} // namespace

// preparedLoop as it was (quadratic on long straight runs, plain): repeated neighbours
// dropped, the loop turned to the wanted winding, then straight vertices erased one by
// one until none is left.
std::vector<Vec2> referencePreparedLoop(const Polygon &polygon, int orientation)
{
    std::vector<Vec2> pts;
    for (const Vec2 p : polygon.points) {
        if (pts.empty() || !(pts.back() == p))
            pts.push_back(p);
    }
    while (pts.size() > 1 && pts.front() == pts.back())
        pts.pop_back();
    if (polygonOrientation(pts) == -orientation)
        std::reverse(pts.begin(), pts.end());
    bool changed = true;
    while (changed && pts.size() >= 3) {
        changed = false;
        for (std::size_t i = 0; i < pts.size() && pts.size() >= 3; ++i) {
            const std::size_t n = pts.size();
            if (orient2d(pts[(i + n - 1) % n], pts[i], pts[(i + 1) % n]) == 0) {
                pts.erase(pts.begin() + std::ptrdiff_t(i));
                changed = true;
            }
        }
    }
    if (pts.size() < 3)
        pts.clear();
    return pts;
}

class TestDecomposeMerge : public QObject
{
    Q_OBJECT

private slots:
    void sameAsCopyingMerge_data();
    void sameAsCopyingMerge();
    void randomMasks();
    void earsAsByFullSearch_data();
    void earsAsByFullSearch();
    void preparedLoopAsByRepeatedErase_data();
    void preparedLoopAsByRepeatedErase();
};

void TestDecomposeMerge::sameAsCopyingMerge_data()
{
    QTest::addColumn<PolygonWithHoles>("shape");

    const auto ref = [](const RefPolygon &p) { return PolygonWithHoles{refToPolygon(p), {}}; };
    QTest::newRow("triangle") << PolygonWithHoles{Polygon{{{0, 0}, {4, 0}, {0, 3}}}, {}};
    QTest::newRow("square with a hole")
            << PolygonWithHoles{Polygon{{{0, 0}, {10, 0}, {10, 10}, {0, 10}}},
                                {Polygon{{{3, 3}, {3, 6}, {6, 6}, {6, 3}}}}};
    QTest::newRow("comb") << ref(refComb());
    QTest::newRow("star 5") << ref(refStar(5, 20, 50));
    QTest::newRow("star 40") << ref(refStar(40, 300, 500));
    QTest::newRow("gear 12") << ref(refGear(12, 80, 100));
    QTest::newRow("ship") << ref(refShipOutline());
    QTest::newRow("circle 7") << PolygonWithHoles{circleOutline(7, 10), {}};
    QTest::newRow("circle 500") << PolygonWithHoles{circleOutline(500, 400), {}};
    QTest::newRow("circle 2000 clockwise") << [] {
        Polygon p = circleOutline(2000, 900);
        std::reverse(p.points.begin(), p.points.end());
        return PolygonWithHoles{p, {}};
    }();
    QTest::newRow("wobbly star 300") << PolygonWithHoles{wobblyStar(300, 700, 1000), {}};
    QTest::newRow("circle with holes")
            << PolygonWithHoles{circleOutline(300, 400),
                                {Polygon{{{-50, -50}, {-50, 50}, {50, 50}, {50, -50}}},
                                 Polygon{{{100, 100}, {100, 150}, {150, 150}}}}};
}

void TestDecomposeMerge::sameAsCopyingMerge()
{
    QFETCH(PolygonWithHoles, shape);
    for (const std::size_t limit :
         {std::size_t(3), std::size_t(4), std::size_t(8), std::size_t(20), std::size_t(1) << 20}) {
        for (const bool keepStraight : {false, true}) {
            const cd::IndexedPieces rings = cd::mergedTriangles(shape, limit, keepStraight);
            QVERIFY(rings.ok);
            const std::vector<Piece> expected = referenceMerge(shape, limit, keepStraight);
            QVERIFY2(rings.pieces == expected,
                     qPrintable(QStringLiteral("limit %1, keepStraight %2: %3 pieces, expected %4")
                                        .arg(limit)
                                        .arg(keepStraight)
                                        .arg(rings.pieces.size())
                                        .arg(expected.size())));
        }
    }
}

void TestDecomposeMerge::randomMasks()
{
    // Traced masks have straight vertices when not simplified, holes, and bridges.
    std::mt19937 rng(2718);
    std::uniform_int_distribution<int> size(2, 24);
    std::uniform_real_distribution<double> density(0.2, 0.9);
    std::uniform_int_distribution<int> limit(3, 12);
    std::uniform_int_distribution<int> coin(0, 1);
    int shapes = 0;
    int unlimitedMerges = 0;
    for (int i = 0; i < 300; ++i) {
        const RefBitmap bitmap = refRandomBitmap(rng, size(rng), size(rng), density(rng));
        SimplifyOptions o;
        o.tolerance = coin(rng) ? 1.0 : 0.0;
        const std::size_t n = coin(rng) ? std::size_t(limit(rng)) : std::size_t(1) << 20;
        const bool keepStraight = coin(rng);
        for (const PolygonWithHoles &traced : traceMask(refToMask(bitmap))) {
            const PolygonWithHoles shape = simplifyShape(traced, o);
            const cd::IndexedPieces rings = cd::mergedTriangles(shape, n, keepStraight);
            QVERIFY2(rings.ok, qPrintable(QStringLiteral("case %1").arg(i)));
            QVERIFY2(rings.pieces == referenceMerge(shape, n, keepStraight),
                     qPrintable(QStringLiteral("case %1 (limit %2, keepStraight %3)")
                                        .arg(i)
                                        .arg(n)
                                        .arg(keepStraight)));
            ++shapes;
            unlimitedMerges += n > 12 && rings.pieces.size() > 1 ? 1 : 0;
        }
    }
    qInfo("%d random shapes, %d cut with unlimited pieces into more than one",
          shapes,
          unlimitedMerges);
    QVERIFY(shapes > 500);
    QVERIFY(unlimitedMerges > 50);
}

void TestDecomposeMerge::earsAsByFullSearch_data()
{
    QTest::addColumn<Polygon>("loop");
    QTest::newRow("triangle") << Polygon{{{0, 0}, {4, 0}, {0, 3}}};
    QTest::newRow("circle 1000") << circleOutline(1000, 300);
    QTest::newRow("circle 3000 clockwise") << [] {
        Polygon p = circleOutline(3000, 2000);
        std::reverse(p.points.begin(), p.points.end());
        return p;
    }();
    QTest::newRow("circle with a notch") << [] {
        Polygon p = circleOutline(1000, 300);
        p.points[0] = {200, 0};
        return p;
    }();
    QTest::newRow("wobbly star 200") << wobblyStar(200, 700, 1000);
    // Every vertex turns left, but the loop winds twice: not convex, not simple.
    QTest::newRow("pentagram") << Polygon{{{0, 100}, {-59, -81}, {95, 31}, {-95, 31}, {59, -81}}};
    QTest::newRow("heptagram") << [] {
        Polygon p;
        for (int k = 0; k < 7; ++k) {
            const double a = 2.0 * std::numbers::pi * (3 * k % 7) / 7;
            p.points.push_back({std::round(1000 * std::cos(a)), std::round(1000 * std::sin(a))});
        }
        return p;
    }();
}

void TestDecomposeMerge::earsAsByFullSearch()
{
    QFETCH(Polygon, loop);
    const Triangulation t = triangulate(PolygonWithHoles{loop, {}});
    const std::vector<Vec2> prepared = preparedLoop(loop, 1);
    const auto expected = referenceEars(prepared);
    QCOMPARE(t.ok, expected.has_value());
    if (!expected)
        return;
    QVERIFY(t.vertices == prepared);
    QCOMPARE(t.triangles.size(), expected->size());
    QVERIFY(t.triangles == *expected);
}

void TestDecomposeMerge::preparedLoopAsByRepeatedErase_data()
{
    // On a simple loop the straight vertices are the same whatever the order they are
    // taken in (dropping one leaves its neighbours' turns as they were), so the result
    // must equal the reference's. A loop that turns back on itself (not simple) may lose
    // different vertices in a different order; there only the promises are checked.
    QTest::addColumn<Polygon>("loop");
    QTest::addColumn<int>("orientation");
    QTest::addColumn<bool>("simple");
    QTest::newRow("empty") << Polygon{} << 1 << true;
    QTest::newRow("two points") << Polygon{{{0, 0}, {1, 1}}} << 1 << true;
    QTest::newRow("all on a line") << Polygon{{{0, 0}, {1, 1}, {2, 2}, {5, 5}}} << 1 << false;
    QTest::newRow("line there and back") << Polygon{{{0, 0}, {4, 0}, {2, 0}}} << -1 << false;
    QTest::newRow("square with straight runs")
            << Polygon{{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 3}, {0, 3}, {0, 3}, {0, 1}}}
            << 1 << true;
    QTest::newRow("square clockwise wanted")
            << Polygon{{{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}}} << -1 << true;
    QTest::newRow("spike") << Polygon{{{0, 0}, {4, 0}, {4, 4}, {4, 8}, {4, 4}, {0, 4}}} << 1
                           << false;
    QTest::newRow("closed with the first point again")
            << Polygon{{{0, 0}, {2, 0}, {2, 2}, {0, 0}}} << 1 << true;
    // Traced pixel outlines keep a vertex at every pixel corner: long straight runs.
    std::mt19937 rng(4242);
    std::uniform_int_distribution<int> size(2, 30);
    std::uniform_real_distribution<double> density(0.2, 0.9);
    for (int i = 0; i < 60; ++i) {
        const RefBitmap bitmap = refRandomBitmap(rng, size(rng), size(rng), density(rng));
        int loop = 0;
        for (const PolygonWithHoles &traced : traceMask(refToMask(bitmap))) {
            QTest::addRow("mask %d outer %d", i, loop) << traced.outer << 1 << true;
            for (const Polygon &hole : traced.holes)
                QTest::addRow("mask %d hole %d", i, loop) << hole << -1 << true;
            ++loop;
        }
    }
    // Grid points in a small range: straight runs, spikes and repeated points.
    std::uniform_int_distribution<int> coordinate(0, 3);
    std::uniform_int_distribution<int> length(3, 40);
    for (int i = 0; i < 300; ++i) {
        Polygon p;
        const int n = length(rng);
        for (int k = 0; k < n; ++k)
            p.points.push_back({double(coordinate(rng)), double(coordinate(rng))});
        QTest::addRow("random %d", i) << p << (i % 2 ? 1 : -1) << false;
    }
    // A long straight run, where erasing one by one was quadratic.
    Polygon run;
    for (int k = 0; k <= 20000; ++k)
        run.points.push_back({double(k), 0.0});
    run.points.push_back({10000.0, 5000.0});
    QTest::newRow("straight run of 20000") << run << 1 << true;
}

void TestDecomposeMerge::preparedLoopAsByRepeatedErase()
{
    QFETCH(Polygon, loop);
    QFETCH(int, orientation);
    QFETCH(bool, simple);
    const std::vector<Vec2> got = preparedLoop(loop, orientation);
    const std::vector<Vec2> expected = referencePreparedLoop(loop, orientation);
    if (simple)
        QCOMPARE(got, expected);
    QVERIFY(got.empty() || got.size() >= 3);
    // The winding is chosen before straight vertices go; only a simple loop keeps it.
    QVERIFY(!simple || got.empty() || polygonOrientation(got) == orientation);
    for (std::size_t k = 0; k < got.size(); ++k) {
        const std::size_t n = got.size();
        QVERIFY(orient2d(got[(k + n - 1) % n], got[k], got[(k + 1) % n]) != 0);
        QVERIFY(std::find(loop.points.begin(), loop.points.end(), got[k]) != loop.points.end());
    }
}

QTEST_GUILESS_MAIN(TestDecomposeMerge)
#include "tst_decomposemerge.moc"
