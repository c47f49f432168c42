// Mask: alpha -> bits, layout invariants (zero padding, 4-word rows, 32-byte alignment),
// pixel access, counting, bounds, equality and quarter turns, checked against the naive
// byte-plane reference of referencepixel.h and hand-written tables.

#include "referencepixel.h"

#include <hitbox/mask.h>

#include <QTest>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

using hitbox::collision::Mask;
using hitbox::collision::PixelRect;
using hitbox::testing::AlphaFill;
using hitbox::testing::AlphaSprite;
using hitbox::testing::refRandomSprite;
using hitbox::testing::refRotatedQuarterTurns;
using hitbox::testing::refSolid;

namespace {

constexpr int allThresholds[] = {0, 1, 128, 254, 255, 256, 1000, INT_MAX, -1, -255, INT_MIN};

Mask maskOf(const AlphaSprite &s, int threshold)
{
    return Mask::fromAlpha(s.alpha.data(), s.width, s.height, s.width, threshold);
}

// ceil(width / 64) words, rounded up to a multiple of four.
int expectedWordsPerRow(int width)
{
    const int words = (width + 63) / 64;
    return (words + 3) / 4 * 4;
}

// Empty when the layout invariants hold: wordsPerRow as documented, 32-byte aligned
// storage, and every bit at x >= width of every row word zero.
QString layoutProblem(const Mask &m)
{
    if (m.isNull())
        return {};
    if (m.wordsPerRow() != expectedWordsPerRow(m.width()))
        return QStringLiteral("wordsPerRow %1 for width %2").arg(m.wordsPerRow()).arg(m.width());
    if (reinterpret_cast<std::uintptr_t>(m.row(0)) % 32 != 0)
        return QStringLiteral("storage not 32-byte aligned");
    for (int y = 0; y < m.height(); ++y) {
        for (int w = 0; w < m.wordsPerRow(); ++w) {
            const int valid = std::clamp(m.width() - w * 64, 0, 64);
            const std::uint64_t padding = valid == 64 ? 0 : ~((std::uint64_t(1) << valid) - 1);
            if (m.row(y)[w] & padding)
                return QStringLiteral("padding bit set in row %1 word %2").arg(y).arg(w);
        }
    }
    return {};
}

// Empty when m has s's size and each pixel is solid exactly when refSolid says so.
QString referenceMismatch(const Mask &m, const AlphaSprite &s, int threshold)
{
    if (m.width() != s.width || m.height() != s.height)
        return QStringLiteral("size %1x%2, expected %3x%4")
                .arg(m.width())
                .arg(m.height())
                .arg(s.width)
                .arg(s.height);
    for (int y = 0; y < s.height; ++y) {
        for (int x = 0; x < s.width; ++x) {
            if (m.test(x, y) != refSolid(s.at(x, y), threshold))
                return QStringLiteral("pixel (%1, %2) alpha %3 threshold %4")
                        .arg(x)
                        .arg(y)
                        .arg(s.at(x, y))
                        .arg(threshold);
        }
    }
    return {};
}

std::int64_t referenceCount(const AlphaSprite &s, int threshold)
{
    std::int64_t n = 0;
    for (const std::uint8_t a : s.alpha)
        n += refSolid(a, threshold) ? 1 : 0;
    return n;
}

PixelRect referenceBounds(const AlphaSprite &s, int threshold)
{
    int minX = INT_MAX, minY = INT_MAX, maxX = -1, maxY = -1;
    for (int y = 0; y < s.height; ++y) {
        for (int x = 0; x < s.width; ++x) {
            if (!refSolid(s.at(x, y), threshold))
                continue;
            minX = std::min(minX, x);
            minY = std::min(minY, y);
            maxX = std::max(maxX, x);
            maxY = std::max(maxY, y);
        }
    }
    if (maxX < 0)
        return {};
    return {minX, minY, maxX - minX + 1, maxY - minY + 1};
}

QString rectText(const PixelRect &r)
{
    return QStringLiteral("{%1, %2, %3, %4}").arg(r.x).arg(r.y).arg(r.w).arg(r.h);
}

void addSizeRows()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    for (const int w : {1, 63, 64, 65, 127, 128, 129, 200}) {
        for (const int h : {1, 2, 9})
            QTest::addRow("%dx%d", w, h) << w << h;
    }
}

} // namespace

class TestMask : public QObject
{
    Q_OBJECT

private slots:
    void thresholdBoundaries_data();
    void thresholdBoundaries();
    void fromAlpha_data();
    void fromAlpha();
    void strideLargerThanWidth_data();
    void strideLargerThanWidth();
    void zeroSize_data();
    void zeroSize();
    void emptyConstructed_data();
    void emptyConstructed();
    void setAndTest_data();
    void setAndTest();
    void solidBounds_data();
    void solidBounds();
    void countAndBoundsRandom();
    void equality();
    void rotatedQuarterTurns_data();
    void rotatedQuarterTurns();
    void quarterTurnsCompose();
};

void TestMask::thresholdBoundaries_data()
{
    // Alpha bytes 0, 1, 127, 128, 254, 255 in one row; expected solid pixels by hand.
    QTest::addColumn<int>("threshold");
    QTest::addColumn<QString>("expected");
    QTest::newRow("0 all solid") << 0 << "111111";
    QTest::newRow("1") << 1 << "011111";
    QTest::newRow("127") << 127 << "001111";
    QTest::newRow("128") << 128 << "000111";
    QTest::newRow("254") << 254 << "000011";
    QTest::newRow("255") << 255 << "000001";
    QTest::newRow("256 none") << 256 << "000000";
    QTest::newRow("INT_MAX none") << INT_MAX << "000000";
    QTest::newRow("-1 clamps to 0") << -1 << "111111";
    QTest::newRow("INT_MIN clamps to 0") << INT_MIN << "111111";
}

void TestMask::thresholdBoundaries()
{
    QFETCH(int, threshold);
    QFETCH(QString, expected);
    const std::uint8_t alpha[] = {0, 1, 127, 128, 254, 255};
    const Mask m = Mask::fromAlpha(alpha, 6, 1, 6, threshold);
    QString bits;
    for (int x = 0; x < 6; ++x)
        bits += m.test(x, 0) ? QLatin1Char('1') : QLatin1Char('0');
    QCOMPARE(bits, expected);
}

void TestMask::fromAlpha_data()
{
    addSizeRows();
}

void TestMask::fromAlpha()
{
    QFETCH(int, width);
    QFETCH(int, height);
    std::mt19937 rng(1000u * unsigned(width) + unsigned(height));
    for (const AlphaFill fill : {AlphaFill::Uniform,
                                 AlphaFill::Sparse,
                                 AlphaFill::Dense,
                                 AlphaFill::Empty,
                                 AlphaFill::Full}) {
        AlphaSprite s = refRandomSprite(width, height, fill, rng);
        if (fill == AlphaFill::Uniform) {
            // Make sure the values around every tested threshold occur.
            const std::uint8_t edges[] = {0, 1, 127, 128, 129, 253, 254, 255};
            for (std::size_t i = 0; i < s.alpha.size(); i += 3)
                s.alpha[i] = edges[(i / 3) % 8];
        }
        for (const int t : allThresholds) {
            const Mask m = maskOf(s, t);
            const QString where = QStringLiteral(" (fill %1, threshold %2)").arg(int(fill)).arg(t);
            const QString mismatch = referenceMismatch(m, s, t);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch + where));
            const QString layout = layoutProblem(m);
            QVERIFY2(layout.isEmpty(), qPrintable(layout + where));
            QCOMPARE(m.solidCount(), referenceCount(s, t));
        }
    }
    const AlphaSprite any = refRandomSprite(width, height, AlphaFill::Uniform, rng);
    QCOMPARE(maskOf(any, 0).solidCount(), std::int64_t(width) * height);
    QCOMPARE(maskOf(any, 256).solidCount(), 0);
}

void TestMask::strideLargerThanWidth_data()
{
    addSizeRows();
}

void TestMask::strideLargerThanWidth()
{
    QFETCH(int, width);
    QFETCH(int, height);
    std::mt19937 rng(7u * unsigned(width) + unsigned(height));
    const AlphaSprite s = refRandomSprite(width, height, AlphaFill::Uniform, rng);
    for (const int gap : {1, 37, 64}) {
        for (const std::uint8_t fillByte : {std::uint8_t(0), std::uint8_t(255)}) {
            // The bytes between rows must never be read as pixels.
            const int stride = width + gap;
            std::vector<std::uint8_t> buffer(std::size_t(stride) * height, fillByte);
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x)
                    buffer[std::size_t(y) * stride + x] = s.at(x, y);
            }
            for (const int t : {0, 1, 128, 255}) {
                const Mask m = Mask::fromAlpha(buffer.data(), width, height, stride, t);
                const QString mismatch = referenceMismatch(m, s, t);
                QVERIFY2(mismatch.isEmpty(),
                         qPrintable(mismatch + QStringLiteral(" stride %1").arg(stride)));
                QVERIFY(layoutProblem(m).isEmpty());
                QCOMPARE(m, maskOf(s, t));
            }
        }
    }
}

void TestMask::zeroSize_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("0x0") << 0 << 0;
    QTest::newRow("0x7") << 0 << 7;
    QTest::newRow("7x0") << 7 << 0;
    QTest::newRow("-5x3") << -5 << 3;
    QTest::newRow("3x-5") << 3 << -5;
    QTest::newRow("-1x-1") << -1 << -1;
}

void TestMask::zeroSize()
{
    QFETCH(int, width);
    QFETCH(int, height);
    const std::vector<std::uint8_t> alpha(64, 255);
    const Mask masks[] = {Mask(width, height), Mask::fromAlpha(alpha.data(), width, height, 8, 0)};
    for (Mask m : masks) {
        QVERIFY(m.isNull());
        QCOMPARE(m.solidCount(), 0);
        QVERIFY(isEmpty(m.solidBounds()));
        QVERIFY(!m.test(0, 0));
        m.set(0, 0);
        QVERIFY(!m.test(0, 0));
        QCOMPARE(m.solidCount(), 0);
        QVERIFY(hitbox::collision::rotatedQuarterTurns(m, 1).isNull());
    }
    QVERIFY(Mask().isNull());
    QCOMPARE(Mask().width(), 0);
    QCOMPARE(Mask().height(), 0);
}

void TestMask::emptyConstructed_data()
{
    addSizeRows();
}

void TestMask::emptyConstructed()
{
    QFETCH(int, width);
    QFETCH(int, height);
    const Mask m(width, height);
    QCOMPARE(m.width(), width);
    QCOMPARE(m.height(), height);
    QVERIFY(!m.isNull());
    QCOMPARE(m.solidCount(), 0);
    QVERIFY(isEmpty(m.solidBounds()));
    const QString layout = layoutProblem(m);
    QVERIFY2(layout.isEmpty(), qPrintable(layout));
}

void TestMask::setAndTest_data()
{
    addSizeRows();
}

void TestMask::setAndTest()
{
    QFETCH(int, width);
    QFETCH(int, height);
    std::mt19937 rng(31u * unsigned(width) + unsigned(height));
    Mask m(width, height);
    std::vector<bool> expected(std::size_t(width) * height, false);
    std::uniform_int_distribution<int> px(0, width - 1);
    std::uniform_int_distribution<int> py(0, height - 1);
    std::bernoulli_distribution on(0.6);
    for (int i = 0; i < 4000; ++i) {
        const int x = px(rng);
        const int y = py(rng);
        const bool solid = on(rng);
        m.set(x, y, solid);
        expected[std::size_t(y) * width + x] = solid;
    }
    std::int64_t count = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const bool e = expected[std::size_t(y) * width + x];
            QVERIFY2(m.test(x, y) == e, qPrintable(QStringLiteral("(%1, %2)").arg(x).arg(y)));
            count += e ? 1 : 0;
        }
    }
    QCOMPARE(m.solidCount(), count);

    // Out-of-range coordinates, including ones inside the padding bits and ones that
    // would alias a valid pixel if truncated to 32 bits, are ignored and read as empty.
    const std::int64_t paddingX = std::int64_t(m.wordsPerRow()) * 64 - 1;
    const std::int64_t bad[] = {-1,
                                width,
                                height,
                                paddingX,
                                std::int64_t(1) << 32,
                                (std::int64_t(1) << 32) - 1,
                                std::numeric_limits<std::int64_t>::min(),
                                std::numeric_limits<std::int64_t>::max()};
    const Mask before = m;
    for (const std::int64_t b : bad) {
        for (const std::int64_t other : {std::int64_t(0), std::int64_t(height - 1)}) {
            const bool xBad = b < 0 || b >= width;
            const bool yBad = b < 0 || b >= height;
            if (xBad) {
                m.set(b, other, true);
                QVERIFY(!m.test(b, other));
            }
            if (yBad) {
                m.set(other % width, b, true);
                QVERIFY(!m.test(other % width, b));
            }
        }
    }
    QVERIFY(m == before);
    QVERIFY(layoutProblem(m).isEmpty());

    // Setting every pixel fills exactly width * height bits and no padding bit.
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            m.set(x, y);
    }
    QCOMPARE(m.solidCount(), std::int64_t(width) * height);
    QVERIFY(layoutProblem(m).isEmpty());
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            m.set(x, y, false);
    }
    QCOMPARE(m.solidCount(), 0);
}

void TestMask::solidBounds_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QList<QPoint>>("solid");
    QTest::addColumn<PixelRect>("expected");
    QTest::newRow("empty") << 200 << 5 << QList<QPoint>{} << PixelRect{};
    QTest::newRow("1x1") << 1 << 1 << QList<QPoint>{{0, 0}} << PixelRect{0, 0, 1, 1};
    QTest::newRow("x 63") << 200 << 5 << QList<QPoint>{{63, 2}} << PixelRect{63, 2, 1, 1};
    QTest::newRow("x 64") << 200 << 5 << QList<QPoint>{{64, 0}} << PixelRect{64, 0, 1, 1};
    QTest::newRow("last pixel") << 129 << 3 << QList<QPoint>{{128, 2}} << PixelRect{128, 2, 1, 1};
    QTest::newRow("across words") << 200 << 5 << QList<QPoint>{{130, 3}, {63, 1}}
                                  << PixelRect{63, 1, 68, 3};
    QTest::newRow("corners") << 65 << 4 << QList<QPoint>{{0, 3}, {64, 0}} << PixelRect{0, 0, 65, 4};
    QTest::newRow("rightmost in early row")
            << 130 << 3 << QList<QPoint>{{129, 0}, {1, 2}} << PixelRect{1, 0, 129, 3};
}

void TestMask::solidBounds()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QList<QPoint>, solid);
    QFETCH(PixelRect, expected);
    Mask m(width, height);
    for (const QPoint p : solid)
        m.set(p.x(), p.y());
    const PixelRect bounds = m.solidBounds();
    if (isEmpty(expected))
        QVERIFY2(isEmpty(bounds), qPrintable(rectText(bounds)));
    else
        QVERIFY2(bounds == expected, qPrintable(rectText(bounds)));
}

void TestMask::countAndBoundsRandom()
{
    std::mt19937 rng(20240601u);
    std::uniform_int_distribution<int> size(1, 200);
    std::uniform_int_distribution<int> fillPick(0, 5);
    for (int i = 0; i < 1500; ++i) {
        const int w = size(rng);
        const int h = size(rng) % 40 + 1;
        const auto fill = AlphaFill(fillPick(rng));
        const AlphaSprite s = refRandomSprite(w, h, fill, rng);
        const int t = allThresholds[i % 5];
        const Mask m = maskOf(s, t);
        const QString where = QStringLiteral("case %1: %2x%3 fill %4 threshold %5")
                                      .arg(i)
                                      .arg(w)
                                      .arg(h)
                                      .arg(int(fill))
                                      .arg(t);
        QVERIFY2(m.solidCount() == referenceCount(s, t), qPrintable(where));
        const PixelRect expected = referenceBounds(s, t);
        const PixelRect bounds = m.solidBounds();
        QVERIFY2(isEmpty(expected) ? isEmpty(bounds) : bounds == expected,
                 qPrintable(where + QStringLiteral(": ") + rectText(bounds)));
    }
}

void TestMask::equality()
{
    std::mt19937 rng(77u);
    const AlphaSprite s = refRandomSprite(129, 6, AlphaFill::Half, rng);
    const Mask a = maskOf(s, 128);
    Mask b(129, 6);
    for (int y = 0; y < 6; ++y) {
        for (int x = 0; x < 129; ++x)
            b.set(x, y, refSolid(s.at(x, y), 128));
    }
    QVERIFY(a == b);
    Mask c = a;
    QVERIFY(c == a);
    c.set(128, 5, !c.test(128, 5));
    QVERIFY(!(c == a));
    c.set(128, 5, !c.test(128, 5));
    QVERIFY(c == a);
    // Same words, different sizes.
    QVERIFY(!(Mask(64, 2) == Mask(65, 2)));
    QVERIFY(!(Mask(2, 3) == Mask(3, 2)));
    QVERIFY(Mask(65, 2) == Mask(65, 2));
}

void TestMask::rotatedQuarterTurns_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    const QList<QPair<int, int>> sizes
            = {{1, 1}, {1, 5}, {5, 1}, {63, 2}, {64, 3}, {65, 7}, {129, 70}, {200, 1}, {2, 130}};
    for (const auto &[w, h] : sizes)
        QTest::addRow("%dx%d", w, h) << w << h;
}

void TestMask::rotatedQuarterTurns()
{
    QFETCH(int, width);
    QFETCH(int, height);
    std::mt19937 rng(5u * unsigned(width) + 3u * unsigned(height));
    const AlphaSprite s = refRandomSprite(width, height, AlphaFill::Half, rng);
    const Mask m = maskOf(s, 128);
    for (const int turns : {0, 1, 2, 3, -1, -2, -3, 4, 5, -5, 7, 8, INT_MAX, INT_MIN}) {
        const AlphaSprite expected = refRotatedQuarterTurns(s, turns);
        const Mask r = hitbox::collision::rotatedQuarterTurns(m, turns);
        const QString mismatch = referenceMismatch(r, expected, 128);
        QVERIFY2(mismatch.isEmpty(),
                 qPrintable(mismatch + QStringLiteral(" (turns %1)").arg(turns)));
        QVERIFY(layoutProblem(r).isEmpty());
        QVERIFY(r == maskOf(expected, 128));
    }
    // One turn by hand: (x, y) -> (h - 1 - y, x).
    Mask single(width, height);
    single.set(width - 1, 0);
    const Mask turned = hitbox::collision::rotatedQuarterTurns(single, 1);
    QCOMPARE(turned.width(), height);
    QCOMPARE(turned.height(), width);
    QVERIFY(turned.test(height - 1, width - 1));
    QCOMPARE(turned.solidCount(), 1);
}

void TestMask::quarterTurnsCompose()
{
    using hitbox::collision::rotatedQuarterTurns;
    std::mt19937 rng(99u);
    for (const auto &[w, h] : {std::pair{65, 3}, std::pair{1, 200}, std::pair{130, 67}}) {
        const Mask m = maskOf(refRandomSprite(w, h, AlphaFill::Half, rng), 128);
        Mask r = m;
        for (int i = 0; i < 4; ++i)
            r = rotatedQuarterTurns(r, 1);
        QVERIFY(r == m);
        QVERIFY(rotatedQuarterTurns(rotatedQuarterTurns(m, 1), 3) == m);
        QVERIFY(rotatedQuarterTurns(rotatedQuarterTurns(m, 2), 2) == m);
        QVERIFY(rotatedQuarterTurns(rotatedQuarterTurns(m, 1), 1) == rotatedQuarterTurns(m, 2));
        QVERIFY(rotatedQuarterTurns(m, -1) == rotatedQuarterTurns(m, 3));
        QVERIFY(!(rotatedQuarterTurns(m, 2) == m)); // a random mask is not symmetric
    }
}

QTEST_GUILESS_MAIN(TestMask)
#include "tst_mask.moc"
