// grown and shrunk against a per-pixel disc search, on random masks whose rows cross
// 64-bit word boundaries.

#include "referencetrace.h"
#include <hitbox/trace/maskmorphology.h>

#include <QTest>

#include <random>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

// Dilation by a disc: solid where some solid pixel centre lies within r; r pixels larger
// on every side.
RefBitmap naiveGrown(const RefBitmap &b, int r)
{
    RefBitmap out(b.width + 2 * r, b.height + 2 * r);
    for (int y = 0; y < out.height; ++y) {
        for (int x = 0; x < out.width; ++x) {
            bool any = false;
            for (int dy = -r; dy <= r && !any; ++dy) {
                for (int dx = -r; dx <= r && !any; ++dx)
                    any = dx * dx + dy * dy <= r * r && b.at(x - r + dx, y - r + dy);
            }
            out.set(x, y, any);
        }
    }
    return out;
}

// Erosion by a disc: solid where every pixel centre within r is solid (outside is not).
RefBitmap naiveShrunk(const RefBitmap &b, int r)
{
    RefBitmap out(b.width, b.height);
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            bool all = true;
            for (int dy = -r; dy <= r && all; ++dy) {
                for (int dx = -r; dx <= r && all; ++dx)
                    all = dx * dx + dy * dy > r * r || b.at(x + dx, y + dy);
            }
            out.set(x, y, all);
        }
    }
    return out;
}

bool contains(const Mask &big, const Mask &small, int offset)
{
    for (int y = 0; y < small.height(); ++y) {
        for (int x = 0; x < small.width(); ++x) {
            if (small.test(x, y) && !big.test(x + offset, y + offset))
                return false;
        }
    }
    return true;
}

} // namespace

class TestMaskMorphology : public QObject
{
    Q_OBJECT

private slots:
    void randomAgainstNaive();
    void radiusZeroIsCopy();
    void closingAndOpening();
    void disc();
};

void TestMaskMorphology::randomAgainstNaive()
{
    std::mt19937 rng(808);
    std::uniform_int_distribution<int> width(1, 140);
    std::uniform_int_distribution<int> height(1, 14);
    std::uniform_int_distribution<int> radius(1, 7);
    std::uniform_real_distribution<double> density(0.02, 0.98);
    for (int i = 0; i < 400; ++i) {
        const RefBitmap b = refRandomBitmap(rng, width(rng), height(rng), density(rng));
        const int r = radius(rng);
        const Mask m = refToMask(b);
        // Mask equality compares whole words, so stray padding bits would show too.
        QVERIFY2(grown(m, r) == refToMask(naiveGrown(b, r)),
                 qPrintable(QStringLiteral("grown, case %1, %2 x %3, radius %4")
                                    .arg(i)
                                    .arg(b.width)
                                    .arg(b.height)
                                    .arg(r)));
        QVERIFY2(shrunk(m, r) == refToMask(naiveShrunk(b, r)),
                 qPrintable(QStringLiteral("shrunk, case %1, %2 x %3, radius %4")
                                    .arg(i)
                                    .arg(b.width)
                                    .arg(b.height)
                                    .arg(r)));
    }
}

void TestMaskMorphology::radiusZeroIsCopy()
{
    std::mt19937 rng(1);
    const Mask m = refToMask(refRandomBitmap(rng, 70, 5, 0.5));
    QVERIFY(grown(m, 0) == m);
    QVERIFY(shrunk(m, 0) == m);
    QVERIFY(grown(m, -3) == m);
    QVERIFY(shrunk(m, -3) == m);
    QVERIFY(grown(Mask(), 4).isNull());
    QVERIFY(shrunk(Mask(), 4).isNull());
}

void TestMaskMorphology::closingAndOpening()
{
    std::mt19937 rng(99);
    for (int i = 0; i < 100; ++i) {
        const Mask m
                = refToMask(refRandomBitmap(rng, 1 + int(rng() % 90), 1 + int(rng() % 20), 0.6));
        const int r = 1 + int(rng() % 4);
        QVERIFY(contains(shrunk(grown(m, r), r), m, r));  // closing contains the mask
        QVERIFY(contains(m, grown(shrunk(m, r), r), -r)); // opening lies within it
    }
}

void TestMaskMorphology::disc()
{
    // A single pixel grows into the digital disc of radius r: 1, 5, 13, 29, 49 pixels.
    Mask one(1, 1);
    one.set(0, 0);
    const std::int64_t expected[] = {1, 5, 13, 29, 49};
    for (int r = 0; r <= 4; ++r)
        QCOMPARE(grown(one, r).solidCount(), expected[r]);
    QCOMPARE(grown(one, 3).width(), 7);
    // And a 7x7 disc shrinks back to one pixel at its centre.
    const Mask disc3 = grown(one, 3);
    const Mask back = shrunk(disc3, 3);
    QCOMPARE(back.solidCount(), std::int64_t(1));
    QVERIFY(back.test(3, 3));
}

QTEST_GUILESS_MAIN(TestMaskMorphology)
#include "tst_maskmorphology.moc"
