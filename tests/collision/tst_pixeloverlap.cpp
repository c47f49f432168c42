// The untransformed entry points of the bit-packed pixel tier (pixeloverlap.h: overlapRect,
// masksOverlap, firstContact, overlapCount, overlapMask, pixelOverlapAt) against the naive
// byte-plane reference of referencepixel.h: seeded random offsets and hand-made edge tables.

#include "pixeloverlapfixture.h"

#include <QTest>

#include <cstdint>
#include <limits>
#include <optional>
#include <random>

namespace hc = hitbox::collision;
using hc::Mask;
using hc::PixelDetail;
using hc::PixelPoint;
using hc::PixelRect;
using namespace hitbox::testing;

namespace {

constexpr qint64 int64Min = std::numeric_limits<qint64>::min();
constexpr qint64 int64Max = std::numeric_limits<qint64>::max();

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

QTEST_GUILESS_MAIN(TestPixelOverlap)
#include "tst_pixeloverlap.moc"
