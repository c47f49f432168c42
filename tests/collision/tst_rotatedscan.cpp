// The transformed (rotated / scaled) path of pixelOverlap and pixelOverlapMask on sizes
// around the 64-pixel word edges, dense and sparse words, quarter turns, odd angles,
// mirrors and far-away placements. It maps whole words without bounds tests when both end
// pixels land inside the other image, so these cases put many words fully inside B and
// many across its edges. Oracles: a plain per-pixel scan of the symmetric rule in both
// directions (plainpixelscan.h: every pixel's centre mapped with apply(), the other
// image's pixel read with Mask::test), which must give exactly the same pixels, near-ties
// included; and, away from near-ties, the byte-plane reference of the documented rule (no
// kernel code).

#include "pixeloverlapfixture.h"
#include "plainpixelscan.h"

#include <hitbox/geometry.h>
#include <hitbox/mask.h>

#include <QTest>

#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <utility>
#include <vector>

namespace hc = hitbox::collision;
using hc::Mask;
using hc::PixelDetail;
using hc::PixelPoint;
using hc::Transform;
using namespace hitbox::testing;

namespace {

// The plain scan's answer (plainSymmetricScan), plus how many aligned 64-pixel words of A
// had all 64 centres inside B with at least 16 solid pixels (the words the fast path of the
// A -> B direction may take), to show that the cases exercise it.
struct PlainScan
{
    std::vector<std::uint8_t> hits; // a.width() * a.height(), row-major
    std::int64_t count = 0;
    std::optional<PixelPoint> first;
    int insideWords = 0;
};

PlainScan plainScan(const Mask &a, const Transform &ta, const Mask &b, const Transform &tb)
{
    PlainSymmetricScan both = plainSymmetricScan(a, ta, b, tb);
    PlainScan r{std::move(both.hits), both.count, both.first, 0};
    if (a.isNull() || b.isNull())
        return r;
    const hc::Rect inter = hc::rectIntersection(hc::spriteBounds(ta, a.width(), a.height()),
                                                hc::spriteBounds(tb, b.width(), b.height()));
    if (hc::isEmpty(inter))
        return r;
    const hc::Affine aToB = hc::compose(hc::imageToWorld(ta), hc::worldToImage(tb));
    const hc::PixelRect s = hc::rectIntersection(
            hc::enclosingPixelRect(hc::mapBounds(hc::worldToImage(ta), inter)),
            hc::PixelRect{0, 0, a.width(), a.height()});
    const auto inside = [&](std::int64_t x, std::int64_t y) {
        const hc::Vec2 p = hc::apply(aToB, {double(x) + 0.5, double(y) + 0.5});
        return p.x >= 0.0 && p.y >= 0.0 && p.x < b.width() && p.y < b.height();
    };
    for (std::int64_t y = s.y; y < s.y + s.h; ++y) {
        for (std::int64_t x0 = 0; x0 + 64 <= a.width(); x0 += 64) {
            int solid = 0;
            bool allInside = true;
            for (std::int64_t x = x0; x < x0 + 64 && allInside; ++x) {
                solid += a.test(x, y) ? 1 : 0;
                allInside = inside(x, y);
            }
            r.insideWords += allInside && solid >= 16 ? 1 : 0;
        }
    }
    return r;
}

// A sprite of 0 / 255 alpha whose solid density is picked per 16-pixel run of a row, so
// that words range from empty through 15, 16, 17 solid pixels to full.
AlphaSprite randomSprite(int width, int height, std::mt19937 &rng)
{
    static constexpr int densities[] = {0, 5, 23, 25, 27, 50, 90, 100, 100, 100};
    AlphaSprite s{width, height, std::vector<std::uint8_t>(std::size_t(width) * height)};
    std::uniform_int_distribution<int> pick(0, 9);
    std::uniform_int_distribution<int> percent(0, 99);
    int density = 100;
    for (std::size_t i = 0; i < s.alpha.size(); ++i) {
        if (i % 16 == 0)
            density = densities[pick(rng)];
        s.alpha[i] = percent(rng) < density ? 255 : 0;
    }
    return s;
}

// Empty when every answer is the plain scan's, else what differs.
QString mismatch(const Mask &a,
                 const Transform &ta,
                 const Mask &b,
                 const Transform &tb,
                 const PlainScan &expected)
{
    return pixelMismatch(a, ta, b, tb, expected.count, expected.first, expected.hits);
}

} // namespace

class TestRotatedScan : public QObject
{
    Q_OBJECT

private slots:
    void matchesPlainScan_data();
    void matchesPlainScan();
    void hugeRowTerm();
};

void TestRotatedScan::matchesPlainScan_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<double>("far");
    QTest::addColumn<bool>("quarterTurns");
    QTest::newRow("near origin, odd angles") << 20261u << 0.0 << false;
    QTest::newRow("near origin, quarter turns") << 20262u << 0.0 << true;
    QTest::newRow("1e6 away, odd angles") << 20263u << 1e6 << false;
    QTest::newRow("1e6 away, quarter turns") << 20264u << 1e6 << true;
    QTest::newRow("1e12 away, odd angles") << 20265u << 1e12 << false;
}

void TestRotatedScan::matchesPlainScan()
{
    QFETCH(unsigned, seed);
    QFETCH(double, far);
    QFETCH(bool, quarterTurns);
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto real = [&rng](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    static constexpr int sides[] = {1, 2, 63, 64, 65, 127, 128, 129, 200};
    static constexpr double oddAngles[] = {17.0, 30.0, 45.0, 133.7, -60.0, 1e-3, 359.9};
    static constexpr double scales[][2]
            = {{1, 1}, {1, 1}, {0.5, 0.5}, {2, 2}, {-1, 1}, {1, -1}, {0.37, 1.9}, {1e-3, 1}};
    const auto side = [&] { return in(0, 2) == 0 ? in(1, 200) : sides[in(0, 8)]; };
    const auto placement = [&](const AlphaSprite &s, double spread) {
        RefPlacement p;
        p.posX = far + real(-spread, spread);
        p.posY = -far + real(-spread, spread);
        p.pivotX = in(0, 1) ? real(0.0, s.width) : s.width / 2.0;
        p.pivotY = in(0, 1) ? real(0.0, s.height) : s.height / 2.0;
        p.rotation = quarterTurns ? 90.0 * in(-4, 4)
                                  : (in(0, 3) ? oddAngles[in(0, 6)] : real(-720.0, 720.0));
        const auto &scale = scales[in(0, 7)];
        p.scaleX = scale[0];
        p.scaleY = scale[1];
        return p;
    };
    int hits = 0, insideWords = 0, independent = 0;
    for (int i = 0; i < 600; ++i) {
        const AlphaSprite a = randomSprite(side(), side(), rng);
        const AlphaSprite b = randomSprite(side(), side(), rng);
        const Mask ma = Mask::fromAlpha(a.alpha.data(), a.width, a.height, a.width, 128);
        const Mask mb = Mask::fromAlpha(b.alpha.data(), b.width, b.height, b.width, 128);
        const RefPlacement pa = placement(a, 20.0);
        const RefPlacement pb = placement(b, 60.0);
        const Transform ta = toTransform(pa);
        const Transform tb = toTransform(pb);
        const PlainScan expected = plainScan(ma, ta, mb, tb);
        const QString where = QStringLiteral("seed %1 case %2: ").arg(seed).arg(i)
                              + placedPairText(a, pa, b, pb) + QStringLiteral(": %1");
        const QString wrong = mismatch(ma, ta, mb, tb, expected);
        QVERIFY2(wrong.isEmpty(), qPrintable(where.arg(wrong)));
        if (far == 0.0) {
            const auto ref = refSymmetricOverlap(a, pa, b, pb, 128);
            if (ref.nearTies == 0) {
                ++independent;
                QVERIFY2(ref.count == expected.count
                                 && (ref.first.has_value() == expected.first.has_value()),
                         qPrintable(where.arg(QStringLiteral("reference %1").arg(ref.count))));
                if (ref.first)
                    QVERIFY2(ref.first->x == expected.first->x && ref.first->y == expected.first->y,
                             qPrintable(where.arg(QStringLiteral("reference first"))));
            }
        }
        hits += expected.count > 0 ? 1 : 0;
        insideWords += expected.insideWords;
    }
    // The cases must hit often and put many well-filled words wholly inside B.
    QVERIFY2(hits > 100 && insideWords > 500 && (far != 0.0 || independent > 50),
             qPrintable(QStringLiteral("hits %1 inside words %2 independent %3")
                                .arg(hits)
                                .arg(insideWords)
                                .arg(independent)));
}

void TestRotatedScan::hugeRowTerm()
{
    // A's y axis stretched by 1e9 .. 1e14 and turned: the row's share of the map (m21 *
    // cy) is huge and cancels against the map's offset, so the mapped x is rounded at up
    // to 1/8 of a pixel, and a different order of the same additions floors differently
    // on many pixels. B is placed so that one chosen pixel of A lands on its middle.
    constexpr unsigned seed = 31337u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto real = [&rng](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    int hits = 0, insideWords = 0;
    for (int i = 0; i < 1500; ++i) {
        const AlphaSprite a = randomSprite(in(64, 200), in(1, 8), rng);
        const AlphaSprite b = randomSprite(in(64, 200), in(8, 64), rng);
        const Mask ma = Mask::fromAlpha(a.alpha.data(), a.width, a.height, a.width, 128);
        const Mask mb = Mask::fromAlpha(b.alpha.data(), b.width, b.height, b.width, 128);
        RefPlacement pa;
        pa.rotation = real(-3.0, 3.0);
        pa.scaleX = real(0.3, 1.0);
        pa.scaleY = std::pow(10.0, real(9.0, 14.0)) * (in(0, 1) ? 1.0 : -1.0);
        RefPlacement pb;
        pb.pivotX = b.width / 2.0;
        pb.pivotY = b.height / 2.0;
        const double radians = pa.rotation * 3.14159265358979323846 / 180.0;
        const double u = (in(0, a.width - 1) + 0.5) * pa.scaleX;
        const double v = (in(0, a.height - 1) + 0.5) * pa.scaleY;
        pb.posX = std::cos(radians) * u - std::sin(radians) * v;
        pb.posY = std::sin(radians) * u + std::cos(radians) * v;
        const Transform ta = toTransform(pa);
        const Transform tb = toTransform(pb);
        const PlainScan expected = plainScan(ma, ta, mb, tb);
        const QString wrong = mismatch(ma, ta, mb, tb, expected);
        QVERIFY2(wrong.isEmpty(),
                 qPrintable(QStringLiteral("seed %1 case %2: A %3x%4 %5; B %6x%7 %8: %9")
                                    .arg(seed)
                                    .arg(i)
                                    .arg(a.width)
                                    .arg(a.height)
                                    .arg(placementText(pa))
                                    .arg(b.width)
                                    .arg(b.height)
                                    .arg(placementText(pb))
                                    .arg(wrong)));
        hits += expected.count > 0 ? 1 : 0;
        insideWords += expected.insideWords;
    }
    QVERIFY2(hits > 500 && insideWords > 300,
             qPrintable(QStringLiteral("hits %1 inside words %2").arg(hits).arg(insideWords)));
}

QTEST_GUILESS_MAIN(TestRotatedScan)
#include "tst_rotatedscan.moc"
