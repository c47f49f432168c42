// Ticks and milliseconds (model/document/timing.h): the conversions round to the nearest
// value, and a tick count stored as whole milliseconds comes back exactly at every rate.

#include "model/document/framesource.h"
#include "model/document/timing.h"

#include <QtTest>

#include <cmath>

using namespace hitbox;

class TestTiming : public QObject
{
    Q_OBJECT

private slots:
    void conversions_data();
    void conversions();
    void ticksSurviveMilliseconds();
    void snapping_data();
    void snapping();
};

void TestTiming::conversions_data()
{
    QTest::addColumn<int>("ticks");
    QTest::addColumn<int>("rate");
    QTest::addColumn<int>("ms");
    // Hand-computed: ticks × 1000 / rate to the nearest ms, halves up, at least 1.
    QTest::newRow("1 tick at 60") << 1 << 60 << 17;    // 16.67
    QTest::newRow("3 ticks at 60") << 3 << 60 << 50;   // exact
    QTest::newRow("8 ticks at 60") << 8 << 60 << 133;  // 133.33
    QTest::newRow("1 tick at 1000") << 1 << 1000 << 1; // a tick per ms
    QTest::newRow("1 tick at 999") << 1 << 999 << 1;   // 1.001
    QTest::newRow("1 tick at 8") << 1 << 8 << 125;     // exact
    QTest::newRow("1 tick at 1") << 1 << 1 << 1000;    // a tick per second
    QTest::newRow("half up") << 1 << 400 << 3;         // 2.5 -> 3
    QTest::newRow("an hour at 60") << 216000 << 60 << model::maxFrameDurationMs;
    QTest::newRow("over an hour clamps") << 216001 << 60 << model::maxFrameDurationMs;
}

void TestTiming::conversions()
{
    QFETCH(int, ticks);
    QFETCH(int, rate);
    QFETCH(int, ms);
    QCOMPARE(model::ticksToMs(ticks, rate), ms);
}

// The property a document counting ticks rests on: msToTicks(ticksToMs(t)) == t for every
// rate allowed and every tick count up to an hour (checked in full up to 10 s, then sampled).
void TestTiming::ticksSurviveMilliseconds()
{
    for (int rate = 1; rate <= model::maxTicksPerSecond; ++rate) {
        const int most = model::maxFrameTicks(rate);
        QCOMPARE(most, 3600 * rate);
        QCOMPARE(model::ticksToMs(most, rate), model::maxFrameDurationMs);
        for (int t = 1; t <= most; t = t < 10 * rate ? t + 1 : t + 997) {
            const int ms = model::ticksToMs(t, rate);
            // The oracle: the nearest whole ms, by floating point.
            const int nearest = std::max(1, int(std::floor(t * 1000.0 / rate + 0.5)));
            if (ms != nearest || model::msToTicks(ms, rate) != t)
                QFAIL(qPrintable(QStringLiteral("rate %1: %2 ticks -> %3 ms -> %4 ticks")
                                         .arg(rate)
                                         .arg(t)
                                         .arg(ms)
                                         .arg(model::msToTicks(ms, rate))));
        }
    }
}

void TestTiming::snapping_data()
{
    QTest::addColumn<int>("ms");
    QTest::addColumn<int>("rate");
    QTest::addColumn<int>("ticks");
    QTest::addColumn<int>("snapped");
    QTest::newRow("100 ms at 60") << 100 << 60 << 6 << 100;
    QTest::newRow("70 ms at 60") << 70 << 60 << 4 << 67; // 4.2 ticks
    QTest::newRow("1 ms at 60") << 1 << 60 << 1 << 17;   // at least one tick
    QTest::newRow("25 ms at 60") << 25 << 60 << 2 << 33; // 1.5 ticks: halves up
    QTest::newRow("100 ms at 1000") << 100 << 1000 << 100 << 100;
    QTest::newRow("1499 ms at 1") << 1499 << 1 << 1 << 1000;
    QTest::newRow("1500 ms at 1") << 1500 << 1 << 2 << 2000;
}

void TestTiming::snapping()
{
    QFETCH(int, ms);
    QFETCH(int, rate);
    QFETCH(int, ticks);
    QFETCH(int, snapped);
    QCOMPARE(model::msToTicks(ms, rate), ticks);
    QCOMPARE(model::snapMsToTicks(ms, rate), snapped);
    QCOMPARE(model::msToTicks(snapped, rate), ticks); // snapping twice changes nothing
}

QTEST_GUILESS_MAIN(TestTiming)
#include "tst_timing.moc"
