// measureQuality: hand-computed scores and random shapes against exact point location at
// the same sample points (referencetrace.h).

#include "referencetrace.h"
#include <hitbox/trace/contour.h>
#include <hitbox/trace/quality.h>
#include <hitbox/trace/simplify.h>

#include <QTest>

#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

PolygonWithHoles rectangle(double x0, double y0, double x1, double y1)
{
    return {Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}, {}};
}

} // namespace

class TestQuality : public QObject
{
    Q_OBJECT

private slots:
    void handComputed_data();
    void handComputed();
    void tracedIsExact();
    void emptyCases();
    void overlappingShapesCountOnce();
    void randomAgainstReference();
};

void TestQuality::handComputed_data()
{
    QTest::addColumn<RefBitmap>("bitmap");
    QTest::addColumn<PolygonWithHoles>("shape");
    QTest::addColumn<double>("coverage");
    QTest::addColumn<double>("excess");
    QTest::addColumn<double>("iou");

    // 8 x 4 mask, left half solid (16 pixels).
    const RefBitmap half = refBitmapFromRows({"####....", "####....", "####....", "####...."});
    QTest::newRow("whole image over half solid")
            << half << rectangle(0, 0, 8, 4) << 1.0 << 0.5 << 0.5;
    QTest::newRow("exact") << half << rectangle(0, 0, 4, 4) << 1.0 << 0.0 << 1.0;
    // Shifted half a pixel right: 14 of 16 solid covered, 2 of 16 shape area empty.
    QTest::newRow("half pixel shift")
            << half << rectangle(0.5, 0, 4.5, 4) << 14.0 / 16 << 2.0 / 16 << 14.0 / 18;
    QTest::newRow("inside half") << half << rectangle(0, 0, 2, 4) << 0.5 << 0.0 << 0.5;
    // Partly outside the image: area outside counts as empty.
    QTest::newRow("sticking out") << half << rectangle(-2, 0, 4, 4) << 1.0 << 8.0 / 24 << 16.0 / 24;
    QTest::newRow("far away") << half << rectangle(100, 100, 104, 104) << 0.0 << 1.0 << 0.0;
    PolygonWithHoles frame = rectangle(0, 0, 4, 4);
    frame.holes.push_back(Polygon{{{1, 1}, {1, 3}, {3, 3}, {3, 1}}});
    QTest::newRow("hole over solid") << half << frame << 12.0 / 16 << 0.0 << 12.0 / 16;
}

void TestQuality::handComputed()
{
    QFETCH(RefBitmap, bitmap);
    QFETCH(PolygonWithHoles, shape);
    QFETCH(double, coverage);
    QFETCH(double, excess);
    QFETCH(double, iou);
    const std::vector<PolygonWithHoles> shapes{shape};
    for (const int k : {1, 2, 4, 16}) {
        if (k == 1 && coverage != 1.0 && coverage != 0.5 && coverage != 0.75)
            continue; // a half-pixel shift needs sub-pixel samples
        const TraceQuality q = measureQuality(refToMask(bitmap), shapes, k);
        QCOMPARE(q.coverage, coverage);
        QCOMPARE(q.excess, excess);
        QCOMPARE(q.iou, iou);
        QCOMPARE(q.solidPixels, bitmap.count());
        QCOMPARE(q.vertexCount, vertexCount(shape));
    }
}

void TestQuality::tracedIsExact()
{
    // The traced outline of any mask covers every solid sample; beyond them only the
    // saddle chamfers, whose hypotenuse passes through at most one 4 x 4 sample each.
    std::mt19937 rng(5);
    int saddles = 0;
    for (int i = 0; i < 200; ++i) {
        const RefBitmap b = refRandomBitmap(rng, 1 + int(rng() % 40), 1 + int(rng() % 40), 0.5);
        const TraceQuality q = measureQuality(refToMask(b), traceMask(refToMask(b)));
        QCOMPARE(q.coverage, 1.0);
        QCOMPARE(q.solidInside, double(b.count()));
        const int s = refSaddleCount(b);
        QVERIFY(q.shapeArea - q.solidInside <= s * 2.0 / 16);
        if (s == 0)
            QCOMPARE(q.iou, 1.0);
        saddles += s;
    }
    QVERIFY(saddles > 100);
}

void TestQuality::emptyCases()
{
    const TraceQuality none = measureQuality(Mask(4, 4), {});
    QCOMPARE(none.coverage, 1.0);
    QCOMPARE(none.excess, 0.0);
    QCOMPARE(none.iou, 1.0);
    QCOMPARE(none.shapeArea, 0.0);
    const TraceQuality nullMask = measureQuality(Mask(), {});
    QCOMPARE(nullMask.iou, 1.0);
    const RefBitmap one = refBitmapFromRows({"#"});
    const TraceQuality missed = measureQuality(refToMask(one), {});
    QCOMPARE(missed.coverage, 0.0);
    QCOMPARE(missed.iou, 0.0);
}

void TestQuality::overlappingShapesCountOnce()
{
    const RefBitmap b = refBitmapFromRows({"####", "####"});
    const std::vector<PolygonWithHoles> twice{
            rectangle(0, 0, 4, 2), rectangle(0, 0, 4, 2), rectangle(1, 0, 3, 2)};
    const TraceQuality q = measureQuality(refToMask(b), twice);
    QCOMPARE(q.shapeArea, 8.0);
    QCOMPARE(q.iou, 1.0);
    QCOMPARE(q.vertexCount, std::size_t(12));
}

void TestQuality::randomAgainstReference()
{
    // Simplified traces of random masks, plus random star polygons, against exact point
    // location at the same 4 x 4 samples. Samples exactly on an outline may go either
    // way (the kernel's half-open rule, the reference's half count): the kernel must lie
    // within half the boundary samples of the reference.
    std::mt19937 rng(1234);
    std::uniform_int_distribution<int> size(1, 30);
    std::uniform_real_distribution<double> tolerance(0.0, 3.0);
    int compared = 0;
    for (int i = 0; i < 400; ++i) {
        const RefBitmap b = refRandomBitmap(rng, size(rng), size(rng), 0.5);
        SimplifyOptions o;
        o.tolerance = tolerance(rng);
        std::vector<PolygonWithHoles> shapes;
        for (const PolygonWithHoles &s : traceMask(refToMask(b)))
            shapes.push_back(simplifyShape(s, o));
        if (std::min(b.width, b.height) >= 4) {
            RefStarOptions star;
            star.centerX = std::min(b.width, b.height) * 4.0;
            star.centerY = star.centerX;
            star.maxRadius = std::min(b.width, b.height) * 4.0;
            star.minRadius = 2.0;
            star.maxVertices = 8;
            star.clampMin = 0;
            star.clampMax = 8 * std::min(b.width, b.height);
            shapes.push_back({refToPolygon(refRandomStarPolygon(rng, star), 1.0 / 8), {}});
        }
        std::vector<RefShape> ref;
        for (const PolygonWithHoles &s : shapes)
            ref.push_back(*refOnGrid(s));
        const TraceQuality q = measureQuality(refToMask(b), shapes, 4);
        const RefOverlap r = refOverlap(b, ref, 4);
        const double slack = r.boundary / 2 + 1e-9;
        QVERIFY2(std::abs(q.shapeArea - r.shapes) <= slack,
                 qPrintable(QStringLiteral("case %1: area %2, reference %3 +- %4")
                                    .arg(i)
                                    .arg(q.shapeArea)
                                    .arg(r.shapes)
                                    .arg(slack)));
        QVERIFY2(std::abs(q.solidInside - r.both) <= slack,
                 qPrintable(QStringLiteral("case %1: solid inside %2, reference %3 +- %4")
                                    .arg(i)
                                    .arg(q.solidInside)
                                    .arg(r.both)
                                    .arg(slack)));
        QCOMPARE(double(q.solidPixels), r.solid);
        ++compared;
    }
    QCOMPARE(compared, 400);
}

QTEST_GUILESS_MAIN(TestQuality)
#include "tst_quality.moc"
