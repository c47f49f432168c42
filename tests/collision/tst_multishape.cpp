// Colliders with several boxes, circles and polygons, each with a category/mask filter (the
// editor's roles and collision matrix): every tier answers "any shape of A meets any shape
// of B that the filters let meet", NotApplicable when no pair is tested. Checked on seeded
// random scenes against the long-double references of referencetiers.h, each shape pair
// decided on its own and then combined (refAnyTestedPair), with A and B swapped, and the
// evidence's shape pairs checked one by one.

#include "randomcolliders.h"
#include "referencetiers.h"

#include <hitbox/pipeline.h>

#include <QTest>

#include <algorithm>

#include <optional>
#include <random>
#include <vector>

using namespace hitbox::collision;
using namespace hitbox::testing;

namespace {

constexpr int roleCount = 4;

// A random symmetric "which roles meet" matrix as bit rows.
std::array<std::uint64_t, roleCount> randomMatrix(std::mt19937 &rng)
{
    std::array<std::uint64_t, roleCount> meets{};
    std::bernoulli_distribution coin(0.5);
    for (int i = 0; i < roleCount; ++i) {
        for (int j = i; j < roleCount; ++j) {
            if (coin(rng)) {
                meets[i] |= std::uint64_t(1) << j;
                meets[j] |= std::uint64_t(1) << i;
            }
        }
    }
    return meets;
}

Collider randomCollider(std::mt19937 &rng, const std::array<std::uint64_t, roleCount> &meets)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> count(0, 3);
    std::uniform_int_distribution<int> role(0, roleCount - 1);
    std::uniform_int_distribution<int> quarter(0, 7);
    Collider c;
    c.width = 16;
    c.height = 16;
    c.transform.pivot = {8, 8};
    c.transform.position = {unit(rng) * 40.0, unit(rng) * 40.0};
    c.transform.rotation = unit(rng) < 0.5 ? quarter(rng) * 45.0 : unit(rng) * 360.0;
    const double scale = 0.5 + unit(rng) * 1.5;
    c.transform.scale = {unit(rng) < 0.2 ? -scale : scale, scale};
    const auto filter = [&] {
        const int r = role(rng);
        return ShapeFilter{std::uint64_t(1) << r, meets[std::size_t(r)]};
    };
    const auto local = [&] { return Vec2{unit(rng) * 24.0 - 12.0, unit(rng) * 24.0 - 12.0}; };
    for (int k = count(rng); k > 0; --k) {
        const Vec2 p = local();
        c.boxes.push_back({p.x, p.y, 1.0 + unit(rng) * 10.0, 1.0 + unit(rng) * 10.0});
        c.boxFilters.push_back(filter());
    }
    for (int k = count(rng); k > 0; --k) {
        c.circles.push_back({local(), 0.5 + unit(rng) * 6.0});
        c.circleFilters.push_back(filter());
    }
    for (int k = count(rng); k > 0; --k) {
        c.armature.push_back(randomStar(rng, local(), 2.0 + unit(rng) * 6.0));
        c.armatureFilters.push_back(filter());
    }
    return c;
}

// The reference answer of one tier, or nullopt when no pair is tested.
std::optional<RefClear> reference(Tier tier, const Collider &a, const Collider &b)
{
    switch (tier) {
    case Tier::Box:
        return refBoxTierPairs(a, b);
    case Tier::Circle:
        return refCircleTierPairs(a, b);
    case Tier::Armature:
        // Every shape against every shape, whatever their kinds.
        return refShapesTier(a, b);
    default:
        return std::nullopt;
    }
}

// The reference relation of one shape pair of a tier.
RefClear
pairReference(Tier tier, const Collider &a, std::size_t i, const Collider &b, std::size_t j)
{
    switch (tier) {
    case Tier::Box:
        return refPolygonRelation(refWorldRect(a.transform, a.boxes[i]),
                                  refWorldRect(b.transform, b.boxes[j]));
    case Tier::Circle:
        return refCirclePair(a, a.circles[i], b, b.circles[j]);
    default:
        return refPolygonRelation(refWorldPolygon(a.transform, a.armature[i].points),
                                  refWorldPolygon(b.transform, b.armature[j].points));
    }
}

const std::vector<ShapeFilter> &filtersOf(const Collider &c, Tier tier)
{
    return tier == Tier::Box      ? c.boxFilters
           : tier == Tier::Circle ? c.circleFilters
                                  : c.armatureFilters;
}

} // namespace

class TestMultiShape : public QObject
{
    Q_OBJECT

private slots:
    void filterRule_data();
    void filterRule();
    void oneHitAmongMany();
    void noTestedPairIsNotApplicable();
    void randomScenes();
};

void TestMultiShape::filterRule_data()
{
    QTest::addColumn<quint64>("categoryA");
    QTest::addColumn<quint64>("maskA");
    QTest::addColumn<quint64>("categoryB");
    QTest::addColumn<quint64>("maskB");
    QTest::addColumn<bool>("tested");
    QTest::newRow("defaults") << quint64(1) << ~quint64(0) << quint64(1) << ~quint64(0) << true;
    QTest::newRow("hitbox meets hurtbox")
            << quint64(2) << quint64(4) << quint64(4) << quint64(2) << true;
    QTest::newRow("hitbox vs hitbox")
            << quint64(2) << quint64(4) << quint64(2) << quint64(4) << false;
    QTest::newRow("one-sided mask")
            << quint64(1) << quint64(2) << quint64(2) << quint64(4) << false;
    QTest::newRow("nothing") << quint64(0) << quint64(0) << quint64(1) << ~quint64(0) << false;
    QTest::newRow("high bits") << (quint64(1) << 63) << (quint64(1) << 62) << (quint64(1) << 62)
                               << (quint64(1) << 63) << true;
}

void TestMultiShape::filterRule()
{
    QFETCH(quint64, categoryA);
    QFETCH(quint64, maskA);
    QFETCH(quint64, categoryB);
    QFETCH(quint64, maskB);
    QFETCH(bool, tested);
    const ShapeFilter a{categoryA, maskA};
    const ShapeFilter b{categoryB, maskB};
    QCOMPARE(shouldTest(a, b), tested);
    QCOMPARE(shouldTest(b, a), tested);
    QCOMPARE(refPairTested({a}, 0, {b}, 0), tested);
}

void TestMultiShape::oneHitAmongMany()
{
    // Three boxes each; only A's third box reaches B's second. The evidence names that pair.
    Collider a;
    a.width = a.height = 10;
    a.boxes = {{-20, -20, 2, 2}, {20, 20, 2, 2}, {4, -1, 4, 2}};
    Collider b = a;
    b.transform.position = {10, 0};
    b.boxes = {{30, 30, 1, 1}, {-7, -1, 4, 2}, {-30, 0, 1, 1}};
    for (const bool swap : {false, true}) {
        const TierResult r = swap ? evaluateTier(Tier::Box, b, a) : evaluateTier(Tier::Box, a, b);
        QCOMPARE(r.verdict, Verdict::Hit);
        QCOMPARE(r.shapePairs.size(), std::size_t(1));
        QCOMPARE(r.shapePairs[0], swap ? (ShapePair{1, 2}) : (ShapePair{2, 1}));
        QCOMPARE(r.intersection, (Rect{4, -1, 3, 2}));
    }
    // The same boxes with roles that do not meet: not tested, so a miss among the rest.
    a.boxFilters = {{1, 1}, {1, 1}, {2, 4}};
    b.boxFilters = {{1, 1}, {2, 4}, {1, 1}};
    QCOMPARE(evaluateTier(Tier::Box, a, b).verdict, Verdict::Miss);
    QCOMPARE(evaluateTier(Tier::Box, b, a).verdict, Verdict::Miss);
    b.boxFilters[1] = {4, 2}; // hitbox (2) meets hurtbox (4)
    QCOMPARE(evaluateTier(Tier::Box, a, b).verdict, Verdict::Hit);
    QCOMPARE(evaluateTier(Tier::Box, b, a).verdict, Verdict::Hit);
}

void TestMultiShape::noTestedPairIsNotApplicable()
{
    Collider a;
    a.width = a.height = 10;
    a.circles = {{{0, 0}, 5}, {{1, 0}, 5}};
    a.circleFilters = {{2, 4}, {2, 4}}; // two hitboxes
    Collider b = a;                     // two hitboxes in the same place
    QCOMPARE(evaluateTier(Tier::Circle, a, b).verdict, Verdict::NotApplicable);
    // The pipeline passes over it, as over a missing shape.
    const CollisionReport r
            = evaluatePipeline(a, b, {tierBit(Tier::Circle), PixelDetail::Full, true});
    QVERIFY(!r.decidedBy);
    b.circleFilters[1] = {4, 2}; // one hurtbox
    QCOMPARE(evaluateTier(Tier::Circle, a, b).verdict, Verdict::Hit);
    QCOMPARE(evaluateTier(Tier::Circle, a, b).shapePairs, (std::vector<ShapePair>{{0, 1}, {1, 1}}));
}

void TestMultiShape::randomScenes()
{
    constexpr unsigned seed = 20261124u;
    std::mt19937 rng(seed);
    const EvaluationOptions all{allTierSet, PixelDetail::Full, true};
    int clear = 0;
    int hits = 0;
    int notApplicable = 0;
    for (int scene = 0; scene < 3000; ++scene) {
        const auto meets = randomMatrix(rng);
        const Collider a = randomCollider(rng, meets);
        const Collider b = randomCollider(rng, meets);
        for (const Tier tier : {Tier::Box, Tier::Circle, Tier::Armature}) {
            const QByteArray where = QByteArray("seed ") + QByteArray::number(seed) + " scene "
                                     + QByteArray::number(scene) + " tier "
                                     + QByteArray(tierName(tier).data());
            const TierResult ab = evaluateTier(tier, a, b, all);
            const TierResult ba = evaluateTier(tier, b, a, all);
            QVERIFY2(ab.verdict == ba.verdict, where.constData());
            const std::optional<RefClear> expected = reference(tier, a, b);
            if (!expected) {
                QVERIFY2(ab.verdict == Verdict::NotApplicable, where.constData());
                ++notApplicable;
                continue;
            }
            if (*expected != RefClear::Unclear) {
                ++clear;
                QVERIFY2(ab.verdict == (*expected == RefClear::Hit ? Verdict::Hit : Verdict::Miss),
                         where.constData());
                hits += *expected == RefClear::Hit ? 1 : 0;
            }
            // Every reported pair is one the filters test and that does not clearly miss.
            const auto checkPair = [&](std::size_t i, std::size_t j) {
                QVERIFY2(refPairTested(filtersOf(a, tier), i, filtersOf(b, tier), j),
                         where.constData());
                QVERIFY2(pairReference(tier, a, i, b, j) != RefClear::Miss, where.constData());
            };
            for (const ShapePair &p : ab.shapePairs)
                checkPair(p.a, p.b);
            const auto shapeOf =
                    [](const std::vector<RefShape> &shapes, ShapeKind kind, std::size_t index) {
                        return *std::find_if(shapes.begin(), shapes.end(), [&](const RefShape &s) {
                            return s.kind == kind && s.index == index;
                        });
                    };
            const std::vector<RefShape> shapesA = refShapes(a);
            const std::vector<RefShape> shapesB = refShapes(b);
            for (const PolygonPair &p : ab.polygonPairs) {
                const RefShape &x = shapeOf(shapesA, p.kindA, p.a);
                const RefShape &y = shapeOf(shapesB, p.kindB, p.b);
                QVERIFY2(shouldTest(x.filter, y.filter), where.constData());
                QVERIFY2(refShapePair(x, y) != RefClear::Miss, where.constData());
            }
        }
    }
    // The scenes exercise every outcome.
    QVERIFY2(clear > 3000 && hits > 500 && notApplicable > 500,
             qPrintable(QStringLiteral("%1 clear, %2 hits, %3 n/a")
                                .arg(clear)
                                .arg(hits)
                                .arg(notApplicable)));
}

QTEST_GUILESS_MAIN(TestMultiShape)
#include "tst_multishape.moc"
