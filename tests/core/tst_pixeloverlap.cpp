// The bit-packed pixel tier (pixeloverlap.h, pointtests.h) against the naive per-pixel
// byte-plane reference of referencepixel.h, on thousands of seeded random cases, plus
// hand-computed tables for edges, huge offsets and point tests.

#include "referencepixel.h"

#include "collision/mask.h"
#include "collision/pixeloverlap.h"
#include "collision/pointtests.h"

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
using hitbox::testing::AlphaFill;
using hitbox::testing::AlphaSprite;
using hitbox::testing::refCosSin;
using hitbox::testing::refPixelOverlap;
using hitbox::testing::RefPlacement;
using hitbox::testing::RefPoint;
using hitbox::testing::refRandomSprite;
using hitbox::testing::refRotatedQuarterTurns;
using hitbox::testing::refTransformedOverlap;

namespace {

constexpr qint64 int64Min = std::numeric_limits<qint64>::min();
constexpr qint64 int64Max = std::numeric_limits<qint64>::max();
constexpr int thresholds[] = {0, 1, 128, 255};

Mask maskOf(const AlphaSprite &s, int threshold)
{
    return Mask::fromAlpha(s.alpha.data(), s.width, s.height, s.width, threshold);
}

Transform toTransform(const RefPlacement &p)
{
    return Transform{{p.posX, p.posY}, {p.pivotX, p.pivotY}, p.rotation, {p.scaleX, p.scaleY}};
}

QString pointText(const std::optional<PixelPoint> &p)
{
    return p ? QStringLiteral("(%1, %2)").arg(p->x).arg(p->y) : QStringLiteral("none");
}

QString pointText(const std::optional<RefPoint> &p)
{
    return p ? QStringLiteral("(%1, %2)").arg(p->x).arg(p->y) : QStringLiteral("none");
}

bool samePoint(const std::optional<PixelPoint> &p, const std::optional<RefPoint> &q)
{
    return p.has_value() == q.has_value() && (!p || (p->x == q->x && p->y == q->y));
}

QString placementText(const RefPlacement &p)
{
    return QStringLiteral("pos (%1, %2) pivot (%3, %4) rot %5 scale (%6, %7)")
            .arg(p.posX, 0, 'g', 17)
            .arg(p.posY, 0, 'g', 17)
            .arg(p.pivotX, 0, 'g', 17)
            .arg(p.pivotY, 0, 'g', 17)
            .arg(p.rotation, 0, 'g', 17)
            .arg(p.scaleX, 0, 'g', 17)
            .arg(p.scaleY, 0, 'g', 17);
}

// Runs every untransformed entry point and returns the first disagreement with the
// reference, or an empty string.
QString offsetMismatch(
        const AlphaSprite &a, const AlphaSprite &b, int threshold, std::int64_t dx, std::int64_t dy)
{
    const Mask ma = maskOf(a, threshold);
    const Mask mb = maskOf(b, threshold);
    const auto ref = refPixelOverlap(a, b, threshold, dx, dy);

    const PixelRect rect = hc::overlapRect(ma, mb, dx, dy);
    const bool rectOk = ref.rect.isEmpty()
                                ? rect.w >= 0 && rect.h >= 0 && (rect.w == 0 || rect.h == 0)
                                : rect == PixelRect{ref.rect.x, ref.rect.y, ref.rect.w, ref.rect.h};
    if (!rectOk)
        return QStringLiteral("overlapRect {%1, %2, %3, %4}, expected {%5, %6, %7, %8}")
                .arg(rect.x)
                .arg(rect.y)
                .arg(rect.w)
                .arg(rect.h)
                .arg(ref.rect.x)
                .arg(ref.rect.y)
                .arg(ref.rect.w)
                .arg(ref.rect.h);
    if (hc::masksOverlap(ma, mb, dx, dy) != (ref.count > 0))
        return QStringLiteral("masksOverlap, expected %1").arg(ref.count > 0);
    const auto first = hc::firstContact(ma, mb, dx, dy);
    if (!samePoint(first, ref.first))
        return QStringLiteral("firstContact %1, expected %2")
                .arg(pointText(first), pointText(ref.first));
    const std::int64_t count = hc::overlapCount(ma, mb, dx, dy);
    if (count != ref.count)
        return QStringLiteral("overlapCount %1, expected %2").arg(count).arg(ref.count);

    const Mask om = hc::overlapMask(ma, mb, dx, dy);
    if (ref.rect.isEmpty() != om.isNull())
        return QStringLiteral("overlapMask null %1").arg(om.isNull());
    if (!om.isNull()) {
        if (om.width() != ref.rect.w || om.height() != ref.rect.h)
            return QStringLiteral("overlapMask size %1x%2").arg(om.width()).arg(om.height());
        for (int y = 0; y < om.height(); ++y) {
            for (int x = 0; x < om.width(); ++x) {
                if (om.test(x, y) != (ref.mask[std::size_t(y) * om.width() + x] != 0))
                    return QStringLiteral("overlapMask pixel (%1, %2)").arg(x).arg(y);
            }
        }
        // Every pixel matches, so an excess count can only come from padding bits.
        if (om.solidCount() != ref.count)
            return QStringLiteral("overlapMask has padding bits set");
    }

    for (const PixelDetail detail : {PixelDetail::Full, PixelDetail::FirstHit}) {
        const hc::PixelOverlap r = hc::pixelOverlapAt(ma, mb, dx, dy, detail);
        const bool full = detail == PixelDetail::Full;
        const QString mode = full ? QStringLiteral("Full") : QStringLiteral("FirstHit");
        if (r.hit != (ref.count > 0) || !samePoint(r.firstContact, ref.first))
            return QStringLiteral("pixelOverlapAt %1: hit %2 first %3")
                    .arg(mode)
                    .arg(r.hit)
                    .arg(pointText(r.firstContact));
        if (full ? r.count != ref.count : r.count.has_value())
            return QStringLiteral("pixelOverlapAt %1: count %2")
                    .arg(mode)
                    .arg(r.count ? QString::number(*r.count) : QStringLiteral("none"));
        if (!(r.scanned == rect))
            return QStringLiteral("pixelOverlapAt %1: scanned differs from overlapRect").arg(mode);
    }
    return {};
}

QString spriteText(const AlphaSprite &s, AlphaFill fill)
{
    return QStringLiteral("%1x%2 fill %3").arg(s.width).arg(s.height).arg(int(fill));
}

int pickWidth(std::mt19937 &rng)
{
    static constexpr int special[] = {1, 2, 3, 63, 64, 65, 127, 128, 129};
    std::uniform_int_distribution<int> pick(0, 11);
    const int i = pick(rng);
    return i < 9 ? special[i] : std::uniform_int_distribution<int>(1, 200)(rng);
}

AlphaFill pickFill(std::mt19937 &rng)
{
    return AlphaFill(std::uniform_int_distribution<int>(0, 5)(rng));
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

class TestPixelOverlap : public QObject
{
    Q_OBJECT

private slots:
    void randomPairs();
    void everyWordShift();
    void touchingEdges_data();
    void touchingEdges();
    void hugeOffsets_data();
    void hugeOffsets();
    void transformedIntegerTranslation();
    void transformedQuarterTurns();
    void transformedOddAngles();
    void transformedExactDyadic();
    void transformedByHand();
    void transformedDegenerate();
    void solidPixelAt_data();
    void solidPixelAt();
    void pointInBox_data();
    void pointInBox();
};

void TestPixelOverlap::randomPairs()
{
    constexpr unsigned seed = 4242u;
    std::mt19937 rng(seed);
    int hits = 0;
    int misses = 0;
    for (int i = 0; i < 6000; ++i) {
        const AlphaFill fillA = pickFill(rng);
        const AlphaFill fillB = pickFill(rng);
        const int heightA = std::uniform_int_distribution<int>(1, 24)(rng);
        const int heightB = std::uniform_int_distribution<int>(1, 24)(rng);
        const AlphaSprite a = refRandomSprite(pickWidth(rng), heightA, fillA, rng);
        const AlphaSprite b = refRandomSprite(pickWidth(rng), heightB, fillB, rng);
        const int threshold = thresholds[std::uniform_int_distribution<int>(0, 3)(rng)];
        const auto in = [&rng](std::int64_t lo, std::int64_t hi) {
            return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
        };
        std::int64_t dx = in(-b.width - 3, a.width + 3);
        std::int64_t dy = in(-b.height - 3, a.height + 3);
        switch (in(0, 5)) {
        case 0: // touching left or right edge, overlapping rows
            dx = in(0, 1) ? a.width : -b.width;
            dy = in(1 - b.height, a.height - 1);
            break;
        case 1: // touching top or bottom edge, overlapping columns
            dy = in(0, 1) ? a.height : -b.height;
            dx = in(1 - b.width, a.width - 1);
            break;
        case 2: // fully apart
            dx = in(0, 1) ? a.width + in(1, 1000) : -b.width - in(1, 1000);
            break;
        case 3: // any shift against the word boundary
            dx = 64 * in(-3, 2) + in(0, 63);
            break;
        default:
            break;
        }
        const QString mismatch = offsetMismatch(a, b, threshold, dx, dy);
        QVERIFY2(mismatch.isEmpty(),
                 qPrintable(QStringLiteral("seed %1 case %2: A %3, B %4, threshold %5, "
                                           "offset (%6, %7): ")
                                    .arg(seed)
                                    .arg(i)
                                    .arg(spriteText(a, fillA), spriteText(b, fillB))
                                    .arg(threshold)
                                    .arg(dx)
                                    .arg(dy)
                            + mismatch));
        (refPixelOverlap(a, b, threshold, dx, dy).count > 0 ? hits : misses) += 1;
    }
    // The cases must exercise both answers.
    QVERIFY2(hits > 500 && misses > 1000,
             qPrintable(QStringLiteral("hits %1 misses %2").arg(hits).arg(misses)));
}

void TestPixelOverlap::everyWordShift()
{
    std::mt19937 rng(77u);
    const std::pair<int, int> widths[] = {
            {200, 129}, {129, 200}, {65, 130}, {128, 128}, {64, 64}, {63, 65}, {1, 129}, {129, 1}};
    int cases = 0;
    for (const auto &[wa, wb] : widths) {
        for (const AlphaFill fill : {AlphaFill::Half, AlphaFill::Full}) {
            const AlphaSprite a = refRandomSprite(wa, 3, fill, rng);
            const AlphaSprite b = refRandomSprite(wb, 3, fill, rng);
            for (int q = -3; q <= 2; ++q) {
                for (int shift = 0; shift < 64; ++shift) {
                    for (const int dy : {0, 1, -2}) {
                        const std::int64_t dx = 64 * q + shift;
                        const QString mismatch = offsetMismatch(a, b, 128, dx, dy);
                        QVERIFY2(mismatch.isEmpty(),
                                 qPrintable(QStringLiteral("widths %1/%2 fill %3 offset (%4, %5): ")
                                                    .arg(wa)
                                                    .arg(wb)
                                                    .arg(int(fill))
                                                    .arg(dx)
                                                    .arg(dy)
                                            + mismatch));
                        ++cases;
                    }
                }
            }
        }
    }
    QCOMPARE(cases, 8 * 2 * 6 * 64 * 3);
}

void TestPixelOverlap::touchingEdges_data()
{
    QTest::addColumn<int>("wa");
    QTest::addColumn<int>("ha");
    QTest::addColumn<int>("wb");
    QTest::addColumn<int>("hb");
    QTest::newRow("1x1 and 1x1") << 1 << 1 << 1 << 1;
    QTest::newRow("64x3 and 64x3") << 64 << 3 << 64 << 3;
    QTest::newRow("65x2 and 63x4") << 65 << 2 << 63 << 4;
    QTest::newRow("129x5 and 200x1") << 129 << 5 << 200 << 1;
    QTest::newRow("200x7 and 1x9") << 200 << 7 << 1 << 9;
}

void TestPixelOverlap::touchingEdges()
{
    QFETCH(int, wa);
    QFETCH(int, ha);
    QFETCH(int, wb);
    QFETCH(int, hb);
    // Fully solid sprites: any shared pixel would be a hit.
    const Mask a = Mask::fromAlpha(
            std::vector<std::uint8_t>(std::size_t(wa) * ha, 255).data(), wa, ha, wa, 128);
    const Mask b = Mask::fromAlpha(
            std::vector<std::uint8_t>(std::size_t(wb) * hb, 255).data(), wb, hb, wb, 128);
    const std::pair<std::int64_t, std::int64_t> touching[]
            = {{wa, 0}, {-wb, 0}, {0, ha}, {0, -hb}, {wa, ha}, {-wb, -hb}, {wa, -hb}, {-wb, ha}};
    for (const auto &[dx, dy] : touching) {
        const QByteArray where = QStringLiteral("offset (%1, %2)").arg(dx).arg(dy).toLatin1();
        QVERIFY2(isEmpty(hc::overlapRect(a, b, dx, dy)), where.constData());
        QVERIFY2(!hc::masksOverlap(a, b, dx, dy), where.constData());
        QVERIFY2(!hc::firstContact(a, b, dx, dy), where.constData());
        QVERIFY2(hc::overlapCount(a, b, dx, dy) == 0, where.constData());
        QVERIFY2(hc::overlapMask(a, b, dx, dy).isNull(), where.constData());
        const hc::PixelOverlap r = hc::pixelOverlapAt(a, b, dx, dy);
        QVERIFY2(!r.hit && r.count == 0 && isEmpty(r.scanned), where.constData());
    }
    // One pixel further in, they do share a column or row of pixels.
    QCOMPARE(hc::firstContact(a, b, wa - 1, 0), (PixelPoint{wa - 1, 0}));
    QCOMPARE(hc::overlapCount(a, b, wa - 1, 0), std::int64_t(std::min(ha, hb)));
    QCOMPARE(hc::firstContact(a, b, 1 - wb, 0), (PixelPoint{0, 0}));
    QCOMPARE(hc::firstContact(a, b, 0, ha - 1), (PixelPoint{0, ha - 1}));
    QCOMPARE(hc::overlapRect(a, b, 0, 1 - hb), (PixelRect{0, 0, std::min(wa, wb), 1}));
}

void TestPixelOverlap::hugeOffsets_data()
{
    QTest::addColumn<qint64>("dx");
    QTest::addColumn<qint64>("dy");
    const qint64 big = qint64(1) << 40;
    const qint64 bigger = qint64(1) << 62;
    QTest::newRow("+2^40, 0") << big << qint64(0);
    QTest::newRow("-2^40, 0") << -big << qint64(0);
    QTest::newRow("0, +2^40") << qint64(0) << big;
    QTest::newRow("0, -2^40") << qint64(0) << -big;
    QTest::newRow("+-2^40") << big << -big;
    QTest::newRow("+2^62, 0") << bigger << qint64(0);
    QTest::newRow("0, -2^62") << qint64(0) << -bigger;
    QTest::newRow("max, 0") << int64Max << qint64(0);
    QTest::newRow("min, 0") << int64Min << qint64(0);
    QTest::newRow("0, max") << qint64(0) << int64Max;
    QTest::newRow("0, min") << qint64(0) << int64Min;
    QTest::newRow("max-1, min+1") << int64Max - 1 << int64Min + 1;
    QTest::newRow("max, max") << int64Max << int64Max;
    QTest::newRow("min, min") << int64Min << int64Min;
}

void TestPixelOverlap::hugeOffsets()
{
    QFETCH(qint64, dx);
    QFETCH(qint64, dy);
    const AlphaSprite full{129, 5, std::vector<std::uint8_t>(129 * 5, 255)};
    const AlphaSprite other{65, 3, std::vector<std::uint8_t>(65 * 3, 255)};
    const Mask a = maskOf(full, 0);
    const Mask b = maskOf(other, 0);
    QVERIFY(isEmpty(hc::overlapRect(a, b, dx, dy)));
    QVERIFY(!hc::masksOverlap(a, b, dx, dy));
    QVERIFY(!hc::firstContact(a, b, dx, dy));
    QCOMPARE(hc::overlapCount(a, b, dx, dy), std::int64_t(0));
    QVERIFY(hc::overlapMask(a, b, dx, dy).isNull());
    const hc::PixelOverlap r = hc::pixelOverlapAt(a, b, dx, dy);
    QVERIFY(!r.hit);
    QCOMPARE(r.count, std::optional<std::int64_t>(0));
    const QString mismatch = offsetMismatch(full, other, 0, dx, dy);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestPixelOverlap::transformedIntegerTranslation()
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
        const QString where = QStringLiteral("seed %1 case %2: A %3x%4 B %5x%6 offset (%7, %8)")
                                      .arg(seed)
                                      .arg(i)
                                      .arg(a.width)
                                      .arg(a.height)
                                      .arg(b.width)
                                      .arg(b.height)
                                      .arg(dx)
                                      .arg(dy);
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

void TestPixelOverlap::transformedQuarterTurns()
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
        const QString where = QStringLiteral("seed %1 case %2: A %3x%4 B %5x%6 rotation %7 "
                                             "pivot (%8, %9) top-left at (%10, %11): "
                                             "count %12 first %13, expected %14 %15")
                                      .arg(seed)
                                      .arg(i)
                                      .arg(a.width)
                                      .arg(a.height)
                                      .arg(b.width)
                                      .arg(b.height)
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

void TestPixelOverlap::transformedOddAngles()
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
        const auto ref = refTransformedOverlap(a, pa, b, pb, threshold);
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
        const QString where = QStringLiteral("seed %1 case %2: threshold %3 A %4x%5 %6; "
                                             "B %7x%8 %9: count %10 first %11, expected %12 %13")
                                      .arg(seed)
                                      .arg(i)
                                      .arg(threshold)
                                      .arg(a.width)
                                      .arg(a.height)
                                      .arg(placementText(pa))
                                      .arg(b.width)
                                      .arg(b.height)
                                      .arg(placementText(pb))
                                      .arg(r.count.value_or(-1))
                                      .arg(pointText(r.firstContact))
                                      .arg(ref.count)
                                      .arg(pointText(ref.first));
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

void TestPixelOverlap::transformedExactDyadic()
{
    // Power-of-two scales, quarter turns and positions on the quarter-pixel grid keep
    // every operation exact, so pixel-centre ties on B's edges must agree exactly too.
    constexpr unsigned seed = 2048u;
    std::mt19937 rng(seed);
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const double factors[] = {0.5, 1.0, 2.0, -0.5, -1.0, -2.0, 0.25, 4.0};
    const auto placement = [&](const AlphaSprite &s) {
        RefPlacement p;
        p.posX = in(-40, 40) / 4.0;
        p.posY = in(-40, 40) / 4.0;
        p.pivotX = in(0, 4 * s.width) / 4.0;
        p.pivotY = in(0, 4 * s.height) / 4.0;
        p.rotation = 90.0 * in(-4, 4);
        p.scaleX = factors[in(0, 7)];
        p.scaleY = factors[in(0, 7)];
        return p;
    };
    int ties = 0;
    for (int i = 0; i < 2000; ++i) {
        const int threshold = thresholds[in(0, 3)];
        const AlphaSprite a = refRandomSprite(in(1, 40), in(1, 40), AlphaFill::Half, rng);
        const AlphaSprite b = refRandomSprite(in(1, 40), in(1, 40), AlphaFill::Half, rng);
        const RefPlacement pa = placement(a);
        const RefPlacement pb = placement(b);
        const auto ref = refTransformedOverlap(a, pa, b, pb, threshold);
        ties += ref.nearTies > 0 ? 1 : 0;
        const hc::PixelOverlap r = hc::pixelOverlap(
                maskOf(a, threshold), toTransform(pa), maskOf(b, threshold), toTransform(pb));
        QVERIFY2(r.hit == (ref.count > 0) && r.count == ref.count
                         && samePoint(r.firstContact, ref.first),
                 qPrintable(QStringLiteral("seed %1 case %2: A %3x%4 %5; B %6x%7 %8: count %9 "
                                           "first %10, expected %11 %12")
                                    .arg(seed)
                                    .arg(i)
                                    .arg(a.width)
                                    .arg(a.height)
                                    .arg(placementText(pa))
                                    .arg(b.width)
                                    .arg(b.height)
                                    .arg(placementText(pb))
                                    .arg(r.count.value_or(-1))
                                    .arg(pointText(r.firstContact))
                                    .arg(ref.count)
                                    .arg(pointText(ref.first))));
    }
    QVERIFY2(ties > 300, qPrintable(QStringLiteral("only %1 cases with ties").arg(ties)));
}

void TestPixelOverlap::transformedByHand()
{
    // A: one solid pixel scaled by 2 about (0, 0): its centre (0.5, 0.5) lands on (1, 1).
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
    // (1, 1) is the top-left corner of B's pixel (1, 1), so pixel (0, 0) is not hit.
    Mask b00(2, 2);
    b00.set(0, 0);
    QVERIFY(!hc::pixelOverlap(a, ta, b00, identity).hit);
    // Left/top edges are inside, right/bottom edges outside.
    Mask one(1, 1);
    one.set(0, 0);
    QVERIFY(hc::pixelOverlap(a, ta, one, Transform{{1.0, 1.0}, {}, 0.0, {1.0, 1.0}}).hit);
    QVERIFY(!hc::pixelOverlap(a, ta, one, Transform{{0.0, 0.0}, {}, 0.0, {1.0, 1.0}}).hit);
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

void TestPixelOverlap::transformedDegenerate()
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

void TestPixelOverlap::solidPixelAt_data()
{
    // A 4x3 mask, all solid except pixel (1, 1). Expected pixels computed by hand;
    // (-1, -1) means no solid pixel.
    QTest::addColumn<Transform>("transform");
    QTest::addColumn<Vec2>("world");
    QTest::addColumn<QPoint>("expected");
    const Transform identity{};
    QTest::newRow("origin") << identity << Vec2{0.0, 0.0} << QPoint(0, 0);
    QTest::newRow("negative zero") << identity << Vec2{-0.0, -0.0} << QPoint(0, 0);
    QTest::newRow("just left of x 1") << identity << Vec2{0.999, 0.5} << QPoint(0, 0);
    QTest::newRow("x 1 is pixel 1") << identity << Vec2{1.0, 0.5} << QPoint(1, 0);
    QTest::newRow("y 2 is row 2") << identity << Vec2{0.5, 2.0} << QPoint(0, 2);
    QTest::newRow("last pixel") << identity << Vec2{3.999, 2.999} << QPoint(3, 2);
    QTest::newRow("right edge out") << identity << Vec2{4.0, 0.5} << QPoint(-1, -1);
    QTest::newRow("bottom edge out") << identity << Vec2{0.5, 3.0} << QPoint(-1, -1);
    QTest::newRow("left of image") << identity << Vec2{-0.001, 0.5} << QPoint(-1, -1);
    QTest::newRow("above image") << identity << Vec2{0.5, -1e-12} << QPoint(-1, -1);
    QTest::newRow("hole") << identity << Vec2{1.5, 1.5} << QPoint(-1, -1);
    QTest::newRow("hole edge") << identity << Vec2{1.0, 1.0} << QPoint(-1, -1);
    QTest::newRow("after hole") << identity << Vec2{2.0, 1.0} << QPoint(2, 1);

    // Pivot (2, 1.5) at (10, 20): image = world - (8, 18.5).
    const Transform moved{{10.0, 20.0}, {2.0, 1.5}, 0.0, {1.0, 1.0}};
    QTest::newRow("moved top-left") << moved << Vec2{8.0, 18.5} << QPoint(0, 0);
    QTest::newRow("moved right edge") << moved << Vec2{12.0, 18.5} << QPoint(-1, -1);
    QTest::newRow("moved last") << moved << Vec2{11.999, 21.499} << QPoint(3, 2);
    QTest::newRow("moved below") << moved << Vec2{11.0, 21.5} << QPoint(-1, -1);

    // 90 degrees about (0, 0): image (x, y) -> world (-y, x), so image = (wy, -wx).
    const Transform quarter{{}, {}, 90.0, {1.0, 1.0}};
    QTest::newRow("90 (2,0)") << quarter << Vec2{-0.5, 2.5} << QPoint(2, 0);
    QTest::newRow("90 (0,2)") << quarter << Vec2{-2.5, 0.5} << QPoint(0, 2);
    QTest::newRow("90 outside") << quarter << Vec2{0.5, 0.5} << QPoint(-1, -1);
    QTest::newRow("90 hole") << quarter << Vec2{-1.5, 1.5} << QPoint(-1, -1);
    QTest::newRow("90 wx 0 is row 0") << quarter << Vec2{0.0, 2.5} << QPoint(2, 0);
    QTest::newRow("90 wx -1 is row 1") << quarter << Vec2{-1.0, 2.5} << QPoint(2, 1);
    QTest::newRow("90 wx -3 is out") << quarter << Vec2{-3.0, 2.5} << QPoint(-1, -1);
    QTest::newRow("90 wx 0.001 is out") << quarter << Vec2{0.001, 2.5} << QPoint(-1, -1);

    // 45 degrees about (0, 0): image (x, y) -> world ((x - y) k, (x + y) k), k = sqrt(1/2).
    const Transform diagonal{{}, {}, 45.0, {1.0, 1.0}};
    QTest::newRow("45 (1,0)") << diagonal << Vec2{0.70710678, 1.41421356} << QPoint(1, 0);
    QTest::newRow("45 (0,2)") << diagonal << Vec2{-1.41421356, 2.12132034} << QPoint(0, 2);
    QTest::newRow("45 (3,0)") << diagonal << Vec2{2.12132034, 2.82842712} << QPoint(3, 0);
    QTest::newRow("45 hole") << diagonal << Vec2{0.0, 2.12132034} << QPoint(-1, -1);
    QTest::newRow("45 outside") << diagonal << Vec2{1.0, 0.0} << QPoint(-1, -1);

    // 180 degrees, scale 2, pivot at the centre (2, 1.5): image = (2 - wx/2, 1.5 - wy/2).
    const Transform flipped{{}, {2.0, 1.5}, 180.0, {2.0, 2.0}};
    QTest::newRow("180x2 centre") << flipped << Vec2{0.0, 0.0} << QPoint(2, 1);
    QTest::newRow("180x2 up-left") << flipped << Vec2{-0.001, -0.001} << QPoint(2, 1);
    QTest::newRow("180x2 hole") << flipped << Vec2{0.001, 0.001} << QPoint(-1, -1);
    QTest::newRow("180x2 far corner") << flipped << Vec2{4.0, 3.0} << QPoint(0, 0);
    QTest::newRow("180x2 near far corner") << flipped << Vec2{3.999, 2.999} << QPoint(0, 0);
    QTest::newRow("180x2 out") << flipped << Vec2{-4.0, -3.0} << QPoint(-1, -1);

    // Mirrored x about (0, 0): image = (-wx, wy).
    const Transform mirrored{{}, {}, 0.0, {-1.0, 1.0}};
    QTest::newRow("mirror (0,0)") << mirrored << Vec2{-0.5, 0.5} << QPoint(0, 0);
    QTest::newRow("mirror (3,2)") << mirrored << Vec2{-3.5, 2.5} << QPoint(3, 2);
    QTest::newRow("mirror out") << mirrored << Vec2{0.5, 0.5} << QPoint(-1, -1);
    QTest::newRow("mirror wx -4 out") << mirrored << Vec2{-4.0, 0.5} << QPoint(-1, -1);
}

void TestPixelOverlap::solidPixelAt()
{
    QFETCH(Transform, transform);
    QFETCH(Vec2, world);
    QFETCH(QPoint, expected);
    Mask m(4, 3);
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 4; ++x)
            m.set(x, y, !(x == 1 && y == 1));
    }
    const std::optional<PixelPoint> p = hc::solidPixelAt(m, transform, world);
    const std::optional<PixelPoint> want
            = expected.x() < 0 ? std::nullopt
                               : std::optional<PixelPoint>(PixelPoint{expected.x(), expected.y()});
    QVERIFY2(p == want, qPrintable(pointText(p)));
    QCOMPARE(hc::pointHitsMask(m, transform, world), want.has_value());
}

void TestPixelOverlap::pointInBox_data()
{
    QTest::addColumn<hc::Rect>("box");
    QTest::addColumn<Transform>("transform");
    QTest::addColumn<Vec2>("world");
    QTest::addColumn<bool>("inside");
    // Unrotated: world box [8, 12) x [9, 11), half-open.
    const hc::Rect centred{-2.0, -1.0, 4.0, 2.0};
    const Transform at10{{10.0, 10.0}, {3.0, 3.0}, 0.0, {1.0, 1.0}};
    QTest::newRow("0 top-left in") << centred << at10 << Vec2{8.0, 9.0} << true;
    QTest::newRow("0 right edge out") << centred << at10 << Vec2{12.0, 9.0} << false;
    QTest::newRow("0 bottom edge out") << centred << at10 << Vec2{8.0, 11.0} << false;
    QTest::newRow("0 near far corner") << centred << at10 << Vec2{11.999, 10.999} << true;
    QTest::newRow("0 left of box") << centred << at10 << Vec2{7.999, 10.0} << false;

    // 90 degrees: local (x, y) -> (-y, x), box {0, 0, 4, 2} covers world [-2, 0) x [0, 4).
    const hc::Rect corner{0.0, 0.0, 4.0, 2.0};
    const Transform r90{{}, {}, 90.0, {1.0, 1.0}};
    QTest::newRow("90 inside") << corner << r90 << Vec2{-1.0, 3.0} << true;
    QTest::newRow("90 wrong side") << corner << r90 << Vec2{1.0, 3.0} << false;
    QTest::newRow("90 top-left in") << corner << r90 << Vec2{-2.0, 0.0} << true;
    QTest::newRow("90 right edge out") << corner << r90 << Vec2{0.0, 0.0} << false;
    QTest::newRow("90 bottom edge out") << corner << r90 << Vec2{-1.0, 4.0} << false;
    // 270 degrees: local (x, y) -> (y, -x): world [0, 2) x [-4, 0).
    const Transform r270{{}, {}, 270.0, {1.0, 1.0}};
    QTest::newRow("270 inside") << corner << r270 << Vec2{1.0, -3.0} << true;
    QTest::newRow("270 top-left in") << corner << r270 << Vec2{0.0, -4.0} << true;
    QTest::newRow("270 bottom edge out") << corner << r270 << Vec2{1.0, 0.0} << false;
    QTest::newRow("270 wrong side") << corner << r270 << Vec2{-1.0, 3.0} << false;
    // 180 degrees at (10, 10): world [8, 12) x [9, 11) again for the centred box.
    const Transform r180{{10.0, 10.0}, {}, 180.0, {1.0, 1.0}};
    QTest::newRow("180 top-left in") << centred << r180 << Vec2{8.0, 9.0} << true;
    QTest::newRow("180 right edge out") << centred << r180 << Vec2{12.0, 10.0} << false;
    // Scale 2 at (1, 1): world [1, 9) x [1, 5).
    const Transform scaled{{1.0, 1.0}, {}, 0.0, {2.0, 2.0}};
    QTest::newRow("x2 near corner") << corner << scaled << Vec2{8.999, 4.999} << true;
    QTest::newRow("x2 right edge out") << corner << scaled << Vec2{9.0, 1.0} << false;

    // 45 degrees: box {0, 0, 2, 2} becomes the diamond (0, 0), (s, s), (0, 2s), (-s, s),
    // s = sqrt(2); strictly inside means |x| < y < 2s - |x|.
    const hc::Rect square{0.0, 0.0, 2.0, 2.0};
    const Transform r45{{}, {}, 45.0, {1.0, 1.0}};
    QTest::newRow("45 vertex is boundary") << square << r45 << Vec2{0.0, 0.0} << false;
    QTest::newRow("45 centre") << square << r45 << Vec2{0.0, 1.414} << true;
    QTest::newRow("45 just above vertex") << square << r45 << Vec2{0.0, 0.001} << true;
    QTest::newRow("45 beside vertex") << square << r45 << Vec2{0.002, 0.001} << false;
    QTest::newRow("45 below top") << square << r45 << Vec2{0.0, 2.8284} << true;
    QTest::newRow("45 above top") << square << r45 << Vec2{0.0, 2.82843} << false;
    QTest::newRow("45 inside right edge") << square << r45 << Vec2{1.4, 1.42} << true;
    QTest::newRow("45 outside right edge") << square << r45 << Vec2{1.42, 1.4} << false;
    // At 0 degrees the same corner point is inside (half-open), at 30 it is a vertex.
    const Transform r0{{}, {}, 0.0, {1.0, 1.0}};
    const Transform r30{{5.0, 5.0}, {}, 30.0, {1.0, 1.0}};
    QTest::newRow("0 corner in") << square << r0 << Vec2{0.0, 0.0} << true;
    QTest::newRow("30 vertex") << square << r30 << Vec2{5.0, 5.0} << false;
    // A box whose left edge passes through the pivot: the pivot is on the boundary.
    const hc::Rect straddle{0.0, -1.0, 2.0, 2.0};
    QTest::newRow("30 on edge") << straddle << r30 << Vec2{5.0, 5.0} << false;
    QTest::newRow("0 on left edge in") << straddle << r0 << Vec2{0.0, 0.0} << true;
}

void TestPixelOverlap::pointInBox()
{
    QFETCH(hc::Rect, box);
    QFETCH(Transform, transform);
    QFETCH(Vec2, world);
    QFETCH(bool, inside);
    QCOMPARE(hc::pointInBox(box, transform, world), inside);
}

QTEST_GUILESS_MAIN(TestPixelOverlap)
#include "tst_pixeloverlap.moc"
