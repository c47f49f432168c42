// Polygon shapes with holes in the model: the validation messages (the document, `hitbox-cli
// validate` and the editor share them), and the armature tier through spriteCollider,
// which must leave holes out: against cell-centre sampling of rectilinear integer scenes
// (exact for them), with A and B swapped.

#include "model/evaluate/projectvalidation.h"
#include "model/evaluate/spritecollider.h"
#include "model/io/projectformat.h"

#include <hitbox/pipeline.h>

#include <QDir>
#include <QFile>
#include <QTest>

#include <random>

using namespace hitbox;

Q_DECLARE_METATYPE(hitbox::model::Shape)
namespace hc = hitbox::collision;

namespace {

hc::Polygon rect(double x0, double y0, double x1, double y1)
{
    return hc::Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}};
}

model::Shape ring(const hc::Polygon &outer, const QList<hc::Polygon> &holes)
{
    model::Shape s = model::Shape::makePolygon(outer, QStringLiteral("body"));
    s.holes = holes;
    return s;
}

// A collider of a frame with `shapes`, its pivot at the origin of a 100 x 100 frame whose
// pivot is the top-left corner, placed at `position`.
struct Placed
{
    model::Sprite sprite;
    model::FrameShapes shapes;
    hc::Collider collider;
};

Placed place(const QList<model::Shape> &shapes, hc::Vec2 position, double rotation = 0)
{
    Placed p;
    p.sprite.pivot = hc::Vec2{0, 0};
    p.sprite.frames[0].shapes = shapes;
    model::PreviewInstance at;
    at.position = position;
    at.rotation = rotation;
    p.shapes = model::usableShapes(p.sprite.frames[0], model::RoleTable::defaults());
    p.collider = model::spriteCollider(
            p.sprite, p.sprite.frames[0], QSize(100, 100), at, p.shapes, nullptr);
    return p;
}

bool armatureHit(const Placed &a, const Placed &b)
{
    return hc::evaluateTier(hc::Tier::Armature, a.collider, b.collider).verdict == hc::Verdict::Hit;
}

// Inside the region of a rectilinear shape at a cell centre: inside the outline rectangle
// and outside every hole rectangle (loops given as rect()).
bool insideRects(const model::Shape &s, double x, double y)
{
    const auto in = [&](const hc::Polygon &r) {
        return x > r.points[0].x && x < r.points[2].x && y > r.points[0].y && y < r.points[2].y;
    };
    if (!in(s.polygon))
        return false;
    for (const hc::Polygon &hole : s.holes) {
        if (in(hole))
            return false;
    }
    return true;
}

} // namespace

class TestPolygonHoles : public QObject
{
    Q_OBJECT

private slots:
    void problemText_data();
    void problemText();
    void validateProjectNamesTheHole();
    void bodyInsideHoleMisses();
    void randomScenesVsSampling();
    void evidenceNamesTheShapeOnce();
    void storedDocumentsRoundTrip_data();
    void storedDocumentsRoundTrip();
};

void TestPolygonHoles::problemText_data()
{
    QTest::addColumn<model::Shape>("shape");
    QTest::addColumn<QString>("text");
    const hc::Polygon outer = rect(0, 0, 10, 10);
    QTest::newRow("valid") << ring(outer, {rect(1, 1, 3, 3), rect(5, 5, 8, 8)}) << QString();
    QTest::newRow("no holes, outline bad")
            << ring(hc::Polygon{{{0, 0}, {1, 1}}}, {}) << "fewer than 3 points (has 2)";
    QTest::newRow("hole bad") << ring(
            outer, {rect(1, 1, 2, 2), hc::Polygon{{{4, 4}, {6, 6}, {6, 4}, {4, 6}}}})
                              << "hole 2: edges cross or touch each other (edges 1 and 3)";
    QTest::newRow("outside") << ring(outer, {rect(20, 20, 30, 30)})
                             << "hole 1 is not inside the outline";
    QTest::newRow("nested") << ring(outer, {rect(2, 2, 8, 8), rect(4, 4, 5, 5)})
                            << "hole 2 lies inside hole 1";
    QTest::newRow("touches outline")
            << ring(outer, {rect(5, 5, 10, 8)}) << "hole 1 crosses or touches the outline";
    QTest::newRow("holes touch") << ring(outer, {rect(1, 1, 3, 3), rect(3, 1, 5, 3)})
                                 << "hole 2 crosses or touches hole 1";
}

void TestPolygonHoles::problemText()
{
    QFETCH(model::Shape, shape);
    QFETCH(QString, text);
    const QString got = model::polygonShapeProblemText(shape);
    QVERIFY2(got.startsWith(text) && (text.isEmpty() == got.isEmpty()), qPrintable(got));
}

void TestPolygonHoles::validateProjectNamesTheHole()
{
    model::Project p;
    model::Sprite s;
    s.name = QStringLiteral("donut");
    s.frames[0].shapes << ring(rect(0, 0, 10, 10), {rect(1, 1, 3, 3), rect(2, 2, 4, 4)});
    s.frames[0].shapes.last().name = QStringLiteral("dough");
    p.sprites << s;
    bool found = false;
    for (const model::ProjectProblem &problem : model::validateProject(p)) {
        if (problem.where.endsWith(QStringLiteral("polygon 1 \"dough\""))) {
            QCOMPARE(problem.severity, model::ProjectProblem::Severity::Error);
            QCOMPARE(problem.message, QStringLiteral("hole 2 crosses or touches hole 1"));
            found = true;
        }
    }
    QVERIFY(found);
}

void TestPolygonHoles::bodyInsideHoleMisses()
{
    // A frame 40 px wide ring; a 10 px square inside its hole, then across its rim.
    const model::Shape donut = ring(rect(-20, -20, 20, 20), {rect(-10, -10, 10, 10)});
    const model::Shape body = model::Shape::makePolygon(rect(-5, -5, 5, 5), QStringLiteral("body"));
    const Placed a = place({donut}, {0, 0});
    for (const double angle : {0.0, 30.0}) {
        const Placed inHole = place({body}, {1, 2}, angle);
        QVERIFY(!armatureHit(a, inHole));
        QVERIFY(!armatureHit(inHole, a));
        const Placed onRim = place({body}, {12, 0}, angle);
        QVERIFY(armatureHit(a, onRim));
        QVERIFY(armatureHit(onRim, a));
    }
    // Without the hole the same body hits.
    const Placed filled = place({ring(rect(-20, -20, 20, 20), {})}, {0, 0});
    QVERIFY(armatureHit(filled, place({body}, {1, 2})));
    // An unusable shape with holes takes no part.
    const Placed broken = place({ring(rect(-20, -20, 20, 20), {rect(-10, -10, 30, 10)})}, {0, 0});
    QVERIFY(broken.collider.armature.empty());
}

void TestPolygonHoles::randomScenesVsSampling()
{
    std::mt19937 rng(1124);
    std::uniform_int_distribution<int> c(0, 20);
    int hits = 0;
    int misses = 0;
    for (int round = 0; round < 3000; ++round) {
        // A: the square 0..20 with up to three disjoint holes on a 5 px lattice (valid:
        // lattice cells 1..3 keep a 1-cell rim and never touch each other).
        QList<hc::Polygon> holes;
        for (int cell = 0; cell < 9; ++cell) {
            if (rng() % 3 != 0)
                continue;
            const double x = 1 + 6 * (cell % 3);
            const double y = 1 + 6 * (cell / 3);
            holes << rect(x, y, x + 1 + double(rng() % 4), y + 1 + double(rng() % 4));
        }
        const model::Shape donut = ring(rect(0, 0, 20, 20), holes);
        QVERIFY(model::polygonShapeProblemText(donut).isEmpty());
        // B: an integer rectangle somewhere over it.
        const int x0 = c(rng) - 2, y0 = c(rng) - 2;
        const int x1 = x0 + 1 + int(rng() % 3), y1 = y0 + 1 + int(rng() % 3);
        const model::Shape box
                = model::Shape::makePolygon(rect(x0, y0, x1, y1), QStringLiteral("body"));
        // Rectilinear integer loops overlap in area iff they share a unit cell.
        bool expected = false;
        for (int y = y0; y < y1 && !expected; ++y) {
            for (int x = x0; x < x1 && !expected; ++x)
                expected = insideRects(donut, x + 0.5, y + 0.5);
        }
        // Both placed with a common offset, A's shape listed after a far-away box.
        const model::Shape far
                = model::Shape::makePolygon(rect(80, 80, 90, 90), QStringLiteral("body"));
        const Placed a = place({far, donut}, {7, -3});
        const Placed b = place({box}, {7, -3});
        QCOMPARE(armatureHit(a, b), expected);
        QCOMPARE(armatureHit(b, a), expected);
        (expected ? hits : misses)++;
    }
    QVERIFY2(hits > 300 && misses > 300, qPrintable(QStringLiteral("%1 %2").arg(hits).arg(misses)));
}

void TestPolygonHoles::evidenceNamesTheShapeOnce()
{
    // A box across the whole ring meets several of its convex pieces; the pairs name the
    // ring (shape 1 of A's frame) once.
    const model::Shape donut = ring(rect(0, 0, 20, 20), {rect(5, 5, 15, 15)});
    const Placed a
            = place({model::Shape::makeBox({50, 50, 1, 1}, QStringLiteral("body")), donut}, {0, 0});
    const Placed b = place({model::Shape::makePolygon(rect(-1, 8, 21, 12), QStringLiteral("body"))},
                           {0, 0});
    QVERIFY(a.shapes.polygons.size() > 1);
    for (const std::size_t index : a.shapes.polygonIndices)
        QCOMPARE(index, std::size_t(1));
    hc::EvaluationOptions options;
    options.allPolygonPairs = true;
    hc::TierResult r = hc::evaluateTier(hc::Tier::Armature, a.collider, b.collider, options);
    QCOMPARE(r.verdict, hc::Verdict::Hit);
    QVERIFY(r.polygonPairs.size() > 1);
    model::mapPolygonPairs(r.polygonPairs, a.shapes, b.shapes);
    QCOMPARE(r.polygonPairs.size(), std::size_t(1));
    QCOMPARE(r.polygonPairs[0].a, std::size_t(1));
    QCOMPARE(r.polygonPairs[0].b, std::size_t(0));
}

void TestPolygonHoles::storedDocumentsRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QString source = qEnvironmentVariable("HITBOX_SOURCE_DIR");
    QTest::newRow("demo") << source + QStringLiteral("/resources/demo/demo.hitbox.json");
    // The corpus's documents; its other seeds are broken on purpose (nul-after-document.json).
    QDir corpus(source + QStringLiteral("/tests/fuzz/corpus/project"));
    for (const QString &name : corpus.entryList({QStringLiteral("*.hitbox.json")}, QDir::Files))
        QTest::newRow(qPrintable(name)) << corpus.filePath(name);
}

void TestPolygonHoles::storedDocumentsRoundTrip()
{
    // Version 1 and 2 documents: a written document reads back and writes the same bytes;
    // one the writer wrote (version 2) is reproduced byte for byte.
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const model::ProjectReadResult read = model::parseProject(bytes, path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const QByteArray written = model::serializeProject(read.project, path);
    if (bytes.contains("\"version\": 2"))
        QCOMPARE(written, bytes);
    const model::ProjectReadResult again = model::parseProject(written, path);
    QVERIFY2(again.ok(), qPrintable(again.error));
    QVERIFY(again.project == read.project);
    QCOMPARE(model::serializeProject(again.project, path), written);
}

QTEST_GUILESS_MAIN(TestPolygonHoles)
#include "tst_polygonholes.moc"
