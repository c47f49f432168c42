// QImage (any format) -> 8-bit alpha plane -> mask, against per-pixel QImage::pixelColor.

#include "model/io/alphaplane.h"

#include <QImage>
#include <QtTest>

using namespace hitbox;

class TestAlphaPlane : public QObject
{
    Q_OBJECT

private slots:
    void formats_data();
    void formats();
    void colorKey();
    void thresholdEdges_data();
    void thresholdEdges();
    void nullImage();
    void rotatedImageMask_data();
    void rotatedImageMask();
};

namespace {

// A 67 x 5 image (crosses a 64-bit word) with alpha = (x * 37 + y * 11) % 256.
QImage gradientImage()
{
    QImage image(67, 5, QImage::Format_ARGB32);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            image.setPixelColor(x, y, QColor(x * 3 % 256, y * 40, 90, (x * 37 + y * 11) % 256));
    }
    return image;
}

} // namespace

void TestAlphaPlane::formats_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("keepsAlpha");
    QTest::newRow("ARGB32") << int(QImage::Format_ARGB32) << true;
    QTest::newRow("ARGB32 premultiplied") << int(QImage::Format_ARGB32_Premultiplied) << true;
    QTest::newRow("RGBA8888") << int(QImage::Format_RGBA8888) << true;
    QTest::newRow("RGBA64") << int(QImage::Format_RGBA64) << true;
    QTest::newRow("RGBA32FPx4") << int(QImage::Format_RGBA32FPx4) << true;
    QTest::newRow("Alpha8") << int(QImage::Format_Alpha8) << true;
    QTest::newRow("RGB32 (no alpha)") << int(QImage::Format_RGB32) << false;
    QTest::newRow("RGB888 (no alpha)") << int(QImage::Format_RGB888) << false;
    QTest::newRow("Grayscale8 (no alpha)") << int(QImage::Format_Grayscale8) << false;
    QTest::newRow("Grayscale16 (no alpha)") << int(QImage::Format_Grayscale16) << false;
    QTest::newRow("Mono (no alpha)") << int(QImage::Format_Mono) << false;
}

void TestAlphaPlane::formats()
{
    QFETCH(int, format);
    QFETCH(bool, keepsAlpha);
    const QImage source = gradientImage();
    const QImage converted = source.convertToFormat(QImage::Format(format));
    const QImage plane = model::alphaPlane(converted);
    QCOMPARE(plane.format(), QImage::Format_Alpha8);
    QCOMPARE(plane.size(), source.size());
    for (int y = 0; y < source.height(); ++y) {
        for (int x = 0; x < source.width(); ++x) {
            const int expected = keepsAlpha ? source.pixelColor(x, y).alpha() : 255;
            QVERIFY2(plane.constScanLine(y)[x] == expected,
                     qPrintable(QStringLiteral("(%1,%2): %3 != %4")
                                        .arg(x)
                                        .arg(y)
                                        .arg(plane.constScanLine(y)[x])
                                        .arg(expected)));
        }
    }
}

void TestAlphaPlane::colorKey()
{
    QImage image(3, 2, QImage::Format_RGB32);
    image.setPixelColor(0, 0, QColor(255, 0, 255));
    image.setPixelColor(1, 0, QColor(250, 4, 251)); // within tolerance 5
    image.setPixelColor(2, 0, QColor(249, 0, 255)); // red differs by 6
    image.setPixelColor(0, 1, QColor(0, 0, 0));
    image.setPixelColor(1, 1, QColor(255, 0, 255));
    image.setPixelColor(2, 1, QColor(255, 255, 255));
    const model::ColorKey exact{QColor(255, 0, 255), 0};
    const model::ColorKey loose{QColor(255, 0, 255), 5};
    const QImage planeExact = model::alphaPlane(image, exact);
    const QImage planeLoose = model::alphaPlane(image, loose);
    const QList<int> expectExact{0, 255, 255, 255, 0, 255};
    const QList<int> expectLoose{0, 0, 255, 255, 0, 255};
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(int(planeExact.constScanLine(i / 3)[i % 3]), expectExact[i]);
        QCOMPARE(int(planeLoose.constScanLine(i / 3)[i % 3]), expectLoose[i]);
    }
    // A keyed pixel of an image with alpha keeps alpha 0; others keep their alpha.
    QImage withAlpha(2, 1, QImage::Format_ARGB32);
    withAlpha.setPixelColor(0, 0, QColor(255, 0, 255, 200));
    withAlpha.setPixelColor(1, 0, QColor(10, 10, 10, 77));
    const QImage plane = model::alphaPlane(withAlpha, exact);
    QCOMPARE(int(plane.constScanLine(0)[0]), 0);
    QCOMPARE(int(plane.constScanLine(0)[1]), 77);
}

void TestAlphaPlane::thresholdEdges_data()
{
    QTest::addColumn<int>("threshold");
    QTest::addColumn<int>("expectedSolid"); // of the 256 alpha values 0..255
    QTest::newRow("0: everything") << 0 << 256;
    QTest::newRow("1") << 1 << 255;
    QTest::newRow("128 default") << 128 << 128;
    QTest::newRow("255: only opaque") << 255 << 1;
}

void TestAlphaPlane::thresholdEdges()
{
    QFETCH(int, threshold);
    QFETCH(int, expectedSolid);
    QImage image(256, 1, QImage::Format_ARGB32);
    for (int x = 0; x < 256; ++x)
        image.setPixelColor(x, 0, QColor(0, 0, 0, x));
    const collision::Mask mask = model::maskFromImage(image, threshold);
    QCOMPARE(mask.solidCount(), qint64(expectedSolid));
    for (int x = 0; x < 256; ++x)
        QCOMPARE(mask.test(x, 0), x >= threshold);
}

void TestAlphaPlane::nullImage()
{
    QVERIFY(model::alphaPlane(QImage()).isNull());
    QVERIFY(model::maskFromImage(QImage(), 128).isNull());
}

void TestAlphaPlane::rotatedImageMask_data()
{
    QTest::addColumn<int>("quarterTurns");
    QTest::newRow("90") << 1;
    QTest::newRow("180") << 2;
    QTest::newRow("270") << 3;
}

// The mask of the image rotated by Qt equals the mask rotated by the kernel.
void TestAlphaPlane::rotatedImageMask()
{
    QFETCH(int, quarterTurns);
    const QImage image = gradientImage();
    const QImage rotated = image.transformed(QTransform().rotate(90.0 * quarterTurns));
    QCOMPARE(rotated.size(), quarterTurns % 2 ? image.size().transposed() : image.size());
    for (const int threshold : {0, 1, 100, 128, 255}) {
        const collision::Mask expected = model::maskFromImage(rotated, threshold);
        const collision::Mask actual = collision::rotatedQuarterTurns(
                model::maskFromImage(image, threshold), quarterTurns);
        QVERIFY2(actual == expected, qPrintable(QStringLiteral("threshold %1").arg(threshold)));
    }
}

QTEST_GUILESS_MAIN(TestAlphaPlane)
#include "tst_alphaplane.moc"
