// The canvas's solid-pixel tint and outline, built from the mask's words, against a
// brute-force oracle that looks at every pixel and every unit edge one by one.

#include "canvas/solidoverlay.h"

#include "model/io/maskimage.h"
#include <hitbox/mask.h>

#include <QPainterPath>
#include <QTest>
#include <set>

#include <random>
#include <tuple>

using namespace hitbox;
using namespace hitbox::editor;

namespace {

// The canvas's tint colour, and the premultiplied pixel it must become.
const QRgb colour = qRgba(30, 144, 255, 90);
const QRgb tint = qPremultiply(colour);

// A unit edge on the pixel-corner lattice: (x, y, horizontal). A horizontal one joins
// (x, y)-(x + 1, y), a vertical one (x, y)-(x, y + 1).
using UnitEdge = std::tuple<int, int, bool>;

// Oracle: every unit edge with solid on exactly one side (outside the mask is clear).
std::set<UnitEdge> bruteForceEdges(const collision::Mask &mask)
{
    std::set<UnitEdge> edges;
    for (int y = 0; y <= mask.height(); ++y) {
        for (int x = 0; x < mask.width(); ++x) {
            if (mask.test(x, y - 1) != mask.test(x, y))
                edges.insert({x, y, true});
        }
    }
    for (int x = 0; x <= mask.width(); ++x) {
        for (int y = 0; y < mask.height(); ++y) {
            if (mask.test(x - 1, y) != mask.test(x, y))
                edges.insert({x, y, false});
        }
    }
    return edges;
}

// The path cut into unit edges; fails on anything that is not an axis-aligned segment
// between integer points, or on a unit edge covered twice.
std::set<UnitEdge> pathEdges(const QPainterPath &path, QString *problem)
{
    std::set<UnitEdge> edges;
    QPointF from;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        const QPointF to(e.x, e.y);
        if (e.isMoveTo()) {
            from = to;
            continue;
        }
        if (!e.isLineTo() || to.x() != std::floor(to.x()) || to.y() != std::floor(to.y())) {
            *problem = QStringLiteral("element %1 is no line to a pixel corner").arg(i);
            return {};
        }
        const bool horizontal = from.y() == to.y();
        if (!horizontal && from.x() != to.x()) {
            *problem = QStringLiteral("element %1 is diagonal").arg(i);
            return {};
        }
        const int a = int(horizontal ? std::min(from.x(), to.x()) : std::min(from.y(), to.y()));
        const int b = int(horizontal ? std::max(from.x(), to.x()) : std::max(from.y(), to.y()));
        for (int t = a; t < b; ++t) {
            const UnitEdge edge = horizontal ? UnitEdge{t, int(from.y()), true}
                                             : UnitEdge{int(from.x()), t, false};
            if (edges.contains(edge)) {
                *problem = QStringLiteral("a unit edge is drawn twice (element %1)").arg(i);
                return {};
            }
            edges.insert(edge);
        }
        from = to;
    }
    return edges;
}

// Segments of the path: each must be a maximal run (no two segments on one line touch
// end to end), so the outline stays as short as the old per-pixel version made it.
bool runsAreMaximal(const QPainterPath &path)
{
    std::set<std::tuple<int, int, bool>> ends;   // (x, y, horizontal) of segment ends
    std::set<std::tuple<int, int, bool>> starts; // same, of segment starts
    QPointF from;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        const QPointF to(e.x, e.y);
        if (e.isLineTo()) {
            const bool horizontal = from.y() == to.y();
            const QPointF lo = horizontal ? (from.x() < to.x() ? from : to)
                                          : (from.y() < to.y() ? from : to);
            const QPointF hi = lo == from ? to : from;
            starts.insert({int(lo.x()), int(lo.y()), horizontal});
            ends.insert({int(hi.x()), int(hi.y()), horizontal});
        }
        from = to;
    }
    for (const auto &end : std::as_const(ends)) {
        if (starts.contains(end))
            return false;
    }
    return true;
}

collision::Mask randomMask(std::mt19937 &rng, int w, int h, int density)
{
    collision::Mask mask(w, h);
    std::uniform_int_distribution<int> percent(0, 99);
    // Blocks as well as noise, so long runs across word boundaries occur.
    const bool blocky = percent(rng) < 50;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const int px = blocky ? x / 7 : x;
            const int py = blocky ? y / 5 : y;
            std::seed_seq cell{px, py, density, w};
            std::mt19937 local(cell);
            mask.set(x, y, int(local() % 100) < density);
        }
    }
    return mask;
}

} // namespace

class TestSolidOverlay : public QObject
{
    Q_OBJECT

private slots:
    void handMadeOutline_data();
    void handMadeOutline();
    void randomMasksMatchBruteForce();
    void bigDisc();
};

void TestSolidOverlay::handMadeOutline_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<QPoint>>("solid");
    QTest::addColumn<int>("segments"); // counted by hand

    QTest::newRow("empty mask") << 0 << 0 << QList<QPoint>{} << 0;
    QTest::newRow("no solid pixel") << 5 << 3 << QList<QPoint>{} << 0;
    QTest::newRow("one pixel") << 1 << 1 << QList<QPoint>{{0, 0}} << 4;
    QTest::newRow("2x1 bar") << 2 << 1 << QList<QPoint>{{0, 0}, {1, 0}} << 4;
    // Two pixels touching at a corner: 8 unit edges; the two on line y = 1 and the two
    // on line x = 1 meet at the shared corner and merge, leaving 6 segments.
    QTest::newRow("diagonal pair") << 2 << 2 << QList<QPoint>{{0, 0}, {1, 1}} << 6;
    // An L of three pixels: 6 maximal segments.
    QTest::newRow("L") << 2 << 2 << QList<QPoint>{{0, 0}, {0, 1}, {1, 1}} << 6;
    // Pixels on both sides of the 64-bit word boundary form one run.
    QTest::newRow("run across words") << 130 << 1 << QList<QPoint>{{63, 0}, {64, 0}} << 4;
    QTest::newRow("last column of 256") << 256 << 2 << QList<QPoint>{{255, 0}, {255, 1}} << 4;
}

void TestSolidOverlay::handMadeOutline()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<QPoint>, solid);
    QFETCH(int, segments);
    collision::Mask mask(width, height);
    for (const QPoint p : solid)
        mask.set(p.x(), p.y());

    const QPainterPath path = solidOutlinePath(mask);
    QString problem;
    const std::set<UnitEdge> edges = pathEdges(path, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(edges, bruteForceEdges(mask));
    QCOMPARE(path.elementCount(), 2 * segments); // a moveTo and a lineTo each
    QVERIFY(runsAreMaximal(path));

    const QImage overlay = model::maskToImage(mask, colour);
    QCOMPARE(overlay.size(), QSize(width, height));
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            QCOMPARE(overlay.pixel(x, y), mask.test(x, y) ? tint : QRgb(0));
    }
}

void TestSolidOverlay::randomMasksMatchBruteForce()
{
    std::mt19937 rng(20240611);
    // Widths around the 64-bit word and the 256-bit row padding.
    const int widths[] = {1, 2, 63, 64, 65, 127, 128, 191, 255, 256, 257, 300};
    int cases = 0;
    for (int round = 0; round < 25; ++round) {
        for (const int w : widths) {
            const int h = 1 + int(rng() % 9);
            const int density = int(rng() % 101);
            const collision::Mask mask = randomMask(rng, w, h, density);
            const QString context = QStringLiteral("round %1, %2 x %3, density %4")
                                            .arg(round)
                                            .arg(w)
                                            .arg(h)
                                            .arg(density);
            const QPainterPath path = solidOutlinePath(mask);
            QString problem;
            const std::set<UnitEdge> edges = pathEdges(path, &problem);
            QVERIFY2(problem.isEmpty(), qPrintable(context + QStringLiteral(": ") + problem));
            QVERIFY2(edges == bruteForceEdges(mask), qPrintable(context));
            QVERIFY2(runsAreMaximal(path), qPrintable(context));

            const QImage overlay = model::maskToImage(mask, colour);
            for (int y = 0; y < h; ++y) {
                for (int x = 0; x < w; ++x) {
                    if (overlay.pixel(x, y) != (mask.test(x, y) ? tint : QRgb(0)))
                        QFAIL(qPrintable(context + QStringLiteral(": pixel %1, %2").arg(x).arg(y)));
                }
            }
            ++cases;
        }
    }
    QCOMPARE(cases, 300);
}

void TestSolidOverlay::bigDisc()
{
    // A 4096 x 4096 disc, the size the threshold slider must handle (64 words a row).
    const int side = 4096;
    std::vector<std::uint8_t> alpha(std::size_t(side) * side);
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            const int dx = x - side / 2;
            const int dy = y - side / 2;
            alpha[std::size_t(y) * side + x] = dx * dx + dy * dy < 1700 * 1700 ? 200 : 0;
        }
    }
    const collision::Mask mask = collision::Mask::fromAlpha(alpha.data(), side, side, side, 128);
    const QImage overlay = model::maskToImage(mask, colour);
    const QPainterPath path = solidOutlinePath(mask);
    QCOMPARE(overlay.pixel(side / 2, side / 2), tint);
    QCOMPARE(overlay.pixel(0, 0), QRgb(0));
    QCOMPARE(overlay.pixel(side / 2 + 1699, side / 2), tint);
    QCOMPARE(overlay.pixel(side / 2 + 1700, side / 2), QRgb(0));
    QVERIFY(!path.isEmpty());
}

QTEST_GUILESS_MAIN(TestSolidOverlay)
#include "tst_solidoverlay.moc"
