// Documents counting ticks, animations that play once and the roles frame data counts
// (docs/format.md): they round-trip byte for byte, documents without them are written as
// before, and bad values are reading errors naming the JSON path.

#include "model/document/timing.h"
#include "model/io/projectformat.h"

#include <QRegularExpression>
#include <QtTest>

#include "parseerror.h"

using namespace hitbox;

namespace {

const QString docPath = QStringLiteral("/game/fighter.hitbox.json");

QByteArray document(const QByteArray &top, const QByteArray &frames, const QByteArray &roles = {})
{
    QByteArray json = R"({"format":"hitbox","version":2,)" + top;
    if (!roles.isEmpty())
        json += R"("roles":)" + roles + ',';
    return json + R"("sprites":[{"image":"f.png","frames":)" + frames
           + R"(,"animations":[{"name":"a","frames":[0]}]}]})";
}

// The document has a frame written with exactly `ticks` ticks.
bool hasTicks(const QByteArray &document, int ticks)
{
    const QRegularExpression field(QStringLiteral("\"ticks\": %1\\b").arg(ticks));
    return field.match(QString::fromUtf8(document)).hasMatch();
}

model::Project parsed(const QByteArray &json)
{
    const model::ProjectReadResult r = model::parseProject(json, docPath);
    if (!r.ok())
        qFatal("%s", qPrintable(r.error));
    return r.project;
}

} // namespace

class TestProjectTiming : public QObject
{
    Q_OBJECT

private slots:
    void frameDurations_data();
    void frameDurations();
    void ticksRoundTripByteForByte_data();
    void ticksRoundTripByteForByte();
    void millisecondDocumentsUnchanged();
    void loop();
    void frameDataRoles_data();
    void frameDataRoles();
    void broken_data();
    void broken();
};

void TestProjectTiming::frameDurations_data()
{
    QTest::addColumn<QByteArray>("top");
    QTest::addColumn<QByteArray>("frame");
    QTest::addColumn<int>("rate");
    QTest::addColumn<int>("durationMs");
    QTest::addColumn<int>("ticks"); // at the rate; -1: not a document counting ticks
    QTest::newRow("ms") << QByteArray() << QByteArray(R"({"duration":70})") << 0 << 70 << -1;
    QTest::newRow("ms ignores ticks")
            << QByteArray() << QByteArray(R"({"duration":70,"ticks":9})") << 0 << 70 << -1;
    QTest::newRow("ticks win") << QByteArray(R"("ticksPerSecond":60,)")
                               << QByteArray(R"({"duration":70,"ticks":8})") << 60 << 133 << 8;
    QTest::newRow("ticks alone") << QByteArray(R"("ticksPerSecond":60,)")
                                 << QByteArray(R"({"ticks":1})") << 60 << 17 << 1;
    QTest::newRow("duration snapped") << QByteArray(R"("ticksPerSecond":60,)")
                                      << QByteArray(R"({"duration":70})") << 60 << 67 << 4;
    QTest::newRow("default duration")
            << QByteArray(R"("ticksPerSecond":60,)") << QByteArray("{}") << 60 << 100 << 6;
    QTest::newRow("an hour") << QByteArray(R"("ticksPerSecond":60,)")
                             << QByteArray(R"({"ticks":216000})") << 60 << 3600000 << 216000;
    QTest::newRow("a tick per ms") << QByteArray(R"("ticksPerSecond":1000,)")
                                   << QByteArray(R"({"ticks":7})") << 1000 << 7 << 7;
}

void TestProjectTiming::frameDurations()
{
    QFETCH(QByteArray, top);
    QFETCH(QByteArray, frame);
    QFETCH(int, rate);
    QFETCH(int, durationMs);
    QFETCH(int, ticks);
    const model::Project p = parsed(document(top, '[' + frame + ']'));
    QCOMPARE(p.ticksPerSecond, rate);
    QCOMPARE(p.sprites[0].frames[0].durationMs, durationMs);
    const QByteArray saved = model::serializeProject(p, docPath);
    if (ticks < 0) {
        QVERIFY(!saved.contains("\"ticks\""));
        QVERIFY(!saved.contains("ticksPerSecond"));
    } else {
        QCOMPARE(model::msToTicks(durationMs, rate), ticks);
        QVERIFY(hasTicks(saved, ticks));
        QVERIFY(saved.contains("\"ticksPerSecond\": " + QByteArray::number(rate)));
    }
    // Saved once, it reads back the same and saves the same bytes.
    const model::Project again = parsed(saved);
    QVERIFY(again == p);
    QCOMPARE(model::serializeProject(again, docPath), saved);
}

void TestProjectTiming::ticksRoundTripByteForByte_data()
{
    QTest::addColumn<int>("rate");
    for (const int rate : {1, 24, 30, 60, 61, 120, 999, 1000})
        QTest::newRow(qPrintable(QString::number(rate))) << rate;
}

// Every tick count from 1 to 300 at the rate: written, read and written again, the same
// bytes and the same ticks.
void TestProjectTiming::ticksRoundTripByteForByte()
{
    QFETCH(int, rate);
    model::Project p;
    p.ticksPerSecond = rate;
    model::Sprite s;
    s.imagePath = "/game/f.png";
    s.frames.clear();
    for (int t = 1; t <= 300; ++t) {
        model::Frame f;
        f.durationMs = model::ticksToMs(t, rate);
        s.frames << f;
    }
    p.sprites << s;
    const QByteArray first = model::serializeProject(p, docPath);
    const model::Project read = parsed(first);
    QVERIFY(read == p);
    QCOMPARE(model::serializeProject(read, docPath), first);
    for (int t = 1; t <= 300; ++t)
        QCOMPARE(model::msToTicks(read.sprites[0].frames[t - 1].durationMs, rate), t);
    QVERIFY(hasTicks(first, 300));
}

// A document in milliseconds with every other field is written without any new key.
void TestProjectTiming::millisecondDocumentsUnchanged()
{
    const QByteArray json = document({}, R"([{"duration":70},{"duration":1}])");
    const QByteArray saved = model::serializeProject(parsed(json), docPath);
    for (const char *key : {"ticks", "ticksPerSecond", "loop", "frameData"})
        QVERIFY2(!saved.contains(QByteArray(1, '"') + key + '"'), key);
    QCOMPARE(model::serializeProject(parsed(saved), docPath), saved);
}

void TestProjectTiming::loop()
{
    model::Project p = parsed(document({}, "[{}]"));
    QVERIFY(p.sprites[0].animations[0].loop);
    p.sprites[0].animations[0].loop = false;
    const QByteArray saved = model::serializeProject(p, docPath);
    QVERIFY(saved.contains("\"loop\": false"));
    const model::Project read = parsed(saved);
    QVERIFY(!read.sprites[0].animations[0].loop);
    QCOMPARE(model::serializeProject(read, docPath), saved);
}

void TestProjectTiming::frameDataRoles_data()
{
    QTest::addColumn<QByteArray>("roles");
    QTest::addColumn<QStringList>("hitboxes");
    QTest::addColumn<QStringList>("hurtboxes");
    QTest::addColumn<bool>("written"); // every role writes "frameData"
    QTest::newRow("no roles: the defaults")
            << QByteArray() << QStringList{"hitbox"} << QStringList{"hurtbox"} << false;
    QTest::newRow("by name") << QByteArray(R"([{"name":"hurtbox"},{"name":"hitbox"}])")
                             << QStringList{"hitbox"} << QStringList{"hurtbox"} << false;
    QTest::newRow("named otherwise") << QByteArray(R"([{"name":"clsn1"},{"name":"clsn2"}])")
                                     << QStringList{} << QStringList{} << false;
    QTest::newRow("said") << QByteArray(
            R"([{"name":"clsn1","frameData":"hitbox"},{"name":"clsn2","frameData":"hurtbox"},{"name":"throw","frameData":"hitbox"},{"name":"hitbox"}])")
                          << QStringList{"clsn1", "throw"} << QStringList{"clsn2"} << true;
    QTest::newRow("said none") << QByteArray(
            R"([{"name":"hitbox","frameData":"none"},{"name":"hurtbox"}])")
                               << QStringList{} << QStringList{} << true;
}

void TestProjectTiming::frameDataRoles()
{
    QFETCH(QByteArray, roles);
    QFETCH(QStringList, hitboxes);
    QFETCH(QStringList, hurtboxes);
    QFETCH(bool, written);
    const model::Project p = parsed(document({}, "[{}]", roles));
    QStringList hit, hurt;
    for (const model::Role &role : p.roles.roles) {
        QCOMPARE(p.roles.frameData(role.name), role.frameData);
        if (role.frameData == model::FrameDataRole::Hitbox)
            hit << role.name;
        if (role.frameData == model::FrameDataRole::Hurtbox)
            hurt << role.name;
    }
    QCOMPARE(hit, hitboxes);
    QCOMPARE(hurt, hurtboxes);
    QCOMPARE(p.roles.frameData("no such role"), model::FrameDataRole::None);
    const QByteArray saved = model::serializeProject(p, docPath);
    QCOMPARE(saved.count("\"frameData\""), written ? p.roles.roles.size() : 0);
    QVERIFY(parsed(saved) == p);
}

void TestProjectTiming::broken_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("rate 0") << document(R"("ticksPerSecond":0,)", "[{}]")
                            << "ticksPerSecond: expected a whole number from 1 to 1000, found 0";
    QTest::newRow("rate too fast")
            << document(R"("ticksPerSecond":1001,)", "[{}]")
            << "ticksPerSecond: expected a whole number from 1 to 1000, found 1001";
    QTest::newRow("rate not whole")
            << document(R"("ticksPerSecond":59.94,)", "[{}]")
            << "ticksPerSecond: expected a whole number from 1 to 1000, found 59.94";
    QTest::newRow("ticks 0") << document(R"("ticksPerSecond":60,)", R"([{"ticks":0}])")
                             << "sprites[0].frames[0].ticks: expected a whole number from 1 to "
                                "216000, found 0";
    QTest::newRow("hold forever is the animation's")
            << document(R"("ticksPerSecond":60,)", R"([{"ticks":-1}])")
            << "sprites[0].frames[0].ticks: expected a whole number from 1 to 216000, found -1";
    QTest::newRow("over an hour")
            << document(R"("ticksPerSecond":60,)", R"([{"ticks":216001}])")
            << "sprites[0].frames[0].ticks: expected a whole number from 1 to 216000, found "
               "216001";
    QTest::newRow("loop not a boolean") << QByteArray(
            R"({"format":"hitbox","version":2,"sprites":[{"image":"f.png","frames":[{}],"animations":[{"name":"a","frames":[0],"loop":"no"}]}]})")
                                        << "sprites[0].animations[0].loop: expected true or false, "
                                           "found the string \"no\"";
    QTest::newRow("frameData unknown")
            << document({}, "[{}]", R"([{"name":"a","frameData":"attack"}])")
            << "roles[0].frameData: expected \"hitbox\", \"hurtbox\" or \"none\", found "
               "\"attack\"";
}

void TestProjectTiming::broken()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QVERIFY(testsupport::parseFailsWith(json, docPath, message));
}

QTEST_GUILESS_MAIN(TestProjectTiming)
#include "tst_projecttiming.moc"
