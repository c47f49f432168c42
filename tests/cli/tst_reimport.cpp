// hitbox-cli reimport driving the real binary: an Aseprite file traced into a document,
// hand-drawn shapes added, two frames changed in the file; reimport updates only those
// frames' generated shapes and keeps every hand-drawn one, says so in text and JSON, and
// refuses a missing source, a broken document or bad arguments with exit code 2, writing
// nothing.

#include "asepritewriter.h"
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox::testing;

namespace {

// Frame k: a body block on "art", a block on the hitbox layer "hitbox: fist", a "kick"
// slice; `moved` frames have both blocks one pixel lower.
QByteArray heroFile(const QList<int> &moved = {})
{
    AseWriteFile file;
    file.size = QSize(24, 16);
    file.layers = {aseLayer(QStringLiteral("art")), aseLayer(QStringLiteral("hitbox: fist"))};
    AseWriteSlice kick = aseSlice(QStringLiteral("kick:hitbox"), {});
    for (int k = 0; k < 5; ++k) {
        const int dy = moved.contains(k) ? 1 : 0;
        file.frames << AseWriteFrame{100,
                                     {aseBlockCel(0, QRect(2 + 2 * k, 4 + dy, 4, 6)),
                                      aseBlockCel(1, QRect(5 + 2 * k, 5 + dy, 3, 2))}};
        kick.keys << aseSliceKey(k, QRect(k, 1 + dy, 2, 2));
    }
    file.slices = {kick};
    file.tags = {aseTag(QStringLiteral("walk"), 0, 4)};
    return writeAseprite(file);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile in(path);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

QJsonArray framesOf(const QByteArray &document)
{
    return QJsonDocument::fromJson(document)["sprites"][0]["frames"].toArray();
}

// The shapes of `frame` whose flag `field` is set (or, for "", the hand-drawn ones).
QJsonArray shapesWith(const QJsonValue &frame, const QString &field)
{
    QJsonArray out;
    for (const QJsonValue &shape : frame["shapes"].toArray()) {
        const QJsonObject o = shape.toObject();
        const bool hand = !o.contains("fromSource") && !o.contains("tracedThreshold");
        if (field.isEmpty() ? hand : o.contains(field))
            out.append(o);
    }
    return out;
}

// A traced document of hero.aseprite in `dir` with a hand-drawn box on every frame.
QString tracedDocument(const QTemporaryDir &dir)
{
    if (!writeFile(dir.filePath("hero.aseprite"), heroFile()))
        return {};
    const QString doc = dir.filePath("hero.hitbox.json");
    const CliRun traced = runCli({"trace", "hero.aseprite", "-o", doc}, dir.path());
    if (traced.exitCode != 0) {
        qWarning("%s", qPrintable(traced.err));
        return {};
    }
    QJsonObject root = QJsonDocument::fromJson(readFile(doc)).object();
    QJsonArray sprites = root["sprites"].toArray();
    QJsonObject sprite = sprites[0].toObject();
    QJsonArray frames = sprite["frames"].toArray();
    for (int k = 0; k < frames.size(); ++k) {
        QJsonObject frame = frames[k].toObject();
        QJsonArray shapes = frame["shapes"].toArray();
        shapes.append(QJsonObject{{"type", "box"},
                                  {"role", "body"},
                                  {"name", QStringLiteral("hand %1").arg(k)},
                                  {"x", k},
                                  {"y", 1},
                                  {"w", 2},
                                  {"h", 2}});
        frame["shapes"] = shapes;
        frames[k] = frame;
    }
    sprite["frames"] = frames;
    sprites[0] = sprite;
    root["sprites"] = sprites;
    return writeFile(doc, QJsonDocument(root).toJson()) ? doc : QString();
}

} // namespace

class TestReimportCli : public QObject
{
    Q_OBJECT

private slots:
    void twoFramesChanged();
    void textReport();
    void nothingChangedWritesNothing();
    void importRemembersTheSource();
    void refused_data();
    void refused();
};

void TestReimportCli::twoFramesChanged()
{
    QTemporaryDir dir;
    const QString doc = tracedDocument(dir);
    QVERIFY(!doc.isEmpty());
    const QByteArray before = readFile(doc);
    QCOMPARE(QJsonDocument::fromJson(before)["sprites"][0]["source"]["path"].toString(),
             QStringLiteral("hero.aseprite"));
    QVERIFY(writeFile(dir.filePath("hero.aseprite"), heroFile({1, 3})));

    const CliRun run = runCli({"reimport", doc, "--json"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(report["written"], QJsonValue(true));
    const QJsonObject sprite = report["sprites"][0].toObject();
    QCOMPARE(sprite["source"].toString(), QStringLiteral("hero.aseprite"));
    QCOMPARE(sprite["changed"].toArray(), (QJsonArray{1, 3}));
    QCOMPARE(sprite["unchanged"].toInt(), 3);
    QCOMPARE(sprite["added"].toArray(), QJsonArray());
    QCOMPARE(sprite["removed"].toArray(), QJsonArray());
    QCOMPARE(sprite["retraced"].toInt(), 2);      // one body block per changed frame
    QCOMPARE(sprite["source_shapes"].toInt(), 4); // a slice box and a fist per changed frame

    const QJsonArray old = framesOf(before);
    const QJsonArray now = framesOf(readFile(doc));
    QCOMPARE(now.size(), old.size());
    for (int k = 0; k < now.size(); ++k) {
        QCOMPARE(shapesWith(now[k], ""), shapesWith(old[k], "")); // hand-drawn: untouched
        const bool changed = k == 1 || k == 3;
        QCOMPARE(now[k]["sourceDigest"] != old[k]["sourceDigest"], changed);
        if (!changed) {
            QCOMPARE(now[k], old[k]);
            continue;
        }
        // The slice box and the fist are one pixel lower; so is the trace.
        const QJsonArray oldSource = shapesWith(old[k], "fromSource");
        const QJsonArray newSource = shapesWith(now[k], "fromSource");
        QCOMPARE(newSource.size(), oldSource.size());
        QCOMPARE(newSource[0]["name"], QJsonValue("kick"));
        QCOMPARE(newSource[0]["y"].toDouble(), oldSource[0]["y"].toDouble() + 1);
        const QJsonArray oldTrace = shapesWith(old[k], "tracedThreshold");
        const QJsonArray newTrace = shapesWith(now[k], "tracedThreshold");
        QCOMPARE(newTrace.size(), 1);
        QCOMPARE(newTrace[0]["name"], oldTrace[0]["name"]);
        QCOMPARE(newTrace[0]["points"][0][1].toDouble(),
                 oldTrace[0]["points"][0][1].toDouble() + 1);
    }
}

void TestReimportCli::textReport()
{
    QTemporaryDir dir;
    const QString doc = tracedDocument(dir);
    QVERIFY(!doc.isEmpty());
    QVERIFY(writeFile(dir.filePath("hero.aseprite"), heroFile({4})));
    const CliRun run = runCli({"reimport", "hero.hitbox.json"}, dir.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.out,
             QStringLiteral("hero: frames: 4 unchanged, 1 changed (#4)\n"
                            "hero: on the changed frames: 2 shapes from the source, 1 traced "
                            "again; your shapes kept\n"
                            "hero: animations: the source's tags\n"));
    QCOMPARE(run.err, QString());
}

void TestReimportCli::nothingChangedWritesNothing()
{
    QTemporaryDir dir;
    const QString doc = tracedDocument(dir);
    QVERIFY(!doc.isEmpty());
    // A second sprite that remembers no source is listed and left alone.
    QJsonObject root = QJsonDocument::fromJson(readFile(doc)).object();
    QJsonArray sprites = root["sprites"].toArray();
    QJsonObject other = sprites[0].toObject();
    other.remove("source");
    other["name"] = "old";
    sprites.append(other);
    root["sprites"] = sprites;
    QVERIFY(writeFile(doc, QJsonDocument(root).toJson()));
    const QByteArray before = readFile(doc);
    const CliRun run = runCli({"reimport", doc, "--json"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(report["written"], QJsonValue(false));
    QCOMPARE(report["skipped"].toArray(), QJsonArray{"old"});
    QCOMPARE(report["sprites"][0]["unchanged"].toInt(), 5);
    QCOMPARE(readFile(doc), before);
}

void TestReimportCli::importRemembersTheSource()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath("hero.aseprite"), heroFile()));
    const QString doc = dir.filePath("sub/doc.hitbox.json");
    QVERIFY(QDir(dir.path()).mkdir("sub"));
    const CliRun imported = runCli({"import", "hero.aseprite", "-o", doc}, dir.path());
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const QByteArray before = readFile(doc);
    QCOMPARE(QJsonDocument::fromJson(before)["sprites"][0]["source"]["path"].toString(),
             QStringLiteral("../hero.aseprite"));
    QVERIFY(writeFile(dir.filePath("hero.aseprite"), heroFile({0})));
    const CliRun run = runCli({"reimport", doc, "--json"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject sprite = QJsonDocument::fromJson(run.out.toUtf8())["sprites"][0].toObject();
    QCOMPARE(sprite["changed"].toArray(), QJsonArray{0});
    QCOMPARE(sprite["retraced"].toInt(), 0); // imported, never traced
    QCOMPARE(shapesWith(framesOf(readFile(doc))[0], "fromSource").size(), 2);
}

void TestReimportCli::refused_data()
{
    QTest::addColumn<QString>("breakage");
    QTest::addColumn<QStringList>("arguments"); // DOC stands for the document
    QTest::addColumn<QString>("message");
    QTest::newRow("source deleted")
            << "delete source" << QStringList{"DOC"} << "hero.aseprite: file not found";
    QTest::newRow("source broken") << "break source" << QStringList{"DOC"} << "hero.aseprite: ";
    QTest::newRow("document missing")
            << "" << QStringList{"missing.hitbox.json"} << "missing.hitbox.json: ";
    QTest::newRow("document broken")
            << "break document" << QStringList{"DOC"} << "hero.hitbox.json: not valid JSON";
    QTest::newRow("no document") << "" << QStringList{} << "hitbox-cli reimport: no document";
    QTest::newRow("two documents") << "" << QStringList{"DOC", "DOC"} << "one document only";
    QTest::newRow("unknown option") << "" << QStringList{"DOC", "--all"} << "unknown option --all";
}

void TestReimportCli::refused()
{
    QFETCH(QString, breakage);
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString doc = tracedDocument(dir);
    QVERIFY(!doc.isEmpty());
    QVERIFY(writeFile(dir.filePath("hero.aseprite"), heroFile({1})));
    if (breakage == "delete source")
        QVERIFY(QFile::remove(dir.filePath("hero.aseprite")));
    else if (breakage == "break source")
        QVERIFY(writeFile(dir.filePath("hero.aseprite"), heroFile().left(200)));
    else if (breakage == "break document")
        QVERIFY(writeFile(doc, "{\"format\":"));
    const QByteArray before = readFile(doc);
    arguments.replaceInStrings(QRegularExpression("^DOC$"), doc);
    const CliRun run = runCli(QStringList{"reimport"} + arguments, dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.out, QString());
    QCOMPARE(readFile(doc), before); // nothing written
}

QTEST_GUILESS_MAIN(TestReimportCli)
#include "tst_reimport.moc"
