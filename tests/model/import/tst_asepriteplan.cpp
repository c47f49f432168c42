// Tests for model::asepriteImportPlan, what Add Sprites says an Aseprite file becomes before
// adding it: files written by the test-only writer (tests/common/asepritewriter.h) with
// every kind of layer, slice and tag, against hand-written expectations; and the plan
// agrees with what the importer then makes (the slice and hitbox-layer frames it lists are
// the frames that get those shapes).

#include "asepritewriter.h"

#include "model/import/aseprite/asepriteimporter.h"
#include "model/import/aseprite/asepriteplan.h"
#include "model/import/tagrepeat.h"
#include "model/io/asepritefile.h"

#include <QTest>

using namespace hitbox;
using namespace hitbox::testing;
using model::AsePlanItem;

namespace {

// Four frames of 8 x 8. Layers: "art" (every frame; "body" would name a role), the hidden "old
// sketch", the hidden group "fx" holding a visible "spark", and the hitbox layer "hitbox: fist"
// with cels on frames 1 and 2. Slices: "hitbox" shown on frames 0-1 and 3 (an empty key hides it on
// 2), "ghost" naming no role, "shield" whose user data names the hurtbox role. Tags: "walk", "fall"
// (ping-pong reverse), a second "fall" repeating twice, "jab" playing once and the ping-pong
// "wave" playing once (its first way).
AseWriteFile character()
{
    AseWriteFile file;
    file.layers = {aseLayer(QStringLiteral("art")),
                   aseLayer(QStringLiteral("old sketch"), 0, 0, false),
                   aseLayer(QStringLiteral("fx"), 1, 0, false),
                   aseLayer(QStringLiteral("spark"), 0, 1),
                   aseLayer(QStringLiteral("hitbox: fist"))};
    for (int f = 0; f < 4; ++f) {
        AseWriteFrame frame;
        frame.cels << aseBlockCel(0, QRect(2, 2, 4, 5));
        if (f == 1 || f == 2)
            frame.cels << aseBlockCel(4, QRect(5, 3, 3, 2));
        file.frames << frame;
    }
    file.tags = {aseTag(QStringLiteral("walk"), 0, 3),
                 aseTag(QStringLiteral("fall"), 1, 2, 3),
                 aseTag(QStringLiteral("fall"), 0, 0, 1, 2),
                 aseTag(QStringLiteral("jab"), 1, 3, 0, 1),
                 aseTag(QStringLiteral("wave"), 0, 2, 2, 1)};
    file.slices = {aseSlice(QStringLiteral("hitbox"),
                            {aseSliceKey(0, QRect(1, 1, 3, 3)),
                             aseSliceKey(2, QRect()),
                             aseSliceKey(3, QRect(2, 2, 2, 2))}),
                   aseSlice(QStringLiteral("ghost"), {aseSliceKey(0, QRect(0, 0, 2, 2))})};
    AseWriteSlice shield = aseSlice(QStringLiteral("shield"), {aseSliceKey(1, QRect(0, 0, 4, 4))});
    shield.userData = aseUserData(QStringLiteral("hurtbox"));
    file.slices << shield;
    return file;
}

} // namespace

class TestAsepritePlan : public QObject
{
    Q_OBJECT

private slots:
    void repeats_data();
    void repeats();
    void ranges_data();
    void ranges();
    void plan();
    void planMatchesTheImport();
};

// What Aseprite's own playback (doc/playback.cpp) does with a tag's repeat count, by hand:
// 0 loops; N plays the tag N times, and each way of a ping-pong counts as one, so repeat 1
// of a ping-pong is its first way only (forward, or backwards for ping-pong reverse).
void TestAsepritePlan::repeats_data()
{
    using D = model::AnimationDirection;
    QTest::addColumn<D>("direction");
    QTest::addColumn<bool>("backwards");
    QTest::addColumn<int>("repeat");
    QTest::addColumn<D>("plays");
    QTest::addColumn<bool>("loop");
    QTest::addColumn<QString>("text"); // empty: kept
    QTest::newRow("forward, not said") << D::Forward << false << 0 << D::Forward << true << "";
    QTest::newRow("forward once") << D::Forward << false << 1 << D::Forward << false << "";
    QTest::newRow("reverse once") << D::Reverse << false << 1 << D::Reverse << false << "";
    QTest::newRow("ping-pong once: one way")
            << D::PingPong << false << 1 << D::Forward << false << "";
    QTest::newRow("ping-pong reverse once: one way, backwards")
            << D::PingPong << true << 1 << D::Forward << false << "";
    QTest::newRow("ping-pong, not said") << D::PingPong << false << 0 << D::PingPong << true << "";
    QTest::newRow("ping-pong twice: there and back, ending on the first frame")
            << D::PingPong << false << 2 << D::PingPong << true
            << "plays 2 times, imported as a loop";
    QTest::newRow("forward twice") << D::Forward << false << 2 << D::Forward << true
                                   << "plays 2 times, imported as a loop";
    QTest::newRow("many") << D::Reverse << false << 65535 << D::Reverse << true
                          << "plays 65535 times, imported as a loop";
}

void TestAsepritePlan::repeats()
{
    QFETCH(model::AnimationDirection, direction);
    QFETCH(bool, backwards);
    QFETCH(int, repeat);
    QFETCH(model::AnimationDirection, plays);
    QFETCH(bool, loop);
    QFETCH(QString, text);
    model::ImportedAnimation animation{QStringLiteral("t"), 2, 5, direction, backwards};
    QCOMPARE(model::applyAsepriteRepeat(animation, repeat), text);
    QCOMPARE(animation.direction, plays);
    QCOMPARE(animation.loop, loop);
    QCOMPARE(animation.backwards, backwards);
    QCOMPARE(animation.from, 2);
    QCOMPARE(animation.to, 5);
}

void TestAsepritePlan::ranges_data()
{
    QTest::addColumn<QList<int>>("frames");
    QTest::addColumn<QString>("text");
    QTest::newRow("none") << QList<int>{} << QString();
    QTest::newRow("one") << QList<int>{0} << QStringLiteral("0");
    QTest::newRow("run") << QList<int>{2, 3, 4} << QStringLiteral("2-4");
    QTest::newRow("two apart") << QList<int>{1, 3} << QStringLiteral("1, 3");
    QTest::newRow("mixed") << QList<int>{0, 1, 2, 3, 7, 9, 10} << QStringLiteral("0-3, 7, 9-10");
    QTest::newRow("pair") << QList<int>{5, 6} << QStringLiteral("5-6");
}

void TestAsepritePlan::ranges()
{
    QFETCH(QList<int>, frames);
    QFETCH(QString, text);
    QCOMPARE(model::frameRangesText(frames), text);
}

void TestAsepritePlan::plan()
{
    const model::AseReadResult read
            = model::readAseprite(writeAseprite(character()), QStringLiteral("hero.aseprite"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    const QList<AsePlanItem> plan = model::asepriteImportPlan(read.file);
    using K = AsePlanItem::Kind;
    const QList<AsePlanItem> expected{
            {K::Layer, "art", "the picture", true},
            {K::Layer, "old sketch", "hidden: left out of the picture", false},
            {K::Layer, "fx", "hidden group: left out", false},
            {K::Layer, "fx/spark", "hidden: left out of the picture", false},
            {K::Layer,
             "hitbox: fist",
             "hitbox layer: traced into hitbox shapes \"fist\" on frames 1-2, not drawn in the "
             "picture",
             true},
            {K::Slice, "hitbox", "hitbox box \"hitbox\" on frames 0-1, 3", true},
            {K::Slice, "ghost", "names no role: not imported", false},
            {K::Slice, "shield", "hurtbox box \"shield\" on frames 1-3", true},
            {K::Tag, "walk", "animation \"walk\", forward, frames 0-3", true},
            {K::Tag,
             "fall",
             "animation \"fall\", ping-pong reverse (a ping-pong over the frames backwards), "
             "frames 1-2",
             true},
            {K::Tag,
             "fall",
             "animation \"fall_2\", reverse, frame 0; plays 2 times, imported as a loop",
             true},
            {K::Tag,
             "jab",
             "animation \"jab\", forward, frames 1-3; plays once, does not loop",
             true},
            {K::Tag,
             "wave",
             "animation \"wave\", ping-pong, frames 0-2; plays its first way once (Aseprite "
             "counts each way of a ping-pong as one repeat), does not loop",
             true}};
    QCOMPARE(plan.size(), expected.size());
    for (qsizetype i = 0; i < plan.size(); ++i) {
        QCOMPARE(plan[i].kind, expected[i].kind);
        QCOMPARE(plan[i].name, expected[i].name);
        QCOMPARE(plan[i].becomes, expected[i].becomes);
        QCOMPARE(plan[i].imported, expected[i].imported);
    }
}

void TestAsepritePlan::planMatchesTheImport()
{
    const model::AseReadResult read
            = model::readAseprite(writeAseprite(character()), QStringLiteral("hero.aseprite"));
    QVERIFY(read.ok());
    const model::ImportResult imported
            = model::importAseprite(QStringLiteral("hero.aseprite"), read.file);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    // The frames each shape name appears on, as the plan lists them.
    const auto framesWith = [&](const QString &name) {
        QList<int> frames;
        for (int f = 0; f < imported.sheet.frames.size(); ++f) {
            for (const model::Shape &s : imported.sheet.frames[f].shapes) {
                if (s.name == name && !frames.contains(f))
                    frames << f;
            }
        }
        return model::frameRangesText(frames);
    };
    QCOMPARE(framesWith(QStringLiteral("fist")), QStringLiteral("1-2"));
    QCOMPARE(framesWith(QStringLiteral("hitbox")), QStringLiteral("0-1, 3"));
    QCOMPARE(framesWith(QStringLiteral("shield")), QStringLiteral("1-3"));
    QCOMPARE(framesWith(QStringLiteral("ghost")), QString());
    QCOMPARE(imported.sheet.animations.size(), 5);
    // What the plan says of the repeat counts is what the import does.
    QList<bool> loops;
    QList<model::AnimationDirection> directions;
    for (const model::ImportedAnimation &a : imported.sheet.animations) {
        loops << a.loop;
        directions << a.direction;
    }
    QCOMPARE(loops, (QList<bool>{true, true, true, false, false}));
    QCOMPARE(directions[3], model::AnimationDirection::Forward);
    QCOMPARE(directions[4], model::AnimationDirection::Forward);
    QCOMPARE(imported.warning,
             QStringLiteral("hero.aseprite: tag \"fall\" plays 2 times, imported as a loop; slice "
                            "\"ghost\" names no role, not imported"));
}

QTEST_GUILESS_MAIN(TestAsepritePlan)
#include "tst_asepriteplan.moc"
