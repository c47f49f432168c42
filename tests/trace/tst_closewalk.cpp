// The simplifier's close walk (closewalk_p.h): walkClose takes two points at a time where
// SSE2 is there, walkCloseScalar one. Both must stop where a plain loop over the same
// points stops and report the same largest h², bit for bit, whatever the points: far ones
// anywhere in the run, points exactly on the limits, NaN, -0.0 and huge coordinates, runs
// of every length and both strides the simplifier uses. A pair that is not both close
// hands over to the one-point loop, so only a pair let through wrongly could change the
// result: the rows put a point that is not close at every place of the run.

#include "closewalk_p.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

using namespace hitbox::collision;
using namespace hitbox::collision::detail;

class TestCloseWalk : public QObject
{
    Q_OBJECT

private slots:
    void sameStopAndLargest_data();
    void sameStopAndLargest();
};

namespace {

// The reference: the loop as the simplifier first wrote it, written out here.
CloseWalk plainWalk(const std::vector<Vec2> &points,
                    std::uint32_t o,
                    std::uint32_t run,
                    std::uint32_t stride,
                    const CloseEdge &e,
                    double largest)
{
    while (o < run) {
        const double dx = points[o].x - e.origin.x;
        const double dy = points[o].y - e.origin.y;
        const double t = dx * e.along.x + dy * e.along.y;
        const double h = e.along.x * dy - e.along.y * dx;
        if (!(t >= 0.0 && t <= e.length && h * h <= e.clearlyWithin))
            break;
        if (h * h > largest)
            largest = h * h;
        o += stride;
    }
    return {o, largest};
}

// A point at distance t along the edge and h beside it.
Vec2 pointAt(const CloseEdge &e, double t, double h)
{
    return {e.origin.x + t * e.along.x - h * e.along.y, e.origin.y + t * e.along.y + h * e.along.x};
}

} // namespace

void TestCloseWalk::sameStopAndLargest_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("stride");
    QTest::addColumn<int>("start");
    const QStringList kinds{"all close",
                            "one far",
                            "one beyond an end",
                            "on the limits",
                            "NaN",
                            "negative zero",
                            "huge"};
    for (const QString &kind : kinds) {
        for (const int count : {0, 1, 2, 3, 4, 7, 64, 65}) {
            for (const int stride : {1, 2}) {
                for (const int start : {0, 1}) {
                    const QByteArray name = QStringLiteral("%1, %2 points, stride %3, from %4")
                                                    .arg(kind)
                                                    .arg(count)
                                                    .arg(stride)
                                                    .arg(start)
                                                    .toUtf8();
                    QTest::newRow(name.constData()) << kind << count << stride << start;
                }
            }
        }
    }
}

void TestCloseWalk::sameStopAndLargest()
{
    QFETCH(QString, kind);
    QFETCH(int, count);
    QFETCH(int, stride);
    QFETCH(int, start);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double scale = kind == "huge" ? 1e15 : 1.0;
    const double angle = 0.37;
    CloseEdge e{
            {3.25 * scale, -7.5 * scale}, {std::cos(angle), std::sin(angle)}, 40.0 * scale, 0.81};
    if (kind == "huge")
        e.clearlyWithin = 0.81 * scale * scale;
    if (kind == "on the limits") // level, so that the ends and the side are met exactly
        e = {{2.0, 3.0}, {1.0, 0.0}, 8.0, 1.0};
    if (kind == "negative zero")
        e = {{-0.0, -0.0}, {1.0, 0.0}, 10.0, 0.25};
    std::mt19937 rng(std::uint32_t(count * 31 + stride * 7 + start));
    std::uniform_real_distribution<double> along(0.0, e.length);
    const double reach = std::sqrt(e.clearlyWithin);
    std::uniform_real_distribution<double> beside(-reach, reach);
    std::vector<Vec2> points;
    for (int i = 0; i < count + 2; ++i)
        points.push_back(pointAt(e, along(rng), beside(rng)));
    for (int trial = 0; trial < 4 * std::max(count, 1); ++trial) {
        std::vector<Vec2> row = points;
        const std::size_t at = row.empty() ? 0 : std::size_t(trial) % row.size();
        if (kind == "one far")
            row[at] = pointAt(e, along(rng), 2.0 * reach);
        else if (kind == "one beyond an end")
            row[at] = pointAt(e, trial % 2 ? -1e-9 * scale : e.length * (1.0 + 1e-12), 0.0);
        else if (kind == "on the limits")
            row[at] = trial % 3 == 0   ? e.origin
                      : trial % 3 == 1 ? Vec2{e.origin.x + e.length * e.along.x,
                                              e.origin.y + e.length * e.along.y}
                                       : pointAt(e, e.length / 2, reach);
        else if (kind == "NaN")
            row[at] = trial % 2 ? Vec2{nan, 0.0} : Vec2{0.0, nan};
        else if (kind == "negative zero")
            row[at] = trial % 2 ? Vec2{-0.0, -0.0} : Vec2{0.0, -0.5};
        const std::uint32_t run = std::uint32_t(count) + std::uint32_t(start);
        const double before = trial % 2 ? 0.0 : 0.5 * e.clearlyWithin;
        const CloseWalk expected
                = plainWalk(row, std::uint32_t(start), run, std::uint32_t(stride), e, before);
        for (const bool twoAtATime : {false, true}) {
            const CloseWalk walk = (twoAtATime ? walkClose : walkCloseScalar)(
                    row.data(), std::uint32_t(start), run, std::uint32_t(stride), e, before);
            QCOMPARE(walk.stop, expected.stop);
            QCOMPARE(std::bit_cast<std::uint64_t>(walk.maxSquared),
                     std::bit_cast<std::uint64_t>(expected.maxSquared));
        }
    }
}

QTEST_APPLESS_MAIN(TestCloseWalk)
#include "tst_closewalk.moc"
