// The transformed pixel tier (pixelOverlap with rotation, scale and mirroring) against the
// naive byte-plane references of referencepixel.h (offset overlap of quarter-turned planes,
// and the symmetric rule on the landings of placed sprites' pixel centres) on seeded random
// cases, plus hand-computed cases.

#include "pixeloverlapfixture.h"

#include <hitbox/geometry.h>

#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>

namespace hc = hitbox::collision;
using hc::Mask;
using hc::PixelDetail;
using hc::PixelPoint;
using hc::PixelRect;
using hc::Transform;
using hc::Vec2;
using namespace hitbox::testing;

namespace {

// "seed 1 case 2: A 3x4 B 5x6", the start of a random case's failure message.
QString caseText(unsigned seed, int i, const AlphaSprite &a, const AlphaSprite &b)
{
    return QStringLiteral("seed %1 case %2: A %3x%4 B %5x%6")
            .arg(seed)
            .arg(i)
            .arg(a.width)
            .arg(a.height)
            .arg(b.width)
            .arg(b.height);
}

// The placed sprites and both answers of a transformed case, for failure messages.
QString transformedCaseText(const AlphaSprite &a,
                            const RefPlacement &pa,
                            const AlphaSprite &b,
                            const RefPlacement &pb,
                            const hc::PixelOverlap &r,
                            const RefSymmetricResult &ref)
{
    return placedPairText(a, pa, b, pb)
           + QStringLiteral(": count %1 first %2, expected %3 %4")
                     .arg(r.count.value_or(-1))
                     .arg(pointText(r.firstContact))
                     .arg(ref.count)
                     .arg(pointText(ref.first));
}

// The rotated image's top-left, relative to its pivot's world position, for a quarter-turn
// rotation: the smallest corner of the rotated rectangle (exact, c and s are 0 or +-1).
Vec2 rotatedTopLeftOffset(double rotation, const AlphaSprite &s, double pivotX, double pivotY)
{
    double c = 0.0, sn = 0.0;
    refCosSin(rotation, c, sn);
    double minX = std::numeric_limits<double>::infinity();
    double minY = minX;
    for (const auto &[cx, cy] :
         {std::pair{0, 0}, {s.width, 0}, {0, s.height}, {s.width, s.height}}) {
        const double u = cx - pivotX;
        const double v = cy - pivotY;
        minX = std::min(minX, c * u - sn * v);
        minY = std::min(minY, sn * u + c * v);
    }
    return {minX, minY};
}

} // namespace

class TestPixelOverlapTransformed : public QObject
{
    Q_OBJECT

private slots:
    void transformedIntegerTranslation();
    void transformedQuarterTurns();
    void transformedOddAngles();
    void transformedExactDyadic();
    void transformedByHand();
    void transformedDegenerate();
};

void TestPixelOverlapTransformed::transformedIntegerTranslation()
{
    constexpr unsigned seed = 1717u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const double fullTurns[] = {0.0, 360.0, -360.0, 720.0};
    for (int i = 0; i < 2000; ++i) {
        const AlphaFill fill = i % 2 ? AlphaFill::Half : pickFill(rng);
        const int threshold = thresholds[in(0, 3)];
        const AlphaSprite a = refRandomSprite(pickWidth(rng), in(1, 20), fill, rng);
        const AlphaSprite b = refRandomSprite(pickWidth(rng), in(1, 20), fill, rng);
        // Pivots on a quarter-pixel grid; position - pivot is an integer.
        const double pivotA = in(-8, 8) / 4.0;
        const double pivotB = in(-8, 8) / 4.0;
        const int originAx = in(-50, 50);
        const int originAy = in(-50, 50);
        const std::int64_t dx = in(-b.width - 2, a.width + 2);
        const std::int64_t dy = in(-b.height - 2, a.height + 2);
        const Transform ta{{originAx + pivotA, originAy - pivotA},
                           {pivotA, -pivotA},
                           fullTurns[in(0, 3)],
                           {1.0, 1.0}};
        const Transform tb{{double(originAx + dx) + pivotB, double(originAy + dy) + pivotB},
                           {pivotB, pivotB},
                           fullTurns[in(0, 3)],
                           {1.0, 1.0}};
        const auto ref = refPixelOverlap(a, b, threshold, dx, dy);
        const Mask ma = maskOf(a, threshold);
        const Mask mb = maskOf(b, threshold);
        const QString where
                = caseText(seed, i, a, b) + QStringLiteral(" offset (%1, %2)").arg(dx).arg(dy);
        const hc::PixelOverlap full = hc::pixelOverlap(ma, ta, mb, tb, PixelDetail::Full);
        QVERIFY2(full.hit == (ref.count > 0) && full.count == ref.count
                         && samePoint(full.firstContact, ref.first),
                 qPrintable(where
                            + QStringLiteral(": count %1 first %2, expected %3 %4")
                                      .arg(full.count.value_or(-1))
                                      .arg(pointText(full.firstContact))
                                      .arg(ref.count)
                                      .arg(pointText(ref.first))));
        QVERIFY2(ref.rect.isEmpty()
                         ? isEmpty(full.scanned)
                         : full.scanned
                                   == (PixelRect{ref.rect.x, ref.rect.y, ref.rect.w, ref.rect.h}),
                 qPrintable(where));
        const hc::PixelOverlap quick = hc::pixelOverlap(ma, ta, mb, tb, PixelDetail::FirstHit);
        QVERIFY2(quick.hit == full.hit && samePoint(quick.firstContact, ref.first)
                         && !quick.count.has_value(),
                 qPrintable(where));
    }
}

void TestPixelOverlapTransformed::transformedQuarterTurns()
{
    constexpr unsigned seed = 9090u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const double rotations[] = {90.0, 180.0, 270.0, -90.0, 450.0, -180.0, -270.0};
    for (int i = 0; i < 2000; ++i) {
        const AlphaFill fill = i % 3 ? AlphaFill::Half : pickFill(rng);
        const int threshold = thresholds[in(0, 3)];
        const AlphaSprite a = refRandomSprite(pickWidth(rng), in(1, 30), fill, rng);
        const AlphaSprite b = refRandomSprite(in(1, 70), in(1, 70), fill, rng);
        const double rotation = rotations[in(0, 6)];
        const int turns = int(std::lround(rotation / 90.0));
        double pivotX = 0.0, pivotY = 0.0;
        switch (in(0, 3)) {
        case 0: // image centre (possibly half pixels)
            pivotX = b.width / 2.0;
            pivotY = b.height / 2.0;
            break;
        case 1: // bottom-right corner
            pivotX = b.width;
            pivotY = b.height;
            break;
        case 2: // anywhere on the half-pixel grid, also outside the image
            pivotX = in(-20, 2 * b.width + 20) / 2.0;
            pivotY = in(-20, 2 * b.height + 20) / 2.0;
            break;
        default: // top-left corner
            break;
        }
        // A is an integer translation; the rotated B's top-left lands on (dx, dy) of A.
        const int originAx = in(-30, 30);
        const int originAy = in(-30, 30);
        const AlphaSprite rb = refRotatedQuarterTurns(b, turns);
        const std::int64_t dx = in(-rb.width - 1, a.width + 1);
        const std::int64_t dy = in(-rb.height - 1, a.height + 1);
        const Vec2 corner = rotatedTopLeftOffset(rotation, b, pivotX, pivotY);
        const Transform ta{{originAx + 0.5, originAy + 0.5}, {0.5, 0.5}, 0.0, {1.0, 1.0}};
        const Transform tb{{double(originAx + dx) - corner.x, double(originAy + dy) - corner.y},
                           {pivotX, pivotY},
                           rotation,
                           {1.0, 1.0}};
        const Mask ma = maskOf(a, threshold);
        const Mask mb = maskOf(b, threshold);
        const auto ref = refPixelOverlap(a, rb, threshold, dx, dy);
        const Mask turned = hc::rotatedQuarterTurns(mb, turns);
        const hc::PixelOverlap offsetAnswer = hc::pixelOverlapAt(ma, turned, dx, dy);
        const hc::PixelOverlap r = hc::pixelOverlap(ma, ta, mb, tb);
        const QString where = caseText(seed, i, a, b)
                              + QStringLiteral(" rotation %1 pivot (%2, %3) top-left at (%4, %5): "
                                               "count %6 first %7, expected %8 %9")
                                        .arg(rotation)
                                        .arg(pivotX)
                                        .arg(pivotY)
                                        .arg(dx)
                                        .arg(dy)
                                        .arg(r.count.value_or(-1))
                                        .arg(pointText(r.firstContact))
                                        .arg(ref.count)
                                        .arg(pointText(ref.first));
        QVERIFY2(r.hit == (ref.count > 0) && r.count == ref.count
                         && samePoint(r.firstContact, ref.first),
                 qPrintable(where));
        QVERIFY2(offsetAnswer.count == r.count && offsetAnswer.firstContact == r.firstContact,
                 qPrintable(where));
        const hc::PixelOverlap quick = hc::pixelOverlap(ma, ta, mb, tb, PixelDetail::FirstHit);
        QVERIFY2(quick.hit == r.hit && quick.firstContact == r.firstContact, qPrintable(where));
    }
}

void TestPixelOverlapTransformed::transformedOddAngles()
{
    constexpr unsigned seed = 133700u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto real = [&rng](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    const double angles[] = {17.0, 45.0, 133.7, -30.0, 200.5, 359.9, 90.0, 0.0, 1e-3};
    const std::pair<double, double> scales[] = {{1, 1},
                                                {0.5, 0.5},
                                                {2, 2},
                                                {0.5, 2},
                                                {3, 0.75},
                                                {-1, 1},
                                                {1, -1},
                                                {-0.75, 1.25},
                                                {1.3, 0.7}};
    const auto placement = [&](const AlphaSprite &s, double spread) {
        RefPlacement p;
        p.posX = real(-spread, spread);
        p.posY = real(-spread, spread);
        p.pivotX = real(0.0, s.width);
        p.pivotY = real(0.0, s.height);
        p.rotation = in(0, 9) < 9 ? angles[in(0, 8)] : real(-720.0, 720.0);
        const auto [sx, sy] = scales[in(0, 8)];
        p.scaleX = sx;
        p.scaleY = sy;
        return p;
    };
    int cases = 0, skipped = 0, hits = 0;
    for (int i = 0; i < 3000; ++i) {
        const AlphaFill fill = i % 2 ? AlphaFill::Half : pickFill(rng);
        const int threshold = thresholds[in(0, 3)];
        const AlphaSprite a
                = refRandomSprite(in(0, 4) ? in(1, 48) : pickWidth(rng), in(1, 48), fill, rng);
        const AlphaSprite b = refRandomSprite(in(1, 48), in(1, 48), fill, rng);
        const RefPlacement pa = placement(a, 3.0);
        const RefPlacement pb = placement(b, 25.0);
        const auto ref = refSymmetricOverlap(a, pa, b, pb, threshold);
        if (ref.nearTies > 0) {
            // A centre lands within 1e-9 of a B pixel edge: rounding decides, skip it.
            ++skipped;
            continue;
        }
        ++cases;
        hits += ref.count > 0 ? 1 : 0;
        const Mask ma = maskOf(a, threshold);
        const Mask mb = maskOf(b, threshold);
        const Transform ta = toTransform(pa);
        const Transform tb = toTransform(pb);
        const hc::PixelOverlap r = hc::pixelOverlap(ma, ta, mb, tb, PixelDetail::Full);
        const QString where
                = QStringLiteral("seed %1 case %2: threshold %3 ").arg(seed).arg(i).arg(threshold)
                  + transformedCaseText(a, pa, b, pb, r, ref);
        QVERIFY2(r.hit == (ref.count > 0) && r.count == ref.count
                         && samePoint(r.firstContact, ref.first),
                 qPrintable(where));
        if (r.firstContact)
            QVERIFY2(hc::rectContains(r.scanned, *r.firstContact), qPrintable(where));
        const hc::PixelOverlap quick = hc::pixelOverlap(ma, ta, mb, tb, PixelDetail::FirstHit);
        QVERIFY2(quick.hit == r.hit && quick.firstContact == r.firstContact
                         && !quick.count.has_value(),
                 qPrintable(where));
    }
    QVERIFY2(skipped < 100 && hits > 1000 && cases - hits > 200,
             qPrintable(QStringLiteral("cases %1 skipped %2 hits %3")
                                .arg(cases)
                                .arg(skipped)
                                .arg(hits)));
}

void TestPixelOverlapTransformed::transformedExactDyadic()
{
    // Power-of-two scales, quarter turns and positions on the quarter-pixel grid keep
    // every operation exact, so pixel-centre ties on B's edges must agree exactly too.
    constexpr unsigned seed = 2048u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto placement = [&](const AlphaSprite &s) {
        return hitbox::testing::refDyadicPlacement(rng, s.width, s.height, false);
    };
    int ties = 0;
    for (int i = 0; i < 2000; ++i) {
        const int threshold = thresholds[in(0, 3)];
        const AlphaSprite a = refRandomSprite(in(1, 40), in(1, 40), AlphaFill::Half, rng);
        const AlphaSprite b = refRandomSprite(in(1, 40), in(1, 40), AlphaFill::Half, rng);
        const RefPlacement pa = placement(a);
        const RefPlacement pb = placement(b);
        const auto ref = refSymmetricOverlap(a, pa, b, pb, threshold);
        ties += ref.nearTies > 0 ? 1 : 0;
        const hc::PixelOverlap r = hc::pixelOverlap(
                maskOf(a, threshold), toTransform(pa), maskOf(b, threshold), toTransform(pb));
        QVERIFY2(r.hit == (ref.count > 0) && r.count == ref.count
                         && samePoint(r.firstContact, ref.first),
                 qPrintable(QStringLiteral("seed %1 case %2: ").arg(seed).arg(i)
                            + transformedCaseText(a, pa, b, pb, r, ref)));
    }
    QVERIFY2(ties > 300, qPrintable(QStringLiteral("only %1 cases with ties").arg(ties)));
}

void TestPixelOverlapTransformed::transformedByHand()
{
    // A: one solid pixel scaled by 2 about (0, 0), covering world [0, 2) x [0, 2): its
    // centre (0.5, 0.5) lands on (1, 1).
    Mask a(1, 1);
    a.set(0, 0);
    const Transform ta{{0.0, 0.0}, {0.0, 0.0}, 0.0, {2.0, 2.0}};
    Mask b(2, 2);
    b.set(1, 1);
    const Transform identity{};
    hc::PixelOverlap r = hc::pixelOverlap(a, ta, b, identity);
    QVERIFY(r.hit);
    QCOMPARE(r.count, std::optional<std::int64_t>(1));
    QCOMPARE(r.firstContact, std::optional<PixelPoint>(PixelPoint{0, 0}));
    // (1, 1) is the top-left corner of B's pixel (1, 1), so A's centre misses B's pixel
    // (0, 0); but that pixel's centre (0.5, 0.5) lies in A's pixel, so they collide (one-way
    // sampling of A's centres said miss here).
    Mask b00(2, 2);
    b00.set(0, 0);
    QVERIFY(hc::pixelOverlap(a, ta, b00, identity).hit);
    QVERIFY(hc::pixelOverlap(b00, identity, a, ta).hit);
    // Left/top edges are inside, right/bottom edges outside, both ways: A's centre on the
    // top-left corner of a 1x1 B, or B's centre on the left edge of A, hit; B's centre on
    // A's right edge misses (and A's centre lands outside B), although the squares overlap.
    Mask one(1, 1);
    one.set(0, 0);
    const auto at = [](double x, double y) { return Transform{{x, y}, {}, 0.0, {1.0, 1.0}}; };
    QVERIFY(hc::pixelOverlap(a, ta, one, at(1.0, 1.0)).hit);
    QVERIFY(hc::pixelOverlap(a, ta, one, at(-0.5, 0.5)).hit);
    QVERIFY(!hc::pixelOverlap(a, ta, one, at(1.5, 0.5)).hit);
    QVERIFY(!hc::pixelOverlap(one, at(1.5, 0.5), a, ta).hit);
    QVERIFY(!hc::pixelOverlap(a, ta, one, at(2.0, 0.0)).hit);
    // B turned 90 degrees about (0, 0): B's pixel (x, y) covers world (-y - 1..-y, x..x+1).
    // A 3x3 all solid at (-2, 0): the centre of A's (i, j) is world (-1.5 + i, 0.5 + j),
    // which is B's image point (0.5 + j, 1.5 - i): inside B only for i = 1, j = 0 or 1.
    Mask a33(3, 3);
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 3; ++x)
            a33.set(x, y);
    }
    Mask b21(2, 1); // B's pixels (0, 0) and (1, 0) are solid, 2 wide and 1 tall
    b21.set(0, 0);
    b21.set(1, 0);
    const Transform ta33{{-2.0, 0.0}, {}, 0.0, {1.0, 1.0}};
    const Transform turned{{}, {}, 90.0, {1.0, 1.0}};
    r = hc::pixelOverlap(a33, ta33, b21, turned);
    QCOMPARE(r.count, std::optional<std::int64_t>(2));
    QCOMPARE(r.firstContact, std::optional<PixelPoint>(PixelPoint{1, 0}));
}

void TestPixelOverlapTransformed::transformedDegenerate()
{
    const Mask a = maskOf(AlphaSprite{8, 8, std::vector<std::uint8_t>(64, 255)}, 1);
    const Mask b = a;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const Transform placed{{4.0, 4.0}, {4.0, 4.0}, 0.0, {1.0, 1.0}};
    // Zero-area sprites (zero scale) share no area with anything; non-finite placements
    // and offsets beyond the int64 range give no hit either. None may crash.
    const Transform bad[] = {
            {{4.0, 4.0}, {4.0, 4.0}, 0.0, {0.0, 1.0}},
            {{4.0, 4.0}, {4.0, 4.0}, 30.0, {0.0, 0.0}},
            {{nan, 4.0}, {4.0, 4.0}, 0.0, {1.0, 1.0}},
            {{4.0, 4.0}, {4.0, 4.0}, nan, {1.0, 1.0}},
            {{4.0, 4.0}, {4.0, 4.0}, inf, {1.0, 1.0}},
            {{inf, 4.0}, {4.0, 4.0}, 0.0, {1.0, 1.0}},
            {{1e19, 4.0}, {4.0, 4.0}, 0.0, {1.0, 1.0}},
            {{-1e300, 4.0}, {4.0, 4.0}, 0.0, {1.0, 1.0}},
            {{1e15, 1e15}, {4.0, 4.0}, 17.0, {1.0, 1.0}},
            {{std::ldexp(1.0, 40), 0.0}, {}, 0.0, {1.0, 1.0}},
    };
    QVERIFY(hc::pixelOverlap(a, placed, b, placed).hit); // the control case
    int row = 0;
    for (const Transform &t : bad) {
        const QByteArray where = QByteArray::number(row++);
        for (const bool bIsBad : {false, true}) {
            const hc::PixelOverlap r = bIsBad ? hc::pixelOverlap(a, placed, b, t)
                                              : hc::pixelOverlap(a, t, b, placed);
            QVERIFY2(!r.hit && !r.firstContact, where.constData());
            QVERIFY2(r.count == std::optional<std::int64_t>(0), where.constData());
        }
    }
}

QTEST_GUILESS_MAIN(TestPixelOverlapTransformed)
#include "tst_pixeloverlaptransformed.moc"
