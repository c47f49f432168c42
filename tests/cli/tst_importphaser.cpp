// `hitbox-cli import` of PhysicsEditor / Phaser Matter shapes files through the real binary:
// each body becomes a sprite of a new document (checked by reading the document back), its
// picture found beside the file, the roles its collision filters define added with the
// collisions they state, what a document cannot hold reported on stderr; the exit codes and
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

} // namespace

class TestCliImportPhaser : public QObject
{
    Q_OBJECT

private slots:
    void importsBodiesAsSprites();
    void failures_data();
    void failures();
};

void TestCliImportPhaser::importsBodiesAsSprites()
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("shapes.json"));
    writeText(json, shapesJson);
    QImage picture(16, 16, QImage::Format_ARGB32);
    picture.fill(Qt::red);
    QVERIFY(picture.save(dir.filePath(QStringLiteral("crate.png"))));
    const QString doc = dir.filePath(QStringLiteral("level.hitbox.json"));

    const testing::CliRun run
            = runCli({QStringLiteral("import"), json, QStringLiteral("-o"), doc, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("\"spare\", fixture 0 \"empty\": neither a circle nor "
                                             "vertices; left out")),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("sprite \"spare\": no picture \"spare.png\" beside")),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("role \"category 2\" added; it collides with "
                                             "category 2 as the file's collision filters say")),
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

void TestCliImportPhaser::failures_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("document"); // DOC's bytes before, empty: no DOC
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no shape") << emptyJson << QByteArray() << 1 << QStringLiteral("nothing importable");
    QTest::newRow("truncated") << shapesJson.left(120) << QByteArray() << 2 << QStringLiteral("not valid JSON");
    QTest::newRow("wrong type into an existing document")
            << QByteArray(R"({"crate": {"fixtures": [{"circle": {"x": "left", "y": 0, "radius": 1}}]}})")
            << QByteArray(R"({"format": "hitbox", "version": 2, "sprites": []})") << 2
            << QStringLiteral("crate.fixtures[0].circle.x: expected a number");
}

void TestCliImportPhaser::failures()
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

QTEST_GUILESS_MAIN(TestCliImportPhaser)
#include "tst_importphaser.moc"
