// hitbox-cli collide: golden answers computed by hand, and every bad-input path.

#include "animationfiles.h"
#include "clirunner.h"
#include "hostilefiles.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using hitbox::testing::runCli;

class TestCollide : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void golden_data();
    void golden();
    void humanReadable();
    void optionForms();
    void animatedImagesTakeFrameZero();
    void badInput_data();
    void badInput();
    void help();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    void writeImage(const QString &name, const QImage &image);
    void writeBytes(const QString &name, const QByteArray &bytes);

    QTemporaryDir m_dir;
};

namespace {

// An image where every pixel has the given alpha.
QImage filled(int w, int h, int alpha)
{
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(QColor(200, 40, 40, alpha));
    return image;
}

// A w x h transparent image with solid (alpha 255) pixels at the given points.
QImage dots(int w, int h, const QList<QPoint> &points)
{
    QImage image = filled(w, h, 0);
    for (const QPoint p : points)
        image.setPixelColor(p, QColor(0, 0, 0, 255));
    return image;
}

} // namespace

void TestCollide::writeImage(const QString &name, const QImage &image)
{
    QVERIFY(image.save(path(name), "PNG"));
}

void TestCollide::writeBytes(const QString &name, const QByteArray &bytes)
{
    QFile file(path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

void TestCollide::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(qEnvironmentVariable("HITBOX_CLI")), "HITBOX_CLI not set by CTest");
    writeImage("opaque4.png", filled(4, 4, 255));
    writeImage("alpha100.png", filled(4, 4, 100));
    writeImage("alpha200.png", filled(4, 4, 200));
    writeImage("clear4.png", filled(4, 4, 0));
    // 8x3 with solid pixels at (5,0), (1,2), (6,2): row-major first contact depends
    // on which of them B covers.
    writeImage("dots.png", dots(8, 3, {{5, 0}, {1, 2}, {6, 2}}));
    writeImage("wide.png", filled(130, 2, 255));
    writeImage("rgb.jpg", QImage(4, 4, QImage::Format_RGB32));
    QImage rgb(4, 4, QImage::Format_RGB32);
    rgb.fill(Qt::blue);
    writeImage("rgb.png", rgb);

    QFile png(path("opaque4.png"));
    QVERIFY(png.open(QIODevice::ReadOnly));
    const QByteArray good = png.readAll();
    writeBytes("truncated.png", good.left(good.size() / 2));
    writeBytes("empty.png", QByteArray());
    writeBytes("text.png", "this is not an image\n");
    writeBytes("huge.png", hitbox::testing::pngDeclaringSize(100000, 100000));
    QVERIFY(QDir(m_dir.path()).mkdir("folder.png"));
}

void TestCollide::golden_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected"); // compact JSON, keys sorted

    const auto row = [](const char *name, QStringList args, const char *json) {
        QTest::newRow(name) << args << QString::fromLatin1(json);
    };
    row("corner overlap",
        {"opaque4.png", "opaque4.png", "--offset", "2,2"},
        R"({"aabb":true,"first_contact":[2,2],"intersection":[2,2,2,2],"overlap_pixels":4,"pixel":true})");
    row("negative offset",
        {"opaque4.png", "opaque4.png", "--offset", "-3,-1"},
        R"({"aabb":true,"first_contact":[0,0],"intersection":[0,0,1,3],"overlap_pixels":3,"pixel":true})");
    row("touching right edge",
        {"opaque4.png", "opaque4.png", "--offset", "4,0"},
        R"({"aabb":false,"first_contact":null,"intersection":null,"overlap_pixels":0,"pixel":false})");
    row("touching bottom edge",
        {"opaque4.png", "opaque4.png", "--offset", "0,4"},
        R"({"aabb":false,"first_contact":null,"intersection":null,"overlap_pixels":0,"pixel":false})");
    row("touching left edge",
        {"opaque4.png", "opaque4.png", "--offset", "-4,2"},
        R"({"aabb":false,"first_contact":null,"intersection":null,"overlap_pixels":0,"pixel":false})");
    row("far apart",
        {"opaque4.png", "opaque4.png", "--offset", "1000000,-5"},
        R"({"aabb":false,"first_contact":null,"intersection":null,"overlap_pixels":0,"pixel":false})");
    row("below default threshold",
        {"alpha100.png", "opaque4.png", "--offset", "0,0"},
        R"({"aabb":true,"first_contact":null,"intersection":[0,0,4,4],"overlap_pixels":0,"pixel":false})");
    row("threshold equal to alpha",
        {"alpha100.png", "opaque4.png", "--offset", "1,0", "--threshold", "100"},
        R"({"aabb":true,"first_contact":[1,0],"intersection":[1,0,3,4],"overlap_pixels":12,"pixel":true})");
    row("threshold one above alpha",
        {"alpha100.png", "opaque4.png", "--offset", "1,0", "--threshold", "101"},
        R"({"aabb":true,"first_contact":null,"intersection":[1,0,3,4],"overlap_pixels":0,"pixel":false})");
    row("threshold-b overrides B only",
        {"alpha200.png",
         "alpha100.png",
         "--offset",
         "0,0",
         "--threshold",
         "150",
         "--threshold-b",
         "100"},
        R"({"aabb":true,"first_contact":[0,0],"intersection":[0,0,4,4],"overlap_pixels":16,"pixel":true})");
    row("threshold applies to both",
        {"alpha200.png", "alpha100.png", "--offset", "0,0", "--threshold", "150"},
        R"({"aabb":true,"first_contact":null,"intersection":[0,0,4,4],"overlap_pixels":0,"pixel":false})");
    row("threshold 0 makes clear pixels solid",
        {"clear4.png", "clear4.png", "--offset", "3,3", "--threshold", "0"},
        R"({"aabb":true,"first_contact":[3,3],"intersection":[3,3,1,1],"overlap_pixels":1,"pixel":true})");
    row("threshold 255",
        {"opaque4.png",
         "alpha200.png",
         "--offset",
         "0,0",
         "--threshold",
         "255",
         "--threshold-b",
         "200"},
        R"({"aabb":true,"first_contact":[0,0],"intersection":[0,0,4,4],"overlap_pixels":16,"pixel":true})");
    // B (4x4 opaque) at (3,0) covers (5,0) and (6,2): row 0 comes first.
    row("row-major first contact",
        {"dots.png", "opaque4.png", "--offset", "3,0"},
        R"({"aabb":true,"first_contact":[5,0],"intersection":[3,0,4,3],"overlap_pixels":2,"pixel":true})");
    // B at (0,1) covers (1,2) only.
    row("first contact on a lower row",
        {"dots.png", "opaque4.png", "--offset", "0,1"},
        R"({"aabb":true,"first_contact":[1,2],"intersection":[0,1,4,2],"overlap_pixels":1,"pixel":true})");
    row("image without alpha is solid",
        {"rgb.png", "opaque4.png", "--offset", "2,-2"},
        R"({"aabb":true,"first_contact":[2,0],"intersection":[2,0,2,2],"overlap_pixels":4,"pixel":true})");
    // 130 wide crosses two word boundaries; B at 127 overlaps 3 columns x 2 rows.
    row("word boundary",
        {"wide.png", "opaque4.png", "--offset", "127,0"},
        R"({"aabb":true,"first_contact":[127,0],"intersection":[127,0,3,2],"overlap_pixels":6,"pixel":true})");
}

void TestCollide::golden()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    QStringList full{"collide"};
    for (const QString &a : args)
        full << (a.endsWith(".png") ? path(a) : a);
    full << "--json";
    const auto run = runCli(full);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.err.isEmpty());
    const QJsonDocument got = QJsonDocument::fromJson(run.out.toUtf8());
    QVERIFY2(got.isObject(), qPrintable(run.out));
    QCOMPARE(run.out.count('\n'), 1);
    QCOMPARE(QString::fromUtf8(got.toJson(QJsonDocument::Compact)), expected);
}

void TestCollide::humanReadable()
{
    const auto run
            = runCli({"collide", path("opaque4.png"), path("opaque4.png"), "--offset", "2,2"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("aabb:  overlap, intersection 2 x 2 at (2, 2)"), qPrintable(run.out));
    QVERIFY2(run.out.contains("pixel: collision, 4 solid pixels overlap, first contact at (2, 2)"),
             qPrintable(run.out));
    const auto miss
            = runCli({"collide", path("opaque4.png"), path("opaque4.png"), "--offset", "4,0"});
    QCOMPARE(miss.exitCode, 0);
    QVERIFY(miss.out.contains("aabb:  no overlap"));
    QVERIFY(miss.out.contains("pixel: no collision"));
}

void TestCollide::optionForms()
{
    // --name=value, options before positionals, and a negative value after a space.
    const auto run = runCli({"collide",
                             "--offset=-2,-2",
                             "--threshold=128",
                             path("opaque4.png"),
                             "--json",
                             path("opaque4.png")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(R"("intersection":[0,0,2,2])"), qPrintable(run.out));
    const auto spaced = runCli(
            {"collide", path("opaque4.png"), path("opaque4.png"), "--offset", "-2,-2", "--json"});
    QCOMPARE(spaced.out, run.out);
}

// An APNG whose default image is no frame of its animation: collide takes frame 0, as
// trace does, so it answers as for a PNG of frame 0 (and not as for the default image),
// with the images in either order.
void TestCollide::animatedImagesTakeFrameZero()
{
    QImage corner(4, 4, QImage::Format_ARGB32);
    corner.fill(Qt::transparent);
    corner.setPixel(0, 0, qRgba(255, 0, 0, 255));
    QImage full(4, 4, QImage::Format_ARGB32);
    full.fill(qRgba(0, 0, 255, 255));
    writeBytes("default skipped.png",
               hitbox::testing::animatedPng({{corner, 100}, {full, 100}}, full));
    writeImage("frame0.png", corner);
    writeImage("default.png", full);
    QImage dot(1, 1, QImage::Format_ARGB32);
    dot.fill(qRgba(0, 255, 0, 255));
    writeImage("dot.png", dot);
    const auto collide = [&](const QString &a, const QString &b, const QString &offset) {
        const auto run = runCli({"collide", path(a), path(b), "--offset", offset, "--json"});
        return run.exitCode == 0 ? run.out
                                 : QStringLiteral("exit %1: %2").arg(run.exitCode).arg(run.err);
    };
    for (const QString &offset : {QStringLiteral("2,2"), QStringLiteral("0,0")}) {
        const QString animated = collide("default skipped.png", "dot.png", offset);
        QCOMPARE(animated, collide("frame0.png", "dot.png", offset));
        const QString back
                = QStringLiteral("-") + offset.left(1) + QStringLiteral(",-") + offset.right(1);
        QCOMPARE(collide("dot.png", "default skipped.png", back),
                 collide("dot.png", "frame0.png", back));
    }
    // The default image would hit at 2,2; frame 0 does not.
    QVERIFY(QJsonDocument::fromJson(collide("default.png", "dot.png", "2,2").toUtf8())["pixel"]
                    .toBool());
    QVERIFY(!QJsonDocument::fromJson(
                     collide("default skipped.png", "dot.png", "2,2").toUtf8())["pixel"]
                     .toBool(true));
}

void TestCollide::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mustMention"); // part of the one-line message

    const auto row = [](const char *name, QStringList args, const char *mention) {
        QTest::newRow(name) << args << QString::fromLatin1(mention);
    };
    const QString ok = "opaque4.png";
    row("missing file", {"nothere.png", ok, "--offset", "0,0"}, "nothere.png: file not found");
    row("missing B", {ok, "nothere.png", "--offset", "0,0"}, "nothere.png: file not found");
    row("folder", {"folder.png", ok, "--offset", "0,0"}, "folder.png: is a folder");
    row("empty file", {"empty.png", ok, "--offset", "0,0"}, "empty.png: file is empty");
    row("text file", {"text.png", ok, "--offset", "0,0"}, "text.png: not an image");
    row("truncated png",
        {ok, "truncated.png", "--offset", "0,0"},
        "truncated.png: broken image data");
    row("huge declared size",
        {"huge.png", ok, "--offset", "0,0"},
        "huge.png: declares 100000 x 100000");
    row("offset letters", {ok, ok, "--offset", "a,b"}, "bad offset 'a,b'");
    row("offset one value", {ok, ok, "--offset", "3"}, "bad offset '3'");
    row("offset three values", {ok, ok, "--offset", "1,2,3"}, "bad offset '1,2,3'");
    row("offset fraction", {ok, ok, "--offset", "1.5,2"}, "bad offset '1.5,2'");
    row("offset too large", {ok, ok, "--offset", "99999999999999999,0"}, "bad offset");
    row("offset missing", {ok, ok}, "needs --offset");
    row("offset without value", {ok, ok, "--offset"}, "--offset needs a value");
    row("threshold 256", {ok, ok, "--offset", "0,0", "--threshold", "256"}, "bad threshold '256'");
    row("threshold -1", {ok, ok, "--offset", "0,0", "--threshold", "-1"}, "bad threshold '-1'");
    row("threshold text",
        {ok, ok, "--offset", "0,0", "--threshold", "high"},
        "bad threshold 'high'");
    row("threshold-b 300",
        {ok, ok, "--offset", "0,0", "--threshold-b", "300"},
        "bad threshold '300'");
    row("one image", {ok, "--offset", "0,0"}, "needs two images, got 1");
    row("three images", {ok, ok, ok, "--offset", "0,0"}, "needs two images, got 3");
    row("unknown option", {ok, ok, "--offset", "0,0", "--fast"}, "unknown option '--fast'");
}

void TestCollide::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mustMention);
    QStringList full{"collide", "--json"};
    for (const QString &a : args)
        full << (a.endsWith(".png") ? path(a) : a);
    const auto run = runCli(full);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains(mustMention), qPrintable(run.err));
}

void TestCollide::help()
{
    const auto run = runCli({"collide", "--help"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("--threshold-b"));
    const auto none = runCli({});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.err.contains("usage"));
    const auto unknown = runCli({"explode"});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("unknown command 'explode'"));
}

QTEST_GUILESS_MAIN(TestCollide)
#include "tst_collide.moc"
