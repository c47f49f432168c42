// hitbox-cli framedata: the real binary on a document counting ticks and on one counting
// milliseconds; its JSON and CSV agree with model::frameData and with hand counts, and bad
// arguments and documents get exit 2 with one line naming the problem.

#include "clirunner.h"

#include "model/document/animationplayback.h"
#include "model/evaluate/framedata.h"
#include "model/io/projectformat.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using hitbox::testing::runCli;
using namespace hitbox;

namespace {

// A frame of `ticks` (or ms) with a hurtbox unless `invulnerable`, and a hitbox if `hit`.
QByteArray frame(int ticks, bool hit, bool invulnerable = false)
{
    QByteArray shapes;
    if (!invulnerable)
        shapes += R"({"type":"box","role":"hurtbox","x":-8,"y":-20,"w":16,"h":40})";
    if (hit) {
        if (!shapes.isEmpty())
            shapes += ',';
        shapes += R"({"type":"box","role":"hitbox","x":6,"y":-4,"w":20,"h":8})";
    }
    return R"({"ticks":)" + QByteArray::number(ticks) + R"(,"duration":)"
           + QByteArray::number(ticks) + R"(,"shapes":[)" + shapes + "]}";
}

} // namespace

class TestFrameDataCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonMatchesTheModel_data();
    void jsonMatchesTheModel();
    void handCountedJson();
    void csv();
    void table();
    void milliseconds();
    void refused_data();
    void refused();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
    QString m_ticks; // the document counting ticks
    QString m_ms;    // the same read as milliseconds (no ticksPerSecond)
};

QString TestFrameDataCli::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write test file");
    return file.fileName();
}

// fighter: frames 0 (4 ticks), 1 (2, hit), 2 (9), 3 (1, hit, invulnerable), 4 (3,
// invulnerable); "jab" 0 1 2 plays once, "double" 0 1 2 3 4 plays once, "stance" 0 2
// loops, "a,\"b\"" 1 loops. ship: no animations.
void TestFrameDataCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QByteArray frames = '[' + frame(4, false) + ',' + frame(2, true) + ',' + frame(9, false)
                              + ',' + frame(1, true, true) + ',' + frame(3, false, true) + ']';
    const QByteArray sprites = R"("sprites":[{"name":"fighter","image":"f.png","frames":)" + frames
                               + R"(,"animations":[{"name":"jab","frames":[0,1,2],"loop":false},)"
                                 R"({"name":"double","frames":[0,1,2,3,4],"loop":false},)"
                                 R"({"name":"stance","frames":[0,2]},)"
                                 R"({"name":"a,\"b\"","frames":[1]}]},)"
                                 R"({"name":"ship","image":"s.png","frames":[{}]}]})";
    m_ticks = write("ticks.hitbox.json",
                    R"({"format":"hitbox","version":2,"ticksPerSecond":60,)" + sprites);
    m_ms = write("ms.hitbox.json", R"({"format":"hitbox","version":2,)" + sprites);
}

void TestFrameDataCli::jsonMatchesTheModel_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QStringList>("animations");
    QTest::newRow("ticks, all") << "ticks"
                                << "" << QStringList{"jab", "double", "stance", "a,\"b\""};
    QTest::newRow("ticks, sprite")
            << "ticks"
            << "fighter" << QStringList{"jab", "double", "stance", "a,\"b\""};
    QTest::newRow("ticks, animation") << "ticks"
                                      << "fighter:double" << QStringList{"double"};
    QTest::newRow("ms, all") << "ms"
                             << "" << QStringList{"jab", "double", "stance", "a,\"b\""};
}

// Every field of every row is what model::frameData gives for that animation.
void TestFrameDataCli::jsonMatchesTheModel()
{
    QFETCH(QString, document);
    QFETCH(QString, reference);
    QFETCH(QStringList, animations);
    const QString path = document == "ticks" ? m_ticks : m_ms;
    QStringList arguments{"framedata", path};
    if (!reference.isEmpty())
        arguments << reference;
    arguments << "--json";
    const auto run = runCli(arguments);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QJsonArray rows = QJsonDocument::fromJson(run.out.toUtf8())["animations"].toArray();
    QCOMPARE(rows.size(), animations.size());
    const model::ProjectReadResult read = model::readProjectFile(path);
    QVERIFY(read.ok());
    const model::Sprite &fighter = read.project.sprites[0];
    const auto windows = [](const QList<model::TickWindow> &list, bool ms) {
        QJsonArray out;
        for (const model::TickWindow &w : list)
            out.append(ms ? QJsonArray{w.startMs, w.endMs} : QJsonArray{w.first, w.last});
        return out;
    };
    const auto optional = [](const auto &value) {
        return value ? QJsonValue(double(*value)) : QJsonValue(QJsonValue::Null);
    };
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows[i].toObject();
        QCOMPARE(row["sprite"].toString(), "fighter");
        QCOMPARE(row["animation"].toString(), animations[i]);
        const int index = model::animationIndex(fighter, animations[i]);
        QVERIFY(index >= 0);
        const model::FrameData d = model::frameData(read.project, fighter, index);
        QCOMPARE(row["ticks_per_second"].toInt(), d.ticksPerSecond);
        QCOMPARE(row["counts_ticks"].toBool(), d.countsTicks);
        QCOMPARE(row["loops"].toBool(), d.loops);
        QCOMPARE(row["total"].toInt(), d.total);
        QCOMPARE(row["startup"], optional(d.startup));
        QCOMPARE(row["active"].toInt(), d.active);
        QCOMPARE(row["recovery"], optional(d.recovery));
        QCOMPARE(row["active_windows"].toArray(), windows(d.activeWindows, false));
        QCOMPARE(row["invulnerable_windows"].toArray(), windows(d.invulnerableWindows, false));
        // Milliseconds are written to 1e-6 (model::jsonNumber).
        const auto near
                = [](double written, double value) { return std::abs(written - value) <= 5e-7; };
        QVERIFY(near(row["total_ms"].toDouble(), d.totalMs));
        QCOMPARE(row["startup_ms"].isNull(), !d.startupMs);
        QVERIFY(near(row["active_ms"].toDouble(), d.activeMs));
        if (d.startupMs)
            QVERIFY(near(row["startup_ms"].toDouble(), *d.startupMs));
        if (d.recoveryMs)
            QVERIFY(near(row["recovery_ms"].toDouble(), *d.recoveryMs));
        QCOMPARE(row["recovery_ms"].isNull(), !d.recoveryMs);
        QCOMPARE(row["active_windows_ms"].toArray().size(), d.activeWindows.size());
    }
}

// The figures a person counts from the document by hand (ticks at 60 per second).
void TestFrameDataCli::handCountedJson()
{
    const auto run = runCli({"framedata", m_ticks, "fighter", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(run.out.toUtf8())["animations"].toArray();
    const QJsonObject jab = rows[0].toObject();
    QCOMPARE(jab["total"].toInt(), 15);
    QCOMPARE(jab["startup"].toInt(), 5);
    QCOMPARE(jab["active"].toInt(), 2);
    QCOMPARE(jab["recovery"].toInt(), 9);
    QCOMPARE(jab["active_windows"].toArray(), (QJsonArray{QJsonArray{5, 6}}));
    QCOMPARE(jab["invulnerable_windows"].toArray(), QJsonArray{});
    QCOMPARE(jab["total_ms"].toDouble(), 250.0);
    QCOMPARE(jab["startup_ms"].toDouble(), 83.333333); // written to 1e-6
    QCOMPARE(jab["recovery_ms"].toDouble(), 150.0);
    QCOMPARE(jab["active_windows_ms"].toArray(), (QJsonArray{QJsonArray{66.666667, 100}}));
    const QJsonObject twice = rows[1].toObject();
    QCOMPARE(twice["total"].toInt(), 19);
    QCOMPARE(twice["startup"].toInt(), 5);
    QCOMPARE(twice["active"].toInt(), 3);
    QCOMPARE(twice["recovery"].toInt(), 3);
    QCOMPARE(twice["active_windows"].toArray(), (QJsonArray{QJsonArray{5, 6}, QJsonArray{16, 16}}));
    QCOMPARE(twice["invulnerable_windows"].toArray(), (QJsonArray{QJsonArray{16, 19}}));
    const QJsonObject stance = rows[2].toObject();
    QVERIFY(stance["loops"].toBool());
    QCOMPARE(stance["total"].toInt(), 13);
    QVERIFY(stance["startup"].isNull());
    QVERIFY(stance["recovery"].isNull());
    const QJsonObject loopingHit = rows[3].toObject();
    QCOMPARE(loopingHit["startup"].toInt(), 1);
    QVERIFY(loopingHit["recovery"].isNull()); // loops: said instead
}

void TestFrameDataCli::csv()
{
    const auto run = runCli({"framedata", m_ticks, "--csv"});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0],
             "sprite,animation,ticks_per_second,loops,total,startup,active,recovery,"
             "active_windows,invulnerable_windows,total_ms,startup_ms,active_ms,recovery_ms");
    QCOMPARE(lines[1], "fighter,jab,60,false,15,5,2,9,5-6,,250,83.333333,33.333333,150");
    QCOMPARE(lines[2],
             "fighter,double,60,false,19,5,3,3,5-6 16-16,16-19,316.666667,83.333333,"
             "50,50");
    QCOMPARE(lines[3], "fighter,stance,60,true,13,,0,,,,216.666667,,0,");
    // A name with a comma and quotes is quoted, its quotes doubled (RFC 4180).
    QCOMPARE(lines[4],
             "fighter,\"a,\"\"b\"\"\",60,true,2,1,2,,1-2,,33.333333,16.666667,"
             "33.333333,");
}

void TestFrameDataCli::table()
{
    const auto run = runCli({"framedata", m_ticks, "fighter:jab"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out,
             "fighter:jab  (60 ticks per second)\n"
             "  total         15 (250.0 ms)\n"
             "  startup       5 (83.3 ms)\n"
             "  active        2 (33.3 ms), ticks 5-6\n"
             "  recovery      9 (150.0 ms)\n"
             "  invulnerable  none\n");
    const auto stance = runCli({"framedata", m_ticks, "fighter:stance"});
    QVERIFY(stance.out.contains("startup       none (no hitbox)\n"));
    QVERIFY(stance.out.contains("recovery      loops\n"));
}

// The same document in milliseconds: each frame's ticks are its nearest whole ticks at 60
// per second (4 ms -> 0.24 -> at least 1 tick), and the milliseconds are its own.
void TestFrameDataCli::milliseconds()
{
    const auto run = runCli({"framedata", m_ms, "fighter:jab", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject jab
            = QJsonDocument::fromJson(run.out.toUtf8())["animations"].toArray()[0].toObject();
    QVERIFY(!jab["counts_ticks"].toBool());
    QCOMPARE(jab["ticks_per_second"].toInt(), 60);
    QCOMPARE(jab["total"].toInt(), 3); // 4 ms, 2 ms, 9 ms: a tick each (9 ms -> 0.54 -> 1)
    QCOMPARE(jab["startup"].toInt(), 2);
    QCOMPARE(jab["total_ms"].toDouble(), 15.0);
    QCOMPARE(jab["startup_ms"].toDouble(), 6.0);
    QCOMPARE(jab["recovery_ms"].toDouble(), 9.0);
}

void TestFrameDataCli::refused_data()
{
    QTest::addColumn<QStringList>("arguments"); // after "framedata"; %T is the ticks document
    QTest::addColumn<QString>("message");       // on stderr
    QTest::newRow("nothing") << QStringList{} << "expected DOC [SPRITE[:ANIMATION]]";
    QTest::newRow("three") << QStringList{"%T", "fighter", "more"}
                           << "expected DOC [SPRITE[:ANIMATION]]";
    QTest::newRow("both outputs") << QStringList{"%T", "--json", "--csv"}
                                  << "--json and --csv cannot both be given";
    QTest::newRow("unknown option") << QStringList{"%T", "--yaml"} << "unknown option --yaml";
    QTest::newRow("missing document")
            << QStringList{"nowhere.hitbox.json"} << "nowhere.hitbox.json: ";
    QTest::newRow("unknown sprite") << QStringList{"%T", "hero"} << "no sprite named 'hero'";
    QTest::newRow("unknown animation")
            << QStringList{"%T", "fighter:kick"} << "sprite 'fighter' has no animation 'kick'";
    QTest::newRow("a frame") << QStringList{"%T", "fighter#2"}
                             << "'fighter#2' names a frame; give SPRITE or SPRITE:ANIMATION";
    QTest::newRow("no animations")
            << QStringList{"%T", "ship"} << "sprite 'ship' has no animations";
}

void TestFrameDataCli::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    arguments.replaceInStrings("%T", m_ticks);
    const auto run = runCli(QStringList{"framedata"} + arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("hitbox-cli framedata: "), qPrintable(run.err));
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.err.count(u'\n'), 1);
}

QTEST_GUILESS_MAIN(TestFrameDataCli)
#include "tst_framedata.moc"
