// Tests for core/collision/src/ulp.h: nextUp and nextDown against std::nextafter (the oracle) on
// zeros, subnormals, the largest values, infinities, NaN and random bit patterns.

#include "ulp.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::collision::detail; // internals under test

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();

// Equal as bit patterns: tells -0.0 from 0.0; any NaN matches any NaN.
bool sameDouble(double a, double b)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

} // namespace

class TestUlp : public QObject
{
    Q_OBJECT

private slots:
    void matchesNextafter_data();
    void matchesNextafter();
    void randomBitPatterns();
    void usableAtCompileTime();
};

void TestUlp::matchesNextafter_data()
{
    QTest::addColumn<double>("value");
    using L = std::numeric_limits<double>;
    const struct
    {
        const char *name;
        double value;
    } cases[] = {{"zero", 0.0},
                 {"negative zero", -0.0},
                 {"smallest subnormal", L::denorm_min()},
                 {"negative smallest subnormal", -L::denorm_min()},
                 {"largest subnormal", L::min() - L::denorm_min()},
                 {"smallest normal", L::min()},
                 {"negative smallest normal", -L::min()},
                 {"one", 1.0},
                 {"minus one", -1.0},
                 {"just below one", std::nextafter(1.0, 0.0)},
                 {"power of two", 1024.0},
                 {"minus power of two", -1024.0},
                 {"huge coordinate", 1e300},
                 {"largest", L::max()},
                 {"lowest", L::lowest()},
                 {"infinity", inf},
                 {"minus infinity", -inf},
                 {"quiet NaN", L::quiet_NaN()},
                 {"negative NaN", -L::quiet_NaN()}};
    for (const auto &c : cases)
        QTest::newRow(c.name) << c.value;
}

void TestUlp::matchesNextafter()
{
    QFETCH(double, value);
    QVERIFY2(sameDouble(nextUp(value), std::nextafter(value, inf)),
             qPrintable(QString::number(nextUp(value), 'g', 17)));
    QVERIFY2(sameDouble(nextDown(value), std::nextafter(value, -inf)),
             qPrintable(QString::number(nextDown(value), 'g', 17)));
}

void TestUlp::randomBitPatterns()
{
    std::mt19937_64 rng(7);
    int checked = 0;
    for (int i = 0; i < 200000; ++i) {
        const double v = std::bit_cast<double>(rng());
        if (!sameDouble(nextUp(v), std::nextafter(v, inf))
            || !sameDouble(nextDown(v), std::nextafter(v, -inf)))
            QFAIL(qPrintable(QString::number(v, 'g', 17)));
        ++checked;
    }
    QCOMPARE(checked, 200000);
}

void TestUlp::usableAtCompileTime()
{
    static_assert(nextUp(1.0) > 1.0);
    static_assert(nextDown(1.0) < 1.0);
    static_assert(nextUp(nextDown(3.5)) == 3.5);
    QCOMPARE(nextUp(1.0) - 1.0, std::numeric_limits<double>::epsilon());
}

QTEST_MAIN(TestUlp)
#include "tst_ulp.moc"
