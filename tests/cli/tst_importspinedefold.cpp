// `hitbox-cli import` of Spine skeletons and Defold convex shapes through the real binary:
// a skeleton's bounding boxes become the frames our slot names say (read back from the
// document written), what a document cannot hold reported on stderr; several
// .convexshape files in one call become one sprite each; the exit codes and messages of
// the README: 1 when nothing has a shape, 2 for a broken file, and in every failure DOC
// keeps its bytes.

#include "clirunner.h"
#include "importedshapes.h"

#include "model/io/projectformat.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using hitbox::testing::runCli;

namespace {

using testing::readBytes;
using testing::writeText;

const QByteArray skeletonJson = R"({"skeleton": {"spine": "4.2.00"},
 "bones": [{"name": "root"}, {"name": "up", "parent": "root", "y": 10}],
 "slots": [{"name": "hero#1/kick", "bone": "up", "attachment": "kick"},
           {"name": "hero#1/bind", "bone": "root"}],
 "skins": [{"name": "default", "attachments": {
   "hero#1/kick": {"kick": {"type": "boundingbox", "vertexCount": 3, "vertices": [0, 0, 4, 0, 0, 2]}},
   "hero#1/bind": {"bind": {"type": "boundingbox", "vertexCount": 3,
                            "vertices": [1, 0, 1, 2, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1]}}}}]})";

} // namespace

class TestCliImportSpineDefold : public QObject
{
    Q_OBJECT

private slots:
    void importsSkeleton();
    void importsConvexShapes();
    void failures_data();
    void failures();
};

void TestCliImportSpineDefold::importsSkeleton()
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("rig.json"));
    writeText(json, skeletonJson);
    const QString doc = dir.filePath(QStringLiteral("level.hitbox.json"));
    const testing::CliRun run = runCli({QStringLiteral("import"), json, QStringLiteral("-o"), doc});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out,
             QDir::toNativeSeparators(json)
                     + QStringLiteral(": sprite hero, 2 frames, 0 animations, 1 shapes\n"));
    QVERIFY2(run.err.contains(QStringLiteral("slot \"hero#1/bind\", bounding box \"bind\": "
                                             "weighted vertices")),
             qPrintable(run.err));
    const model::ProjectReadResult read = model::readProjectFile(doc);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.project.sprites.size(), 1);
    const model::Sprite &hero = read.project.sprites.first();
    QCOMPARE(hero.frames.size(), 2);
    QCOMPARE(hero.frames[1].shapes.size(), 1);
    const model::Shape &kick = hero.frames[1].shapes.first();
    QCOMPARE(kick.name, QStringLiteral("kick"));
    QCOMPARE(kick.role, QStringLiteral("body"));
    // On the bone 10 up: y -10 in the document.
    QVERIFY(testing::sameOutline(kick.polygon,
                                 collision::Polygon{{{0, -10}, {4, -10}, {0, -12}}},
                                 testing::PolygonMatch::AnyStart));
}

void TestCliImportSpineDefold::importsConvexShapes()
{
    QTemporaryDir dir;
    const QString box = dir.filePath(QStringLiteral("door.convexshape"));
    writeText(box, "shape_type: TYPE_BOX\ndata: 8\ndata: 4\ndata: 1\n");
    const QString ball = dir.filePath(QStringLiteral("ball.convexshape"));
    writeText(ball, "shape_type: TYPE_SPHERE\ndata: 5\n");
    const QString doc = dir.filePath(QStringLiteral("level.hitbox.json"));
    const testing::CliRun run
            = runCli({QStringLiteral("import"), box, ball, QStringLiteral("-o"), doc});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    const model::ProjectReadResult read = model::readProjectFile(doc);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.project.sprites.size(), 2);
    QCOMPARE(read.project.sprites[0].name, QStringLiteral("door"));
    QCOMPARE(read.project.sprites[0].frames[0].shapes.first().box,
             (collision::Rect{-8, -4, 16, 8}));
    QCOMPARE(read.project.sprites[1].name, QStringLiteral("ball"));
    QCOMPARE(read.project.sprites[1].frames[0].shapes.first().circle,
             (collision::Circle{{0, 0}, 5}));
}

void TestCliImportSpineDefold::failures_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("document"); // DOC's bytes before, empty: no DOC
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QByteArray existing = R"({"format": "hitbox", "version": 2, "sprites": []})";
    QTest::newRow("Spine: no bounding box")
            << QStringLiteral("json")
            << QByteArray(R"({"skeleton": {}, "bones": [{"name": "root"}]})") << QByteArray() << 1
            << QStringLiteral("the skeleton has no bounding-box attachments");
    QTest::newRow("Spine: truncated") << QStringLiteral("json") << skeletonJson.left(100)
                                      << QByteArray() << 2 << QStringLiteral("not valid JSON");
    QTest::newRow("Spine: wrong type into an existing document")
            << QStringLiteral("json")
            << QByteArray(R"({"skeleton": {}, "bones": [{"name": "root", "x": "left"}]})")
            << existing << 2 << QStringLiteral("bones[0].x: expected a number");
    QTest::newRow("Defold: NaN into an existing document")
            << QStringLiteral("convexshape") << QByteArray("shape_type: TYPE_SPHERE\ndata: nan\n")
            << existing << 2 << QStringLiteral("line 2: \"nan\" is not a finite number");
    QTest::newRow("Defold: unknown type")
            << QStringLiteral("convexshape") << QByteArray("shape_type: TYPE_CONE\n")
            << QByteArray() << 2 << QStringLiteral("line 1: shape_type \"TYPE_CONE\"");
}

void TestCliImportSpineDefold::failures()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, document);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("-in \"%1\".") + suffix);
    writeText(input, text);
    const QString doc = dir.filePath(QStringLiteral("-out %1.hitbox.json"));
    if (!document.isEmpty())
        writeText(doc, document);
    const testing::CliRun run
            = runCli({QStringLiteral("import"), input, QStringLiteral("-o"), doc});
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY2(run.err.contains(QDir::toNativeSeparators(input)), qPrintable(run.err));
    QCOMPARE(readBytes(doc), document); // untouched (or still absent)
}

QTEST_GUILESS_MAIN(TestCliImportSpineDefold)
#include "tst_importspinedefold.moc"
