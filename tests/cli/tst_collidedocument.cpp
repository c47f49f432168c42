// hitbox-cli collide DOC SPRITE_A SPRITE_B: the real binary on documents this test writes.
// Oracle: colliders built here by hand from the same numbers (pivot, shapes, a mask from
// the pixel pattern the test painted) and evaluated with the kernel's tiers directly, not
// through the model's document reader, image loader or sprite-to-collider conversion.
// Each tier's hit / miss / n/a, quarter and odd turns, fractional positions, scale and
// mirroring, the same sprite twice, names with '%1' and spaces, random placements with A
// and B swapped, and every bad input.

#include "clirunner.h"
#include "collisiontostring.h"

#include <hitbox/pipeline.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>
#include <random>

using hitbox::testing::runCli;
namespace hc = hitbox::collision;

namespace {

struct TestPolygon
{
    QString name;
    std::vector<hc::Vec2> points;
    bool valid = true; // the test knows which ones a validator refuses
};

// A sprite of the test document, with everything the oracle needs.
struct TestSprite
{
    QString name;
    QString image;       // file name in the test folder
    QStringList pattern; // rows of '#' (opaque) and '.' (transparent)
    std::optional<hc::Vec2> pivot;
    std::optional<hc::Rect> box;
    std::optional<hc::Circle> circle;
    QList<TestPolygon> polygons;

    int width() const { return int(pattern.first().size()); }
    int height() const { return int(pattern.size()); }
};

QList<TestSprite> testSprites()
{
    const QStringList block(8, QStringLiteral("########"));
    TestSprite hero{QStringLiteral("hero"), QStringLiteral("block.png"), block, {}, {}, {}, {}};
    hero.box = hc::Rect{-3, -3, 6, 6};
    hero.circle = hc::Circle{{0, 0}, 5}; // past the 8 x 8 image
    hero.polygons = {{QStringLiteral("body"), {{-3, -3}, {3, -3}, {3, 3}, {-3, 3}}},
                     {QStringLiteral("sword"), {{0, -0.5}, {14, -0.5}, {14, 0.5}, {0, 0.5}}}};
    TestSprite rock{QStringLiteral("rock %1 big"),
                    QStringLiteral("l shape.png"),
                    {QStringLiteral("##...."),
                     QStringLiteral("##...."),
                     QStringLiteral("######"),
                     QStringLiteral("######")},
                    hc::Vec2{1, 1},
                    {},
                    hc::Circle{{1, 0.5}, 2.5},
                    {{QStringLiteral("rock"), {{-1, -1}, {5, 1}, {-1, 3}}}}};
    TestSprite ghost{QStringLiteral("ghost"),
                     QStringLiteral("clear.png"),
                     QStringList(4, QStringLiteral("....")),
                     {},
                     {},
                     {},
                     {}};
    TestSprite mixed{QStringLiteral("mixed"), QStringLiteral("block.png"), block, {}, {}, {}, {}};
    mixed.box = hc::Rect{-4, -4, 8, 8};
    mixed.polygons = {{QStringLiteral("broken"), {{0, 0}, {1, 1}}, false},
                      {QStringLiteral("crossed"), {{-2, -2}, {2, 2}, {2, -2}, {-2, 2}}, false},
                      {QStringLiteral("valid"), {{-2, -2}, {2, -2}, {2, 2}, {-2, 2}}}};
    return {hero, rock, ghost, mixed};
}

hc::Mask maskOf(const TestSprite &s)
{
    hc::Mask m(s.width(), s.height());
    for (int y = 0; y < s.height(); ++y) {
        for (int x = 0; x < s.width(); ++x)
            m.set(x, y, s.pattern[y][x] == QLatin1Char('#'));
    }
    return m;
}

QImage imageOf(const TestSprite &s)
{
    QImage image(s.width(), s.height(), QImage::Format_ARGB32);
    for (int y = 0; y < s.height(); ++y) {
        for (int x = 0; x < s.width(); ++x)
            image.setPixelColor(
                    x, y, QColor(90, 60, 30, s.pattern[y][x] == QLatin1Char('#') ? 255 : 0));
    }
    return image;
}

QJsonArray pointJson(hc::Vec2 p)
{
    return QJsonArray{p.x, p.y};
}

QJsonObject spriteJson(const TestSprite &s)
{
    QJsonObject o{{"name", s.name}, {"image", s.image}};
    if (s.pivot)
        o["pivot"] = pointJson(*s.pivot);
    if (s.box)
        o["box"] = QJsonObject{{"x", s.box->x}, {"y", s.box->y}, {"w", s.box->w}, {"h", s.box->h}};
    if (s.circle)
        o["circle"] = QJsonObject{{"center", pointJson(s.circle->center)},
                                  {"radius", s.circle->radius}};
    QJsonArray polygons;
    for (const TestPolygon &p : s.polygons) {
        QJsonArray points;
        for (const hc::Vec2 v : p.points)
            points.append(pointJson(v));
        polygons.append(QJsonObject{{"name", p.name}, {"points", points}});
    }
    o["polygons"] = polygons;
    return o;
}

// A placement: pivot position, degrees clockwise, scale.
struct Placement
{
    hc::Vec2 position;
    double rotation = 0.0;
    hc::Vec2 scale{1, 1};

    QString argument() const
    {
        QStringList parts;
        for (const double v : {position.x, position.y, rotation, scale.x, scale.y})
            parts << QString::number(v, 'g', 17);
        return parts.join(QLatin1Char(','));
    }
};

// What the CLI should print, from the kernel on hand-built colliders.
struct Expected
{
    QStringList verdicts; // aabb, box, circle, armature, pixel
    QList<QStringList> pairs;
    qint64 overlapPixels = 0;
    QString pipeline;
    QString decidedBy;
};

QString expectedVerdictName(hc::Verdict v)
{
    switch (v) {
    case hc::Verdict::Hit:
        return QStringLiteral("hit");
    case hc::Verdict::Miss:
        return QStringLiteral("miss");
    case hc::Verdict::NotApplicable:
        return QStringLiteral("n/a");
    case hc::Verdict::NotRun:
        break;
    }
    return QStringLiteral("?");
}

const char *const tierNames[] = {"aabb", "box", "circle", "armature", "pixel"};

Expected oracle(const TestSprite &sa, Placement pa, const TestSprite &sb, Placement pb)
{
    const hc::Mask maskA = maskOf(sa);
    const hc::Mask maskB = maskOf(sb);
    std::vector<QString> namesA;
    std::vector<QString> namesB;
    const auto collider = [](const TestSprite &s,
                             Placement p,
                             const hc::Mask &mask,
                             std::vector<QString> &names) {
        hc::Collider c;
        c.width = s.width();
        c.height = s.height();
        const hc::Vec2 pivot = s.pivot ? *s.pivot : hc::Vec2{s.width() / 2.0, s.height() / 2.0};
        c.transform = {p.position, pivot, p.rotation, p.scale};
        if (s.box)
            c.boxes = {*s.box};
        if (s.circle)
            c.circles = {*s.circle};
        for (const TestPolygon &polygon : s.polygons) {
            if (polygon.valid) {
                c.armature.push_back(hc::Polygon{polygon.points});
                names.push_back(polygon.name);
            }
        }
        c.mask = &mask;
        return c;
    };
    const hc::Collider a = collider(sa, pa, maskA, namesA);
    const hc::Collider b = collider(sb, pb, maskB, namesB);
    Expected e;
    const hc::CollisionReport r = hc::evaluateAllTiers(a, b);
    for (const hc::TierResult &t : r.tiers)
        e.verdicts << expectedVerdictName(t.verdict);
    // Each sprite has at most one box and one circle, unnamed: "Box 1", "Circle 1".
    const auto name = [](const std::vector<QString> &polygons, hc::ShapeKind kind, std::size_t i) {
        return kind == hc::ShapeKind::Box      ? QStringLiteral("Box 1")
               : kind == hc::ShapeKind::Circle ? QStringLiteral("Circle 1")
                                               : polygons[i];
    };
    for (const hc::PolygonPair &p : r[hc::Tier::Armature].polygonPairs)
        e.pairs << QStringList{name(namesA, p.kindA, p.a), name(namesB, p.kindB, p.b)};
    e.overlapPixels = r[hc::Tier::Pixel].pixels.count.value_or(0);
    e.pipeline = r.hit ? QStringLiteral("hit") : QStringLiteral("miss");
    e.decidedBy = QString::fromLatin1(tierNames[int(*r.decidedBy)]);
    return e;
}

} // namespace

class TestCollideDocument : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exactJson();
    void tiers_data();
    void tiers();
    void turnedAndScaled_data();
    void turnedAndScaled();
    void randomPlacementsSwapped();
    void readableTable();
    void formRule();
    void badInput_data();
    void badInput();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    // Runs the document form with --json and compares with the oracle; returns the
    // problem or an empty string.
    QString check(int a, Placement pa, int b, Placement pb);
    void writeDocument(const QString &name, const QJsonArray &sprites);

    QTemporaryDir m_dir;
    QList<TestSprite> m_sprites;
};

void TestCollideDocument::writeDocument(const QString &name, const QJsonArray &sprites)
{
    QFile file(path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QJsonObject doc{{"format", "hitbox"}, {"version", 1}, {"sprites", sprites}};
    file.write(QJsonDocument(doc).toJson());
}

void TestCollideDocument::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(qEnvironmentVariable("HITBOX_CLI")), "HITBOX_CLI not set by CTest");
    m_sprites = testSprites();
    QJsonArray sprites;
    for (const TestSprite &s : m_sprites) {
        if (!QFile::exists(path(s.image)))
            QVERIFY(imageOf(s).save(path(s.image), "PNG"));
        sprites.append(spriteJson(s));
    }
    writeDocument("game.hitbox.json", sprites);
    writeDocument("missing image.hitbox.json",
                  {QJsonObject{{"name", "lost"}, {"image", "nowhere.png"}}});
    QFile junk(path("junk.hitbox.json"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("{ \"format\": \"hitbox\", ");
    junk.close();
    QVERIFY(QDir(m_dir.path()).mkdir("folder.hitbox.json"));
}

QString TestCollideDocument::check(int a, Placement pa, int b, Placement pb)
{
    const auto run = runCli({"collide",
                             path("game.hitbox.json"),
                             m_sprites[a].name,
                             m_sprites[b].name,
                             "--a",
                             pa.argument(),
                             "--b",
                             pb.argument(),
                             "--json"});
    const QString where = m_sprites[a].name + " " + pa.argument() + " / " + m_sprites[b].name + " "
                          + pb.argument() + ": ";
    if (run.exitCode != 0 || !run.err.isEmpty())
        return where + "exit " + QString::number(run.exitCode) + " " + run.err;
    const QJsonObject got = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const Expected e = oracle(m_sprites[a], pa, m_sprites[b], pb);
    const QJsonObject tiers = got["tiers"].toObject();
    for (int t = 0; t < 5; ++t) {
        const QString v = tiers[tierNames[t]].toObject()["verdict"].toString();
        if (v != e.verdicts[t])
            return where + tierNames[t] + " " + v + ", expected " + e.verdicts[t];
    }
    QList<QStringList> pairs;
    for (const QJsonValue &p : tiers["armature"].toObject()["pairs"].toArray())
        pairs << QStringList{p.toArray()[0].toString(), p.toArray()[1].toString()};
    if (pairs != e.pairs)
        return where + "polygon pairs differ: " + run.out;
    if (tiers["pixel"].toObject()["overlap_pixels"].toInteger() != e.overlapPixels)
        return where + "overlap_pixels differ: " + run.out;
    const QJsonObject pipeline = got["pipeline"].toObject();
    if (pipeline["verdict"].toString() != e.pipeline
        || pipeline["decided_by"].toString() != e.decidedBy)
        return where + "pipeline differs: " + run.out;
    return {};
}

// The output format to the byte, for a case worked out by hand: boxes touch (miss), the
// circles overlap (a final hit), and on the armature (all shapes) tier every shape pair
// that meets: box and circle, circle and circle, circles and the body polygon, A's sword
// with B's box, circle, body and sword; 2 x 8 solid pixels overlap.
void TestCollideDocument::exactJson()
{
    const auto run
            = runCli({"collide", path("game.hitbox.json"), "hero", "hero", "--b", "6,0", "--json"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.out,
             QStringLiteral(R"({"tiers": {"aabb": {"verdict": "hit"}, "box": {"verdict": "miss", )"
                            R"("pairs": []}, "circle": {"verdict": "hit", "pairs": [["Circle 1", )"
                            R"("Circle 1"]]}, "armature": {"verdict": "hit", "pairs": [["Box 1", )"
                            R"("Circle 1"], ["Circle 1", "Box 1"], ["Circle 1", "Circle 1"], )"
                            R"(["Circle 1", "body"], ["body", "Circle 1"], ["sword", "Box 1"], )"
                            R"(["sword", "Circle 1"], ["sword", "body"], ["sword", "sword"]]}, )"
                            R"("pixel": {"verdict": "hit", "overlap_pixels": 16}}, )"
                            R"("pipeline": {"verdict": "hit", "decided_by": "circle"}})"
                            "\n"));
    QVERIFY(QJsonDocument::fromJson(run.out.toUtf8()).isObject());
    QVERIFY(check(0, {}, 0, {{6, 0}}).isEmpty());
}

void TestCollideDocument::tiers_data()
{
    QTest::addColumn<int>("a");
    QTest::addColumn<QString>("placeA");
    QTest::addColumn<int>("b");
    QTest::addColumn<QString>("placeB");
    QTest::addColumn<QString>("verdicts"); // worked out by hand
    QTest::addColumn<QString>("pipeline");

    const auto row = [](const char *name,
                        int a,
                        const char *pa,
                        int b,
                        const char *pb,
                        const char *verdicts,
                        const char *pipeline) {
        QTest::newRow(name) << a << QString::fromLatin1(pa) << b << QString::fromLatin1(pb)
                            << QString::fromLatin1(verdicts) << QString::fromLatin1(pipeline);
    };
    // 0 hero, 1 "rock %1 big", 2 ghost (no solid pixel, no shapes), 3 mixed.
    row("same place, everything hits", 0, "0,0", 0, "0,0", "hit hit hit hit hit", "hit by box");
    row("boxes overlap", 0, "0.5,0", 0, "5.5,0", "hit hit hit hit hit", "hit by box");
    // The box and circle misses are not final: the sword (a polygon) meets B's shapes.
    row("circles touch", 0, "0,0", 0, "10,0", "hit miss miss hit miss", "hit by armature");
    row("only the sword reaches",
        0,
        "0,0",
        0,
        "12,0.25",
        "hit miss miss hit miss",
        "hit by armature");
    row("stacked, swords apart", 0, "0,0", 0, "0,8", "hit miss hit hit miss", "hit by circle");
    row("aabb miss", 0, "0,0", 1, "100,-100", "miss n/a miss miss miss", "miss by aabb");
    row("no box, no circle", 0, "0,0", 2, "1,1", "hit n/a n/a n/a miss", "miss by pixel");
    row("no solid pixels", 2, "0,0", 2, "0,0", "hit n/a n/a n/a miss", "miss by pixel");
    row("invalid polygons left out", 3, "0,0", 0, "1,0", "hit hit n/a hit hit", "hit by box");
    // The rock's circle (at 10, 0.5, radius 2.5) stays clear of the hero's (radius 5), but
    // the hero's sword reaches it: the circle's Miss is not final.
    row("rock on the sword", 0, "0,0", 1, "9,0", "hit n/a miss hit miss", "hit by armature");
}

void TestCollideDocument::tiers()
{
    QFETCH(int, a);
    QFETCH(QString, placeA);
    QFETCH(int, b);
    QFETCH(QString, placeB);
    QFETCH(QString, verdicts);
    QFETCH(QString, pipeline);
    const auto run = runCli({"collide",
                             path("game.hitbox.json"),
                             m_sprites[a].name,
                             m_sprites[b].name,
                             "--a",
                             placeA,
                             "--b",
                             placeB,
                             "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject got = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QStringList gotVerdicts;
    for (const char *t : tierNames)
        gotVerdicts << got["tiers"].toObject()[t].toObject()["verdict"].toString();
    QCOMPARE(gotVerdicts.join(' '), verdicts);
    const QJsonObject p = got["pipeline"].toObject();
    QCOMPARE(p["verdict"].toString() + " by " + p["decided_by"].toString(), pipeline);
    // The same from the oracle, given with only X,Y as here.
    const auto parse = [](const QString &text) {
        const QStringList xy = text.split(',');
        return Placement{{xy[0].toDouble(), xy[1].toDouble()}};
    };
    const QString problem = check(a, parse(placeA), b, parse(placeB));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCollideDocument::turnedAndScaled_data()
{
    QTest::addColumn<double>("degrees");
    QTest::addColumn<hc::Vec2>("scale");
    for (const double d : {0.0, 90.0, 180.0, 270.0, -90.0, 450.0, 33.3, -45.0, 187.25}) {
        QTest::addRow("%g degrees", d) << d << hc::Vec2{1, 1};
        QTest::addRow("%g degrees, scaled 1.5 x 0.75", d) << d << hc::Vec2{1.5, 0.75};
        QTest::addRow("%g degrees, mirrored", d) << d << hc::Vec2{-1, 1};
    }
}

// Fractional positions; A turned and scaled against B, both orders of the sprites.
void TestCollideDocument::turnedAndScaled()
{
    QFETCH(double, degrees);
    QFETCH(hc::Vec2, scale);
    const Placement turned{{0.25, -0.5}, degrees, scale};
    for (const hc::Vec2 at : {hc::Vec2{3.75, 1.5}, hc::Vec2{-6.125, 2.5}, hc::Vec2{9.5, -0.75}}) {
        const Placement plain{at};
        for (const auto &[a, b] : {std::pair{0, 1}, {1, 0}, {0, 0}, {3, 1}}) {
            const QString problem = check(a, turned, b, plain);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
}

// Random placements of random sprite pairs, also with A and B (and --a, --b) swapped:
// both answers match the oracle, and every verdict, the pixel tier's and the pipeline's
// included, is the same both ways.
void TestCollideDocument::randomPlacementsSwapped()
{
    std::mt19937 rng(2026u);
    std::uniform_real_distribution<double> pos(-12.0, 12.0);
    std::uniform_real_distribution<double> angle(-360.0, 360.0);
    std::uniform_real_distribution<double> factor(0.5, 2.0);
    std::uniform_int_distribution<int> sprite(0, 3);
    for (int n = 0; n < 25; ++n) {
        const int a = sprite(rng);
        const int b = sprite(rng);
        const Placement pa{{pos(rng), pos(rng)}, angle(rng), {factor(rng), factor(rng)}};
        const Placement pb{{pos(rng), pos(rng)},
                           n % 3 == 0 ? 90.0 * n : angle(rng),
                           {n % 4 == 0 ? -1.0 : 1.0, 1.0}};
        QString problem = check(a, pa, b, pb);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = check(b, pb, a, pa);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const Expected ab = oracle(m_sprites[a], pa, m_sprites[b], pb);
        const Expected ba = oracle(m_sprites[b], pb, m_sprites[a], pa);
        QCOMPARE(ab.verdicts, ba.verdicts);
        QCOMPARE(ab.pairs.size(), ba.pairs.size());
        QCOMPARE(ab.pipeline + ab.decidedBy, ba.pipeline + ba.decidedBy);
    }
}

void TestCollideDocument::readableTable()
{
    const auto run = runCli({"collide",
                             path("game.hitbox.json"),
                             "hero",
                             "rock %1 big",
                             "--a",
                             "0,0",
                             "--b",
                             "9,0"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("A: hero at (0, 0), 0 degrees, scale 1 x 1\n"), qPrintable(run.out));
    QVERIFY2(run.out.contains("B: rock %1 big at (9, 0), 0 degrees, scale 1 x 1\n"),
             qPrintable(run.out));
    // The rock has no box (the explanation names the cause, model::notApplicableText).
    QVERIFY2(run.out.contains(QRegularExpression("\nbox +n/a +rock %1 big has no box\n")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QRegularExpression(
                     "\narmature +hit +shapes sword / Circle 1, sword / rock\n")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains("pipeline: hit, decided by armature\n"), qPrintable(run.out));

    // The same as JSON: the reason's code and text.
    const auto json = runCli(
            {"collide", path("game.hitbox.json"), "hero", "rock %1 big", "--b", "9,0", "--json"});
    const QJsonObject box = QJsonDocument::fromJson(json.out.toUtf8())
                                    .object()["tiers"]
                                    .toObject()["box"]
                                    .toObject();
    QCOMPARE(box["reason"].toString(), QStringLiteral("missing-in-b"));
    QCOMPARE(box["explanation"].toString(), QStringLiteral("rock %1 big has no box"));

    // A hitbox-against-hurtbox question asks no pixels (neither role is bound to the
    // image); the pixel tier says so, and no shape of those roles exists to make a hit.
    const auto roles = runCli({"collide",
                               path("game.hitbox.json"),
                               "hero",
                               "hero",
                               "--roles",
                               "hitbox,hurtbox",
                               "--json"});
    QCOMPARE(roles.exitCode, 0);
    const QJsonObject got = QJsonDocument::fromJson(roles.out.toUtf8()).object();
    const QJsonObject pixel = got["tiers"].toObject()["pixel"].toObject();
    QCOMPARE(pixel["verdict"].toString(), QStringLiteral("n/a"));
    QCOMPARE(pixel["reason"].toString(), QStringLiteral("pixels-not-asked"));
    QCOMPARE(pixel["explanation"].toString(),
             QStringLiteral("pixels not in the question: no role bound to the image on hero "
                            "meets one on hero"));
    QCOMPARE(got["pipeline"].toObject()["verdict"].toString(), QStringLiteral("n/a"));
    // body against body asks them.
    const auto bodies = runCli({"collide",
                                path("game.hitbox.json"),
                                "hero",
                                "hero",
                                "--roles",
                                "body,body",
                                "--json"});
    QCOMPARE(QJsonDocument::fromJson(bodies.out.toUtf8())
                     .object()["tiers"]
                     .toObject()["pixel"]
                     .toObject()["verdict"]
                     .toString(),
             QStringLiteral("hit"));
}

// The first argument that is not an option decides the form: ending in .json (any case)
// is a document; the image form is unchanged.
void TestCollideDocument::formRule()
{
    QFile::copy(path("game.hitbox.json"), path("GAME.JSON"));
    const auto upper
            = runCli({"collide", "--json", "--a", "0,0", path("GAME.JSON"), "hero", "ghost"});
    QCOMPARE(upper.exitCode, 0);
    QVERIFY(upper.out.startsWith(R"({"tiers": )"));
    const auto image = runCli(
            {"collide", path("block.png"), path("block.png"), "--offset", "2,2", "--json"});
    QCOMPARE(image.exitCode, 0);
    QVERIFY2(image.out.contains(R"("overlap_pixels":36)"), qPrintable(image.out));
    const auto help = runCli({"collide", "--help"});
    QVERIFY(help.out.contains("SPRITE_A SPRITE_B"));
    QVERIFY(help.out.contains("--threshold-b"));
}

void TestCollideDocument::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mustMention");
    const auto row = [](const char *name, QStringList args, const char *mention) {
        QTest::newRow(name) << args << QString::fromLatin1(mention);
    };
    const QString doc = "game.hitbox.json";
    row("unknown sprite A",
        {doc, "villain", "hero"},
        "game.hitbox.json: no sprite named 'villain'");
    row("unknown sprite B", {doc, "hero", "x%1 y%2"}, "no sprite named 'x%1 y%2'");
    row("name differs in case", {doc, "Hero", "hero"}, "no sprite named 'Hero'");
    row("one sprite", {doc, "hero"}, "needs a document and two sprite names, got 2");
    row("three sprites", {doc, "hero", "hero", "hero"}, "got 4");
    row("NaN", {doc, "hero", "hero", "--a", "nan,0"}, "bad --a 'nan,0'");
    row("infinity", {doc, "hero", "hero", "--b", "0,inf"}, "bad --b '0,inf'");
    row("huge number", {doc, "hero", "hero", "--b", "0,1e400"}, "bad --b '0,1e400'");
    row("one number", {doc, "hero", "hero", "--a", "3"}, "bad --a '3'");
    row("six numbers", {doc, "hero", "hero", "--a", "1,2,3,4,5,6"}, "bad --a '1,2,3,4,5,6'");
    row("empty field", {doc, "hero", "hero", "--a", "1,,2"}, "bad --a '1,,2'");
    row("letters", {doc, "hero", "hero", "--a", "x,y"}, "bad --a 'x,y'");
    row("zero scale", {doc, "hero", "hero", "--a", "0,0,0,0"}, "scale must be");
    row("zero scale y", {doc, "hero", "hero", "--b", "0,0,0,1,0"}, "scale must be");
    row("tiny scale",
        {doc, "hero", "hero", "--b", "0,0,0,1e-9"},
        "scale must be from 0.001 to 1000 in size");
    row("far away", {doc, "hero", "hero", "--a", "2e7,0"}, "within +-10000000");
    row("placement without value", {doc, "hero", "hero", "--a"}, "--a needs a value");
    row("image option", {doc, "hero", "hero", "--offset", "1,1"}, "unknown option '--offset'");
    row("missing document", {"nothere.hitbox.json", "a", "b"}, "nothere.hitbox.json");
    row("not JSON", {"junk.hitbox.json", "a", "b"}, "junk.hitbox.json");
    row("folder", {"folder.hitbox.json", "a", "b"}, "folder.hitbox.json");
    row("missing image", {"missing image.hitbox.json", "lost", "lost"}, "nowhere.png");
}

void TestCollideDocument::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mustMention);
    QStringList full{"collide", "--json"};
    for (const QString &a : args)
        full << (a.endsWith(".json") ? path(a) : a);
    const auto run = runCli(full);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.startsWith("hitbox-cli collide: "), qPrintable(run.err));
    QVERIFY2(run.err.contains(mustMention), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestCollideDocument)
#include "tst_collidedocument.moc"
