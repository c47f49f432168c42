// The runtime's reader of project documents (hitbox/runtime/document.h): every field of
// both versions read as the editor reads it (model::parseProject is the oracle), and every
// broken document refused with the file, the JSON path and the problem, in the editor's
// words.

#include "documentoracle.h"

#include <hitbox/runtime/document.h>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;

namespace {

const QString docPath = QStringLiteral("/projects/game/level.hitbox.json");

QByteArray v2(const QByteArray &body)
{
    return R"({"format":"hitbox","version":2,)" + body + "}";
}

QByteArray v1Sprite(const QByteArray &sprite)
{
    return R"({"format":"hitbox","version":1,"sprites":[)" + sprite + "]}";
}

runtime::DocumentReadResult parse(const QByteArray &json)
{
    return runtime::parseDocument(std::string_view(json.constData(), std::size_t(json.size())),
                                  docPath.toStdString());
}

} // namespace

class TestDocumentReader : public QObject
{
    Q_OBJECT

private slots:
    void sameAsEditor_data();
    void sameAsEditor();
    void fields();
    void version1Roles();
    void broken_data();
    void broken();
    void files();
};

void TestDocumentReader::sameAsEditor_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("version");
    QTest::newRow("v1 every field") << v1Sprite(R"({
        "name": "ship", "image": "art/ship.png", "threshold": 160,
        "colorKey": {"color": "#ff00ff", "tolerance": 3}, "pivot": [48, 40.5],
        "box": {"x": -38.4, "y": -32, "w": 76.8, "h": 64},
        "circle": {"center": [0, 2], "radius": 38.4},
        "polygons": [{"name": "hull", "role": "hurtbox", "points": [[-10, -20], [10, -20], [0, 30]]},
                     {"points": [[0, 0], [1, 0], [1, 1], [0, 1]], "role": ""},
                     {"points": [[0, 0], [1, 0], [1, 1]], "role": "wing"}]})")
                                    << 1;
    QTest::newRow("v1 bare") << v1Sprite(R"({"image": "a.b.png"})") << 1;
    QTest::newRow("v1 no sprites")
            << QByteArray(R"({"format":"hitbox","version":1,"sprites":[]})") << 1;
    QTest::newRow("v2 every field") << v2(R"(
        "roles": [{"name": "body", "color": "#3d8bd9", "collidesWith": ["body"], "image": true},
                  {"name": "hitbox", "color": "#abc", "collidesWith": ["hurtbox"]},
                  {"name": "hurtbox", "collidesWith": ["hitbox"], "image": false},
                  {"name": "lonely"}],
        "sprites": [{"name": "fighter", "image": "../sheets/fighter.png", "threshold": 0,
                     "colorKey": {"color": "#00FF00"}, "pivot": [-3, 1e7],
                     "frames": [
            {"rect": [1, 2, 30, 40], "rotated": true, "sourceSize": [50, 60], "trim": [3, 4],
             "flipX": true, "flipY": false,
             "duration": 3600000, "pivot": [10.25, -7], "threshold": 255,
             "colorKey": {"color": "#010203", "tolerance": 255},
             "shapes": [{"type": "box", "x": -1e7, "y": 0, "w": 0, "h": 1e7, "name": "b",
                         "role": "hitbox", "sensor": true},
                        {"type": "circle", "center": [1, 2], "radius": 0.5, "role": "nobody"},
                        {"type": "polygon", "points": [[0, 0], [40, 0], [40, 40], [0, 40]],
                         "holes": [[[10, 10], [20, 10], [20, 20]], [[25, 25], [30, 25], [30, 30]]]},
                        {"type": "polygon", "points": [[0, 0], [1, 1]], "role": ""}]},
            {"image": "frames/f1.png", "imageIndex": 3, "duration": 1, "flipY": true},
            {"unknownField": {"nested": [1, 2]}, "shapes": []}],
                     "animations": [{"name": "run", "frames": [0, 1, 2, 1], "direction": "pingpong"},
                                    {"name": "run", "frames": [], "direction": "reverse"},
                                    {"name": "idle", "frames": [2]}]},
                    {"image": "/abs/other.png", "frames": [{}]}],
        "preview": {"instances": []}, "somethingNew": true)")
                                    << 2;
    QTest::newRow("v2 no roles: the defaults")
            << v2(R"("sprites": [{"image": "a.png", "frames": [{}]}])") << 2;
    QTest::newRow("v2 roles without image fields: body bound") << v2(
            R"("roles": [{"name": "x"}, {"name": "body", "collidesWith": ["x"]}], "sprites": [])")
                                                               << 2;
    QTest::newRow("v2 roles with an image field: body not bound")
            << v2(R"("roles": [{"name": "x", "image": true}, {"name": "body"}], "sprites": [])")
            << 2;
    QTest::newRow("v2 paths with dots")
            << v2(R"("sprites": [{"image": "./a/../b/./c.png", "frames": [{}]}])") << 2;
}

void TestDocumentReader::sameAsEditor()
{
    QFETCH(QByteArray, json);
    QFETCH(int, version);
    const model::ProjectReadResult editor = model::parseProject(json, docPath);
    QVERIFY2(editor.ok(), qPrintable(editor.error));
    const runtime::DocumentReadResult read = parse(json);
    QVERIFY2(read.ok(), read.error.c_str());
    QCOMPARE(read.document.version, version);
    const runtime::Document expected = testsupport::runtimeDocument(editor.project, version);
    QCOMPARE(read.document.sprites.size(), expected.sprites.size());
    for (std::size_t i = 0; i < expected.sprites.size(); ++i) {
        const runtime::Sprite &got = read.document.sprites[i];
        const runtime::Sprite &want = expected.sprites[i];
        QCOMPARE(got.name, want.name);
        QCOMPARE(got.imagePath, want.imagePath);
        QCOMPARE(got.frames.size(), want.frames.size());
        for (std::size_t f = 0; f < want.frames.size(); ++f)
            QVERIFY2(got.frames[f] == want.frames[f],
                     qPrintable(QStringLiteral("frame %1").arg(f)));
        QVERIFY(got.animations == want.animations);
        QVERIFY(got == want);
    }
    QCOMPARE(read.document.roles.roles.size(), expected.roles.roles.size());
    QVERIFY(read.document.roles == expected.roles);
    // The matrix gives the kernel the filters the editor gives it.
    for (const model::Role &r : editor.project.roles.roles) {
        const collision::ShapeFilter a = editor.project.roles.filter(r.name);
        const collision::ShapeFilter b = read.document.roles.filter(r.name.toStdString());
        QCOMPARE(b.category, a.category);
        QCOMPARE(b.mask, a.mask);
    }
    QCOMPARE(read.document.roles.imageFilter().category,
             editor.project.roles.imageFilter().category);
    QCOMPARE(read.document.roles.imageFilter().mask, editor.project.roles.imageFilter().mask);
}

// A few fields checked by value, not only against the editor.
void TestDocumentReader::fields()
{
    const runtime::DocumentReadResult read = parse(v2(R"(
        "sprites": [{"image": "art/hero.png", "colorKey": {"color": "#f0a"},
                     "frames": [{"rect": [1, 2, 3, 4], "shapes": [{"type": "circle",
                                 "center": [1, 2], "radius": 3}]}, {"duration": 7}],
                     "animations": [{"name": "a", "frames": [1, 0], "direction": "reverse"}]}])"));
    QVERIFY2(read.ok(), read.error.c_str());
    const runtime::Sprite &s = read.document.sprites.at(0);
    QCOMPARE(s.name, std::string("hero"));
    QCOMPARE(s.imagePath, std::string("/projects/game/art/hero.png"));
    QCOMPARE(s.threshold, runtime::defaultThreshold);
    QVERIFY(s.colorKey == (runtime::ColorKey{0xff, 0x00, 0xaa, 0}));
    QVERIFY(s.frames[0].region.hasRect);
    QCOMPARE(s.frames[0].region.height, 4);
    QCOMPARE(s.frames[0].durationMs, runtime::defaultFrameDurationMs);
    QCOMPARE(s.frames[1].durationMs, 7);
    QCOMPARE(s.frames[0].shapes.at(0).role, std::string("body"));
    QVERIFY(s.frames[0].shapes.at(0).circle == (collision::Circle{{1, 2}, 3}));
    QCOMPARE(s.animations.at(0).frames, (std::vector<int>{1, 0}));
    QVERIFY(s.animations.at(0).direction == runtime::AnimationDirection::Reverse);
    // No roles in a version 2 document: the editor's four.
    QCOMPARE(read.document.roles.roles.size(), std::size_t(4));
    QVERIFY(read.document.roles.collide("sensor", "body"));
    QVERIFY(read.document.roles.collide("body", "sensor"));
    QVERIFY(!read.document.roles.collide("hitbox", "body"));
    QVERIFY(read.document.roles.usesImage("body"));
    QVERIFY(!read.document.roles.usesImage("hitbox"));
    QVERIFY(!read.document.roles.usesImage("nobody"));
}

void TestDocumentReader::version1Roles()
{
    const runtime::DocumentReadResult read = parse(v1Sprite(R"({"image": "a.png", "polygons": [
        {"role": "wing", "points": [[0, 0], [1, 0], [0, 1]]},
        {"role": "tail", "points": [[0, 0], [1, 0], [0, 1]]}]})"));
    QVERIFY2(read.ok(), read.error.c_str());
    const runtime::RoleTable &roles = read.document.roles;
    QCOMPARE(roles.roles.size(), std::size_t(6)); // the four defaults, wing, tail
    QCOMPARE(roles.indexOf("wing"), 4);
    QCOMPARE(roles.indexOf("tail"), 5);
    // Every role meets every other, itself included, in both orders.
    for (const runtime::Role &a : roles.roles) {
        for (const runtime::Role &b : roles.roles) {
            QVERIFY(roles.collide(a.name, b.name));
            QVERIFY(roles.collide(b.name, a.name));
        }
    }
    QCOMPARE(roles.filter("tail").category, std::uint64_t(1) << 5);
    QCOMPARE(roles.filter("tail").mask, std::uint64_t(0x3f));
}

void TestDocumentReader::broken_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message"); // after "<file>: "
    // 1: the editor refuses it in the same words, 0: in other words (its JSON parser's), -1:
    // the editor opens it (Qt's parser takes a raw NUL inside a string, which JSON forbids)
    QTest::addColumn<int>("editor");
    const auto row
            = [](const char *name, const QByteArray &json, const char *message, int editor = 1) {
                  QTest::newRow(name) << json << QString::fromUtf8(message) << editor;
              };
    const auto frame = [&row](const char *name, const QByteArray &frameJson, const char *message) {
        row(name, v2(R"("sprites":[{"image":"a.png","frames":[)" + frameJson + "]}]"), message);
    };
    row("empty file", "", "not valid JSON:", 0);
    row("truncated", v2(R"("sprites":[{"image":"a.png","frames":[{)"), "not valid JSON:", 0);
    row("NaN literal", v1Sprite(R"({"image":"a.png","threshold":NaN})"), "not valid JSON:", 0);
    row("overflowing number",
        v1Sprite(R"({"image":"a.png","pivot":[1e999,0]})"),
        "not valid JSON:",
        0);
    row("NUL after the document",
        QByteArray(R"({"format":"hitbox","version":1,"sprites":[]})") + QByteArray(3, '\0'),
        "not valid JSON: a NUL byte at offset 44",
        0);
    row("NUL inside a string",
        QByteArray(R"({"format":"hitbox","version":1,"sprites":[{"image":"a)") + QByteArray(1, '\0')
                + R"(.png"}]})",
        "not valid JSON: a NUL byte at offset",
        -1);
    row("nested too deep", QByteArray(100000, '['), "not valid JSON: nested more than 1024", 0);
    row("array root", "[1, 2]", "the document must be a JSON object");
    row("missing format", R"({"version":1,"sprites":[]})", "not a Hitbox Studio document");
    row("missing version", R"({"format":"hitbox","sprites":[]})", "missing field \"version\"");
    row("string version",
        R"({"format":"hitbox","version":"1","sprites":[]})",
        "version: expected a whole number from 1 to 2147483647, found the string \"1\"");
    row("newer version",
        R"({"format":"hitbox","version":3,"sprites":[]})",
        "version: version 3 is newer than this program reads (up to 2)",
        0);
    row("sprites object",
        R"({"format":"hitbox","version":1,"sprites":{}})",
        "sprites: expected an array, found an object");
    row("missing image", v1Sprite(R"({"name":"x"})"), "sprites[0]: missing field \"image\"");
    row("empty image", v1Sprite(R"({"image":"  "})"), "sprites[0].image: the image path is empty");
    row("threshold too big",
        v1Sprite(R"({"image":"a.png","threshold":300})"),
        "sprites[0].threshold: expected a whole number from 0 to 255, found 300");
    row("threshold fraction",
        v1Sprite(R"({"image":"a.png","threshold":1.5})"),
        "sprites[0].threshold: expected a whole number from 0 to 255, found 1.5");
    row("threshold null",
        v1Sprite(R"({"image":"a.png","threshold":null})"),
        "sprites[0].threshold: expected a whole number from 0 to 255, found null");
    row("huge coordinate",
        v1Sprite(R"({"image":"a.png","pivot":[1e8, 0]})"),
        "sprites[0].pivot[0]: 100000000 is out of range");
    row("pivot string",
        v1Sprite(R"({"image":"a.png","pivot":["1","2"]})"),
        "sprites[0].pivot[0]: expected a number, found the string \"1\"");
    row("box negative",
        v1Sprite(R"({"image":"a.png","box":{"x":0,"y":0,"w":-1,"h":1}})"),
        "sprites[0].box.w: expected a number >= 0, found -1");
    row("circle radius bool",
        v1Sprite(R"({"image":"a.png","circle":{"center":[0,0],"radius":true}})"),
        "sprites[0].circle.radius: expected a number, found true");
    row("colour key word",
        v1Sprite(R"({"image":"a.png","colorKey":{"color":"magenta"}})"),
        "sprites[0].colorKey.color: expected a colour like \"#ff00ff\", found \"magenta\"");
    row("colour key of 4 digits",
        v1Sprite(R"({"image":"a.png","colorKey":{"color":"#ffff"}})"),
        "sprites[0].colorKey.color: expected a colour like \"#ff00ff\"");
    row("no frames",
        v2(R"("sprites":[{"image":"a.png","frames":[]}])"),
        "sprites[0].frames: a sprite needs at least one frame");
    row("frames missing",
        v2(R"("sprites":[{"image":"a.png"}])"),
        "sprites[0]: missing field \"frames\"");
    frame("negative duration",
          R"({"duration":-5})",
          "sprites[0].frames[0].duration: expected a whole number from 1 to 3600000, found -5");
    frame("zero-size rect",
          R"({"rect":[0,0,0,4]})",
          "sprites[0].frames[0].rect: a frame's width and height must be at least 1");
    frame("huge rect",
          R"({"rect":[0,0,2000000,4]})",
          "sprites[0].frames[0].rect[2]: expected a whole number from 0 to 1048576, found 2000000");
    frame("rect of three",
          R"({"rect":[0,0,4]})",
          "sprites[0].frames[0].rect: expected 4 whole numbers, found 3 values");
    frame("unknown shape",
          R"({"shapes":[{"type":"star"}]})",
          "sprites[0].frames[0].shapes[0].type: expected \"box\", \"circle\" or \"polygon\"");
    frame("hole of 2 points",
          R"({"shapes":[{"type":"polygon","points":[[0,0],[9,0],[0,9]],"holes":[[[1,1],[2,2]]]}]})",
          "sprites[0].frames[0].shapes[0].holes[0]: expected a hole of at least 3 points, found 2");
    frame("sensor string",
          R"({"shapes":[{"type":"circle","center":[0,0],"radius":1,"sensor":"yes"}]})",
          "sprites[0].frames[0].shapes[0].sensor: expected true or false");
    frame("image index too big",
          R"({"imageIndex":20000})",
          "sprites[0].frames[0].imageIndex: expected a whole number from 0 to 10000, found 20000");
    row("animation past the frames",
        v2(R"("sprites":[{"image":"a.png","frames":[{}],"animations":[{"name":"run","frames":[0,1]}]}])"),
        "sprites[0].animations[0].frames[1]: frame 1 does not exist (the sprite has 1 frames)");
    row("animation direction",
        v2(R"("sprites":[{"image":"a.png","frames":[{}],"animations":[{"name":"a","frames":[0],"direction":"sideways"}]}])"),
        "sprites[0].animations[0].direction: expected \"forward\", \"reverse\" or \"pingpong\"");
    row("role twice",
        v2(R"("roles":[{"name":"a"},{"name":"a"}],"sprites":[])"),
        "roles[1].name: the role \"a\" is listed twice");
    row("role without name",
        v2(R"("roles":[{"name":""}],"sprites":[])"),
        "roles[0].name: a role needs a name");
    row("role unknown partner",
        v2(R"("roles":[{"name":"a","collidesWith":["b"]}],"sprites":[])"),
        "roles[0].collidesWith[0]: no role is named \"b\"");
    row("role image string",
        v2(R"("roles":[{"name":"a","image":"yes"}],"sprites":[])"),
        "roles[0].image: expected true or false, found the string \"yes\"");
    QByteArray manyRoles;
    for (int i = 0; i < 70; ++i)
        manyRoles += (i ? "," : "") + QByteArray(R"({"role":"r)") + QByteArray::number(i)
                     + R"(","points":[[0,0],[1,0],[0,1]]})";
    row("version 1 with 70 roles",
        v1Sprite(R"({"image":"a.png","polygons":[)" + manyRoles + "]}"),
        "sprites: more than 64 different roles; a document may have at most 64");
    QByteArray frames = "{}";
    for (int i = 1; i < 10001; ++i)
        frames += ",{}";
    row("10001 frames",
        v2(R"("sprites":[{"image":"a.png","frames":[)" + frames + "]}]"),
        "sprites[0].frames: 10001 frames, more than the 10000 a sprite may have");
}

void TestDocumentReader::broken()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QFETCH(int, editor);
    const runtime::DocumentReadResult read = parse(json);
    QVERIFY(!read.ok());
    QVERIFY(read.document.sprites.empty());
    const QString got = QString::fromStdString(read.error);
    const QString prefix = docPath + QStringLiteral(": ");
    QVERIFY2(got.startsWith(prefix + message), qPrintable(got));
    const model::ProjectReadResult editorRead = model::parseProject(json, docPath);
    QCOMPARE(editorRead.ok(), editor == -1);
    if (editor == 1)
        QCOMPARE(got, editorRead.error);
}

void TestDocumentReader::files()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string missing = dir.filePath(QStringLiteral("none.hitbox.json")).toStdString();
    runtime::DocumentReadResult r = runtime::readDocument(missing);
    QCOMPARE(r.error, missing + ": file not found");
    const std::string folder = dir.path().toStdString();
    r = runtime::readDocument(folder);
    QCOMPARE(r.error, folder + ": is a folder, not a project document");
    const QString big = dir.filePath(QStringLiteral("big.hitbox.json"));
    QFile file(big);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(runtime::maxDocumentBytes + 1));
    file.close();
    r = runtime::readDocument(big.toStdString());
    QVERIFY2(QString::fromStdString(r.error).startsWith(big + QStringLiteral(": 16 MB, more than")),
             r.error.c_str());
    const QString good = dir.filePath(QStringLiteral("good.hitbox.json"));
    QFile out(good);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(v2(R"("sprites":[{"image":"img/a.png","frames":[{}]}])"));
    out.close();
    r = runtime::readDocument(good.toStdString());
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE(r.document.sprites.at(0).imagePath,
             dir.filePath(QStringLiteral("img/a.png")).toStdString());
}

QTEST_GUILESS_MAIN(TestDocumentReader)
#include "tst_documentreader.moc"
