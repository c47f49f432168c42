// exactNumberText: numbers in messages exactly, checked against the C++ library's shortest
// round-trip conversion (std::to_chars) and by reading the text back.

#include "model/document/numbertext.h"

#include <QtTest>

#include <charconv>
#include <cmath>
#include <limits>
#include <random>

using hitbox::model::exactNumberText;

namespace {

// The oracle: the shortest digits that read back to `value` (std::to_chars, scientific),
// written out in fixed notation from 1e-5 to 1e21 (zeros after the digits, not the
// double's exact integer value) and as "d.ddde+XX" beyond.
QString referenceText(double value)
{
    char buffer[64];
    const auto [end, error]
            = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    if (error != std::errc())
        return QStringLiteral("(to_chars failed)");
    const QString text = QString::fromLatin1(buffer, end - buffer); // "-1.25e+03"
    const qsizetype e = text.indexOf(u'e');
    const int exponent = text.mid(e + 1).toInt();
    const bool negative = text.startsWith(u'-');
    QString digits = text.left(e).remove(u'-').remove(u'.');
    const double magnitude = std::abs(value);
    if (!(magnitude >= 1e-5 && magnitude < 1e21)) {
        QString mantissa = digits.left(1);
        if (digits.size() > 1)
            mantissa += u'.' + digits.mid(1);
        const QString sign = exponent < 0 ? QStringLiteral("e-") : QStringLiteral("e+");
        return (negative ? QStringLiteral("-") : QString()) + mantissa + sign
               + QStringLiteral("%1").arg(std::abs(exponent), 2, 10, QLatin1Char('0'));
    }
    // The decimal point goes after digit exponent + 1.
    const int point = exponent + 1;
    QString fixed;
    if (point <= 0)
        fixed = QStringLiteral("0.") + QString(-point, u'0') + digits;
    else if (point >= digits.size())
        fixed = digits + QString(point - digits.size(), u'0');
    else
        fixed = digits.left(point) + u'.' + digits.mid(point);
    return (negative ? QStringLiteral("-") : QString()) + fixed;
}

} // namespace

class TestNumberText : public QObject
{
    Q_OBJECT

private slots:
    void examples_data();
    void examples();
    void randomNumbersReadBack();
};

void TestNumberText::examples_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0.0 << "0";
    QTest::newRow("minus zero") << -0.0 << "0";
    QTest::newRow("an hour and 1 ms") << 3600001.0 << "3600001";
    QTest::newRow("the hour") << 3600000.0 << "3600000";
    QTest::newRow("max coordinate") << 1.0e7 << "10000000";
    QTest::newRow("past it by half") << 10000000.5 << "10000000.5";
    QTest::newRow("a billion") << 1e9 << "1000000000";
    QTest::newRow("tenth") << 0.1 << "0.1";
    QTest::newRow("sum with noise") << 0.1 + 0.2 << "0.30000000000000004";
    QTest::newRow("thousandth") << 0.001 << "0.001";
    QTest::newRow("negative") << -2.5 << "-2.5";
    QTest::newRow("tiny") << 1e-7 << "1e-07";
    QTest::newRow("huge") << 1e300 << "1e+300";
    QTest::newRow("past 1e21") << 2.5e21 << "2.5e+21";
    QTest::newRow("just below 1e21") << 999999999999999868928.0 << "999999999999999900000";
    QTest::newRow("largest double")
            << std::numeric_limits<double>::max() << "1.7976931348623157e+308";
    QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << "nan";
    QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << "inf";
}

void TestNumberText::examples()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(exactNumberText(value), text);
}

void TestNumberText::randomNumbersReadBack()
{
    std::mt19937_64 random(20261127);
    std::uniform_int_distribution<int> exponent(-320, 308);
    std::uniform_real_distribution<double> mantissa(-10.0, 10.0);
    std::uniform_int_distribution<qint64> whole(-(qint64(1) << 53), qint64(1) << 53);
    for (int i = 0; i < 20000; ++i) {
        const double value = i % 2 ? mantissa(random) * std::pow(10.0, exponent(random))
                                   : double(whole(random));
        if (!std::isfinite(value))
            continue; // 9.9e308 overflows; infinities are examples above
        const QString text = exactNumberText(value);
        bool ok = false;
        QCOMPARE(text.toDouble(&ok), value == 0.0 ? 0.0 : value);
        QVERIFY(ok);
        if (value != 0.0)
            QCOMPARE(text, referenceText(value));
    }
}

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
