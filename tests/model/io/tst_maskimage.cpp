// model::maskToImage, the one mask-to-picture conversion of the editor, against a
// pixel-by-pixel reference: whole masks and parts of them, around word boundaries.

#include "model/io/maskimage.h"

#include <QTest>

#include <random>

using namespace hitbox;

namespace {

const QRgb colour = qRgba(200, 40, 10, 128);

collision::Mask randomMask(std::mt19937 &rng, int w, int h, int density)
{
    collision::Mask mask(w, h);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            if (int(rng() % 100) < density)
                mask.set(x, y);
        }
    }
    return mask;
}

// Compares image pixel (x, y) with mask pixel (part.x + x, part.y + y), one by one.
QString
firstDifference(const QImage &image, const collision::Mask &mask, const collision::PixelRect &part)
{
    if (image.format() != QImage::Format_ARGB32_Premultiplied)
        return QStringLiteral("wrong format");
    if (image.size() != QSize(int(part.w), int(part.h)))
        return QStringLiteral("wrong size");
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const bool solid = mask.test(int(part.x) + x, int(part.y) + y);
            if (image.pixel(x, y) != (solid ? qPremultiply(colour) : QRgb(0)))
                return QStringLiteral("pixel %1, %2").arg(x).arg(y);
        }
    }
    return {};
}

} // namespace

Q_DECLARE_METATYPE(collision::PixelRect)

class TestMaskImage : public QObject
{
    Q_OBJECT

private slots:
    void wholeMasks();
    void parts();
    void bigMasks_data();
    void bigMasks();
    void emptyPart();
};

void TestMaskImage::wholeMasks()
{
    std::mt19937 rng(7);
    for (const int w : {1, 63, 64, 65, 255, 256, 257}) {
        for (const int density : {0, 3, 50, 100}) {
            const collision::Mask mask = randomMask(rng, w, 3, density);
            const QString problem
                    = firstDifference(model::maskToImage(mask, colour), mask, {0, 0, w, 3});
            QVERIFY2(problem.isEmpty(),
                     qPrintable(
                             QStringLiteral("%1 wide, density %2: %3")
                                     .arg(QString::number(w), QString::number(density), problem)));
        }
    }
}

void TestMaskImage::parts()
{
    std::mt19937 rng(11);
    for (int round = 0; round < 300; ++round) {
        const int w = 1 + int(rng() % 300);
        const int h = 1 + int(rng() % 5);
        const collision::Mask mask = randomMask(rng, w, h, int(rng() % 101));
        const std::int64_t x = rng() % w;
        const std::int64_t y = rng() % h;
        const collision::PixelRect part{
                x, y, 1 + std::int64_t(rng() % (w - x)), 1 + std::int64_t(rng() % (h - y))};
        const QString problem = firstDifference(model::maskToImage(mask, colour, part), mask, part);
        QVERIFY2(problem.isEmpty(),
                 qPrintable(QStringLiteral("round %1: %2").arg(QString::number(round), problem)));
    }
}

// Past a few million pixels the rows are written in bands on several threads: every
// band boundary, whole masks and parts, tall and wide.
void TestMaskImage::bigMasks_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("density");
    QTest::addColumn<collision::PixelRect>("part");
    QTest::newRow("3000x1500 whole")
            << 3000 << 1500 << 50 << collision::PixelRect{0, 0, 3000, 1500};
    QTest::newRow("3000x1500 part")
            << 3000 << 1500 << 97 << collision::PixelRect{65, 7, 2900, 1490};
    QTest::newRow("64x70000 whole") << 64 << 70000 << 30 << collision::PixelRect{0, 0, 64, 70000};
    QTest::newRow("4500x2000 sparse part")
            << 4500 << 2000 << 1 << collision::PixelRect{1, 1, 4499, 1999};
    QTest::newRow("6000x1 one row") << 6000 << 1 << 50 << collision::PixelRect{0, 0, 6000, 1};
}

void TestMaskImage::bigMasks()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, density);
    QFETCH(collision::PixelRect, part);
    std::mt19937 rng(std::uint32_t(w * 31 + h));
    const collision::Mask mask = randomMask(rng, w, h, density);
    const QString problem = firstDifference(model::maskToImage(mask, colour, part), mask, part);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestMaskImage::emptyPart()
{
    collision::Mask mask(10, 10);
    mask.set(3, 3);
    QVERIFY(model::maskToImage(mask, colour, {20, 0, 5, 5}).isNull()); // outside
    QVERIFY(model::maskToImage(mask, colour, {2, 2, 0, 5}).isNull());  // zero width
    // Clipped to the mask: a part reaching past the right edge keeps its inside part.
    const QImage clipped = model::maskToImage(mask, colour, {3, 3, 100, 1});
    QCOMPARE(clipped.size(), QSize(7, 1));
    QCOMPARE(clipped.pixel(0, 0), qPremultiply(colour));
    QVERIFY(model::maskToImage(collision::Mask(0, 0), colour).isNull());
}

QTEST_GUILESS_MAIN(TestMaskImage)
#include "tst_maskimage.moc"
