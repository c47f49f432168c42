// Which frame an animation shows at a time (model::frameAtTime), the play order it follows
// (playSequence) and where a scrubbed frame starts (frameStartMs): tables of times checked
// against hand-worked answers, and every millisecond of two cycles checked against a
// timeline expanded one entry per millisecond.

#include "model/document/animationplayback.h"

#include <QElapsedTimer>
#include <QSet>
#include <QtTest>

#include <random>

using namespace hitbox;
using model::AnimationDirection;

Q_DECLARE_METATYPE(AnimationDirection)

namespace {

// Frames 0..4 lasting 100, 50, 200, 10 and 0 (shown as 1) ms; animation "a" plays 1 2 3.
model::Sprite testSprite(AnimationDirection direction, QList<int> frames = {1, 2, 3})
{
    model::Sprite sprite;
    sprite.frames.clear();
    for (const int d : {100, 50, 200, 10, 0}) {
        model::Frame f;
        f.durationMs = d;
        sprite.frames.append(f);
    }
    sprite.animations.append({QStringLiteral("a"), frames, direction});
    sprite.animations.append({QStringLiteral("b"), {4, 0}, AnimationDirection::Forward});
    return sprite;
}

// The independent oracle: the sequence written out with one entry per millisecond.
QList<int> expandedTimeline(const model::Sprite &sprite, const QList<int> &sequence)
{
    QList<int> timeline;
    for (const int f : sequence) {
        for (int ms = 0; ms < std::max(1, sprite.frames[f].durationMs); ++ms)
            timeline.append(f);
    }
    return timeline;
}

} // namespace

class TestAnimationPlayback : public QObject
{
    Q_OBJECT

private slots:
    void playSequence_data();
    void playSequence();
    void frameAtTime_data();
    void frameAtTime();
    void playedOnce_data();
    void playedOnce();
    void everyMillisecondMatchesTheTimeline_data();
    void everyMillisecondMatchesTheTimeline();
    void frameStart_data();
    void frameStart();
    void animationIndexByName();
    void uniqueAnimationNames_data();
    void uniqueAnimationNames();
    void uniqueNamesOfManyRepeats();
    void playedFrame_data();
    void playedFrame();
    void onionNeighbours_data();
    void onionNeighbours();
};

void TestAnimationPlayback::playSequence_data()
{
    QTest::addColumn<AnimationDirection>("direction");
    QTest::addColumn<QList<int>>("frames");
    QTest::addColumn<int>("animation");
    QTest::addColumn<QList<int>>("expected");
    const auto F = AnimationDirection::Forward;
    const auto R = AnimationDirection::Reverse;
    const auto P = AnimationDirection::PingPong;
    QTest::newRow("forward") << F << QList<int>{1, 2, 3} << 0 << QList<int>{1, 2, 3};
    QTest::newRow("reverse") << R << QList<int>{1, 2, 3} << 0 << QList<int>{3, 2, 1};
    QTest::newRow("ping-pong") << P << QList<int>{0, 1, 2, 3} << 0 << QList<int>{0, 1, 2, 3, 2, 1};
    QTest::newRow("ping-pong of two") << P << QList<int>{1, 2} << 0 << QList<int>{1, 2};
    QTest::newRow("ping-pong of one") << P << QList<int>{2} << 0 << QList<int>{2};
    QTest::newRow("repeats kept") << F << QList<int>{2, 2, 1} << 0 << QList<int>{2, 2, 1};
    QTest::newRow("invalid skipped") << F << QList<int>{-1, 3, 9, 1} << 0 << QList<int>{3, 1};
    QTest::newRow("all invalid: sprite") << R << QList<int>{7, 8} << 0 << QList<int>{0, 1, 2, 3, 4};
    QTest::newRow("empty: sprite") << P << QList<int>{} << 0 << QList<int>{0, 1, 2, 3, 4};
    QTest::newRow("none") << F << QList<int>{1} << -1 << QList<int>{0, 1, 2, 3, 4};
    QTest::newRow("past the last") << F << QList<int>{1} << 2 << QList<int>{0, 1, 2, 3, 4};
    QTest::newRow("second") << F << QList<int>{1} << 1 << QList<int>{4, 0};
}

void TestAnimationPlayback::playSequence()
{
    QFETCH(AnimationDirection, direction);
    QFETCH(QList<int>, frames);
    QFETCH(int, animation);
    QFETCH(QList<int>, expected);
    QCOMPARE(model::playSequence(testSprite(direction, frames), animation), expected);
}

void TestAnimationPlayback::frameAtTime_data()
{
    QTest::addColumn<AnimationDirection>("direction");
    QTest::addColumn<int>("animation");
    QTest::addColumn<qint64>("time");
    QTest::addColumn<int>("expected");
    const auto F = AnimationDirection::Forward;
    const auto R = AnimationDirection::Reverse;
    const auto P = AnimationDirection::PingPong;
    // Forward 1 2 3: [0,50) 1, [50,250) 2, [250,260) 3; cycle 260.
    QTest::newRow("fwd start") << F << 0 << qint64(0) << 1;
    QTest::newRow("fwd 49") << F << 0 << qint64(49) << 1;
    QTest::newRow("fwd 50") << F << 0 << qint64(50) << 2;
    QTest::newRow("fwd 249") << F << 0 << qint64(249) << 2;
    QTest::newRow("fwd 250") << F << 0 << qint64(250) << 3;
    QTest::newRow("fwd 259") << F << 0 << qint64(259) << 3;
    QTest::newRow("fwd loops") << F << 0 << qint64(260) << 1;
    QTest::newRow("fwd 2nd cycle") << F << 0 << qint64(260 + 60) << 2;
    QTest::newRow("fwd far") << F << 0 << qint64(260) * 1000000 + 255 << 3;
    QTest::newRow("fwd negative") << F << 0 << qint64(-5) << 1;
    // Reverse 3 2 1: [0,10) 3, [10,210) 2, [210,260) 1.
    QTest::newRow("rev start") << R << 0 << qint64(0) << 3;
    QTest::newRow("rev 10") << R << 0 << qint64(10) << 2;
    QTest::newRow("rev 209") << R << 0 << qint64(209) << 2;
    QTest::newRow("rev 210") << R << 0 << qint64(210) << 1;
    QTest::newRow("rev loops") << R << 0 << qint64(260) << 3;
    // Ping-pong 1 2 3 2: [0,50) 1, [50,250) 2, [250,260) 3, [260,460) 2; cycle 460.
    QTest::newRow("pp 255") << P << 0 << qint64(255) << 3;
    QTest::newRow("pp 260") << P << 0 << qint64(260) << 2;
    QTest::newRow("pp 459") << P << 0 << qint64(459) << 2;
    QTest::newRow("pp loops") << P << 0 << qint64(460) << 1;
    // No animation: 0..4 for 100, 50, 200, 10, 1; cycle 361.
    QTest::newRow("sprite 100") << F << -1 << qint64(100) << 1;
    QTest::newRow("sprite 359") << F << -1 << qint64(359) << 3;
    QTest::newRow("sprite zero duration") << F << -1 << qint64(360) << 4;
    QTest::newRow("sprite loops") << F << -1 << qint64(361) << 0;
}

void TestAnimationPlayback::playedOnce_data()
{
    QTest::addColumn<AnimationDirection>("direction");
    QTest::addColumn<qint64>("time");
    QTest::addColumn<int>("expected");
    const auto F = AnimationDirection::Forward;
    const auto R = AnimationDirection::Reverse;
    const auto P = AnimationDirection::PingPong;
    // Forward 1 2 3 once: [0,50) 1, [50,250) 2, [250,260) 3, then 3 for ever.
    QTest::newRow("fwd start") << F << qint64(0) << 1;
    QTest::newRow("fwd 259") << F << qint64(259) << 3;
    QTest::newRow("fwd end holds") << F << qint64(260) << 3;
    QTest::newRow("fwd far holds") << F << qint64(260) * 1000000 << 3;
    QTest::newRow("fwd negative") << F << qint64(-5) << 1;
    // Reverse 3 2 1 once: [0,10) 3, [10,210) 2, [210,260) 1, then 1.
    QTest::newRow("rev 209") << R << qint64(209) << 2;
    QTest::newRow("rev end holds") << R << qint64(260) << 1;
    // Ping-pong 1 2 3 2 once: its last frame is 2, from 260 on.
    QTest::newRow("pp 459") << P << qint64(459) << 2;
    QTest::newRow("pp end holds") << P << qint64(460) << 2;
    QTest::newRow("pp far holds") << P << qint64(46000) << 2;
}

void TestAnimationPlayback::playedOnce()
{
    QFETCH(AnimationDirection, direction);
    QFETCH(qint64, time);
    QFETCH(int, expected);
    model::Sprite sprite = testSprite(direction);
    sprite.animations[0].loop = false;
    QCOMPARE(model::frameAtTime(sprite, 0, time), expected);
    // The sprite's own frames (no animation) always loop.
    QCOMPARE(model::frameAtTime(sprite, -1, 361), 0);
}

void TestAnimationPlayback::frameAtTime()
{
    QFETCH(AnimationDirection, direction);
    QFETCH(int, animation);
    QFETCH(qint64, time);
    QFETCH(int, expected);
    QCOMPARE(model::frameAtTime(testSprite(direction), animation, time), expected);
}

void TestAnimationPlayback::everyMillisecondMatchesTheTimeline_data()
{
    QTest::addColumn<AnimationDirection>("direction");
    QTest::addColumn<QList<int>>("frames");
    QTest::addColumn<QList<int>>("sequence"); // written out by hand
    QTest::newRow("forward") << AnimationDirection::Forward << QList<int>{0, 2, 4, 1}
                             << QList<int>{0, 2, 4, 1};
    QTest::newRow("reverse") << AnimationDirection::Reverse << QList<int>{0, 2, 4, 1}
                             << QList<int>{1, 4, 2, 0};
    QTest::newRow("ping-pong") << AnimationDirection::PingPong << QList<int>{0, 2, 4, 1}
                               << QList<int>{0, 2, 4, 1, 4, 2};
}

void TestAnimationPlayback::everyMillisecondMatchesTheTimeline()
{
    QFETCH(AnimationDirection, direction);
    QFETCH(QList<int>, frames);
    QFETCH(QList<int>, sequence);
    const model::Sprite sprite = testSprite(direction, frames);
    const QList<int> timeline = expandedTimeline(sprite, sequence);
    QCOMPARE(model::cycleDurationMs(sprite, 0), qint64(timeline.size()));
    for (qint64 t = 0; t < 2 * timeline.size(); ++t)
        QCOMPARE(model::frameAtTime(sprite, 0, t), timeline[t % timeline.size()]);
}

void TestAnimationPlayback::frameStart_data()
{
    QTest::addColumn<AnimationDirection>("direction");
    QTest::addColumn<int>("frame");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("first") << AnimationDirection::Forward << 1 << qint64(0);
    QTest::newRow("second") << AnimationDirection::Forward << 2 << qint64(50);
    QTest::newRow("third") << AnimationDirection::Forward << 3 << qint64(250);
    QTest::newRow("reverse") << AnimationDirection::Reverse << 1 << qint64(210);
    QTest::newRow("ping-pong: first place") << AnimationDirection::PingPong << 2 << qint64(50);
    QTest::newRow("not in it") << AnimationDirection::Forward << 0 << qint64(0);
}

void TestAnimationPlayback::frameStart()
{
    QFETCH(AnimationDirection, direction);
    QFETCH(int, frame);
    QFETCH(qint64, expected);
    const model::Sprite sprite = testSprite(direction);
    const qint64 start = model::frameStartMs(sprite, 0, frame);
    QCOMPARE(start, expected);
    if (model::playSequence(sprite, 0).contains(frame))
        QCOMPARE(model::frameAtTime(sprite, 0, start), frame);
}

void TestAnimationPlayback::animationIndexByName()
{
    const model::Sprite sprite = testSprite(AnimationDirection::Forward);
    QCOMPARE(model::animationIndex(sprite, QStringLiteral("a")), 0);
    QCOMPARE(model::animationIndex(sprite, QStringLiteral("b")), 1);
    QCOMPARE(model::animationIndex(sprite, QStringLiteral("A")), -1);
    QCOMPARE(model::animationIndex(sprite, QString()), -1);
}

namespace {

// The rule of uniqueAnimationNames written the slow, obvious way: a repeat takes the first
// NAME_N (N = 2, 3, ...) that is no animation's own name and no earlier result.
QStringList referenceUniqueNames(const QStringList &names)
{
    QStringList out;
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (!names.mid(0, i).contains(names[i])) {
            out << names[i];
            continue;
        }
        for (int n = 2;; ++n) {
            const QString candidate = names[i] + QStringLiteral("_") + QString::number(n);
            if (!names.contains(candidate) && !out.contains(candidate)) {
                out << candidate;
                break;
            }
        }
    }
    return out;
}

} // namespace

void TestAnimationPlayback::uniqueAnimationNames_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("none") << QStringList{} << QStringList{};
    QTest::newRow("distinct") << QStringList{"a", "b"} << QStringList{"a", "b"};
    QTest::newRow("two tags fall") << QStringList{"fall", "fall"} << QStringList{"fall", "fall_2"};
    QTest::newRow("own fall_2 kept")
            << QStringList{"fall", "fall", "fall_2"} << QStringList{"fall", "fall_3", "fall_2"};
    QTest::newRow("own fall_2 first")
            << QStringList{"fall_2", "fall", "fall"} << QStringList{"fall_2", "fall", "fall_3"};
    QTest::newRow("three repeats") << QStringList{"x", "x", "x"} << QStringList{"x", "x_2", "x_3"};
    QTest::newRow("repeat of a repeat's name")
            << QStringList{"a", "a", "a_2", "a_2"} << QStringList{"a", "a_3", "a_2", "a_2_2"};
    QTest::newRow("empty names") << QStringList{"", ""} << QStringList{"", "_2"};
    QTest::newRow("case differs") << QStringList{"Fall", "fall"} << QStringList{"Fall", "fall"};
    QTest::newRow("awkward") << QStringList{"a:b#1", "a:b#1", "%1 x"}
                             << QStringList{"a:b#1", "a:b#1_2", "%1 x"};
}

void TestAnimationPlayback::uniqueAnimationNames()
{
    QFETCH(QStringList, names);
    QFETCH(QStringList, expected);
    QCOMPARE(model::uniqueAnimationNames(names), expected);
    QCOMPARE(referenceUniqueNames(names), expected);
    // Every result is found again by animationIndex, at its own place.
    model::Sprite sprite = testSprite(AnimationDirection::Forward);
    sprite.animations.clear();
    for (const QString &name : names)
        sprite.animations.append({name, {0}, AnimationDirection::Forward});
    QCOMPARE(model::uniqueAnimationNames(sprite), expected);
    for (qsizetype i = 0; i < expected.size(); ++i) {
        if (!expected[i].isEmpty())
            QCOMPARE(model::animationIndex(sprite, expected[i]), int(i));
    }
}

void TestAnimationPlayback::uniqueNamesOfManyRepeats()
{
    // Random lists over a few names (some already suffixed) against the obvious rule; and a
    // sprite of 10,000 repeats stays fast (the suffix search does not restart at 2).
    std::mt19937 random(20261127);
    const QStringList pool{"a", "a_2", "a_3", "b", "a_2_2", "b_2"};
    std::uniform_int_distribution<int> length(0, 8);
    std::uniform_int_distribution<qsizetype> pick(0, pool.size() - 1);
    for (int round = 0; round < 500; ++round) {
        QStringList names;
        const int count = length(random);
        for (int i = 0; i < count; ++i)
            names << pool[pick(random)];
        const QStringList unique = model::uniqueAnimationNames(names);
        QCOMPARE(unique, referenceUniqueNames(names));
        QCOMPARE(QSet<QString>(unique.cbegin(), unique.cend()).size(), unique.size());
    }
    const QStringList many(10000, QStringLiteral("fall"));
    QElapsedTimer timer;
    timer.start();
    const QStringList unique = model::uniqueAnimationNames(many);
    QCOMPARE(unique.last(), QStringLiteral("fall_10000"));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
}

void TestAnimationPlayback::playedFrame_data()
{
    QTest::addColumn<QString>("animation");
    QTest::addColumn<int>("frame");
    QTest::addColumn<qint64>("elapsed");
    QTest::addColumn<int>("expected");
    // "a" forward 1 2 3: [0,50) 1, [50,250) 2, [250,260) 3.
    QTest::newRow("none keeps its frame") << QString() << 4 << qint64(1000) << 4;
    QTest::newRow("unknown keeps its frame") << QStringLiteral("zz") << 2 << qint64(70) << 2;
    QTest::newRow("from its first") << QStringLiteral("a") << 1 << qint64(0) << 1;
    QTest::newRow("from its first, later") << QStringLiteral("a") << 1 << qint64(50) << 2;
    QTest::newRow("from the scrubbed frame") << QStringLiteral("a") << 2 << qint64(0) << 2;
    QTest::newRow("scrubbed, 199 ms on") << QStringLiteral("a") << 2 << qint64(199) << 2;
    QTest::newRow("scrubbed, 200 ms on") << QStringLiteral("a") << 2 << qint64(200) << 3;
    QTest::newRow("scrubbed, wraps") << QStringLiteral("a") << 3 << qint64(10) << 1;
    QTest::newRow("frame not in it: first") << QStringLiteral("a") << 0 << qint64(0) << 1;
    QTest::newRow("negative time") << QStringLiteral("a") << 3 << qint64(-40) << 3;
    QTest::newRow("other animation") << QStringLiteral("b") << 0 << qint64(0) << 0;
    QTest::newRow("other animation wraps") << QStringLiteral("b") << 0 << qint64(100) << 4;
}

void TestAnimationPlayback::playedFrame()
{
    QFETCH(QString, animation);
    QFETCH(int, frame);
    QFETCH(qint64, elapsed);
    QFETCH(int, expected);
    model::PreviewInstance instance;
    instance.frame = frame;
    instance.animation = animation;
    QCOMPARE(model::playedFrame(testSprite(AnimationDirection::Forward), instance, elapsed),
             expected);
}

void TestAnimationPlayback::onionNeighbours_data()
{
    QTest::addColumn<AnimationDirection>("direction");
    QTest::addColumn<int>("animation");
    QTest::addColumn<int>("frame");
    QTest::addColumn<int>("previous");
    QTest::addColumn<int>("next");
    const auto F = AnimationDirection::Forward;
    const auto R = AnimationDirection::Reverse;
    const auto P = AnimationDirection::PingPong;
    // Sprite frames 0..4; "a" is 1 2 3 (animation 0), "b" is 4 0 (animation 1).
    QTest::newRow("sprite first") << F << -1 << 0 << -1 << 1;
    QTest::newRow("sprite middle") << F << -1 << 2 << 1 << 3;
    QTest::newRow("sprite last") << F << -1 << 4 << 3 << -1;
    QTest::newRow("forward first") << F << 0 << 1 << -1 << 2;
    QTest::newRow("forward middle") << F << 0 << 2 << 1 << 3;
    QTest::newRow("forward last") << F << 0 << 3 << 2 << -1;
    QTest::newRow("reverse: order of play") << R << 0 << 3 << -1 << 2;
    QTest::newRow("reverse last") << R << 0 << 1 << 2 << -1;
    QTest::newRow("ping-pong turn") << P << 0 << 3 << 2 << 2;
    QTest::newRow("jumps over sprite order") << F << 1 << 4 << -1 << 0;
    QTest::newRow("jumps back") << F << 1 << 0 << 4 << -1;
    QTest::newRow("not in it: sprite order") << F << 0 << 0 << -1 << 1;
    QTest::newRow("not in it either") << F << 1 << 2 << 1 << 3;
    QTest::newRow("animation past the last") << F << 5 << 2 << 1 << 3;
    QTest::newRow("frame out of range") << F << 0 << 7 << -1 << -1;
}

void TestAnimationPlayback::onionNeighbours()
{
    QFETCH(AnimationDirection, direction);
    QFETCH(int, animation);
    QFETCH(int, frame);
    QFETCH(int, previous);
    QFETCH(int, next);
    const model::OnionNeighbours n
            = model::onionNeighbours(testSprite(direction), animation, frame);
    QCOMPARE(n.previous, previous);
    QCOMPARE(n.next, next);
}

QTEST_GUILESS_MAIN(TestAnimationPlayback)
#include "tst_animationplayback.moc"
