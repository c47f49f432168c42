// frameImage: the untrimmed, unrotated, mirrored frame, checked pixel by pixel against a
// brute-force reference that reads the source one pixel at a time (no QTransform, no
// QPainter, no QImage::mirrored), for every flip with every kind of region.

#include "model/io/frameimage.h"

#include <QRandomGenerator>
#include <QtTest>

#include <utility>

using namespace hitbox;
using hitbox::model::FrameRegion;

class TestFrameImage : public QObject
{
    Q_OBJECT

private slots:
    void matchesReference_data();
    void matchesReference();
    void randomRegions();
    void frameSize_data();
    void frameSize();
    void refusesHugeFrames();
};

namespace {

// A source whose every pixel differs, with varied alpha.
QImage distinctSource(QSize size)
{
    QImage image(size, QImage::Format_ARGB32);
    for (int y = 0; y < size.height(); ++y) {
        for (int x = 0; x < size.width(); ++x)
            image.setPixel(
                    x, y, qRgba(x * 7 % 256, y * 11 % 256, (x + y) % 256, 55 + (x * y) % 200));
    }
    return image;
}

// The reference: frame pixel (fx, fy) shows unflipped pixel (ux, uy), mirrored when
// flipped (ux = w - 1 - fx); that is stored pixel (lx, ly) of the unrotated trimmed
// rectangle at trimOffset; a frame stored rotated 90 degrees clockwise holds unrotated
// pixel (lx, ly) at stored column (h - 1 - ly), row lx.
QImage referenceFrame(const QImage &source, const FrameRegion &region)
{
    const QRect rect = region.rect.isNull() ? source.rect() : region.rect;
    const QSize unrotated = region.rotated ? rect.size().transposed() : rect.size();
    const QSize size = region.sourceSize.isEmpty() ? unrotated : region.sourceSize;
    QImage frame(size, QImage::Format_ARGB32_Premultiplied);
    const QImage premultiplied = source.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    for (int fy = 0; fy < size.height(); ++fy) {
        for (int fx = 0; fx < size.width(); ++fx) {
            const int ux = region.flipX ? size.width() - 1 - fx : fx;
            const int uy = region.flipY ? size.height() - 1 - fy : fy;
            const int lx = ux - region.trimOffset.x();
            const int ly = uy - region.trimOffset.y();
            QRgb value = 0;
            if (lx >= 0 && ly >= 0 && lx < unrotated.width() && ly < unrotated.height()) {
                const int sx = rect.x() + (region.rotated ? unrotated.height() - 1 - ly : lx);
                const int sy = rect.y() + (region.rotated ? lx : ly);
                if (premultiplied.rect().contains(sx, sy))
                    value = premultiplied.pixel(sx, sy);
            }
            frame.setPixel(fx, fy, value);
        }
    }
    return frame;
}

void compareToReference(const QImage &source, const FrameRegion &region)
{
    const QImage actual = model::frameImage(source, region);
    const QImage expected = referenceFrame(source, region);
    QCOMPARE(actual.format(), QImage::Format_ARGB32_Premultiplied);
    QCOMPARE(actual.size(), expected.size());
    for (int y = 0; y < expected.height(); ++y) {
        for (int x = 0; x < expected.width(); ++x) {
            if (actual.pixel(x, y) != expected.pixel(x, y)) {
                QFAIL(qPrintable(QStringLiteral("pixel (%1, %2): %3, expected %4")
                                         .arg(QString::number(x),
                                              QString::number(y),
                                              QString::number(actual.pixel(x, y), 16),
                                              QString::number(expected.pixel(x, y), 16))));
            }
        }
    }
}

FrameRegion region(QRect rect, bool rotated = false, QSize sourceSize = {}, QPoint offset = {})
{
    FrameRegion r;
    r.rect = rect;
    r.rotated = rotated;
    r.sourceSize = sourceSize;
    r.trimOffset = offset;
    return r;
}

} // namespace

void TestFrameImage::matchesReference_data()
{
    QTest::addColumn<FrameRegion>("region");
    const std::pair<const char *, FrameRegion> regions[]{
            {"whole image", FrameRegion{}},
            {"cell", region({3, 4, 10, 6})},
            {"rotated", region({3, 4, 6, 10}, true)},
            {"rotated 1 x n", region({0, 0, 1, 9}, true)},
            {"trimmed", region({5, 2, 7, 5}, false, {16, 12}, {4, 3})},
            {"trimmed rotated", region({5, 2, 5, 7}, true, {16, 12}, {9, 5})},
            {"rect past the image", region({20, 15, 10, 10})},
            {"rotated past the image", region({22, 10, 8, 12}, true, {20, 20}, {1, 2})},
            {"offset past the frame", region({0, 0, 10, 10}, false, {8, 8}, {3, 3})},
            {"1 x 1", region({7, 7, 1, 1})},
            {"whole image, sized as it", region({}, false, {24, 18})}};
    const std::pair<const char *, std::pair<bool, bool>> flips[]{{"", {false, false}},
                                                                 {", H", {true, false}},
                                                                 {", V", {false, true}},
                                                                 {", HV", {true, true}}};
    for (const auto &[name, base] : regions) {
        for (const auto &[flipName, flip] : flips) {
            FrameRegion r = base;
            r.flipX = flip.first;
            r.flipY = flip.second;
            QTest::newRow(qPrintable(QString::fromLatin1(name) + QLatin1String(flipName))) << r;
        }
    }
}

void TestFrameImage::matchesReference()
{
    QFETCH(FrameRegion, region);
    compareToReference(distinctSource({24, 18}), region);
}

void TestFrameImage::randomRegions()
{
    QRandomGenerator random(2024);
    const QImage source = distinctSource({31, 23});
    for (int i = 0; i < 300; ++i) {
        FrameRegion r;
        r.rect = QRect(random.bounded(-3, 30),
                       random.bounded(-3, 22),
                       random.bounded(1, 14),
                       random.bounded(1, 14));
        r.rotated = random.bounded(2) == 1;
        r.flipX = random.bounded(2) == 1;
        r.flipY = random.bounded(2) == 1;
        if (random.bounded(2) == 1) {
            r.sourceSize = QSize(random.bounded(1, 20), random.bounded(1, 20));
            r.trimOffset = QPoint(random.bounded(0, 8), random.bounded(0, 8));
        }
        compareToReference(source, r);
        if (QTest::currentTestFailed())
            qFatal("region %d failed", i);
    }
}

void TestFrameImage::frameSize_data()
{
    QTest::addColumn<FrameRegion>("region");
    QTest::addColumn<QSize>("size");
    QTest::newRow("whole") << FrameRegion{} << QSize(24, 18);
    QTest::newRow("rect") << region({1, 2, 5, 3}) << QSize(5, 3);
    QTest::newRow("rotated") << region({1, 2, 5, 3}, true) << QSize(3, 5);
    QTest::newRow("source size") << region({1, 2, 5, 3}, true, {9, 9}) << QSize(9, 9);
    FrameRegion flipped = region({1, 2, 5, 3}, true);
    flipped.flipX = flipped.flipY = true;
    QTest::newRow("flipped: the same size") << flipped << QSize(3, 5);
}

void TestFrameImage::frameSize()
{
    QFETCH(FrameRegion, region);
    QFETCH(QSize, size);
    QCOMPARE(model::frameSize(region, {24, 18}), size);
}

void TestFrameImage::refusesHugeFrames()
{
    const QImage source = distinctSource({4, 4});
    QVERIFY(model::frameImage(source, region({0, 0, 2, 2}, false, {100000, 2})).isNull());
    QVERIFY(model::frameImage(QImage(), FrameRegion{}).isNull());
}

QTEST_GUILESS_MAIN(TestFrameImage)
#include "tst_frameimage.moc"
