// hitbox-cli export: exit 0 written, 1 a shape the format cannot hold, 2 bad arguments or
// unreadable input or a format without an exporter; nothing is written unless the code is
// 0 (an existing file keeps its bytes); --json names what was written.

#include "clirunner.h"

#include "model/export/exporter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using hitbox::testing::runCli;

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void written_data();
    void written();
    void jsonOutput();
    void refused_data();
    void refused();
    void shapesTheFormatCannotHold();
    void problemLinesStayOneLine_data();
    void problemLinesStayOneLine();
    void outputIsAFile();
    void demoProject();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

// A sprite "hero" with a box, a circle and a polygon, and a sprite "knot" whose polygon's
// edges cross (exit 1 for Tiled).
const char document[] = R"({
    "format": "hitbox",
    "version": 2,
    "sprites": [
        {
            "name": "hero",
            "image": "hero.png",
            "frames": [
                {
                    "shapes": [
                        { "type": "box", "name": "torso", "role": "hurtbox", "x": -4, "y": -6, "w": 8, "h": 12 },
                        { "type": "circle", "name": "head", "role": "hitbox", "center": [0, -5], "radius": 2, "sensor": true },
                        { "type": "polygon", "name": "fist", "role": "hitbox", "points": [[0, 0], [6, 0], [6, 4]] }
                    ]
                }
            ]
        }
    ]
})";

const char knotDocument[] = R"({
    "format": "hitbox",
    "version": 2,
    "sprites": [
        {
            "name": "hero",
            "image": "hero.png",
            "frames": [ { "shapes": [ { "type": "box", "role": "body", "x": 0, "y": 0, "w": 2, "h": 2 } ] } ]
        },
        {
            "name": "knot",
            "image": "hero.png",
            "frames": [
                { "shapes": [ { "type": "polygon", "name": "bow", "role": "hitbox", "points": [[0, 0], [4, 4], [4, 0], [0, 4]] } ] }
            ]
        }
    ]
})";

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

QString TestExport::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write test file");
    return file.fileName();
}

void TestExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage image(16, 16, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(m_dir.filePath("hero.png")));
    write("doc.hitbox.json", document);
    write("knot.hitbox.json", knotDocument);
    write("missingimage.hitbox.json", QByteArray(document).replace("hero.png", "gone.png"));
    write("broken.hitbox.json", "{ not json");
}

void TestExport::written_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("contains");
    QTest::addColumn<QStringList>("lacks");

    QTest::newRow("tiled") << QStringList{"--format", "tiled"} << QStringList{"hero.tsx"}
                           << QStringList{"name=\"torso\"",
                                          "<ellipse/>",
                                          "<polygon points=\"0,0 6,0 6,4\"/>"}
                           << QStringList();
    QTest::newRow("tiled-json") << QStringList{"--format=tiled-json"} << QStringList{"hero.tsj"}
                                << QStringList{"\"ellipse\": true", "\"name\": \"fist\""}
                                << QStringList();
    QTest::newRow("roles") << QStringList{"--format", "tiled", "--roles", "hurtbox"}
                           << QStringList{"hero.tsx"} << QStringList{"torso"}
                           << QStringList{"head", "fist"};
    QTest::newRow("mirrored") << QStringList{"--format",
                                             "tiled",
                                             "--mirrored",
                                             "--first-frame-only"}
                              << QStringList{"hero.tsx", "hero_flipped.tsx", "hero_flipped_0.png"}
                              << QStringList{"torso"} << QStringList();
    QTest::newRow("sprites and ppm")
            << QStringList{"--format", "tiled", "--sprites", "hero", "--ppm", "50"}
            << QStringList{"hero.tsx"} << QStringList{"torso"} << QStringList();
}

void TestExport::written()
{
    QFETCH(QStringList, options);
    QFETCH(QStringList, files);
    QFETCH(QStringList, contains);
    QFETCH(QStringList, lacks);

    const QString out = m_dir.filePath(QStringLiteral("written/")
                                       + QString::fromLatin1(QTest::currentDataTag()));
    const auto run
            = runCli(QStringList{"export", "doc.hitbox.json", "-o", out} + options, m_dir.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QVERIFY2(run.out.startsWith(QStringLiteral("wrote %1 file(s)").arg(files.size())),
             qPrintable(run.out));
    QStringList written = QDir(out).entryList(QDir::Files, QDir::Name);
    files.sort();
    QCOMPARE(written, files);
    const QString text = QString::fromUtf8(readAll(out + QLatin1Char('/') + files.first()));
    for (const QString &c : contains)
        QVERIFY2(text.contains(c), qPrintable(c));
    for (const QString &l : lacks)
        QVERIFY2(!text.contains(l), qPrintable(l));
}

void TestExport::jsonOutput()
{
    const QString out = m_dir.filePath(QStringLiteral("json"));
    const auto run = runCli(
            {"export", "doc.hitbox.json", "--format", "tiled", "-o", out, "--mirrored", "--json"},
            m_dir.path());
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(run.out));
    QCOMPARE(o[QStringLiteral("format")].toString(), QStringLiteral("tiled"));
    QCOMPARE(o[QStringLiteral("output")].toString(), out);
    QCOMPARE(o[QStringLiteral("files")].toArray(),
             (QJsonArray{"hero.tsx", "hero_flipped.tsx", "hero_flipped_0.png"}));
    QCOMPARE(o[QStringLiteral("shapes")].toInt(), 6);
    QCOMPARE(o[QStringLiteral("pieces")].toInt(), 0);
    for (const QJsonValue &file : o[QStringLiteral("files")].toArray())
        QVERIFY(QFile::exists(out + QLatin1Char('/') + file.toString()));
}

void TestExport::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");

    const QStringList ok{"doc.hitbox.json", "--format", "tiled"};
    QTest::newRow("no format") << QStringList{"doc.hitbox.json"} << "needs --format";
    QTest::newRow("unknown format") << QStringList{"doc.hitbox.json", "--format", "unity"}
                                    << "unknown format 'unity' (one of godot|tiled|tiled-json";
    QTest::newRow("no output") << QStringList{"doc.hitbox.json", "--format", "tiled"}
                               << "needs -o OUT";
    QTest::newRow("no document") << QStringList{"--format", "tiled"} << "needs one document, got 0";
    QTest::newRow("two documents")
            << QStringList{"doc.hitbox.json", "knot.hitbox.json", "--format", "tiled"}
            << "needs one document, got 2";
    QTest::newRow("unknown option")
            << ok + QStringList{"--frobnicate"} << "unknown option '--frobnicate'";
    QTest::newRow("bad ppm") << ok + QStringList{"--ppm", "-3"} << "--ppm needs a number";
    QTest::newRow("ppm not a number")
            << ok + QStringList{"--ppm", "lots"} << "--ppm needs a number";
    QTest::newRow("empty sprite name")
            << ok + QStringList{"--sprites", "hero,"} << "--sprites has an empty name";
    QTest::newRow("unknown sprite")
            << ok + QStringList{"--sprites", "hero,villain"} << "there is no sprite \"villain\"";
    QTest::newRow("unknown role") << ok + QStringList{"--roles", "hitbox,punchbox"}
                                  << "there is no role \"punchbox\"";
    QTest::newRow("missing document")
            << QStringList{"nothere.hitbox.json", "--format", "tiled"} << "nothere.hitbox.json";
    QTest::newRow("broken document")
            << QStringList{"broken.hitbox.json", "--format", "tiled"} << "broken.hitbox.json";
    QTest::newRow("missing image") << QStringList{"missingimage.hitbox.json", "--format", "tiled"}
                                   << "cannot read the size of the image";
}

void TestExport::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    // An earlier export's file stays as it was, and nothing else appears.
    const QString out = m_dir.filePath(QStringLiteral("refused"));
    QVERIFY(QDir().mkpath(out));
    write(QStringLiteral("refused/hero.tsx"), "earlier export");
    if (QTest::currentDataTag() != QByteArray("no output"))
        arguments << QStringLiteral("-o") << out;
    const auto run = runCli(QStringList{"export"} + arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("hitbox-cli export: ")), qPrintable(run.err));
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(readAll(out + QStringLiteral("/hero.tsx")), QByteArray("earlier export"));
    QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot),
             QStringList{"hero.tsx"});
}

void TestExport::shapesTheFormatCannotHold()
{
    for (const QString &format : {QStringLiteral("tiled"), QStringLiteral("tiled-json")}) {
        const QString out = m_dir.filePath(QStringLiteral("knot-") + format);
        QVERIFY(QDir().mkpath(out));
        write(QStringLiteral("knot-%1/hero.tsx").arg(format), "earlier export");
        const auto run
                = runCli({"export", "knot.hitbox.json", "--format", format, "-o", out, "--json"},
                         m_dir.path());
        QCOMPARE(run.exitCode, 1);
        const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(
                         QStringLiteral("knot.hitbox.json: sprites[1] \"knot\", polygon 1 \"bow\": "
                                        "a Tiled polygon must be simple: ")),
                 qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("knot.hitbox.json: nothing was written")),
                 qPrintable(lines[1]));
        QCOMPARE(readAll(out + QStringLiteral("/hero.tsx")), QByteArray("earlier export"));
        QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot),
                 QStringList{"hero.tsx"});
    }
}

void TestExport::problemLinesStayOneLine_data()
{
    QTest::addColumn<QByteArray>("sprite"); // JSON string contents
    QTest::addColumn<QByteArray>("shape");
    QTest::addColumn<QString>("where");

    QTest::newRow("newline in the sprite's name") << QByteArray("kn\\not") << QByteArray("bow")
                                                  << R"(sprites[1] "kn\not", polygon 1 "bow")";
    QTest::newRow("carriage return and tab in the shape's name")
            << QByteArray("knot") << QByteArray("b\\r\\tow")
            << R"(sprites[1] "knot", polygon 1 "b\r\tow")";
    QTest::newRow("other control characters")
            << QByteArray("k\\u0001\\u007f\\u2028") << QByteArray("bow")
            << R"(sprites[1] "k\u0001\u007f\u2028", polygon 1 "bow")";
    QTest::newRow("printable names unchanged")
            << QByteArray("kn\\\\ot \\u00e9") << QByteArray("bow")
            << QStringLiteral("sprites[1] \"kn\\ot \u00e9\", polygon 1 \"bow\"");
}

void TestExport::problemLinesStayOneLine()
{
    // DOC: WHERE: REASON is one line per problem, whatever the names hold.
    QFETCH(QByteArray, sprite);
    QFETCH(QByteArray, shape);
    QFETCH(QString, where);
    write("names.hitbox.json",
          QByteArray(knotDocument)
                  .replace("\"name\": \"knot\"", "\"name\": \"" + sprite + "\"")
                  .replace("\"name\": \"bow\"", "\"name\": \"" + shape + "\""));
    const auto run = runCli({"export", "names.hitbox.json", "--format", "tiled", "-o", "names"},
                            m_dir.path());
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith(QStringLiteral("names.hitbox.json: ") + where
                                 + QStringLiteral(": a Tiled polygon must be simple")),
             qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith(QStringLiteral("names.hitbox.json: nothing was written")),
             qPrintable(lines[1]));
}

void TestExport::outputIsAFile()
{
    // A folder format cannot write into a file: exit 2, the file keeps its bytes.
    const QString out = write(QStringLiteral("plain-file"), "not a folder");
    const auto run
            = runCli({"export", "doc.hitbox.json", "--format", "tiled", "-o", out}, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("hitbox-cli export: ")) && run.err.contains(out),
             qPrintable(run.err));
    QCOMPARE(readAll(out), QByteArray("not a folder"));
}

void TestExport::demoProject()
{
    const QString demo = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    const QString out = m_dir.filePath(QStringLiteral("demo"));
    const auto run = runCli({"export", demo, "--format", "tiled", "-o", out, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QVERIFY(o[QStringLiteral("files")].toArray().contains(QStringLiteral("fighter.tsx")));
    QVERIFY(o[QStringLiteral("shapes")].toInt() > 0);
    QVERIFY(QFile::exists(out + QStringLiteral("/fighter.tsx")));
}

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
