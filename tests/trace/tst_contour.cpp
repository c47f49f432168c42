// traceMask: hand-checked outlines, nasty inputs and random masks, all checked against
// flood-fill labelling and exact integer geometry (referencetrace.h).

#include "referencetrace.h"
#include <hitbox/trace/contour.h>

#include <QTest>

#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

Q_DECLARE_METATYPE(RefBitmap)

namespace {

QString show(const Polygon &p)
{
    QString s;
    for (const Vec2 v : p.points)
        s += QStringLiteral("(%1,%2)").arg(v.x).arg(v.y);
    return s;
}

QString show(const RefBitmap &b)
{
    QString s;
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x)
            s += b.at(x, y) ? QLatin1Char('#') : QLatin1Char('.');
        s += QLatin1Char('/');
    }
    return s;
}

// Same cyclic vertex sequence, whatever the start vertex.
bool sameLoop(const Polygon &a, const std::vector<Vec2> &b)
{
    const std::size_t n = a.points.size();
    if (n != b.size())
        return false;
    for (std::size_t start = 0; start < n; ++start) {
        bool all = true;
        for (std::size_t i = 0; i < n && all; ++i)
            all = a.points[(start + i) % n] == b[i];
        if (all)
            return true;
    }
    return n == 0;
}

// Everything traceMask promises for `bitmap`, checked against the oracles. Returns an
// empty string or the first broken promise.
QString checkTrace(const RefBitmap &bitmap, const std::vector<PolygonWithHoles> &shapes)
{
    const RefLabels groups = refGroups(bitmap, true, true);
    const std::vector<int> holeOwners = refHoleOwners(bitmap, groups);
    if (int(shapes.size()) != groups.count)
        return QStringLiteral("%1 shapes for %2 8-connected groups")
                .arg(shapes.size())
                .arg(groups.count);

    std::vector<RefShape> ref;
    double totalArea = 0.0;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const std::string problem = refShapeProblem(shapes[i], true);
        if (!problem.empty())
            return QStringLiteral("shape %1: %2").arg(i).arg(QString::fromStdString(problem));
        ref.push_back(*refOnGrid(shapes[i]));
        totalArea += area(shapes[i]);
        // No collinear consecutive vertices: only corners are kept.
        for (const RefPolygon &loop : ref.back().loops) {
            for (std::size_t k = 0; k < loop.size(); ++k) {
                if (refOrient(loop[(k + loop.size() - 1) % loop.size()],
                              loop[k],
                              loop[(k + 1) % loop.size()])
                    == 0)
                    return QStringLiteral("shape %1 has a straight vertex").arg(i);
            }
        }
    }
    // Different shapes never touch.
    for (std::size_t i = 0; i < ref.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            for (const RefPolygon &a : ref[i].loops) {
                for (const RefPolygon &b : ref[j].loops) {
                    if (refLoopsMeet(a, b))
                        return QStringLiteral("shapes %1 and %2 touch").arg(j).arg(i);
                }
            }
        }
    }
    // Pixel centres: inside exactly the shape of their group, or outside every shape.
    std::vector<int> shapeOfGroup(std::size_t(groups.count), -1);
    for (int y = 0; y < bitmap.height; ++y) {
        for (int x = 0; x < bitmap.width; ++x) {
            int inside = -1;
            for (std::size_t i = 0; i < ref.size(); ++i) {
                const RefWhere w = refWhereInShape(ref[i], 8 * x + 4, 8 * y + 4);
                if (w == RefWhere::Boundary)
                    return QStringLiteral("pixel centre (%1,%2) on an outline").arg(x).arg(y);
                if (w == RefWhere::Inside) {
                    if (inside >= 0)
                        return QStringLiteral("pixel (%1,%2) in two shapes").arg(x).arg(y);
                    inside = int(i);
                }
            }
            if (bitmap.at(x, y) != (inside >= 0))
                return QStringLiteral("pixel (%1,%2): solid %3, inside %4")
                        .arg(x)
                        .arg(y)
                        .arg(bitmap.at(x, y))
                        .arg(inside >= 0);
            if (inside < 0)
                continue;
            int &mapped = shapeOfGroup[std::size_t(groups.at(bitmap, x, y))];
            if (mapped >= 0 && mapped != inside)
                return QStringLiteral("pixel group split over shapes %1 and %2")
                        .arg(mapped)
                        .arg(inside);
            mapped = inside;
        }
    }
    // Holes: as many per shape as the background groups enclosed by its pixel group.
    for (int g = 0; g < groups.count; ++g) {
        const auto expected = std::count(holeOwners.begin(), holeOwners.end(), g);
        const std::size_t got = shapes[std::size_t(shapeOfGroup[std::size_t(g)])].holes.size();
        if (std::size_t(expected) != got)
            return QStringLiteral("group %1: %2 holes, expected %3").arg(g).arg(got).arg(expected);
    }
    // The traced area is the solid area plus one chamfer square per saddle.
    const double expectedArea = double(bitmap.count())
                                + refSaddleCount(bitmap) * traceSaddleChamfer * traceSaddleChamfer;
    if (totalArea != expectedArea)
        return QStringLiteral("area %1, expected %2").arg(totalArea).arg(expectedArea);
    return {};
}

RefBitmap checkerboard(int w, int h, int phase)
{
    RefBitmap b(w, h);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            b.set(x, y, (x + y + phase) % 2 == 0);
    }
    return b;
}

RefBitmap diagonal(int n, bool rising, int thickness)
{
    RefBitmap b(n + thickness, n);
    for (int i = 0; i < n; ++i) {
        for (int t = 0; t < thickness; ++t)
            b.set((rising ? n - 1 - i : i) + t, i);
    }
    return b;
}

RefBitmap rings(int size, int count)
{
    RefBitmap b(size, size);
    const double c = (size - 1) / 2.0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const double r = std::hypot(x - c, y - c);
            b.set(x, y, int(r / 2.0) % 2 == 0 && int(r / 2.0) < 2 * count);
        }
    }
    return b;
}

} // namespace

class TestContour : public QObject
{
    Q_OBJECT

private slots:
    void exactOutlines_data();
    void exactOutlines();
    void nastyInputs_data();
    void nastyInputs();
    void randomMasks();
    void connectivityRule();
    void saddleChamfer();
    void options();
    void emptyAndFull();
};

void TestContour::exactOutlines_data()
{
    QTest::addColumn<RefBitmap>("bitmap");
    QTest::addColumn<QList<QList<QPointF>>>("loops"); // outer loop, then holes

    const auto pts = [](std::initializer_list<QPointF> l) { return QList<QPointF>(l); };
    QTest::newRow("single pixel") << refBitmapFromRows({"#"})
                                  << QList<QList<QPointF>>{pts({{0, 0}, {1, 0}, {1, 1}, {0, 1}})};
    QTest::newRow("pixel away from origin")
            << refBitmapFromRows({"...", "..#"})
            << QList<QList<QPointF>>{pts({{2, 1}, {3, 1}, {3, 2}, {2, 2}})};
    QTest::newRow("2x2 block") << refBitmapFromRows({"##", "##"})
                               << QList<QList<QPointF>>{pts({{0, 0}, {2, 0}, {2, 2}, {0, 2}})};
    QTest::newRow("L shape") << refBitmapFromRows({"#.", "##"})
                             << QList<QList<QPointF>>{
                                        pts({{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}, {0, 2}})};
    QTest::newRow("frame with hole")
            << refBitmapFromRows({"###", "#.#", "###"})
            << QList<QList<QPointF>>{pts({{0, 0}, {3, 0}, {3, 3}, {0, 3}}),
                                     pts({{1, 1}, {1, 2}, {2, 2}, {2, 1}})};
    // Falling diagonal: the two passes through corner (1,1) cut the corners of the
    // background pixels (1,0) and (0,1).
    QTest::newRow("saddle falling") << refBitmapFromRows({"#.", ".#"})
                                    << QList<QList<QPointF>>{pts({{0, 0},
                                                                  {1, 0},
                                                                  {1, 0.75},
                                                                  {1.25, 1},
                                                                  {2, 1},
                                                                  {2, 2},
                                                                  {1, 2},
                                                                  {1, 1.25},
                                                                  {0.75, 1},
                                                                  {0, 1}})};
    QTest::newRow("saddle rising") << refBitmapFromRows({".#", "#."})
                                   << QList<QList<QPointF>>{pts({{1, 0},
                                                                 {2, 0},
                                                                 {2, 1},
                                                                 {1.25, 1},
                                                                 {1, 1.25},
                                                                 {1, 2},
                                                                 {0, 2},
                                                                 {0, 1},
                                                                 {0.75, 1},
                                                                 {1, 0.75}})};
}

void TestContour::exactOutlines()
{
    QFETCH(RefBitmap, bitmap);
    QFETCH(QList<QList<QPointF>>, loops);
    const std::vector<PolygonWithHoles> shapes = traceMask(refToMask(bitmap));
    QCOMPARE(shapes.size(), std::size_t(1));
    QCOMPARE(shapes[0].holes.size(), std::size_t(loops.size() - 1));
    for (qsizetype i = 0; i < loops.size(); ++i) {
        std::vector<Vec2> expected;
        for (const QPointF p : loops[i])
            expected.push_back({p.x(), p.y()});
        const Polygon &got = i == 0 ? shapes[0].outer : shapes[0].holes[std::size_t(i - 1)];
        QVERIFY2(sameLoop(got, expected), qPrintable(show(got)));
    }
    QCOMPARE(checkTrace(bitmap, shapes), QString());
}

void TestContour::nastyInputs_data()
{
    QTest::addColumn<RefBitmap>("bitmap");
    QTest::newRow("checkerboard 2x2") << checkerboard(2, 2, 0);
    QTest::newRow("checkerboard 7x5") << checkerboard(7, 5, 0);
    QTest::newRow("checkerboard 8x8 odd phase") << checkerboard(8, 8, 1);
    QTest::newRow("checkerboard 33x31") << checkerboard(33, 31, 0);
    QTest::newRow("checkerboard across words") << checkerboard(130, 6, 1);
    QTest::newRow("falling diagonal line") << diagonal(20, false, 1);
    QTest::newRow("rising diagonal line") << diagonal(20, true, 1);
    QTest::newRow("thick diagonal") << diagonal(15, true, 2);
    QTest::newRow("single pixels") << refBitmapFromRows({"#.#.#", ".....", "#...#", "..#.."});
    QTest::newRow("touching blobs") << refBitmapFromRows(
            {"###....", "###....", "###....", "...####", "...####", "...####"});
    QTest::newRow("blobs touching at two corners")
            << refBitmapFromRows({"##..##", "##..##", "..##..", "..##..", "##..##", "##..##"});
    QTest::newRow("hole touching outside at a corner") << refBitmapFromRows({"##.", "#.#", "###"});
    QTest::newRow("hole touching hole at a corner")
            << refBitmapFromRows({"#####", "#.###", "##.##", "#####"});
    QTest::newRow("rings") << rings(31, 3);
    QTest::newRow("island in a hole") << refBitmapFromRows(
            {"#######", "#.....#", "#.###.#", "#.#.#.#", "#.###.#", "#.....#", "#######"});
    QTest::newRow("island touching ring at a corner")
            << refBitmapFromRows({"#####", "#...#", "#..##", "#...#", "#####"});
    QTest::newRow("comb") << refBitmapFromRows(
            {"#.#.#.#.#", "#.#.#.#.#", "#########", ".#.#.#.#.", "#########"});
    QTest::newRow("one row") << refBitmapFromRows({"##.#.###.#"});
    QTest::newRow("one column") << refBitmapFromRows({"#", "#", ".", "#"});
    QTest::newRow("word boundary") << [] {
        RefBitmap b(129, 3);
        for (int x = 60; x < 129; ++x)
            b.set(x, 1);
        b.set(63, 0);
        b.set(64, 2);
        b.set(127, 0);
        b.set(128, 2);
        return b;
    }();
}

void TestContour::nastyInputs()
{
    QFETCH(RefBitmap, bitmap);
    const std::vector<PolygonWithHoles> shapes = traceMask(refToMask(bitmap));
    QCOMPARE(checkTrace(bitmap, shapes), QString());
}

void TestContour::randomMasks()
{
    std::mt19937 rng(20240611);
    std::uniform_int_distribution<int> size(1, 20);
    std::uniform_real_distribution<double> density(0.05, 0.95);
    for (int i = 0; i < 1500; ++i) {
        const RefBitmap bitmap = refRandomBitmap(rng, size(rng), size(rng), density(rng));
        const QString problem = checkTrace(bitmap, traceMask(refToMask(bitmap)));
        QVERIFY2(problem.isEmpty(),
                 qPrintable(QStringLiteral("case %1 %2: %3").arg(i).arg(show(bitmap), problem)));
    }
}

void TestContour::connectivityRule()
{
    // Solids are 8-connected: a diagonal line is one shape, however long.
    QCOMPARE(traceMask(refToMask(diagonal(50, false, 1))).size(), std::size_t(1));
    // The background is 4-connected: each non-solid pixel of a checkerboard's interior is a
    // hole of its own, even though it touches others at corners.
    const std::vector<PolygonWithHoles> board = traceMask(refToMask(checkerboard(7, 7, 0)));
    QCOMPARE(board.size(), std::size_t(1));
    QCOMPARE(board[0].holes.size(), std::size_t(12)); // the 5x5 interior has 12 background pixels
    // A background pixel touching the outside only at a corner is a hole.
    QCOMPARE(traceMask(refToMask(refBitmapFromRows({"##.", "#.#", "###"})))[0].holes.size(),
             std::size_t(1));
}

void TestContour::saddleChamfer()
{
    // Each saddle adds exactly traceSaddleChamfer^2 of area; the two passes stay
    // 2 * traceSaddleChamfer apart along each axis.
    const RefBitmap b = refBitmapFromRows({"#.", ".#"});
    const std::vector<PolygonWithHoles> shapes = traceMask(refToMask(b));
    QCOMPARE(area(shapes[0]), 2.0 + traceSaddleChamfer * traceSaddleChamfer);
    QCOMPARE(validatePolygon(shapes[0].outer).problem, PolygonProblem::None);
}

void TestContour::options()
{
    const RefBitmap b
            = refBitmapFromRows({"#####..#", "#...#...", "#.#.#...", "#...#.##", "#####.##"});
    // Shapes: the framed square (area 25 minus a 9-pixel hole ring containing a 1-pixel
    // island), the island, the lone pixel, the 2x2 block.
    TraceOptions all;
    std::vector<PolygonWithHoles> shapes = traceMask(refToMask(b), all);
    QCOMPARE(shapes.size(), std::size_t(4));
    QCOMPARE(checkTrace(b, shapes), QString());

    TraceOptions noHoles;
    noHoles.holes = false;
    shapes = traceMask(refToMask(b), noHoles);
    QCOMPARE(shapes.size(), std::size_t(4));
    QCOMPARE(area(shapes[0]), 25.0);
    for (const PolygonWithHoles &s : shapes)
        QVERIFY(s.holes.empty());

    TraceOptions big;
    big.minArea = 4.0; // keeps the 25 and the 4, drops the single pixels
    shapes = traceMask(refToMask(b), big);
    QCOMPARE(shapes.size(), std::size_t(2));
    QCOMPARE(area(shapes[0]), 25.0 - 9.0);
    QCOMPARE(area(shapes[1]), 4.0);

    TraceOptions bigHoles;
    bigHoles.minHoleArea = 9.5; // the 3x3 hole encloses exactly 9: filled
    shapes = traceMask(refToMask(b), bigHoles);
    QCOMPARE(shapes[0].holes.size(), std::size_t(0));
    bigHoles.minHoleArea = 9.0;
    shapes = traceMask(refToMask(b), bigHoles);
    QCOMPARE(shapes[0].holes.size(), std::size_t(1));

    TraceOptions moved;
    moved.offset = {-2.5, 10.0};
    shapes = traceMask(refToMask(refBitmapFromRows({"#"})), moved);
    QVERIFY(sameLoop(shapes[0].outer, {{-2.5, 10}, {-1.5, 10}, {-1.5, 11}, {-2.5, 11}}));
}

void TestContour::emptyAndFull()
{
    QVERIFY(traceMask(Mask()).empty());
    QVERIFY(traceMask(Mask(40, 3)).empty());
    RefBitmap full(70, 2);
    std::fill(full.bits.begin(), full.bits.end(), 1);
    const std::vector<PolygonWithHoles> shapes = traceMask(refToMask(full));
    QCOMPARE(shapes.size(), std::size_t(1));
    QVERIFY(sameLoop(shapes[0].outer, {{0, 0}, {70, 0}, {70, 2}, {0, 2}}));
}

QTEST_GUILESS_MAIN(TestContour)
#include "tst_contour.moc"
