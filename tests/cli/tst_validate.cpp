// hitbox-cli validate: exit 0 valid, 1 invalid, 2 unreadable, with the problems named.

#include "animationfiles.h"
#include "clirunner.h"

#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using hitbox::testing::runCli;

class TestValidate : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void documents_data();
    void documents();
    void demoProjectIsValid();
    void frameIndex_data();
    void frameIndex();
    void jsonOutput();
    void unreadable_data();
    void unreadable();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

QString TestValidate::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write test file");
    return file.fileName();
}

void TestValidate::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage image(8, 8, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(m_dir.filePath("ok.png")));
    write("broken.png", "not a png");
    QVERIFY(QDir(m_dir.path()).mkdir("folder.hitbox.json"));
}

void TestValidate::documents_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("mustMention");

    const auto doc = [](const QByteArray &sprites) {
        return R"({"format":"hitbox","version":1,"sprites":[)" + sprites + "]}";
    };
    QTest::newRow("valid") << doc(
            R"({"name":"a","image":"ok.png","polygons":[{"points":[[0,0],[4,0],[0,4]]}]})")
                           << 0 << "valid, 1 sprite(s), 0 problem(s)";
    QTest::newRow("empty project") << doc("") << 0 << "valid, 0 sprite(s)";
    QTest::newRow("duplicate names warn only")
            << doc(R"({"name":"a","image":"ok.png"},{"name":"a","image":"ok.png"})") << 0
            << "sprites[1] \"a\": warning: the name is also used by sprites[0]";
    QTest::newRow("bow tie") << doc(
            R"({"name":"a","image":"ok.png","polygons":[{"name":"hull","points":[[0,0],[4,4],[4,0],[0,4]]}]})")
                             << 1
                             << "sprites[0] \"a\", polygon 1 \"hull\": error: edges cross or touch "
                                "each other (edges 1 and 3)";
    QTest::newRow("two points") << doc(
            R"({"name":"a","image":"ok.png","polygons":[{"points":[[0,0],[4,4]]}]})")
                                << 1 << "polygon 1: error: fewer than 3 points (has 2)";
    QTest::newRow("repeated point") << doc(
            R"({"name":"a","image":"ok.png","polygons":[{"points":[[0,0],[4,0],[4,4],[4,0]]}]})")
                                    << 1 << "repeated point (points 2 and 4)";
    QTest::newRow("collinear") << doc(
            R"({"name":"a","image":"ok.png","polygons":[{"points":[[0,0],[1,1],[2,2]]}]})")
                               << 1 << "all points on one line";
    // Version 2 polygons with holes.
    const auto ring = [](const QByteArray &holes) {
        return R"({"format":"hitbox","version":2,"sprites":[{"name":"a","image":"ok.png",)"
               R"("frames":[{"shapes":[{"type":"polygon","name":"ring","role":"body",)"
               R"("points":[[0,0],[8,0],[8,8],[0,8]],"holes":)"
               + holes + "}]}]}]}";
    };
    QTest::newRow("ring") << ring(R"([[[2,2],[4,2],[4,4]]])") << 0
                          << "valid, 1 sprite(s), 0 problem(s)";
    QTest::newRow("hole outside")
            << ring(R"([[[2,2],[4,2],[4,4]],[[9,9],[12,9],[12,12]]])") << 1
            << "sprites[0] \"a\", polygon 1 \"ring\": error: hole 2 is not inside the outline";
    QTest::newRow("hole touches outline")
            << ring(R"([[[0,0],[4,2],[4,4]]])") << 1 << "hole 1 crosses or touches the outline";
    QTest::newRow("bow tie hole") << ring(R"([[[2,2],[4,4],[4,2],[2,4]]])") << 1
                                  << "hole 1: edges cross or touch each other (edges 1 and 3)";
    QTest::newRow("hole of 2 points")
            << ring(R"([[[2,2],[4,2]]])") << 1
            << "sprites[0].frames[0].shapes[0].holes[0]: expected a hole of at least 3 points";
    QTest::newRow("missing image")
            << doc(R"({"name":"a","image":"gone.png"})") << 1 << "gone.png: file not found";
    QTest::newRow("broken image") << doc(R"({"name":"a","image":"broken.png"})") << 1
                                  << "broken.png: not an image format";
    QTest::newRow("empty box") << doc(
            R"({"name":"a","image":"ok.png","box":{"x":0,"y":0,"w":0,"h":3}})")
                               << 1
                               << "sprites[0] \"a\", box 1: error: the box has no area (0 x 3)";
    QTest::newRow("zero circle") << doc(
            R"({"name":"a","image":"ok.png","circle":{"center":[0,0],"radius":0}})")
                                 << 1 << "the circle has radius 0";
    QTest::newRow("bad JSON") << QByteArray("{\"format\": \"hitbox\",\n oops") << 1
                              << "not valid JSON at line 2";
    QTest::newRow("wrong type") << doc(R"({"image":"ok.png","threshold":"high"})") << 1
                                << "sprites[0].threshold: expected a whole number from 0 to 255, "
                                   "found the string \"high\"";
    QTest::newRow("newer version") << QByteArray(R"({"format":"hitbox","version":7,"sprites":[]})")
                                   << 1 << "version 7 is newer than this program reads";
    QTest::newRow("not ours") << QByteArray(R"({"layers":[]})") << 1
                              << "not a Hitbox Studio document";
    // Numbers in range errors exactly as they are, never rounded into the range.
    const auto v2 = [](const QByteArray &sprite) {
        return R"({"format":"hitbox","version":2,"sprites":[)" + sprite + "]}";
    };
    QTest::newRow("duration just past the hour")
            << v2(R"({"name":"a","image":"ok.png","frames":[{"duration":3600001}]})") << 1
            << "sprites[0].frames[0].duration: expected a whole number from 1 to 3600000, "
               "found 3600001";
    QTest::newRow("fractional duration")
            << v2(R"({"name":"a","image":"ok.png","frames":[{"duration":2.5}]})") << 1
            << "expected a whole number from 1 to 3600000, found 2.5";
    QTest::newRow("coordinate just past the limit") << v2(
            R"({"name":"a","image":"ok.png","frames":[{"shapes":[{"type":"box","x":10000000.5,"y":0,"w":1,"h":1}]}]})")
                                                    << 1
                                                    << "10000000.5 is out of range (at most "
                                                       "10000000 in magnitude)";
}

void TestValidate::documents()
{
    QFETCH(QByteArray, json);
    QFETCH(int, exitCode);
    QFETCH(QString, mustMention);
    const QString path = write(QStringLiteral("%1.hitbox.json").arg(QTest::currentDataTag()), json);
    const auto run = runCli({"validate", path});
    QVERIFY2(run.exitCode == exitCode, qPrintable(run.out + run.err));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QVERIFY2(run.out.contains(mustMention), qPrintable(run.out));
    QVERIFY(run.out.contains(exitCode == 0 ? "valid" : "invalid") || run.out.contains("JSON")
            || run.out.contains(": "));
}

void TestValidate::demoProjectIsValid()
{
    const QString demo = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    const auto run = runCli({"validate", demo});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY2(run.out.contains(", 0 problem(s)"), qPrintable(run.out));
}

void TestValidate::frameIndex_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<int>("imageIndex");
    QTest::addColumn<bool>("valid");
    for (const char *image : {"three.gif", "three.png", "three.webp", "ok.png"}) {
        const int frames = QByteArrayView(image) == "ok.png" ? 1 : 3;
        for (const int index : {frames - 1, frames, frames + 4, 9999}) {
            QTest::addRow("%s frame %d", image, index)
                    << QString::fromLatin1(image) << index << (index < frames);
        }
    }
}

// A frame whose imageIndex lies past its animated image's frames: validate says so, in
// the words collide (through the loaders) refuses the frame with; a frame inside is valid
// for both.
void TestValidate::frameIndex()
{
    QFETCH(QString, image);
    QFETCH(int, imageIndex);
    QFETCH(bool, valid);
    if (image.endsWith(".webp") && !QImageReader::supportedImageFormats().contains("webp"))
        QSKIP("no WebP image plugin");
    QList<hitbox::testing::AnimationFrame> frames;
    for (const QColor colour : {QColor(Qt::red), QColor(Qt::green), QColor(Qt::blue)}) {
        QImage canvas(6, 4, QImage::Format_ARGB32);
        canvas.fill(colour);
        frames.append({canvas, 40});
    }
    if (image == "three.gif")
        write(image, hitbox::testing::animatedGif(frames));
    else if (image == "three.png")
        write(image, hitbox::testing::animatedPng(frames));
    else if (image == "three.webp")
        write(image, hitbox::testing::animatedWebp(frames));
    const QByteArray json = R"({"format":"hitbox","version":2,"sprites":[{"name":"s","image":")"
                            + image.toUtf8() + R"(","frames":[{"imageIndex":0},{"imageIndex":)"
                            + QByteArray::number(imageIndex) + "}]}]}";
    const QString doc = write(QStringLiteral("%1.hitbox.json").arg(QTest::currentDataTag()), json);

    const auto validated = runCli({"validate", doc});
    const auto collided = runCli({"collide", doc, "s#1", "s", "--json"});
    QVERIFY2(validated.err.isEmpty(), qPrintable(validated.err));
    if (valid) {
        QVERIFY2(validated.exitCode == 0, qPrintable(validated.out));
        QVERIFY2(collided.exitCode == 0, qPrintable(collided.err));
        return;
    }
    QCOMPARE(validated.exitCode, 1);
    QCOMPARE(collided.exitCode, 2);
    const QString prefix = QStringLiteral("hitbox-cli collide: ");
    QVERIFY2(collided.err.startsWith(prefix), qPrintable(collided.err));
    const QString loaderMessage = collided.err.mid(prefix.size()).trimmed();
    QVERIFY2(loaderMessage.contains(QStringLiteral("has no frame %1").arg(imageIndex)),
             qPrintable(loaderMessage));
    QVERIFY2(validated.out.contains(QStringLiteral("sprites[0] \"s\", frame #1: error: ")
                                    + loaderMessage + u'\n'),
             qPrintable(validated.out + "\nexpected: " + loaderMessage));
}

void TestValidate::jsonOutput()
{
    const QString path = write(
            "json.hitbox.json",
            R"({"format":"hitbox","version":1,"sprites":[{"name":"a","image":"gone.png","polygons":[{"points":[[0,0]]}]}]})");
    const auto run = runCli({"validate", "--json", path});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(o.value("valid").toBool(true), false);
    const QJsonArray problems = o.value("problems").toArray();
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems[0].toObject().value("severity").toString(), "error");
    QVERIFY(problems[0].toObject().value("message").toString().contains("file not found"));
    QCOMPARE(problems[1].toObject().value("where").toString(), "sprites[0] \"a\", polygon 1");
}

void TestValidate::unreadable_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mustMention");
    QTest::newRow("missing file") << QStringList{"nothere.hitbox.json"}
                                  << "nothere.hitbox.json: file not found";
    QTest::newRow("folder") << QStringList{"folder.hitbox.json"}
                            << "folder.hitbox.json: is a folder";
    QTest::newRow("no file") << QStringList{} << "validate needs one document, got 0";
    QTest::newRow("two files") << QStringList{"a", "b"} << "validate needs one document, got 2";
    QTest::newRow("unknown option") << QStringList{"--fix", "a"} << "unknown option '--fix'";
}

void TestValidate::unreadable()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mustMention);
    QStringList full{"validate"};
    for (const QString &a : args)
        full << (a.startsWith("--") || a.size() == 1 ? a : m_dir.filePath(a));
    const auto run = runCli(full);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains(mustMention), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestValidate)
#include "tst_validate.moc"
