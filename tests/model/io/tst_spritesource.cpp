// Where a sprite came from, in the document: Sprite::source (its path relative to the
// document, the grid a sheet was sliced by), each frame's sourceDigest and each shape's
// fromSource mark come back as written, byte for byte, are left out when unset, and
// broken ones are refused with the JSON path.

#include "model/io/projectformat.h"

#include <QtTest>

#include "parseerror.h"

using namespace hitbox;

class TestSpriteSource : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void unsetFieldsAreNotWritten();
    void broken_data();
    void broken();
};

namespace {

const QString docPath = QStringLiteral("/projects/game/level.hitbox.json");

model::Sprite sprite(const std::optional<model::SpriteSource> &source)
{
    model::Sprite s;
    s.name = QStringLiteral("hero");
    s.imagePath = QStringLiteral("/projects/game/art/hero.png");
    s.source = source;
    s.frames.first().sourceDigest = QStringLiteral("0123456789abcdef");
    s.frames.first().shapes << model::Shape::makeBox({-2, -3, 4, 5}, "hitbox", "fist");
    s.frames.first().shapes.last().fromSource = true;
    s.frames.first().shapes << model::Shape::makeCircle({{1, 2}, 3}, "hurtbox", "head");
    return s;
}

} // namespace

void TestSpriteSource::roundTrip_data()
{
    QTest::addColumn<model::SpriteSource>("source");
    QTest::addColumn<QString>("written"); // the "source" object as written, one line

    using model::GridSpec;
    const auto row = [](const char *name,
                        const char *path,
                        std::optional<GridSpec> grid,
                        const char *written) {
        QTest::newRow(name) << model::SpriteSource{QString::fromUtf8(path), grid}
                            << QString::fromUtf8(written);
    };
    row("an Aseprite file beside",
        "/projects/game/art/hero.aseprite",
        std::nullopt,
        R"({"path":"art/hero.aseprite"})");
    row("a folder above", "/projects/walk", std::nullopt, R"({"path":"../walk"})");
    row("an atlas JSON", "/projects/game/hero.json", std::nullopt, R"({"path":"hero.json"})");
    row("a grid, cell only",
        "/projects/game/sheet.png",
        GridSpec{QSize(16, 24), 0, 0, 0},
        R"({"grid":{"cell":[16,24]},"path":"sheet.png"})");
    row("a grid, every field",
        "/projects/game/sheet.png",
        GridSpec{QSize(8, 8), 1, 2, 5},
        R"({"grid":{"cell":[8,8],"count":5,"margin":1,"spacing":2},"path":"sheet.png"})");
    row("a name with spaces and \u00e9",
        "/projects/game/art/h\u00e9ro 2.png",
        std::nullopt,
        "{\"path\":\"art/h\u00e9ro 2.png\"}");
}

void TestSpriteSource::roundTrip()
{
    QFETCH(model::SpriteSource, source);
    QFETCH(QString, written);
    model::Project p;
    p.sprites << sprite(source);
    const QByteArray first = model::serializeProject(p, docPath);
    const model::ProjectReadResult read = model::parseProject(first, docPath);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.project.sprites.size(), 1);
    QCOMPARE(read.project.sprites[0].source, std::optional(source));
    QVERIFY(read.project.sprites[0] == p.sprites[0]);
    QCOMPARE(model::serializeProject(read.project, docPath), first);
    const QJsonObject spriteJson = QJsonDocument::fromJson(first)["sprites"][0].toObject();
    QCOMPARE(QString::fromUtf8(
                     QJsonDocument(spriteJson["source"].toObject()).toJson(QJsonDocument::Compact)),
             written);
    const QJsonObject frame = spriteJson["frames"][0].toObject();
    QCOMPARE(frame["sourceDigest"].toString(), QStringLiteral("0123456789abcdef"));
    QCOMPARE(frame["shapes"][0]["fromSource"], QJsonValue(true));
    QVERIFY(!frame["shapes"][1].toObject().contains("fromSource"));
}

void TestSpriteSource::unsetFieldsAreNotWritten()
{
    model::Sprite s = sprite(std::nullopt);
    s.frames.first().sourceDigest.clear();
    s.frames.first().shapes.first().fromSource = false;
    model::Project p;
    p.sprites << s;
    const QByteArray bytes = model::serializeProject(p, docPath);
    QVERIFY(!bytes.contains("source"));
    QVERIFY(!bytes.contains("Source"));
    const model::ProjectReadResult read = model::parseProject(bytes, docPath);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QVERIFY(read.project.sprites[0] == s);
    // The mark is the only difference a source makes to a written document.
    s.source = model::SpriteSource{QStringLiteral("/projects/game/art/hero.png"), std::nullopt};
    p.sprites = {s};
    QVERIFY(model::serializeProject(p, docPath).contains(R"("source": {)"));
}

void TestSpriteSource::broken_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const QByteArray &source, const char *message) {
        QTest::newRow(name) << (R"({"format":"hitbox","version":2,"sprites":[{"image":"a.png",)"
                                R"("frames":[{}],"source":)"
                                + source + "}]}")
                            << QString::fromUtf8(message);
    };
    row("not an object", R"("a.aseprite")", "sprites[0].source: expected an object");
    row("no path", R"({})", "sprites[0].source: missing field \"path\"");
    row("empty path", R"({"path":" "})", "sprites[0].source.path: the source path is empty");
    row("path a number", R"({"path":3})", "sprites[0].source.path: expected a string");
    row("grid not an object",
        R"({"path":"a.png","grid":[8,8]})",
        "sprites[0].source.grid: expected an object");
    row("grid without cell",
        R"({"path":"a.png","grid":{}})",
        "sprites[0].source.grid: missing field \"cell\"");
    row("grid cell zero",
        R"({"path":"a.png","grid":{"cell":[0,8]}})",
        "sprites[0].source.grid.cell[0]: expected a whole number from 1");
    row("grid cell one number",
        R"({"path":"a.png","grid":{"cell":[8]}})",
        "sprites[0].source.grid.cell: expected 2 whole numbers, found 1 values");
    row("grid margin negative",
        R"({"path":"a.png","grid":{"cell":[8,8],"margin":-1}})",
        "sprites[0].source.grid.margin: expected a whole number from 0");
    row("grid count too large",
        R"({"path":"a.png","grid":{"cell":[8,8],"count":10001}})",
        "sprites[0].source.grid.count: expected a whole number from 0 to 10000");
    QTest::newRow("digest a number")
            << QByteArray(R"({"format":"hitbox","version":2,"sprites":[{"image":"a.png",)"
                          R"("frames":[{"sourceDigest":5}]}]})")
            << QStringLiteral("sprites[0].frames[0].sourceDigest: expected a string");
    QTest::newRow("fromSource a string")
            << QByteArray(R"({"format":"hitbox","version":2,"sprites":[{"image":"a.png",)"
                          R"("frames":[{"shapes":[{"type":"box","x":0,"y":0,"w":1,"h":1,)"
                          R"("fromSource":"yes"}]}]}]})")
            << QStringLiteral("sprites[0].frames[0].shapes[0].fromSource: expected true or false");
}

void TestSpriteSource::broken()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QVERIFY(testsupport::parseFailsWith(json, docPath, message));
}

QTEST_GUILESS_MAIN(TestSpriteSource)
#include "tst_spritesource.moc"
