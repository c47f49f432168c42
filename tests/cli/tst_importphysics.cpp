// `hitbox-cli import` of physics formats' files through the real binary: each body of a
// PhysicsEditor / Phaser Matter shapes file becomes a sprite of a new document (checked by
// reading the document back), its picture found beside the file, the roles its collision
// filters define added with the collisions they state, what a document cannot hold reported
// on stderr; each rigid body of a libGDX Physics Body Editor file a frame, un-normalised
// with its picture's width, y flipped back, the origin as the pivot; the exit codes and
// messages of the README: 1 when no body has a shape, 2 for a broken file, and in every
// failure DOC keeps its bytes.

#include "clirunner.h"
#include "importedshapes.h"

#include "model/io/projectformat.h"

#include <QImage>
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

const QByteArray shapesJson = R"({
 "generator_info": "Shape definitions generated with PhysicsEditor",
 "crate": {"type": "fromPhysicsEditor", "fixtures": [
   {"label": "lid", "collisionFilter": {"category": 2, "mask": 2},
    "vertices": [[{"x": 0, "y": 0}, {"x": 16, "y": 0}, {"x": 16, "y": 4}, {"x": 0, "y": 4}],
                 [{"x": 0, "y": 4}, {"x": 16, "y": 4}, {"x": 8, "y": 12}]]},
   {"label": "core", "isSensor": true, "circle": {"x": 8, "y": 10, "radius": 3}}]},
 "spare": {"type": "fromPhysicsEditor", "fixtures": [{"label": "empty"}]}
})";

const QByteArray emptyJson = R"({"spare": {"type": "fromPhysicsEditor", "fixtures": []}})";

const QByteArray bodiesJson = R"({"rigidBodies": [
  {"name": "gem", "imagePath": "gem.png", "origin": {"x": 0.5, "y": 0.25},
   "polygons": [[{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 0.5, "y": 0.8}]],
   "circles": [],
   "shapes": [{"type": "POLYGON", "vertices": [{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 0.5, "y": 0.8}]}]}],
 "dynamicObjects": []})";

} // namespace

class TestCliImportPhysics : public QObject
{
    Q_OBJECT

private slots:
    void importsBodiesAsSprites();
    void importsRigidBodiesAsFrames();
    void failures_data();
    void failures();
};

void TestCliImportPhysics::importsBodiesAsSprites()
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("shapes.json"));
    writeText(json, shapesJson);
    QImage picture(16, 16, QImage::Format_ARGB32);
    picture.fill(Qt::red);
    QVERIFY(picture.save(dir.filePath(QStringLiteral("crate.png"))));
    const QString doc = dir.filePath(QStringLiteral("level.hitbox.json"));

    const testing::CliRun run = runCli(
            {QStringLiteral("import"), json, QStringLiteral("-o"), doc, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("\"spare\", fixture 0 \"empty\": neither a circle nor "
                                             "vertices; left out")),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("sprite \"spare\": no picture \"spare.png\" beside")),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("role \"category 2\" added; it collides with "
                                             "\"category 2\" as the file says")),
             qPrintable(run.err));
    const QJsonObject out = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray sprites = out[u"sprites"].toArray();
    QCOMPARE(sprites.size(), 2);
    QCOMPARE(sprites[0][u"sprite"].toString(), QStringLiteral("crate"));
    QCOMPARE(sprites[0][u"shapes"].toInt(), 2);
    QCOMPARE(sprites[1][u"shapes"].toInt(), 0);
    QCOMPARE(sprites[1][u"report"].toArray().size(), 2);
    QCOMPARE(out[u"roles_added"].toArray(), QJsonArray{QStringLiteral("category 2")});

    const model::ProjectReadResult read = model::readProjectFile(doc);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.project.sprites.size(), 2);
    const model::Sprite &crate = read.project.sprites.first();
    QCOMPARE(crate.imagePath, dir.filePath(QStringLiteral("crate.png")));
    QCOMPARE(crate.frames.first().shapes.size(), 2);
    // The two pieces joined back into one outline, relative to the picture's centre (8, 8).
    const model::Shape &lid = crate.frames.first().shapes.first();
    QCOMPARE(lid.name, QStringLiteral("lid"));
    QCOMPARE(lid.role, QStringLiteral("category 2"));
    QCOMPARE(lid.polygon.points.size(), std::size_t(5));
    QVERIFY(read.project.roles.collide(QStringLiteral("category 2"), QStringLiteral("category 2")));
    QVERIFY(!read.project.roles.collide(QStringLiteral("category 2"), QStringLiteral("body")));
    // The sensor circle has no filter of its own nor its body's: body.
    const model::Shape &core = crate.frames.first().shapes[1];
    QVERIFY(core.sensor);
    QCOMPARE(core.role, QStringLiteral("body"));
    QCOMPARE(core.circle.center, (collision::Vec2{0, 2}));
}

void TestCliImportPhysics::importsRigidBodiesAsFrames()
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("bodies.json"));
    writeText(json, bodiesJson);
    testing::writeImage(dir.filePath(QStringLiteral("gem.png")), {40, 30});
    const QString doc = dir.filePath(QStringLiteral("level.hitbox.json"));

    const testing::CliRun run = runCli({QStringLiteral("import"), json, QStringLiteral("-o"), doc});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out,
             QDir::toNativeSeparators(json)
                     + QStringLiteral(": sprite gem, 1 frames, 0 animations, 1 shapes\n"));
    const model::ProjectReadResult read = model::readProjectFile(doc);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.project.sprites.size(), 1);
    const model::Sprite &gem = read.project.sprites.first();
    QCOMPARE(gem.imagePath, dir.filePath(QStringLiteral("gem.png")));
    // 40 x 30: (x, y) -> (40 x, 30 - 40 y); the origin (0.5, 0.25) -> the pivot (20, 20).
    QCOMPARE(gem.frames.first().pivot, (std::optional<collision::Vec2>(collision::Vec2{20, 20})));
    const model::Shape &shape = gem.frames.first().shapes.first();
    QCOMPARE(shape.role, QStringLiteral("body"));
    QVERIFY(testing::sameOutline(shape.polygon,
                                 collision::Polygon{{{-20, 10}, {20, 10}, {0, -22}}},
                                 testing::PolygonMatch::AnyStart));
}

void TestCliImportPhysics::failures_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("document"); // DOC's bytes before, empty: no DOC
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("Phaser: no shape")
            << emptyJson << QByteArray() << 1 << QStringLiteral("nothing importable");
    QTest::newRow("Phaser: truncated")
            << shapesJson.left(120) << QByteArray() << 2 << QStringLiteral("not valid JSON");
    QTest::newRow("Phaser: wrong type into an existing document")
            << QByteArray(
                       R"({"crate": {"fixtures": [{"circle": {"x": "left", "y": 0, "radius": 1}}]}})")
            << QByteArray(R"({"format": "hitbox", "version": 2, "sprites": []})") << 2
            << QStringLiteral("crate.fixtures[0].circle.x: expected a number");
    QTest::newRow("libGDX: no shape")
            << QByteArray(R"({"rigidBodies": [{"name": "a", "imagePath": "a.png"}]})")
            << QByteArray() << 1 << QStringLiteral("nothing importable");
    QTest::newRow("libGDX: truncated")
            << bodiesJson.left(90) << QByteArray() << 2 << QStringLiteral("not valid JSON");
    QTest::newRow("libGDX: wrong type into an existing document")
            << QByteArray(R"({"rigidBodies": [{"name": 7}]})")
            << QByteArray(R"({"format": "hitbox", "version": 2, "sprites": []})") << 2
            << QStringLiteral("rigidBodies[0].name: expected a string");
}

void TestCliImportPhysics::failures()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, document);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("-in %1.json"));
    writeText(json, text);
    const QString doc = dir.filePath(QStringLiteral("-out %1.hitbox.json"));
    if (!document.isEmpty())
        writeText(doc, document);
    const testing::CliRun run = runCli({QStringLiteral("import"), json, QStringLiteral("-o"), doc});
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    if (exitCode == 2)
        QVERIFY2(run.err.contains(QDir::toNativeSeparators(json)), qPrintable(run.err));
    QCOMPARE(readBytes(doc), document); // untouched (or still absent)
}

QTEST_GUILESS_MAIN(TestCliImportPhysics)
#include "tst_importphysics.moc"
