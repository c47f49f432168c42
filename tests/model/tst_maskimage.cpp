// model::maskToImage, the one mask-to-picture conversion of the editor, against a
// pixel-by-pixel reference: whole masks and parts of them, around word boundaries.

#include "model/maskimage.h"

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

class TestMaskImage : public QObject
{
    Q_OBJECT

private slots:
    void wholeMasks();
    void parts();
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
