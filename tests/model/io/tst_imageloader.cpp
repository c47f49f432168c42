// loadImage: every way an image file can be broken or hostile gets a message naming
// the file and the problem; good files of every bundled format load.

#include "animationfiles.h"
#include "hostilefiles.h"
#include "model/io/imageloader.h"
#include "testfiles.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QImageWriter>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace hitbox;

class TestImageLoader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void goodFormats_data();
    void goodFormats();
    void broken_data();
    void broken();
    void completeFilesOfTheCheckedFormats_data();
    void completeFilesOfTheCheckedFormats();
    void filterListsPng();
    void specialFiles();
    void everyCutGifIsRefused_data();
    void everyCutGifIsRefused();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

// A 64 x 64 image of random opaque colours: JPEG cannot compress it much.
QImage noise()
{
    QImage image(64, 64, QImage::Format_RGB32);
    quint32 state = 12345;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            state = state * 1664525u + 1013904223u;
            image.setPixel(x, y, state >> 8);
        }
    }
    return image;
}

QImage sample()
{
    QImage image(9, 7, QImage::Format_ARGB32);
    image.fill(QColor(10, 200, 30, 255));
    image.setPixelColor(2, 3, QColor(0, 0, 0, 0));
    return image;
}

} // namespace

QString TestImageLoader::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.path() + QLatin1Char('/') + name); // filePath keeps ":x" as is
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write test file");
    return file.fileName();
}

void TestImageLoader::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestImageLoader::goodFormats_data()
{
    QTest::addColumn<QByteArray>("format");
    for (const QByteArray &f : QImageWriter::supportedImageFormats()) {
        if (f == "png" || f == "bmp" || f == "jpg" || f == "webp" || f == "gif")
            QTest::newRow(f.constData()) << f;
    }
    QVERIFY(QImageWriter::supportedImageFormats().contains("png"));
}

void TestImageLoader::goodFormats()
{
    QFETCH(QByteArray, format);
    const QByteArray bytes = testing::encodedImage(sample(), format.constData());
    QVERIFY(!bytes.isEmpty());
    // A misleading extension must not matter: the content decides.
    const QString path
            = write(QStringLiteral("image.%1.bin").arg(QString::fromLatin1(format)), bytes);
    const model::LoadedImage loaded = model::loadImage(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.image.size(), QSize(9, 7));
}

void TestImageLoader::broken_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");

    const QByteArray png = testing::encodedImage(sample(), "png");
    QTest::newRow("empty") << "empty.png" << QByteArray() << "file is empty";
    QTest::newRow("text") << "notes.png" << QByteArray("hello\n") << "not an image format";
    QTest::newRow("truncated png") << "cut.png" << png.left(png.size() - 20) << "broken image data";
    QTest::newRow("header only") << "head.png" << png.left(30) << "broken image data";
    QByteArray corrupt = png;
    for (qsizetype i = 60; i < corrupt.size() - 20; ++i)
        corrupt[i] = char(0x5a);
    QTest::newRow("corrupt data") << "corrupt.png" << corrupt << "broken image data";
    QTest::newRow("huge declared size") << "huge.png" << testing::pngDeclaringSize(100000, 100000)
                                        << "declares 100000 x 100000 pixels";
    QTest::newRow("just over the limit")
            << "over.png" << testing::pngDeclaringSize(model::maxImageSide + 1, 1)
            << "more than the 16384 x 16384 limit";
    QTest::newRow("zero width") << "zero.png" << testing::pngDeclaringSize(0, 10) << "";

    // Truncated and hostile data in every format: refused before decoding where the
    // header tells, else by the damage the decoder reports.
    QTest::newRow("bmp with 16 bytes of pixels")
            << "short.bmp" << testing::bmpDeclaringSize(64, 64, 16)
            << "truncated: declares 64 x 64 pixels, which need 16384 bytes of pixel data, but "
               "the file holds 16";
    QTest::newRow("bmp one byte short") << "short1.bmp" << testing::bmpDeclaringSize(8, 8, 255)
                                        << "need 256 bytes of pixel data";
    QTest::newRow("70-byte bmp declaring 16384 x 16384")
            << "huge.bmp" << testing::bmpDeclaringSize(16384, 16384, 16)
            << "truncated: declares 16384";
    QTest::newRow("top-down bmp cut short")
            << "topdown.bmp" << testing::bmpDeclaringSize(8, -8, 100) << "need 256 bytes";
    const QByteArray jpeg = testing::encodedImage(noise(), "jpeg");
    QTest::newRow("jpeg without its end") << "cut.jpg" << jpeg.left(jpeg.size() - 2)
                                          << "truncated: the JPEG data ends before its end marker";
    QTest::newRow("jpeg cut in half")
            << "half.jpg" << jpeg.left(jpeg.size() / 2) << "truncated: the JPEG data ends";
    QTest::newRow("jpeg cut, end marker added")
            << "patched.jpg" << jpeg.left(jpeg.size() * 3 / 5) + QByteArray("\xff\xd9", 2)
            << "broken image data (Corrupt JPEG data: premature end of data segment)";
    const QByteArray tinyJpeg = testing::encodedImage(sample(), "jpeg");
    QTest::newRow("small jpeg declaring 16384 x 16384")
            << "huge.jpg" << testing::jpegWithDeclaredSize(tinyJpeg, 16384, 16384)
            << "cannot hold the declared 16384 x 16384 pixels";
    QTest::newRow("png declaring 16384 x 16384")
            << "huge16k.png" << testing::pngDeclaringSize(16384, 16384)
            << "cannot hold the declared 16384 x 16384 pixels";
    QTest::newRow("16-bit png over the memory budget")
            << "deep.png" << testing::pngDeclaringSize(12000, 12000, 16)
            << "needs 1098 MB to decode, more than the 1024 MB limit";
}

void TestImageLoader::broken()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    const QString path = write(name, bytes);
    const model::LoadedImage loaded = model::loadImage(path);
    QVERIFY(!loaded.ok());
    QVERIFY(loaded.image.isNull());
    QVERIFY2(loaded.error.startsWith(QDir::toNativeSeparators(path) + ": "),
             qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(problem), qPrintable(loaded.error));
    QVERIFY(!loaded.error.contains('\n'));
}

void TestImageLoader::completeFilesOfTheCheckedFormats_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QSize>("size");
    // The exact and the ratio checks must pass complete files, however well compressed.
    QTest::newRow("bmp, exact size") << testing::bmpDeclaringSize(8, 8, 256) << QSize(8, 8);
    QTest::newRow("bmp, top-down") << testing::bmpDeclaringSize(8, -8, 256) << QSize(8, 8);
    QImage flat(2048, 2048, QImage::Format_ARGB32);
    flat.fill(Qt::transparent);
    QTest::newRow("uniform png") << testing::encodedImage(flat, "png") << flat.size();
    QTest::newRow("uniform jpeg") << testing::encodedImage(
            flat.convertToFormat(QImage::Format_RGB32), "jpeg")
                                  << flat.size();
    QImage mono(4096, 4096, QImage::Format_Mono);
    mono.fill(0);
    QTest::newRow("1-bit png") << testing::encodedImage(mono, "png") << mono.size();
    QTest::newRow("uniform gif") << testing::encodedImage(flat, "gif") << flat.size();
    QTest::newRow("noise jpeg") << testing::encodedImage(noise(), "jpeg") << QSize(64, 64);
    // libjpeg warns about the stray byte ("Corrupt JPEG data: 1 extraneous bytes before
    // marker 0xd9") but nothing is missing.
    QByteArray stray = testing::encodedImage(noise(), "jpeg");
    stray.insert(stray.size() - 2, '\0');
    QTest::newRow("jpeg with a stray byte before its end") << stray << QSize(64, 64);
}

void TestImageLoader::completeFilesOfTheCheckedFormats()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QSize, size);
    if (bytes.isEmpty())
        QSKIP("format not writable here");
    const model::LoadedImage loaded = model::loadImage(write("complete.bin", bytes));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.image.size(), size);
}

void TestImageLoader::filterListsPng()
{
    QVERIFY(model::imageFileFilter().contains("*.png"));
    const model::LoadedImage missing = model::loadImage(m_dir.filePath("absent.png"));
    QVERIFY(missing.error.endsWith("absent.png: file not found"));
    const model::LoadedImage folder = model::loadImage(m_dir.path());
    QVERIFY(folder.error.contains("is a folder"));
}

void TestImageLoader::specialFiles()
{
    // A pipe nobody writes to would block the reader forever; a device may never end.
    const QString fifo = m_dir.filePath("pipe.png");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const model::LoadedImage pipe = model::loadImage(fifo);
    QVERIFY2(pipe.error.endsWith("pipe.png: is not a regular file (a device, pipe or socket)"),
             qPrintable(pipe.error));
    QVERIFY(model::loadImage(QStringLiteral("/dev/zero")).error.contains("not a regular file"));

    const QString dangling = m_dir.filePath("dangling.png");
    QVERIFY(QFile::link(m_dir.filePath("gone.png"), dangling));
    QVERIFY(model::loadImage(dangling).error.endsWith(
            "dangling.png: is a symbolic link to a missing file or a link loop"));

    // ":ship.png" is a file in the folder, not one of Qt's resources.
    const QString colon = m_dir.path() + QStringLiteral("/:ship.png");
    write(QStringLiteral(":ship.png"), testing::encodedImage(sample(), "png"));
    const QString relative = QDir(m_dir.path()).relativeFilePath(colon);
    QCOMPARE(relative, QStringLiteral(":ship.png"));
    QVERIFY(QDir::setCurrent(m_dir.path()));
    const model::LoadedImage loaded = model::loadImage(relative);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.image.size(), QSize(9, 7));
}

void TestImageLoader::everyCutGifIsRefused_data()
{
    QTest::addColumn<QByteArray>("gif");
    QImage colours(16, 16, QImage::Format_RGB32); // 256 colours: a full colour table
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            colours.setPixel(x, y, qRgb(x * 16, y * 16, (x + y) * 8));
    QTest::newRow("256 colours") << testing::animatedGif({{colours, 100}});
    QImage red(5, 3, QImage::Format_RGB32);
    red.fill(Qt::red);
    QImage blue = red;
    blue.fill(Qt::blue);
    QTest::newRow("two frames") << testing::animatedGif({{red, 100}, {blue, 50}});
    // A local colour table, an interlaced image and a comment extension.
    QByteArray local = testing::animatedGif({{red, 100}});
    const qsizetype descriptor = local.indexOf(',', 13 + 768 + 19 + 8);
    local[descriptor + 9] = char(0x80 | 0x40 | 0); // local table of 2 colours, interlaced
    local.insert(descriptor + 10, QByteArray("\xff\0\0\0\0\xff", 6));
    local.insert(descriptor,
                 QByteArray("\x21\xfe\x03"
                            "abc\0",
                            7));
    QTest::newRow("local colour table and comment") << local;
}

void TestImageLoader::everyCutGifIsRefused()
{
    // Qt's GIF reader reports no error for a cut file (its missing pixels become
    // transparent); every proper prefix, up to the one lacking only the trailer, is refused
    // and the whole file loads.
    QFETCH(QByteArray, gif);
    const model::LoadedImage whole = model::decodeImage(gif, QStringLiteral("whole.gif"));
    QVERIFY2(whole.ok(), qPrintable(whole.error));
    for (qsizetype size = 6; size < gif.size(); ++size) {
        const model::LoadedImage cut
                = model::decodeImage(gif.left(size), QStringLiteral("cut.gif"));
        QVERIFY2(!cut.ok(),
                 qPrintable(QStringLiteral("accepted %1 of %2 bytes").arg(size).arg(gif.size())));
        QVERIFY2(cut.error.startsWith(QLatin1String("cut.gif: ")), qPrintable(cut.error));
    }
    const model::LoadedImage lastByteCut
            = model::decodeImage(gif.chopped(1), QStringLiteral("c.gif"));
    QCOMPARE(lastByteCut.error,
             QStringLiteral("c.gif: truncated: the GIF data ends before its trailer"));
    // Bytes after the trailer are not missing data.
    QVERIFY(model::decodeImage(gif + QByteArray(3, '\0'), QStringLiteral("tail.gif")).ok());
}

QTEST_GUILESS_MAIN(TestImageLoader)
#include "tst_imageloader.moc"
