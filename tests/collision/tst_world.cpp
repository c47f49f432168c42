// Tests for hitbox/world.h. Oracles: hand-computed outcomes (head-on swaps, the
// quick-gun bullet, a Newton's cradle), conservation of kinetic energy in a closed box,
// direct coordinate checks that bodies stay on the board, and the tiers' own verdicts
// (evaluateTier) on the final poses.

#include "collisiontostring.h"

#include <hitbox/pipeline.h>
#include <hitbox/world.h>

#include <QTest>

#include <cmath>
#include <random>

using namespace hitbox::collision;

Q_DECLARE_METATYPE(hitbox::collision::Tier)

namespace {

constexpr double dt = 1.0 / 120.0;

bool near(Vec2 a, Vec2 b, double eps = 1e-9)
{
    return std::abs(a.x - b.x) <= eps && std::abs(a.y - b.y) <= eps;
}

// A 20 x 20 solid disc of radius 6 centred in the image, transparent around it.
const Mask &discMask()
{
    static const Mask mask = [] {
        Mask m(20, 20);
        for (int y = 0; y < 20; ++y) {
            for (int x = 0; x < 20; ++x) {
                const double dx = x + 0.5 - 10.0;
                const double dy = y + 0.5 - 10.0;
                if (dx * dx + dy * dy < 36.0)
                    m.set(x, y);
            }
        }
        return m;
    }();
    return mask;
}

// A 20 x 20 sprite with every shape: box 16 x 16, circle radius 8, a square armature of
// 12 x 12 and the disc mask.
Body ball(Vec2 position, Vec2 velocity)
{
    Body b;
    b.collider = makeCollider(20.0, 20.0, position, &discMask());
    b.collider.armature.push_back({{{-6, -6}, {6, -6}, {6, 6}, {-6, 6}}});
    b.velocity = velocity;
    return b;
}

// A solid w x h block with every shape covering the whole image.
Body block(Vec2 position, double w, double h, const Mask *mask)
{
    Body b;
    b.collider = makeCollider(w, h, position, mask);
    b.collider.boxes = {Rect{-w / 2.0, -h / 2.0, w, h}};
    b.collider.circles = {Circle{{0.0, 0.0}, std::min(w, h) / 2.0}};
    b.collider.armature.push_back(
            {{{-w / 2.0, -h / 2.0}, {w / 2.0, -h / 2.0}, {w / 2.0, h / 2.0}, {-w / 2.0, h / 2.0}}});
    return b;
}

Mask solidMask(int w, int h)
{
    Mask m(w, h);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            m.set(x, y);
    }
    return m;
}

double kineticEnergy(const World &world)
{
    double e = 0.0;
    for (const Body &b : world.bodies())
        e += lengthSquared(b.velocity);
    return e;
}

// The proxy shape's extent, written out independently of the world's code.
Rect extentOf(const Body &b, Tier tier)
{
    if (tier == Tier::Circle) {
        const Circle c = worldCircles(b.collider).front();
        return {c.center.x - c.radius, c.center.y - c.radius, 2 * c.radius, 2 * c.radius};
    }
    if (tier == Tier::Box)
        return mapBounds(localToWorld(b.collider.transform), b.collider.boxes.front());
    return worldBounds(b.collider);
}

bool inside(const Rect &r, const Rect &board)
{
    return r.x >= board.x && r.y >= board.y && r.x + r.w <= board.x + board.w
           && r.y + r.h <= board.y + board.h;
}

} // namespace

class tst_World : public QObject
{
    Q_OBJECT

private slots:
    void headOnSwap_data();
    void headOnSwap();
    void energyConservedInClosedBox_data();
    void energyConservedInClosedBox();
    void quickGunNeedsContinuous_data();
    void quickGunNeedsContinuous();
    void bulletMovesAMovableWall();
    void quickGunThroughTransparentMargins();
    void boardBounce();
    void fixedBodyReflects();
    void newtonsCradle();
    void missingShapeMeansNoContact();
    void zeroStepResolvesOverlap();
    void inexactTiersSeparateMinimally();
    void reportsContactsAndCandidates();
    void trackerSeesOneBeginOneEnd();
    void reusedPairsGiveTheSameSteps_data();
    void reusedPairsGiveTheSameSteps();
};

void tst_World::headOnSwap_data()
{
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<bool>("continuous");
    for (const Tier t : allTiers) {
        const QByteArray name(tierName(t).data(), qsizetype(tierName(t).size()));
        QTest::newRow(name.constData()) << t << false;
        QTest::newRow((name + " continuous").constData()) << t << true;
    }
}

void tst_World::headOnSwap()
{
    QFETCH(Tier, tier);
    QFETCH(bool, continuous);
    World world({{0, 0, 1000, 600}, tier, continuous, 0.0});
    world.addBody(ball({100, 300}, {200, 0}));
    world.addBody(ball({300, 300}, {-100, 0}));
    int contactStep = -1;
    for (int step = 0; step < 240; ++step) {
        const StepResult &r = world.step(dt);
        if (!r.pairs.empty()) {
            QCOMPARE(r.pairs.size(), std::size_t(1));
            QVERIFY(r.pairs.front() == (IndexPair{0, 1}));
            QVERIFY2(contactStep < 0, "contact again at step " + QByteArray::number(step));
            contactStep = step;
        } else if (contactStep < 0) {
            QCOMPARE(world.bodies()[0].velocity, (Vec2{200, 0}));
        }
    }
    QVERIFY(contactStep > 0);
    const Vec2 va = world.bodies()[0].velocity;
    const Vec2 vb = world.bodies()[1].velocity;
    QVERIFY2(near(va, {-100, 0}), describe(va));
    QVERIFY2(near(vb, {200, 0}), describe(vb));
    // After the response the tier no longer sees a collision.
    QCOMPARE(evaluateTier(tier, world.bodies()[0].collider, world.bodies()[1].collider).verdict,
             Verdict::Miss);
}

void tst_World::energyConservedInClosedBox_data()
{
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<bool>("continuous");
    QTest::newRow("circle") << Tier::Circle << false;
    QTest::newRow("circle continuous") << Tier::Circle << true;
    QTest::newRow("aabb") << Tier::Aabb << false;
    QTest::newRow("box continuous") << Tier::Box << true;
    QTest::newRow("pixel") << Tier::Pixel << false;
}

void tst_World::energyConservedInClosedBox()
{
    QFETCH(Tier, tier);
    QFETCH(bool, continuous);
    const Rect board{-50, 20, 600, 400};
    World world({board, tier, continuous, 0.0});
    std::mt19937 rng(606);
    std::uniform_real_distribution<double> speed(-300.0, 300.0);
    // 10 x 6 balls on a 40 px lattice: no overlaps at the start.
    for (int row = 0; row < 6; ++row) {
        for (int column = 0; column < 10; ++column) {
            world.addBody(ball({board.x + 60.0 + 50.0 * column, board.y + 60.0 + 55.0 * row},
                               {speed(rng), speed(rng)}));
        }
    }
    const double energy = kineticEnergy(world);
    int contacts = 0;
    int bounces = 0;
    for (int step = 0; step < 1200; ++step) {
        const StepResult &r = world.step(dt);
        contacts += int(r.pairs.size());
        bounces += int(r.boardContacts.size());
        for (std::size_t k = 0; k < r.pairs.size(); ++k) {
            QVERIFY(r.pairs[k].a < r.pairs[k].b);
            QVERIFY(k == 0 || r.pairs[k - 1] < r.pairs[k]);
        }
        for (std::size_t i = 0; i < world.bodies().size(); ++i) {
            QVERIFY2(inside(extentOf(world.bodies()[i], tier), board),
                     "body " + QByteArray::number(qulonglong(i)) + " step "
                             + QByteArray::number(step));
        }
    }
    qInfo("%d contacts, %d board bounces", contacts, bounces);
    QVERIFY(contacts > 50);
    QVERIFY(bounces > 50);
    QVERIFY2(std::abs(kineticEnergy(world) - energy) <= 1e-9 * energy,
             QByteArray::number(kineticEnergy(world) / energy - 1.0, 'g', 6));
}

void tst_World::quickGunNeedsContinuous_data()
{
    QTest::addColumn<Tier>("tier");
    for (const Tier t : allTiers)
        QTest::newRow(tierName(t).data()) << t;
}

void tst_World::quickGunNeedsContinuous()
{
    // A 4 x 4 bullet at 3000 px/s against a fixed 2 px wall at 60 Hz (50 px per frame).
    // For the circle tier the "wall" is a fixed 2 px coin on the bullet's path.
    QFETCH(Tier, tier);
    const double frame = 1.0 / 60.0;
    static const Mask bulletMask = solidMask(4, 4);
    static const Mask wallMask = solidMask(2, 200);
    const bool round = tier == Tier::Circle;
    for (const bool continuous : {false, true}) {
        World world({{-1000, -1000, 3000, 2000}, tier, continuous, 0.0});
        Body bullet = block({0, 0}, 4, 4, &bulletMask);
        bullet.velocity = {3000, 0};
        Body wall = round ? block({31, 0}, 2, 2, &wallMask) : block({31, 0}, 2, 200, &wallMask);
        wall.fixed = true;
        world.addBody(bullet);
        world.addBody(wall);
        int hits = 0;
        for (int step = 0; step < 3; ++step)
            hits += int(world.step(frame).pairs.size());
        const Body &b = world.bodies()[0];
        if (!continuous) {
            // The discrete test never sees it: the bullet is behind the wall.
            QCOMPARE(hits, 0);
            QVERIFY(b.collider.transform.position.x > 32.0);
            continue;
        }
        QCOMPARE(hits, 1);
        QCOMPARE(b.velocity, (Vec2{-3000, 0}));
        // Impact when the front edge reaches x = 30 (centre 28, t = 0.56), then 22 px
        // back in the first frame and 50 px in each of the next two: x = -94.
        const double x = b.collider.transform.position.x;
        if (tier == Tier::Armature || tier == Tier::Pixel) {
            // Sampled about every pixel after the bounds meet, then bisected: the impact
            // comes at most 1/256 px late (2/256 px in x, as the bullet comes back). The
            // pixel tier compares pixel centres, so its first overlap is 0.5 px deep.
            const double expected = tier == Tier::Pixel ? -93.0 : -94.0;
            QVERIFY2(x > expected - 1e-9 && x <= expected + 2.0 / 256.0,
                     QByteArray::number(x, 'g', 17));
        } else {
            QVERIFY2(std::abs(x - -94.0) < 1e-9, QByteArray::number(x));
        }
        QCOMPARE(world.bodies()[1].collider.transform.position, (Vec2{31, 0}));
    }
}

void tst_World::bulletMovesAMovableWall()
{
    // Equal masses: the bullet stops dead and the wall takes its velocity.
    World world({{-1000, -1000, 3000, 2000}, Tier::Aabb, true, 0.0});
    Body bullet = block({0, 0}, 4, 4, nullptr);
    bullet.velocity = {3000, 0};
    world.addBody(bullet);
    world.addBody(block({31, 0}, 2, 200, nullptr));
    const StepResult &r = world.step(1.0 / 60.0);
    QCOMPARE(r.impacts, std::size_t(1));
    QCOMPARE(world.bodies()[0].velocity, (Vec2{0, 0}));
    QCOMPARE(world.bodies()[1].velocity, (Vec2{3000, 0}));
    QVERIFY(std::abs(world.bodies()[0].collider.transform.position.x - 28.0) < 1e-9);
    QVERIFY(std::abs(world.bodies()[1].collider.transform.position.x - (31.0 + 22.0)) < 1e-9);
}

void tst_World::quickGunThroughTransparentMargins()
{
    // Pixel tier: the images already overlap by 6 px but the discs are 2 px apart; the
    // left one flies at 3000 px/s (50 px per frame) into the fixed right one.
    for (const bool continuous : {false, true}) {
        World world({{0, 0, 1000, 600}, Tier::Pixel, continuous, 0.0});
        world.addBody(ball({100, 300}, {3000, 0}));
        Body target = ball({114, 300}, {});
        target.fixed = true;
        world.addBody(target);
        const StepResult &r = world.step(1.0 / 60.0);
        const Body &bullet = world.bodies()[0];
        if (!continuous) {
            // Both frames show no solid pixel in common: it passes through.
            QVERIFY(r.pairs.empty());
            QCOMPARE(bullet.collider.transform.position.x, 150.0);
            continue;
        }
        QCOMPARE(r.impacts, std::size_t(1));
        QCOMPARE(bullet.velocity, (Vec2{-3000, 0}));
        QVERIFY(bullet.collider.transform.position.x < 100.0);
    }
}

void tst_World::boardBounce()
{
    World world({{0, 0, 200, 100}, Tier::Circle, false, 0.0});
    world.addBody(ball({180.3, 50}, {120, 30}));
    int bounceStep = -1;
    for (int step = 0; step < 60 && bounceStep < 0; ++step) {
        const StepResult &r = world.step(dt);
        if (!r.boardContacts.empty()) {
            QCOMPARE(r.boardContacts.size(), std::size_t(1));
            QCOMPARE(r.boardContacts.front().body, 0u);
            QCOMPARE(r.boardContacts.front().edges, unsigned(RightBoardEdge));
            bounceStep = step;
        }
    }
    // The circle (radius 8, 1 px per step) first sticks out after 12 steps: 200.3 > 200.
    QCOMPARE(bounceStep, 11);
    QCOMPARE(world.bodies()[0].velocity, (Vec2{-120, 30}));
    QVERIFY(worldCircles(world.bodies()[0].collider).front().center.x + 8.0 <= 200.0);
}

void tst_World::fixedBodyReflects()
{
    World world({{0, 0, 1000, 600}, Tier::Circle, false, 0.0});
    world.addBody(ball({100, 300}, {240, 0}));
    Body post = ball({200, 300}, {50, 50});
    post.fixed = true; // its velocity is ignored
    world.addBody(post);
    for (int step = 0; step < 60; ++step)
        world.step(dt);
    QVERIFY2(near(world.bodies()[0].velocity, {-240, 0}), describe(world.bodies()[0].velocity));
    QCOMPARE(world.bodies()[1].collider.transform.position, (Vec2{200, 300}));
}

void tst_World::newtonsCradle()
{
    // A hits B, which rests 0.5 px from C: chained, the motion ends up in C alone.
    World world({{0, 0, 1000, 600}, Tier::Circle, false, 0.0});
    world.addBody(ball({100, 300}, {200, 0}));
    world.addBody(ball({200, 300}, {}));
    world.addBody(ball({216.5, 300}, {}));
    for (int step = 0; step < 90; ++step)
        world.step(dt);
    QVERIFY2(near(world.bodies()[0].velocity, {}), describe(world.bodies()[0].velocity));
    QVERIFY2(near(world.bodies()[1].velocity, {}), describe(world.bodies()[1].velocity));
    QVERIFY2(near(world.bodies()[2].velocity, {200, 0}), describe(world.bodies()[2].velocity));
}

void tst_World::missingShapeMeansNoContact()
{
    // The circle tier is NotApplicable when a body has no circle: they pass through.
    World world({{0, 0, 1000, 600}, Tier::Circle, true, 0.0});
    world.addBody(ball({100, 300}, {200, 0}));
    Body ghost = ball({300, 300}, {-200, 0});
    ghost.collider.circles.clear();
    world.addBody(ghost);
    for (int step = 0; step < 120; ++step)
        QVERIFY(world.step(dt).pairs.empty());
    QCOMPARE(world.bodies()[0].velocity, (Vec2{200, 0}));
}

void tst_World::zeroStepResolvesOverlap()
{
    World world({{0, 0, 1000, 600}, Tier::Circle, false, 0.0});
    world.addBody(ball({100, 300}, {10, 0}));
    world.addBody(ball({110, 300}, {-10, 0}));
    const StepResult &r = world.step(0.0);
    QCOMPARE(r.pairs.size(), std::size_t(1));
    QVERIFY(near(world.bodies()[0].velocity, {-10, 0}));
    QVERIFY(near(world.bodies()[1].velocity, {10, 0}));
    // Pushed apart 3 px each (depth 6), about the midpoint.
    QVERIFY(std::abs(world.bodies()[0].collider.transform.position.x - 97.0) < 1e-6);
    QVERIFY(std::abs(world.bodies()[1].collider.transform.position.x - 113.0) < 1e-6);
    QCOMPARE(evaluateTier(Tier::Circle, world.bodies()[0].collider, world.bodies()[1].collider)
                     .verdict,
             Verdict::Miss);
}

void tst_World::inexactTiersSeparateMinimally()
{
    // Pixel tier: the discs (radius 6) overlap at distance 11 while the 20 px images
    // overlap by 9 px. The push ends the pixel overlap, not the image overlap.
    World pixels({{0, 0, 1000, 600}, Tier::Pixel, false, 0.0});
    pixels.addBody(ball({100, 300}, {}));
    pixels.addBody(ball({111, 300}, {}));
    QCOMPARE(pixels.step(0.0).pairs.size(), std::size_t(1));
    const Collider &a = pixels.bodies()[0].collider;
    const Collider &b = pixels.bodies()[1].collider;
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::Miss);
    const double gap = b.transform.position.x - a.transform.position.x;
    QVERIFY2(gap > 11.0 && gap < 14.0, QByteArray::number(gap));
    QVERIFY(rectsOverlap(worldBounds(a), worldBounds(b)));

    // Box tier, rotated 30 degrees: the oriented boxes are separated by bisection.
    World boxes({{0, 0, 1000, 600}, Tier::Box, false, 0.0});
    Body c = ball({100, 300}, {});
    Body d = ball({113, 304}, {});
    c.collider.transform.rotation = 30.0;
    d.collider.transform.rotation = 30.0;
    QCOMPARE(evaluateTier(Tier::Box, c.collider, d.collider).verdict, Verdict::Hit);
    boxes.addBody(c);
    boxes.addBody(d);
    QCOMPARE(boxes.step(0.0).pairs.size(), std::size_t(1));
    QCOMPARE(
            evaluateTier(Tier::Box, boxes.bodies()[0].collider, boxes.bodies()[1].collider).verdict,
            Verdict::Miss);
}

void tst_World::reportsContactsAndCandidates()
{
    // 500 balls at random: the step's contacts are exactly the pairs a brute-force loop over
    // every pair finds at the integrated positions (no continuous pass, no reuse), and the
    // broadphase handed at least those pairs to the narrowphase.
    World world({{0, 0, 2000, 2000}, Tier::Circle, false, 0.0});
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> pos(10.0, 1990.0);
    std::uniform_real_distribution<double> speed(-200.0, 200.0);
    std::vector<Collider> moved;
    for (int i = 0; i < 500; ++i) {
        const Vec2 p{pos(rng), pos(rng)};
        const Vec2 v{speed(rng), speed(rng)};
        world.addBody(ball(p, v));
        moved.push_back(ball(p + v * dt, v).collider);
    }
    const StepResult &r = world.step(dt);
    std::vector<IndexPair> expected;
    for (std::uint32_t i = 0; i < moved.size(); ++i) {
        for (std::uint32_t j = i + 1; j < moved.size(); ++j) {
            if (evaluateTier(Tier::Circle, moved[i], moved[j]).verdict == Verdict::Hit)
                expected.push_back({i, j});
        }
    }
    QVERIFY(expected.size() >= 5); // the scene is crowded enough to mean something
    QCOMPARE(r.pairs, expected);
    QVERIFY(r.candidatePairs >= r.pairs.size());
    QCOMPARE(&world.lastStep(), &r);
}

void tst_World::trackerSeesOneBeginOneEnd()
{
    World world({{0, 0, 1000, 600}, Tier::Aabb, false, 0.0});
    world.addBody(ball({100, 300}, {200, 0}));
    world.addBody(ball({300, 300}, {-100, 0}));
    ContactTracker tracker;
    int begins = 0;
    int ends = 0;
    for (int step = 0; step < 240; ++step) {
        std::vector<ContactPair> frame;
        for (const IndexPair &p : world.step(dt).pairs)
            frame.push_back({Tier::Aabb, p.a, p.b});
        const ContactEvents &events = tracker.update(frame);
        begins += int(events.begin.size());
        ends += int(events.end.size());
    }
    QCOMPARE(begins, 1);
    QCOMPARE(ends, 1);
}

void tst_World::reusedPairsGiveTheSameSteps_data()
{
    QTest::addColumn<Tier>("tier");
    for (const Tier tier : {Tier::Aabb, Tier::Box, Tier::Circle, Tier::Armature, Tier::Pixel})
        QTest::newRow(tierName(tier).data()) << tier;
}

void tst_World::reusedPairsGiveTheSameSteps()
{
    // The broadphase's pairs kept from step to step (grown bounds) against pairs found
    // every step: every step of a crowded box comes out bit for bit the same.
    QFETCH(Tier, tier);
    const Rect board{0, 0, 420, 300};
    World reusing({board, tier, false, 0.0, true});
    World fresh({board, tier, false, 0.0, false});
    std::mt19937 rng(1212);
    std::uniform_real_distribution<double> speed(-250.0, 250.0);
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 12; ++column) {
            const Body b
                    = ball({25.0 + 32.0 * column, 25.0 + 34.0 * row}, {speed(rng), speed(rng)});
            reusing.addBody(b);
            fresh.addBody(b);
        }
    }
    // A fixed block in the middle, and one body the caller moves now and then.
    const Mask blockMask = solidMask(40, 40);
    Body wall = block({210, 150}, 40, 40, &blockMask);
    wall.fixed = true;
    reusing.addBody(wall);
    fresh.addBody(wall);
    int reused = 0;
    int contacts = 0;
    for (int step = 0; step < 600; ++step) {
        if (step % 97 == 50) {
            for (World *w : {&reusing, &fresh})
                w->bodies()[5].collider.transform.position = {60.0 + step % 300, 200.0};
        }
        const StepResult &a = reusing.step(dt);
        const StepResult &b = fresh.step(dt);
        const QByteArray where = "step " + QByteArray::number(step);
        QVERIFY2(a.pairs == b.pairs, where);
        QCOMPARE(a.boardContacts.size(), b.boardContacts.size());
        QCOMPARE(a.candidatePairs, b.candidatePairs);
        QVERIFY(!b.reusedPairs);
        reused += a.reusedPairs;
        contacts += int(a.pairs.size());
        for (std::size_t i = 0; i < reusing.bodies().size(); ++i) {
            const Body &x = reusing.bodies()[i];
            const Body &y = fresh.bodies()[i];
            QVERIFY2(x.collider.transform.position == y.collider.transform.position
                             && x.velocity == y.velocity,
                     where + " body " + QByteArray::number(qulonglong(i)));
        }
    }
    qInfo("%d of 600 steps reused the pairs, %d contacts", reused, contacts);
    QVERIFY(reused > 10); // a crowd: grown bounds rarely hold, and back off
    QVERIFY(contacts > 50);
}

QTEST_GUILESS_MAIN(tst_World)
#include "tst_world.moc"
