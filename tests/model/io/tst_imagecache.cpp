// ImageCache: each image decoded once, alpha planes kept within a byte budget, and
// validateProject decoding an image shared by many sprites once.

#include "model/evaluate/projectvalidation.h"
#include "model/io/imagecache.h"

#include "hostilefiles.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;

class TestImageCache : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void alphaPlanesStayWithinBudget();
    void sharedImageDecodedOnce();
    void flippedFramesAreTheirOwn_data();
    void flippedFramesAreTheirOwn();

private:
    QTemporaryDir m_dir;
};

namespace {

// Counts one libpng warning that every decode of warning.png gives.
int g_decodeWarnings = 0;
QtMessageHandler g_previous = nullptr;

void countingHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains(QLatin1String("tEXt: CRC error")))
        ++g_decodeWarnings;
    else if (g_previous)
        g_previous(type, context, message);
}

} // namespace

void TestImageCache::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage image(64, 32, QImage::Format_ARGB32);
    image.fill(QColor(200, 10, 10, 255));
    image.setPixelColor(3, 3, QColor(0, 0, 0, 0));
    QVERIFY(image.save(m_dir.filePath("a.png")));
    // A valid PNG whose ancillary tEXt chunk has a bad CRC: libpng warns on every decode.
    QByteArray png = testing::uniformPng(4, 4, 8, QByteArray("\0\0\0\xff", 4));
    QByteArray text = testing::pngChunk("tEXt", QByteArray("Comment\0hi", 10));
    text[text.size() - 1] = char(text[text.size() - 1] ^ 1);
    png.insert(8 + 25, text); // after the signature and IHDR
    QFile file(m_dir.filePath("warning.png"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(png);
}

void TestImageCache::alphaPlanesStayWithinBudget()
{
    const qint64 plane = 64 * 32; // bytes of one Format_Alpha8 plane of a.png
    model::ImageCache cache(3 * plane);
    const QString path = m_dir.filePath("a.png");
    for (int tolerance = 0; tolerance < 20; ++tolerance) {
        const QImage alpha = cache.alpha(path, {}, model::ColorKey{QColor(200, 10, 10), tolerance});
        QCOMPARE(alpha.size(), QSize(64, 32));
        QCOMPARE(alpha.constScanLine(0)[0], uchar(0)); // the key colour is clear
        QVERIFY2(cache.alphaBytes() <= 3 * plane, qPrintable(QString::number(cache.alphaBytes())));
    }
    QCOMPARE(cache.alpha(path, {}, std::nullopt).constScanLine(0)[0], uchar(255));
    cache.reload(path);
    QCOMPARE(cache.alphaBytes(), 0);
}

void TestImageCache::sharedImageDecodedOnce()
{
    model::Project project;
    for (int i = 0; i < 5; ++i) {
        model::Sprite s;
        s.name = QStringLiteral("s%1").arg(i);
        s.imagePath = m_dir.filePath("warning.png");
        project.sprites << s;
    }
    g_decodeWarnings = 0;
    g_previous = qInstallMessageHandler(countingHandler);
    const QList<model::ProjectProblem> problems = model::validateProject(project);
    qInstallMessageHandler(g_previous);
    QVERIFY(problems.isEmpty());
    QCOMPARE(g_decodeWarnings, 1);
}

void TestImageCache::flippedFramesAreTheirOwn_data()
{
    QTest::addColumn<QRect>("rect"); // null: the whole image
    QTest::addColumn<bool>("flipX");
    QTest::addColumn<bool>("flipY");
    QTest::addColumn<QPoint>("clear"); // where a.png's one clear pixel (3, 3) is shown
    QTest::newRow("whole, H") << QRect() << true << false << QPoint(60, 3);
    QTest::newRow("whole, V") << QRect() << false << true << QPoint(3, 28);
    QTest::newRow("whole, HV") << QRect() << true << true << QPoint(60, 28);
    QTest::newRow("cell, H") << QRect(2, 2, 8, 4) << true << false << QPoint(6, 1);
    QTest::newRow("cell, V") << QRect(2, 2, 8, 4) << false << true << QPoint(1, 2);
}

// A flipped frame is not the cached unflipped one (the whole image, or the same rect):
// asked for after it, it still comes mirrored, its alpha plane with it.
void TestImageCache::flippedFramesAreTheirOwn()
{
    QFETCH(QRect, rect);
    QFETCH(bool, flipX);
    QFETCH(bool, flipY);
    QFETCH(QPoint, clear);
    model::ImageCache cache;
    const QString path = m_dir.filePath("a.png");
    model::FrameRegion region;
    region.rect = rect;
    const QPoint unflippedClear = rect.isNull() ? QPoint(3, 3) : QPoint(3, 3) - rect.topLeft();
    QCOMPARE(cache.image(path, region).pixelColor(unflippedClear).alpha(), 0);
    region.flipX = flipX;
    region.flipY = flipY;
    const QImage image = cache.image(path, region);
    QCOMPARE(image.size(), rect.isNull() ? QSize(64, 32) : rect.size());
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            QCOMPARE(image.pixelColor(x, y).alpha(), QPoint(x, y) == clear ? 0 : 255);
    }
    const QImage alpha = cache.alpha(path, region, std::nullopt);
    QCOMPARE(alpha.constScanLine(clear.y())[clear.x()], uchar(0));
    QCOMPARE(alpha.constScanLine(unflippedClear.y())[unflippedClear.x()], uchar(255));
}

QTEST_GUILESS_MAIN(TestImageCache)
#include "tst_imagecache.moc"
