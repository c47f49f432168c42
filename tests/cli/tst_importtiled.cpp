// `hitbox-cli import` of Tiled tilesets through the real binary: a tileset becomes a sprite of a
// new document (checked by reading the document back), a second import adds to it under a unique
// name with the new roles, and the exit codes and messages of the README: 1 when no file holds a
// collision shape, 2 for an unreadable input, a broken DOC or bad arguments, and in every failure
// DOC keeps its bytes.

#include "clirunner.h"
#include "importedshapes.h"

#include "model/io/projectformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using hitbox::testing::runCli;

namespace {

using testing::readBytes;
using testing::writeText;

const QByteArray crateTsx = R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" name="crate" tilewidth="16" tileheight="16" tilecount="2" columns="2">
 <image source="crate.png" width="32" height="16"/>
 <tile id="0" type="ignored">
  <objectgroup draworder="index">
   <object id="1" name="lid" type="pickup" x="0" y="0" width="16" height="4"/>
   <object id="2" x="0" y="0"><polyline points="0,0 4,4"/></object>
  </objectgroup>
 </tile>
</tileset>
)";

const QByteArray emptyTsx
        = R"(<tileset name="plain" tilewidth="8" tileheight="8" tilecount="1" columns="1"><image source="p.png" width="8" height="8"/></tileset>)";

} // namespace

class TestCliImportTiled : public QObject
{
    Q_OBJECT

private slots:
    void importsIntoANewThenAnExistingDocument();
    void failures_data();
    void failures();
};

void TestCliImportTiled::importsIntoANewThenAnExistingDocument()
{
    QTemporaryDir dir;
    const QString tsx = dir.filePath(QStringLiteral("crate.tsx"));
    writeText(tsx, crateTsx);
    const QString doc = dir.filePath(QStringLiteral("level.hitbox.json"));

    const testing::CliRun first
            = runCli({QStringLiteral("import"), tsx, QStringLiteral("-o"), doc});
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.out,
             QDir::toNativeSeparators(tsx)
                     + QStringLiteral(": sprite crate, 2 frames, 0 animations, 1 shapes\n"));
    QVERIFY2(first.err.contains(QStringLiteral("a polyline has no inside; left out")),
             qPrintable(first.err));
    QVERIFY2(first.err.contains(QStringLiteral("role \"pickup\" added")), qPrintable(first.err));
    model::ProjectReadResult read = model::readProjectFile(doc);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.project.sprites.size(), 1);
    const model::Sprite &crate = read.project.sprites.first();
    QCOMPARE(crate.frames.size(), 2);
    QCOMPARE(crate.frames[1].region.rect, QRect(16, 0, 16, 16));
    QCOMPARE(crate.frames[0].shapes.size(), 1);
    const model::Shape &lid = crate.frames[0].shapes.first();
    QCOMPARE(lid.name, QStringLiteral("lid"));
    QCOMPARE(lid.role, QStringLiteral("pickup"));
    // Relative to the tile's centre (8, 8), the default pivot.
    QCOMPARE(lid.box, (collision::Rect{-8, -8, 16, 4}));
    QVERIFY(read.project.roles.indexOf(QStringLiteral("pickup")).has_value());

    // Again into the same document: a second sprite, its name made unique; JSON output.
    const testing::CliRun second = runCli(
            {QStringLiteral("import"), tsx, QStringLiteral("-o"), doc, QStringLiteral("--json")});
    QCOMPARE(second.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(second.out.toUtf8()).object();
    const QJsonArray sprites = json[u"sprites"].toArray();
    QCOMPARE(sprites.size(), 1);
    QCOMPARE(sprites[0][u"sprite"].toString(), QStringLiteral("crate 2"));
    QCOMPARE(sprites[0][u"shapes"].toInt(), 1);
    QCOMPARE(sprites[0][u"report"].toArray().size(), 1);    // the polyline
    QCOMPARE(json[u"roles_added"].toArray(), QJsonArray{}); // pickup is there already
    read = model::readProjectFile(doc);
    QVERIFY(read.ok());
    QCOMPARE(read.project.sprites.size(), 2);
    QCOMPARE(read.project.sprites[1].name, QStringLiteral("crate 2"));
}

void TestCliImportTiled::failures_data()
{
    QTest::addColumn<QStringList>("files");   // names written in the folder: crate, empty, junk
    QTest::addColumn<QByteArray>("document"); // DOC's bytes before, empty: no DOC
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no collision shape") << QStringList{QStringLiteral("plain.tsx")} << QByteArray()
                                        << 1 << QStringLiteral("nothing importable");
    QTest::newRow("missing file") << QStringList{QStringLiteral("missing.tsx")} << QByteArray() << 2
                                  << QStringLiteral("missing.tsx: file not found");
    QTest::newRow("not a tileset") << QStringList{QStringLiteral("junk.tsx")} << QByteArray() << 2
                                   << QStringLiteral("junk.tsx: ");
    QTest::newRow("one good, one bad: nothing written")
            << QStringList{QStringLiteral("crate.tsx"), QStringLiteral("junk.tsx")}
            << QByteArray(R"({"format": "hitbox", "version": 2, "sprites": []})") << 2
            << QStringLiteral("junk.tsx: ");
    QTest::newRow("broken document")
            << QStringList{QStringLiteral("crate.tsx")} << QByteArray("{ broken") << 2
            << QStringLiteral("not valid JSON");
}

void TestCliImportTiled::failures()
{
    QFETCH(QStringList, files);
    QFETCH(QByteArray, document);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    writeText(dir.filePath(QStringLiteral("crate.tsx")), crateTsx);
    writeText(dir.filePath(QStringLiteral("plain.tsx")), emptyTsx);
    writeText(dir.filePath(QStringLiteral("junk.tsx")), "<map version=\"1.8\"/>");
    const QString doc = dir.filePath(QStringLiteral("-out %1.hitbox.json"));
    if (!document.isEmpty())
        writeText(doc, document);
    QStringList arguments{QStringLiteral("import")};
    for (const QString &f : files)
        arguments << dir.filePath(f);
    arguments << QStringLiteral("-o") << doc;
    const testing::CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(readBytes(doc), document); // untouched (or still absent)
}

QTEST_GUILESS_MAIN(TestCliImportTiled)
#include "tst_importtiled.moc"
