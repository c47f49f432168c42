// hitbox-cli trace on the import cases of issue 21 that gave a wrong answer: a truncated
// GIF (Qt's reader reports nothing), an APNG whose acTL comes after 64 KB of metadata, an
// atlas whose untrimmed frames exceed the decoding budget, and an animated GIF whose frames
// need more than Qt's default 128 MB allocation limit. The files are written here.

#include "animationfiles.h"
#include "clirunner.h"
#include "testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using hitbox::testing::runCli;

class TestImportLimits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void truncatedGif_data();
    void truncatedGif();
    void apngWithLargeMetadata();
    void atlasOverTheDecodingBudget();
    void animatedGifAboveQtsDefaultAllocationLimit();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

QList<hitbox::testing::AnimationFrame> frames(int count, QSize size)
{
    QList<hitbox::testing::AnimationFrame> list;
    for (int i = 0; i < count; ++i) {
        QImage image(size, QImage::Format_RGB32);
        image.fill(QColor(30 * i, 90, 200));
        list.append({image, 100});
    }
    return list;
}

int frameCount(const hitbox::testing::CliRun &run)
{
    const QJsonArray sprites
            = QJsonDocument::fromJson(run.out.toUtf8()).object().value("sprites").toArray();
    return sprites.size() == 1 ? int(sprites.first().toObject().value("frames").toArray().size())
                               : -1;
}

} // namespace

QString TestImportLimits::write(const QString &name, const QByteArray &bytes)
{
    return testing::writeTestFile(m_dir.path(), name, bytes);
}

void TestImportLimits::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(qEnvironmentVariable("HITBOX_CLI")), "HITBOX_CLI not set by CTest");
}

void TestImportLimits::truncatedGif_data()
{
    QTest::addColumn<QByteArray>("gif");
    const QByteArray whole = hitbox::testing::animatedGif(frames(3, QSize(9, 7)));
    QTest::newRow("without its trailer") << whole.chopped(1);
    QTest::newRow("cut in the last frame's data") << whole.chopped(12);
    QTest::newRow("cut in the second frame") << whole.left(whole.size() * 2 / 3);
    QImage still(9, 7, QImage::Format_RGB32);
    still.fill(Qt::red);
    QTest::newRow("still image without its trailer")
            << hitbox::testing::animatedGif({{still, 100}}).chopped(1);
}

void TestImportLimits::truncatedGif()
{
    QFETCH(QByteArray, gif);
    write("cut.gif", gif);
    const auto run = runCli({"trace", "cut.gif"}, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("cut.gif") && run.err.contains("truncated"), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestImportLimits::apngWithLargeMetadata()
{
    QByteArray png = hitbox::testing::animatedPng(frames(3, QSize(5, 4)));
    png.insert(8 + 25, hitbox::testing::pngChunk("iTXt", QByteArray(80 * 1024, 'x')));
    write("meta.png", png);
    const auto run = runCli({"trace", "meta.png"}, m_dir.path());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(frameCount(run), 3);
}

void TestImportLimits::atlasOverTheDecodingBudget()
{
    QImage pixel(1, 1, QImage::Format_ARGB32);
    pixel.fill(Qt::red);
    QVERIFY(pixel.save(m_dir.filePath("pixel.png")));
    const QByteArray frame
            = R"({"frame": {"x": 0, "y": 0, "w": 1, "h": 1}, "duration": 100, "spriteSourceSize": {"x": 16000, "y": 16000, "w": 1, "h": 1}, "sourceSize": {"w": 16384, "h": 16383}})";
    const QByteArray json
            = R"({"frames": [)" + (frame + ",").repeated(99) + frame
              + R"(], "meta": {"app": "http://www.aseprite.org/", "image": "pixel.png"}})";
    write("hostile.json", json);
    const auto run = runCli({"trace", "hostile.json"}, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("hostile.json: frames: the untrimmed sizes of its 100 frames need"),
             qPrintable(run.err));
    QVERIFY(run.err.contains("more than the 8192 MB limit"));
}

void TestImportLimits::animatedGifAboveQtsDefaultAllocationLimit()
{
    // Two 1 x 1 frames on a 5800 x 5800 canvas: Qt composes each frame onto the whole
    // canvas, 134.6 MB, just above Qt's default limit of 128 MB and far inside ours.
    QByteArray gif = hitbox::testing::animatedGif(frames(2, QSize(1, 1)));
    for (const int at : {6, 8}) {
        gif[at] = char(5800 & 0xff);
        gif[at + 1] = char(5800 >> 8);
    }
    // Comments make the file long enough to hold that many pixels.
    QByteArray comment("\x21\xfe", 2);
    for (int block = 0; block < 64; ++block)
        comment += char(255) + QByteArray(255, 'c');
    comment += '\0';
    gif.insert(13 + 768, comment);
    write("wide.gif", gif);
    const auto run = runCli({"trace", "wide.gif"}, m_dir.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(frameCount(run), 2);
}

QTEST_GUILESS_MAIN(TestImportLimits)
#include "tst_importlimits.moc"
