// triangulate and decomposeConvex: pieces convex, within the vertex limit, interiors
// disjoint, inside the shape and adding up to its area, all decided exactly on integer
// coordinates (referencetrace.h), on hand-made shapes, synthetic sprites and random masks.

#include "referencedecompose.h"
#include <hitbox/trace/contour.h>
#include <hitbox/trace/decompose.h>
#include <hitbox/trace/simplify.h>
#include <hitbox/trace/triangulate.h>

#include <QTest>

#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

PolygonWithHoles shapeOf(std::initializer_list<Vec2> outer,
                         std::initializer_list<std::initializer_list<Vec2>> holes = {})
{
    PolygonWithHoles s{Polygon{outer}, {}};
    for (const auto &h : holes)
        s.holes.push_back(Polygon{h});
    return s;
}

// Every promise of decomposeConvex; empty when all hold. `exactOverlap` adds the slab
// oracle for the pairwise interiors (coordinates must stay within refMaxCoordinate).
QString checkPieces(const PolygonWithHoles &shape,
                    const std::vector<Polygon> &pieces,
                    std::size_t limit,
                    bool exactOverlap)
{
    return QString::fromStdString(
            refDecompositionProblem(shape, pieces, limit, exactOverlap, true));
}

// Triangle count of a triangulated polygon with n vertices and h holes: n + 2h - 2.
QString checkTriangulation(const PolygonWithHoles &shape, const Triangulation &t)
{
    if (!t.ok)
        return QStringLiteral("not ok");
    const std::size_t holes = shape.holes.size();
    if (t.triangles.size() != t.vertices.size() + 2 * holes - 2)
        return QStringLiteral("%1 triangles for %2 vertices and %3 holes")
                .arg(t.triangles.size())
                .arg(t.vertices.size())
                .arg(holes);
    std::vector<Polygon> triangles;
    for (const auto &tri : t.triangles)
        triangles.push_back(Polygon{{t.vertices[tri[0]], t.vertices[tri[1]], t.vertices[tri[2]]}});
    return checkPieces(shape, triangles, 3, false);
}

} // namespace

class TestDecompose : public QObject
{
    Q_OBJECT

private slots:
    void handMade_data();
    void handMade();
    void syntheticSprites();
    void randomMasks();
    void invalidInput();
};

void TestDecompose::handMade_data()
{
    QTest::addColumn<PolygonWithHoles>("shape");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("maxPieces");

    QTest::newRow("square") << shapeOf({{0, 0}, {4, 0}, {4, 4}, {0, 4}}) << 8 << 1;
    QTest::newRow("square clockwise") << shapeOf({{0, 0}, {0, 4}, {4, 4}, {4, 0}}) << 8 << 1;
    QTest::newRow("straight vertices dropped")
            << shapeOf({{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {0, 2}}) << 4 << 1;
    QTest::newRow("L shape") << shapeOf({{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}) << 8 << 2;
    QTest::newRow("L shape in triangles")
            << shapeOf({{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}) << 3 << 4;
    QTest::newRow("limit below 3 counts as 3")
            << shapeOf({{0, 0}, {4, 0}, {4, 4}, {0, 4}}) << 1 << 2;
    QTest::newRow("frame") << shapeOf({{0, 0}, {6, 0}, {6, 6}, {0, 6}},
                                      {{{2, 2}, {2, 4}, {4, 4}, {4, 2}}})
                           << 8 << 4;
    QTest::newRow("frame, hole wound like the outer loop")
            << shapeOf({{0, 0}, {6, 0}, {6, 6}, {0, 6}}, {{{2, 2}, {4, 2}, {4, 4}, {2, 4}}}) << 8
            << 4;
    QTest::newRow("hole vertices in line with outer vertices")
            << shapeOf({{0, 0}, {9, 0}, {9, 9}, {0, 9}},
                       {{{3, 3}, {3, 6}, {6, 6}, {6, 3}},
                        {{7, 1}, {7, 2}, {8, 2}, {8, 1}},
                        {{1, 7}, {1, 8}, {2, 8}, {2, 7}}})
            << 8 << 12;
    QTest::newRow("holes side by side") << shapeOf({{0, 0}, {12, 0}, {12, 4}, {0, 4}},
                                                   {{{1, 1}, {1, 3}, {3, 3}, {3, 1}},
                                                    {{5, 1}, {5, 3}, {7, 3}, {7, 1}},
                                                    {{9, 1}, {9, 3}, {11, 3}, {11, 1}}})
                                        << 8 << 12;
    QTest::newRow("comb") << PolygonWithHoles{refToPolygon(refComb()), {}} << 8 << 4;
    QTest::newRow("saddle neck") << shapeOf({{1, 0},
                                             {1, 0.75},
                                             {1.25, 1},
                                             {2, 1},
                                             {2, 2},
                                             {1, 2},
                                             {1, 1.25},
                                             {0.75, 1},
                                             {0, 1},
                                             {0, 0}})
                                 << 8 << 4;
}

void TestDecompose::handMade()
{
    QFETCH(PolygonWithHoles, shape);
    QFETCH(int, limit);
    QFETCH(int, maxPieces);
    const ConvexDecomposition d = decomposeConvex(shape, std::size_t(limit));
    QVERIFY(d.ok);
    QCOMPARE(checkPieces(shape, d.pieces, std::size_t(std::max(limit, 3)), true), QString());
    QVERIFY2(int(d.pieces.size()) <= maxPieces, qPrintable(QString::number(d.pieces.size())));
    QCOMPARE(checkTriangulation(shape, triangulate(shape)), QString());
}

void TestDecompose::syntheticSprites()
{
    // Traced and simplified sprites, Box2D's default limit; piece counts are printed.
    for (const RefSyntheticShape &sprite : refSyntheticShapes()) {
        QString row = QStringLiteral("%1:").arg(sprite.name);
        for (const double tolerance : {0.0, 1.0}) {
            SimplifyOptions o;
            o.tolerance = tolerance;
            for (const PolygonWithHoles &traced : traceMask(refToMask(sprite.bitmap))) {
                const PolygonWithHoles shape = simplifyShape(traced, o);
                const ConvexDecomposition d = decomposeConvex(shape);
                QVERIFY(d.ok);
                const QString problem
                        = checkPieces(shape, d.pieces, box2dMaxPolygonVertices, false);
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QStringLiteral("%1: %2").arg(sprite.name, problem)));
                row += QStringLiteral(" tolerance %1: %2 vertices -> %3 pieces;")
                               .arg(tolerance)
                               .arg(vertexCount(shape))
                               .arg(d.pieces.size());
            }
        }
        qInfo("%s", qPrintable(row));
    }
}

void TestDecompose::randomMasks()
{
    std::mt19937 rng(31337);
    std::uniform_int_distribution<int> size(2, 18);
    std::uniform_real_distribution<double> density(0.2, 0.9);
    std::uniform_real_distribution<double> tolerance(0.0, 3.0);
    std::uniform_int_distribution<int> limit(3, 10);
    std::uniform_int_distribution<int> coin(0, 1);
    int shapes = 0;
    std::size_t pieces = 0;
    for (int i = 0; i < 600; ++i) {
        const RefBitmap bitmap = refRandomBitmap(rng, size(rng), size(rng), density(rng));
        SimplifyOptions o;
        o.tolerance = coin(rng) ? tolerance(rng) : 0.0;
        o.method = coin(rng) ? SimplifyMethod::Visvalingam : SimplifyMethod::DouglasPeucker;
        const std::size_t n = std::size_t(limit(rng));
        for (const PolygonWithHoles &traced : traceMask(refToMask(bitmap))) {
            const PolygonWithHoles shape = simplifyShape(traced, o);
            const ConvexDecomposition d = decomposeConvex(shape, n);
            QVERIFY2(d.ok, qPrintable(QStringLiteral("case %1").arg(i)));
            const QString problem = checkPieces(shape, d.pieces, n, true);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(
                             QStringLiteral("case %1 (limit %2): %3").arg(i).arg(n).arg(problem)));
            const QString triangles = checkTriangulation(shape, triangulate(shape));
            QVERIFY2(triangles.isEmpty(),
                     qPrintable(QStringLiteral("case %1: %2").arg(i).arg(triangles)));
            ++shapes;
            pieces += d.pieces.size();
        }
    }
    qInfo("%d random shapes, %zu pieces", shapes, pieces);
    QVERIFY(shapes > 1000);
}

void TestDecompose::invalidInput()
{
    QVERIFY(!decomposeConvex(shapeOf({{0, 0}, {1, 1}})).ok);
    QVERIFY(!decomposeConvex(shapeOf({{0, 0}, {1, 1}, {2, 2}})).ok); // zero area
    QVERIFY(decomposeConvex(shapeOf({{0, 0}, {1, 1}})).pieces.empty());
    QVERIFY(!triangulate(PolygonWithHoles{}).ok);
}

QTEST_GUILESS_MAIN(TestDecompose)
#include "tst_decompose.moc"
