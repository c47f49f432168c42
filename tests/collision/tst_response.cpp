// Tests for the response of hitbox/queries.h. Oracles: hand-computed tables; conservation of
// momentum and kinetic energy; AniSprite's literal atan2 / rotate / swap / rotate-back
// recipe (trigonometry, unlike the kernel's dot products); a bisection search for the
// smallest separating push; and plain coordinate comparisons for the board.

#include "collisiontostring.h"

#include <hitbox/queries.h>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>

using namespace hitbox::collision;

Q_DECLARE_METATYPE(hitbox::collision::Circle)
Q_DECLARE_METATYPE(std::optional<hitbox::collision::Contact>)

namespace {

constexpr double tolerance = 1e-9;

bool near(double a, double b, double eps = tolerance)
{
    return std::abs(a - b) <= eps * (1.0 + std::max(std::abs(a), std::abs(b)));
}

bool near(Vec2 a, Vec2 b, double eps = tolerance)
{
    return near(a.x, b.x, eps) && near(a.y, b.y, eps);
}

// AniSprite's recipe, literally: angle of the axis, rotate by -angle, swap x, rotate back.
void rotate(double &x, double &y, double angle)
{
    const double rx = x * std::cos(angle) - y * std::sin(angle);
    const double ry = x * std::sin(angle) + y * std::cos(angle);
    x = rx;
    y = ry;
}

std::pair<Vec2, Vec2> aniSpriteResponse(Vec2 va, Vec2 vb, Vec2 normal)
{
    const double angle = std::atan2(normal.y, normal.x);
    double x1 = va.x, y1 = va.y, x2 = vb.x, y2 = vb.y;
    rotate(x1, y1, -angle);
    rotate(x2, y2, -angle);
    std::swap(x1, x2);
    rotate(x1, y1, angle);
    rotate(x2, y2, angle);
    return {{x1, y1}, {x2, y2}};
}

// Body rect of a box whose position is its centre.
Rect boxAt(Vec2 centre, double w, double h)
{
    return {centre.x - w / 2.0, centre.y - h / 2.0, w, h};
}

// Independent overlap test for the separation checks.
bool intervalsOverlap(double a0, double a1, double b0, double b1)
{
    return std::max(a0, b0) < std::min(a1, b1);
}

bool boxesOverlap(const Rect &a, const Rect &b)
{
    return intervalsOverlap(a.x, a.x + a.w, b.x, b.x + b.w)
           && intervalsOverlap(a.y, a.y + a.h, b.y, b.y + b.h);
}

// Smallest push of b along one axis direction that ends the overlap, by bisection.
double bisectPush(const Rect &a, const Rect &b, Vec2 dir)
{
    double low = 0.0;
    double high = 1.0;
    const auto moved = [&](double s) { return Rect{b.x + s * dir.x, b.y + s * dir.y, b.w, b.h}; };
    while (boxesOverlap(a, moved(high)))
        high *= 2.0;
    for (int k = 0; k < 200 && high - low > 1e-12 * (1.0 + high); ++k) {
        const double mid = (low + high) / 2.0;
        (boxesOverlap(a, moved(mid)) ? low : high) = mid;
    }
    return high;
}

} // namespace

class tst_Response : public QObject
{
    Q_OBJECT

private slots:
    void elasticTable_data();
    void elasticTable();
    void elasticConservesMomentumAndEnergy();
    void elasticMatchesAniSpriteRecipe();
    void approaching_data();
    void approaching();
    void reflect_data();
    void reflect();
    void circleContactTable_data();
    void circleContactTable();
    void rectContactTable_data();
    void rectContactTable();
    void rectContactIsMinimumPush();
    void separationLeavesNoOverlap();
    void separationShares();
    void boardCollisionRect_data();
    void boardCollisionRect();
    void boardCollisionCircle_data();
    void boardCollisionCircle();
    void bounceTable();
    void bounceKeepsBodiesInside();
};

void tst_Response::elasticTable_data()
{
    QTest::addColumn<Vec2>("va");
    QTest::addColumn<Vec2>("vb");
    QTest::addColumn<Vec2>("normal");
    QTest::addColumn<Vec2>("expectedA");
    QTest::addColumn<Vec2>("expectedB");

    QTest::newRow("head-on swap") << Vec2{100, 0} << Vec2{-50, 0} << Vec2{1, 0} << Vec2{-50, 0}
                                  << Vec2{100, 0};
    QTest::newRow("head-on, normal not unit")
            << Vec2{100, 0} << Vec2{-50, 0} << Vec2{-7, 0} << Vec2{-50, 0} << Vec2{100, 0};
    QTest::newRow("vertical") << Vec2{3, 20} << Vec2{-1, -10} << Vec2{0, 2} << Vec2{3, -10}
                              << Vec2{-1, 20};
    QTest::newRow("moving into one at rest")
            << Vec2{0, 80} << Vec2{} << Vec2{0, 1} << Vec2{} << Vec2{0, 80};
    QTest::newRow("glancing 45 degrees")
            << Vec2{100, 0} << Vec2{} << Vec2{1, 1} << Vec2{50, -50} << Vec2{50, 50};
    QTest::newRow("grazing perpendicular")
            << Vec2{100, 0} << Vec2{-30, 0} << Vec2{0, 1} << Vec2{100, 0} << Vec2{-30, 0};
    QTest::newRow("zero normal") << Vec2{1, 2} << Vec2{3, 4} << Vec2{} << Vec2{1, 2} << Vec2{3, 4};
    QTest::newRow("nan normal") << Vec2{1, 2} << Vec2{3, 4} << Vec2{std::nan(""), 1} << Vec2{1, 2}
                                << Vec2{3, 4};
}

void tst_Response::elasticTable()
{
    QFETCH(Vec2, va);
    QFETCH(Vec2, vb);
    QFETCH(Vec2, normal);
    QFETCH(Vec2, expectedA);
    QFETCH(Vec2, expectedB);
    const VelocityPair v = elasticResponse(va, vb, normal);
    QVERIFY2(near(v.a, expectedA), describe(v.a));
    QVERIFY2(near(v.b, expectedB), describe(v.b));
}

void tst_Response::elasticConservesMomentumAndEnergy()
{
    std::mt19937 rng(1234);
    std::uniform_real_distribution<double> speed(-500.0, 500.0);
    std::uniform_real_distribution<double> angle(-4.0, 4.0);
    std::uniform_real_distribution<double> length(0.01, 100.0);
    for (int i = 0; i < 20000; ++i) {
        const Vec2 va{speed(rng), speed(rng)};
        const Vec2 vb{speed(rng), speed(rng)};
        const double a = angle(rng);
        const double l = length(rng);
        const Vec2 n{l * std::cos(a), l * std::sin(a)};
        const VelocityPair v = elasticResponse(va, vb, n);
        const QByteArray context = "case " + QByteArray::number(i) + " va " + describe(va) + " vb "
                                   + describe(vb) + " n " + describe(n);
        const Vec2 momentum = (v.a + v.b) - (va + vb);
        QVERIFY2(std::abs(momentum.x) < 1e-9 && std::abs(momentum.y) < 1e-9, context);
        const double before = lengthSquared(va) + lengthSquared(vb);
        const double after = lengthSquared(v.a) + lengthSquared(v.b);
        QVERIFY2(std::abs(after - before) <= 1e-12 * before + 1e-9, context);
        // The tangential components are untouched.
        const Vec2 t{-n.y, n.x};
        QVERIFY2(near(dot(v.a, t), dot(va, t), 1e-9), context);
        QVERIFY2(near(dot(v.b, t), dot(vb, t), 1e-9), context);
    }
}

void tst_Response::elasticMatchesAniSpriteRecipe()
{
    std::mt19937 rng(99);
    std::uniform_real_distribution<double> value(-300.0, 300.0);
    for (int i = 0; i < 20000; ++i) {
        const Vec2 va{value(rng), value(rng)};
        const Vec2 vb{value(rng), value(rng)};
        const Vec2 n{value(rng), value(rng)};
        const auto [expectedA, expectedB] = aniSpriteResponse(va, vb, n);
        const VelocityPair v = elasticResponse(va, vb, n);
        const QByteArray context = "case " + QByteArray::number(i) + " n " + describe(n);
        QVERIFY2(std::abs(v.a.x - expectedA.x) < 1e-9 && std::abs(v.a.y - expectedA.y) < 1e-9,
                 context + describe(v.a) + describe(expectedA));
        QVERIFY2(std::abs(v.b.x - expectedB.x) < 1e-9 && std::abs(v.b.y - expectedB.y) < 1e-9,
                 context + describe(v.b) + describe(expectedB));
    }
}

void tst_Response::approaching_data()
{
    QTest::addColumn<Vec2>("va");
    QTest::addColumn<Vec2>("vb");
    QTest::addColumn<Vec2>("normal");
    QTest::addColumn<bool>("expected");

    QTest::newRow("closing") << Vec2{1, 0} << Vec2{-1, 0} << Vec2{1, 0} << true;
    QTest::newRow("chasing slower") << Vec2{5, 0} << Vec2{2, 0} << Vec2{1, 0} << true;
    QTest::newRow("separating") << Vec2{-1, 0} << Vec2{1, 0} << Vec2{1, 0} << false;
    QTest::newRow("same velocity") << Vec2{3, 3} << Vec2{3, 3} << Vec2{0, 1} << false;
    QTest::newRow("sliding along") << Vec2{0, 5} << Vec2{0, -5} << Vec2{1, 0} << false;
}

void tst_Response::approaching()
{
    QFETCH(Vec2, va);
    QFETCH(Vec2, vb);
    QFETCH(Vec2, normal);
    QFETCH(bool, expected);
    QCOMPARE(isApproaching(va, vb, normal), expected);
}

void tst_Response::reflect_data()
{
    QTest::addColumn<Vec2>("v");
    QTest::addColumn<Vec2>("normal");
    QTest::addColumn<Vec2>("expected");

    QTest::newRow("floor") << Vec2{3, 4} << Vec2{0, -1} << Vec2{3, -4};
    QTest::newRow("wall, any length") << Vec2{3, 4} << Vec2{5, 0} << Vec2{-3, 4};
    QTest::newRow("diagonal") << Vec2{1, 0} << Vec2{1, 1} << Vec2{0, -1};
    QTest::newRow("zero normal") << Vec2{1, 2} << Vec2{} << Vec2{1, 2};
}

void tst_Response::reflect()
{
    QFETCH(Vec2, v);
    QFETCH(Vec2, normal);
    QFETCH(Vec2, expected);
    QVERIFY2(near(reflectVelocity(v, normal), expected), describe(reflectVelocity(v, normal)));
}

void tst_Response::circleContactTable_data()
{
    QTest::addColumn<Circle>("a");
    QTest::addColumn<Circle>("b");
    QTest::addColumn<std::optional<Contact>>("expected");

    using C = std::optional<Contact>;
    QTest::newRow("overlap along x")
            << Circle{{0, 0}, 5} << Circle{{8, 0}, 5} << C{Contact{{1, 0}, 2}};
    QTest::newRow("overlap 3-4-5")
            << Circle{{1, 1}, 3} << Circle{{4, 5}, 4} << C{Contact{{0.6, 0.8}, 2}};
    QTest::newRow("b to the left")
            << Circle{{0, 0}, 2} << Circle{{-3, 0}, 2} << C{Contact{{-1, 0}, 1}};
    QTest::newRow("concentric") << Circle{{2, 2}, 1} << Circle{{2, 2}, 3} << C{Contact{{1, 0}, 4}};
    QTest::newRow("touching") << Circle{{0, 0}, 5} << Circle{{10, 0}, 5} << C{};
    QTest::newRow("apart") << Circle{{0, 0}, 1} << Circle{{0, 10}, 1} << C{};
    QTest::newRow("zero radius") << Circle{{0, 0}, 0} << Circle{{0, 0}, 1} << C{};
}

void tst_Response::circleContactTable()
{
    QFETCH(Circle, a);
    QFETCH(Circle, b);
    QFETCH(std::optional<Contact>, expected);
    const std::optional<Contact> c = circleContact(a, b);
    QCOMPARE(c.has_value(), expected.has_value());
    if (c) {
        QVERIFY2(near(c->normal, expected->normal), describe(c->normal));
        QVERIFY(near(c->depth, expected->depth));
    }
}

void tst_Response::rectContactTable_data()
{
    QTest::addColumn<Rect>("a");
    QTest::addColumn<Rect>("b");
    QTest::addColumn<std::optional<Contact>>("expected");

    using C = std::optional<Contact>;
    QTest::newRow("b overlaps on the right")
            << Rect{0, 0, 10, 10} << Rect{8, 2, 10, 6} << C{Contact{{1, 0}, 2}};
    QTest::newRow("b overlaps on the left")
            << Rect{0, 0, 10, 10} << Rect{-7, 1, 8, 8} << C{Contact{{-1, 0}, 1}};
    QTest::newRow("b below, shallow")
            << Rect{0, 0, 10, 10} << Rect{2, 9.5, 10, 10} << C{Contact{{0, 1}, 0.5}};
    QTest::newRow("b above") << Rect{0, 0, 10, 10} << Rect{-3, -8, 16, 9} << C{Contact{{0, -1}, 1}};
    QTest::newRow("b inside, nearer the top")
            << Rect{0, 0, 10, 10} << Rect{3, 1, 4, 2} << C{Contact{{0, -1}, 3}};
    QTest::newRow("identical: +x wins ties")
            << Rect{0, 0, 4, 4} << Rect{0, 0, 4, 4} << C{Contact{{1, 0}, 4}};
    QTest::newRow("diagonal tie: x first")
            << Rect{0, 0, 4, 4} << Rect{3, 3, 4, 4} << C{Contact{{1, 0}, 1}};
    QTest::newRow("touching") << Rect{0, 0, 4, 4} << Rect{4, 0, 4, 4} << C{};
    QTest::newRow("empty") << Rect{0, 0, 4, 4} << Rect{1, 1, 0, 2} << C{};
}

void tst_Response::rectContactTable()
{
    QFETCH(Rect, a);
    QFETCH(Rect, b);
    QFETCH(std::optional<Contact>, expected);
    const std::optional<Contact> c = rectContact(a, b);
    QCOMPARE(c.has_value(), expected.has_value());
    if (c) {
        QVERIFY2(c->normal == expected->normal, describe(c->normal));
        QCOMPARE(c->depth, expected->depth);
    }
}

void tst_Response::rectContactIsMinimumPush()
{
    std::mt19937 rng(31);
    std::uniform_real_distribution<double> pos(-20.0, 20.0);
    std::uniform_real_distribution<double> size(0.5, 30.0);
    const Vec2 directions[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int checked = 0;
    for (int i = 0; i < 5000; ++i) {
        const Rect a{pos(rng), pos(rng), size(rng), size(rng)};
        const Rect b{pos(rng), pos(rng), size(rng), size(rng)};
        const std::optional<Contact> c = rectContact(a, b);
        QCOMPARE(c.has_value(), boxesOverlap(a, b));
        if (!c)
            continue;
        double best = bisectPush(a, b, directions[0]);
        for (const Vec2 d : directions)
            best = std::min(best, bisectPush(a, b, d));
        const QByteArray context = describe(a) + " " + describe(b);
        QVERIFY2(std::abs(c->depth - best) < 1e-9, context);
        QVERIFY2(std::abs(bisectPush(a, b, c->normal) - best) < 1e-9, context);
        ++checked;
    }
    QVERIFY(checked > 1000);
}

void tst_Response::separationLeavesNoOverlap()
{
    std::mt19937 rng(4242);
    std::uniform_real_distribution<double> offset(-1e5, 1e5);
    std::uniform_real_distribution<double> local(-15.0, 15.0);
    std::uniform_real_distribution<double> size(0.25, 40.0);
    std::uniform_real_distribution<double> share(0.0, 1.0);
    int rects = 0;
    int circles = 0;
    for (int i = 0; i < 20000; ++i) {
        // Coordinates far from 0 too, where rounding is coarser.
        const Vec2 origin = i % 2 == 0 ? Vec2{} : Vec2{offset(rng), offset(rng)};
        const Vec2 pa = origin + Vec2{local(rng), local(rng)};
        const Vec2 pb = origin + Vec2{local(rng), local(rng)};
        const double s = i % 3 == 0 ? 0.5 : share(rng);
        const QByteArray context = "case " + QByteArray::number(i);
        const double hair = 1e-8 * (100.0 + std::abs(origin.x) + std::abs(origin.y));

        const double wa = size(rng), ha = size(rng), wb = size(rng), hb = size(rng);
        if (const std::optional<Contact> c = rectContact(boxAt(pa, wa, ha), boxAt(pb, wb, hb))) {
            const PositionPair p = separate(pa, pb, *c, s);
            QVERIFY2(!boxesOverlap(boxAt(p.a, wa, ha), boxAt(p.b, wb, hb)), context);
            // The push is the depth plus a hair (1e-9 of the coordinates), not more.
            const double moved = std::sqrt(distanceSquared(p.b - p.a, pb - pa));
            QVERIFY2(moved >= c->depth && moved <= c->depth + hair, context);
            ++rects;
        }

        const Circle ca{pa, size(rng)};
        const Circle cb{pb, size(rng)};
        if (const std::optional<Contact> c = circleContact(ca, cb)) {
            const PositionPair p = separate(pa, pb, *c, s);
            const double reach = ca.radius + cb.radius;
            QVERIFY2(distanceSquared(p.a, p.b) >= reach * reach, context);
            QVERIFY2(std::sqrt(distanceSquared(p.a, p.b)) <= reach + hair, context);
            ++circles;
        }
    }
    QVERIFY(rects > 5000 && circles > 5000);
}

void tst_Response::separationShares()
{
    const Contact c{{1, 0}, 4};
    const PositionPair half = separate({0, 0}, {1, 0}, c);
    QVERIFY(near(half.a, {-2, 0}, 1e-6) && near(half.b, {3, 0}, 1e-6));
    const PositionPair aFixed = separate({0, 0}, {1, 0}, c, 0.0);
    QCOMPARE(aFixed.a, (Vec2{0, 0}));
    QVERIFY(near(aFixed.b, {5, 0}, 1e-6));
    const PositionPair bFixed = separate({0, 0}, {1, 0}, c, 1.0);
    QVERIFY(near(bFixed.a, {-4, 0}, 1e-6));
    QCOMPARE(bFixed.b, (Vec2{1, 0}));
    const PositionPair none = separate({0, 0}, {1, 0}, {{1, 0}, 0.0});
    QCOMPARE(none.a, (Vec2{0, 0}));
    QCOMPARE(none.b, (Vec2{1, 0}));
}

void tst_Response::boardCollisionRect_data()
{
    QTest::addColumn<Rect>("body");
    QTest::addColumn<unsigned>("expected");

    // Board {0, 0, 100, 50}.
    QTest::newRow("inside") << Rect{10, 10, 20, 20} << unsigned(NoBoardEdge);
    QTest::newRow("flush with every edge") << Rect{0, 0, 100, 50} << unsigned(NoBoardEdge);
    QTest::newRow("left") << Rect{-1, 10, 20, 20} << unsigned(LeftBoardEdge);
    QTest::newRow("right") << Rect{81, 10, 20, 20} << unsigned(RightBoardEdge);
    QTest::newRow("top") << Rect{10, -0.5, 20, 20} << unsigned(TopBoardEdge);
    QTest::newRow("bottom") << Rect{10, 31, 20, 20} << unsigned(BottomBoardEdge);
    QTest::newRow("two edges at a corner")
            << Rect{90, 40, 20, 20} << unsigned(RightBoardEdge | BottomBoardEdge);
    QTest::newRow("bigger than the board")
            << Rect{-5, -5, 200, 200}
            << unsigned(LeftBoardEdge | TopBoardEdge | RightBoardEdge | BottomBoardEdge);
    QTest::newRow("completely outside") << Rect{200, 10, 5, 5} << unsigned(RightBoardEdge);
    QTest::newRow("empty body") << Rect{-50, 10, 0, 5} << unsigned(NoBoardEdge);
}

void tst_Response::boardCollisionRect()
{
    QFETCH(Rect, body);
    QFETCH(unsigned, expected);
    QCOMPARE(boardCollision(Rect{0, 0, 100, 50}, body), expected);
    QCOMPARE(boardCollision(Rect{0, 0, 0, 50}, body), unsigned(NoBoardEdge));
}

void tst_Response::boardCollisionCircle_data()
{
    QTest::addColumn<Circle>("body");
    QTest::addColumn<unsigned>("expected");

    QTest::newRow("inside") << Circle{{50, 25}, 10} << unsigned(NoBoardEdge);
    QTest::newRow("touching left from inside") << Circle{{10, 25}, 10} << unsigned(NoBoardEdge);
    QTest::newRow("left") << Circle{{9, 25}, 10} << unsigned(LeftBoardEdge);
    QTest::newRow("bottom right") << Circle{{95, 45}, 10}
                                  << unsigned(RightBoardEdge | BottomBoardEdge);
    QTest::newRow("top") << Circle{{50, 3}, 4} << unsigned(TopBoardEdge);
    QTest::newRow("zero radius") << Circle{{-5, 25}, 0} << unsigned(NoBoardEdge);
}

void tst_Response::boardCollisionCircle()
{
    QFETCH(Circle, body);
    QFETCH(unsigned, expected);
    QCOMPARE(boardCollision(Rect{0, 0, 100, 50}, body), expected);
}

void tst_Response::bounceTable()
{
    const Rect board{0, 0, 100, 100};
    // Overshoot of 5 on the left is mirrored: the body ends 5 inside, moving right.
    BoardBounce b = bounceOffBoard(board, Rect{-5, 10, 10, 10}, {0, 15}, {-30, 4});
    QCOMPARE(b.edges, unsigned(LeftBoardEdge));
    QVERIFY2(near(b.position, {10, 15}, 1e-6), describe(b.position));
    QCOMPARE(b.velocity, (Vec2{30, 4}));

    // Already heading back in: the velocity keeps its sign.
    b = bounceOffBoard(board, Rect{-5, 10, 10, 10}, {0, 15}, {30, 4});
    QCOMPARE(b.velocity, (Vec2{30, 4}));

    // Corner: both axes.
    b = bounceOffBoard(board, Rect{95, 98, 10, 10}, {100, 103}, {7, 9});
    QCOMPARE(b.edges, unsigned(RightBoardEdge | BottomBoardEdge));
    QVERIFY2(near(b.position, {90, 87}, 1e-6), describe(b.position));
    QCOMPARE(b.velocity, (Vec2{-7, -9}));

    // A huge overshoot is limited so that the far edge is not crossed.
    b = bounceOffBoard(board, Rect{-150, 0, 20, 20}, {-140, 10}, {-1000, 0});
    QVERIFY2(near(b.position.x, 90, 1e-6), describe(b.position));

    // Inside: nothing changes.
    b = bounceOffBoard(board, Rect{10, 10, 10, 10}, {15, 15}, {-3, -3});
    QCOMPARE(b.edges, unsigned(NoBoardEdge));
    QCOMPARE(b.position, (Vec2{15, 15}));
    QCOMPARE(b.velocity, (Vec2{-3, -3}));

    // Wider than the board: centred on x, velocity kept.
    b = bounceOffBoard(board, Rect{-20, 10, 150, 10}, {55, 15}, {5, 0});
    QVERIFY2(near(b.position.x, 55 - 5, 1e-6), describe(b.position));
    QCOMPARE(b.velocity, (Vec2{5, 0}));

    // Circles: mirrored the same way.
    b = bounceOffBoard(board, Circle{{97, 50}, 5}, {97, 50}, {12, 0});
    QCOMPARE(b.edges, unsigned(RightBoardEdge));
    QVERIFY2(near(b.position, {93, 50}, 1e-6), describe(b.position));
    QCOMPARE(b.velocity, (Vec2{-12, 0}));
}

void tst_Response::bounceKeepsBodiesInside()
{
    std::mt19937 rng(8080);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_real_distribution<double> speed(-4000.0, 4000.0);
    const Rect board{-300.5, 1000.25, 640, 480};
    const double dt = 1.0 / 60.0;
    for (int body = 0; body < 40; ++body) {
        const bool round = body % 2 == 1;
        const double w = 1.0 + 200.0 * unit(rng);
        const double h = 1.0 + 200.0 * unit(rng);
        const double r = 0.5 + 100.0 * unit(rng);
        const double spanX = round ? 2.0 * r : w;
        const double spanY = round ? 2.0 * r : h;
        Vec2 p{board.x + spanX / 2.0 + (board.w - spanX) * unit(rng),
               board.y + spanY / 2.0 + (board.h - spanY) * unit(rng)};
        Vec2 v{speed(rng), speed(rng)};
        const double speed2 = lengthSquared(v);
        for (int step = 0; step < 3000; ++step) {
            p = p + dt * v;
            const BoardBounce b = round ? bounceOffBoard(board, Circle{p, r}, p, v)
                                        : bounceOffBoard(board, boxAt(p, w, h), p, v);
            p = b.position;
            v = b.velocity;
            const double left = round ? p.x - r : boxAt(p, w, h).x;
            const double top = round ? p.y - r : boxAt(p, w, h).y;
            const double right = round ? p.x + r : boxAt(p, w, h).x + w;
            const double bottom = round ? p.y + r : boxAt(p, w, h).y + h;
            const QByteArray context = "body " + QByteArray::number(body) + " step "
                                       + QByteArray::number(step) + " at " + describe(p);
            QVERIFY2(left >= board.x && right <= board.x + board.w, context);
            QVERIFY2(top >= board.y && bottom <= board.y + board.h, context);
            QVERIFY2(lengthSquared(v) == speed2, context); // bounces only flip signs
        }
    }
}

QTEST_GUILESS_MAIN(tst_Response)
#include "tst_response.moc"
