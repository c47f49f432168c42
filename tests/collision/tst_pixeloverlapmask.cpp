// pixelOverlapMask (the hit pixels of two placed sprites, for the editor's highlight) and
// the row-span stepping of pixelOverlap's transformed path. Oracles: a per-pixel
// byte-plane reference of the documented symmetric rule (no kernel code), and a plain scan
// of every pixel in both directions with apply() (plainpixelscan.h, no row spans), which
// must give exactly the same pixels, near-ties included.

#include "pixeloverlapfixture.h"
#include "plainpixelscan.h"

#include <hitbox/geometry.h>
#include <hitbox/mask.h>

#include <QTest>

#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <utility>

namespace hc = hitbox::collision;
using hc::Mask;
using hc::PixelDetail;
using hc::PixelPoint;
using hc::Transform;
using namespace hitbox::testing;

namespace {

using PixelSet = std::set<std::pair<std::int64_t, std::int64_t>>; // (y, x): row-major order

PixelSet setPixels(const Mask &m)
{
    PixelSet s;
    for (int y = 0; y < m.height(); ++y) {
        for (int x = 0; x < m.width(); ++x) {
            if (m.test(x, y))
                s.insert({y, x});
        }
    }
    return s;
}

// A's pixels set in a byte-per-pixel plane (the oracles' form), as a set.
PixelSet setOfBytes(const std::vector<std::uint8_t> &bytes, int width)
{
    PixelSet s;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (bytes[i] != 0)
            s.insert({std::int64_t(i) / width, std::int64_t(i) % width});
    }
    return s;
}

// The hit pixels of the plain scan of both directions (plainSymmetricScan).
PixelSet plainHits(const Mask &a, const Transform &ta, const Mask &b, const Transform &tb)
{
    return setOfBytes(plainSymmetricScan(a, ta, b, tb).hits, a.width());
}

std::optional<PixelPoint> firstOf(const PixelSet &s)
{
    if (s.empty())
        return std::nullopt;
    return PixelPoint{s.begin()->second, s.begin()->first};
}

// A random placement: rotations (some exact quarter turns, some arbitrary), mirrored and
// non-uniform scales, positions spread around the other sprite.
struct PlacementSource
{
    std::mt19937 &rng;

    int in(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    double real(double lo, double hi)
    {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    }

    RefPlacement operator()(const AlphaSprite &s, double spread)
    {
        static constexpr double angles[] = {17.0, 45.0, 133.7, -30.0, 90.0, 0.0, 1e-3, 270.0};
        static constexpr std::pair<double, double> scales[]
                = {{1, 1}, {0.5, 0.5}, {2, 2}, {0.5, 2}, {3, 0.75}, {-1, 1}, {1, -1}, {1e-3, 1}};
        RefPlacement p;
        p.posX = real(-spread, spread);
        p.posY = real(-spread, spread);
        p.pivotX = real(0.0, s.width);
        p.pivotY = real(0.0, s.height);
        p.rotation = in(0, 3) < 3 ? angles[in(0, 7)] : real(-720.0, 720.0);
        const auto [sx, sy] = scales[in(0, 7)];
        p.scaleX = sx;
        p.scaleY = sy;
        return p;
    }
};

} // namespace

class TestPixelOverlapMask : public QObject
{
    Q_OBJECT

private slots:
    void maskMatchesReference();
    void spanSteppingMatchesPlainScan();
    void spanSteppingOnDyadicTies();
    void maskMatchesCountsAndFirstContact();
    void translationsCopyWords();
    void byHand_data();
    void byHand();
};

void TestPixelOverlapMask::maskMatchesReference()
{
    constexpr unsigned seed = 424242u;
    std::mt19937 rng(seed);
    PlacementSource placement{rng};
    int cases = 0, skipped = 0, hits = 0;
    for (int i = 0; i < 2500; ++i) {
        const int threshold = thresholds[placement.in(0, 3)];
        const AlphaFill fill = i % 3 ? AlphaFill::Half : AlphaFill::Uniform;
        const AlphaSprite a = refRandomSprite(placement.in(1, 70), placement.in(1, 40), fill, rng);
        const AlphaSprite b = refRandomSprite(placement.in(1, 40), placement.in(1, 40), fill, rng);
        const RefPlacement pa = placement(a, 3.0);
        const RefPlacement pb = placement(b, 25.0);
        const auto ref = refSymmetricOverlap(a, pa, b, pb, threshold);
        const PixelSet expected = setOfBytes(ref.mask, a.width);
        if (ref.nearTies > 0) {
            ++skipped;
            continue;
        }
        ++cases;
        hits += expected.empty() ? 0 : 1;
        const Mask got = hc::pixelOverlapMask(
                maskOf(a, threshold), toTransform(pa), maskOf(b, threshold), toTransform(pb));
        QVERIFY2(got.width() == a.width && got.height() == a.height && setPixels(got) == expected,
                 qPrintable(QStringLiteral("seed %1 case %2: threshold %3 A %4x%5 %6; B %7x%8 "
                                           "%9: %10 hit pixels, expected %11")
                                    .arg(seed)
                                    .arg(i)
                                    .arg(threshold)
                                    .arg(a.width)
                                    .arg(a.height)
                                    .arg(placementText(pa))
                                    .arg(b.width)
                                    .arg(b.height)
                                    .arg(placementText(pb))
                                    .arg(got.solidCount())
                                    .arg(expected.size())));
    }
    QVERIFY2(skipped < 150 && hits > 800 && cases - hits > 200,
             qPrintable(QStringLiteral("cases %1 skipped %2 hits %3")
                                .arg(cases)
                                .arg(skipped)
                                .arg(hits)));
}

void TestPixelOverlapMask::spanSteppingMatchesPlainScan()
{
    // Exactly the same pixels as the scan without span stepping, on every case (near
    // ties included), with coordinates up to 1e6 and scales down to 1e-3.
    constexpr unsigned seed = 77001u;
    std::mt19937 rng(seed);
    PlacementSource placement{rng};
    const double spreads[] = {3.0, 40.0, 1e6};
    int hits = 0;
    for (int i = 0; i < 3000; ++i) {
        const int threshold = thresholds[placement.in(0, 3)];
        const AlphaSprite a
                = refRandomSprite(placement.in(1, 140), placement.in(1, 40), AlphaFill::Half, rng);
        const AlphaSprite b
                = refRandomSprite(placement.in(1, 90), placement.in(1, 40), AlphaFill::Half, rng);
        RefPlacement pa = placement(a, 3.0);
        RefPlacement pb = placement(b, 30.0);
        const double far = spreads[i % 3];
        if (far > 100.0) {
            // Both far from the origin but near each other: large, rounded coordinates.
            pa.posX += far;
            pb.posX += far;
            pa.posY -= far;
            pb.posY -= far;
        }
        const Mask ma = maskOf(a, threshold);
        const Mask mb = maskOf(b, threshold);
        const Transform ta = toTransform(pa);
        const Transform tb = toTransform(pb);
        const PixelSet expected = plainHits(ma, ta, mb, tb);
        hits += expected.empty() ? 0 : 1;
        const hc::PixelOverlap full = hc::pixelOverlap(ma, ta, mb, tb, PixelDetail::Full);
        const hc::PixelOverlap quick = hc::pixelOverlap(ma, ta, mb, tb, PixelDetail::FirstHit);
        const Mask got = hc::pixelOverlapMask(ma, ta, mb, tb);
        const QString where = QStringLiteral("seed %1 case %2: threshold %3 A %4x%5 %6; B %7x%8 "
                                             "%9: count %10, expected %11")
                                      .arg(seed)
                                      .arg(i)
                                      .arg(threshold)
                                      .arg(a.width)
                                      .arg(a.height)
                                      .arg(placementText(pa))
                                      .arg(b.width)
                                      .arg(b.height)
                                      .arg(placementText(pb))
                                      .arg(full.count.value_or(-1))
                                      .arg(expected.size());
        QVERIFY2(full.count == std::int64_t(expected.size()), qPrintable(where));
        QVERIFY2(full.hit == !expected.empty(), qPrintable(where));
        QVERIFY2(full.firstContact == firstOf(expected), qPrintable(where));
        QVERIFY2(quick.hit == full.hit && quick.firstContact == full.firstContact,
                 qPrintable(where));
        QVERIFY2(setPixels(got) == expected, qPrintable(where));
        // Both at once (the preview's highlight): the same evidence and the same mask.
        Mask both;
        const hc::PixelOverlap once = hc::pixelOverlapWithMask(ma, ta, mb, tb, both);
        QVERIFY2(once.count == full.count && once.firstContact == full.firstContact
                         && once.hit == full.hit && once.scanned == full.scanned,
                 qPrintable(where));
        QVERIFY2(setPixels(both) == expected, qPrintable(where));
    }
    QVERIFY2(hits > 1000, qPrintable(QStringLiteral("only %1 hits").arg(hits)));
}

void TestPixelOverlapMask::spanSteppingOnDyadicTies()
{
    // Quarter turns, power-of-two scales and quarter-pixel positions put many centres
    // exactly on B's pixel edges and on its outer border: the span bounds must not drop
    // a single one of them.
    constexpr unsigned seed = 4096u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto placement = [&](const AlphaSprite &s) {
        return refDyadicPlacement(rng, s.width, s.height, true);
    };
    for (int i = 0; i < 2000; ++i) {
        const AlphaSprite a = refRandomSprite(in(1, 80), in(1, 40), AlphaFill::Full, rng);
        const AlphaSprite b = refRandomSprite(in(1, 40), in(1, 40), AlphaFill::Half, rng);
        const Mask ma = maskOf(a, 128);
        const Mask mb = maskOf(b, 128);
        const RefPlacement pa = placement(a);
        const RefPlacement pb = placement(b);
        const Transform ta = toTransform(pa);
        const Transform tb = toTransform(pb);
        const PixelSet expected = plainHits(ma, ta, mb, tb);
        QVERIFY2(setPixels(hc::pixelOverlapMask(ma, ta, mb, tb)) == expected
                         && hc::pixelOverlap(ma, ta, mb, tb).count == std::int64_t(expected.size()),
                 qPrintable(QStringLiteral("seed %1 case %2: A %3x%4 %5; B %6x%7 %8")
                                    .arg(seed)
                                    .arg(i)
                                    .arg(a.width)
                                    .arg(a.height)
                                    .arg(placementText(pa))
                                    .arg(b.width)
                                    .arg(b.height)
                                    .arg(placementText(pb))));
    }
}

void TestPixelOverlapMask::maskMatchesCountsAndFirstContact()
{
    // The mask and the existing count / first contact agree on every path, including pure
    // translations with fractional positions.
    constexpr unsigned seed = 9090u;
    std::mt19937 rng(seed);
    PlacementSource placement{rng};
    for (int i = 0; i < 3000; ++i) {
        const AlphaSprite a = refRandomSprite(
                placement.in(1, 150), placement.in(1, 30), AlphaFill::Uniform, rng);
        const AlphaSprite b = refRandomSprite(
                placement.in(1, 150), placement.in(1, 30), AlphaFill::Uniform, rng);
        const int threshold = thresholds[placement.in(0, 3)];
        RefPlacement pa = placement(a, 3.0);
        RefPlacement pb = placement(b, 40.0);
        if (i % 2 == 0) {
            pa.rotation = pb.rotation = 0.0;
            pa.scaleX = pa.scaleY = pb.scaleX = pb.scaleY = 1.0;
        }
        const Mask ma = maskOf(a, threshold);
        const Mask mb = maskOf(b, threshold);
        const hc::PixelOverlap r = hc::pixelOverlap(ma, toTransform(pa), mb, toTransform(pb));
        const Mask got = hc::pixelOverlapMask(ma, toTransform(pa), mb, toTransform(pb));
        const PixelSet pixels = setPixels(got);
        QVERIFY2(got.solidCount() == r.count && firstOf(pixels) == r.firstContact,
                 qPrintable(QStringLiteral("seed %1 case %2: mask %3 pixels, count %4")
                                    .arg(seed)
                                    .arg(i)
                                    .arg(got.solidCount())
                                    .arg(r.count.value_or(-1))));
        // Every hit pixel is solid in A.
        for (const auto &[y, x] : pixels)
            QVERIFY(ma.test(x, y));
    }
}

void TestPixelOverlapMask::translationsCopyWords()
{
    // Integer offsets across word boundaries, checked pixel by pixel on the masks.
    constexpr unsigned seed = 515u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    for (int i = 0; i < 1000; ++i) {
        const AlphaSprite a = refRandomSprite(in(1, 300), in(1, 20), AlphaFill::Half, rng);
        const AlphaSprite b = refRandomSprite(in(1, 300), in(1, 20), AlphaFill::Half, rng);
        const Mask ma = maskOf(a, 128);
        const Mask mb = maskOf(b, 128);
        const int dx = in(-300, 300);
        const int dy = in(-20, 20);
        const Transform ta{{0.0, 0.0}, {0.0, 0.0}, 0.0, {1.0, 1.0}};
        const Transform tb{{double(dx), double(dy)}, {0.0, 0.0}, 0.0, {1.0, 1.0}};
        const Mask got = hc::pixelOverlapMask(ma, ta, mb, tb);
        for (int y = 0; y < a.height; ++y) {
            for (int x = 0; x < a.width; ++x) {
                const bool expected = refSolid(a.at(x, y), 128) && x - dx >= 0 && x - dx < b.width
                                      && y - dy >= 0 && y - dy < b.height
                                      && refSolid(b.at(x - dx, y - dy), 128);
                QVERIFY2(got.test(x, y) == expected,
                         qPrintable(QStringLiteral("seed %1 case %2 offset (%3, %4) pixel (%5, %6)")
                                            .arg(seed)
                                            .arg(i)
                                            .arg(dx)
                                            .arg(dy)
                                            .arg(x)
                                            .arg(y)));
            }
        }
    }
}

void TestPixelOverlapMask::byHand_data()
{
    QTest::addColumn<double>("bx");
    QTest::addColumn<double>("by");
    QTest::addColumn<double>("rotationB");
    QTest::addColumn<qint64>("count");

    // A: 4x4 all solid at the origin (pivot 0). B: 2x2 all solid, pivot at its top-left.
    QTest::newRow("inside") << 1.0 << 1.0 << 0.0 << qint64(4);
    QTest::newRow("corner overlap") << 3.0 << 3.0 << 0.0 << qint64(1);
    QTest::newRow("touching edge") << 4.0 << 0.0 << 0.0 << qint64(0);
    QTest::newRow("far apart") << 1e18 << 0.0 << 0.0 << qint64(0);
    // Turned 90 degrees clockwise about its top-left at (2, 0): it covers x 0..2, y 0..2.
    QTest::newRow("quarter turn") << 2.0 << 0.0 << 90.0 << qint64(4);
    // Turned 45 degrees about its top-left at (2, 1.9): the diamond |x - 2| +
    // |y - 3.314| < 1.414 holds the centres (1.5, 2.5), (2.5, 2.5), (1.5, 3.5), (2.5, 3.5).
    QTest::newRow("diamond") << 2.0 << 1.9 << 45.0 << qint64(4);
}

void TestPixelOverlapMask::byHand()
{
    QFETCH(double, bx);
    QFETCH(double, by);
    QFETCH(double, rotationB);
    QFETCH(qint64, count);
    Mask a(4, 4);
    Mask b(2, 2);
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 4; ++x)
            a.set(x, y);
    }
    for (int y = 0; y < 2; ++y) {
        for (int x = 0; x < 2; ++x)
            b.set(x, y);
    }
    const Transform ta{{0.0, 0.0}, {0.0, 0.0}, 0.0, {1.0, 1.0}};
    const Transform tb{{bx, by}, {0.0, 0.0}, rotationB, {1.0, 1.0}};
    const Mask got = hc::pixelOverlapMask(a, ta, b, tb);
    QCOMPARE(got.width(), 4);
    QCOMPARE(got.height(), 4);
    QCOMPARE(got.solidCount(), count);
    QCOMPARE(hc::pixelOverlapMask(Mask(), ta, b, tb).isNull(), true);
    QCOMPARE(hc::pixelOverlapMask(a, ta, Mask(), tb).solidCount(), qint64(0));
}

QTEST_GUILESS_MAIN(TestPixelOverlapMask)
#include "tst_pixeloverlapmask.moc"
