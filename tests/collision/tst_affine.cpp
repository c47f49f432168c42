// Tests for the Affine algebra and bounds of hitbox/geometry.h: compose, inverted,
// mapCorners, mapBounds and spriteBounds. Oracles: hand-computed tables and the long-double
// reference transform and matrix product of transformreference.h.

#include "transformreference.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::transformtest;

Q_DECLARE_METATYPE(hitbox::collision::Affine)

class TestAffine : public QObject
{
    Q_OBJECT

private slots:
    void compose_data();
    void compose();
    void composeRandom();
    void inverted_data();
    void inverted();
    void invertedRandom();
    void mapCorners_data();
    void mapCorners();
    void spriteBounds_data();
    void spriteBounds();
    void spriteBoundsRandom();
};

void TestAffine::compose_data()
{
    QTest::addColumn<Affine>("first");
    QTest::addColumn<Affine>("second");
    QTest::addColumn<Affine>("expected");

    const Affine translate5{1, 0, 0, 1, 5, 0};
    const Affine turn90{0, 1, -1, 0, 0, 0}; // (x, y) -> (-y, x)
    const Affine scale23{2, 0, 0, 3, 0, 0};
    const Affine translate11{1, 0, 0, 1, 1, 1};
    const Affine shear{1, 0, 1, 1, 0, 0}; // (x, y) -> (x + y, y)
    const Affine scale21{2, 0, 0, 1, 0, 0};
    // (1, 0) -> (6, 0) -> (0, 6)
    QTest::newRow("translate then turn") << translate5 << turn90 << Affine{0, 1, -1, 0, 0, 5};
    // (1, 0) -> (0, 1) -> (5, 1)
    QTest::newRow("turn then translate") << turn90 << translate5 << Affine{0, 1, -1, 0, 5, 0};
    QTest::newRow("scale then translate") << scale23 << translate11 << Affine{2, 0, 0, 3, 1, 1};
    QTest::newRow("translate then scale") << translate11 << scale23 << Affine{2, 0, 0, 3, 2, 3};
    // (x, y) -> (x + y, y) -> (2x + 2y, y)
    QTest::newRow("shear then scale") << shear << scale21 << Affine{2, 0, 2, 1, 0, 0};
    // (x, y) -> (2x, y) -> (2x + y, y)
    QTest::newRow("scale then shear") << scale21 << shear << Affine{2, 0, 1, 1, 0, 0};
    QTest::newRow("identity first") << Affine{} << shear << shear;
    QTest::newRow("identity second") << turn90 << Affine{} << turn90;
}

void TestAffine::compose()
{
    QFETCH(Affine, first);
    QFETCH(Affine, second);
    QFETCH(Affine, expected);
    QCOMPARE(hitbox::collision::compose(first, second), expected);
}

// compose(a, b) applied to p equals b applied to (a applied to p), reference arithmetic.
void TestAffine::composeRandom()
{
    std::mt19937 rng(55u);
    std::uniform_real_distribution<double> value(-10.0, 10.0);
    const auto randomAffine = [&] {
        return Affine{value(rng), value(rng), value(rng), value(rng), value(rng), value(rng)};
    };
    for (int i = 0; i < 5000; ++i) {
        const Affine a = randomAffine();
        const Affine b = randomAffine();
        const Vec2 p{value(rng), value(rng)};
        const RealPoint expected = refApply(b, refApply(a, {p.x, p.y}));
        QVERIFY2(close(apply(hitbox::collision::compose(a, b), p), expected, 1e-10),
                 ("case " + QByteArray::number(i)).constData());
    }
}

void TestAffine::inverted_data()
{
    QTest::addColumn<Affine>("matrix");
    QTest::addColumn<Affine>("expected");

    QTest::newRow("scale and translate")
            << Affine{2, 0, 0, 2, 3, 4} << Affine{0.5, 0, 0, 0.5, -1.5, -2};
    // (x, y) -> (10 - y, x), so x = Y and y = 10 - X.
    QTest::newRow("turn and translate") << Affine{0, 1, -1, 0, 10, 0} << Affine{0, -1, 1, 0, 0, 10};
    QTest::newRow("shear") << Affine{1, 0, 1, 1, 0, 0} << Affine{1, 0, -1, 1, 0, 0};
    // (x, y) -> (4x - 8, y / 2 + 2)
    QTest::newRow("anisotropic") << Affine{4, 0, 0, 0.5, -8, 2} << Affine{0.25, 0, 0, 2, 2, -4};
    QTest::newRow("identity") << Affine{} << Affine{};
}

void TestAffine::inverted()
{
    QFETCH(Affine, matrix);
    QFETCH(Affine, expected);
    QCOMPARE(hitbox::collision::inverted(matrix), expected);
}

void TestAffine::invertedRandom()
{
    std::mt19937 rng(66u);
    std::uniform_real_distribution<double> value(-10.0, 10.0);
    int checked = 0;
    for (int i = 0; i < 5000; ++i) {
        const Affine m{value(rng), value(rng), value(rng), value(rng), value(rng), value(rng)};
        if (std::abs(m.m11 * m.m22 - m.m12 * m.m21) < 0.5)
            continue; // keep the conditioning reasonable
        ++checked;
        const Vec2 p{value(rng), value(rng)};
        const RealPoint there = refApply(m, {p.x, p.y});
        const RealPoint back = refApply(hitbox::collision::inverted(m), there);
        QVERIFY2(close(p, back, 1e-9), ("case " + QByteArray::number(i)).constData());
    }
    QVERIFY(checked > 4000);

    QVERIFY(allNaN(hitbox::collision::inverted({1, 2, 2, 4, 0, 0})));
    QVERIFY(allNaN(hitbox::collision::inverted({0, 0, 0, 0, 1, 1})));
    QVERIFY(allNaN(hitbox::collision::inverted({qnan, 0, 0, 1, 0, 0})));
    QVERIFY(allNaN(hitbox::collision::inverted({infinity, 0, 0, 1, 0, 0})));
}

void TestAffine::mapCorners_data()
{
    QTest::addColumn<Affine>("matrix");
    QTest::addColumn<Rect>("rect");
    QTest::addColumn<Vec2>("topLeft");
    QTest::addColumn<Vec2>("topRight");
    QTest::addColumn<Vec2>("bottomRight");
    QTest::addColumn<Vec2>("bottomLeft");
    QTest::addColumn<Rect>("bounds");

    QTest::newRow("identity") << Affine{} << Rect{1, 2, 3, 4} << Vec2{1, 2} << Vec2{4, 2}
                              << Vec2{4, 6} << Vec2{1, 6} << Rect{1, 2, 3, 4};
    QTest::newRow("turn 90") << Affine{0, 1, -1, 0, 0, 0} << Rect{0, 0, 2, 1} << Vec2{0, 0}
                             << Vec2{0, 2} << Vec2{-1, 2} << Vec2{-1, 0} << Rect{-1, 0, 1, 2};
    QTest::newRow("mirror") << Affine{-1, 0, 0, 1, 10, 0} << Rect{1, 1, 2, 3} << Vec2{9, 1}
                            << Vec2{7, 1} << Vec2{7, 4} << Vec2{9, 4} << Rect{7, 1, 2, 3};
    QTest::newRow("scale and move")
            << Affine{2, 0, 0, 0.5, 1, 1} << Rect{-1, -2, 2, 4} << Vec2{-1, 0} << Vec2{3, 0}
            << Vec2{3, 2} << Vec2{-1, 2} << Rect{-1, 0, 4, 2};
    QTest::newRow("empty") << Affine{} << Rect{5, 5, 0, 0} << Vec2{5, 5} << Vec2{5, 5} << Vec2{5, 5}
                           << Vec2{5, 5} << Rect{5, 5, 0, 0};
}

void TestAffine::mapCorners()
{
    QFETCH(Affine, matrix);
    QFETCH(Rect, rect);
    QFETCH(Vec2, topLeft);
    QFETCH(Vec2, topRight);
    QFETCH(Vec2, bottomRight);
    QFETCH(Vec2, bottomLeft);
    QFETCH(Rect, bounds);
    const auto corners = hitbox::collision::mapCorners(matrix, rect);
    QCOMPARE(corners[0], topLeft);
    QCOMPARE(corners[1], topRight);
    QCOMPARE(corners[2], bottomRight);
    QCOMPARE(corners[3], bottomLeft);
    QCOMPARE(mapBounds(matrix, rect), bounds);
}

void TestAffine::spriteBounds_data()
{
    QTest::addColumn<Transform>("transform");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    QTest::addColumn<Rect>("expected");
    QTest::addColumn<bool>("exact");

    const Vec2 at{10, 20};
    QTest::newRow("0, pivot at origin")
            << makeTransform(at, {0, 0}, 0) << 4.0 << 2.0 << Rect{10, 20, 4, 2} << true;
    QTest::newRow("0, centred") << makeTransform(at, {2, 1}, 0) << 4.0 << 2.0 << Rect{8, 19, 4, 2}
                                << true;
    // Corners (0,0) (4,0) (4,2) (0,2) -> (0,0) (0,4) (-2,4) (-2,0).
    QTest::newRow("90, pivot at origin")
            << makeTransform({0, 0}, {0, 0}, 90) << 4.0 << 2.0 << Rect{-2, 0, 2, 4} << true;
    QTest::newRow("90, centred") << makeTransform(at, {2, 1}, 90) << 4.0 << 2.0 << Rect{9, 18, 2, 4}
                                 << true;
    QTest::newRow("180, centred") << makeTransform(at, {2, 1}, 180) << 4.0 << 2.0
                                  << Rect{8, 19, 4, 2} << true;
    QTest::newRow("180, pivot at origin")
            << makeTransform(at, {0, 0}, 180) << 4.0 << 2.0 << Rect{6, 18, 4, 2} << true;
    QTest::newRow("270, pivot at origin")
            << makeTransform({0, 0}, {0, 0}, 270) << 4.0 << 2.0 << Rect{0, -4, 2, 4} << true;
    QTest::newRow("-90 = 270") << makeTransform({0, 0}, {0, 0}, -90) << 4.0 << 2.0
                               << Rect{0, -4, 2, 4} << true;
    QTest::newRow("45, centred square") << makeTransform({0, 0}, {1, 1}, 45) << 2.0 << 2.0
                                        << Rect{-2 * half, -2 * half, 4 * half, 4 * half} << false;
    QTest::newRow("scale") << makeTransform({0, 0}, {0, 0}, 0, {2, 3}) << 4.0 << 2.0
                           << Rect{0, 0, 8, 6} << true;
    QTest::newRow("mirror x") << makeTransform({10, 0}, {0, 0}, 0, {-1, 1}) << 4.0 << 2.0
                              << Rect{6, 0, 4, 2} << true;
    QTest::newRow("mirror y, scale 2")
            << makeTransform({0, 0}, {0, 0}, 0, {1, -2}) << 4.0 << 2.0 << Rect{0, -4, 4, 4} << true;
    QTest::newRow("mirror both, centred")
            << makeTransform(at, {2, 1}, 0, {-1, -1}) << 4.0 << 2.0 << Rect{8, 19, 4, 2} << true;
    // Local (4,0) -> (8,0) -> (0,8); (0,2) -> (0,4) -> (-4,0).
    QTest::newRow("scale then 90")
            << makeTransform({0, 0}, {0, 0}, 90, {2, 2}) << 4.0 << 2.0 << Rect{-4, 0, 4, 8} << true;
    QTest::newRow("zero scale") << makeTransform({0, 0}, {0, 0}, 0, {0, 1}) << 4.0 << 2.0
                                << Rect{0, 0, 0, 2} << true;
    // A zero-size image has empty bounds at the image origin's world position.
    QTest::newRow("zero width") << makeTransform({5, 6}, {0, 0}, 0) << 0.0 << 3.0
                                << Rect{5, 6, 0, 0} << true;
    QTest::newRow("zero height, centred")
            << makeTransform({5, 6}, {1, 1}, 0) << 3.0 << 0.0 << Rect{4, 5, 0, 0} << true;
    QTest::newRow("negative width, rotated")
            << makeTransform({5, 6}, {1, 0}, 90) << -3.0 << 2.0 << Rect{5, 5, 0, 0} << true;
}

void TestAffine::spriteBounds()
{
    QFETCH(Transform, transform);
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(Rect, expected);
    QFETCH(bool, exact);
    const Rect bounds = hitbox::collision::spriteBounds(transform, width, height);
    if (exact)
        QCOMPARE(bounds, expected);
    else
        QVERIFY2(close(bounds, expected, 1e-12), describe(bounds).constData());
    QCOMPARE(isEmpty(bounds), isEmpty(expected));
}

// Random sprites against the bounds of the four reference-mapped corners.
void TestAffine::spriteBoundsRandom()
{
    std::mt19937 rng(31337u);
    std::uniform_real_distribution<double> coordinate(-500.0, 500.0);
    std::uniform_real_distribution<double> angle(-360.0, 360.0);
    std::uniform_real_distribution<double> scale(-3.0, 3.0);
    std::uniform_int_distribution<int> size(1, 200);
    for (int i = 0; i < 5000; ++i) {
        const double w = size(rng);
        const double h = size(rng);
        const Transform t = makeTransform({coordinate(rng), coordinate(rng)},
                                          {coordinate(rng) / 5, coordinate(rng) / 5},
                                          angle(rng),
                                          {scale(rng), scale(rng)});
        constexpr Real far = std::numeric_limits<Real>::infinity();
        Real minX = far;
        Real minY = far;
        Real maxX = -far;
        Real maxY = -far;
        for (const Vec2 corner : {Vec2{0, 0}, Vec2{w, 0}, Vec2{w, h}, Vec2{0, h}}) {
            const RealPoint p = refImageToWorld(t, corner);
            minX = std::min(minX, p.x);
            minY = std::min(minY, p.y);
            maxX = std::max(maxX, p.x);
            maxY = std::max(maxY, p.y);
        }
        const Rect bounds = hitbox::collision::spriteBounds(t, w, h);
        const QByteArray context
                = "case " + QByteArray::number(i) + " " + describe(t) + " -> " + describe(bounds);
        QVERIFY2(close(bounds.x, minX, 1e-9) && close(bounds.y, minY, 1e-9)
                         && close(bounds.x + bounds.w, maxX, 1e-9)
                         && close(bounds.y + bounds.h, maxY, 1e-9),
                 context.constData());
    }
}

QTEST_GUILESS_MAIN(TestAffine)
#include "tst_affine.moc"
