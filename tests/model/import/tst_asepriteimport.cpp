// Aseprite files as sprites (chosen by content: tst_formatregistry): frames and durations, tags as
// animations (unique names, directions), slices as boxes on the frames their keys cover, slice
// pivots, hitbox layers traced into their role's shapes and left out of the picture, hidden layers
// out of the picture, and the role-in-name rule. The files come from the test-only writer.

#include "asepritewriter.h"
#include "importedshapes.h"
#include "model/document/animationplayback.h"
#include "model/document/roles.h"
#include "model/import/sheetimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/frameloader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace hitbox;
using namespace hitbox::testing;

namespace {

const QRgb red = qRgba(220, 10, 10, 255);
const QRgb green = qRgba(10, 220, 10, 255);
const QRgb white = qRgba(255, 255, 255, 255);

// A 16x16 fighter: "art" (a red block), "ghost" (hidden, green), "hitbox: fist" (a white
// 6x4 block on frame 0 only); tags, slices with roles, a pivot slice and a plain slice.
AseWriteFile fighter()
{
    AseWriteFile file;
    file.size = QSize(16, 16);
    file.layers = {aseLayer(QStringLiteral("art")),
                   aseLayer(QStringLiteral("ghost"), 0, 0, false),
                   aseLayer(QStringLiteral("hitbox: fist"))};
    file.frames = {{120,
                    {aseBlockCel(0, QRect(2, 2, 4, 4), red),
                     aseBlockCel(1, QRect(0, 0, 16, 16), green),
                     aseBlockCel(2, QRect(9, 4, 6, 4), white)}},
                   {80, {aseBlockCel(0, QRect(3, 2, 4, 4), red)}},
                   {60, {aseBlockCel(0, QRect(4, 2, 4, 4), red)}}};
    file.tags = {aseTag(QStringLiteral("walk"), 0, 1, 0),
                 aseTag(QStringLiteral("walk"), 1, 2, 1),
                 aseTag(QStringLiteral("spin"), 0, 2, 3, 2)};
    file.slices = {aseSlice(QStringLiteral("hurtbox"),
                            {aseSliceKey(0, QRect(0, 0, 4, 4)), aseSliceKey(2, QRect(1, 1, 2, 2))}),
                   aseSlice(QStringLiteral("kick:hitbox"),
                            {aseSliceKey(0, QRect(0, 0, 0, 0)), aseSliceKey(1, QRect(5, 6, 3, 1))}),
                   aseSlice(QStringLiteral("feet"),
                            {aseSliceKey(0, QRect(4, 5, 2, 2), std::nullopt, QPoint(2, 3))}),
                   aseSlice(QStringLiteral("guard"), {aseSliceKey(0, QRect(8, 8, 2, 2))})};
    file.slices[3].userData = aseUserData(QStringLiteral("Sensor"));
    return file;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
        return {};
    return path;
}

} // namespace

class TestAsepriteImport : public QObject
{
    Q_OBJECT

private slots:
    void roleInName_data();
    void roleInName();
    void framesAndAnimations();
    void slicesAndPivot();
    void hitboxLayerTraced();
    void pictureLeavesOutHiddenAndHitboxLayers();
    void brokenFileNamed();
};

void TestAsepriteImport::roleInName_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("role"); ///< empty: none
    QTest::addColumn<QString>("name");

    QTest::newRow("role") << "hitbox"
                          << "hitbox"
                          << "hitbox";
    QTest::newRow("any case") << "HurtBox"
                              << "hurtbox"
                              << "hurtbox";
    QTest::newRow("spaces") << "  body "
                            << "body"
                            << "body";
    QTest::newRow("role first") << "hitbox: fist"
                                << "hitbox"
                                << "fist";
    QTest::newRow("role last") << "fist:hitbox"
                               << "hitbox"
                               << "fist";
    QTest::newRow("role last, spaced") << "left foot : Sensor"
                                       << "sensor"
                                       << "left foot";
    QTest::newRow("both roles: the first") << "body:hitbox"
                                           << "body"
                                           << "hitbox";
    QTest::newRow("role and nothing") << "hitbox:"
                                      << "hitbox"
                                      << "hitbox";
    QTest::newRow("nothing and role") << ":hurtbox"
                                      << "hurtbox"
                                      << "hurtbox";
    QTest::newRow("two colons") << "hitbox: fist: left"
                                << "hitbox"
                                << "fist: left";
    QTest::newRow("not a role") << "art"
                                << ""
                                << "";
    QTest::newRow("a longer word") << "hitboxes"
                                   << ""
                                   << "";
    QTest::newRow("no role either side") << "arm:left"
                                         << ""
                                         << "";
    QTest::newRow("empty") << ""
                           << ""
                           << "";
}

void TestAsepriteImport::roleInName()
{
    QFETCH(QString, text);
    QFETCH(QString, role);
    QFETCH(QString, name);
    const std::optional<model::RoleInName> found = model::roleInName(text);
    QCOMPARE(found.has_value(), !role.isEmpty());
    if (found) {
        QCOMPARE(found->role, role);
        QCOMPARE(found->name, name);
    }
}

void TestAsepriteImport::framesAndAnimations()
{
    QTemporaryDir dir;
    const QString path
            = writeFile(dir, QStringLiteral("fighter.aseprite"), writeAseprite(fighter()));
    const model::ImportResult imported = model::importSheet(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sheet.frames.size(), 3);
    QCOMPARE(imported.sheet.frames[0].durationMs, 120);
    QCOMPARE(imported.sheet.frames[2].durationMs, 60);
    QCOMPARE(imported.sheet.frames[2].region.imageIndex, 2);
    QVERIFY(!imported.warning.contains(QStringLiteral("ping-pong")));
    QVERIFY(imported.warning.contains(QStringLiteral("tag \"spin\" plays 2 times")));
    QVERIFY(imported.warning.contains(QStringLiteral("slice \"feet\" names no role")));
    QVERIFY(!imported.warning.contains(QStringLiteral("\"guard\"")));

    const model::Sprite sprite = model::spriteFromSheet(imported.sheet, QStringLiteral("fighter"));
    QCOMPARE(sprite.animations.size(), 3);
    QCOMPARE(sprite.animations[0].name, QStringLiteral("walk"));
    QCOMPARE(sprite.animations[1].name, QStringLiteral("walk_2"));
    QCOMPARE(sprite.animations[1].frames, (QList<int>{1, 2}));
    QCOMPARE(sprite.animations[1].direction, model::AnimationDirection::Reverse);
    QCOMPARE(sprite.animations[2].direction, model::AnimationDirection::PingPong);
    // Ping-pong reverse: the frames backwards, played ping-pong, is its order exactly.
    QCOMPARE(sprite.animations[2].frames, (QList<int>{2, 1, 0}));
    QCOMPARE(model::playSequence(sprite, 2), (QList<int>{2, 1, 0, 1}));
    QCOMPARE(model::uniqueAnimationNames(sprite), (QStringList{"walk", "walk_2", "spin"}));
}

void TestAsepriteImport::slicesAndPivot()
{
    QTemporaryDir dir;
    const QString path
            = writeFile(dir, QStringLiteral("fighter.aseprite"), writeAseprite(fighter()));
    const model::ImportResult imported = model::importSheet(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    // The "feet" slice's pivot: its origin (4, 5) plus (2, 3), on every frame (its key holds).
    const collision::Vec2 pivot{6, 8};
    const auto boxes = [&](int frame) {
        QStringList found;
        for (const model::Shape &s : imported.sheet.frames[frame].shapes) {
            if (s.isBox())
                found << QStringLiteral("%1/%2 %3,%4 %5x%6")
                                 .arg(s.role, s.name)
                                 .arg(s.box.x + pivot.x)
                                 .arg(s.box.y + pivot.y)
                                 .arg(s.box.w)
                                 .arg(s.box.h);
        }
        return found;
    };
    for (int f = 0; f < 3; ++f)
        QCOMPARE(imported.sheet.frames[f].pivot, std::optional<collision::Vec2>(pivot));
    // Frame 0: the first hurtbox key; "kick" is hidden (an empty key); "guard" by user data.
    QCOMPARE(boxes(0), (QStringList{"hurtbox/hurtbox 0,0 4x4", "sensor/guard 8,8 2x2"}));
    // Frame 1: the first hurtbox key still holds; kick's second key starts.
    QCOMPARE(boxes(1),
             (QStringList{
                     "hurtbox/hurtbox 0,0 4x4", "hitbox/kick 5,6 3x1", "sensor/guard 8,8 2x2"}));
    QCOMPARE(boxes(2),
             (QStringList{
                     "hurtbox/hurtbox 1,1 2x2", "hitbox/kick 5,6 3x1", "sensor/guard 8,8 2x2"}));
}

void TestAsepriteImport::hitboxLayerTraced()
{
    QTemporaryDir dir;
    const QString path
            = writeFile(dir, QStringLiteral("fighter.aseprite"), writeAseprite(fighter()));
    const model::ImportResult imported = model::importSheet(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QList<model::Shape> polygons;
    for (const model::Shape &s : imported.sheet.frames[0].shapes) {
        if (s.isPolygon())
            polygons << s;
    }
    QCOMPARE(polygons.size(), 1);
    QCOMPARE(polygons[0].role, QStringLiteral("hitbox"));
    QCOMPARE(polygons[0].name, QStringLiteral("fist"));
    // The trace of a solid 6x4 block at (9, 4) outlines exactly it (pivot (6, 8)).
    QCOMPARE(pointsBounds(polygons[0].polygon), QRectF(9 - 6, 4 - 8, 6, 4));
    // Frames without a cel on the layer get no traced shape.
    for (int f = 1; f < 3; ++f)
        for (const model::Shape &s : imported.sheet.frames[f].shapes)
            QVERIFY(!s.isPolygon());
}

void TestAsepriteImport::pictureLeavesOutHiddenAndHitboxLayers()
{
    QTemporaryDir dir;
    const QString path
            = writeFile(dir, QStringLiteral("fighter.aseprite"), writeAseprite(fighter()));
    model::FrameSources sources;
    for (int f = 0; f < 3; ++f) {
        const model::LoadedImage frame = sources.source(path, f);
        QVERIFY2(frame.ok(), qPrintable(frame.error));
        QCOMPARE(frame.image.size(), QSize(16, 16));
        const QImage image = frame.image.convertToFormat(QImage::Format_ARGB32);
        // Brute force over every pixel: red where "art" is, transparent elsewhere.
        const QRect art(2 + f, 2, 4, 4);
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x)
                QCOMPARE(image.pixel(x, y), art.contains(x, y) ? red : QRgb(0));
    }
    QCOMPARE(sources.frameDecodes(), 3);
    const model::LoadedImage missing = sources.source(path, 3);
    QVERIFY(!missing.ok());
    QVERIFY2(missing.error.contains(QStringLiteral("has no frame 3 (it holds 3)")),
             qPrintable(missing.error));
}

void TestAsepriteImport::brokenFileNamed()
{
    QTemporaryDir dir;
    AseWriteFile file = fighter();
    file.layers[2].type = 2;
    const QString path = writeFile(dir, QStringLiteral("tiles.aseprite"), writeAseprite(file));
    const model::ImportResult imported = model::importSheet(path);
    QVERIFY(!imported.ok());
    QVERIFY2(imported.error.startsWith(QDir::toNativeSeparators(path) + QStringLiteral(": ")),
             qPrintable(imported.error));
    QVERIFY2(imported.error.contains(QStringLiteral("layer \"hitbox: fist\" is a tilemap layer")),
             qPrintable(imported.error));
    model::FrameSources sources;
    const model::LoadedImage frame = sources.source(path, 0);
    QVERIFY(!frame.ok());
    QVERIFY2(frame.error.contains(QStringLiteral("tilemap layer")), qPrintable(frame.error));
}

QTEST_GUILESS_MAIN(TestAsepriteImport)
#include "tst_asepriteimport.moc"
