// Importing real engine files from public open-source projects (tests/data/engines/, their
// sources and licences in SOURCES.md there): a Tiled tileset, a Godot 4 scene, a libGDX
// Physics Body Editor file and a PhysicsEditor Phaser file each import with the expected sprites,
// frames, shapes by kind and roles, and a few shapes land exactly where the engine puts them. The
// expected coordinates are derived by hand from the file's text and the engine's documented
// convention (the derivation is written beside each row), never from our own output. Tiled 1.8
// itself converting the tileset gives the same sprite (model/tiledimport,
// tiledItselfConvertsTheSame).

#include "model/import/hitboximport.h"

#include "collisiontostring.h"
#include "importedshapes.h"

#include <QDir>
#include <QSet>
#include <QtTest>

#include <cmath>

Q_DECLARE_METATYPE(hitbox::model::Shape)

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;

namespace {

QString engineFile(const QString &relative)
{
    return QDir::cleanPath(qEnvironmentVariable("HITBOX_SOURCE_DIR")
                           + QStringLiteral("/tests/data/engines/") + relative);
}

// The size of one frame's picture: its region, else its image.
QSize frameSize(const Sprite &sprite, const Frame &frame)
{
    if (!frame.region.rect.isEmpty())
        return frame.region.rect.size();
    const QString image
            = frame.region.imagePath.isEmpty() ? sprite.imagePath : frame.region.imagePath;
    return QImage(image).size();
}

// libGDX Physics Body Editor: a normalised point (x, y up) on an image of `width` x
// `height` in pixels, y down: (x * width, height - y * width) (the Body Editor normalises
// both axes by the width; libGDX's y goes up from the bottom).
Vec2 bodyEditorPoint(double x, double y, double width, double height)
{
    return {x * width, height - y * width};
}

} // namespace

class TestRealEngines : public QObject
{
    Q_OBJECT

private slots:
    void importsWithCounts_data();
    void importsWithCounts();
    void shapesWhereTheEnginePutsThem_data();
    void shapesWhereTheEnginePutsThem();
};

void TestRealEngines::importsWithCounts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("sprites"); // names, in file order
    QTest::addColumn<int>("frames");          // over all sprites
    QTest::addColumn<int>("boxes");
    QTest::addColumn<int>("circles");
    QTest::addColumn<int>("polygons");
    QTest::addColumn<QStringList>("roles"); // the roles the shapes name, sorted
    QTest::addColumn<int>("animations");
    QTest::addColumn<QStringList>("reported"); // words some report line must hold

    // Thicket's Collision.tsx: a 4 x 4 sheet of 16 px tiles (tilecount 16), ten tiles with one
    // object each: tiles 1, 4, 5, 6 and 7 rectangles (boxes), tiles 0, 8, 9, 12 and 13
    // polygons (tile 0's square stays a polygon: Tiled keeps a polygon a polygon). No
    // class or type: role "body". No animations, nothing to report.
    QTest::newRow("Tiled tileset (Thicket)")
            << QStringLiteral("tiled/Collision.tsx") << QStringList{QStringLiteral("Collision")}
            << 16 << 5 << 0 << 5 << QStringList{QStringLiteral("body")} << 0 << QStringList{};

    // Godot's physics_platformer enemy.tscn: a RigidBody2D "Enemy" with three
    // CollisionShape2D circles (Shape1..3). Its AnimationPlayer's library (written as
    // `libraries/ = SubResource(...)`) keys no shape node's `disabled`: one frame holds the
    // three circles, each animation but RESET (explode, idle, walk) shows it, and their
    // tracks of other things are reported (explode: Sprite2D:frame, Explosion:emitting, a
    // method track, Sprite2D:self_modulate; idle and walk: Sprite2D:frame).
    QTest::newRow("Godot scene (godot-demo-projects)")
            << QStringLiteral("godot/enemy.tscn") << QStringList{QStringLiteral("Enemy")} << 1 << 0
            << 3 << 0 << QStringList{QStringLiteral("Enemy")} << 3
            << QStringList{QStringLiteral("animation \"explode\": 4 tracks"),
                           QStringLiteral("animation \"idle\": 1 tracks"),
                           QStringLiteral("animation \"walk\": 1 tracks")};

    // The Physics Body Editor's own test.json: five rigid bodies named test01 to test05
    // (their pictures' names say more: "gfx/test02 (non POT).png"), one frame each; test01 and
    // test02 one POLYGON outline each, test03 a CIRCLE and a POLYGON outline (not an upright
    // rectangle), test04 and test05 none. Every shape is a "body".
    QTest::newRow("libGDX Body Editor file (box2d-editor)")
            << QStringLiteral("libgdx/test.json")
            << QStringList{QStringLiteral("test01"),
                           QStringLiteral("test02"),
                           QStringLiteral("test03"),
                           QStringLiteral("test04"),
                           QStringLiteral("test05")}
            << 5 << 0 << 1 << 3 << QStringList{QStringLiteral("body")} << 0 << QStringList{};

    // The pinball game's PhysicsEditor file: 13 bodies (keys sorted as Qt reads them), one
    // frame each, pictures from the TexturePacker atlas beside it (each key's "KEY.png").
    // Fixtures: 9 circles (topBumper, blackHole, 2x, one in each ramp, two in each small
    // bumper) and 14 vertex fixtures: black_divider's one upright rectangle is a box; the
    // other 13 are polygons (topHalfMoon's 15 convex pieces join into one). Every body's
    // collisionFilter has category 1: role "category 1". Nothing to report.
    QTest::newRow("PhysicsEditor Phaser file (pinball)")
            << QStringLiteral("phaser/physics.json")
            << QStringList{"2x",
                           "blackHole",
                           "black_divider",
                           "closingPinLeft",
                           "closingPinRight",
                           "leftBumper",
                           "leftRamp",
                           "leftSmallBumper",
                           "rightBumper",
                           "rightRamp",
                           "rightSmallBumper",
                           "topBumper",
                           "topHalfMoon"}
            << 13 << 1 << 9 << 13 << QStringList{QStringLiteral("category 1")} << 0
            << QStringList{};
}

void TestRealEngines::importsWithCounts()
{
    QFETCH(QString, file);
    QFETCH(QStringList, sprites);
    QFETCH(int, frames);
    QFETCH(int, boxes);
    QFETCH(int, circles);
    QFETCH(int, polygons);
    QFETCH(QStringList, roles);
    QFETCH(int, animations);
    QFETCH(QStringList, reported);

    const QString path = engineFile(file);
    QVERIFY2(readsHitboxes(path), qPrintable(path));
    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));

    QStringList names;
    int frameCount = 0, boxCount = 0, circleCount = 0, polygonCount = 0, animationCount = 0;
    QSet<QString> roleSet;
    for (const Sprite &s : imported.sprites) {
        names << s.name;
        QVERIFY2(QFileInfo(s.imagePath).isFile(), qPrintable(s.imagePath));
        frameCount += int(s.frames.size());
        animationCount += int(s.animations.size());
        for (const Frame &f : s.frames) {
            for (const Shape &shape : f.shapes) {
                boxCount += shape.isBox() ? 1 : 0;
                circleCount += shape.isCircle() ? 1 : 0;
                polygonCount += shape.isPolygon() ? 1 : 0;
                roleSet.insert(shape.role);
            }
        }
    }
    QCOMPARE(names, sprites);
    QCOMPARE(frameCount, frames);
    QCOMPARE(boxCount, boxes);
    QCOMPARE(circleCount, circles);
    QCOMPARE(polygonCount, polygons);
    QStringList roleList = roleSet.values();
    roleList.sort();
    QCOMPARE(roleList, roles);
    QCOMPARE(animationCount, animations);

    // Every report line names the file; each expected word is in some line.
    const QString shown = QDir::toNativeSeparators(path) + QStringLiteral(": ");
    for (const QString &line : imported.report)
        QVERIFY2(line.startsWith(shown), qPrintable(line));
    for (const QString &word : reported)
        QVERIFY2(!imported.report.filter(word).isEmpty(), qPrintable(imported.report.join('\n')));
    if (reported.isEmpty())
        QVERIFY2(imported.report.isEmpty(), qPrintable(imported.report.join('\n')));
}

void TestRealEngines::shapesWhereTheEnginePutsThem_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("sprite");
    QTest::addColumn<int>("frame");
    QTest::addColumn<int>("shape");
    QTest::addColumn<Vec2>("pivot"); // in the frame's pixels, y down
    QTest::addColumn<Shape>("want"); // in the frame's pixels, y down

    // Tiled: a tile's objects are in tile pixels from its top-left, y down; a rectangle is
    // (x, y, width, height), a polygon's points are relative to the object's (x, y). Without
    // pivot_x / pivot_y the pivot is the tile's centre: (8, 8) in a 16 px tile.
    // Tile 1: <object x="4" y="4.0625" width="8" height="7.875"/>.
    QTest::newRow("Tiled tile 1 rectangle")
            << QStringLiteral("tiled/Collision.tsx") << 0 << 1 << 0 << Vec2{8, 8}
            << Shape::makeBox({4, 4.0625, 8, 7.875}, QStringLiteral("body"));
    // Tile 5: <object x="13" y="0" width="3" height="16"/>, the right wall.
    QTest::newRow("Tiled tile 5 rectangle")
            << QStringLiteral("tiled/Collision.tsx") << 0 << 5 << 0 << Vec2{8, 8}
            << Shape::makeBox({13, 0, 3, 16}, QStringLiteral("body"));
    // Tile 8: <object x="0" y="16"><polygon points="0,0 16,-16 16,0"/>: (0+0, 16+0),
    // (0+16, 16-16), (0+16, 16+0), the slope rising to the right.
    QTest::newRow("Tiled tile 8 polygon")
            << QStringLiteral("tiled/Collision.tsx") << 0 << 8 << 0 << Vec2{8, 8}
            << Shape::makePolygon({{{0, 16}, {16, 0}, {16, 16}}}, QStringLiteral("body"));
    // Tile 13: <object x="0" y="16"><polygon points="0,0 16,-16 0,-16"/>: (0, 16), (16, 0),
    // (0, 0).
    QTest::newRow("Tiled tile 13 polygon")
            << QStringLiteral("tiled/Collision.tsx") << 0 << 13 << 0 << Vec2{8, 8}
            << Shape::makePolygon({{{0, 16}, {16, 0}, {0, 0}}}, QStringLiteral("body"));

    // Godot: the Sprite2D shows cell 0 of enemy.png cut into hframes = 8 (256 / 8 = 32 px
    // cells, 32 px high), `centered` by default, at the root's origin: the root (the pivot)
    // is at the cell's centre (16, 16). A CollisionShape2D's `position` is relative to its
    // parent, the root, so a circle of CircleShape2D radius 7 at `position` P is centred at
    // (16, 16) + P in the frame. The root RigidBody2D has no metadata: role and names are the
    // node names; a body's shapes are not sensors.
    // Shape1: position = Vector2(-0.54036, -1.08072).
    QTest::newRow("Godot Shape1 circle")
            << QStringLiteral("godot/enemy.tscn") << 0 << 0 << 0 << Vec2{16, 16}
            << Shape::makeCircle({{16 - 0.54036, 16 - 1.08072}, 7},
                                 QStringLiteral("Enemy"),
                                 QStringLiteral("Shape1"));
    // Shape3: position = Vector2(-6.2475, 1.76707).
    QTest::newRow("Godot Shape3 circle")
            << QStringLiteral("godot/enemy.tscn") << 0 << 0 << 2 << Vec2{16, 16}
            << Shape::makeCircle({{16 - 6.2475, 16 + 1.76707}, 7},
                                 QStringLiteral("Enemy"),
                                 QStringLiteral("Shape3"));

    // libGDX Body Editor, test03 on gfx/test03 (multi shapes).png, 256 x 256: origin
    // (0.49000000953674316, 0.16624996066093445) is the pivot; the CIRCLE is its centre
    // (0.5, 0.6574996709823608) and a point on it (0.6033333539962769, 0.5708329677581787);
    // the POLYGON's four points in file order.
    const double w3 = 256, h3 = 256;
    const Vec2 c = bodyEditorPoint(0.5, 0.6574996709823608, w3, h3);
    const Vec2 onCircle = bodyEditorPoint(0.6033333539962769, 0.5708329677581787, w3, h3);
    const Vec2 pivot3 = bodyEditorPoint(0.49000000953674316, 0.16624996066093445, w3, h3);
    QTest::newRow("libGDX test03 circle")
            << QStringLiteral("libgdx/test.json") << 2 << 0 << 0 << pivot3
            << Shape::makeCircle({c, std::hypot(onCircle.x - c.x, onCircle.y - c.y)},
                                 QStringLiteral("body"));
    QTest::newRow("libGDX test03 polygon")
            << QStringLiteral("libgdx/test.json") << 2 << 0 << 1 << pivot3
            << Shape::makePolygon(
                       {{bodyEditorPoint(0.21958327293395996, 0.3908330202102661, w3, h3),
                         bodyEditorPoint(0.7720832824707031, 0.39833301305770874, w3, h3),
                         bodyEditorPoint(0.9370833039283752, 0.16333302855491638, w3, h3),
                         bodyEditorPoint(0.07458329200744629, 0.168333038687706, w3, h3)}},
                       QStringLiteral("body"));
    // test04 on a 172 x 253 picture: origin (0, 0) is the bottom-left corner, (0, 253) y
    // down (the flip uses the height, the scale the width).
    QTest::newRow("libGDX test04 pivot, no shapes")
            << QStringLiteral("libgdx/test.json") << 3 << 0 << -1 << Vec2{0, 253} << Shape{};
}

void TestRealEngines::shapesWhereTheEnginePutsThem()
{
    QFETCH(QString, file);
    QFETCH(int, sprite);
    QFETCH(int, frame);
    QFETCH(int, shape);
    QFETCH(Vec2, pivot);
    QFETCH(Shape, want);

    const HitboxImport imported = importHitboxes(engineFile(file));
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QVERIFY(sprite < imported.sprites.size());
    const Sprite &s = imported.sprites[sprite];
    QVERIFY(frame < s.frames.size());
    const Frame &f = s.frames[frame];
    const Vec2 gotPivot = effectivePivot(s, f, frameSize(s, f));
    QVERIFY2(testing::nearPoint(gotPivot, pivot, 1e-4),
             qPrintable(QStringLiteral("pivot (%1, %2), expected (%3, %4)")
                                .arg(gotPivot.x)
                                .arg(gotPivot.y)
                                .arg(pivot.x)
                                .arg(pivot.y)));
    if (shape < 0) {
        QVERIFY(f.shapes.isEmpty());
        return;
    }
    QVERIFY(shape < f.shapes.size());
    // Stored relative to the pivot: back to the frame's pixels.
    const Shape got = testing::moved(f.shapes[shape], gotPivot);
    QVERIFY2(testing::sameShape(got, want, testing::PolygonMatch::AnyStart, 1e-4),
             qPrintable(QStringLiteral("got %1\nwant %2")
                                .arg(testing::shapeText(got), testing::shapeText(want))));
}

QTEST_GUILESS_MAIN(TestRealEngines)
#include "tst_realengines.moc"
