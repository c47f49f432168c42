// Hostile names and paths on every command: "%1" in file and sprite names stays as it is,
// a path starting with ':' is a file (never a Qt resource), and files that cannot be read
// as documents (devices, pipes, oversized) are "unreadable" (exit 2), not "invalid".

#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using hitbox::testing::runCli;

class TestHostileInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void percentInDocumentName();
    void percentInSpriteNames();
    void percentInImageNames();
    void percentInOptionValue();
    void colonDocumentKeepsItsSprites();
    void colonPaths_data();
    void colonPaths();
    void unreadableDocument_data();
    void unreadableDocument();

private:
    QString path(const QString &name) const { return m_dir.path() + QLatin1Char('/') + name; }
    void writeBytes(const QString &name, const QByteArray &bytes);
    QJsonArray spritesOf(const QString &name);

    QTemporaryDir m_dir;
};

void TestHostileInput::writeBytes(const QString &name, const QByteArray &bytes)
{
    QFile file(path(name)); // not m_dir.filePath: that keeps ":x" as a resource path
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QJsonArray TestHostileInput::spritesOf(const QString &name)
{
    QFile file(path(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value("sprites").toArray();
}

void TestHostileInput::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage image(6, 4, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int x = 1; x < 5; ++x) {
        for (int y = 1; y < 3; ++y)
            image.setPixelColor(x, y, Qt::black);
    }
    QVERIFY(QDir(m_dir.path()).mkpath("a"));
    QVERIFY(QDir(m_dir.path()).mkpath("b"));
    QVERIFY(QDir().mkpath(path(":dir")));
    for (const char *name :
         {"good1.png", "good2.png", "a/x%1.png", "b/x%1.png", ":a.png", ":dir/in.png"}) {
        QVERIFY(image.save(path(QString::fromUtf8(name)), "PNG"));
    }
}

void TestHostileInput::percentInDocumentName()
{
    writeBytes("a%2b%1.hitbox.json", "{\n  oops");
    const auto run = runCli({"validate", "a%2b%1.hitbox.json"}, m_dir.path());
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.startsWith("a%2b%1.hitbox.json: not valid JSON at line 2, column "),
             qPrintable(run.out));
    QVERIFY2(!run.out.contains("%4"), qPrintable(run.out));
}

void TestHostileInput::percentInSpriteNames()
{
    writeBytes("names.hitbox.json",
               R"({"format":"hitbox","version":1,"sprites":[{"name":"s%1%2","image":"good1.png",)"
               R"("polygons":[{"name":"p%3","points":[[0,0],[4,4],[4,0],[0,4]]}]}]})");
    const auto run = runCli({"validate", path("names.hitbox.json")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(
                     "sprites[0] \"s%1%2\", polygon 1 \"p%3\": error: edges cross or touch"),
             qPrintable(run.out));
}

void TestHostileInput::percentInImageNames()
{
    QFile::remove(path("percent.hitbox.json"));
    const auto run = runCli({"trace", "a/x%1.png", "b/x%1.png", "-o", "percent.hitbox.json"},
                            m_dir.path());
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith(QDir::toNativeSeparators("a/x%1.png: 1 shape, 0 holes, ")),
             qPrintable(run.out));
    QVERIFY2(lines[1].startsWith(QDir::toNativeSeparators("b/x%1.png: 1 shape, 0 holes, ")),
             qPrintable(run.out));
    QVERIFY2(lines[0].contains(QRegularExpression(", IoU \\d\\.\\d{4}$")), qPrintable(run.out));
    const QJsonArray sprites = spritesOf("percent.hitbox.json");
    QCOMPARE(sprites.size(), 2);
    QCOMPARE(sprites[0].toObject().value("name").toString(), "x%1");
    QCOMPARE(sprites[1].toObject().value("name").toString(), "x%1 2");
}

void TestHostileInput::percentInOptionValue()
{
    const auto run = runCli({"trace", path("good1.png"), "--tolerance", "%3%4"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("bad tolerance '%3%4': expected a number from 0 to 1000"),
             qPrintable(run.err));
    const auto threshold = runCli({"trace", path("good1.png"), "--threshold", "%2%3"});
    QVERIFY2(threshold.err.contains("bad threshold '%2%3': expected a whole number from 0 to 255"),
             qPrintable(threshold.err));
}

void TestHostileInput::colonDocumentKeepsItsSprites()
{
    QFile::remove(path(":c.hitbox.json"));
    QCOMPARE(runCli({"trace", "good1.png", "good2.png", "-o", ":c.hitbox.json"}, m_dir.path())
                     .exitCode,
             0);
    QCOMPARE(spritesOf(":c.hitbox.json").size(), 2);
    // Tracing one of them again replaces its polygons and keeps the other sprite.
    const auto again = runCli({"trace", "good1.png", "-o", ":c.hitbox.json"}, m_dir.path());
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(spritesOf(":c.hitbox.json").size(), 2);
    // A ':' image is added as a new sprite, stored so that it never reads as a resource.
    QCOMPARE(runCli({"trace", ":a.png", "-o", ":c.hitbox.json"}, m_dir.path()).exitCode, 0);
    QCOMPARE(runCli({"trace", ":a.png", "-o", ":c.hitbox.json"}, m_dir.path()).exitCode, 0);
    const QJsonArray sprites = spritesOf(":c.hitbox.json");
    QCOMPARE(sprites.size(), 3);
    QCOMPARE(sprites[2].toObject().value("image").toString(), "./:a.png");
    QCOMPARE(sprites[2].toObject().value("name").toString(), ":a");
}

void TestHostileInput::colonPaths_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mustMention");
    writeBytes(":v.hitbox.json",
               R"({"format":"hitbox","version":1,"sprites":[{"name":"a","image":":a.png"}]})");
    QTest::newRow("validate") << QStringList{"validate", ":v.hitbox.json"}
                              << ":v.hitbox.json: valid, 1 sprite(s), 0 problem(s)";
    QTest::newRow("collide") << QStringList{"collide", ":a.png", ":dir/in.png", "--offset", "1,1"}
                             << "pixel: collision, 3 solid pixels overlap";
    QTest::newRow("trace a folder")
            << QStringList{"trace", ":dir"} << QDir::toNativeSeparators(":dir/in.png: 1 shape");
    QTest::newRow("trace an image") << QStringList{"trace", ":a.png"} << ":a.png: 1 shape";
}

void TestHostileInput::colonPaths()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mustMention);
    const auto run = runCli(args, m_dir.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2((run.out + run.err).contains(mustMention), qPrintable(run.out + run.err));
}

void TestHostileInput::unreadableDocument_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("mustMention");
#ifdef Q_OS_UNIX
    QTest::newRow("/dev/zero") << "/dev/zero"
                               << "/dev/zero: is not a regular file";
    QTest::newRow("/dev/null") << "/dev/null"
                               << "/dev/null: is not a regular file";
    QVERIFY(::mkfifo(qPrintable(path("fifo.hitbox.json")), 0600) == 0);
    QTest::newRow("fifo") << path("fifo.hitbox.json") << "fifo.hitbox.json: is not a regular file";
#endif
    // Sparse: the size is checked before a byte is read.
    QFile big(path("big.hitbox.json"));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(16LL * 1024 * 1024 + 1));
    big.close();
    QTest::newRow("over the limit")
            << path("big.hitbox.json") << "big.hitbox.json: larger than 16 MB";
    QTest::newRow("folder") << path("a") << ": is a folder";
    QTest::newRow("missing") << path("none.hitbox.json") << "none.hitbox.json: file not found";
}

void TestHostileInput::unreadableDocument()
{
    QFETCH(QString, file);
    QFETCH(QString, mustMention);
    for (const QStringList &args :
         {QStringList{"validate", file}, QStringList{"validate", "--json", file}}) {
        const auto run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.startsWith("hitbox-cli validate: "), qPrintable(run.err));
        QVERIFY2(run.err.contains(mustMention), qPrintable(run.err));
    }
}

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
