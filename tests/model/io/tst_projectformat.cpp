// The open document format: hand-written documents open, save -> open -> save is
// byte-identical, QSaveFile keeps the old file on failure, and every broken document
// gets a message naming the file, the JSON path and the problem.

#include "model/io/projectformat.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "parseerror.h"
#include "spriteshapesfixture.h"

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace hitbox;
using namespace hitbox::shapefixture;

class TestProjectFormat : public QObject
{
    Q_OBJECT

private slots:
    void handWritten();
    void defaults();
    void frameNames_data();
    void frameNames();
    void roundTripIsByteIdentical();
    void writeAndRead();
    void failedSaveKeepsOldFile();
    void broken_data();
    void broken();
    void unreadableFiles();
    void colonFileNamesAreFiles();
    void relativeColonDocument();
    void percentInNames();
};

namespace {

const QString docPath = QStringLiteral("/projects/game/level.hitbox.json");

} // namespace

void TestProjectFormat::handWritten()
{
    const QByteArray json = R"({
        "format": "hitbox", "version": 1,
        "sprites": [{
            "name": "ship", "image": "art/ship.png", "threshold": 160,
            "colorKey": {"color": "#ff00ff", "tolerance": 3},
            "pivot": [48, 40.5],
            "box": {"x": -38.4, "y": -32, "w": 76.8, "h": 64},
            "circle": {"center": [0, 2], "radius": 38.4},
            "polygons": [
                {"name": "hull", "role": "hurtbox", "points": [[-10, -20], [10, -20], [0, 30]]},
                {"points": [[0, 0], [1, 0], [1, 1], [0, 1]]}
            ]
        }],
        "preview": {"instances": [{"sprite": 0, "position": [10, 20.5], "rotation": 30,
                                   "scale": [2, 1], "velocity": [-5, 0]}],
                    "board": {"x": 0, "y": 0, "w": 640, "h": 480},
                    "playTier": "pixel", "continuous": true, "shownTiers": ["aabb", "armature"]}
    })";
    const model::ProjectReadResult r = model::parseProject(json, docPath);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.project.sprites.size(), 1);
    const model::Sprite &s = r.project.sprites[0];
    QCOMPARE(s.name, "ship");
    QCOMPARE(s.imagePath, "/projects/game/art/ship.png");
    QCOMPARE(s.threshold, 160);
    QVERIFY(s.colorKey);
    QCOMPARE(s.colorKey->color, QColor(255, 0, 255));
    QCOMPARE(s.colorKey->tolerance, 3);
    QCOMPARE(*s.pivot, (collision::Vec2{48, 40.5}));
    // Version 1: one frame whose shapes are the box, the circle, then the polygons.
    QCOMPARE(s.frames.size(), 1);
    const QList<model::Shape> &shapes = s.frames[0].shapes;
    QCOMPARE(shapes.size(), 4);
    QVERIFY(shapes[0].isBox() && shapes[1].isCircle() && shapes[2].isPolygon());
    QCOMPARE(shapes[0].box, (collision::Rect{-38.4, -32, 76.8, 64}));
    QCOMPARE(shapes[0].role, model::defaultRoleName());
    QCOMPARE(shapes[1].circle, (collision::Circle{{0, 2}, 38.4}));
    const QList<model::Shape> polygons = polygonsOf(s);
    QCOMPARE(polygons.size(), 2);
    QCOMPARE(polygons[0].name, "hull");
    QCOMPARE(polygons[0].role, "hurtbox");
    QCOMPARE(polygons[0].polygon.points.size(), size_t(3));
    QCOMPARE(polygons[0].polygon.points[2], (collision::Vec2{0, 30}));
    QVERIFY(polygons[1].name.isEmpty());
    QCOMPARE(polygons[1].role, model::defaultRoleName()); // no role in version 1
    // Version 1's roles did not filter: every role used meets every other.
    QVERIFY(r.project.roles.collide("hurtbox", "hurtbox"));
    QVERIFY(r.project.roles.collide("body", "hurtbox"));
    const model::PreviewScene &preview = r.project.preview;
    QCOMPARE(preview.instances.size(), 1);
    QCOMPARE(preview.instances[0].position, (collision::Vec2{10, 20.5}));
    QCOMPARE(preview.instances[0].rotation, 30.0);
    QCOMPARE(preview.instances[0].scale, (collision::Vec2{2, 1}));
    QCOMPARE(preview.instances[0].velocity, (collision::Vec2{-5, 0}));
    QCOMPARE(*preview.board, (collision::Rect{0, 0, 640, 480}));
    QCOMPARE(preview.playTier, collision::Tier::Pixel);
    QVERIFY(preview.continuous);
    QVERIFY(!preview.pipeline);
    QCOMPARE(preview.shownTiers,
             collision::tierBit(collision::Tier::Aabb)
                     | collision::tierBit(collision::Tier::Armature));
}

void TestProjectFormat::defaults()
{
    const QByteArray json = R"({"format": "hitbox", "version": 1,
        "sprites": [{"image": "../shared/rock.png"}]})";
    const model::ProjectReadResult r = model::parseProject(json, docPath);
    QVERIFY2(r.ok(), qPrintable(r.error));
    const model::Sprite &s = r.project.sprites[0];
    QCOMPARE(s.name, "rock");
    QCOMPARE(s.imagePath, "/projects/shared/rock.png");
    QCOMPARE(s.threshold, model::defaultThreshold);
    QVERIFY(!s.colorKey && !s.pivot);
    QCOMPARE(s.frames.size(), 1);
    QVERIFY(s.frames[0].shapes.isEmpty() && s.frames[0].region == model::FrameRegion{});
    QCOMPARE(model::effectivePivot(s, QSize(31, 20)), (collision::Vec2{15.5, 10}));
}

void TestProjectFormat::frameNames_data()
{
    QTest::addColumn<QByteArray>("frame"); // the frame's JSON object
    QTest::addColumn<QString>("name");
    QTest::newRow("missing: an older file") << QByteArray(R"({"duration": 50})") << QString();
    QTest::newRow("atlas key") << QByteArray(R"({"name": "idle:0"})") << "idle:0";
    QTest::newRow("TexturePacker filename")
            << QByteArray(R"({"name": "hero/run_0001.png", "rect": [0, 0, 4, 4]})")
            << "hero/run_0001.png";
    QTest::newRow("escapes") << QByteArray(R"({"name": "a\"b\\c \u00e9 %1"})")
                             << QString::fromUtf8("a\"b\\c \u00e9 %1");
    QTest::newRow("empty") << QByteArray(R"({"name": ""})") << QString();
}

void TestProjectFormat::frameNames()
{
    QFETCH(QByteArray, frame);
    QFETCH(QString, name);
    const QByteArray json = R"({"format": "hitbox", "version": 2, "sprites": [{"image": "a.png",
        "frames": [)" + frame
                            + "]}]}";
    const model::ProjectReadResult r = model::parseProject(json, docPath);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.project.sprites[0].frames[0].name, name);
    // Written back as read; an empty name is not written.
    const QByteArray written = model::serializeProject(r.project, docPath);
    const QJsonObject back = QJsonDocument::fromJson(written)
                                     .object()
                                     .value("sprites")
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value("frames")
                                     .toArray()
                                     .at(0)
                                     .toObject();
    QCOMPARE(back.contains("name"), !name.isEmpty());
    QCOMPARE(back.value("name").toString(), name);
}

void TestProjectFormat::roundTripIsByteIdentical()
{
    model::Project p;
    model::Sprite s;
    s.name = "ball";
    s.imagePath = "/projects/game/sprites/ball.png";
    s.threshold = 0;
    s.pivot = collision::Vec2{0.1, 1.0 / 3.0};
    setV1Shapes(s,
                collision::Rect{-1e-7, 12345.678901234567, 0, 1e6},
                collision::Circle{{-0.5, 0.25}, 19.2},
                {polygon("arm", "hitbox", {{0, 0}, {3.3, 0}, {1, 2.2}})});
    // A second frame cut from an atlas, with its own settings, and an animation.
    model::Frame second;
    second.name = QStringLiteral("idle:0 \"%1\" \u00e9");
    second.region.rect = QRect(3, 4, 20, 10);
    second.region.rotated = true;
    second.region.sourceSize = QSize(16, 24);
    second.region.trimOffset = QPoint(2, 1);
    second.region.flipX = true; // a MUGEN element flipped H
    second.durationMs = 80;
    second.pivot = collision::Vec2{8, 12.5};
    second.threshold = 7;
    second.colorKey = model::ColorKey{QColor(9, 8, 7), 2};
    second.shapes << model::Shape::makeCircle({{1, 2}, 3}, "hurtbox", "head");
    second.shapes.last().sensor = true;
    second.shapes << model::Shape::makePolygon(
            collision::Polygon{{{0, 0}, {10, 0}, {10, 10}, {0, 10}}}, "body", "ring");
    second.shapes.last().holes = {collision::Polygon{{{2, 2}, {4, 2}, {3, 4}}},
                                  collision::Polygon{{{6, 6}, {8, 6}, {8, 8.25}}}};
    s.frames << second;
    s.animations << model::Animation{"spin", {1, 0, 1}, model::AnimationDirection::PingPong};
    p.sprites << s;
    s.name = "ball 2";
    s.colorKey = model::ColorKey{QColor(1, 2, 3), 255};
    s.frames = {model::Frame{}};
    s.animations.clear();
    p.sprites << s;
    p.roles.setCollide("hitbox", "hitbox", true);
    p.roles.roles << model::Role{"shield", QColor(1, 2, 3), {"hitbox"}};
    p.preview.instances.append({1, 0, {12.25, -3}, 45, {1, 1.5}, {100, 0}});
    p.preview.instances.append({0, 1, {0, 0}, 0, {1, 1}, {0, 0}, "spin"});
    p.preview.board = collision::Rect{-10, -10, 320.5, 200};
    p.preview.playTier = collision::Tier::Armature;
    p.preview.pipeline = true;
    p.preview.shownTiers = collision::tierBit(collision::Tier::Pixel);
    const QByteArray first = model::serializeProject(p, docPath);
    const model::ProjectReadResult read = model::parseProject(first, docPath);
    QVERIFY2(read.ok(), qPrintable(read.error));
    // Numbers come back rounded to 1e-6 (docs/format.md), the rest unchanged.
    model::Project rounded = p;
    for (model::Sprite &sprite : rounded.sprites)
        sprite.pivot = collision::Vec2{0.1, 0.333333};
    shapes0(rounded.sprites[0])[0].box = collision::Rect{0, 12345.678901, 0, 1e6};
    QVERIFY(read.project == rounded);
    QCOMPARE(model::serializeProject(read.project, docPath), first);
    QVERIFY(first.contains("\"image\": \"sprites/ball.png\""));
    // A frame without a name writes none.
    QCOMPARE(first.count("\"name\": \"idle:0"), 1);
    // Flips are written only when set: the unflipped frames write none.
    QCOMPARE(first.count("\"flipX\": true"), 1);
    QVERIFY(!first.contains("flipY"));
}

void TestProjectFormat::writeAndRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("p.hitbox.json");
    model::Project p;
    p.sprites.append(
            model::Sprite{"a", dir.filePath("img/a.png"), 12, {}, {}, {model::Frame{}}, {}, {}});
    QCOMPARE(model::writeProjectFile(p, path), QString());
    const model::ProjectReadResult r = model::readProjectFile(path);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.project == p);
}

void TestProjectFormat::failedSaveKeepsOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("keep.hitbox.json");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old contents");
    }
    model::Project big;
    for (int i = 0; i < 50; ++i)
        big.sprites.append(model::Sprite{
                QString::number(i), dir.filePath("x.png"), 1, {}, {}, {model::Frame{}}, {}, {}});

    // A file size limit makes every write past 256 bytes fail with EFBIG, even for root:
    // a disk that fills up mid-save.
    struct rlimit saved;
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto oldHandler = signal(SIGXFSZ, SIG_IGN);
    struct rlimit limited = saved;
    limited.rlim_cur = 256;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    const QString error = model::writeProjectFile(big, path);
    setrlimit(RLIMIT_FSIZE, &saved);
    signal(SIGXFSZ, oldHandler);

    QVERIFY2(error.startsWith(QDir::toNativeSeparators(path) + ": "), qPrintable(error));
    QVERIFY2(error.contains("File too large") && error.contains("no file was changed"),
             qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("old contents"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"keep.hitbox.json"});

    // A folder that does not exist: clear message, nothing created.
    const QString nowhere = dir.filePath("missing/sub/p.hitbox.json");
    const QString error2 = model::writeProjectFile(big, nowhere);
    QVERIFY2(error2.startsWith(QDir::toNativeSeparators(nowhere) + ": cannot be written"),
             qPrintable(error2));
}

void TestProjectFormat::broken_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message"); // after "<file>: "

    const auto row = [](const char *name, const char *json, const char *message) {
        QTest::newRow(name) << QByteArray(json) << QString::fromUtf8(message);
    };
    const auto sprite = [](const char *name, const QByteArray &spriteJson, const char *message) {
        QTest::newRow(name) << (R"({"format":"hitbox","version":1,"sprites":[)" + spriteJson + "]}")
                            << QString::fromUtf8(message);
    };
    // Version 2: frames, shapes, animations and roles.
    const auto v2 = [&row](const char *name, const QByteArray &body, const char *message) {
        row(name, R"({"format":"hitbox","version":2,)" + body + "}", message);
    };
    const QByteArray frame = R"({"shapes":[]})";
    const QByteArray ring = R"("sprites":[{"image":"a.png","frames":[{"shapes":[)"
                            R"({"type":"polygon","points":[[0,0],[9,0],[0,9]],"holes":)";
    v2("hole of 2 points",
       ring + R"([[[1,1],[2,1],[1,2]],[[3,3],[4,4]]]}]}]}])",
       "sprites[0].frames[0].shapes[0].holes[1]: expected a hole of at least 3 points, found 2");
    v2("hole point out of range",
       ring + R"([[[1,1],[2,1],[1,1e300]]]}]}]}])",
       "sprites[0].frames[0].shapes[0].holes[0][2][1]:");
    v2("holes not an array",
       ring + R"(7}]}]}])",
       "sprites[0].frames[0].shapes[0].holes: expected an array");
    v2("no frames",
       R"("sprites":[{"image":"a.png","frames":[]}])",
       "sprites[0].frames: a sprite needs at least one frame");
    v2("frames missing",
       R"("sprites":[{"image":"a.png"}])",
       "sprites[0]: missing field \"frames\"");
    v2("a million frames",
       R"("sprites":[{"image":"a.png","frames":[)" + (frame + ",").repeated(1000000 - 1) + frame
               + "]}]",
       "sprites[0].frames: 1000000 frames, more than the 10000 a sprite may have");
    v2("frame name a number",
       R"("sprites":[{"image":"a.png","frames":[{"name":7}]}])",
       "sprites[0].frames[0].name: expected a string, found 7");
    v2("negative duration",
       R"("sprites":[{"image":"a.png","frames":[{"duration":-5}]}])",
       "sprites[0].frames[0].duration: expected a whole number from 1 to 3600000, found -5");
    v2("zero-size rect",
       R"("sprites":[{"image":"a.png","frames":[{"rect":[0,0,0,4]}]}])",
       "sprites[0].frames[0].rect: a frame's width and height must be at least 1");
    v2("rect of three",
       R"("sprites":[{"image":"a.png","frames":[{"rect":[0,0,4]}]}])",
       "sprites[0].frames[0].rect: expected 4 whole numbers, found 3 values");
    v2("flipX a string",
       R"("sprites":[{"image":"a.png","frames":[{"flipX":"yes"}]}])",
       "sprites[0].frames[0].flipX: expected true or false");
    v2("flipY a number",
       R"("sprites":[{"image":"a.png","frames":[{"flipY":1}]}])",
       "sprites[0].frames[0].flipY: expected true or false");
    v2("flipX null",
       R"("sprites":[{"image":"a.png","frames":[{},{"flipX":null}]}])",
       "sprites[0].frames[1].flipX: expected true or false");
    v2("unknown shape",
       R"("sprites":[{"image":"a.png","frames":[{"shapes":[{"type":"star"}]}]}])",
       "sprites[0].frames[0].shapes[0].type: expected \"box\", \"circle\" or \"polygon\"");
    v2("sensor string",
       R"("sprites":[{"image":"a.png","frames":[{"shapes":[{"type":"circle","center":[0,0],)"
       R"("radius":1,"sensor":"yes"}]}]}])",
       "sprites[0].frames[0].shapes[0].sensor: expected true or false");
    v2("animation past the frames",
       R"("sprites":[{"image":"a.png","frames":[{}],"animations":[{"name":"run","frames":[0,1]}]}])",
       "sprites[0].animations[0].frames[1]: frame 1 does not exist (the sprite has 1 frames)");
    v2("animation direction",
       R"("sprites":[{"image":"a.png","frames":[{}],"animations":[{"name":"a","frames":[0],)"
       R"("direction":"sideways"}]}])",
       "sprites[0].animations[0].direction: expected \"forward\", \"reverse\" or \"pingpong\"");
    v2("role twice",
       R"("roles":[{"name":"a"},{"name":"a"}],"sprites":[])",
       "roles[1].name: the role \"a\" is listed twice");
    v2("role unknown partner",
       R"("roles":[{"name":"a","collidesWith":["b"]}],"sprites":[])",
       "roles[0].collidesWith[0]: no role is named \"b\"");
    v2("role colour",
       R"("roles":[{"name":"a","color":"red"}],"sprites":[])",
       "roles[0].color: expected a colour like \"#ff00ff\"");
    QByteArray manyRoles;
    for (int i = 0; i < 70; ++i)
        manyRoles += (i ? "," : "") + QByteArray(R"({"role":"r)") + QByteArray::number(i)
                     + R"(","points":[[0,0],[1,0],[0,1]]})";
    row("version 1 with 70 roles",
        R"({"format":"hitbox","version":1,"sprites":[{"image":"a.png","polygons":[)" + manyRoles
                + "]}]}",
        "sprites: more than 64 different roles; a document may have at most 64");
    row("empty file", "", "not valid JSON at line 1, column 1");
    row("bad JSON", "{\n  \"format\": \"hitbox\",\n  oops\n}", "not valid JSON at line 3");
    row("NaN literal",
        R"({"format":"hitbox","version":1,"sprites":[{"image":"a.png","threshold":NaN}]})",
        "not valid JSON");
    row("array root", "[1, 2]", "the document must be a JSON object");
    row("missing format", R"({"version":1,"sprites":[]})", "not a Hitbox Studio document");
    row("foreign format",
        R"({"format":"tiled","version":1,"sprites":[]})",
        "not a Hitbox Studio document");
    row("missing version", R"({"format":"hitbox","sprites":[]})", "missing field \"version\"");
    row("string version",
        R"({"format":"hitbox","version":"1","sprites":[]})",
        "version: expected a whole number from 1 to 2147483647, found the string \"1\"");
    row("newer version",
        R"({"format":"hitbox","version":3,"sprites":[]})",
        "version: version 3 is newer than this program reads (up to 2)");
    row("zero version",
        R"({"format":"hitbox","version":0,"sprites":[]})",
        "version: expected a whole number");
    row("missing sprites", R"({"format":"hitbox","version":1})", "missing field \"sprites\"");
    row("sprites object",
        R"({"format":"hitbox","version":1,"sprites":{}})",
        "sprites: expected an array, found an object");
    sprite("sprite not object", "3", "sprites[0]: expected an object, found 3");
    sprite("missing image", R"({"name":"x"})", "sprites[0]: missing field \"image\"");
    sprite("empty image", R"({"image":"  "})", "sprites[0].image: the image path is empty");
    sprite("image number", R"({"image":5})", "sprites[0].image: expected a string, found 5");
    sprite("threshold too big",
           R"({"image":"a.png","threshold":300})",
           "sprites[0].threshold: expected a whole number from 0 to 255, found 300");
    sprite("threshold fraction",
           R"({"image":"a.png","threshold":1.5})",
           "sprites[0].threshold: expected a whole number from 0 to 255, found 1.5");
    sprite("threshold null",
           R"({"image":"a.png","threshold":null})",
           "sprites[0].threshold: expected a whole number from 0 to 255, found null");
    sprite("name number", R"({"image":"a.png","name":1})", "sprites[0].name: expected a string");
    sprite("pivot short",
           R"({"image":"a.png","pivot":[1]})",
           "sprites[0].pivot: expected a point [x, y], found 1 values");
    sprite("pivot string",
           R"({"image":"a.png","pivot":["1","2"]})",
           "sprites[0].pivot[0]: expected a number, found the string \"1\"");
    sprite("pivot overflow", R"({"image":"a.png","pivot":[1e999, 0]})", "not valid JSON at line 1");
    sprite("huge coordinate",
           R"({"image":"a.png","pivot":[1e8, 0]})",
           "sprites[0].pivot[0]: 100000000 is out of range");
    sprite("box missing h",
           R"({"image":"a.png","box":{"x":0,"y":0,"w":1}})",
           "sprites[0].box: missing field \"h\"");
    sprite("box negative",
           R"({"image":"a.png","box":{"x":0,"y":0,"w":-1,"h":1}})",
           "sprites[0].box.w: expected a number >= 0, found -1");
    sprite("circle radius",
           R"({"image":"a.png","circle":{"center":[0,0],"radius":true}})",
           "sprites[0].circle.radius: expected a number, found true");
    sprite("circle no center",
           R"({"image":"a.png","circle":{"radius":3}})",
           "sprites[0].circle: missing field \"center\"");
    sprite("polygons object",
           R"({"image":"a.png","polygons":{}})",
           "sprites[0].polygons: expected an array, found an object");
    sprite("polygon no points",
           R"({"image":"a.png","polygons":[{"name":"p"}]})",
           "sprites[0].polygons[0]: missing field \"points\"");
    sprite("point not array",
           R"({"image":"a.png","polygons":[{"points":[[0,0],5]}]})",
           "sprites[0].polygons[0].points[1]: expected an array, found 5");
    sprite("point three values",
           R"({"image":"a.png","polygons":[{"points":[[0,0,0]]}]})",
           "sprites[0].polygons[0].points[0]: expected a point [x, y], found 3 values");
    sprite("colour key bad",
           R"({"image":"a.png","colorKey":{"color":"pink-ish"}})",
           "sprites[0].colorKey.color: expected a colour like \"#ff00ff\", found \"pink-ish\"");
    row("preview sprite out of range",
        R"({"format":"hitbox","version":1,"sprites":[{"image":"a.png"}],"preview":{"instances":[{"sprite":1,"position":[0,0]}]}})",
        "preview.instances[0].sprite: there is no sprite 1 (the project has 1)");
    row("preview unknown tier",
        R"({"format":"hitbox","version":1,"sprites":[],"preview":{"playTier":"sphere"}})",
        "preview.playTier: unknown tier \"sphere\"");
    row("preview bool type",
        R"({"format":"hitbox","version":1,"sprites":[],"preview":{"continuous":"yes"}})",
        "preview.continuous: expected true or false");
    row("preview position missing",
        R"({"format":"hitbox","version":1,"sprites":[{"image":"a.png"}],"preview":{"instances":[{"sprite":0}]}})",
        "preview.instances[0]: missing field \"position\"");
    sprite("colour key with alpha",
           R"({"image":"a.png","colorKey":{"color":"#80ff00ff"}})",
           "sprites[0].colorKey.color: expected a colour like \"#ff00ff\", found \"#80ff00ff\"");
    sprite("colour key 16-bit",
           R"({"image":"a.png","colorKey":{"color":"#ffff0000ffff"}})",
           "sprites[0].colorKey.color: expected a colour like \"#ff00ff\", found "
           "\"#ffff0000ffff\"");
    sprite("colour key by name",
           R"({"image":"a.png","colorKey":{"color":"magenta"}})",
           "sprites[0].colorKey.color: expected a colour like \"#ff00ff\", found \"magenta\"");
    sprite("colour key tolerance",
           R"({"image":"a.png","colorKey":{"color":"#000000","tolerance":256}})",
           "sprites[0].colorKey.tolerance: expected a whole number from 0 to 255, found 256");
}

void TestProjectFormat::broken()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QVERIFY(testsupport::parseFailsWith(json, docPath, message));
}

void TestProjectFormat::unreadableFiles()
{
    QTemporaryDir dir;
    const model::ProjectReadResult missing
            = model::readProjectFile(dir.filePath("none.hitbox.json"));
    QVERIFY(missing.error.endsWith("none.hitbox.json: file not found"));
    const model::ProjectReadResult folder = model::readProjectFile(dir.path());
    QVERIFY(folder.error.contains("is a folder"));

    // Reading a pipe nobody writes to, or a device, would never end.
    const QString fifo = dir.filePath("pipe.hitbox.json");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const model::ProjectReadResult pipe = model::readProjectFile(fifo);
    QVERIFY2(pipe.error.endsWith(
                     "pipe.hitbox.json: is not a regular file (a device, pipe or socket)"),
             qPrintable(pipe.error));
    const model::ProjectReadResult device = model::readProjectFile(QStringLiteral("/dev/zero"));
    QVERIFY2(device.error.contains("is not a regular file"), qPrintable(device.error));

    const QString loop = dir.filePath("loop.hitbox.json");
    QVERIFY(QFile::link(loop, loop));
    const model::ProjectReadResult looped = model::readProjectFile(loop);
    QVERIFY2(looped.error.endsWith(
                     "loop.hitbox.json: is a symbolic link to a missing file or a link loop"),
             qPrintable(looped.error));
    for (const model::ProjectReadResult *r : {&missing, &folder, &pipe, &device, &looped})
        QVERIFY(r->unreadable);
    // Read but broken is not "unreadable".
    QVERIFY(!model::parseProject("{", docPath).unreadable);
}

void TestProjectFormat::colonFileNamesAreFiles()
{
    // Qt reads paths starting with ':' from its resources (and QDir::filePath keeps them
    // as they are); a user's ":ship.png" next to the document is a file and must stay
    // one through open and save.
    QTemporaryDir dir;
    const QByteArray json
            = R"({"format":"hitbox","version":1,"sprites":[{"name":"ship","image":":ship.png"}]})";
    QFile file(dir.path() + QStringLiteral("/:doc.hitbox.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    const model::ProjectReadResult r
            = model::readProjectFile(dir.path() + QStringLiteral("/:doc.hitbox.json"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.project.sprites.at(0).imagePath, dir.path() + QStringLiteral("/:ship.png"));
    const QByteArray saved = model::serializeProject(r.project, dir.filePath("out.hitbox.json"));
    QVERIFY2(saved.contains(R"("image": "./:ship.png")"), saved.constData());
    const model::ProjectReadResult again
            = model::parseProject(saved, dir.filePath("out.hitbox.json"));
    QVERIFY2(again.ok(), qPrintable(again.error));
    QCOMPARE(again.project.sprites.at(0).imagePath, r.project.sprites.at(0).imagePath);
}

void TestProjectFormat::relativeColonDocument()
{
    // ":doc.hitbox.json" relative to the current folder: written as a file, read back
    // from it, its images anchored in that folder.
    QTemporaryDir dir;
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    model::Project project;
    model::Sprite sprite;
    sprite.name = QStringLiteral("ship");
    sprite.imagePath = dir.path() + QStringLiteral("/ship.png");
    project.sprites << sprite;
    const QString written = model::writeProjectFile(project, QStringLiteral(":doc.hitbox.json"));
    const model::ProjectReadResult r = model::readProjectFile(QStringLiteral(":doc.hitbox.json"));
    QVERIFY(QDir::setCurrent(before));
    QVERIFY2(written.isEmpty(), qPrintable(written));
    QVERIFY(QFile::exists(dir.path() + QStringLiteral("/:doc.hitbox.json")));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.project.sprites.at(0).imagePath, sprite.imagePath);
}

void TestProjectFormat::percentInNames()
{
    // File names are never format strings.
    const model::ProjectReadResult r
            = model::parseProject("{\n x", QStringLiteral("/d/a%2b%1.json"));
    QVERIFY2(r.error.startsWith(QDir::toNativeSeparators("/d/a%2b%1.json")
                                + ": not valid JSON at line 2, column "),
             qPrintable(r.error));
    QVERIFY2(!r.error.contains("%4"), qPrintable(r.error));
    const auto taken = [](const QString &name) {
        return name == QLatin1String("x%1") || name == QLatin1String("x%1 2");
    };
    QCOMPARE(model::uniqueSpriteName(QStringLiteral("x%1"), taken), QStringLiteral("x%1 3"));
    QCOMPARE(model::uniqueSpriteName(QStringLiteral("%2"), taken), QStringLiteral("%2"));
}

QTEST_GUILESS_MAIN(TestProjectFormat)
#include "tst_projectformat.moc"
