// Tests for the angle, predicate and mapping functions of hitbox/geometry.h. Oracles:
// hand-computed tables (rotation is clockwise on screen with y down, so an image point right
// of the pivot goes down after +90 degrees) and the long-double reference transform of
// transformreference.h.

#include "transformreference.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <numbers>
#include <random>

using namespace hitbox::collision;
using namespace hitbox::transformtest;

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

QTEST_GUILESS_MAIN(TestTransform)
#include "tst_transform.moc"
