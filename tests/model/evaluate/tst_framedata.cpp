// Frame data (model::frameData) against hand-counted references: each row describes an
// animation's frames as tokens ("3" a frame of 3 ticks, "2a" with a hitbox, "4u" without
// a hurtbox, "2t" with a throw box counting as a hitbox) and gives the counts a person
// gets by hand. Second oracle: the hit timeline against a dummy whose hurtbox covers
// everything hits on exactly the active ticks.

#include "model/document/animationplayback.h"
#include "model/document/timing.h"
#include "model/evaluate/framedata.h"
#include "model/evaluate/hittimeline.h"

#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace hitbox;

namespace {

const QString hitRole = QStringLiteral("hitbox");
const QString hurtRole = QStringLiteral("hurtbox");
const QString throwRole = QStringLiteral("throw");

// A fighter whose frames follow `tokens`: a number (ticks at `rate`, or ms when `rate` is
// 0) and flags a (hitbox box), c (hitbox circle), t (throw box), u (no hurtbox), z (a
// hitbox box without area), o (a hitbox circle of radius 0), w (a hurtbox without area
// instead of the hurtbox): shapes without area meet nothing, so they do not count.
model::Project fighter(const QString &tokens, int rate, const QString &imagePath = {})
{
    model::Project p;
    p.ticksPerSecond = rate;
    model::Role throwing{throwRole, Qt::yellow, {hurtRole}};
    throwing.frameData = model::FrameDataRole::Hitbox;
    p.roles.roles << throwing;
    p.roles.setCollide(throwRole, hurtRole, true);
    model::Sprite s;
    s.name = QStringLiteral("fighter");
    s.imagePath = imagePath.isEmpty() ? QStringLiteral("/nowhere/fighter.png") : imagePath;
    s.frames.clear();
    for (const QString &token : tokens.split(u' ', Qt::SkipEmptyParts)) {
        qsizetype digits = 0;
        while (digits < token.size() && token[digits].isDigit())
            ++digits;
        const int n = token.left(digits).toInt();
        const QString flags = token.mid(digits);
        model::Frame f;
        f.durationMs = rate > 0 ? model::ticksToMs(n, rate) : n;
        if (flags.contains(u'w'))
            f.shapes << model::Shape::makeBox({-8, -20, 16, 0}, hurtRole);
        else if (!flags.contains(u'u'))
            f.shapes << model::Shape::makeBox({-8, -20, 16, 40}, hurtRole);
        if (flags.contains(u'a'))
            f.shapes << model::Shape::makeBox({6, -4, 20, 8}, hitRole);
        if (flags.contains(u'c'))
            f.shapes << model::Shape::makeCircle({{-20, 0}, 5}, hitRole);
        if (flags.contains(u't'))
            f.shapes << model::Shape::makeBox({0, -10, 10, 20}, throwRole);
        if (flags.contains(u'z'))
            f.shapes << model::Shape::makeBox({6, -4, 0, 8}, hitRole);
        if (flags.contains(u'o'))
            f.shapes << model::Shape::makeCircle({{6, 0}, 0}, hitRole);
        s.frames << f;
    }
    p.sprites << s;
    return p;
}

// "2-3 6-9" for windows.
QString windowText(const QList<model::TickWindow> &windows)
{
    QStringList parts;
    for (const model::TickWindow &w : windows)
        parts << QStringLiteral("%1-%2").arg(w.first).arg(w.last);
    return parts.join(u' ');
}

QString phaseText(const model::FrameData &data)
{
    QStringList parts;
    for (const model::FrameDataStep &step : data.steps)
        parts << model::framePhaseName(step.phase);
    return parts.join(u' ');
}

} // namespace

class TestFrameData : public QObject
{
    Q_OBJECT

private slots:
    void handCounted_data();
    void handCounted();
    void milliseconds_data();
    void milliseconds();
    void rolesAreTheDocuments();
    void activeTicksAreTheTimelinesHits_data();
    void activeTicksAreTheTimelinesHits();
};

void TestFrameData::handCounted_data()
{
    QTest::addColumn<QString>("frames");   // tokens, at 60 ticks per second
    QTest::addColumn<QList<int>>("order"); // the animation's frames; empty: none listed
    QTest::addColumn<int>("direction");
    QTest::addColumn<bool>("loop");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("startup"); // -1: none
    QTest::addColumn<int>("active");
    QTest::addColumn<int>("recovery"); // -1: none
    QTest::addColumn<QString>("activeWindows");
    QTest::addColumn<QString>("invulnerable");
    QTest::addColumn<QString>("phases");
    const int fwd = int(model::AnimationDirection::Forward);
    const int rev = int(model::AnimationDirection::Reverse);
    const int pp = int(model::AnimationDirection::PingPong);
    // A jab: 4 ticks of startup frames, active on ticks 5-6, 9 ticks of recovery; startup
    // counts the first active tick (it hits on its 5th tick).
    QTest::newRow("jab") << "4 2a 9" << QList<int>{0, 1, 2} << fwd << false << 15 << 5 << 2 << 9
                         << "5-6"
                         << ""
                         << "startup active recovery";
    QTest::newRow("active from tick 1")
            << "3a 5" << QList<int>{0, 1} << fwd << false << 8 << 1 << 3 << 5 << "1-3"
            << ""
            << "active recovery";
    QTest::newRow("active to the end")
            << "2 3a" << QList<int>{0, 1} << fwd << false << 5 << 3 << 3 << 0 << "3-5"
            << ""
            << "startup active";
    // Multi-hit: two windows with a gap; neighbouring active frames make one window.
    QTest::newRow("multi-hit") << "3 2a 1 1a 2c 6" << QList<int>{0, 1, 2, 3, 4, 5} << fwd << false
                               << 15 << 4 << 5 << 6 << "4-5 7-9"
                               << ""
                               << "startup active between active active recovery";
    QTest::newRow("throw box counts")
            << "2 1t 3" << QList<int>{0, 1, 2} << fwd << false << 6 << 3 << 1 << 3 << "3-3"
            << ""
            << "startup active recovery";
    // Looping: no recovery, said instead.
    QTest::newRow("looping") << "4 2a 9" << QList<int>{0, 1, 2} << fwd << true << 15 << 5 << 2 << -1
                             << "5-6"
                             << ""
                             << "startup active idle";
    // Hold forever (MUGEN -1 on the last element): the held frame counts its own ticks.
    QTest::newRow("hold forever") << "2 1a 1" << QList<int>{0, 1, 2} << fwd << false << 4 << 3 << 1
                                  << 1 << "3-3"
                                  << ""
                                  << "startup active recovery";
    QTest::newRow("no hitbox") << "3 4 5" << QList<int>{0, 1, 2} << fwd << false << 12 << -1 << 0
                               << -1 << ""
                               << ""
                               << "idle idle idle";
    QTest::newRow("unusable hitbox")
            << "3 4z 5" << QList<int>{0, 1, 2} << fwd << false << 12 << -1 << 0 << -1 << ""
            << ""
            << "idle idle idle";
    QTest::newRow("no hurtbox") << "2u 2au 2u" << QList<int>{0, 1, 2} << fwd << false << 6 << 3 << 2
                                << 2 << "3-4"
                                << "1-6"
                                << "startup active recovery";
    QTest::newRow("hurtbox without area")
            << "2 2aw 2w" << QList<int>{0, 1, 2} << fwd << false << 6 << 3 << 2 << 2 << "3-4"
            << "3-6"
            << "startup active recovery";
    // Invulnerable windows: startup invincibility of a reversal, and one mid-move.
    QTest::newRow("reversal") << "3u 2au 2a 4 1u 2" << QList<int>{0, 1, 2, 3, 4, 5} << fwd << false
                              << 14 << 4 << 4 << 7 << "4-7"
                              << "1-5 12-12"
                              << "startup active active recovery recovery recovery";
    QTest::newRow("empty animation")
            << "3 2a" << QList<int>{} << fwd << false << 0 << -1 << 0 << -1 << ""
            << ""
            << "";
    // Play order is playSequence's: repeats, reverse and ping-pong.
    QTest::newRow("repeats") << "2 1a" << QList<int>{0, 1, 0, 1, 0} << fwd << false << 8 << 3 << 2
                             << 2 << "3-3 6-6"
                             << ""
                             << "startup active between active recovery";
    QTest::newRow("reverse") << "4 2a 9" << QList<int>{0, 1, 2} << rev << false << 15 << 10 << 2
                             << 4 << "10-11"
                             << ""
                             << "startup active recovery";
    QTest::newRow("ping-pong") << "1 2a 3" << QList<int>{0, 1, 2} << pp << false << 8 << 2 << 4 << 0
                               << "2-3 7-8"
                               << ""
                               << "startup active between active";
}

void TestFrameData::handCounted()
{
    QFETCH(QString, frames);
    QFETCH(QList<int>, order);
    QFETCH(int, direction);
    QFETCH(bool, loop);
    QFETCH(int, total);
    QFETCH(int, startup);
    QFETCH(int, active);
    QFETCH(int, recovery);
    QFETCH(QString, activeWindows);
    QFETCH(QString, invulnerable);
    QFETCH(QString, phases);
    model::Project p = fighter(frames, 60);
    p.sprites[0].animations << model::Animation{
            "attack", order, model::AnimationDirection(direction), loop};
    const model::FrameData d = model::frameData(p, p.sprites[0], 0);
    QVERIFY(d.countsTicks);
    QCOMPARE(d.ticksPerSecond, 60);
    QCOMPARE(d.loops, loop);
    QCOMPARE(d.total, total);
    QCOMPARE(d.startup.value_or(-1), startup);
    QCOMPARE(d.active, active);
    QCOMPARE(d.recovery.value_or(-1), recovery);
    QCOMPARE(windowText(d.activeWindows), activeWindows);
    QCOMPARE(windowText(d.invulnerableWindows), invulnerable);
    QCOMPARE(phaseText(d), phases);
    // In a document counting ticks, every millisecond figure is its ticks at the rate.
    const auto ms = [](int ticks) { return ticks * 1000.0 / 60; };
    QCOMPARE(d.totalMs, ms(total));
    QCOMPARE(d.activeMs, ms(active));
    QCOMPARE(d.startupMs.has_value(), startup >= 0);
    QCOMPARE(d.recoveryMs.has_value(), recovery >= 0);
    if (d.startupMs)
        QCOMPARE(*d.startupMs, ms(startup));
    if (d.recoveryMs)
        QCOMPARE(*d.recoveryMs + 1.0, ms(recovery) + 1.0); // fuzzy near 0
    for (const model::TickWindow &w : d.activeWindows + d.invulnerableWindows) {
        QCOMPARE(w.startMs + 1.0, ms(w.first - 1) + 1.0);
        QCOMPARE(w.endMs, ms(w.last));
    }
    // startup + active + gaps + recovery = total, when it plays once and hits.
    if (d.recovery)
        QCOMPARE(d.activeWindows.last().last + *d.recovery, d.total);
}

void TestFrameData::milliseconds_data()
{
    QTest::addColumn<QString>("frames"); // ms
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("startup");
    QTest::addColumn<int>("recovery");
    QTest::addColumn<double>("totalMs");
    QTest::addColumn<double>("startupMs");
    QTest::addColumn<double>("recoveryMs");
    // Each frame lasts msToTicks(ms, 60) ticks: 100 ms -> 6, 70 -> 4 (4.2), 25 -> 2 (1.5,
    // halves up), 1 -> 1 (at least one tick); the milliseconds are the frames' own.
    QTest::newRow("100 70a 25") << "100 70a 25" << 12 << 7 << 2 << 195.0 << 117.5 << 25.0;
    QTest::newRow("1 1a 1") << "1 1a 1" << 3 << 2 << 1 << 3.0 << 2.0 << 1.0;
    QTest::newRow("50a 50") << "50a 50" << 6 << 1 << 3 << 100.0 << 50.0 / 3 << 50.0;
}

// A document counting milliseconds: ticks at 60 per second, frame by frame.
void TestFrameData::milliseconds()
{
    QFETCH(QString, frames);
    QFETCH(int, total);
    QFETCH(int, startup);
    QFETCH(int, recovery);
    QFETCH(double, totalMs);
    QFETCH(double, startupMs);
    QFETCH(double, recoveryMs);
    model::Project p = fighter(frames, 0);
    p.sprites[0].animations << model::Animation{"a", {0, 1, 2}, {}, false};
    p.sprites[0].animations[0].frames.resize(p.sprites[0].frames.size());
    const model::FrameData d = model::frameData(p, p.sprites[0], 0);
    QVERIFY(!d.countsTicks);
    QCOMPARE(d.ticksPerSecond, model::defaultFrameDataTicksPerSecond);
    QCOMPARE(d.total, total);
    QCOMPARE(d.startup.value_or(-1), startup);
    QCOMPARE(d.recovery.value_or(-1), recovery);
    QCOMPARE(d.totalMs, totalMs);
    QCOMPARE(*d.startupMs, startupMs);
    QCOMPARE(*d.recoveryMs, recoveryMs);
}

// Which roles count is the document's: renamed roles keep counting, and a role that says
// none does not.
void TestFrameData::rolesAreTheDocuments()
{
    model::Project p = fighter("2 1a 3", 60);
    p.sprites[0].animations << model::Animation{"a", {0, 1, 2}, {}, false};
    QCOMPARE(model::frameData(p, p.sprites[0], 0).startup, 3);
    p.roles.roles[*p.roles.indexOf(hitRole)].frameData = model::FrameDataRole::None;
    QCOMPARE(model::frameData(p, p.sprites[0], 0).startup, std::nullopt);
    p.roles.roles[*p.roles.indexOf(hurtRole)].frameData = model::FrameDataRole::None;
    QCOMPARE(windowText(model::frameData(p, p.sprites[0], 0).invulnerableWindows), "1-6");
    p.roles.roles[*p.roles.indexOf(hurtRole)].frameData = model::FrameDataRole::Hitbox;
    // Now every frame's hurtbox counts as a hitbox.
    QCOMPARE(windowText(model::frameData(p, p.sprites[0], 0).activeWindows), "1-6");
    // No animation: the sprite's frames, looping.
    const model::FrameData sprite = model::frameData(p, p.sprites[0], -1);
    QVERIFY(sprite.loops);
    QCOMPARE(sprite.total, 6);
    QCOMPARE(sprite.recovery, std::nullopt);
}

void TestFrameData::activeTicksAreTheTimelinesHits_data()
{
    QTest::addColumn<QString>("frames");
    QTest::addColumn<QList<int>>("order");
    QTest::addColumn<int>("direction");
    QTest::newRow("jab") << "4 2a 9" << QList<int>{0, 1, 2} << 0;
    QTest::newRow("multi-hit") << "3 2a 1 1a 2c 6" << QList<int>{0, 1, 2, 3, 4, 5} << 0;
    QTest::newRow("throw and invulnerable") << "3u 2tu 2a 4z" << QList<int>{3, 2, 1, 0} << 0;
    QTest::newRow("ping-pong repeats") << "1 2a 3 1c" << QList<int>{0, 1, 2, 3, 0, 1} << 2;
    QTest::newRow("no hitbox") << "3 4 5u" << QList<int>{0, 1, 2} << 1;
    QTest::newRow("without area") << "1 2z 3o 4a" << QList<int>{0, 1, 2, 3} << 0;
}

// The hit timeline of the animation against a dummy whose hurtbox covers everything hits
// on a frame exactly when frame data calls its ticks active.
void TestFrameData::activeTicksAreTheTimelinesHits()
{
    QFETCH(QString, frames);
    QFETCH(QList<int>, order);
    QFETCH(int, direction);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString image = dir.filePath(QStringLiteral("clear.png"));
    QImage clear(64, 64, QImage::Format_ARGB32);
    clear.fill(Qt::transparent);
    QVERIFY(clear.save(image));
    model::Project p = fighter(frames, 60, image);
    p.sprites[0].animations << model::Animation{
            "a", order, model::AnimationDirection(direction), false};
    model::Sprite dummy;
    dummy.imagePath = image;
    dummy.frames[0].shapes << model::Shape::makeBox({-1e6, -1e6, 2e6, 2e6}, hurtRole);
    p.sprites << dummy;
    const model::FrameData d = model::frameData(p, p.sprites[0], 0);

    model::ImageCache images;
    model::PreviewInstance a;
    a.sprite = 0;
    model::PreviewInstance b;
    b.sprite = 1;
    const QList<int> sequence = model::playSequence(p.sprites[0], 0);
    const QList<model::HitTimelineRow> rows = model::hitTimeline(p, images, a, sequence, b);
    QCOMPARE(rows.size(), d.steps.size());
    QSet<int> hitTicks, activeTicks;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QVERIFY2(rows[i].evaluation.error.isEmpty(), qPrintable(rows[i].evaluation.error));
        QCOMPARE(rows[i].frame, d.steps[i].frame);
        if (rows[i].evaluation.report[collision::Tier::Armature].verdict
            == collision::Verdict::Hit) {
            for (int t = 0; t < d.steps[i].ticks; ++t)
                hitTicks.insert(d.steps[i].firstTick + t);
        }
    }
    for (const model::TickWindow &w : d.activeWindows) {
        for (int t = w.first; t <= w.last; ++t)
            activeTicks.insert(t);
    }
    QCOMPARE(activeTicks, hitTicks);
    QCOMPARE(qsizetype(d.active), activeTicks.size());
    // And swapped: the dummy against the fighter's frames hits on the same frames.
    for (qsizetype i = 0; i < rows.size(); ++i) {
        model::PreviewInstance at = a;
        at.frame = rows[i].frame;
        const model::FramePairEvaluation swapped = model::evaluateFramePair(p, images, b, at);
        QCOMPARE(swapped.report[collision::Tier::Armature].verdict,
                 rows[i].evaluation.report[collision::Tier::Armature].verdict);
    }
}

QTEST_GUILESS_MAIN(TestFrameData)
#include "tst_framedata.moc"
