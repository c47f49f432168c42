// Out of memory is an error, never a verdict: every command run under a range of virtual
// memory limits (ulimit -v) either gives the answer it gives without a limit, or exits 2
// with "not enough memory" on stderr. Never a wrong answer, a crash or a hang.

#include "clirunner.h"
#include "hostilefiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using hitbox::testing::CliRun;
using hitbox::testing::runCli;
using hitbox::testing::runCliWithMemoryLimit;

class TestMemoryLimits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void errorOrRightAnswer_data();
    void errorOrRightAnswer();
    void atlasJsonNamed();

private:
    void writeBytes(const QString &name, const QByteArray &bytes);

    QTemporaryDir m_dir;
    qint64 m_baseKilobytes = 0; // the smallest limit (in 8 MB steps) a tiny run needs
};

void TestMemoryLimits::writeBytes(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

void TestMemoryLimits::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!QFile::exists(QStringLiteral("/bin/sh")))
        QSKIP("needs /bin/sh for ulimit");
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("AddressSanitizer reserves terabytes of address space: ulimit -v cannot apply");
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    QSKIP("AddressSanitizer reserves terabytes of address space: ulimit -v cannot apply");
#endif
#endif
    const QByteArray opaque("\x00\x00\x00\xff", 4);
    writeBytes("one.png", hitbox::testing::uniformPng(1, 1, 8, opaque));
    // 16 MB decoded, 4 MB of alpha plane, 0.5 MB of mask.
    writeBytes("big.png", hitbox::testing::uniformPng(2048, 2048, 8, opaque));
    // 16 bits per channel: 32 MB decoded; converting it used Qt's thread pool.
    writeBytes("deep.png",
               hitbox::testing::uniformPng(2048, 2048, 16, QByteArray("\0\0\0\0\0\0\xff\xff", 8)));
    for (qint64 kb = 32 * 1024; kb <= 1024 * 1024; kb += 12 * 1024) {
        const CliRun run = runCliWithMemoryLimit(
                kb, {"collide", "one.png", "one.png", "--offset", "0,0", "--json"}, m_dir.path());
        if (run.exitCode == 0) {
            m_baseKilobytes = kb;
            break;
        }
    }
    QVERIFY2(m_baseKilobytes > 0, "hitbox-cli does not run under 1 GB of virtual memory");
}

void TestMemoryLimits::errorOrRightAnswer_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("collide big, small")
            << QStringList{"collide", "big.png", "one.png", "--offset", "2000,7", "--json"};
    QTest::newRow("collide small, big")
            << QStringList{"collide", "one.png", "big.png", "--offset", "-2000,-7", "--json"};
    QTest::newRow("collide 16-bit")
            << QStringList{"collide", "deep.png", "one.png", "--offset", "9,2000", "--json"};
    QTest::newRow("trace big") << QStringList{"trace", "big.png", "-j", "1"};
    QTest::newRow("trace 16-bit") << QStringList{"trace", "deep.png", "-j", "1"};
}

void TestMemoryLimits::errorOrRightAnswer()
{
    QFETCH(QStringList, args);
    const CliRun unlimited = runCli(args, m_dir.path());
    QCOMPARE(unlimited.exitCode, 0);
    int errors = 0;
    int answers = 0;
    // From the tiny run's need up to comfortably above the big image's.
    for (qint64 kb = m_baseKilobytes; kb <= m_baseKilobytes + 96 * 1024; kb += 12 * 1024) {
        const CliRun run = runCliWithMemoryLimit(kb, args, m_dir.path());
        const QString what = QStringLiteral("ulimit -v %1: exit %2\n%3%4")
                                     .arg(QString::number(kb),
                                          QString::number(run.exitCode),
                                          run.out,
                                          run.err);
        if (run.exitCode == 0) {
            ++answers;
            QVERIFY2(run.out == unlimited.out, qPrintable(what));
            continue;
        }
        ++errors;
        QVERIFY2(run.exitCode == 2, qPrintable(what));
        QVERIFY2(run.out.isEmpty(), qPrintable(what));
        QVERIFY2(run.err.contains(QLatin1String("not enough memory")), qPrintable(what));
    }
    QVERIFY2(errors > 0, "no limit was low enough to fail");
    QVERIFY2(answers > 0, "no limit was high enough to answer");
}

// Running out of memory while reading an atlas JSON names the file (not only "not enough
// memory"): 48 MB of JSON, whose parsed strings take about twice that.
void TestMemoryLimits::atlasJsonNamed()
{
    const QByteArray note(48 << 20, 'x');
    writeBytes("big.json",
               R"({"frames": [{"filename": "a", "frame": {"x": 0, "y": 0, "w": 1, "h": 1}}],)"
               R"( "meta": {"image": "one.png", "note": ")"
                       + note + R"("}})");
    const QStringList args{"trace", "big.json", "-j", "1"};
    const CliRun unlimited = runCli(args, m_dir.path());
    QVERIFY2(unlimited.exitCode == 0, qPrintable(unlimited.err));
    int errors = 0;
    for (qint64 kb = m_baseKilobytes; kb <= m_baseKilobytes + 384 * 1024; kb += 32 * 1024) {
        const CliRun run = runCliWithMemoryLimit(kb, args, m_dir.path());
        const QString what
                = QStringLiteral("ulimit -v %1: exit %2\n%3")
                          .arg(QString::number(kb), QString::number(run.exitCode), run.err);
        if (run.exitCode == 0) {
            QVERIFY2(run.out == unlimited.out, qPrintable(what));
            continue;
        }
        ++errors;
        QVERIFY2(run.exitCode == 2, qPrintable(what));
        QVERIFY2(run.err.contains(QLatin1String("big.json: ")), qPrintable(what));
        QVERIFY2(run.err.contains(QLatin1String("not enough memory")), qPrintable(what));
    }
    QVERIFY2(errors > 0, "no limit was low enough to fail");
}

QTEST_GUILESS_MAIN(TestMemoryLimits)
#include "tst_memorylimits.moc"
