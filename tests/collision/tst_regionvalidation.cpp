// validateRegion, the rules of a valid PolygonWithHoles (the one home of the rule the
// document validation, the collider and exports use): hand-made cases of every problem,
// random shapes with holes against the exact integer reference of referencetrace.h, and
// hostile sizes that must stay fast.

#include "referencetrace.h"
#include "simplicitysweep.h"
#include <hitbox/shapes.h>

#include <QTest>

#include <algorithm>
#include <numbers>
#include <numeric>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

Q_DECLARE_METATYPE(hitbox::collision::PolygonWithHoles)
Q_DECLARE_METATYPE(hitbox::collision::RegionProblem)

namespace {

Polygon rect(double x0, double y0, double x1, double y1)
{
    return Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}};
}

// A polygon with the vertex order reversed (the other winding).
Polygon reversed(Polygon p)
{
    std::reverse(p.points.begin(), p.points.end());
    return p;
}

// A C-shaped outline: the square 0..10 with the notch 3..10 x 4..6 cut from its right side.
Polygon cShape()
{
    return Polygon{{{0, 0}, {10, 0}, {10, 4}, {3, 4}, {3, 6}, {10, 6}, {10, 10}, {0, 10}}};
}

// A random triangle or axis-aligned rectangle with half-pixel coordinates in 0..12.
Polygon randomLoop(std::mt19937 &rng)
{
    std::uniform_int_distribution<int> coord(0, 24);
    const auto c = [&] { return coord(rng) / 2.0; };
    if (rng() % 2 == 0)
        return Polygon{{{c(), c()}, {c(), c()}, {c(), c()}}};
    double x0 = c(), x1 = c(), y0 = c(), y1 = c();
    if (x0 > x1)
        std::swap(x0, x1);
    if (y0 > y1)
        std::swap(y0, y1);
    return rect(x0, y0, x1, y1);
}

} // namespace

class TestRegionValidation : public QObject
{
    Q_OBJECT

private slots:
    void handMade_data();
    void handMade();
    void randomVsReference();
    void quickProofVsReference();
    void quickProofManyHoles();
    void containmentFromSomeEdges();
    void hostileSizes_data();
    void hostileSizes();
};

void TestRegionValidation::handMade_data()
{
    QTest::addColumn<PolygonWithHoles>("shape");
    QTest::addColumn<RegionProblem>("problem");
    QTest::addColumn<int>("loop");
    QTest::addColumn<int>("otherLoop");
    const Polygon outer = rect(0, 0, 10, 10);
    QTest::newRow("no holes") << PolygonWithHoles{outer, {}} << RegionProblem::None << 0 << 0;
    QTest::newRow("two holes") << PolygonWithHoles{outer,
                                                   {rect(1, 1, 3, 3), reversed(rect(5, 5, 8, 8))}}
                               << RegionProblem::None << 0 << 0;
    QTest::newRow("hole in a concave outline")
            << PolygonWithHoles{cShape(), {rect(1, 1, 2, 9), rect(4, 1, 9, 3)}}
            << RegionProblem::None << 0 << 0;
    QTest::newRow("outline invalid")
            << PolygonWithHoles{Polygon{{{0, 0}, {10, 10}, {10, 0}, {0, 10}}}, {rect(4, 4, 5, 5)}}
            << RegionProblem::InvalidLoop << 0 << 0;
    QTest::newRow("second hole has 2 points")
            << PolygonWithHoles{outer, {rect(1, 1, 2, 2), Polygon{{{5, 5}, {6, 6}}}}}
            << RegionProblem::InvalidLoop << 2 << 0;
    QTest::newRow("hole outside") << PolygonWithHoles{outer,
                                                      {rect(1, 1, 2, 2), rect(11, 11, 12, 12)}}
                                  << RegionProblem::HoleOutside << 2 << 0;
    QTest::newRow("hole in the notch of a C") << PolygonWithHoles{cShape(), {rect(5, 4.5, 8, 5.5)}}
                                              << RegionProblem::HoleOutside << 1 << 0;
    QTest::newRow("hole around the outline") << PolygonWithHoles{outer, {rect(-1, -1, 11, 11)}}
                                             << RegionProblem::HoleOutside << 1 << 0;
    QTest::newRow("hole in hole") << PolygonWithHoles{outer, {rect(4, 4, 5, 5), rect(2, 2, 8, 8)}}
                                  << RegionProblem::HoleInHole << 1 << 2;
    QTest::newRow("hole crosses outline")
            << PolygonWithHoles{outer, {rect(8, 4, 12, 6)}} << RegionProblem::LoopsTouch << 0 << 1;
    QTest::newRow("hole touches outline at a vertex")
            << PolygonWithHoles{outer, {Polygon{{{10, 5}, {8, 4}, {8, 6}}}}}
            << RegionProblem::LoopsTouch << 0 << 1;
    QTest::newRow("hole touches outline along an edge")
            << PolygonWithHoles{outer, {rect(8, 4, 10, 6)}} << RegionProblem::LoopsTouch << 0 << 1;
    QTest::newRow("holes share a vertex")
            << PolygonWithHoles{outer, {rect(1, 1, 3, 3), rect(3, 3, 5, 5)}}
            << RegionProblem::LoopsTouch << 1 << 2;
    QTest::newRow("vertex of one hole on an edge of another")
            << PolygonWithHoles{outer, {rect(1, 1, 3, 3), Polygon{{{3, 2}, {5, 1}, {5, 3}}}}}
            << RegionProblem::LoopsTouch << 1 << 2;
    QTest::newRow("holes cross") << PolygonWithHoles{outer, {rect(1, 1, 4, 4), rect(2, 2, 6, 6)}}
                                 << RegionProblem::LoopsTouch << 1 << 2;
    QTest::newRow("equal holes") << PolygonWithHoles{outer,
                                                     {rect(1, 1, 4, 4), reversed(rect(1, 1, 4, 4))}}
                                 << RegionProblem::LoopsTouch << 1 << 2;
}

void TestRegionValidation::handMade()
{
    QFETCH(PolygonWithHoles, shape);
    QFETCH(RegionProblem, problem);
    QFETCH(int, loop);
    QFETCH(int, otherLoop);
    const RegionValidation v = validateRegion(shape);
    QCOMPARE(v.problem, problem);
    QCOMPARE(int(v.loop), loop);
    QCOMPARE(int(v.otherLoop), otherLoop);
    QCOMPARE(v.isValid(), refShapeProblem(shape, false).empty());
    // The quick proof (for valid loops) never vouches for a problem, and holds for these
    // valid shapes.
    if (problem != RegionProblem::InvalidLoop) {
        QCOMPARE(hitbox::collision::detail::loopsApartAndNested(shape),
                 problem == RegionProblem::None);
    }
}

void TestRegionValidation::randomVsReference()
{
    // Small loops on a half-pixel grid touch, cross and nest often; the reference decides
    // with exact integer arithmetic and its own algorithms.
    std::mt19937 rng(20261124);
    int valid = 0;
    for (int round = 0; round < 20000; ++round) {
        PolygonWithHoles shape;
        switch (round % 3) {
        case 0:
            shape.outer = rect(0, 0, 12, 12);
            break;
        case 1:
            shape.outer = cShape();
            break;
        default:
            shape.outer = randomLoop(rng);
            break;
        }
        const int holes = 1 + int(rng() % 4);
        for (int h = 0; h < holes; ++h)
            shape.holes.push_back(rng() % 2 ? randomLoop(rng) : reversed(randomLoop(rng)));
        const std::string reference = refShapeProblem(shape, false);
        const RegionValidation v = validateRegion(shape);
        QVERIFY2(v.isValid() == reference.empty(),
                 qPrintable(QStringLiteral("round %1: kernel %2, reference \"%3\"")
                                    .arg(round)
                                    .arg(int(v.problem))
                                    .arg(QString::fromStdString(reference))));
        valid += v.isValid() ? 1 : 0;
    }
    // Both verdicts are common, so the comparison means something.
    QVERIFY2(valid > 1000 && valid < 19000, qPrintable(QString::number(valid)));
}

void TestRegionValidation::quickProofVsReference()
{
    // validateRegion first tries a quick proof (edges of different loops apart, then one
    // vertex per loop for the nesting) and sweeps only when it fails: it must never vouch
    // for a shape the reference rejects, and should hold for most valid ones.
    std::mt19937 rng(20261128);
    int valid = 0;
    int proven = 0;
    for (int round = 0; round < 20000; ++round) {
        PolygonWithHoles shape;
        shape.outer = round % 2 ? rect(0, 0, 12, 12) : cShape();
        if (round % 5 == 0)
            shape.outer = randomLoop(rng);
        const int holes = 1 + int(rng() % 6);
        for (int h = 0; h < holes; ++h)
            shape.holes.push_back(rng() % 2 ? randomLoop(rng) : reversed(randomLoop(rng)));
        if (!validateRegion(shape).isValid()
            && validateRegion(shape).problem == RegionProblem::InvalidLoop)
            continue; // the proof assumes valid loops
        const bool reference = refShapeProblem(shape, false).empty();
        const bool proof = hitbox::collision::detail::loopsApartAndNested(shape);
        QVERIFY2(!proof || reference, qPrintable(QStringLiteral("round %1").arg(round)));
        valid += reference ? 1 : 0;
        proven += proof ? 1 : 0;
    }
    QVERIFY2(valid > 500, qPrintable(QString::number(valid)));
    QCOMPARE(proven, valid);
}

// Past 16 holes the quick proof puts the outer loop's edges in rows and asks only the holes
// whose bounds overlap in x: wobbly round outlines of 80 to 400 vertices (short edges, as
// traced outlines have) with 17 to 60 small holes on a jittered lattice inside, and in three rounds
// of four one change: a hole moved anywhere (outside, across the outline, onto another), a hole put
// inside another, or a hole touching another.
void TestRegionValidation::quickProofManyHoles()
{
    std::mt19937 rng(20261128);
    const auto half = [&](int n) { return 0.5 * double(rng() % n); };
    int valid = 0;
    int proven = 0;
    for (int round = 0; round < 1500; ++round) {
        PolygonWithHoles shape;
        const int corners = 80 + int(rng() % 320);
        for (int i = 0; i < corners; ++i) {
            const double angle = 2 * std::numbers::pi * i / corners;
            const double radius = 22.0 + half(8) + (i % 7 == 0 ? half(20) : 0.0);
            shape.outer.points.push_back({std::round(80 + 2 * radius * std::cos(angle)) / 2,
                                          std::round(80 + 2 * radius * std::sin(angle)) / 2});
        }
        if (!validatePolygon(shape.outer).isValid())
            continue;
        std::vector<int> cells(81);
        std::iota(cells.begin(), cells.end(), 0);
        std::shuffle(cells.begin(), cells.end(), rng);
        const int holes = 17 + int(rng() % 44);
        for (int h = 0; h < holes; ++h) {
            const double x = 27 + 3 * (cells[h] % 9) + half(2),
                         y = 27 + 3 * (cells[h] / 9) + half(2);
            const double size = 0.5 + half(4);
            const Polygon hole = rng() % 2 ? rect(x, y, x + size, y + size)
                                           : Polygon{{{x, y}, {x + size, y}, {x, y + size}}};
            shape.holes.push_back(rng() % 2 ? hole : reversed(hole));
        }
        const std::size_t h = rng() % shape.holes.size();
        const Vec2 corner = shape.holes[h].points.front();
        switch (round % 4) {
        case 1: { // anywhere
            const double x = half(161), y = half(161);
            shape.holes[h] = rect(x, y, x + 0.5 + half(8), y + 0.5 + half(8));
            break;
        }
        case 2: // a big hole around a small one
            shape.holes.push_back(rect(corner.x - 0.5, corner.y - 0.5, corner.x + 3, corner.y + 3));
            std::swap(shape.holes.back(), shape.holes[rng() % shape.holes.size()]);
            break;
        case 3: // a hole sharing a corner or an edge with another
            shape.holes.push_back(
                    rect(corner.x - 1, corner.y - (rng() % 2 ? 1 : 0.5), corner.x, corner.y));
            break;
        default:
            break;
        }
        const RegionValidation kernel = validateRegion(shape);
        if (!kernel.isValid() && kernel.problem == RegionProblem::InvalidLoop)
            continue; // the proof assumes valid loops
        const bool reference = refShapeProblem(shape, false).empty();
        QCOMPARE(kernel.isValid(), reference);
        const bool proof = hitbox::collision::detail::loopsApartAndNested(shape);
        QVERIFY2(!proof || reference, qPrintable(QStringLiteral("round %1").arg(round)));
        valid += reference ? 1 : 0;
        proven += proof ? 1 : 0;
    }
    QVERIFY2(valid > 200 && valid < 1200, qPrintable(QString::number(valid)));
    QCOMPARE(proven, valid);
}

// pointInPolygonAmong, which the proof asks with the outer loop's edges of one row, against
// the reference's winding count (quadrant changes, not a ray) at every half-pixel point
// around random small polygons: from the edges whose y range holds the point, in reverse
// order, and from every edge. Vertices and edges are hit often.
void TestRegionValidation::containmentFromSomeEdges()
{
    std::mt19937 rng(20261129);
    int counts[3] = {0, 0, 0};
    for (int round = 0; round < 400; ++round) {
        const RefPolygon ref = refRandomSmallPolygon(rng);
        const Polygon polygon = refToPolygon(ref);
        const std::vector<Vec2> &pts = polygon.points;
        for (std::int64_t y2 = -2; y2 <= 14; ++y2) {
            for (std::int64_t x2 = -2; x2 <= 14; ++x2) {
                const Vec2 point{x2 / 2.0, y2 / 2.0};
                std::vector<std::uint32_t> near, all;
                for (std::size_t i = pts.size(); i-- > 0;) {
                    const Vec2 a = pts[i], b = pts[(i + 1) % pts.size()];
                    all.push_back(std::uint32_t(i));
                    if (std::min(a.y, b.y) <= point.y && point.y <= std::max(a.y, b.y))
                        near.push_back(std::uint32_t(i));
                }
                const RefWhere where = refPointInPolygon(ref, x2, y2, 2);
                const Containment expected = where == RefWhere::Inside     ? Containment::Inside
                                             : where == RefWhere::Boundary ? Containment::Boundary
                                                                           : Containment::Outside;
                QCOMPARE(hitbox::collision::detail::pointInPolygonAmong(pts, near, point),
                         expected);
                QCOMPARE(hitbox::collision::detail::pointInPolygonAmong(pts, all, point), expected);
                ++counts[int(where)];
            }
        }
    }
    // Every answer is common, so the comparison means something.
    QVERIFY(counts[0] > 1000 && counts[1] > 1000 && counts[2] > 1000);
}

void TestRegionValidation::hostileSizes_data()
{
    QTest::addColumn<PolygonWithHoles>("shape");
    QTest::addColumn<bool>("valid");
    // A 10^5-vertex outline with 4,096 holes: the loops are checked by one sweep.
    PolygonWithHoles comb;
    const int teeth = 25000;
    for (int i = 0; i < teeth; ++i) {
        comb.outer.points.push_back({0, 4.0 * i});
        comb.outer.points.push_back({1e6, 4.0 * i});
        comb.outer.points.push_back({1e6, 4.0 * i + 3});
        comb.outer.points.push_back({1, 4.0 * i + 3});
    }
    comb.outer.points.push_back({1, 4.0 * teeth});
    comb.outer.points.push_back({-1, 4.0 * teeth});
    comb.outer.points.push_back({-1, -1});
    comb.outer.points.push_back({0, -1});
    for (int h = 0; h < 4096; ++h)
        comb.holes.push_back(rect(10.0 + 200.0 * h, 4.0 * h + 1, 100.0 + 200.0 * h, 4.0 * h + 2));
    QTest::newRow("comb, 4096 holes") << comb << true;
    PolygonWithHoles touching = comb;
    touching.holes.back() = rect(10.0, 4.0 * 4095 + 1, 1e6, 4.0 * 4095 + 2);
    QTest::newRow("comb, last hole touches") << touching << false;
    // 4,096 nested squares: every hole's bounds hold the next one.
    PolygonWithHoles nested{rect(-1, -1, 1e5, 1e5), {}};
    for (int h = 0; h < 4096; ++h)
        nested.holes.push_back(rect(10.0 * h, 10.0 * h, 1e5 - 10.0 * h - 2, 1e5 - 10.0 * h - 2));
    QTest::newRow("nested holes") << nested << false;
}

void TestRegionValidation::hostileSizes()
{
    QFETCH(PolygonWithHoles, shape);
    QFETCH(bool, valid);
    QCOMPARE(validateRegion(shape).isValid(), valid);
}

QTEST_GUILESS_MAIN(TestRegionValidation)
#include "tst_regionvalidation.moc"
