// Tests for CircleStamps: a stamped circle looks as the same circle drawn directly with
// QPainter::drawEllipse (the oracle), pictures are shared by equal circles and bounded in
// number, and transforms that do not keep circles round are refused.

#include "imagedifference.h"

#include "preview/circlestamps.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace hitbox::editor;
using hitbox::testing::maxChannelDifference;

namespace {

const QColor background(30, 32, 40);

QImage blank(qreal dpr)
{
    QImage image(QSize(160, 160) * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(background);
    return image;
}

QPen cosmeticPen(const QColor &color, qreal width)
{
    QPen pen(color, width);
    pen.setCosmetic(true);
    return pen;
}

} // namespace

class TestCircleStamps : public QObject
{
    Q_OBJECT

private slots:
    void looksAsDrawnDirectly_data();
    void looksAsDrawnDirectly();
    void equalCirclesShareOnePicture();
    void picturesAreBounded();
    void onlyRoundTransformsAreStamped_data();
    void onlyRoundTransformsAreStamped();
};

void TestCircleStamps::looksAsDrawnDirectly_data()
{
    QTest::addColumn<QPointF>("center");
    QTest::addColumn<double>("radius");
    QTest::addColumn<double>("penWidth");
    QTest::addColumn<int>("fillAlpha");
    QTest::addColumn<double>("dpr");
    QTest::addColumn<int>("tolerance");
    // Centres on whole pixels: the stamp lands exactly where the direct drawing does.
    QTest::newRow("ball") << QPointF(80, 80) << 10.0 << 2.0 << 34 << 1.0 << 3;
    QTest::newRow("thin pen, no fill") << QPointF(61, 77) << 23.0 << 1.0 << 0 << 1.0 << 3;
    QTest::newRow("quarter pixel radius") << QPointF(80, 80) << 7.25 << 2.0 << 34 << 1.0 << 3;
    QTest::newRow("tiny") << QPointF(40, 40) << 0.5 << 2.0 << 34 << 1.0 << 3;
    QTest::newRow("zero radius") << QPointF(40, 40) << 0.0 << 2.0 << 34 << 1.0 << 0;
    QTest::newRow("largest stamped")
            << QPointF(80, 80) << CircleStamps::maxRadius << 2.0 << 10 << 1.0 << 3;
    QTest::newRow("too large: drawn directly")
            << QPointF(80, 80) << CircleStamps::maxRadius + 5 << 2.0 << 10 << 1.0 << 0;
    QTest::newRow("high dpi") << QPointF(80, 80) << 10.0 << 2.0 << 34 << 2.0 << 3;
    // Half a pixel off a whole one: the stamp rounds to the nearest whole device pixel.
    QTest::newRow("half pixel centre, high dpi")
            << QPointF(80.5, 80.5) << 12.0 << 1.0 << 34 << 2.0 << 3;
}

void TestCircleStamps::looksAsDrawnDirectly()
{
    QFETCH(QPointF, center);
    QFETCH(double, radius);
    QFETCH(double, penWidth);
    QFETCH(int, fillAlpha);
    QFETCH(double, dpr);
    QFETCH(int, tolerance);
    const QPen pen = cosmeticPen(QColor(255, 170, 0), penWidth);
    const QBrush brush = fillAlpha ? QBrush(QColor(255, 170, 0, fillAlpha)) : QBrush();

    QImage direct = blank(dpr);
    {
        QPainter p(&direct);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(pen);
        p.setBrush(brush);
        p.drawEllipse(center, radius, radius);
    }
    QImage stamped = blank(dpr);
    CircleStamps stamps;
    {
        QPainter p(&stamped);
        // The painter's own hints do not matter: the picture is drawn antialiased once.
        p.setRenderHint(QPainter::Antialiasing, false);
        stamps.draw(&p, center, radius, pen, brush);
    }
    QVERIFY(stamped != blank(dpr) || radius == 0.0);
    const int difference = maxChannelDifference(stamped, direct);
    QVERIFY2(difference <= tolerance, qPrintable(QString::number(difference)));
}

void TestCircleStamps::equalCirclesShareOnePicture()
{
    QImage image = blank(1.0);
    QPainter p(&image);
    CircleStamps stamps;
    const QPen pen = cosmeticPen(Qt::green, 2.0);
    const QBrush brush(QColor(0, 255, 0, 34));
    for (int i = 0; i < 50; ++i)
        stamps.draw(&p, QPointF(10 + 3 * i, 20 + i * 0.37), 6.0, pen, brush);
    QCOMPARE(stamps.stampCount(), 1);
    // Radii within an eighth of a pixel share it too; another radius, pen or brush not.
    stamps.draw(&p, QPointF(50, 50), 6.03, pen, brush);
    QCOMPARE(stamps.stampCount(), 1);
    stamps.draw(&p, QPointF(50, 50), 6.5, pen, brush);
    QCOMPARE(stamps.stampCount(), 2);
    stamps.draw(&p, QPointF(50, 50), 6.0, cosmeticPen(Qt::green, 1.0), brush);
    QCOMPARE(stamps.stampCount(), 3);
    stamps.draw(&p, QPointF(50, 50), 6.0, pen, QBrush(QColor(0, 255, 0, 10)));
    QCOMPARE(stamps.stampCount(), 4);
    stamps.draw(&p, QPointF(90, 90), 6.0, pen, brush);
    QCOMPARE(stamps.stampCount(), 4);
}

void TestCircleStamps::picturesAreBounded()
{
    QImage image = blank(1.0);
    QPainter p(&image);
    CircleStamps stamps;
    const QPen pen = cosmeticPen(Qt::green, 1.0);
    for (int i = 1; i <= 3 * CircleStamps::maxStamps; ++i) {
        stamps.draw(&p, QPointF(80, 80), 0.5 * i, pen, QBrush());
        QVERIFY(stamps.stampCount() >= 1);
        QVERIFY(stamps.stampCount() <= CircleStamps::maxStamps);
    }
}

void TestCircleStamps::onlyRoundTransformsAreStamped_data()
{
    QTest::addColumn<QTransform>("transform");
    QTest::addColumn<bool>("stamped");
    QTest::newRow("identity") << QTransform() << true;
    QTest::newRow("translated") << QTransform::fromTranslate(10.5, -3) << true;
    QTest::newRow("zoomed") << QTransform::fromScale(2.5, 2.5) << true;
    QTest::newRow("zoomed out, translated") << QTransform(0.25, 0, 0, 0.25, 100, 40) << true;
    QTest::newRow("stretched") << QTransform::fromScale(2, 1) << false;
    QTest::newRow("mirrored") << QTransform::fromScale(-1, -1) << false;
    QTest::newRow("rotated 90") << QTransform().rotate(90) << false;
    QTest::newRow("rotated 30") << QTransform().rotate(30) << false;
    QTest::newRow("sheared") << QTransform().shear(0.2, 0) << false;
    QTest::newRow("perspective") << QTransform(1, 0, 0.001, 0, 1, 0, 0, 0, 1) << false;
}

void TestCircleStamps::onlyRoundTransformsAreStamped()
{
    QFETCH(QTransform, transform);
    QFETCH(bool, stamped);
    QCOMPARE(CircleStamps::canStamp(transform), stamped);
}

QTEST_MAIN(TestCircleStamps)
#include "tst_circlestamps.moc"
