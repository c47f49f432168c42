// APNG decoding: every frame composed onto the canvas per the APNG specification (offsets,
// dispose NONE / BACKGROUND / PREVIOUS, blend SOURCE / OVER), delays, a default image that
// is not part of the animation, frame N through loadFrameSource(), and hostile files.
// The files are assembled here from Qt-encoded PNGs; the expected frames are composed by
// hand, pixel by pixel.

#include "hostilefiles.h"
#include "model/document/framesource.h"
#include "model/import/sheetimport.h"
#include "model/io/animatedimage.h"
#include "model/io/apngdecoder.h"
#include "model/io/frameloader.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using hitbox::model::ImportResult;

namespace {

constexpr quint8 none = 0, background = 1, previous = 2;
constexpr quint8 source = 0, over = 1;

struct ApngFrame
{
    QRect rect;    ///< where the frame goes on the canvas
    QColor colour; ///< the frame's left half; its right half is fully transparent
    quint8 dispose = none;
    quint8 blend = source;
    quint16 delayNum = 10;
    quint16 delayDen = 100;
};

struct Apng
{
    QSize canvas{10, 8};
    QList<ApngFrame> frames;
    QColor defaultImage; ///< valid: a default image that is not part of the animation
};

QImage frameImage(QSize size, QColor colour)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < (size.width() + 1) / 2; ++x)
            image.setPixelColor(x, y, colour);
    return image;
}

void appendBe32(QByteArray &out, quint32 v)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        out.append(char((v >> shift) & 0xff));
}

QByteArray chunk(const char type[4], const QByteArray &data)
{
    return testing::pngChunk(type, data);
}

// Sets the 32-bit value at `offset` in the data of the last chunk of `type` (whose name
// starts at `typeAt`), and the chunk's CRC after it.
QByteArray patched(QByteArray png, qsizetype typeAt, qsizetype offset, quint32 value)
{
    const qsizetype length = qFromBigEndian<quint32>(png.constData() + typeAt - 4);
    qToBigEndian<quint32>(value, png.data() + typeAt + 4 + offset);
    qToBigEndian<quint32>(testing::pngCrc(png.mid(typeAt, 4 + length)),
                          png.data() + typeAt + 4 + length);
    return png;
}

// A PNG encoded by Qt: its IHDR contents and its IDAT data, concatenated.
std::pair<QByteArray, QByteArray> encodedPng(const QImage &image)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "png");
    QByteArray header, data;
    for (qsizetype at = 8; at + 12 <= png.size();) {
        const qsizetype length = qFromBigEndian<quint32>(png.constData() + at);
        const QByteArray type = png.mid(at + 4, 4);
        if (type == "IHDR")
            header = png.mid(at + 8, length);
        else if (type == "IDAT")
            data += png.mid(at + 8, length);
        at += 12 + length;
    }
    return {header, data};
}

QByteArray fctl(quint32 sequence, const ApngFrame &frame)
{
    QByteArray data;
    appendBe32(data, sequence);
    appendBe32(data, quint32(frame.rect.width()));
    appendBe32(data, quint32(frame.rect.height()));
    appendBe32(data, quint32(frame.rect.x()));
    appendBe32(data, quint32(frame.rect.y()));
    data.append(char(frame.delayNum >> 8)).append(char(frame.delayNum & 0xff));
    data.append(char(frame.delayDen >> 8)).append(char(frame.delayDen & 0xff));
    data.append(char(frame.dispose)).append(char(frame.blend));
    return chunk("fcTL", data);
}

QByteArray buildApng(const Apng &apng)
{
    const QByteArray canvasHeader = encodedPng(frameImage(apng.canvas, Qt::red)).first;
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    png += chunk("IHDR", canvasHeader);
    QByteArray actl;
    appendBe32(actl, quint32(apng.frames.size()));
    appendBe32(actl, 0);
    png += chunk("acTL", actl);
    quint32 sequence = 0;
    if (apng.defaultImage.isValid())
        png += chunk("IDAT", encodedPng(frameImage(apng.canvas, apng.defaultImage)).second);
    for (qsizetype f = 0; f < apng.frames.size(); ++f) {
        const ApngFrame &frame = apng.frames[f];
        png += fctl(sequence++, frame);
        const auto [header, data] = encodedPng(frameImage(frame.rect.size(), frame.colour));
        if (header.mid(8) != canvasHeader.mid(8))
            qFatal("Qt encoded frame %d with another colour type", int(f));
        if (f == 0 && !apng.defaultImage.isValid()) {
            png += chunk("IDAT", data);
        } else {
            QByteArray fdat;
            appendBe32(fdat, sequence++);
            png += chunk("fdAT", fdat + data);
        }
    }
    png += chunk("IEND", QByteArray());
    return png;
}

// The expected canvases, composed by hand on straight RGBA pixels (frames hold only fully
// opaque and fully transparent pixels, so OVER is "opaque pixels replace").
QList<QImage> composeByHand(const Apng &apng)
{
    QImage canvas(apng.canvas, QImage::Format_ARGB32);
    canvas.fill(Qt::transparent);
    QList<QImage> result;
    for (qsizetype f = 0; f < apng.frames.size(); ++f) {
        const ApngFrame &frame = apng.frames[f];
        const QImage pixels = frameImage(frame.rect.size(), frame.colour);
        const QImage before = canvas;
        for (int y = 0; y < pixels.height(); ++y) {
            for (int x = 0; x < pixels.width(); ++x) {
                const QRgb p = pixels.pixel(x, y);
                if (frame.blend == source || qAlpha(p) == 255)
                    canvas.setPixel(frame.rect.x() + x, frame.rect.y() + y, p);
            }
        }
        result.append(canvas);
        const quint8 dispose = f == 0 && frame.dispose == previous ? background : frame.dispose;
        for (int y = frame.rect.top(); y <= frame.rect.bottom(); ++y) {
            for (int x = frame.rect.left(); x <= frame.rect.right(); ++x) {
                if (dispose == background)
                    canvas.setPixel(x, y, qRgba(0, 0, 0, 0));
                else if (dispose == previous)
                    canvas.setPixel(x, y, before.pixel(x, y));
            }
        }
    }
    return result;
}

void compareImages(const QImage &actual, const QImage &expected, int frame)
{
    QCOMPARE(actual.size(), expected.size());
    const QImage straight = actual.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < expected.height(); ++y) {
        for (int x = 0; x < expected.width(); ++x) {
            const QRgb a = straight.pixel(x, y);
            const QRgb e = expected.pixel(x, y);
            const bool same = qAlpha(e) == 0 ? qAlpha(a) == 0 : a == e;
            QVERIFY2(same,
                     qPrintable(QStringLiteral("frame %1 pixel (%2, %3): %4, expected %5")
                                        .arg(frame)
                                        .arg(x)
                                        .arg(y)
                                        .arg(a, 8, 16)
                                        .arg(e, 8, 16)));
        }
    }
}

} // namespace

Q_DECLARE_METATYPE(Apng)

class TestApng : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void frames_data();
    void frames();
    void hostile_data();
    void hostile();
    void decodingBudget();
    void actlAfterLargeMetadata_data();
    void actlAfterLargeMetadata();

private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    QTemporaryDir m_dir;
};

void TestApng::frames_data()
{
    QTest::addColumn<Apng>("apng");
    QTest::addColumn<QList<int>>("durations");
    const QRect full(0, 0, 10, 8);
    const QColor red(220, 30, 40), green(20, 200, 60), blue(30, 40, 230), grey(90, 90, 90);
    QTest::newRow("full frames, delays") << Apng{{10, 8},
                                                 {{full, red, none, source, 5, 100},
                                                  {full, green, none, source, 3, 10},
                                                  {full, blue, none, source, 7, 0},
                                                  {full, grey, none, source, 0, 100},
                                                  {full, red, none, source, 1, 3}},
                                                 QColor()}
                                         << QList<int>{50, 300, 70, 100, 333};
    QTest::newRow("offset, over") << Apng{{10, 8},
                                          {{full, red}, {QRect(3, 2, 4, 5), blue, none, over}},
                                          QColor()}
                                  << QList<int>{100, 100};
    QTest::newRow("offset, source")
            << Apng{{10, 8}, {{full, red}, {QRect(3, 2, 4, 5), blue, none, source}}, QColor()}
            << QList<int>{100, 100};
    QTest::newRow("dispose background") << Apng{{10, 8},
                                                {{full, red},
                                                 {QRect(1, 1, 4, 3), blue, background, over},
                                                 {QRect(4, 3, 6, 5), green, none, over}},
                                                QColor()}
                                        << QList<int>{100, 100, 100};
    QTest::newRow("dispose previous") << Apng{{10, 8},
                                              {{full, red},
                                               {QRect(2, 0, 6, 6), blue, previous, source},
                                               {QRect(0, 4, 4, 4), green, previous, over},
                                               {QRect(7, 7, 3, 1), grey, none, over}},
                                              QColor()}
                                      << QList<int>{100, 100, 100, 100};
    QTest::newRow("first frame dispose previous is background")
            << Apng{{10, 8},
                    {{full, red, previous}, {QRect(0, 0, 6, 4), blue, none, over}},
                    QColor()}
            << QList<int>{100, 100};
    QTest::newRow("default image skipped")
            << Apng{{10, 8}, {{full, blue}, {QRect(5, 5, 2, 2), red, none, over}}, green}
            << QList<int>{100, 100};
    QTest::newRow("one frame") << Apng{{3, 1}, {{QRect(0, 0, 3, 1), grey}}, QColor()}
                               << QList<int>{100};
}

void TestApng::frames()
{
    QFETCH(Apng, apng);
    QFETCH(QList<int>, durations);
    const QString path
            = write(QStringLiteral("%1.png").arg(QTest::currentDataTag()).replace(' ', '-'),
                    buildApng(apng));
    const ImportResult result = model::importAnimatedImage(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.warning.isEmpty());
    QCOMPARE(result.sheet.kind, model::SheetKind::Animated);
    QCOMPARE(result.sheet.frames.size(), apng.frames.size());
    const QList<QImage> expected = composeByHand(apng);
    for (qsizetype f = 0; f < apng.frames.size(); ++f) {
        QCOMPARE(result.sheet.frames[f].region.imageIndex, int(f));
        QCOMPARE(result.sheet.frames[f].durationMs, durations[f]);
        const model::LoadedImage image = model::loadFrameSource(path, int(f));
        QVERIFY2(image.ok(), qPrintable(image.error));
        compareImages(image.image, expected[f], int(f));
    }
    const model::LoadedImage beyond = model::loadFrameSource(path, int(apng.frames.size()));
    QVERIFY(!beyond.ok());
    QVERIFY2(beyond.error.contains(QDir::toNativeSeparators(path)), qPrintable(beyond.error));
}

void TestApng::hostile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    const QRect full(0, 0, 10, 8);
    const QByteArray good = buildApng(
            Apng{{10, 8}, {{full, Qt::red}, {QRect(2, 2, 3, 3), Qt::blue, none, over}}, QColor()});
    const qsizetype firstFdat = good.indexOf("fdAT") - 4;
    QTest::newRow("truncated") << good.left(good.size() - 30) << "truncated";
    QTest::newRow("cut in a chunk header") << good.left(firstFdat + 6) << "truncated";
    QByteArray hugeLength = good;
    qToBigEndian<quint32>(0xfffffff0u, hugeLength.data() + firstFdat);
    QTest::newRow("chunk length past the end") << hugeLength << "truncated";
    QTest::newRow("frame outside the canvas")
            << buildApng(Apng{{10, 8}, {{full, Qt::red}, {QRect(8, 2, 3, 3), Qt::blue}}, QColor()})
            << "outside";
    QTest::newRow("offset that wraps")
            << patched(good, good.lastIndexOf("fcTL"), 12, 0xfffffffeu) << "outside";
    QTest::newRow("zero frames") << buildApng(Apng{{10, 8}, {}, Qt::green}) << "0 frames";
    const qsizetype actl = good.indexOf("acTL");
    QTest::newRow("more frames than a sprite holds")
            << patched(good, actl, 0, quint32(model::maxFramesPerSprite + 1)) << "10001 frames";
    QTest::newRow("more frames than acTL declares") << patched(good, actl, 0, 1) << "acTL";
    QTest::newRow("fewer frames than acTL declares") << patched(good, actl, 0, 3) << "acTL";
    QByteArray noData = good.left(firstFdat) + chunk("IEND", QByteArray());
    QTest::newRow("fcTL without data") << noData << "no image data";
    QTest::newRow("canvas above the side limit") << patched(good, 12, 0, 20000) << "limit";
    QByteArray garbage = good;
    const qsizetype dataAt = firstFdat + 12;
    for (qsizetype i = dataAt; i < dataAt + 12; ++i)
        garbage[i] = char(0x55);
    QTest::newRow("broken frame data") << garbage << "frame 1";
}

void TestApng::hostile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    const QString path = write(QStringLiteral("hostile.png"), bytes);
    const ImportResult result = model::importAnimatedImage(path);
    QVERIFY(!result.ok());
    QVERIFY(result.sheet.frames.isEmpty());
    QVERIFY2(result.error.contains(QDir::toNativeSeparators(path))
                     && result.error.contains(problem),
             qPrintable(result.error));
    const model::LoadedImage frame = model::loadFrameSource(path, 1);
    QVERIFY(!frame.ok());
    QVERIFY2(frame.error.contains(QDir::toNativeSeparators(path)), qPrintable(frame.error));
}

void TestApng::decodingBudget()
{
    // 16384 x 16384 canvases fit one by one but not 10 of them. (Imported, the file is
    // refused sooner: its default image's data is too short for its declared size.)
    const QByteArray ten = buildApng(
            Apng{{10, 8}, QList<ApngFrame>(10, {QRect(0, 0, 2, 2), Qt::red}), Qt::green});
    const model::ApngDecoder decoder(patched(patched(ten, 12, 0, 16384), 12, 4, 16384));
    QVERIFY2(decoder.problem().contains(QLatin1String("MB")), qPrintable(decoder.problem()));
    const model::ApngDecoder fits(patched(patched(ten, 12, 0, 8192), 12, 4, 8192));
    QVERIFY2(fits.problem().isEmpty(), qPrintable(fits.problem()));
    QCOMPARE(fits.frameCount(), 10);
}

void TestApng::actlAfterLargeMetadata_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<int>("bytes");
    // Image editors write large metadata before acTL; the whole chunk walk finds it.
    QTest::newRow("iTXt of 70 KB") << QByteArray("iTXt") << 70 * 1024;
    QTest::newRow("iCCP of 64 KB + 1") << QByteArray("iCCP") << 64 * 1024 + 1;
    QTest::newRow("eXIf of 1 MB") << QByteArray("eXIf") << 1024 * 1024;
    QTest::newRow("small tEXt") << QByteArray("tEXt") << 10;
}

void TestApng::actlAfterLargeMetadata()
{
    QFETCH(QByteArray, type);
    QFETCH(int, bytes);
    const QRect full(0, 0, 10, 8);
    const Apng apng{
            {10, 8}, {{full, Qt::red}, {QRect(1, 1, 4, 4), Qt::blue, none, over}}, Qt::green};
    QByteArray png = buildApng(apng);
    png.insert(8 + 25, chunk(type.constData(), QByteArray(bytes, 'x'))); // after IHDR
    QVERIFY(png.indexOf("acTL") > bytes);
    QCOMPARE(model::animatedPngFrameCount(png), std::optional<quint32>(2));
    const QString path = write(QStringLiteral("metadata.png"), png);
    const ImportResult result = model::importSheet(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.kind, model::SheetKind::Animated);
    QCOMPARE(result.sheet.frames.size(), 2);
    // Frame 0 is the animation's first frame (red), not the default image (green).
    const QList<QImage> expected = composeByHand(apng);
    for (int f = 0; f < 2; ++f) {
        const model::LoadedImage image = model::loadFrameSource(path, f);
        QVERIFY2(image.ok(), qPrintable(image.error));
        compareImages(image.image, expected[f], f);
    }
}

QTEST_MAIN(TestApng)
#include "tst_apng.moc"
