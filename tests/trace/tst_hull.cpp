// convexHull against a brute-force hull (every ordered pair of points tested as an edge
// with exact integer orientation) and hand-made cases.

#include "referencepolygon.h"
#include <hitbox/trace/hull.h>

#include <QTest>

#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

// The hull by brute force: (p, q) is an edge when every point lies strictly left of
// p -> q or on the closed segment; walking the edges from the lexicographically smallest
// point gives the counter-clockwise hull without collinear vertices.
std::vector<RefPoint> bruteForceHull(const std::vector<RefPoint> &pts)
{
    std::vector<RefPoint> unique = pts;
    std::sort(unique.begin(), unique.end(), [](RefPoint a, RefPoint b) {
        return a.x < b.x || (a.x == b.x && a.y < b.y);
    });
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    if (unique.size() < 3)
        return unique;
    std::vector<std::pair<std::size_t, std::size_t>> edges;
    for (std::size_t i = 0; i < unique.size(); ++i) {
        for (std::size_t j = 0; j < unique.size(); ++j) {
            if (i == j)
                continue;
            bool edge = true;
            for (std::size_t k = 0; k < unique.size() && edge; ++k) {
                const int o = refOrient(unique[i], unique[j], unique[k]);
                const bool between = std::min(unique[i].x, unique[j].x) <= unique[k].x
                                     && unique[k].x <= std::max(unique[i].x, unique[j].x)
                                     && std::min(unique[i].y, unique[j].y) <= unique[k].y
                                     && unique[k].y <= std::max(unique[i].y, unique[j].y);
                edge = o > 0 || (o == 0 && between);
            }
            if (edge)
                edges.push_back({i, j});
        }
    }
    if (edges.empty()) // all on one line
        return {unique.front(), unique.back()};
    std::vector<RefPoint> hull{unique.front()};
    std::size_t current = 0;
    for (;;) {
        const auto it = std::find_if(
                edges.begin(), edges.end(), [&](auto e) { return e.first == current; });
        if (it == edges.end() || it->second == 0)
            break;
        current = it->second;
        hull.push_back(unique[current]);
    }
    return hull;
}

QString show(const Polygon &p)
{
    QString s;
    for (const Vec2 v : p.points)
        s += QStringLiteral("(%1,%2)").arg(v.x).arg(v.y);
    return s;
}

} // namespace

class TestHull : public QObject
{
    Q_OBJECT

private slots:
    void handMade_data();
    void handMade();
    void randomAgainstBruteForce();
    void manyPoints();
    void polygonOverload();
};

void TestHull::handMade_data()
{
    QTest::addColumn<QList<QPointF>>("points");
    QTest::addColumn<QList<QPointF>>("hull");
    using L = QList<QPointF>;
    QTest::newRow("empty") << L{} << L{};
    QTest::newRow("one point") << L{{3, 4}} << L{{3, 4}};
    QTest::newRow("duplicates of one point") << L{{3, 4}, {3, 4}, {3, 4}} << L{{3, 4}};
    QTest::newRow("two points") << L{{5, 0}, {1, 1}} << L{{1, 1}, {5, 0}};
    QTest::newRow("collinear") << L{{2, 2}, {0, 0}, {1, 1}, {3, 3}} << L{{0, 0}, {3, 3}};
    // Counter-clockwise in math axes: from the leftmost point along the smaller y first.
    QTest::newRow("square with inside and edge points")
            << L{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {1, 1}, {1, 0}, {2, 1}, {0, 0}}
            << L{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
    QTest::newRow("triangle given clockwise")
            << L{{0, 0}, {0, 3}, {3, 0}} << L{{0, 0}, {3, 0}, {0, 3}};
    QTest::newRow("fractions") << L{{0.5, 0.25}, {1.75, 0.25}, {1.125, 2}, {1.125, 1}}
                               << L{{0.5, 0.25}, {1.75, 0.25}, {1.125, 2}};
}

void TestHull::handMade()
{
    QFETCH(QList<QPointF>, points);
    QFETCH(QList<QPointF>, hull);
    std::vector<Vec2> in;
    for (const QPointF p : points)
        in.push_back({p.x(), p.y()});
    Polygon expected;
    for (const QPointF p : hull)
        expected.points.push_back({p.x(), p.y()});
    const Polygon got = convexHull(in);
    QVERIFY2(got == expected, qPrintable(show(got)));
    if (got.points.size() >= 3)
        QCOMPARE(polygonOrientation(got), 1);
}

void TestHull::randomAgainstBruteForce()
{
    std::mt19937 rng(4242);
    std::uniform_int_distribution<int> count(0, 25);
    for (int i = 0; i < 3000; ++i) {
        const int range = i % 3 == 0 ? 3 : 20; // small ranges: many duplicates and collinear points
        std::uniform_int_distribution<std::int64_t> coordinate(-range, range);
        std::vector<RefPoint> pts(std::size_t(count(rng)));
        for (RefPoint &p : pts)
            p = {coordinate(rng), coordinate(rng)};
        std::vector<Vec2> in;
        for (const RefPoint p : pts)
            in.push_back({double(p.x), double(p.y)});
        const Polygon got = convexHull(in);
        const Polygon expected = refToPolygon(bruteForceHull(pts));
        QVERIFY2(got == expected,
                 qPrintable(QStringLiteral("case %1: got %2, expected %3")
                                    .arg(i)
                                    .arg(show(got), show(expected))));
    }
}

void TestHull::manyPoints()
{
    // Every point ends up inside or on the hull, which is convex and made of input points.
    std::mt19937 rng(7);
    std::normal_distribution<double> coordinate(0.0, 100.0);
    std::vector<Vec2> pts(100000);
    for (Vec2 &p : pts)
        p = {coordinate(rng), coordinate(rng)};
    const Polygon hull = convexHull(pts);
    QVERIFY(isConvex(hull));
    QCOMPARE(polygonOrientation(hull), 1);
    for (const Vec2 v : hull.points)
        QVERIFY(std::find(pts.begin(), pts.end(), v) != pts.end());
    for (const Vec2 p : pts)
        QVERIFY(pointInPolygon(hull, p) != Containment::Outside);
}

void TestHull::polygonOverload()
{
    const Polygon lShape{{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}};
    QCOMPARE(convexHull(lShape), (Polygon{{{0, 0}, {2, 0}, {2, 1}, {1, 2}, {0, 2}}}));
}

QTEST_GUILESS_MAIN(TestHull)
#include "tst_hull.moc"
