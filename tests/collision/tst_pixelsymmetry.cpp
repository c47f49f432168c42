// The symmetric pixel rule (docs/collision.md, "Pixel masks"): a solid pixel a of A and a
// solid pixel b of B collide iff a's centre lands in b's pixel or b's centre lands in a's
// pixel. Checked against the byte-plane reference of referencepixel.h (its own arithmetic,
// pair by pair for small sprites), always with A and B swapped as well, on hand-made cases
// (issue 9's example among them) and on seeded random ones: tiny rotated and scaled
// sprites, quarter turns, mirrors, fractional translations and huge coordinates. Also
// checks that every user of the pixel tier (tiers, pipeline, world, point probe) answers
// by this rule.

#include "pixeloverlapfixture.h"
#include "plainpixelscan.h"
#include "tierfixtures.h"

#include <hitbox/geometry.h>
#include <hitbox/mask.h>
#include <hitbox/pipeline.h>
#include <hitbox/world.h>

#include <QList>
#include <QPoint>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace hc = hitbox::collision;
using hc::Mask;
using hc::PixelDetail;
using hc::PixelPoint;
using hc::Transform;
using namespace hitbox::testing;

namespace {

// A placement as a table cell: position x, y, pivot x, y, rotation, scale x, y.
using Row = QList<double>;

RefPlacement placementOf(const Row &r)
{
    return RefPlacement{r[0], r[1], r[2], r[3], r[4], r[5], r[6]};
}

// Empty when every answer of the pixel tier for A placed by pa against B placed by pb is the
// reference's, else what differs.
QString mismatch(const Mask &ma,
                 const RefPlacement &pa,
                 const Mask &mb,
                 const RefPlacement &pb,
                 const RefSymmetricResult &ref)
{
    const std::optional<PixelPoint> first
            = ref.first ? std::optional<PixelPoint>(PixelPoint{ref.first->x, ref.first->y})
                        : std::nullopt;
    return pixelMismatch(ma, toTransform(pa), mb, toTransform(pb), ref.count, first, ref.mask);
}

} // namespace

class TestPixelSymmetry : public QObject
{
    Q_OBJECT

private slots:
    void byHand_data();
    void byHand();
    void everyUserAgrees_data();
    void everyUserAgrees();
    void probeIsHalfOpen();
    void randomAgainstReference_data();
    void randomAgainstReference();
    void solidInteriorsMatchPlainScan();
};

void TestPixelSymmetry::byHand_data()
{
    QTest::addColumn<int>("widthA");
    QTest::addColumn<int>("heightA");
    QTest::addColumn<QList<QPoint>>("solidA");
    QTest::addColumn<Row>("placementA");
    QTest::addColumn<int>("widthB");
    QTest::addColumn<int>("heightB");
    QTest::addColumn<QList<QPoint>>("solidB");
    QTest::addColumn<Row>("placementB");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<qint64>("countA"); // colliding pixels of A (of B when swapped: countB)
    QTest::addColumn<qint64>("countB");

    const QList<QPoint> one{{0, 0}};
    // Issue 9: a 1x1 sprite scaled 10x at (0, 0) covers [0, 10)^2; its only centre lands at
    // (5, 5), outside the 1x1 sprite at (2, 2), whose centre (2.5, 2.5) lies in it.
    QTest::newRow("issue 9: 10x sprite over a 1x1 at (2, 2)")
            << 1 << 1 << one << Row{0, 0, 0, 0, 0, 10, 10} << 1 << 1 << one
            << Row{2, 2, 0, 0, 0, 1, 1} << true << qint64(1) << qint64(1);
    // A speck drawn over a pixel: B's 3x3 at 0.1x covers [0.3, 0.6)^2 and only its middle
    // pixel is solid; A's centre (0.5, 0.5) lands on B's empty pixel (2, 2).
    QTest::newRow("tiny sprite on a pixel")
            << 1 << 1 << one << Row{0, 0, 0, 0, 0, 1, 1} << 3 << 3 << QList<QPoint>{{1, 1}}
            << Row{0.3, 0.3, 0, 0, 0, 0.1, 0.1} << true << qint64(1) << qint64(1);
    // Fractional translation by exactly half a pixel: A's solid pixel 1 has its centre
    // (1.5, 0) on B's right edge (outside), B's centre (1, 0.5) on A's pixel 1's left edge
    // (inside). The word path takes the union of the offsets 0 and 1.
    QTest::newRow("half pixel: B's centre on A's pixel edge")
            << 2 << 1 << QList<QPoint>{{1, 0}} << Row{0, 0, 0, 0, 0, 1, 1} << 1 << 1 << one
            << Row{0.5, 0, 0, 0, 0, 1, 1} << true << qint64(1) << qint64(1);
    QTest::newRow("half pixel both axes, 2x2 solid")
            << 2 << 2 << QList<QPoint>{{0, 0}, {1, 0}, {0, 1}, {1, 1}} << Row{0, 0, 0, 0, 0, 1, 1}
            << 2 << 2 << QList<QPoint>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}
            << Row{0.5, 0.5, 0, 0, 0, 1, 1} << true << qint64(4) << qint64(4);
    // The squares overlap, but no centre lands in the other sprite: no collision.
    QTest::newRow("squares overlap, no centre inside")
            << 1 << 1 << one << Row{0, 0, 0, 0, 0, 2, 2} << 1 << 1 << one
            << Row{1.5, 0.5, 0, 0, 0, 1, 1} << false << qint64(0) << qint64(0);
    // Rotated by 45 degrees about its centre, B's 1x1 sits on A's pixel corner at (1, 1):
    // its centre lands on the top-left corner of A's pixel (1, 1) (half-open: inside).
    QTest::newRow("45 degrees on a corner")
            << 2 << 2 << QList<QPoint>{{1, 1}} << Row{0, 0, 0, 0, 0, 1, 1} << 1 << 1 << one
            << Row{1, 1, 0.5, 0.5, 45, 1, 1} << true << qint64(1) << qint64(1);
    QTest::newRow("45 degrees on a corner, A's pixel (0, 0)")
            << 2 << 2 << QList<QPoint>{{0, 0}} << Row{0, 0, 0, 0, 0, 1, 1} << 1 << 1 << one
            << Row{1, 1, 0.5, 0.5, 45, 1, 1} << false << qint64(0) << qint64(0);
}

void TestPixelSymmetry::byHand()
{
    QFETCH(int, widthA);
    QFETCH(int, heightA);
    QFETCH(QList<QPoint>, solidA);
    QFETCH(Row, placementA);
    QFETCH(int, widthB);
    QFETCH(int, heightB);
    QFETCH(QList<QPoint>, solidB);
    QFETCH(Row, placementB);
    QFETCH(bool, hit);
    QFETCH(qint64, countA);
    QFETCH(qint64, countB);
    const auto sprite = [](int w, int h, const QList<QPoint> &solid) {
        AlphaSprite s{w, h, std::vector<std::uint8_t>(std::size_t(w) * std::size_t(h), 0)};
        for (const QPoint &p : solid)
            s.alpha[std::size_t(p.y() * w + p.x())] = 255;
        return s;
    };
    const AlphaSprite a = sprite(widthA, heightA, solidA);
    const AlphaSprite b = sprite(widthB, heightB, solidB);
    const Mask ma = maskOf(a, 128);
    const Mask mb = maskOf(b, 128);
    const RefPlacement pa = placementOf(placementA);
    const RefPlacement pb = placementOf(placementB);
    const Transform ta = toTransform(pa);
    const Transform tb = toTransform(pb);
    QCOMPARE(hc::pixelOverlap(ma, ta, mb, tb).hit, hit);
    QCOMPARE(hc::pixelOverlap(mb, tb, ma, ta).hit, hit);
    QCOMPARE(hc::pixelOverlap(ma, ta, mb, tb, PixelDetail::FirstHit).hit, hit);
    QCOMPARE(hc::pixelOverlap(mb, tb, ma, ta, PixelDetail::FirstHit).hit, hit);
    QCOMPARE(hc::pixelOverlap(ma, ta, mb, tb).count, std::optional<std::int64_t>(countA));
    QCOMPARE(hc::pixelOverlap(mb, tb, ma, ta).count, std::optional<std::int64_t>(countB));
    // The reference agrees, pair by pair.
    const RefSymmetricResult ref = refSymmetricOverlap(a, pa, b, pb, 128, RefPairs::Each);
    const RefSymmetricResult swapped = refSymmetricOverlap(b, pb, a, pa, 128, RefPairs::Each);
    QVERIFY2(mismatch(ma, pa, mb, pb, ref).isEmpty(), qPrintable(mismatch(ma, pa, mb, pb, ref)));
    QVERIFY2(mismatch(mb, pb, ma, pa, swapped).isEmpty(),
             qPrintable(mismatch(mb, pb, ma, pa, swapped)));
}

void TestPixelSymmetry::everyUserAgrees_data()
{
    QTest::addColumn<bool>("swap");
    QTest::newRow("A, B") << false;
    QTest::newRow("B, A") << true;
}

void TestPixelSymmetry::everyUserAgrees()
{
    // Issue 9's example through the tiers, the pipeline and the world, in both orders.
    QFETCH(bool, swap);
    const Mask one = maskWith(1, 1, {{0, 0}});
    hc::Collider big = sprite(1, 1, {0, 0}, {0, 0}, 0.0, {10, 10});
    big.mask = &one;
    hc::Collider small = sprite(1, 1, {2, 2});
    small.mask = &one;
    const hc::Collider &a = swap ? small : big;
    const hc::Collider &b = swap ? big : small;
    QCOMPARE(hc::evaluateTier(hc::Tier::Pixel, a, b).verdict, hc::Verdict::Hit);
    QCOMPARE(hc::evaluateTier(hc::Tier::Pixel, a, b, {hc::allTierSet, PixelDetail::FirstHit, false})
                     .verdict,
             hc::Verdict::Hit);
    const hc::CollisionReport pipe = hc::evaluatePipeline(a, b);
    QVERIFY(pipe.hit);
    QCOMPARE(decidedName(pipe), QByteArray("pixel"));
    const hc::CollisionReport all = hc::evaluateAllTiers(a, b);
    QVERIFY(all.hit);
    QCOMPARE(all[hc::Tier::Pixel].pixels.count, std::optional<std::int64_t>(1));
    hc::World world({{-100, -100, 200, 200}, hc::Tier::Pixel, false, 0.0});
    world.addBody({a, {}, false});
    world.addBody({b, {}, false});
    QCOMPARE(world.step(0.0).pairs.size(), std::size_t(1));
}

void TestPixelSymmetry::probeIsHalfOpen()
{
    // A point against a mask is a single point: the pixel holding it decides, left and top
    // edges inside, right and bottom edges outside (also scaled and rotated).
    const Mask one = maskWith(1, 1, {{0, 0}});
    hc::Collider big = sprite(1, 1, {0, 0}, {0, 0}, 0.0, {10, 10});
    big.mask = &one;
    QCOMPARE(hc::probePoint(big, {2.5, 2.5}).pixel, std::optional<PixelPoint>(PixelPoint{0, 0}));
    QVERIFY(hc::probePoint(big, {0.0, 0.0}).pixel.has_value());
    QVERIFY(hc::probePoint(big, {9.999, 9.999}).pixel.has_value());
    QVERIFY(!hc::probePoint(big, {10.0, 5.0}).pixel.has_value());
    QVERIFY(!hc::probePoint(big, {5.0, 10.0}).pixel.has_value());
    // Turned by 180 degrees about its top-left corner it covers (-10, 0]^2 in the world:
    // its image's left/top edges are now the world's right/bottom edges.
    big.transform.rotation = 180.0;
    QVERIFY(hc::probePoint(big, {0.0, 0.0}).pixel.has_value());
    QVERIFY(!hc::probePoint(big, {-10.0, -5.0}).pixel.has_value());
}

void TestPixelSymmetry::randomAgainstReference_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("maxSide");
    QTest::addColumn<int>("cases");
    // kind: 0 odd angles and scales, 1 quarter turns and power-of-two scales on the
    // quarter-pixel grid (exact: ties must agree), 2 pure fractional translations
    // (exact), 3 like 1 but 2^40 px from the origin (exact), 4 like 0 but 1e6..1e9 px from
    // the origin.
    QTest::newRow("rotated 1-4 px (issue 9's statistic)") << 9001u << 0 << 4 << 20000;
    QTest::newRow("rotated and scaled 1-6 px") << 9002u << 0 << 6 << 8000;
    QTest::newRow("quarter turns, exact ties 1-6 px") << 9003u << 1 << 6 << 8000;
    QTest::newRow("fractional translations 1-6 px") << 9004u << 2 << 6 << 8000;
    QTest::newRow("fractional translations across words") << 9005u << 2 << 150 << 1500;
    QTest::newRow("rotated 1-40 px") << 9006u << 0 << 40 << 1500;
    QTest::newRow("huge coordinates, exact") << 9007u << 3 << 6 << 4000;
    QTest::newRow("huge coordinates, odd angles") << 9008u << 4 << 6 << 4000;
}

void TestPixelSymmetry::randomAgainstReference()
{
    QFETCH(unsigned, seed);
    QFETCH(int, kind);
    QFETCH(int, maxSide);
    QFETCH(int, cases);
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto real = [&rng](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    const bool exact = kind == 1 || kind == 2 || kind == 3;
    // Positions within about half the largest side of the origin, so that many cases hit;
    // exact kinds keep them on the quarter-pixel grid.
    const int spreadX = std::max(1, maxSide / 2);
    const int spreadY = std::max(1, std::min(maxSide, 30) / 2);
    const auto placement = [&](const AlphaSprite &s) {
        RefPlacement p;
        if (kind == 1 || kind == 3) {
            p = refDyadicPlacement(rng, s.width, s.height, false);
        } else if (kind == 2) {
            p.pivotX = in(0, 4 * s.width) / 4.0;
            p.pivotY = in(0, 4 * s.height) / 4.0;
        }
        if (exact) {
            p.posX = in(-4 * spreadX, 4 * spreadX) / 4.0;
            p.posY = in(-4 * spreadY, 4 * spreadY) / 4.0;
        } else {
            static constexpr double angles[] = {0.0, 90.0, 180.0, 270.0, 17.0, 45.0, -30.0, 133.7};
            p.posX = real(-spreadX, spreadX);
            p.posY = real(-spreadY, spreadY);
            p.pivotX = real(0.0, s.width);
            p.pivotY = real(0.0, s.height);
            p.rotation = in(0, 2) ? angles[in(0, 7)] : real(-360.0, 360.0);
            p.scaleX = real(0.3, 4.0) * (in(0, 5) ? 1.0 : -1.0);
            p.scaleY = in(0, 1) ? p.scaleX : real(0.3, 4.0);
        }
        return p;
    };
    int checked = 0, skipped = 0, hits = 0;
    for (int i = 0; i < cases; ++i) {
        const int threshold = thresholds[in(0, 3)];
        const AlphaFill fill = i % 3 ? AlphaFill::Half : pickFill(rng);
        const AlphaSprite a
                = refRandomSprite(in(1, maxSide), in(1, std::min(maxSide, 30)), fill, rng);
        const AlphaSprite b
                = refRandomSprite(in(1, maxSide), in(1, std::min(maxSide, 30)), fill, rng);
        RefPlacement pa = placement(a);
        RefPlacement pb = placement(b);
        if (kind == 3 || kind == 4) {
            const double far = kind == 3 ? std::ldexp(1.0, 40) : std::pow(10.0, real(6.0, 9.0));
            pa.posX += far;
            pb.posX += far;
            pa.posY -= far;
            pb.posY -= far;
        }
        const RefPairs pairs = a.width * a.height * b.width * b.height <= 4096 ? RefPairs::Each
                                                                               : RefPairs::Landing;
        const RefSymmetricResult ref = refSymmetricOverlap(a, pa, b, pb, threshold, pairs);
        const RefSymmetricResult swapped = refSymmetricOverlap(b, pb, a, pa, threshold, pairs);
        const Mask ma = maskOf(a, threshold);
        const Mask mb = maskOf(b, threshold);
        const QString where
                = QStringLiteral("seed %1 case %2: threshold %3 ").arg(seed).arg(i).arg(threshold)
                  + placedPairText(a, pa, b, pb) + QStringLiteral(": ");
        // Symmetry holds whatever the rounding: both orders run the same two scans.
        const Transform ta = toTransform(pa);
        const Transform tb = toTransform(pb);
        for (const PixelDetail detail : {PixelDetail::Full, PixelDetail::FirstHit}) {
            QVERIFY2(hc::pixelOverlap(ma, ta, mb, tb, detail).hit
                             == hc::pixelOverlap(mb, tb, ma, ta, detail).hit,
                     qPrintable(where + QStringLiteral("A, B and B, A differ")));
        }
        if (!exact && (ref.nearTies > 0 || swapped.nearTies > 0)) {
            ++skipped; // a centre within rounding of a pixel edge: the arithmetic decides
            continue;
        }
        ++checked;
        hits += ref.count > 0 ? 1 : 0;
        QVERIFY2((ref.count > 0) == (swapped.count > 0), qPrintable(where + "reference"));
        const QString wrong = mismatch(ma, pa, mb, pb, ref);
        QVERIFY2(wrong.isEmpty(), qPrintable(where + wrong));
        const QString wrongSwapped = mismatch(mb, pb, ma, pa, swapped);
        QVERIFY2(wrongSwapped.isEmpty(),
                 qPrintable(where + QStringLiteral("B, A: ") + wrongSwapped));
    }
    QVERIFY2(skipped * 20 < cases && hits * 5 > checked && (checked - hits) * 10 > checked,
             qPrintable(QStringLiteral("checked %1 skipped %2 hits %3")
                                .arg(checked)
                                .arg(skipped)
                                .arg(hits)));
}

void TestPixelSymmetry::solidInteriorsMatchPlainScan()
{
    // The backward pass leaves out B's pixels with 8 solid neighbours when A's pixel, mapped
    // into B, stays within 1.5 pixels of its centre. Solid blocks with a few holes, relative
    // scales on both sides of that limit (A's pixel reaching 0.5 .. 2 B pixels, also long
    // and thin), odd angles and exact quarter turns on the quarter-pixel grid: exactly the
    // plain scan's pixels.
    constexpr unsigned seed = 9100u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto real = [&rng](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    int hits = 0;
    for (int i = 0; i < 1500; ++i) {
        const AlphaSprite a = refRandomSprite(in(1, 140), in(1, 40), AlphaFill::Dense, rng);
        const AlphaSprite b = refRandomSprite(in(1, 140), in(1, 40), AlphaFill::Dense, rng);
        const bool exact = i % 2 == 0;
        RefPlacement pa;
        RefPlacement pb;
        pa.pivotX = a.width / 2.0;
        pa.pivotY = a.height / 2.0;
        pb.pivotX = b.width / 2.0;
        pb.pivotY = b.height / 2.0;
        pb.posX = in(-40, 40) / 4.0;
        pb.posY = in(-40, 40) / 4.0;
        if (exact) {
            static constexpr double scales[] = {0.5, 1.0, 2.0, 4.0};
            pa.rotation = 90.0 * in(0, 3);
            pb.rotation = 90.0 * in(0, 3) + (in(0, 1) ? 45.0 : 0.0);
            pa.scaleX = pa.scaleY = scales[in(0, 3)];
            pb.scaleX = pb.scaleY = scales[in(0, 3)];
        } else {
            pa.rotation = real(-180.0, 180.0);
            pb.rotation = real(-180.0, 180.0);
            // Also long thin pixels, whose centre can be far from B's centres inside them.
            pa.scaleX = in(0, 1) ? real(0.7, 2.2) : real(0.05, 0.3);
            pa.scaleY = real(0.7, 3.5);
            pb.scaleX = pb.scaleY = 1.0;
        }
        const Mask ma = maskOf(a, 128);
        const Mask mb = maskOf(b, 128);
        const Transform ta = toTransform(pa);
        const Transform tb = toTransform(pb);
        for (const bool swap : {false, true}) {
            const PlainSymmetricScan expected = swap ? plainSymmetricScan(mb, tb, ma, ta)
                                                     : plainSymmetricScan(ma, ta, mb, tb);
            const QString wrong
                    = swap ? pixelMismatch(
                              mb, tb, ma, ta, expected.count, expected.first, expected.hits)
                           : pixelMismatch(
                                   ma, ta, mb, tb, expected.count, expected.first, expected.hits);
            QVERIFY2(wrong.isEmpty(),
                     qPrintable(QStringLiteral("seed %1 case %2%3: A %4x%5 %6; B %7x%8 %9: %10")
                                        .arg(seed)
                                        .arg(i)
                                        .arg(swap ? " swapped" : "")
                                        .arg(a.width)
                                        .arg(a.height)
                                        .arg(placementText(pa))
                                        .arg(b.width)
                                        .arg(b.height)
                                        .arg(placementText(pb))
                                        .arg(wrong)));
            hits += expected.count > 0 ? 1 : 0;
        }
    }
    QVERIFY2(hits > 1500, qPrintable(QStringLiteral("only %1 hits").arg(hits)));
}

QTEST_GUILESS_MAIN(TestPixelSymmetry)
#include "tst_pixelsymmetry.moc"
