// Tests for hitbox/world.h against hand-written frame tables: each row is a
// sequence of frames ("which pairs collide") and the begin (+) / end (-) events expected
// after each frame. Pairs are written tier:a-b with a = aabb, b = box, c = circle,
// m = armature, p = pixel, and B standing for the board id.

#include <hitbox/world.h>

#include <QTest>

using namespace hitbox::collision;

namespace {

Tier tierOf(QChar c)
{
    switch (c.toLatin1()) {
    case 'a':
        return Tier::Aabb;
    case 'b':
        return Tier::Box;
    case 'c':
        return Tier::Circle;
    case 'm':
        return Tier::Armature;
    default:
        return Tier::Pixel;
    }
}

std::uint32_t idOf(const QString &s)
{
    return s == QLatin1String("B") ? boardId : s.toUInt();
}

QString idText(std::uint32_t id)
{
    return id == boardId ? QStringLiteral("B") : QString::number(id);
}

// "c:0-1 a:2-B" -> pairs.
std::vector<ContactPair> parseFrame(const QString &frame)
{
    std::vector<ContactPair> pairs;
    for (const QString &token : frame.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList ids = token.mid(2).split(QLatin1Char('-'));
        pairs.push_back({tierOf(token.at(0)), idOf(ids.at(0)), idOf(ids.at(1))});
    }
    return pairs;
}

QString pairText(const ContactPair &p)
{
    const char letters[] = {'a', 'b', 'c', 'm', 'p'};
    return QString(QLatin1Char(letters[static_cast<int>(p.tier)])) + QLatin1Char(':') + idText(p.a)
           + QLatin1Char('-') + idText(p.b);
}

QString eventsText(const ContactEvents &events)
{
    QStringList parts;
    for (const ContactPair &p : events.begin)
        parts << QLatin1Char('+') + pairText(p);
    for (const ContactPair &p : events.end)
        parts << QLatin1Char('-') + pairText(p);
    return parts.join(QLatin1Char(' '));
}

} // namespace

class tst_ContactTracker : public QObject
{
    Q_OBJECT

private slots:
    void frames_data();
    void frames();
    void touchingAndIsTouching();
    void resetForgetsWithoutEvents();
};

void tst_ContactTracker::frames_data()
{
    QTest::addColumn<QStringList>("frames");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("nothing") << QStringList{"", ""} << QStringList{"", ""};
    QTest::newRow("one contact over three frames, no repeated begin")
            << QStringList{"", "c:0-1", "c:0-1", "c:0-1", ""}
            << QStringList{"", "+c:0-1", "", "", "-c:0-1"};
    QTest::newRow("order of ids does not matter") << QStringList{"c:1-0", "c:0-1", "c:1-0", ""}
                                                  << QStringList{"+c:0-1", "", "", "-c:0-1"};
    QTest::newRow("duplicates and self pairs ignored")
            << QStringList{"c:0-1 c:1-0 c:0-1 c:2-2", "c:2-2"} << QStringList{"+c:0-1", "-c:0-1"};
    QTest::newRow("tiers are tracked separately")
            << QStringList{"a:0-1", "a:0-1 p:0-1", "p:0-1", ""}
            << QStringList{"+a:0-1", "+p:0-1", "-a:0-1", "-p:0-1"};
    QTest::newRow("flicker gives a begin each time")
            << QStringList{"b:3-4", "", "b:3-4", "", "b:3-4"}
            << QStringList{"+b:3-4", "-b:3-4", "+b:3-4", "-b:3-4", "+b:3-4"};
    QTest::newRow("board bounces one frame apart are two collisions")
            << QStringList{"c:0-B", "", "c:0-B", "c:0-B", ""}
            << QStringList{"+c:0-B", "-c:0-B", "+c:0-B", "", "-c:0-B"};
    QTest::newRow("chain of three: begins and ends sorted")
            << QStringList{"c:1-2", "c:1-2 c:0-1", "c:0-1 c:2-3", "c:2-3", ""}
            << QStringList{"+c:1-2", "+c:0-1", "+c:2-3 -c:1-2", "-c:0-1", "-c:2-3"};
    QTest::newRow("swap partners in one frame")
            << QStringList{"m:0-1 m:2-3", "m:0-2 m:1-3"}
            << QStringList{"+m:0-1 +m:2-3", "+m:0-2 +m:1-3 -m:0-1 -m:2-3"};
    QTest::newRow("events sorted by tier first")
            << QStringList{"p:0-1 a:5-6 c:0-1"} << QStringList{"+a:5-6 +c:0-1 +p:0-1"};
}

void tst_ContactTracker::frames()
{
    QFETCH(QStringList, frames);
    QFETCH(QStringList, expected);
    QCOMPARE(frames.size(), expected.size());
    ContactTracker tracker;
    for (int i = 0; i < frames.size(); ++i) {
        const std::vector<ContactPair> pairs = parseFrame(frames.at(i));
        const QString got = eventsText(tracker.update(pairs));
        QVERIFY2(got == expected.at(i),
                 qPrintable(QStringLiteral("frame %1: got '%2', want '%3'")
                                    .arg(i)
                                    .arg(got, expected.at(i))));
    }
}

void tst_ContactTracker::touchingAndIsTouching()
{
    ContactTracker tracker;
    const std::vector<ContactPair> frame = parseFrame("c:5-2 a:1-0 c:3-4");
    tracker.update(frame);
    QCOMPARE(tracker.touching().size(), std::size_t(3));
    QCOMPARE(pairText(tracker.touching().at(0)), QStringLiteral("a:0-1"));
    QCOMPARE(pairText(tracker.touching().at(1)), QStringLiteral("c:2-5"));
    QVERIFY(tracker.isTouching({Tier::Circle, 5, 2}));
    QVERIFY(tracker.isTouching({Tier::Circle, 2, 5}));
    QVERIFY(!tracker.isTouching({Tier::Aabb, 2, 5}));
    QVERIFY(!tracker.isTouching({Tier::Circle, 0, 1}));
}

void tst_ContactTracker::resetForgetsWithoutEvents()
{
    ContactTracker tracker;
    tracker.update(parseFrame("c:0-1"));
    tracker.reset();
    QVERIFY(tracker.touching().empty());
    // The contact is new again after the reset, and nothing ended at the reset.
    QCOMPARE(eventsText(tracker.update(parseFrame("c:0-1"))), QStringLiteral("+c:0-1"));
}

QTEST_GUILESS_MAIN(tst_ContactTracker)
#include "tst_contacttracker.moc"
