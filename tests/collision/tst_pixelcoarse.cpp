// The pixel tier's fast paths: the coarse level (MaskBlocks, 8 x 8 cells) against a
// per-pixel count, and the scans that use it or the wide AVX2 words against the naive
// references of referencepixel.h (the symmetric rule, the offset overlap) and the plain
// per-pixel scan with the kernel's arithmetic, on sprites with large empty and full
// regions, with the wide paths allowed and forbidden, A and B swapped.

#include "pixeloverlapfixture.h"
#include "plainpixelscan.h"

#include "maskblocks.h"
#include "simd.h"
#include <hitbox/geometry.h>

#include <QTest>

#include <cstdint>
#include <random>

namespace hc = hitbox::collision;
using hc::Mask;
using hc::PixelDetail;
using hc::detail::MaskBlocks;
using namespace hitbox::testing;

namespace {

// A sprite with large regions: opaque rectangles and discs on a transparent ground, holes
// cut into them, and a ramp of alpha values along one edge of each (for the thresholds).
AlphaSprite blobSprite(int width, int height, std::mt19937 &rng)
{
    AlphaSprite s{width, height, std::vector<std::uint8_t>(std::size_t(width) * height, 0)};
    const auto in = [&rng](int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, std::max(lo, hi))(rng);
    };
    const int shapes = in(1, 6);
    for (int i = 0; i < shapes; ++i) {
        const int x0 = in(-width / 4, width), y0 = in(-height / 4, height);
        const int w = in(1, width), h = in(1, height);
        const bool disc = in(0, 1) == 1;
        const std::uint8_t value = i > 0 && in(0, 3) == 0 ? 0 : 255; // some are holes
        for (int y = std::max(0, y0); y < std::min(height, y0 + h); ++y) {
            for (int x = std::max(0, x0); x < std::min(width, x0 + w); ++x) {
                const double u = (x - x0 + 0.5) / w - 0.5, v = (y - y0 + 0.5) / h - 0.5;
                if (disc && u * u + v * v > 0.25)
                    continue;
                // The first columns of a solid shape ramp up through every alpha value.
                const int ramp = x - x0;
                s.alpha[std::size_t(y) * width + x]
                        = value == 0 ? 0 : std::uint8_t(ramp < 16 ? 16 * ramp + 15 : 255);
            }
        }
    }
    return s;
}

// What the pixels of [x0, x1] x [y0, y1] hold, counted one by one (outside pixels are not
// solid): 0 none solid, 1 all inside and solid, 2 otherwise.
int pixelCover(const Mask &m, std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1)
{
    std::int64_t solid = 0;
    std::int64_t all = 0;
    for (std::int64_t y = y0; y <= y1; ++y) {
        for (std::int64_t x = x0; x <= x1; ++x) {
            ++all;
            solid += m.test(x, y) ? 1 : 0;
        }
    }
    return solid == 0 ? 0 : solid == all ? 1 : 2;
}

// Runs f with the wide (AVX2) paths allowed and forbidden.
template<typename F>
void withAndWithoutWidePaths(F &&f)
{
    for (const bool wide : {true, false}) {
        hc::detail::simd::setWidePathsAllowed(wide);
        f(wide);
    }
    hc::detail::simd::setWidePathsAllowed(true);
}

} // namespace

class TestPixelCoarse : public QObject
{
    Q_OBJECT

private slots:
    void coverMatchesPixels_data();
    void coverMatchesPixels();
    void untransformedWidePaths_data();
    void untransformedWidePaths();
    void untransformedEdgeWords_data();
    void untransformedEdgeWords();
    void transformedCoarse_data();
    void transformedCoarse();
    void hugeAndZeroSizes();
};

void TestPixelCoarse::coverMatchesPixels_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("1x1") << 1 << 1 << 1u;
    QTest::newRow("8x8 one cell") << 8 << 8 << 2u;
    QTest::newRow("9x7 partial cells") << 9 << 7 << 3u;
    QTest::newRow("64x64") << 64 << 64 << 4u;
    QTest::newRow("65x130 word edge") << 65 << 130 << 5u;
    QTest::newRow("203x97") << 203 << 97 << 6u;
}

void TestPixelCoarse::coverMatchesPixels()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    const auto in = intPicker(rng);
    for (int sprite = 0; sprite < 20; ++sprite) {
        const Mask m = maskOf(blobSprite(width, height, rng), thresholds[in(0, 3)]);
        const MaskBlocks blocks(m);
        for (int i = 0; i < 300; ++i) {
            // Any rectangle (partly or wholly outside too), or one of whole cells.
            std::int64_t x0 = in(-10, width + 10), y0 = in(-10, height + 10);
            std::int64_t x1 = x0 + in(0, 40), y1 = y0 + in(0, 40);
            const bool aligned = i % 2 == 0;
            if (aligned) {
                x0 = in(0, (width - 1) / 8) * 8;
                y0 = in(0, (height - 1) / 8) * 8;
                x1 = std::min<std::int64_t>(x0 + 8 * in(1, 4), width) - 1;
                y1 = std::min<std::int64_t>(y0 + 8 * in(1, 4), height) - 1;
            }
            const int expected = pixelCover(m, x0, y0, x1, y1);
            const MaskBlocks::Cover c = blocks.cover(x0, y0, x1, y1);
            const QString where = QStringLiteral("sprite %1 rect %2,%3..%4,%5: cover %6 pixels %7")
                                          .arg(sprite)
                                          .arg(x0)
                                          .arg(y0)
                                          .arg(x1)
                                          .arg(y1)
                                          .arg(int(c))
                                          .arg(expected);
            // Never wrong; exact on whole cells inside the mask.
            if (c == MaskBlocks::Cover::Empty)
                QVERIFY2(expected == 0, qPrintable(where));
            if (c == MaskBlocks::Cover::Full)
                QVERIFY2(expected == 1, qPrintable(where));
            if (aligned && expected != 2)
                QVERIFY2(int(c) == expected, qPrintable(where));
        }
    }
    const MaskBlocks none{Mask()};
    QCOMPARE(none.cover(0, 0, 5, 5), MaskBlocks::Cover::Empty);
}

void TestPixelCoarse::untransformedWidePaths_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<bool>("swapped");
    QTest::newRow("seed 11") << 11u << false;
    QTest::newRow("seed 11 swapped") << 11u << true;
    QTest::newRow("seed 12") << 12u << false;
    QTest::newRow("seed 12 swapped") << 12u << true;
}

void TestPixelCoarse::untransformedWidePaths()
{
    QFETCH(unsigned, seed);
    QFETCH(bool, swapped);
    std::mt19937 rng(seed);
    const auto in = intPicker(rng);
    for (int i = 0; i < 60; ++i) {
        AlphaSprite a = blobSprite(in(0, 2) ? pickWidth(rng) : in(200, 700), in(1, 90), rng);
        AlphaSprite b = blobSprite(in(0, 2) ? pickWidth(rng) : in(200, 700), in(1, 90), rng);
        if (swapped)
            std::swap(a, b);
        const int threshold = thresholds[in(0, 3)];
        const Mask ma = maskOf(a, threshold);
        const Mask mb = maskOf(b, threshold);
        for (int j = 0; j < 8; ++j) {
            const std::int64_t dx = in(-b.width - 2, a.width + 2);
            const std::int64_t dy = in(-b.height - 2, a.height + 2);
            const RefPixelResult ref = refPixelOverlap(a, b, threshold, dx, dy);
            withAndWithoutWidePaths([&](bool wide) {
                const QString where = QStringLiteral("case %1 A %2x%3 B %4x%5 at (%6, %7) wide %8")
                                              .arg(i)
                                              .arg(a.width)
                                              .arg(a.height)
                                              .arg(b.width)
                                              .arg(b.height)
                                              .arg(dx)
                                              .arg(dy)
                                              .arg(wide);
                const hc::PixelOverlap full = hc::pixelOverlapAt(ma, mb, dx, dy);
                QVERIFY2(full.count == ref.count && samePoint(full.firstContact, ref.first),
                         qPrintable(where));
                QVERIFY2(hc::masksOverlap(ma, mb, dx, dy) == (ref.count > 0), qPrintable(where));
                QVERIFY2(hc::overlapCount(ma, mb, dx, dy) == ref.count, qPrintable(where));
                QVERIFY2(maskBytes(hc::overlapMask(ma, mb, dx, dy)) == ref.mask, qPrintable(where));
            });
        }
    }
}

// The words at either end of the intersection, whose two B source words are not both in
// B's row, decide alone: one solid pixel of A against a fully solid B (or swapped) at
// every horizontal offset, for B widths that fill their padded rows exactly or not. The
// oracle needs no scan: the pair shares the pixel when B's rectangle covers it.
void TestPixelCoarse::untransformedEdgeWords_data()
{
    QTest::addColumn<int>("widthB");
    QTest::addColumn<bool>("swapped");
    for (const int w : {1, 63, 64, 65, 200, 250, 256, 257, 300, 512, 515}) {
        QTest::addRow("B width %d", w) << w << false;
        QTest::addRow("B width %d swapped", w) << w << true;
    }
}

void TestPixelCoarse::untransformedEdgeWords()
{
    QFETCH(int, widthB);
    QFETCH(bool, swapped);
    constexpr int widthA = 700;
    constexpr int height = 40; // two bands of 32 rows
    const Mask solid
            = Mask::fromAlpha(std::vector<std::uint8_t>(std::size_t(widthB) * height, 255).data(),
                              widthB,
                              height,
                              widthB,
                              1);
    for (const int px : {0, 1, 63, 64, 127, 255, 256, 300, 511, 512, 699}) {
        for (const int py : {0, 31, 32, 39}) {
            Mask single(widthA, height);
            single.set(px, py);
            for (std::int64_t dx = -widthB - 1; dx <= widthA + 1; ++dx) {
                for (const std::int64_t dy : {std::int64_t(0), std::int64_t(-3), std::int64_t(5)}) {
                    const bool covered
                            = px >= dx && px < dx + widthB && py >= dy && py < dy + height;
                    withAndWithoutWidePaths([&](bool wide) {
                        // Swapped: the solid B at (-dx, -dy) in the single pixel's mask.
                        const bool hit = swapped ? hc::masksOverlap(solid, single, -dx, -dy)
                                                 : hc::masksOverlap(single, solid, dx, dy);
                        const std::int64_t count
                                = swapped ? hc::overlapCount(solid, single, -dx, -dy)
                                          : hc::overlapCount(single, solid, dx, dy);
                        if (hit != covered || count != (covered ? 1 : 0)) {
                            QFAIL(qPrintable(QStringLiteral("pixel (%1, %2) at (%3, %4) wide %5: "
                                                            "hit %6 count %7")
                                                     .arg(px)
                                                     .arg(py)
                                                     .arg(dx)
                                                     .arg(dy)
                                                     .arg(wide)
                                                     .arg(hit)
                                                     .arg(count)));
                        }
                    });
                }
            }
        }
    }
}

void TestPixelCoarse::transformedCoarse_data()
{
    QTest::addColumn<double>("rotation");
    QTest::addColumn<double>("scale");
    QTest::addColumn<bool>("swapped");
    for (const bool swapped : {false, true}) {
        const char *side = swapped ? " swapped" : "";
        for (const double r : {0.0, 90.0, 180.0, 270.0, 30.0, 7.25, -45.3, 123.4}) {
            QTest::addRow("%g deg%s", r, side) << r << 1.0 << swapped;
        }
        QTest::addRow("30 deg x0.7%s", side) << 30.0 << 0.7 << swapped;
        QTest::addRow("-12 deg x1.9%s", side) << -12.0 << 1.9 << swapped;
        QTest::addRow("90 deg x-1%s", side) << 90.0 << -1.0 << swapped;
    }
}

void TestPixelCoarse::transformedCoarse()
{
    QFETCH(double, rotation);
    QFETCH(double, scale);
    QFETCH(bool, swapped);
    std::mt19937 rng(static_cast<unsigned>(int(rotation * 100 + scale * 10 + 7)));
    const auto in = intPicker(rng);
    int compared = 0;
    for (int i = 0; i < 6; ++i) {
        // Large enough for the coarse level (scanned areas of 128 x 128 pixels and more).
        AlphaSprite a = blobSprite(in(130, 330), in(130, 330), rng);
        AlphaSprite b = blobSprite(in(130, 330), in(130, 330), rng);
        RefPlacement pa{double(in(0, 40)), double(in(0, 40)), a.width / 2.0, a.height / 2.0};
        RefPlacement pb{double(in(0, 80)) + 0.3,
                        double(in(0, 80)) + 0.1,
                        b.width / 2.0,
                        b.height / 2.0,
                        rotation,
                        scale,
                        scale};
        if (swapped) {
            std::swap(a, b);
            std::swap(pa, pb);
        }
        const int threshold = thresholds[in(0, 3)];
        const Mask ma = maskOf(a, threshold);
        const Mask mb = maskOf(b, threshold);
        const hc::Transform ta = toTransform(pa);
        const hc::Transform tb = toTransform(pb);
        // The plain scan shares the kernel's arithmetic: equal even on near ties.
        const PlainSymmetricScan plain = plainSymmetricScan(ma, ta, mb, tb);
        const RefSymmetricResult ref = refSymmetricOverlap(a, pa, b, pb, threshold);
        withAndWithoutWidePaths([&](bool wide) {
            const QString where = QStringLiteral("case %1 threshold %2 wide %3 ")
                                          .arg(i)
                                          .arg(threshold)
                                          .arg(wide)
                                  + placedPairText(a, pa, b, pb);
            const QString plainMismatch
                    = pixelMismatch(ma, ta, mb, tb, plain.count, plain.first, plain.hits);
            QVERIFY2(plainMismatch.isEmpty(), qPrintable(where + ": " + plainMismatch));
            if (ref.nearTies == 0) {
                ++compared;
                const std::optional<hc::PixelPoint> first
                        = ref.first ? std::optional(hc::PixelPoint{ref.first->x, ref.first->y})
                                    : std::nullopt;
                const QString refMismatch
                        = pixelMismatch(ma, ta, mb, tb, ref.count, first, ref.mask);
                QVERIFY2(refMismatch.isEmpty(), qPrintable(where + ": " + refMismatch));
            }
            // The symmetric rule: the verdict does not depend on the order.
            QCOMPARE(hc::pixelOverlap(mb, tb, ma, ta, PixelDetail::FirstHit).hit, plain.count > 0);
        });
    }
    QVERIFY(compared > 0);
}

void TestPixelCoarse::hugeAndZeroSizes()
{
    // A null mask overlaps nothing, however it is placed.
    std::mt19937 rng(99);
    const Mask big = maskOf(blobSprite(1500, 1100, rng), 128);
    const hc::Transform turned{{700.0, 500.0}, {750.0, 550.0}, 33.0, {1.0, 1.0}};
    const hc::Transform still{{600.0, 600.0}, {0.0, 0.0}, 0.0, {1.0, 1.0}};
    for (const Mask &none : {Mask(), Mask(0, 40), Mask(40, 0)}) {
        QVERIFY(!hc::pixelOverlap(big, turned, none, still).hit);
        QVERIFY(!hc::pixelOverlap(none, still, big, turned).hit);
        QVERIFY(!hc::masksOverlap(big, none, 3, 3));
    }
    // A large full mask, a large empty one and the big sprite, turned against each other.
    Mask full(1300, 900);
    for (int y = 0; y < full.height(); ++y) {
        for (int x = 0; x < full.width(); ++x)
            full.set(x, y);
    }
    const Mask empty(1300, 900);
    const hc::Transform scaled{{650.0, 420.0}, {650.0, 450.0}, -17.0, {1.3, 0.8}};
    for (const Mask *other : std::initializer_list<const Mask *>{&full, &empty, &big}) {
        for (const bool swap : {false, true}) {
            const Mask &a = swap ? *other : big;
            const Mask &b = swap ? big : *other;
            const hc::Transform &ta = swap ? scaled : turned;
            const hc::Transform &tb = swap ? turned : scaled;
            const PlainSymmetricScan plain = plainSymmetricScan(a, ta, b, tb);
            const QString mismatch
                    = pixelMismatch(a, ta, b, tb, plain.count, plain.first, plain.hits);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        }
    }
}

QTEST_GUILESS_MAIN(TestPixelCoarse)
#include "tst_pixelcoarse.moc"
