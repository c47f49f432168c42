// decomposeConvex against its baseline and against brute force: the fewest pieces on
// small polygons, never more pieces than decomposeConvexBaseline on a corpus of traced
// sprites and generated outlines (stars, gears, ships with holes), symmetric pieces for
// mirror-symmetric outlines, degenerate inputs, huge coordinates and rotations. The
// contract is checked by referencedecompose.h's exact oracles.

#include "referencedecompose.h"
#include <hitbox/trace/contour.h>
#include <hitbox/trace/decompose.h>
#include <hitbox/trace/simplify.h>

#include <QTest>

#include <cmath>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

PolygonWithHoles fromRef(const RefPolygon &outer, const std::vector<RefPolygon> &holes = {})
{
    PolygonWithHoles s{refToPolygon(outer), {}};
    for (const RefPolygon &h : holes)
        s.holes.push_back(refToPolygon(h));
    return s;
}

struct NamedShape
{
    QString name;
    PolygonWithHoles shape;
};

// Traced sprites (tolerance 0 and 1), generated outlines, and random masks.
std::vector<NamedShape> corpus()
{
    std::vector<NamedShape> out;
    for (const RefSyntheticShape &sprite : refSyntheticShapes()) {
        for (const double tolerance : {0.0, 1.0, 2.0}) {
            SimplifyOptions o;
            o.tolerance = tolerance;
            for (const PolygonWithHoles &traced : traceMask(refToMask(sprite.bitmap)))
                out.push_back({QStringLiteral("%1 tolerance %2").arg(sprite.name).arg(tolerance),
                               simplifyShape(traced, o)});
        }
    }
    out.push_back({"ship", fromRef(refShipOutline())});
    out.push_back({"ship with windows", fromRef(refShipOutline(), refShipWindows())});
    out.push_back({"gear 8", fromRef(refGear(8, 20, 28))});
    out.push_back({"gear 12", fromRef(refGear(12, 40, 50))});
    out.push_back({"star 5", fromRef(refStar(5, 12, 30))});
    out.push_back({"star 7", fromRef(refStar(7, 20, 40))});
    std::mt19937 rng(4242);
    std::uniform_int_distribution<int> size(3, 24);
    std::uniform_real_distribution<double> density(0.3, 0.9);
    for (int i = 0; i < 150; ++i) {
        const RefBitmap bitmap = refRandomBitmap(rng, size(rng), size(rng), density(rng));
        SimplifyOptions o;
        o.tolerance = i % 2 ? 1.0 : 0.0;
        for (const PolygonWithHoles &traced : traceMask(refToMask(bitmap)))
            out.push_back({QStringLiteral("random %1").arg(i), simplifyShape(traced, o)});
    }
    return out;
}

bool usesSteinerPoint(const PolygonWithHoles &shape, const std::vector<Polygon> &pieces)
{
    for (const Polygon &piece : pieces) {
        for (const Vec2 p : piece.points) {
            if (std::find(shape.outer.points.begin(), shape.outer.points.end(), p)
                == shape.outer.points.end())
                return true;
        }
    }
    return false;
}

} // namespace

class TestConvexPartition : public QObject
{
    Q_OBJECT

private slots:
    void fewestPiecesOnSmallPolygons();
    void neverWorseThanBaseline_data();
    void neverWorseThanBaseline();
    void symmetric_data();
    void symmetric();
    void degenerate_data();
    void degenerate();
    void hugeCoordinatesAndRotations();
};

void TestConvexPartition::fewestPiecesOnSmallPolygons()
{
    // Brute force over every set of non-crossing diagonals: decomposeConvex finds the
    // fewest pieces (or fewer, with a Steiner point on a symmetric outline).
    std::mt19937 rng(2024);
    int better = 0;
    for (int i = 0; i < 400; ++i) {
        RefStarOptions o;
        o.minRadius = 2;
        o.maxRadius = 20;
        o.maxVertices = 10;
        const RefPolygon p = i % 2 ? refRandomSmallPolygon(rng) : refRandomStarPolygon(rng, o);
        const PolygonWithHoles shape = fromRef(p);
        for (const std::size_t limit : {3, 4, 5, 8}) {
            const int fewest = refMinConvexPieces(p, limit);
            const ConvexDecomposition d = decomposeConvex(shape, limit);
            QVERIFY(d.ok);
            const std::string problem
                    = refDecompositionProblem(shape, d.pieces, limit, true, true, 12);
            QVERIFY2(problem.empty(),
                     qPrintable(QStringLiteral("case %1 limit %2: %3 %4")
                                        .arg(i)
                                        .arg(limit)
                                        .arg(QString::fromStdString(problem))
                                        .arg(QString::fromStdString(refPolygonText(p)))));
            QVERIFY2(
                    int(d.pieces.size()) == fewest
                            || (int(d.pieces.size()) < fewest && usesSteinerPoint(shape, d.pieces)),
                    qPrintable(QStringLiteral("case %1 limit %2: %3 pieces, fewest %4: %5")
                                       .arg(i)
                                       .arg(limit)
                                       .arg(d.pieces.size())
                                       .arg(fewest)
                                       .arg(QString::fromStdString(refPolygonText(p)))));
            better += decomposeConvexBaseline(shape, limit).pieces.size() > d.pieces.size();
        }
    }
    qInfo("fewer pieces than the baseline in %d of 1600 cases", better);
}

void TestConvexPartition::neverWorseThanBaseline_data()
{
    QTest::addColumn<int>("limit");
    for (const int limit : {3, 4, 8, 16})
        QTest::addRow("limit %d", limit) << limit;
}

void TestConvexPartition::neverWorseThanBaseline()
{
    QFETCH(int, limit);
    std::size_t ours = 0;
    std::size_t baseline = 0;
    for (const NamedShape &s : corpus()) {
        const ConvexDecomposition d = decomposeConvex(s.shape, std::size_t(limit));
        const ConvexDecomposition b = decomposeConvexBaseline(s.shape, std::size_t(limit));
        QVERIFY2(d.ok && b.ok, qPrintable(s.name));
        const std::string problem
                = refDecompositionProblem(s.shape, d.pieces, std::size_t(limit), false, true, 16);
        QVERIFY2(problem.empty(), qPrintable(s.name + ": " + QString::fromStdString(problem)));
        QVERIFY2(d.pieces.size() <= b.pieces.size(),
                 qPrintable(QStringLiteral("%1: %2 pieces, baseline %3")
                                    .arg(s.name)
                                    .arg(d.pieces.size())
                                    .arg(b.pieces.size())));
        ours += d.pieces.size();
        baseline += b.pieces.size();
    }
    qInfo("limit %d: %zu pieces, baseline %zu (%.3f)",
          limit,
          ours,
          baseline,
          double(ours) / double(baseline));
    if (limit > 3)
        QVERIFY(ours < baseline); // triangles cannot improve: n + 2h - 2 either way
}

void TestConvexPartition::symmetric_data()
{
    // Outlines and limits where a symmetric set of pieces is as small as any: the answer
    // must be symmetric. (Where it is not, e.g. the ship, fewer pieces win.)
    QTest::addColumn<PolygonWithHoles>("shape");
    QTest::addColumn<int>("limit");
    const auto rows = [](const char *name,
                         const RefPolygon &outer,
                         std::initializer_list<int> limits,
                         const std::vector<RefPolygon> &holes = {}) {
        for (const int limit : limits) {
            for (const int turns : {0, 1}) {
                std::vector<RefPolygon> turned;
                for (const RefPolygon &h : holes)
                    turned.push_back(refRotated90(h, turns));
                QTest::addRow("%s, limit %d%s", name, limit, turns ? ", horizontal axis" : "")
                        << fromRef(refRotated90(outer, turns), turned) << limit;
            }
        }
    };
    rows("gear", refGear(8, 20, 28), {6, 8, 16});
    rows("gear 12", refGear(12, 40, 50), {8, 16});
    rows("star 7", refStar(7, 20, 40), {6, 8});
    rows("24-gon", refGear(6, 30, 30), {6, 8, 16});
    rows("arrow", refMirrored({{0, 0}, {-8, 8}, {-3, 8}, {-3, 20}, {0, 20}}), {4, 6, 8});
    rows("gear with holes",
         refGear(8, 20, 28),
         {8},
         {{{-12, -2}, {-8, -2}, {-8, 2}, {-12, 2}}, {{12, -2}, {8, -2}, {8, 2}, {12, 2}}});
}

void TestConvexPartition::symmetric()
{
    QFETCH(PolygonWithHoles, shape);
    QFETCH(int, limit);
    const ConvexDecomposition d = decomposeConvex(shape, std::size_t(limit));
    QVERIFY(d.ok);
    QCOMPARE(refDecompositionProblem(shape, d.pieces, std::size_t(limit), true, true, 24),
             std::string());
    const Rect bounds = polygonBounds(shape.outer);
    const bool vertical = refMirrorInvariant({shape.outer}, true, 2 * bounds.x + bounds.w);
    QVERIFY2(refMirrorInvariant(d.pieces,
                                vertical,
                                vertical ? 2 * bounds.x + bounds.w : 2 * bounds.y + bounds.h),
             qPrintable(QStringLiteral("%1 pieces, not symmetric").arg(d.pieces.size())));
    QVERIFY(d.pieces.size() <= decomposeConvexBaseline(shape, std::size_t(limit)).pieces.size());
}

void TestConvexPartition::degenerate_data()
{
    // pieces: the expected count, -1 for the brute force's (fewer only with a Steiner
    // point on a symmetric outline).
    QTest::addColumn<PolygonWithHoles>("shape");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("pieces");
    const RefPolygon comb = refComb();
    const RefPolygon staircase{
            {0, 0}, {4, 0}, {4, 1}, {3, 1}, {3, 2}, {2, 2}, {2, 3}, {1, 3}, {1, 4}, {0, 4}};
    const RefPolygon frame{{0, 0}, {6, 0}, {6, 6}, {0, 6}};
    const RefPolygon frameHole{{2, 2}, {2, 4}, {4, 4}, {4, 2}};
    QTest::newRow("collinear runs") << fromRef(
            {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}, {2, 2}, {2, 1}, {1, 1}, {0, 1}})
                                    << 8 << 2;
    QTest::newRow("repeated points")
            << fromRef({{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}}) << 4 << 1;
    for (const int limit : {3, 4, 8, 16}) {
        QTest::addRow("comb, limit %d", limit) << fromRef(comb) << limit << -1;
        QTest::addRow("staircase, limit %d", limit) << fromRef(staircase) << limit << -1;
        QTest::addRow("octagon, limit %d", limit) << fromRef(refGear(2, 10, 10)) << limit << -1;
    }
    QTest::newRow("octagon, limit 1000") << fromRef(refGear(2, 10, 10)) << 1000 << 1;
    QTest::newRow("frame, limit 4") << fromRef(frame, {frameHole}) << 4 << 4;
    QTest::newRow("frame, limit 3") << fromRef(frame, {frameHole}) << 3 << 8;
    QTest::newRow("ship with windows, limit 3")
            << fromRef(refShipOutline(), refShipWindows()) << 3 << 22;
}

void TestConvexPartition::degenerate()
{
    QFETCH(PolygonWithHoles, shape);
    QFETCH(int, limit);
    QFETCH(int, pieces);
    const ConvexDecomposition d = decomposeConvex(shape, std::size_t(limit));
    QVERIFY(d.ok);
    QCOMPARE(refDecompositionProblem(shape, d.pieces, std::size_t(limit), true, true, 20),
             std::string());
    if (pieces >= 0) {
        QCOMPARE(int(d.pieces.size()), pieces);
    } else {
        const int fewest = refMinConvexPieces(*refOnGrid(shape.outer), std::size_t(limit));
        QVERIFY2(int(d.pieces.size()) == fewest
                         || (int(d.pieces.size()) < fewest && usesSteinerPoint(shape, d.pieces)),
                 qPrintable(
                         QStringLiteral("%1 pieces, fewest %2").arg(d.pieces.size()).arg(fewest)));
    }
}

void TestConvexPartition::hugeCoordinatesAndRotations()
{
    // Far from the origin and large: the same piece counts as the small shape; a quarter
    // turn or a mirror image never changes the optimal count of a hole-free outline
    // without mirror symmetry (with it, which half is cut may matter).
    RefPolygon lopsidedShip = refShipOutline();
    lopsidedShip[3].x -= 1;
    std::mt19937 rng(77);
    RefStarOptions o;
    o.minRadius = 10;
    o.maxRadius = 40;
    o.minVertices = 20;
    o.maxVertices = 40;
    const std::vector<std::pair<const char *, RefPolygon>> shapes{
            {"lopsided ship", lopsidedShip},
            {"random star 1", refRandomStarPolygon(rng, o)},
            {"random star 2", refRandomStarPolygon(rng, o)},
            {"staircase",
             {{0, 0}, {4, 0}, {4, 1}, {3, 1}, {3, 2}, {2, 2}, {2, 3}, {1, 3}, {1, 4}, {0, 4}}}};
    for (const auto &[name, p] : shapes) {
        for (const std::size_t limit : {3, 4, 8, 16}) {
            const std::size_t count = decomposeConvex(fromRef(p), limit).pieces.size();
            for (int turns = 1; turns < 4; ++turns) {
                const PolygonWithHoles turned = fromRef(refRotated90(p, turns));
                const ConvexDecomposition d = decomposeConvex(turned, limit);
                QCOMPARE(refDecompositionProblem(turned, d.pieces, limit, true, false, 12),
                         std::string());
                QVERIFY2(d.pieces.size() == count, name);
            }
            RefPolygon flipped = p;
            for (RefPoint &v : flipped)
                v.x = -v.x;
            QVERIFY2(decomposeConvex(fromRef(flipped), limit).pieces.size() == count, name);
            PolygonWithHoles huge{refToPolygon(p, 1 << 16, {1e7, -2e7}), {}};
            const ConvexDecomposition d = decomposeConvex(huge, limit);
            QCOMPARE(refDecompositionProblem(huge, d.pieces, limit, false, false, 12),
                     std::string());
            QVERIFY2(d.pieces.size() == count, name);
        }
    }
}

QTEST_GUILESS_MAIN(TestConvexPartition)
#include "tst_convexpartition.moc"
