// Animated GIF, WebP and APNG import: every frame with its delay, the frames' pixels,
// the APNG limit, hostile frame counts and sizes; numbered image sequences and folders.

#include "animationfiles.h"
#include "hostilefiles.h"
#include "model/document/animationplayback.h"
#include "model/import/numberedframes.h"
#include "model/import/sequence/sequenceimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/animatedimage.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QTemporaryDir>
#include <QtTest>

#include <numeric>

using namespace hitbox;
using hitbox::model::ImportResult;
using hitbox::testing::AnimationFrame;

class TestAnimatedImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void framesAndDelays_data();
    void framesAndDelays();
    void apngReadsEveryFrame();
    void animationName_data();
    void animationName();
    void stillImageIsOneFrame_data();
    void stillImageIsOneFrame();
    void hostile_data();
    void hostile();
    void frameIndexOutOfRange();
    void splitNumberedName_data();
    void splitNumberedName();
    void sequenceOrder_data();
    void sequenceOrder();
    void sequenceBrokenFile();
    void folderWithoutImages();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

// Frame f: a 12 x 8 canvas split into a left and a right half of two colours that differ
// per frame, so a frame read at the wrong index or mirrored is caught.
QColor leftColour(int f)
{
    return QColor::fromRgb(40 * f + 20, 200 - 30 * f, 90);
}

QColor rightColour(int f)
{
    return QColor::fromRgb(250 - 50 * f, 60, 30 * f + 10);
}

QImage frameCanvas(int f)
{
    QImage image(12, 8, QImage::Format_ARGB32);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            image.setPixelColor(x, y, x < 5 ? leftColour(f) : rightColour(f));
    }
    return image;
}

QList<AnimationFrame> framesWithDelays(const QList<int> &delays)
{
    QList<AnimationFrame> frames;
    for (qsizetype f = 0; f < delays.size(); ++f)
        frames.append({frameCanvas(int(f)), delays[f]});
    return frames;
}

} // namespace

void TestAnimatedImport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QImageReader::supportedImageFormats().contains("webp"),
             "the Qt WebP plugin (qt6-image-formats-plugins) is required");
}

QString TestAnimatedImport::write(const QString &name, const QByteArray &bytes)
{
    return testing::writeTestFile(m_dir.path(), name, bytes);
}

void TestAnimatedImport::framesAndDelays_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QList<int>>("delays");
    QTest::addColumn<QList<int>>("durations");
    QTest::newRow("gif") << "gif" << QList<int>{20, 200, 50} << QList<int>{20, 200, 50};
    QTest::newRow("gif zero delay") << "gif" << QList<int>{0, 30} << QList<int>{100, 30};
    // Qt's GIF reader shows delays of one hundredth of a second as 100 ms, as browsers do.
    QTest::newRow("gif 10 ms") << "gif" << QList<int>{10, 30} << QList<int>{100, 30};
    QTest::newRow("webp") << "webp" << QList<int>{40, 120, 70, 500} << QList<int>{40, 120, 70, 500};
    QTest::newRow("webp zero delay") << "webp" << QList<int>{0, 0} << QList<int>{100, 100};
}

void TestAnimatedImport::framesAndDelays()
{
    QFETCH(QString, format);
    QFETCH(QList<int>, delays);
    QFETCH(QList<int>, durations);
    const QList<AnimationFrame> frames = framesWithDelays(delays);
    const QByteArray bytes = format == QLatin1String("gif") ? testing::animatedGif(frames)
                                                            : testing::animatedWebp(frames);
    const QString path
            = write(QStringLiteral("anim %1.%2").arg(QTest::currentDataTag(), format), bytes);
    const ImportResult result = model::importAnimatedImage(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.warning.isEmpty());
    QCOMPARE(result.sheet.kind, model::SheetKind::Animated);
    QCOMPARE(result.sheet.imagePath, path);
    QCOMPARE(result.sheet.frames.size(), delays.size());
    // One forward animation over every frame, named after the file, so it plays at the
    // image's delays: a cycle lasts the sum of the durations expected above.
    QCOMPARE(result.sheet.animations,
             (QList<model::ImportedAnimation>{
                     {QStringLiteral("anim %1").arg(QTest::currentDataTag()),
                      0,
                      int(delays.size()) - 1,
                      model::AnimationDirection::Forward}}));
    const model::Sprite sprite = model::spriteFromSheet(result.sheet, QStringLiteral("s"));
    QCOMPARE(sprite.animations.size(), 1);
    QCOMPARE(model::cycleDurationMs(sprite, 0),
             std::accumulate(durations.cbegin(), durations.cend(), qint64(0)));
    for (int f = 0; f < int(delays.size()); ++f) {
        const model::ImportedFrame &frame = result.sheet.frames[f];
        QCOMPARE(frame.region.imageIndex, f);
        QVERIFY(frame.region.rect.isNull());
        QCOMPARE(frame.durationMs, durations[f]);
        const model::LoadedImage image = model::readAnimatedFrame(path, f);
        QVERIFY2(image.ok(), qPrintable(image.error));
        QCOMPARE(image.image.size(), QSize(12, 8));
        QCOMPARE(image.image.format(), QImage::Format_ARGB32_Premultiplied);
        for (int y = 0; y < 8; ++y) {
            for (int x = 0; x < 12; ++x) {
                const QColor expected = x < 5 ? leftColour(f) : rightColour(f);
                QCOMPARE(image.image.pixelColor(x, y).rgba(), expected.rgba());
            }
        }
    }
}

void TestAnimatedImport::apngReadsEveryFrame()
{
    // Every frame of an APNG with its delay (tst_apng covers composition and hostile files).
    const QString path = write(QStringLiteral("anim.png"),
                               testing::animatedPng(framesWithDelays({50, 60, 70})));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(model::animatedPngFrameCount(file.readAll()), std::optional<quint32>(3));
    const ImportResult result = model::importAnimatedImage(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.warning.isEmpty());
    QCOMPARE(result.sheet.frames.size(), 3);
    QCOMPARE(result.sheet.animations,
             (QList<model::ImportedAnimation>{
                     {QStringLiteral("anim"), 0, 2, model::AnimationDirection::Forward}}));
    for (int f = 0; f < 3; ++f) {
        QCOMPARE(result.sheet.frames[f].region.imageIndex, f);
        QCOMPARE(result.sheet.frames[f].durationMs, 50 + 10 * f);
        const model::LoadedImage image = model::readAnimatedFrame(path, f);
        QVERIFY2(image.ok(), qPrintable(image.error));
        QCOMPARE(image.image.pixelColor(0, 0).rgba(), leftColour(f).rgba());
        QCOMPARE(image.image.pixelColor(11, 7).rgba(), rightColour(f).rgba());
    }
}

void TestAnimatedImport::animationName_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format"); // gif, webp or png (APNG)
    QTest::addColumn<QString>("name");
    QTest::newRow("gif") << "walk.gif"
                         << "gif"
                         << "walk";
    QTest::newRow("two dots") << "hero.run.gif"
                              << "gif"
                              << "hero.run";
    QTest::newRow("space and hash") << "run #2.webp"
                                    << "webp"
                                    << "run #2";
    QTest::newRow("apng named .png") << "jump.png"
                                     << "png"
                                     << "jump";
    QTest::newRow("no base name") << ".gif"
                                  << "gif"
                                  << "animation";
}

void TestAnimatedImport::animationName()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(QString, name);
    const QList<AnimationFrame> frames = framesWithDelays({30, 40});
    const QByteArray bytes = format == QLatin1String("gif")    ? testing::animatedGif(frames)
                             : format == QLatin1String("webp") ? testing::animatedWebp(frames)
                                                               : testing::animatedPng(frames);
    const ImportResult result = model::importAnimatedImage(write(file, bytes));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.animations.size(), 1);
    QCOMPARE(result.sheet.animations[0].name, name);
    QCOMPARE(result.sheet.animations[0].from, 0);
    QCOMPARE(result.sheet.animations[0].to, 1);
}

void TestAnimatedImport::stillImageIsOneFrame_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("apng");
    QTest::newRow("png") << "still.png" << testing::encodedImage(frameCanvas(0), "png") << false;
    QTest::newRow("one-frame gif")
            << "one.gif" << testing::animatedGif(framesWithDelays({70})) << false;
    QTest::newRow("one-frame apng")
            << "one.png" << testing::animatedPng(framesWithDelays({70})) << true;
}

void TestAnimatedImport::stillImageIsOneFrame()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(bool, apng);
    const QString path = write(file, bytes);
    const ImportResult result = model::importAnimatedImage(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.frames.size(), 1);
    QVERIFY(result.warning.isEmpty());
    // One frame is no animation: nothing to play.
    QVERIFY(result.sheet.animations.isEmpty());
    QCOMPARE(model::animatedPngFrameCount(bytes).has_value(), apng);
}

void TestAnimatedImport::hostile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    QTest::newRow("too many frames")
            << "many.gif" << testing::gifWithFrames(model::maxFramesPerSprite + 1)
            << "10001 frames, more than the 10000";
    // A logical screen of 65535 x 65535 around frames of 12 x 8: Qt refuses to compose it.
    QByteArray hugeScreen = testing::animatedGif(framesWithDelays({20, 20}));
    for (const int at : {6, 7, 8, 9})
        hugeScreen[at] = char(0xff);
    QTest::newRow("huge screen") << "screen.gif" << hugeScreen << "broken image data";
    // The first frame itself declares 65535 x 65535 (its descriptor follows the header,
    // colour table, loop extension and graphic control extension: 13 + 768 + 19 + 8 + 1).
    QByteArray hugeFrame = hugeScreen;
    for (const int at : {813, 814, 815, 816})
        hugeFrame[at] = char(0xff);
    QTest::newRow("huge frame") << "frame.gif" << hugeFrame << "declares 65535 x 65535 pixels";
    QTest::newRow("not an image") << "text.gif" << QByteArray("hello") << "not an image format";
    QTest::newRow("empty") << "empty.gif" << QByteArray() << "file is empty";
    QTest::newRow("name with %1") << "100%1 %2.gif" << QByteArray("GIF89a") << "100%1 %2.gif";
}

void TestAnimatedImport::hostile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    const QString path = write(name, bytes);
    const ImportResult result = model::importAnimatedImage(path);
    QVERIFY(!result.ok());
    QVERIFY(result.sheet.frames.isEmpty());
    QVERIFY2(result.error.startsWith(QDir::toNativeSeparators(path) + QLatin1String(": ")),
             qPrintable(result.error));
    QVERIFY2(result.error.contains(problem), qPrintable(result.error));
    const model::LoadedImage frame = model::readAnimatedFrame(path, 0);
    QVERIFY(!frame.ok());
    QVERIFY2(frame.error.startsWith(QDir::toNativeSeparators(path)), qPrintable(frame.error));
}

void TestAnimatedImport::frameIndexOutOfRange()
{
    const QString path
            = write(QStringLiteral("two.gif"), testing::animatedGif(framesWithDelays({10, 20})));
    for (const int index : {-1, 2, 5}) {
        const model::LoadedImage frame = model::readAnimatedFrame(path, index);
        QVERIFY(!frame.ok());
        QVERIFY2(frame.error.contains(QStringLiteral("has no frame %1").arg(index)),
                 qPrintable(frame.error));
    }
}

void TestAnimatedImport::splitNumberedName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("digits");
    QTest::newRow("underscore") << "run_0001.png"
                                << "run"
                                << "0001";
    QTest::newRow("space") << "hero 12.aseprite"
                           << "hero"
                           << "12";
    QTest::newRow("dash and dot") << "a-b.-7.webp"
                                  << "a-b"
                                  << "7";
    QTest::newRow("no separator") << "walk10"
                                  << "walk"
                                  << "10";
    QTest::newRow("numeric extension") << "frame.001"
                                       << "frame"
                                       << "001";
    QTest::newRow("no number") << "idle.png"
                               << "idle"
                               << "";
    QTest::newRow("number only") << "0042.png"
                                 << ""
                                 << "0042";
    QTest::newRow("digit inside") << "p2p.png"
                                  << "p2p"
                                  << "";
    QTest::newRow("percent") << "x%1_3.png"
                             << "x%1"
                             << "3";
    QTest::newRow("empty") << ""
                           << ""
                           << "";
}

void TestAnimatedImport::splitNumberedName()
{
    QFETCH(QString, name);
    QFETCH(QString, prefix);
    QFETCH(QString, digits);
    const model::NumberedName split = model::splitNumberedName(name);
    QCOMPARE(split.prefix, prefix);
    QCOMPARE(split.digits, digits);
}

void TestAnimatedImport::sequenceOrder_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QStringList>("animations"); // "name from to"
    QTest::newRow("numbers, not text")
            << QStringList{"walk_10.png", "walk_2.png", "walk_1.png"}
            << QStringList{"walk_1.png", "walk_2.png", "walk_10.png"} << QStringList{"walk 0 2"};
    QTest::newRow("two prefixes")
            << QStringList{"run-002.png", "idle 1.png", "run-001.png", "idle 0.png"}
            << QStringList{"idle 0.png", "idle 1.png", "run-001.png", "run-002.png"}
            << QStringList{"idle 0 1", "run 2 3"};
    QTest::newRow("leading zeros and unnumbered")
            << QStringList{"a0010.png", "a9.png", "a.png"}
            << QStringList{"a9.png", "a0010.png", "a.png"} << QStringList{"a 0 1"};
    QTest::newRow("one numbered") << QStringList{"x1.png", "y.png"}
                                  << QStringList{"x1.png", "y.png"} << QStringList{};
}

void TestAnimatedImport::sequenceOrder()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, order);
    QFETCH(QStringList, animations);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QStringList paths;
    for (qsizetype i = 0; i < files.size(); ++i) {
        QImage image(3 + int(i), 2, QImage::Format_ARGB32);
        image.fill(Qt::blue);
        paths << folder.filePath(files[i]);
        QVERIFY(image.save(paths.last(), "png"));
    }
    QFile(folder.filePath(QStringLiteral("notes.txt"))).open(QIODevice::WriteOnly);
    // Both ways: the listed files, and the folder (which skips notes.txt).
    for (const ImportResult &result :
         {model::importSequence(paths), model::importFolder(folder.path())}) {
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.sheet.kind, model::SheetKind::Sequence);
        QStringList names;
        for (const model::ImportedFrame &frame : result.sheet.frames) {
            names << frame.name;
            QCOMPARE(frame.region.imagePath, QDir(folder.path()).filePath(frame.name));
            QCOMPARE(frame.durationMs, model::defaultFrameDurationMs);
        }
        QCOMPARE(names, order);
        QCOMPARE(result.sheet.imagePath, result.sheet.frames.first().region.imagePath);
        QStringList found;
        for (const model::ImportedAnimation &a : result.sheet.animations)
            found << QStringLiteral("%1 %2 %3")
                             .arg(a.name, QString::number(a.from), QString::number(a.to));
        QCOMPARE(found, animations);
    }
}

void TestAnimatedImport::sequenceBrokenFile()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QImage image(4, 4, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(folder.filePath(QStringLiteral("f1.png"))));
    const QString broken = folder.filePath(QStringLiteral("f2%1.png"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(testing::encodedImage(image, "png").left(30));
    file.close();
    const ImportResult result = model::importFolder(folder.path());
    QVERIFY(!result.ok());
    QVERIFY(result.sheet.frames.isEmpty());
    QVERIFY2(result.error.startsWith(QDir::toNativeSeparators(broken)), qPrintable(result.error));
    const ImportResult missing
            = model::importSequence({folder.filePath(QStringLiteral("f1.png")),
                                     folder.filePath(QStringLiteral("-gone.png"))});
    QVERIFY(!missing.ok());
    QVERIFY2(missing.error.contains(QLatin1String("-gone.png: file not found")),
             qPrintable(missing.error));
}

void TestAnimatedImport::folderWithoutImages()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const ImportResult result = model::importFolder(folder.path());
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(QLatin1String("holds no image files")),
             qPrintable(result.error));
    QVERIFY(!model::importSequence({}).ok());
}

QTEST_GUILESS_MAIN(TestAnimatedImport)
#include "tst_animatedimport.moc"
