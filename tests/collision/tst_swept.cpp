// Tests for the swept tests of hitbox/queries.h. Oracles: hand-computed times of impact, and dense
// time sampling of the discrete overlap tests (rect / circle / circle-rect) along the two straight
// paths: the first sampled overlap must come at or just after the reported t, and no sample before
// t may overlap.

#include "collisiontostring.h"

#include <hitbox/queries.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <optional>
#include <random>

using namespace hitbox::collision;

namespace {

Rect movedRect(const Rect &r, Vec2 d, double s)
{
    return {r.x + s * d.x, r.y + s * d.y, r.w, r.h};
}

Circle movedCircle(const Circle &c, Vec2 d, double s)
{
    return {c.center + s * d, c.radius};
}

bool isUnit(Vec2 v)
{
    return std::abs(lengthSquared(v) - 1.0) < 1e-9;
}

constexpr int samples = 4096;

// Checks a swept answer against sampling `overlapsAt(s)` for s = k / samples.
template<typename OverlapsAt>
void checkAgainstSampling(const std::optional<SweepHit> &hit,
                          OverlapsAt overlapsAt,
                          const QByteArray &context,
                          int &briefHits)
{
    int first = -1;
    for (int k = 0; k < samples && first < 0; ++k) {
        if (overlapsAt(double(k) / samples))
            first = k;
    }
    if (first >= 0) {
        const double ts = double(first) / samples;
        QVERIFY2(hit.has_value(), context + " sampled overlap at " + QByteArray::number(ts));
        QVERIFY2(hit->t <= ts + 1e-12, context + " t " + QByteArray::number(hit->t, 'g', 17));
        QVERIFY2(ts - hit->t <= 1.0 / samples + 1e-12,
                 context + " t " + QByteArray::number(hit->t, 'g', 17));
    } else if (hit) {
        // An overlap shorter than the sampling step: it must really be there.
        QVERIFY2(overlapsAt(std::min(1.0, hit->t + 1e-10)), context + " no overlap after t");
        ++briefHits;
    }
    if (hit)
        QVERIFY2(isUnit(hit->normal), context + " normal " + describe(hit->normal));
}

} // namespace

class tst_Swept : public QObject
{
    Q_OBJECT

private slots:
    void quickGunRect();
    void quickGunCircle();
    void quickGunMovingWall();
    void rectTable();
    void circleTable();
    void circleRectTable();
    void invalidInput();
    void rectsMatchSampling();
    void circlesMatchSampling();
    void circleRectMatchesSampling();
};

void tst_Swept::quickGunRect()
{
    // A 4 x 4 bullet at 3000 px/s against a 2 px wall, at 60 Hz: 50 px per frame.
    const double dt = 1.0 / 60.0;
    const Vec2 velocity{3000.0, 0.0};
    const Rect wall{30.0, -100.0, 2.0, 200.0};
    Rect bullet{0.0, -2.0, 4.0, 4.0};
    // Discrete: no frame ever overlaps the wall; the bullet is past it after one frame.
    for (int frame = 0; frame < 4; ++frame)
        QVERIFY(!rectsOverlap(movedRect(bullet, velocity, frame * dt), wall));
    QVERIFY(movedRect(bullet, velocity, dt).x > wall.x + wall.w);

    const std::optional<SweepHit> hit = sweepRects(bullet, dt * velocity, wall, {});
    QVERIFY(hit.has_value());
    QVERIFY(std::abs(hit->t - 26.0 / 50.0) < 1e-12); // front edge 4 -> 30
    QCOMPARE(hit->normal, (Vec2{1.0, 0.0}));

    // The same bullet flying 3 px above the wall's top end misses.
    bullet.y = wall.y - 7.0;
    QVERIFY(!sweepRects(bullet, dt * velocity, wall, {}));
    // ...and one just touching the top end's edge (sliding along y = -100) grazes.
    bullet.y = wall.y - 4.0;
    QVERIFY(!sweepRects(bullet, dt * velocity, wall, {}));
}

void tst_Swept::quickGunCircle()
{
    const double dt = 1.0 / 60.0;
    const Vec2 velocity{3000.0, 0.0};
    const Rect wall{30.0, -100.0, 2.0, 200.0};
    const Circle bullet{{2.0, 0.0}, 2.0};
    QVERIFY(!circleOverlapsRect(bullet, wall));
    QVERIFY(!circleOverlapsRect(movedCircle(bullet, velocity, dt), wall));
    const std::optional<SweepHit> hit = sweepCircleRect(bullet, dt * velocity, wall, {});
    QVERIFY(hit.has_value());
    QVERIFY(std::abs(hit->t - 26.0 / 50.0) < 1e-12);
    QCOMPARE(hit->normal, (Vec2{1.0, 0.0}));
    // Two balls: 4 px bullet against a 2 px "coin".
    const std::optional<SweepHit> coin
            = sweepCircles(bullet, dt * velocity, Circle{{31.0, 0.0}, 1.0}, {});
    QVERIFY(coin.has_value());
    QVERIFY(std::abs(coin->t - 26.0 / 50.0) < 1e-12);
}

void tst_Swept::quickGunMovingWall()
{
    // Both move: the wall comes towards the bullet at 600 px/s (10 px per frame).
    const Rect bullet{0.0, 0.0, 4.0, 4.0};
    const Rect wall{40.0, -10.0, 2.0, 30.0};
    const std::optional<SweepHit> hit = sweepRects(bullet, {50.0, 0.0}, wall, {-10.0, 0.0});
    QVERIFY(hit.has_value());
    QVERIFY(std::abs(hit->t - 36.0 / 60.0) < 1e-12);
    // Moving together at the same speed they never meet.
    QVERIFY(!sweepRects(bullet, {50.0, 0.0}, wall, {50.0, 0.0}));
}

void tst_Swept::rectTable()
{
    const Rect a{0.0, 0.0, 4.0, 4.0};
    const Rect b{10.0, 0.0, 4.0, 4.0};
    // Touching exactly at the end of the step is not an overlap yet.
    QVERIFY(!sweepRects(a, {6.0, 0.0}, b, {}));
    const std::optional<SweepHit> over = sweepRects(a, {6.5, 0.0}, b, {});
    QVERIFY(over && std::abs(over->t - 6.0 / 6.5) < 1e-12);
    // Touching at the start and moving in: t = 0, but not "already overlapping".
    const std::optional<SweepHit> flush = sweepRects({6.0, 0.0, 4.0, 4.0}, {1.0, 0.0}, b, {});
    QVERIFY(flush && flush->t == 0.0);
    QCOMPARE(flush->normal, (Vec2{1.0, 0.0}));
    // Touching at the start and moving away.
    QVERIFY(!sweepRects({6.0, 0.0, 4.0, 4.0}, {-1.0, 0.0}, b, {}));
    // Already overlapping: t = 0 with the minimum-push normal (b is 1 px into a's right).
    const std::optional<SweepHit> inside = sweepRects({7.0, 0.0, 4.0, 4.0}, {0.0, 0.0}, b, {});
    QVERIFY(inside && inside->t == 0.0);
    QCOMPARE(inside->normal, (Vec2{1.0, 0.0}));
    // Coming from below (y grows downwards, so moving up is negative y).
    const std::optional<SweepHit> up = sweepRects({10.0, 20.0, 4.0, 4.0}, {1.0, -20.0}, b, {});
    QVERIFY(up && std::abs(up->t - 16.0 / 20.0) < 1e-12);
    QCOMPARE(up->normal, (Vec2{0.0, -1.0}));
    // Exact corner-to-corner along the diagonal: both axes enter together, x is chosen.
    const std::optional<SweepHit> corner = sweepRects({0.0, -10.0, 4.0, 4.0}, {8.0, 8.0}, b, {});
    QVERIFY(corner && std::abs(corner->t - 0.75) < 1e-12);
    QCOMPARE(corner->normal, (Vec2{1.0, 0.0}));
    // a's bottom-right corner passes through b's top-left corner going up and right: the
    // x overlap starts exactly when the y overlap ends, a graze, no hit.
    QVERIFY(!sweepRects({4.0, -2.0, 4.0, 4.0}, {4.0, -4.0}, b, {}));
    // Passing by in parallel, one pixel apart.
    QVERIFY(!sweepRects({0.0, 5.0, 4.0, 4.0}, {30.0, 0.0}, b, {}));
}

void tst_Swept::circleTable()
{
    // 3-4-5: b at (6, 8), radii sum 5; a moves along the line to b.
    const Circle a{{0.0, 0.0}, 2.0};
    const Circle b{{6.0, 8.0}, 3.0};
    const std::optional<SweepHit> hit = sweepCircles(a, {6.0, 8.0}, b, {});
    QVERIFY(hit && std::abs(hit->t - 0.5) < 1e-12);
    QVERIFY(std::abs(hit->normal.x - 0.6) < 1e-12 && std::abs(hit->normal.y - 0.8) < 1e-12);
    // Tangent path (closest distance exactly 5): graze, no hit.
    QVERIFY(!sweepCircles({{-10.0, 5.0}, 2.0}, {20.0, 0.0}, {{0.0, 0.0}, 3.0}, {}));
    QVERIFY(sweepCircles({{-10.0, 4.9}, 2.0}, {20.0, 0.0}, {{0.0, 0.0}, 3.0}, {}));
    // Moving apart, and not reaching.
    QVERIFY(!sweepCircles(a, {-6.0, -8.0}, b, {}));
    QVERIFY(!sweepCircles(a, {2.0, 3.0}, b, {}));
    // Both moving towards each other: 10 apart, radii 1 + 1, closing speed 16.
    const std::optional<SweepHit> both
            = sweepCircles({{0.0, 0.0}, 1.0}, {8.0, 0.0}, {{10.0, 0.0}, 1.0}, {-8.0, 0.0});
    QVERIFY(both && std::abs(both->t - 0.5) < 1e-12);
}

void tst_Swept::circleRectTable()
{
    const Rect box{0.0, 0.0, 10.0, 10.0};
    // Straight at the rounded corner along the diagonal: hits at distance 2 from (0, 0).
    const std::optional<SweepHit> corner
            = sweepCircleRect({{-10.0, -10.0}, 2.0}, {20.0, 20.0}, box, {});
    QVERIFY(corner.has_value());
    QVERIFY(std::abs(corner->t - (10.0 - std::sqrt(2.0)) / 20.0) < 1e-12);
    QVERIFY(std::abs(corner->normal.x - std::sqrt(0.5)) < 1e-12);
    QVERIFY(std::abs(corner->normal.y - std::sqrt(0.5)) < 1e-12);
    // Through the grown box's corner square but outside the rounded corner: no hit, even
    // though the circle's bounding box would hit.
    QVERIFY(!sweepCircleRect({{-10.0, 7.0}, 2.0}, {20.0, -20.0}, box, {}));
    QVERIFY(sweepRects({-12.0, 5.0, 4.0, 4.0}, {20.0, -20.0}, box, {}));
    // Face hit from the right, the box moving too: gap 4, closing speed 8.
    const std::optional<SweepHit> face
            = sweepCircleRect({{15.0, 5.0}, 1.0}, {-4.0, 0.0}, box, {4.0, 0.0});
    QVERIFY(face && std::abs(face->t - 0.5) < 1e-12);
    QCOMPARE(face->normal, (Vec2{-1.0, 0.0}));
    // Gap 9 at closing speed 8: not within this step.
    QVERIFY(!sweepCircleRect({{20.0, 5.0}, 1.0}, {-4.0, 0.0}, box, {4.0, 0.0}));
}

void tst_Swept::invalidInput()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const Rect b{0.0, 0.0, 4.0, 4.0};
    QVERIFY(!sweepRects({-10.0, 0.0, 0.0, 4.0}, {20.0, 0.0}, b, {}));
    QVERIFY(!sweepRects({-10.0, 0.0, 4.0, 4.0}, {nan, 0.0}, b, {}));
    QVERIFY(!sweepRects({-10.0, 0.0, 4.0, 4.0}, {inf, 0.0}, b, {}));
    QVERIFY(!sweepRects({nan, 0.0, 4.0, 4.0}, {20.0, 0.0}, b, {}));
    QVERIFY(!sweepCircles({{-10.0, 2.0}, 0.0}, {20.0, 0.0}, {{0.0, 2.0}, 1.0}, {}));
    QVERIFY(!sweepCircles({{-10.0, 2.0}, 1.0}, {20.0, nan}, {{0.0, 2.0}, 1.0}, {}));
    QVERIFY(!sweepCircleRect({{-10.0, 2.0}, 1.0}, {20.0, 0.0}, {0.0, 0.0, 4.0, 0.0}, {}));
    QVERIFY(!sweepCircleRect({{-10.0, 2.0}, inf}, {20.0, 0.0}, b, {}));
}

void tst_Swept::rectsMatchSampling()
{
    std::mt19937 rng(2718);
    std::uniform_int_distribution<int> coord(-40, 40);
    std::uniform_int_distribution<int> size(0, 24);
    std::uniform_int_distribution<int> move(-80, 80);
    int hits = 0;
    int briefHits = 0;
    for (int i = 0; i < 3000; ++i) {
        // Quarter-pixel values: touching edges and grazing paths happen often.
        const Rect a{coord(rng) / 4.0, coord(rng) / 4.0, size(rng) / 4.0, size(rng) / 4.0};
        const Rect b{coord(rng) / 4.0, coord(rng) / 4.0, size(rng) / 4.0, size(rng) / 4.0};
        const Vec2 ma{move(rng) / 4.0, i % 4 == 0 ? 0.0 : move(rng) / 4.0};
        const Vec2 mb = i % 3 == 0 ? Vec2{} : Vec2{move(rng) / 8.0, move(rng) / 8.0};
        const std::optional<SweepHit> hit = sweepRects(a, ma, b, mb);
        const QByteArray context = "case " + QByteArray::number(i) + " " + describe(a)
                                   + describe(ma) + describe(b) + describe(mb);
        checkAgainstSampling(
                hit,
                [&](double s) { return rectsOverlap(movedRect(a, ma, s), movedRect(b, mb, s)); },
                context,
                briefHits);
        if (QTest::currentTestFailed())
            return;
        hits += hit ? 1 : 0;
    }
    qInfo("%d hits, %d shorter than the sampling step", hits, briefHits);
    QVERIFY(hits > 300);
}

void tst_Swept::circlesMatchSampling()
{
    std::mt19937 rng(3141);
    std::uniform_real_distribution<double> coord(-20.0, 20.0);
    std::uniform_real_distribution<double> radius(0.5, 8.0);
    std::uniform_real_distribution<double> move(-40.0, 40.0);
    int hits = 0;
    int briefHits = 0;
    for (int i = 0; i < 3000; ++i) {
        const Circle a{{coord(rng), coord(rng)}, radius(rng)};
        const Circle b{{coord(rng), coord(rng)}, radius(rng)};
        const Vec2 ma{move(rng), move(rng)};
        const Vec2 mb = i % 3 == 0 ? Vec2{} : Vec2{move(rng), move(rng)};
        const std::optional<SweepHit> hit = sweepCircles(a, ma, b, mb);
        const QByteArray context = "case " + QByteArray::number(i);
        checkAgainstSampling(
                hit,
                [&](double s) {
                    return circlesOverlap(movedCircle(a, ma, s), movedCircle(b, mb, s));
                },
                context,
                briefHits);
        if (QTest::currentTestFailed())
            return;
        hits += hit ? 1 : 0;
    }
    qInfo("%d hits, %d shorter than the sampling step", hits, briefHits);
    QVERIFY(hits > 300);
}

void tst_Swept::circleRectMatchesSampling()
{
    std::mt19937 rng(1618);
    std::uniform_real_distribution<double> coord(-20.0, 20.0);
    std::uniform_real_distribution<double> size(0.5, 15.0);
    std::uniform_real_distribution<double> move(-40.0, 40.0);
    int hits = 0;
    int briefHits = 0;
    for (int i = 0; i < 3000; ++i) {
        const Circle a{{coord(rng), coord(rng)}, size(rng) / 2.0};
        const Rect b{coord(rng), coord(rng), size(rng), size(rng)};
        const Vec2 ma{move(rng), move(rng)};
        const Vec2 mb = i % 3 == 0 ? Vec2{} : Vec2{move(rng), move(rng)};
        const std::optional<SweepHit> hit = sweepCircleRect(a, ma, b, mb);
        const QByteArray context = "case " + QByteArray::number(i) + " " + describe(b);
        checkAgainstSampling(
                hit,
                [&](double s) {
                    return circleOverlapsRect(movedCircle(a, ma, s), movedRect(b, mb, s));
                },
                context,
                briefHits);
        if (QTest::currentTestFailed())
            return;
        hits += hit ? 1 : 0;
    }
    qInfo("%d hits, %d shorter than the sampling step", hits, briefHits);
    QVERIFY(hits > 300);
}

QTEST_GUILESS_MAIN(tst_Swept)
#include "tst_swept.moc"
