// Frame references on the command line (SPRITE, SPRITE#N, SPRITE:ANIMATION#N) with awkward
// names (':' '#' '\' spaces, quotes, "%1", names that prefix other names, repeated tag
// names), and `frames` listing an animation in play order. Driven through the real binary:
// `frames DOC A B --json` reports which sprite, animation and frames A and B resolved to.

#include "clirunner.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using hitbox::testing::CliRun;
using hitbox::testing::runCli;

namespace {

enum class Direction { Forward, Reverse, PingPong };

struct TestAnimation
{
    QString name;
    QList<int> frames;
    Direction direction = Direction::Forward;
    QString knownAs; ///< the name the CLI finds it by (a repeated name gets NAME_N)
};

struct TestSprite
{
    QString name;
    QList<TestAnimation> animations;
};

// Every sprite has the three frames of strip.png.
const QList<TestSprite> &testSprites()
{
    using D = Direction;
    static const QList<TestSprite> sprites{
            {QStringLiteral("hero"),
             {{"attack:heavy", {0, 1, 2}, D::Forward, "attack:heavy"},
              {"walk", {0, 1, 2}, D::Reverse, "walk"},
              {"bounce", {0, 1, 2}, D::PingPong, "bounce"},
              {"fall", {0}, D::Forward, "fall"},
              {"fall", {1, 2}, D::Forward, "fall_3"},
              {"fall_2", {2}, D::Forward, "fall_2"},
              {"combo#1", {2, 1}, D::Forward, "combo#1"},
              {"combo", {0}, D::Forward, "combo"},
              {"a\\b", {1}, D::Forward, "a\\b"},
              {"say \"hi\" 'there'", {2}, D::Forward, "say \"hi\" 'there'"},
              {"%1 %2", {1}, D::Forward, "%1 %2"},
              {"spaced name", {2, 0}, D::Reverse, "spaced name"},
              {"ends with \\", {1, 2}, D::PingPong, "ends with \\"}}},
            {QStringLiteral("hero:attack"),
             {{"heavy", {1}, D::Forward, "heavy"}, {"light", {2}, D::Forward, "light"}}},
            {QStringLiteral("hero#2"), {}},
            {QStringLiteral("hero#3"), {}},
            {QStringLiteral("her"), {{"o:x", {1}, D::Forward, "o:x"}}},
            {QStringLiteral("a:b"), {{"c", {2}, D::Forward, "c"}}},
            {QStringLiteral("%1"), {{"%2", {1}, D::Forward, "%2"}}},
            {QStringLiteral("two words"), {{"it's", {1, 0}, D::PingPong, "it's"}}},
    };
    return sprites;
}

// The play order, written out independently of the program: reverse backwards, ping-pong
// there and back without repeating the ends.
QList<int> playOrder(const TestAnimation &a)
{
    QList<int> order = a.frames;
    if (a.direction == Direction::Reverse)
        std::reverse(order.begin(), order.end());
    if (a.direction == Direction::PingPong)
        for (qsizetype i = a.frames.size() - 2; i >= 1; --i)
            order.append(a.frames[i]);
    return order;
}

// A name written so that the CLI reads it as it is: ':' '#' '\' behind a backslash.
QString escaped(const QString &name)
{
    QString out;
    for (const QChar c : name) {
        if (c == u':' || c == u'#' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out;
}

QString directionName(Direction d)
{
    return d == Direction::Forward   ? QStringLiteral("forward")
           : d == Direction::Reverse ? QStringLiteral("reverse")
                                     : QStringLiteral("pingpong");
}

} // namespace

class TestFrameReference : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void references_data();
    void references();
    void everyNameEscaped();
    void badReferences_data();
    void badReferences();
    void collideUsesTheSameReferences();
    void repeatedAsepriteTags();

private:
    QString doc() const { return m_dir.filePath(QStringLiteral("names.hitbox.json")); }
    QTemporaryDir m_dir;
};

void TestFrameReference::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage strip(12, 4, QImage::Format_ARGB32);
    strip.fill(Qt::red);
    QVERIFY(strip.save(m_dir.filePath(QStringLiteral("strip.png"))));
    QJsonArray sprites;
    for (const TestSprite &s : testSprites()) {
        QJsonArray frames;
        for (int f = 0; f < 3; ++f)
            frames.append(QJsonObject{{"rect", QJsonArray{4 * f, 0, 4, 4}}, {"duration", 10 + f}});
        QJsonArray animations;
        for (const TestAnimation &a : s.animations) {
            QJsonArray indices;
            for (const int f : a.frames)
                indices.append(f);
            animations.append(QJsonObject{{"name", a.name},
                                          {"frames", indices},
                                          {"direction", directionName(a.direction)}});
        }
        sprites.append(QJsonObject{{"name", s.name},
                                   {"image", "strip.png"},
                                   {"frames", frames},
                                   {"animations", animations}});
    }
    QFile file(doc());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
            QJsonDocument(QJsonObject{{"format", "hitbox"}, {"version", 2}, {"sprites", sprites}})
                    .toJson());
}

void TestFrameReference::references_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QString>("sprite");
    QTest::addColumn<QString>("animation"); // empty: none
    QTest::addColumn<QList<int>>("frames"); // what `frames` lists for it as A
    const auto row = [](const char *tag,
                        const char *reference,
                        const char *sprite,
                        const char *animation,
                        const QList<int> &frames) {
        QTest::newRow(tag) << QString::fromUtf8(reference) << QString::fromUtf8(sprite)
                           << QString::fromUtf8(animation) << frames;
    };
    const QList<int> all{0, 1, 2};
    row("sprite", "hero", "hero", "", all);
    row("sprite frame", "hero#1", "hero", "", {1});
    row("frame number before the name hero#2", "hero#2", "hero", "", {2});
    row("no frame 3: the sprite hero#3", "hero#3", "hero#3", "", all);
    row("escaped # in a sprite name", "hero\\#2", "hero#2", "", all);
    row("sprite hero#2, frame 1", "hero\\#2#1", "hero#2", "", {1});
    row("longest sprite first", "hero:attack:heavy", "hero:attack", "heavy", {1});
    row("longest sprite has no frame #1", "hero:attack:heavy#1", "hero", "attack:heavy", {1});
    row("escaped ':' in an animation", "hero:attack\\:heavy", "hero", "attack:heavy", all);
    row("escaped ':' in a sprite", "hero\\:attack:light", "hero:attack", "light", {2});
    row("reverse in play order", "hero:walk", "hero", "walk", {2, 1, 0});
    row("reverse step 0", "hero:walk#0", "hero", "walk", {2});
    row("ping-pong in play order", "hero:bounce", "hero", "bounce", {0, 1, 2, 1});
    row("ping-pong step 3", "hero:bounce#3", "hero", "bounce", {1});
    row("first tag fall", "hero:fall", "hero", "fall", {0});
    row("second tag fall", "hero:fall_3", "hero", "fall_3", {1, 2});
    row("own fall_2", "hero:fall_2", "hero", "fall_2", {2});
    row("#1 past combo: the name combo#1", "hero:combo#1", "hero", "combo#1", {2, 1});
    row("combo step 0", "hero:combo#0", "hero", "combo", {0});
    row("escaped # in an animation", "hero:combo\\#1", "hero", "combo#1", {2, 1});
    row("combo#1 step 1", "hero:combo\\#1#1", "hero", "combo#1", {1});
    row("lone backslash kept", "hero:a\\b", "hero", "a\\b", {1});
    row("escaped backslash", "hero:a\\\\b", "hero", "a\\b", {1});
    row("trailing backslash", "hero:ends with \\", "hero", "ends with \\", {1, 2});
    row("quotes", "hero:say \"hi\" 'there'", "hero", "say \"hi\" 'there'", {2});
    row("percent signs", "hero:%1 %2", "hero", "%1 %2", {1});
    row("spaces, reverse", "hero:spaced name", "hero", "spaced name", {0, 2});
    row("sprite that prefixes another", "her:o:x", "her", "o:x", {1});
    row("sprite with ':'", "a:b:c", "a:b", "c", {2});
    row("sprite with escaped ':'", "a\\:b:c", "a:b", "c", {2});
    row("sprite %1", "%1:%2", "%1", "%2", {1});
    row("ping-pong of two", "two words:it's", "two words", "it's", {1, 0});
}

// A as the reference: its sprite, animation and frames; B as the reference (arguments
// swapped): its sprite and the first of those frames.
void TestFrameReference::references()
{
    QFETCH(QString, reference);
    QFETCH(QString, sprite);
    QFETCH(QString, animation);
    QFETCH(QList<int>, frames);

    const CliRun asA = runCli({"frames", doc(), reference, "hero", "--json"});
    QVERIFY2(asA.exitCode == 0, qPrintable(asA.err));
    const QJsonObject a = QJsonDocument::fromJson(asA.out.toUtf8()).object();
    QCOMPARE(a["a"].toString(), sprite);
    QCOMPARE(a["animation"].isNull(), animation.isEmpty());
    if (!animation.isEmpty())
        QCOMPARE(a["animation"].toString(), animation);
    QList<int> listed;
    QList<int> steps;
    for (const QJsonValue &row : a["frames"].toArray()) {
        listed << row["frame"].toInt();
        steps << row["step"].toInt();
        QCOMPARE(row["duration_ms"].toInt(), 10 + listed.last());
    }
    QCOMPARE(listed, frames);
    for (qsizetype i = 0; i < steps.size(); ++i)
        QCOMPARE(steps[i], int(i));

    const CliRun asB = runCli({"frames", doc(), "hero", reference, "--json"});
    QVERIFY2(asB.exitCode == 0, qPrintable(asB.err));
    const QJsonObject b = QJsonDocument::fromJson(asB.out.toUtf8()).object();
    QCOMPARE(b["b"].toString(), sprite);
    QCOMPARE(b["b_frame"].toInt(), frames.first());
}

// Brute force over the document: every sprite, every animation by the name it is known by
// and every step of its play order, written with every ':' '#' '\' escaped.
void TestFrameReference::everyNameEscaped()
{
    for (const TestSprite &s : testSprites()) {
        for (int f = 0; f < 3; ++f) {
            const QString reference = escaped(s.name) + QStringLiteral("#%1").arg(f);
            const CliRun run = runCli({"frames", doc(), "hero", reference, "--json"});
            QVERIFY2(run.exitCode == 0, qPrintable(reference + ": " + run.err));
            const QJsonObject got = QJsonDocument::fromJson(run.out.toUtf8()).object();
            QCOMPARE(got["b"].toString(), s.name);
            QCOMPARE(got["b_frame"].toInt(), f);
        }
        for (const TestAnimation &a : s.animations) {
            const QString base = escaped(s.name) + u':' + escaped(a.knownAs);
            const CliRun run = runCli({"frames", doc(), base, "hero", "--json"});
            QVERIFY2(run.exitCode == 0, qPrintable(base + ": " + run.err));
            const QJsonObject got = QJsonDocument::fromJson(run.out.toUtf8()).object();
            QCOMPARE(got["a"].toString(), s.name);
            QCOMPARE(got["animation"].toString(), a.knownAs);
            QList<int> listed;
            for (const QJsonValue &row : got["frames"].toArray())
                listed << row["frame"].toInt();
            const QList<int> order = playOrder(a);
            QCOMPARE(listed, order);
            for (qsizetype step = 0; step < order.size(); ++step) {
                const QString reference = base + QStringLiteral("#%1").arg(step);
                const CliRun one = runCli({"frames", doc(), "hero", reference, "--json"});
                QVERIFY2(one.exitCode == 0, qPrintable(reference + ": " + one.err));
                QCOMPARE(QJsonDocument::fromJson(one.out.toUtf8()).object()["b_frame"].toInt(),
                         order[step]);
            }
        }
    }
}

void TestFrameReference::badReferences_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *tag, const char *reference, const char *message) {
        QTest::newRow(tag) << QString::fromUtf8(reference) << QString::fromUtf8(message);
    };
    row("no sprite", "nobody", "no sprite named 'nobody'");
    row("no animation",
        "hero:nope",
        "sprite 'hero' has no animation 'nope' (it has: attack:heavy, walk, bounce, fall, "
        "fall_3, fall_2, combo#1, combo, a\\b, say \"hi\" 'there', %1 %2, spaced name, "
        "ends with \\)");
    row("sprite frame out of range", "hero#4", "sprite 'hero' has 3 frame(s) (#0-#2), not #4");
    row("negative frame", "hero#-1", "sprite 'hero' has 3 frame(s) (#0-#2), not #-1");
    row("huge frame, as written",
        "hero#99999999999999999999",
        "sprite 'hero' has 3 frame(s) (#0-#2), not #99999999999999999999");
    row("reverse step out of range",
        "hero:walk#3",
        "animation 'walk' of sprite 'hero' plays 3 frame(s) (#0-#2), not #3");
    row("ping-pong counts its steps",
        "hero:bounce#4",
        "animation 'bounce' of sprite 'hero' plays 4 frame(s) (#0-#3), not #4");
    row("percent names stay as written", "%1:%3", "sprite '%1' has no animation '%3' (it has: %2)");
    row("no animations", "hero\\#2:x", "sprite 'hero#2' has no animations");
    row("escaped ':' is no separator", "hero\\:walk", "no sprite named 'hero:walk'");
}

void TestFrameReference::badReferences()
{
    QFETCH(QString, reference);
    QFETCH(QString, message);
    for (const bool asB : {false, true}) {
        const QStringList args = asB ? QStringList{"frames", doc(), "hero", reference}
                                     : QStringList{"frames", doc(), reference, "hero"};
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err,
                 QStringLiteral("hitbox-cli frames: %1: %2\n")
                         .arg(QDir::toNativeSeparators(doc()), message));
    }
}

void TestFrameReference::collideUsesTheSameReferences()
{
    // The document form of collide reads references with the same parser: a reference
    // that `frames` refuses, collide refuses with the same words.
    const CliRun ok = runCli({"collide", doc(), "hero:attack\\:heavy#1", "hero:walk#0", "--json"});
    QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    const CliRun bad = runCli({"collide", doc(), "hero:fall_4", "hero"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("sprite 'hero' has no animation 'fall_4'"), qPrintable(bad.err));
}

// An Aseprite export with two tags "fall": trace stores the second as "fall_2" (the rule
// every exporter uses), and the CLI names it so.
void TestFrameReference::repeatedAsepriteTags()
{
    QImage sheet(8, 4, QImage::Format_ARGB32);
    sheet.fill(Qt::red);
    QVERIFY(sheet.save(m_dir.filePath(QStringLiteral("tags.png"))));
    QJsonArray frames;
    for (int f = 0; f < 2; ++f)
        frames.append(
                QJsonObject{{"filename", QStringLiteral("f%1").arg(f)},
                            {"frame", QJsonObject{{"x", 4 * f}, {"y", 0}, {"w", 4}, {"h", 4}}},
                            {"duration", 100}});
    const QJsonArray tags{
            QJsonObject{{"name", "fall"}, {"from", 0}, {"to", 0}, {"direction", "forward"}},
            QJsonObject{{"name", "fall"}, {"from", 0}, {"to", 1}, {"direction", "reverse"}}};
    QFile json(m_dir.filePath(QStringLiteral("tags.json")));
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(QJsonDocument(QJsonObject{{"frames", frames},
                                         {"meta",
                                          QJsonObject{{"app", "https://www.aseprite.org/"},
                                                      {"image", "tags.png"},
                                                      {"frameTags", tags}}}})
                       .toJson());
    json.close();
    const QString traced = m_dir.filePath(QStringLiteral("tags.hitbox.json"));
    const CliRun trace = runCli({"trace", json.fileName(), "-o", traced});
    QVERIFY2(trace.exitCode == 0, qPrintable(trace.err));
    QFile file(traced);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject sprite
            = QJsonDocument::fromJson(file.readAll())["sprites"].toArray().first().toObject();
    QStringList names;
    for (const QJsonValue &a : sprite["animations"].toArray())
        names << a["name"].toString();
    QCOMPARE(names, (QStringList{"fall", "fall_2"}));
    const QString name = sprite["name"].toString();
    const CliRun run
            = runCli({"frames", traced, escaped(name) + ":fall_2", escaped(name), "--json"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QList<int> listed;
    for (const QJsonValue &row : QJsonDocument::fromJson(run.out.toUtf8())["frames"].toArray())
        listed << row["frame"].toInt();
    QCOMPARE(listed, (QList<int>{1, 0}));
}

QTEST_GUILESS_MAIN(TestFrameReference)
#include "tst_framereference.moc"
