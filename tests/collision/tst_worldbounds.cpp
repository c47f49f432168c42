// Tests for the bounds every cull uses (hitbox/collider.h: worldBounds, tierBounds,
// imageBounds; circleBounds, rectFromEdges) and for the guarantee built on them: a cheaper
// tier says "no" only when no more exact tier could say "yes". Boxes, circles and polygons
// that reach past the image, turned, scaled, mirrored and with A and B swapped:
// - the aabb tier hits whenever any tier evaluated on its own hits, so the pipeline never
//   stops at the aabb tier while a later tier would hit (also for point probes);
// - the world's broadphase never culls a pair its tier hits: its pairs equal a brute force
//   over every pair with evaluateTier on its own.
// The bounds themselves are checked against refAllShapeBounds (long double, no kernel calls).

#include "collisiontostring.h"
#include "randomcolliders.h"
#include "referencetiers.h"
#include "tierfixtures.h"

#include <hitbox/pipeline.h>
#include <hitbox/world.h>

#include <QTest>

#include <array>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <vector>

using namespace hitbox::collision;
using namespace hitbox::testing;

Q_DECLARE_METATYPE(hitbox::collision::Collider)
Q_DECLARE_METATYPE(hitbox::collision::Tier)

namespace {

constexpr std::array<Tier, 4> laterTiers{Tier::Box, Tier::Circle, Tier::Armature, Tier::Pixel};

// The whole scene seen by a rotated, uniformly scaled camera: both sprites turned by
// `degrees` about the origin and scaled by `s`. Every tier's geometry is unchanged.
Collider viewed(Collider c, double degrees, double s)
{
    const double r = degrees * std::numbers::pi / 180.0;
    const double cs = degrees == 90    ? 0.0
                      : degrees == 180 ? -1.0
                      : degrees == 270 ? 0.0
                                       : std::cos(r);
    const double sn = degrees == 90    ? 1.0
                      : degrees == 180 ? 0.0
                      : degrees == 270 ? -1.0
                                       : std::sin(r);
    const Vec2 p = c.transform.position;
    c.transform.position = {s * (cs * p.x - sn * p.y), s * (sn * p.x + cs * p.y)};
    c.transform.rotation += degrees;
    c.transform.scale = {s * c.transform.scale.x, s * c.transform.scale.y};
    return c;
}

// Checks the guarantee for one ordered pair; returns an empty text or the problem.
QByteArray guaranteeProblem(const Collider &a, const Collider &b)
{
    const EvaluationOptions everything{allTierSet, PixelDetail::Full, true};
    const bool aabb = evaluateTier(Tier::Aabb, a, b, everything).verdict == Verdict::Hit;
    bool anyHit = false;
    for (const Tier t : laterTiers) {
        if (evaluateTier(t, a, b, everything).verdict != Verdict::Hit)
            continue;
        anyHit = true;
        if (!aabb)
            return QByteArray("aabb misses while ") + expectedTierNames[int(t)] + " hits";
        if (!rectsOverlap(tierBounds(a, t), tierBounds(b, t)))
            return QByteArray("tierBounds miss while ") + expectedTierNames[int(t)] + " hits";
    }
    if (aabb != rectsOverlap(worldBounds(a), worldBounds(b)))
        return "aabb verdict differs from worldBounds overlap";
    const CollisionReport pipe = evaluatePipeline(a, b);
    if (anyHit && pipe.decidedBy == Tier::Aabb && !pipe.hit)
        return "pipeline: miss, decided by aabb, while a later tier hits";
    return {};
}

struct RandomSprite
{
    Collider collider;
    Mask mask;
};

// A sprite whose box, circle and polygons are as likely to reach past the image as not.
void randomSprite(std::mt19937 &rng, RandomSprite &s)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const auto chance = [&](double p) { return unit(rng) < p; };
    const auto between = [&](double lo, double hi) { return lo + (hi - lo) * unit(rng); };
    Collider &c = s.collider;
    c = Collider{};
    c.width = 1 + int(unit(rng) * 16);
    c.height = 1 + int(unit(rng) * 16);
    Transform &t = c.transform;
    t.pivot = chance(0.5) ? Vec2{c.width / 2, c.height / 2}
                          : Vec2{std::floor(between(-8, c.width + 8)), std::floor(between(-8, 8))};
    t.position = {std::round(between(0, 80) * 4) / 4, std::round(between(0, 80) * 4) / 4};
    const double rotationKind = unit(rng);
    t.rotation = rotationKind < 0.3   ? 0.0
                 : rotationKind < 0.6 ? 90.0 * int(unit(rng) * 4)
                                      : between(-360, 360);
    const auto sign = [&] { return chance(0.2) ? -1.0 : 1.0; };
    t.scale = chance(0.4) ? Vec2{1, 1} : Vec2{sign() * between(0.5, 2), sign() * between(0.5, 2)};
    const auto farPoint = [&] { return Vec2{between(-20, 20), between(-20, 20)}; };
    if (chance(0.8)) {
        const Vec2 corner = farPoint();
        c.boxes = {Rect{corner.x, corner.y, between(0.5, 24), between(0.5, 24)}};
    }
    if (chance(0.8))
        c.circles = {Circle{farPoint(), between(0.5, 20)}};
    if (chance(0.6)) {
        const int count = 1 + int(unit(rng) * 3);
        for (int i = 0; i < count; ++i)
            c.armature.push_back(randomStar(rng, farPoint(), between(2, 12)));
    }
    if (chance(0.5)) {
        s.mask = randomMask(rng, int(c.width), int(c.height));
        c.mask = &s.mask;
    }
}

// Sprites for the world: as above, spread over a larger board.
std::vector<RandomSprite> randomScene(std::mt19937 &rng, int count)
{
    std::vector<RandomSprite> sprites(static_cast<std::size_t>(count));
    for (RandomSprite &s : sprites) {
        randomSprite(rng, s);
        s.collider.transform.position = 2.0 * s.collider.transform.position;
    }
    return sprites; // moving the vector keeps the elements, and the masks, in place
}

bool near(double x, RefReal expected)
{
    return std::abs(RefReal(x) - expected) <= 1e-9L * std::max(RefReal(1), std::abs(expected));
}

} // namespace

class TestWorldBounds : public QObject
{
    Q_OBJECT

private slots:
    void rectFromEdges_data();
    void rectFromEdges();
    void circleBoundsHoldTouchingCircles();
    void boundsCoverEveryShape_data();
    void boundsCoverEveryShape();
    void shapesPastTheImage_data();
    void shapesPastTheImage();
    void randomScenesNeverLoseAHit();
    void probesNeverLoseAHit();
    void worldPairsMatchBruteForce_data();
    void worldPairsMatchBruteForce();
};

void TestWorldBounds::rectFromEdges_data()
{
    QTest::addColumn<double>("left");
    QTest::addColumn<double>("top");
    QTest::addColumn<double>("right");
    QTest::addColumn<double>("bottom");
    QTest::newRow("small integers") << 1.0 << 2.0 << 4.0 << 7.0;
    QTest::newRow("fractions") << 0.1 << -0.3 << 1e6 + 0.3 << 0.7;
    QTest::newRow("far apart magnitudes") << -1e-300 << 3.0 << 1e17 + 0.5 << 3.0000000000000004;
    QTest::newRow("huge") << -1.7e308 << -1e308 << 1.7e308 << 1e308;
    QTest::newRow("minus infinity") << -std::numeric_limits<double>::infinity() << 0.0 << 5.0
                                    << std::numeric_limits<double>::infinity();
}

// The right and bottom edges as rectsOverlap computes them never fall short.
void TestWorldBounds::rectFromEdges()
{
    QFETCH(double, left);
    QFETCH(double, top);
    QFETCH(double, right);
    QFETCH(double, bottom);
    const Rect r = hitbox::collision::rectFromEdges(left, top, right, bottom);
    QVERIFY(!isEmpty(r));
    QVERIFY(r.x <= left || left == -std::numeric_limits<double>::infinity());
    QCOMPARE(r.y, top);
    QVERIFY2(r.x + r.w >= right && r.y + r.h >= bottom, describe(r).constData());
    QVERIFY(isEmpty(hitbox::collision::rectFromEdges(left, top, left, bottom)));
    QVERIFY(isEmpty(hitbox::collision::rectFromEdges(right, top, left, bottom)));
    QVERIFY(isEmpty(hitbox::collision::rectFromEdges(
            std::numeric_limits<double>::quiet_NaN(), top, right, bottom)));
}

// Circles that circlesOverlap calls overlapping (some only by rounding) have overlapping
// circleBounds, far from the origin too.
void TestWorldBounds::circleBoundsHoldTouchingCircles()
{
    std::mt19937 rng(4242u);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    int overlapping = 0;
    for (int n = 0; n < 200000; ++n) {
        const double far = std::pow(10.0, 7 * unit(rng));
        const Circle a{{far * (unit(rng) - 0.5), far * (unit(rng) - 0.5)}, 0.01 + 50 * unit(rng)};
        // B touching A along a random direction, give or take a few ulps.
        const double angle = 2 * std::numbers::pi * unit(rng);
        const double rb = 0.01 + 50 * unit(rng);
        const double d = (a.radius + rb) * (1 + (unit(rng) - 0.5) * 1e-15);
        const Circle b{{a.center.x + d * std::cos(angle), a.center.y + d * std::sin(angle)}, rb};
        if (!circlesOverlap(a, b))
            continue;
        ++overlapping;
        QVERIFY2(rectsOverlap(circleBounds(a), circleBounds(b)),
                 (describe(a.center) + " " + describe(b.center)).constData());
        QVERIFY(rectContains(circleBounds(a), a.center));
    }
    QVERIFY(overlapping > 10000);
    QVERIFY(isEmpty(circleBounds(Circle{{1, 2}, 0})));
    QVERIFY(isEmpty(circleBounds(Circle{{1, 2}, -3})));
    QVERIFY(!circleContains(Circle{{1, 2}, -3}, {1, 2})); // no interior, as documented
}

void TestWorldBounds::boundsCoverEveryShape_data()
{
    QTest::addColumn<Collider>("collider");
    // A 10 x 4 image, pivot at its centre; each shape reaches past it on its own.
    const Collider image = sprite(10, 4, {50, 60}, {5, 2});
    Collider box = image;
    box.boxes = {Rect{-2, -9, 20, 3}}; // above and right of the image
    Collider circle = image;
    circle.circles = {Circle{{0, 0}, 0.8 * 5}}; // the default circle of a 10 x 4 image
    Collider polygon = image;
    polygon.armature = {square(-1, -1, 1, 1), Polygon{{{-30, 0}, {-20, -1}, {-20, 8}}}};
    Collider all = box;
    all.circles = {Circle{{3, 7}, 6}};
    all.armature = polygon.armature;
    const std::pair<const char *, Collider> shapes[] = {{"image only", image},
                                                        {"box", box},
                                                        {"circle", circle},
                                                        {"polygon", polygon},
                                                        {"all", all}};
    const std::pair<const char *, Transform> placements[] = {
            {"plain", {{50, 60}, {5, 2}, 0, {1, 1}}},
            {"turned 90", {{50, 60}, {5, 2}, 90, {1, 1}}},
            {"turned 37", {{50, 60}, {5, 2}, 37, {1, 1}}},
            {"scaled", {{50, 60}, {5, 2}, 0, {2, 0.5}}},
            {"mirrored, turned 200", {{-5.5, 1e5}, {0, 0}, 200, {-1, 1.5}}},
    };
    for (const auto &[shape, c] : shapes) {
        for (const auto &[placement, t] : placements) {
            Collider placed = c;
            placed.transform = t;
            QTest::addRow("%s, %s", shape, placement) << placed;
        }
    }
}

// worldBounds is the bounding box of every shape (refAllShapeBounds, up to rounding), and
// holds every corner and vertex as rectContains sees it; tierBounds holds its tier's shape.
void TestWorldBounds::boundsCoverEveryShape()
{
    QFETCH(Collider, collider);
    const auto expected = refAllShapeBounds(collider);
    const Rect r = worldBounds(collider);
    const QByteArray where = describe(r);
    QVERIFY2(near(r.x, expected[0]) && near(r.y, expected[1]) && near(r.x + r.w, expected[2])
                     && near(r.y + r.h, expected[3]),
             where.constData());
    const Rect image = imageBounds(collider);
    QVERIFY(r.x <= image.x && r.y <= image.y && r.x + r.w >= image.x + image.w
            && r.y + r.h >= image.y + image.h);
    QCOMPARE(tierBounds(collider, Tier::Aabb), r);
    QCOMPARE(tierBounds(collider, Tier::Pixel), image);
    const auto holds = [](const Rect &bounds, const Polygon &p) {
        for (const Vec2 v : p.points) {
            if (!(v.x >= bounds.x && v.x <= bounds.x + bounds.w && v.y >= bounds.y
                  && v.y <= bounds.y + bounds.h))
                return false;
        }
        return true;
    };
    for (const Polygon &p : worldArmature(collider)) {
        QVERIFY2(holds(r, p), where.constData());
        QVERIFY(holds(tierBounds(collider, Tier::Armature), p));
    }
    if (!collider.boxes.empty()) {
        QVERIFY(holds(r, worldBoxes(collider).front()));
        QVERIFY(holds(tierBounds(collider, Tier::Box), worldBoxes(collider).front()));
    } else {
        QVERIFY(isEmpty(tierBounds(collider, Tier::Box)));
    }
    if (!collider.circles.empty()) {
        const Circle w = worldCircles(collider).front();
        const Rect tight = tierBounds(collider, Tier::Circle);
        QVERIFY(tight.x < w.center.x - w.radius && tight.x + tight.w > w.center.x + w.radius);
        QVERIFY(r.x < w.center.x - w.radius && r.x + r.w > w.center.x + w.radius);
        QVERIFY(r.y < w.center.y - w.radius && r.y + r.h > w.center.y + w.radius);
    }
    // The armature (shapes) tier looks at every shape.
    if (collider.armature.empty() && collider.boxes.empty() && collider.circles.empty())
        QVERIFY(isEmpty(tierBounds(collider, Tier::Armature)));
    if (!collider.boxes.empty())
        QVERIFY(holds(tierBounds(collider, Tier::Armature), worldBoxes(collider).front()));
}

void TestWorldBounds::shapesPastTheImage_data()
{
    QTest::addColumn<Collider>("a");
    QTest::addColumn<Collider>("b");
    QTest::addColumn<QByteArray>("expected"); // evaluateAllTiers, one character per tier
    // (the armature tier answers over every shape, so it follows the boxes and circles)

    // Issue 9: two 10 x 100 sprites 30 px apart; their default circles (radius 40) overlap.
    QTest::newRow("default circles of long sprites")
            << makeCollider(10, 100, {0, 0}) << makeCollider(10, 100, {30, 0})
            << QByteArray("HMHHN");
    // A box drawn past the right edge of A's image reaches B's box.
    Collider longBox = sprite(10, 10, {0, 0}, {5, 5});
    longBox.boxes = {Rect{-5, -5, 30, 10}};
    Collider smallBox = sprite(10, 10, {25, 0}, {5, 5});
    smallBox.boxes = {Rect{-5, -5, 10, 10}};
    QTest::newRow("box past the image") << longBox << smallBox << QByteArray("HHNHN");
    // A circle drawn beside the image.
    Collider sideCircle = sprite(10, 10, {0, 0}, {5, 5});
    sideCircle.circles = {Circle{{20, 0}, 3}};
    Collider plainCircle = sprite(10, 10, {26, 0}, {5, 5});
    plainCircle.circles = {Circle{{0, 0}, 4}};
    QTest::newRow("circle past the image") << sideCircle << plainCircle << QByteArray("HNHHN");
    // A long polygon (a sword) reaching out of a small image into B's polygon.
    Collider sword = sprite(8, 8, {0, 0}, {4, 4});
    sword.armature = {Polygon{{{0, -1}, {40, -1}, {40, 1}, {0, 1}}}};
    Collider target = sprite(8, 8, {40, 0}, {4, 4});
    target.armature = {square(-4, -4, 4, 4)};
    QTest::newRow("polygon past the image") << sword << target << QByteArray("HNNHN");
    // Both shapes outside both images, which are far apart.
    Collider leftReach = sprite(4, 4, {0, 0}, {2, 2});
    leftReach.armature = {square(10, -2, 30, 2)};
    Collider rightReach = sprite(4, 4, {40, 0}, {2, 2});
    rightReach.armature = {square(-30, -1, -10, 1)};
    QTest::newRow("both polygons outside") << leftReach << rightReach << QByteArray("HNNHN");
    // Shapes that stay apart: the aabb tier may hit, nothing else does.
    Collider near = sprite(10, 10, {0, 0}, {5, 5});
    near.circles = {Circle{{20, 0}, 3}};
    Collider apart = sprite(10, 10, {27.5, 0}, {5, 5});
    apart.circles = {Circle{{0, 0}, 4}};
    QTest::newRow("circles apart") << near << apart << QByteArray("HNMMN");
    Collider far = sprite(10, 10, {100, 0}, {5, 5});
    far.circles = {Circle{{0, 0}, 4}};
    QTest::newRow("everything apart") << near << far << QByteArray("MNMMN");
}

// Shapes past the image, seen plain, turned (quarter turns and an odd angle), scaled, and
// with A and B swapped: the verdicts stay, and the aabb tier hits whenever another does.
void TestWorldBounds::shapesPastTheImage()
{
    QFETCH(Collider, a);
    QFETCH(Collider, b);
    QFETCH(QByteArray, expected);
    for (const double degrees : {0.0, 90.0, 180.0, 270.0, 33.3}) {
        for (const double s : {1.0, 2.5, 0.5}) {
            const Collider va = viewed(a, degrees, s);
            const Collider vb = viewed(b, degrees, s);
            const QByteArray where = "view turned " + QByteArray::number(degrees) + " scaled "
                                     + QByteArray::number(s);
            QCOMPARE(verdicts(evaluateAllTiers(va, vb)), expected);
            QCOMPARE(verdicts(evaluateAllTiers(vb, va)), expected);
            const QByteArray ab = guaranteeProblem(va, vb);
            QVERIFY2(ab.isEmpty(), (where + " A,B: " + ab).constData());
            const QByteArray ba = guaranteeProblem(vb, va);
            QVERIFY2(ba.isEmpty(), (where + " B,A: " + ba).constData());
        }
    }
}

// Random sprites with shapes reaching past their images: the guarantee holds for every
// pair in both orders, the aabb tier agrees with the long-double reference where it is
// clear, and it is symmetric.
void TestWorldBounds::randomScenesNeverLoseAHit()
{
    std::mt19937 rng(90210u);
    int outsideImages = 0; // pairs whose images miss but some shape hits
    int aabbMisses = 0;
    for (int n = 0; n < 4000; ++n) {
        RandomSprite sa;
        RandomSprite sb;
        randomSprite(rng, sa);
        randomSprite(rng, sb);
        const Collider &a = sa.collider;
        const Collider &b = sb.collider;
        const QByteArray where = "scene " + QByteArray::number(n) + " A " + describe(a.transform)
                                 + " B " + describe(b.transform) + ": ";
        const QByteArray ab = guaranteeProblem(a, b);
        QVERIFY2(ab.isEmpty(), (where + ab).constData());
        const QByteArray ba = guaranteeProblem(b, a);
        QVERIFY2(ba.isEmpty(), (where + "swapped: " + ba).constData());
        const Verdict aabb = evaluateTier(Tier::Aabb, a, b).verdict;
        QVERIFY2(evaluateTier(Tier::Aabb, b, a).verdict == aabb, where.constData());
        const RefClear reference = refAabbTier(a, b);
        if (reference != RefClear::Unclear)
            QVERIFY2((aabb == Verdict::Hit) == (reference == RefClear::Hit), where.constData());
        aabbMisses += aabb == Verdict::Miss;
        if (!rectsOverlap(imageBounds(a), imageBounds(b))) {
            for (const Tier t : {Tier::Box, Tier::Circle, Tier::Armature}) {
                if (evaluateTier(t, a, b).verdict == Verdict::Hit) {
                    ++outsideImages;
                    break;
                }
            }
        }
    }
    // The scenes exercise the case the fix is about, and the aabb tier still culls.
    QVERIFY2(outsideImages >= 300, QByteArray::number(outsideImages).constData());
    QVERIFY2(aabbMisses >= 300, QByteArray::number(aabbMisses).constData());
}

// A point any tier's probe finds inside lies inside the aabb box.
void TestWorldBounds::probesNeverLoseAHit()
{
    std::mt19937 rng(777u);
    std::uniform_real_distribution<double> coordinate(-40.0, 120.0);
    int outsideImage = 0;
    for (int n = 0; n < 2000; ++n) {
        RandomSprite s;
        randomSprite(rng, s);
        for (int k = 0; k < 50; ++k) {
            const Vec2 p{coordinate(rng), coordinate(rng)};
            const PointProbe probe = probePoint(s.collider, p);
            bool anyHit = false;
            for (const Tier t : laterTiers)
                anyHit = anyHit || probe[t] == Verdict::Hit;
            if (!anyHit)
                continue;
            QVERIFY2(probe[Tier::Aabb] == Verdict::Hit,
                     (describe(s.collider.transform) + " at " + describe(p)).constData());
            outsideImage += !rectContains(imageBounds(s.collider), p);
        }
    }
    QVERIFY(outsideImage >= 300);
}

void TestWorldBounds::worldPairsMatchBruteForce_data()
{
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<double>("cellSize");
    for (const Tier t : allTiers) {
        QTest::addRow("%s, suggested cells", expectedTierNames[int(t)]) << t << 0.0;
        QTest::addRow("%s, 3 px cells", expectedTierNames[int(t)]) << t << 3.0;
    }
}

// A world step detects exactly the pairs its tier, evaluated on its own for every pair,
// calls a hit (the broadphase culls nothing that hits).
void TestWorldBounds::worldPairsMatchBruteForce()
{
    QFETCH(Tier, tier);
    QFETCH(double, cellSize);
    std::mt19937 rng(1234u + unsigned(tier));
    int hits = 0;
    for (int round = 0; round < 30; ++round) {
        const std::vector<RandomSprite> sprites = randomScene(rng, 60);
        World world({Rect{}, tier, false, cellSize});
        for (const RandomSprite &s : sprites)
            world.addBody({s.collider, {}, false});
        const StepResult &r = world.step(0.0); // detect only
        std::vector<IndexPair> expected;
        for (std::uint32_t i = 0; i < sprites.size(); ++i) {
            for (std::uint32_t j = i + 1; j < sprites.size(); ++j) {
                if (evaluateTier(tier, sprites[i].collider, sprites[j].collider).verdict
                    == Verdict::Hit)
                    expected.push_back({i, j});
            }
        }
        QVERIFY2(r.pairs == expected,
                 qPrintable(QStringLiteral("round %1: %2 pairs, expected %3")
                                    .arg(round)
                                    .arg(r.pairs.size())
                                    .arg(expected.size())));
        hits += int(expected.size());
    }
    qInfo("%d hits", hits);
    QVERIFY(hits >= 30);
}

QTEST_GUILESS_MAIN(TestWorldBounds)
#include "tst_worldbounds.moc"
