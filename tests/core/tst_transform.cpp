// Tests for collision/transform.h. Oracles: hand-computed tables (rotation is clockwise on
// screen with y down, so an image point right of the pivot goes down after +90 degrees)
// and a small long-double reference transform written out step by step below.

#include "collisiontostring.h"

#include "collision/transform.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <numbers>
#include <random>

using namespace hitbox::collision;

Q_DECLARE_METATYPE(hitbox::collision::Affine)

namespace {

using Real = long double;

struct RealPoint
{
    Real x = 0;
    Real y = 0;
};

// Reference: world = position + R(rotation) * S(scale) * (image - pivot), with R turning
// the x axis towards the y axis (clockwise on screen). Long double, angle reduced first.
RealPoint refImageToWorld(const Transform &t, Vec2 image)
{
    const Real radians = std::fmod(static_cast<Real>(t.rotation), Real(360))
                         * std::numbers::pi_v<Real> / Real(180);
    const Real c = std::cos(radians);
    const Real s = std::sin(radians);
    const Real lx = (static_cast<Real>(image.x) - t.pivot.x) * t.scale.x;
    const Real ly = (static_cast<Real>(image.y) - t.pivot.y) * t.scale.y;
    return {t.position.x + c * lx - s * ly, t.position.y + s * lx + c * ly};
}

// Reference inverse: undo the translation, turn back, divide by the scale, add the pivot.
RealPoint refWorldToImage(const Transform &t, Vec2 world)
{
    const Real radians = std::fmod(static_cast<Real>(t.rotation), Real(360))
                         * std::numbers::pi_v<Real> / Real(180);
    const Real c = std::cos(radians);
    const Real s = std::sin(radians);
    const Real wx = static_cast<Real>(world.x) - t.position.x;
    const Real wy = static_cast<Real>(world.y) - t.position.y;
    return {(c * wx + s * wy) / t.scale.x + t.pivot.x, (-s * wx + c * wy) / t.scale.y + t.pivot.y};
}

RealPoint refApply(const Affine &m, RealPoint p)
{
    return {m.m11 * p.x + m.m21 * p.y + m.dx, m.m12 * p.x + m.m22 * p.y + m.dy};
}

bool close(Real a, Real b, Real tolerance)
{
    return std::abs(a - b) <= tolerance;
}

bool close(Vec2 a, RealPoint b, Real tolerance)
{
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance);
}

bool close(Vec2 a, Vec2 b, double tolerance)
{
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance);
}

bool close(const Rect &a, const Rect &b, double tolerance)
{
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) && close(a.w, b.w, tolerance)
           && close(a.h, b.h, tolerance);
}

bool allNaN(const Affine &m)
{
    return std::isnan(m.m11) && std::isnan(m.m12) && std::isnan(m.m21) && std::isnan(m.m22)
           && std::isnan(m.dx) && std::isnan(m.dy);
}

Transform makeTransform(Vec2 position, Vec2 pivot, double rotation, Vec2 scale = {1, 1})
{
    return {position, pivot, rotation, scale};
}

constexpr double qnan = std::numeric_limits<double>::quiet_NaN();
constexpr double infinity = std::numeric_limits<double>::infinity();
const double half = std::sqrt(0.5);
const double root3 = std::sqrt(3.0);

} // namespace

class TestTransform : public QObject
{
    Q_OBJECT

private slots:
    void cosSinExact_data();
    void cosSinExact();
    void cosSinClose_data();
    void cosSinClose();
    void cosSinRandom();
    void isAxisAligned_data();
    void isAxisAligned();
    void isIntegerTranslation_data();
    void isIntegerTranslation();
    void mapping_data();
    void mapping();
    void roundTripExact();
    void roundTripRandom();
    void worldToImageZeroScale();
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

void TestTransform::cosSinExact_data()
{
    QTest::addColumn<double>("degrees");
    QTest::addColumn<double>("cosine");
    QTest::addColumn<double>("sine");

    QTest::newRow("0") << 0.0 << 1.0 << 0.0;
    QTest::newRow("-0") << -0.0 << 1.0 << 0.0;
    QTest::newRow("90") << 90.0 << 0.0 << 1.0;
    QTest::newRow("180") << 180.0 << -1.0 << 0.0;
    QTest::newRow("270") << 270.0 << 0.0 << -1.0;
    QTest::newRow("360") << 360.0 << 1.0 << 0.0;
    QTest::newRow("-90") << -90.0 << 0.0 << -1.0;
    QTest::newRow("-180") << -180.0 << -1.0 << 0.0;
    QTest::newRow("-270") << -270.0 << 0.0 << 1.0;
    QTest::newRow("-360") << -360.0 << 1.0 << 0.0;
    QTest::newRow("450") << 450.0 << 0.0 << 1.0;
    QTest::newRow("720") << 720.0 << 1.0 << 0.0;
    QTest::newRow("-630") << -630.0 << 0.0 << 1.0;
    QTest::newRow("9e6 + 270") << 9e6 + 270.0 << 0.0 << -1.0;
}

// Exact: compared with ==, because QCOMPARE on doubles is fuzzy near zero.
void TestTransform::cosSinExact()
{
    QFETCH(double, degrees);
    QFETCH(double, cosine);
    QFETCH(double, sine);
    const auto [c, s] = cosSinDegrees(degrees);
    QVERIFY2(c == cosine && s == sine, describe(Vec2{c, s}).constData());
}

void TestTransform::cosSinClose_data()
{
    QTest::addColumn<double>("degrees");
    QTest::addColumn<double>("cosine");
    QTest::addColumn<double>("sine");

    QTest::newRow("30") << 30.0 << root3 / 2 << 0.5;
    QTest::newRow("45") << 45.0 << half << half;
    QTest::newRow("60") << 60.0 << 0.5 << root3 / 2;
    QTest::newRow("120") << 120.0 << -0.5 << root3 / 2;
    QTest::newRow("135") << 135.0 << -half << half;
    QTest::newRow("210") << 210.0 << -root3 / 2 << -0.5;
    QTest::newRow("-30") << -30.0 << root3 / 2 << -0.5;
    QTest::newRow("-45") << -45.0 << half << -half;
    QTest::newRow("390") << 390.0 << root3 / 2 << 0.5;
    QTest::newRow("3600030") << 3600030.0 << root3 / 2 << 0.5;
    QTest::newRow("1e-9") << 1e-9 << 1.0 << 1e-9 * std::numbers::pi / 180;
}

void TestTransform::cosSinClose()
{
    QFETCH(double, degrees);
    QFETCH(double, cosine);
    QFETCH(double, sine);
    const auto [c, s] = cosSinDegrees(degrees);
    QVERIFY2(close(c, cosine, 1e-15) && close(s, sine, 1e-15), describe(Vec2{c, s}).constData());
}

// Random angles against the long-double reference, and cos^2 + sin^2 = 1.
void TestTransform::cosSinRandom()
{
    std::mt19937 rng(4242u);
    std::uniform_real_distribution<double> angle(-10000.0, 10000.0);
    for (int i = 0; i < 5000; ++i) {
        const double degrees = angle(rng);
        const auto [c, s] = cosSinDegrees(degrees);
        const Real radians = std::fmod(static_cast<Real>(degrees), Real(360))
                             * std::numbers::pi_v<Real> / Real(180);
        QVERIFY2(close(c, std::cos(radians), 1e-14) && close(s, std::sin(radians), 1e-14),
                 QByteArray::number(degrees, 'g', 17).constData());
        QVERIFY(close(c * c + s * s, 1.0, 1e-15));
    }
}

void TestTransform::isAxisAligned_data()
{
    QTest::addColumn<double>("rotation");
    QTest::addColumn<bool>("aligned");

    for (const double r : {0.0, -0.0, 90.0, 180.0, 270.0, 360.0, -90.0, 450.0, -3600.0, 9e6})
        QTest::addRow("%g", r) << r << true;
    for (const double r : {45.0, 1.0, 89.999, 90.5, -45.0, 1e-300, 0.1})
        QTest::addRow("%g", r) << r << false;
    QTest::newRow("NaN") << qnan << false;
    QTest::newRow("inf") << infinity << false;
    QTest::newRow("-inf") << -infinity << false;
}

void TestTransform::isAxisAligned()
{
    QFETCH(double, rotation);
    QFETCH(bool, aligned);
    Transform t;
    t.rotation = rotation;
    QCOMPARE(hitbox::collision::isAxisAligned(t), aligned);
    // Scale, position and pivot do not matter.
    t.scale = {-2.5, 0.5};
    t.position = {3.25, -7};
    t.pivot = {0.5, 0.5};
    QCOMPARE(hitbox::collision::isAxisAligned(t), aligned);
}

void TestTransform::isIntegerTranslation_data()
{
    QTest::addColumn<Transform>("transform");
    QTest::addColumn<bool>("integer");

    QTest::newRow("identity") << Transform{} << true;
    QTest::newRow("integer offset") << makeTransform({10, -4}, {3, 2}, 0) << true;
    QTest::newRow("fractional pivot, integer offset")
            << makeTransform({10.5, 3.25}, {0.5, 0.25}, 0) << true;
    QTest::newRow("fractional offset x") << makeTransform({10.5, 3}, {0, 0}, 0) << false;
    QTest::newRow("fractional offset y") << makeTransform({10, 3}, {0, 0.5}, 0) << false;
    QTest::newRow("full turn") << makeTransform({1, 2}, {0, 0}, 360) << true;
    QTest::newRow("minus two turns") << makeTransform({1, 2}, {0, 0}, -720) << true;
    QTest::newRow("quarter turn") << makeTransform({1, 2}, {0, 0}, 90) << false;
    QTest::newRow("half turn") << makeTransform({1, 2}, {0, 0}, 180) << false;
    QTest::newRow("tiny rotation") << makeTransform({1, 2}, {0, 0}, 1e-9) << false;
    QTest::newRow("scale 2") << makeTransform({1, 2}, {0, 0}, 0, {2, 2}) << false;
    QTest::newRow("mirror x") << makeTransform({1, 2}, {0, 0}, 0, {-1, 1}) << false;
    QTest::newRow("mirror y") << makeTransform({1, 2}, {0, 0}, 0, {1, -1}) << false;
    QTest::newRow("huge integer") << makeTransform({0x1p60, -0x1p60}, {0, 0}, 0) << true;
    QTest::newRow("NaN position") << makeTransform({qnan, 0}, {0, 0}, 0) << false;
    QTest::newRow("infinite position") << makeTransform({infinity, 0}, {0, 0}, 0) << false;
    QTest::newRow("NaN rotation") << makeTransform({0, 0}, {0, 0}, qnan) << false;
}

void TestTransform::isIntegerTranslation()
{
    QFETCH(Transform, transform);
    QFETCH(bool, integer);
    QCOMPARE(hitbox::collision::isIntegerTranslation(transform), integer);
}

void TestTransform::mapping_data()
{
    QTest::addColumn<Transform>("transform");
    QTest::addColumn<Vec2>("image");
    QTest::addColumn<Vec2>("world");
    QTest::addColumn<bool>("exact");

    const Transform identity;
    QTest::newRow("identity") << identity << Vec2{3, 4} << Vec2{3, 4} << true;

    const Transform moved = makeTransform({100, 50}, {10, 10}, 0);
    QTest::newRow("pivot lands on position") << moved << Vec2{10, 10} << Vec2{100, 50} << true;
    QTest::newRow("translate origin") << moved << Vec2{0, 0} << Vec2{90, 40} << true;
    QTest::newRow("translate fractional") << moved << Vec2{12.5, 9} << Vec2{102.5, 49} << true;

    const Transform r90 = makeTransform({0, 0}, {0, 0}, 90);
    QTest::newRow("90: right goes down") << r90 << Vec2{1, 0} << Vec2{0, 1} << true;
    QTest::newRow("90: down goes left") << r90 << Vec2{0, 1} << Vec2{-1, 0} << true;
    QTest::newRow("90: general") << r90 << Vec2{2, 3} << Vec2{-3, 2} << true;

    const Transform r90p = makeTransform({100, 100}, {10, 10}, 90);
    QTest::newRow("90 about pivot: right") << r90p << Vec2{20, 10} << Vec2{100, 110} << true;
    QTest::newRow("90 about pivot: up") << r90p << Vec2{10, 0} << Vec2{110, 100} << true;
    QTest::newRow("90 about pivot: left") << r90p << Vec2{0, 10} << Vec2{100, 90} << true;
    QTest::newRow("90 about pivot: pivot") << r90p << Vec2{10, 10} << Vec2{100, 100} << true;

    const Transform r180 = makeTransform({0, 0}, {5, 5}, 180);
    QTest::newRow("180") << r180 << Vec2{8, 6} << Vec2{-3, -1} << true;

    const Transform r270 = makeTransform({0, 0}, {0, 0}, 270);
    QTest::newRow("270: right goes up") << r270 << Vec2{1, 0} << Vec2{0, -1} << true;
    QTest::newRow("270: down goes right") << r270 << Vec2{0, 1} << Vec2{1, 0} << true;
    QTest::newRow("-90: right goes up")
            << makeTransform({0, 0}, {0, 0}, -90) << Vec2{1, 0} << Vec2{0, -1} << true;
    QTest::newRow("450: right goes down")
            << makeTransform({0, 0}, {0, 0}, 450) << Vec2{1, 0} << Vec2{0, 1} << true;

    QTest::newRow("scale") << makeTransform({0, 0}, {0, 0}, 0, {2, 3}) << Vec2{1, 1} << Vec2{2, 3}
                           << true;
    // Scale acts along the image axes before the rotation.
    const Transform scaledTurn = makeTransform({0, 0}, {0, 0}, 90, {2, 1});
    QTest::newRow("scale then rotate x") << scaledTurn << Vec2{1, 0} << Vec2{0, 2} << true;
    QTest::newRow("scale then rotate y") << scaledTurn << Vec2{0, 1} << Vec2{-1, 0} << true;

    const Transform mirror = makeTransform({4, 0}, {4, 0}, 0, {-1, 1});
    QTest::newRow("mirror x") << mirror << Vec2{5, 0} << Vec2{3, 0} << true;
    QTest::newRow("mirror keeps y") << mirror << Vec2{4, 3} << Vec2{4, 3} << true;
    QTest::newRow("mirror then 90")
            << makeTransform({0, 0}, {0, 0}, 90, {-1, 1}) << Vec2{1, 0} << Vec2{0, -1} << true;

    const Transform dyadic = makeTransform({1, 1}, {8, 8}, 270, {0.5, 0.25});
    QTest::newRow("power-of-two scale x") << dyadic << Vec2{16, 8} << Vec2{1, -3} << true;
    QTest::newRow("power-of-two scale y") << dyadic << Vec2{8, 16} << Vec2{3, 1} << true;

    const Transform r45 = makeTransform({0, 0}, {0, 0}, 45);
    QTest::newRow("45 x") << r45 << Vec2{1, 0} << Vec2{half, half} << false;
    QTest::newRow("45 y") << r45 << Vec2{0, 1} << Vec2{-half, half} << false;

    const Transform r30 = makeTransform({10, 20}, {4, 2}, 30, {2, 1});
    QTest::newRow("30 scaled x") << r30 << Vec2{5, 2} << Vec2{10 + root3, 21} << false;
    QTest::newRow("30 scaled y") << r30 << Vec2{4, 3} << Vec2{9.5, 20 + root3 / 2} << false;
    QTest::newRow("-30") << makeTransform({0, 0}, {0, 0}, -30) << Vec2{1, 0}
                         << Vec2{root3 / 2, -0.5} << false;
}

void TestTransform::mapping()
{
    QFETCH(Transform, transform);
    QFETCH(Vec2, image);
    QFETCH(Vec2, world);
    QFETCH(bool, exact);

    const Vec2 viaImage = apply(imageToWorld(transform), image);
    const Vec2 viaLocal = apply(localToWorld(transform), image - transform.pivot);
    const Vec2 back = apply(worldToImage(transform), world);
    if (exact) {
        QCOMPARE(viaImage, world);
        QCOMPARE(viaLocal, world);
        QCOMPARE(back, image);
    } else {
        QVERIFY2(close(viaImage, world, 1e-12), describe(viaImage).constData());
        QVERIFY2(close(viaLocal, world, 1e-12), describe(viaLocal).constData());
        QVERIFY2(close(back, image, 1e-12), describe(back).constData());
    }
}

// Quarter turns (also beyond one turn and negative), power-of-two scales (also mirrored)
// and dyadic coordinates: every product and sum is exact, so the round trip and the
// composition with the inverse must be exact too.
void TestTransform::roundTripExact()
{
    std::mt19937 rng(1234u);
    std::uniform_int_distribution<int> quarter(-8, 8);
    std::uniform_int_distribution<int> exponent(-4, 4);
    std::uniform_int_distribution<int> sign(0, 1);
    std::uniform_int_distribution<int> coordinate(-80000, 80000);
    const auto scaleFactor = [&] { return std::ldexp(sign(rng) ? 1.0 : -1.0, exponent(rng)); };
    const Affine identity;
    for (int i = 0; i < 5000; ++i) {
        const Transform t = makeTransform({coordinate(rng) / 8.0, coordinate(rng) / 8.0},
                                          {coordinate(rng) / 64.0, coordinate(rng) / 64.0},
                                          90.0 * quarter(rng),
                                          {scaleFactor(), scaleFactor()});
        const Vec2 p{coordinate(rng) / 16.0, coordinate(rng) / 16.0};
        const QByteArray context
                = "case " + QByteArray::number(i) + " " + describe(t) + " p " + describe(p);
        const Vec2 world = apply(imageToWorld(t), p);
        QVERIFY2(close(world, refImageToWorld(t, p), 1e-9), context.constData());
        QVERIFY2(apply(worldToImage(t), world) == p, context.constData());
        const Affine there = imageToWorld(t);
        const Affine back = worldToImage(t);
        QVERIFY2(hitbox::collision::compose(there, back) == identity, context.constData());
        QVERIFY2(hitbox::collision::compose(back, there) == identity, context.constData());
    }
}

// Arbitrary rotations and non-zero scales: the maps agree with the reference and undo each
// other up to rounding.
void TestTransform::roundTripRandom()
{
    std::mt19937 rng(98765u);
    std::uniform_real_distribution<double> coordinate(-10000.0, 10000.0);
    std::uniform_real_distribution<double> angle(-720.0, 720.0);
    std::uniform_real_distribution<double> magnitude(0.1, 10.0);
    std::uniform_int_distribution<int> sign(0, 1);
    const auto scaleFactor = [&] { return (sign(rng) ? 1.0 : -1.0) * magnitude(rng); };
    for (int i = 0; i < 5000; ++i) {
        const Transform t = makeTransform({coordinate(rng), coordinate(rng)},
                                          {coordinate(rng) / 10, coordinate(rng) / 10},
                                          angle(rng),
                                          {scaleFactor(), scaleFactor()});
        const Vec2 p{coordinate(rng) / 10, coordinate(rng) / 10};
        const QByteArray context
                = "case " + QByteArray::number(i) + " " + describe(t) + " p " + describe(p);
        const Vec2 world = apply(imageToWorld(t), p);
        QVERIFY2(close(world, refImageToWorld(t, p), 1e-8), context.constData());
        QVERIFY2(close(apply(localToWorld(t), p - t.pivot), refImageToWorld(t, p), 1e-8),
                 context.constData());
        QVERIFY2(close(apply(worldToImage(t), world), refWorldToImage(t, world), 1e-8),
                 context.constData());
        QVERIFY2(close(apply(worldToImage(t), world), p, 1e-8), context.constData());
    }
}

void TestTransform::worldToImageZeroScale()
{
    QVERIFY(allNaN(worldToImage(makeTransform({1, 2}, {3, 4}, 0, {0, 1}))));
    QVERIFY(allNaN(worldToImage(makeTransform({1, 2}, {3, 4}, 45, {1, 0}))));
    QVERIFY(allNaN(worldToImage(makeTransform({1, 2}, {3, 4}, 90, {0, 0}))));
    const Vec2 p = apply(worldToImage(makeTransform({}, {}, 0, {0, 1})), {1, 1});
    QVERIFY(std::isnan(p.x) && std::isnan(p.y));
}

void TestTransform::compose_data()
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

void TestTransform::compose()
{
    QFETCH(Affine, first);
    QFETCH(Affine, second);
    QFETCH(Affine, expected);
    QCOMPARE(hitbox::collision::compose(first, second), expected);
}

// compose(a, b) applied to p equals b applied to (a applied to p), reference arithmetic.
void TestTransform::composeRandom()
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

void TestTransform::inverted_data()
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

void TestTransform::inverted()
{
    QFETCH(Affine, matrix);
    QFETCH(Affine, expected);
    QCOMPARE(hitbox::collision::inverted(matrix), expected);
}

void TestTransform::invertedRandom()
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

void TestTransform::mapCorners_data()
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

void TestTransform::mapCorners()
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

void TestTransform::spriteBounds_data()
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

void TestTransform::spriteBounds()
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
void TestTransform::spriteBoundsRandom()
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

QTEST_GUILESS_MAIN(TestTransform)
#include "tst_transform.moc"
