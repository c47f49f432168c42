// Adding, removing and reordering a sprite's frames (model/frameedits.h): the frames end
// up in the hand-written order, and animations and preview instances keep pointing at the
// same frames. Frames are told apart by a tag (a unique duration), so the oracle follows
// the pictures themselves, not the index arithmetic under test; random edit sequences
// check the same invariant at scale.

#include "model/document/frameedits.h"

#include <QtTest>

#include <random>
#include <vector>

using namespace hitbox;

namespace {

// A sprite of `count` frames tagged 10, 20, 30, ... (their durations), with animations
// "all" (every frame), "odd" (1 3 1 ...) and "empty".
model::Sprite taggedSprite(int count)
{
    model::Sprite sprite;
    sprite.frames.clear();
    QList<int> all, odd;
    for (int i = 0; i < count; ++i) {
        model::Frame f;
        f.durationMs = 10 * (i + 1);
        sprite.frames << f;
        all << i;
        if (i % 2 == 1)
            odd << i << 1;
    }
    sprite.animations = {{QStringLiteral("all"), all, model::AnimationDirection::Forward},
                         {QStringLiteral("odd"), odd, model::AnimationDirection::PingPong},
                         {QStringLiteral("empty"), {}, model::AnimationDirection::Reverse}};
    return sprite;
}

QList<int> tags(const model::Sprite &sprite)
{
    QList<int> out;
    for (const model::Frame &f : sprite.frames)
        out << f.durationMs;
    return out;
}

QList<int> tagsOf(const model::Sprite &sprite, const QList<int> &frames)
{
    QList<int> out;
    for (const int f : frames)
        out << sprite.frames.at(f).durationMs;
    return out;
}

// Each animation's frames as tags, with the tags in `removed` left out.
// A std::vector, not a QList: Qt 6.4's QList<int>::operator== passes a null pointer to
// memcmp for two empty lists, which UBSan reports.
std::vector<std::vector<int>> animationTags(const model::Sprite &sprite,
                                            const QList<int> &removed = {})
{
    std::vector<std::vector<int>> out;
    for (const model::Animation &a : sprite.animations) {
        QList<int> t = tagsOf(sprite, a.frames);
        t.removeIf([&](int tag) { return removed.contains(tag); });
        out.emplace_back(t.cbegin(), t.cend());
    }
    return out;
}

} // namespace

class TestFrameEdits : public QObject
{
    Q_OBJECT

private slots:
    void edits_data();
    void edits();
    void instancesFollowTheirFrames_data();
    void instancesFollowTheirFrames();
    void randomEditsKeepAnimations();
    void undoMapGoesBack_data();
    void undoMapGoesBack();
};

void TestFrameEdits::edits_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<QList<int>>("expectedTags");
    QTest::addColumn<int>("removedTag"); // 0: none

    QTest::newRow("duplicate first")
            << "duplicate" << 3 << 0 << 0 << QList<int>{10, 10, 20, 30} << 0;
    QTest::newRow("duplicate middle")
            << "duplicate" << 3 << 1 << 0 << QList<int>{10, 20, 20, 30} << 0;
    QTest::newRow("duplicate last")
            << "duplicate" << 3 << 2 << 0 << QList<int>{10, 20, 30, 30} << 0;
    QTest::newRow("duplicate only") << "duplicate" << 1 << 0 << 0 << QList<int>{10, 10} << 0;
    QTest::newRow("duplicate out of range")
            << "duplicate" << 2 << 2 << 0 << QList<int>{10, 20} << 0;
    QTest::newRow("duplicate negative") << "duplicate" << 2 << -1 << 0 << QList<int>{10, 20} << 0;
    QTest::newRow("remove first") << "remove" << 4 << 0 << 0 << QList<int>{20, 30, 40} << 10;
    QTest::newRow("remove odd one") << "remove" << 4 << 1 << 0 << QList<int>{10, 30, 40} << 20;
    QTest::newRow("remove last") << "remove" << 4 << 3 << 0 << QList<int>{10, 20, 30} << 40;
    QTest::newRow("remove the only: refused") << "remove" << 1 << 0 << 0 << QList<int>{10} << 0;
    QTest::newRow("remove out of range") << "remove" << 3 << 3 << 0 << QList<int>{10, 20, 30} << 0;
    QTest::newRow("move right") << "move" << 4 << 0 << 2 << QList<int>{20, 30, 10, 40} << 0;
    QTest::newRow("move left") << "move" << 4 << 3 << 1 << QList<int>{10, 40, 20, 30} << 0;
    QTest::newRow("move by one") << "move" << 4 << 1 << 2 << QList<int>{10, 30, 20, 40} << 0;
    QTest::newRow("move to end") << "move" << 4 << 0 << 3 << QList<int>{20, 30, 40, 10} << 0;
    QTest::newRow("move in place") << "move" << 4 << 2 << 2 << QList<int>{10, 20, 30, 40} << 0;
    QTest::newRow("move out of range") << "move" << 4 << 1 << 4 << QList<int>{10, 20, 30, 40} << 0;
}

void TestFrameEdits::edits()
{
    QFETCH(QString, edit);
    QFETCH(int, count);
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(QList<int>, expectedTags);
    QFETCH(int, removedTag);
    const model::Sprite before = taggedSprite(count);
    const model::FrameEdit result = edit == "duplicate" ? model::duplicateFrame(before, a)
                                    : edit == "remove"  ? model::removeFrame(before, a)
                                                        : model::moveFrame(before, a, b);
    QCOMPARE(tags(result.sprite), expectedTags);
    // Every animation plays the same pictures in the same order (less a removed one).
    QCOMPARE(animationTags(result.sprite),
             animationTags(before, removedTag ? QList<int>{removedTag} : QList<int>{}));
    // The map sends each frame to where its picture is now.
    QCOMPARE(result.map.size(), before.frames.size());
    for (int i = 0; i < count; ++i) {
        if (before.frames[i].durationMs == removedTag) {
            QCOMPARE(result.map[i], -1);
            continue;
        }
        QVERIFY(result.map[i] >= 0 && result.map[i] < result.sprite.frames.size());
        QCOMPARE(result.sprite.frames[result.map[i]].durationMs, before.frames[i].durationMs);
    }
    // The rest of the sprite is untouched.
    model::Sprite rest = result.sprite;
    rest.frames = before.frames;
    rest.animations = before.animations;
    QVERIFY(rest == before);
}

void TestFrameEdits::instancesFollowTheirFrames_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<int>("shown");    // the instance's frame before
    QTest::addColumn<int>("expected"); // and after
    // Frames 10 20 30 40.
    QTest::newRow("dup before it") << "duplicate" << 0 << 0 << 2 << 3;
    QTest::newRow("dup of it: keeps the original") << "duplicate" << 2 << 0 << 2 << 2;
    QTest::newRow("dup after it") << "duplicate" << 3 << 0 << 2 << 2;
    QTest::newRow("remove before it") << "remove" << 0 << 0 << 2 << 1;
    QTest::newRow("remove it: the next takes its place") << "remove" << 1 << 0 << 1 << 1;
    QTest::newRow("remove it, the last: the previous") << "remove" << 3 << 0 << 3 << 2;
    QTest::newRow("remove after it") << "remove" << 3 << 0 << 1 << 1;
    QTest::newRow("move it") << "move" << 1 << 3 << 1 << 3;
    QTest::newRow("move over it") << "move" << 0 << 3 << 2 << 1;
    QTest::newRow("move across it leftwards") << "move" << 3 << 0 << 2 << 3;
    QTest::newRow("past the last (shows the last)") << "move" << 3 << 0 << 9 << 0;
}

void TestFrameEdits::instancesFollowTheirFrames()
{
    QFETCH(QString, edit);
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(int, shown);
    QFETCH(int, expected);
    const model::Sprite before = taggedSprite(4);
    const model::FrameEdit result = edit == "duplicate" ? model::duplicateFrame(before, a)
                                    : edit == "remove"  ? model::removeFrame(before, a)
                                                        : model::moveFrame(before, a, b);
    model::PreviewScene scene;
    scene.instances = {{0, shown, {1, 2}, 0, {1, 1}, {}, QStringLiteral("all")},
                       {1, shown, {3, 4}, 0, {1, 1}, {}}}; // another sprite: untouched
    const int newCount = int(result.sprite.frames.size());
    const model::PreviewScene after = model::remappedInstances(scene, 0, result.map, newCount);
    QCOMPARE(after.instances[0].frame, expected);
    QCOMPARE(after.instances[1], scene.instances[1]);
    model::PreviewInstance rest = after.instances[0];
    rest.frame = shown;
    QCOMPARE(rest, scene.instances[0]);
}

void TestFrameEdits::randomEditsKeepAnimations()
{
    std::mt19937 rng(20261124);
    for (int round = 0; round < 200; ++round) {
        model::Sprite sprite = taggedSprite(1 + int(rng() % 8));
        model::PreviewScene scene;
        scene.instances << model::PreviewInstance{
                0, int(rng() % sprite.frames.size()), {}, 0, {1, 1}, {}, {}};
        for (int step = 0; step < 12; ++step) {
            const int n = int(sprite.frames.size());
            const int a = int(rng() % (n + 1)) - (rng() % 8 == 0 ? 1 : 0);
            const int b = int(rng() % n);
            const int kind = int(rng() % 3);
            const model::FrameEdit r = kind == 0   ? model::duplicateFrame(sprite, a)
                                       : kind == 1 ? model::removeFrame(sprite, a)
                                                   : model::moveFrame(sprite, a, b);
            // After a duplicate two frames share a tag: a removed frame's entries are
            // checked by tag only while its tag is unique.
            const bool removedOne = r.sprite.frames.size() < sprite.frames.size();
            const int removedTag = removedOne ? sprite.frames[a].durationMs : 0;
            if (!removedOne)
                QCOMPARE(animationTags(r.sprite), animationTags(sprite));
            else if (tags(sprite).count(removedTag) == 1)
                QCOMPARE(animationTags(r.sprite), animationTags(sprite, {removedTag}));
            const int oldFrame = scene.instances[0].frame;
            const int newCount = int(r.sprite.frames.size());
            scene = model::remappedInstances(scene, 0, r.map, newCount);
            QVERIFY(scene.instances[0].frame >= 0 && scene.instances[0].frame < newCount);
            if (!removedOne || oldFrame != a)
                QCOMPARE(r.sprite.frames[scene.instances[0].frame].durationMs,
                         sprite.frames[oldFrame].durationMs);
            sprite = r.sprite;
        }
    }
}

void TestFrameEdits::undoMapGoesBack_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<QList<int>>("expected"); // new index -> old index
    // Frames 10 20 30 40.
    QTest::newRow("duplicate: the copy goes back to its original")
            << "duplicate" << 1 << 0 << QList<int>{0, 1, 1, 2, 3};
    QTest::newRow("remove") << "remove" << 1 << 0 << QList<int>{0, 2, 3};
    QTest::newRow("move") << "move" << 0 << 2 << QList<int>{1, 2, 0, 3};
}

void TestFrameEdits::undoMapGoesBack()
{
    QFETCH(QString, edit);
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(QList<int>, expected);
    const model::Sprite before = taggedSprite(4);
    const model::FrameEdit r = edit == "duplicate" ? model::duplicateFrame(before, a)
                               : edit == "remove"  ? model::removeFrame(before, a)
                                                   : model::moveFrame(before, a, b);
    const model::FrameMap back = model::undoFrameMap(r.map, int(r.sprite.frames.size()));
    QCOMPARE(back, expected);
    // Every frame goes back to a frame with its picture.
    for (int j = 0; j < back.size(); ++j)
        QCOMPARE(before.frames[back[j]].durationMs, r.sprite.frames[j].durationMs);
}

QTEST_GUILESS_MAIN(TestFrameEdits)
#include "tst_frameedits.moc"
