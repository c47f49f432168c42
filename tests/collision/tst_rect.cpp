// Tests for hitbox/geometry.h: emptiness, half-open overlap / intersection / containment,
// boundsOf and enclosingPixelRect. Expected values are hand-computed; the random tests
// compare against a brute-force pixel enumeration.

#include "collisiontostring.h"

#include <hitbox/geometry.h>

#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

using namespace hitbox::collision;

Q_DECLARE_METATYPE(hitbox::collision::PixelRect)
Q_DECLARE_METATYPE(hitbox::collision::PixelPoint)

namespace {

constexpr double qnan = std::numeric_limits<double>::quiet_NaN();
constexpr double infinity = std::numeric_limits<double>::infinity();
constexpr std::int64_t i64max = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t i64min = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t two40 = std::int64_t(1) << 40;

// True when every field is a small integer, so the same case also applies to PixelRect.
bool isIntegral(const Rect &r)
{
    for (const double v : {r.x, r.y, r.w, r.h}) {
        if (!std::isfinite(v) || std::trunc(v) != v || std::abs(v) > 1e15)
            return false;
    }
    return true;
}

PixelRect toPixel(const Rect &r)
{
    return {std::int64_t(r.x), std::int64_t(r.y), std::int64_t(r.w), std::int64_t(r.h)};
}

// Brute-force oracle: does the half-open rect cover the unit pixel square at (px, py)?
// For integer rects that is "px in [x, x+w)", written out as a pixel enumeration.
bool coversPixel(const PixelRect &r, std::int64_t px, std::int64_t py)
{
    for (std::int64_t i = 0; i < r.w; ++i) {
        for (std::int64_t j = 0; j < r.h; ++j) {
            if (r.x + i == px && r.y + j == py)
                return true;
        }
    }
    return false;
}

} // namespace

class TestRect : public QObject
{
    Q_OBJECT

private slots:
    void isEmptyRect_data();
    void isEmptyRect();
    void isEmptyPixelRect_data();
    void isEmptyPixelRect();
    void overlap_data();
    void overlap();
    void intersection_data();
    void intersection();
    void pixelIntersectionLimits_data();
    void pixelIntersectionLimits();
    void randomAgainstPixelEnumeration();
    void contains_data();
    void contains();
    void pixelContains_data();
    void pixelContains();
    void boundsOf_data();
    void boundsOf();
    void enclosingPixelRect_data();
    void enclosingPixelRect();
    void enclosingPixelRectRandom();
};

void TestRect::isEmptyRect_data()
{
    QTest::addColumn<Rect>("rect");
    QTest::addColumn<bool>("empty");

    QTest::newRow("unit") << Rect{0, 0, 1, 1} << false;
    QTest::newRow("negative position") << Rect{-5, -7, 2, 3} << false;
    QTest::newRow("tiny size") << Rect{0, 0, 1e-300, 1e-300} << false;
    QTest::newRow("infinite size") << Rect{0, 0, infinity, infinity} << false;
    QTest::newRow("zero width") << Rect{3, 4, 0, 5} << true;
    QTest::newRow("zero height") << Rect{3, 4, 5, 0} << true;
    QTest::newRow("both zero") << Rect{} << true;
    QTest::newRow("negative zero width") << Rect{0, 0, -0.0, 1} << true;
    QTest::newRow("negative width") << Rect{0, 0, -1, 5} << true;
    QTest::newRow("negative height") << Rect{0, 0, 5, -1} << true;
    QTest::newRow("both negative") << Rect{0, 0, -2, -2} << true;
    QTest::newRow("NaN width") << Rect{0, 0, qnan, 1} << true;
    QTest::newRow("NaN height") << Rect{0, 0, 1, qnan} << true;
    QTest::newRow("minus infinity width") << Rect{0, 0, -infinity, 1} << true;
}

void TestRect::isEmptyRect()
{
    QFETCH(Rect, rect);
    QFETCH(bool, empty);
    QCOMPARE(isEmpty(rect), empty);
    // An empty rect contains no point, not even its own top-left corner.
    if (empty)
        QVERIFY(!rectContains(rect, {rect.x, rect.y}));
}

void TestRect::isEmptyPixelRect_data()
{
    QTest::addColumn<PixelRect>("rect");
    QTest::addColumn<bool>("empty");

    QTest::newRow("unit") << PixelRect{0, 0, 1, 1} << false;
    QTest::newRow("far away") << PixelRect{-two40, two40, 3, 3} << false;
    QTest::newRow("zero width") << PixelRect{0, 0, 0, 4} << true;
    QTest::newRow("zero height") << PixelRect{0, 0, 4, 0} << true;
    QTest::newRow("negative width") << PixelRect{0, 0, -1, 4} << true;
    QTest::newRow("negative height") << PixelRect{0, 0, 4, -3} << true;
    QTest::newRow("minimum width") << PixelRect{0, 0, i64min, 4} << true;
    QTest::newRow("default") << PixelRect{} << true;
}

void TestRect::isEmptyPixelRect()
{
    QFETCH(PixelRect, rect);
    QFETCH(bool, empty);
    QCOMPARE(isEmpty(rect), empty);
}

void TestRect::overlap_data()
{
    QTest::addColumn<Rect>("a");
    QTest::addColumn<Rect>("b");
    QTest::addColumn<bool>("overlap");

    const Rect base{10, 20, 10, 5}; // covers [10, 20) x [20, 25)
    QTest::newRow("partial") << base << Rect{15, 22, 10, 10} << true;
    QTest::newRow("equal") << base << base << true;
    QTest::newRow("b inside a") << base << Rect{12, 21, 2, 2} << true;
    QTest::newRow("a inside b") << base << Rect{0, 0, 100, 100} << true;
    QTest::newRow("cross shape") << Rect{0, 5, 20, 2} << Rect{5, 0, 2, 20} << true;
    QTest::newRow("touch left edge") << base << Rect{5, 20, 5, 5} << false;
    QTest::newRow("touch right edge") << base << Rect{20, 20, 5, 5} << false;
    QTest::newRow("touch top edge") << base << Rect{10, 15, 10, 5} << false;
    QTest::newRow("touch bottom edge") << base << Rect{10, 25, 10, 5} << false;
    QTest::newRow("touch top-left corner") << base << Rect{5, 15, 5, 5} << false;
    QTest::newRow("touch top-right corner") << base << Rect{20, 15, 5, 5} << false;
    QTest::newRow("touch bottom-right corner") << base << Rect{20, 25, 5, 5} << false;
    QTest::newRow("touch bottom-left corner") << base << Rect{5, 25, 5, 5} << false;
    QTest::newRow("one pixel top-left") << base << Rect{9, 19, 2, 2} << true;
    QTest::newRow("one pixel top-right") << base << Rect{19, 19, 2, 2} << true;
    QTest::newRow("one pixel bottom-right") << base << Rect{19, 24, 2, 2} << true;
    QTest::newRow("one pixel bottom-left") << base << Rect{9, 24, 2, 2} << true;
    QTest::newRow("apart horizontally") << base << Rect{21, 20, 5, 5} << false;
    QTest::newRow("apart vertically") << base << Rect{10, 26, 5, 5} << false;
    QTest::newRow("x overlap only") << base << Rect{12, 40, 2, 2} << false;
    QTest::newRow("y overlap only") << base << Rect{40, 21, 2, 2} << false;
    QTest::newRow("fractional sliver") << Rect{0, 0, 1, 1} << Rect{0.999, 0.5, 1, 1} << true;
    QTest::newRow("fractional touch") << Rect{0, 0, 0.5, 1} << Rect{0.5, 0, 0.25, 1} << false;
    QTest::newRow("empty a inside b") << Rect{12, 22, 0, 0} << base << false;
    QTest::newRow("zero-width a inside b") << Rect{12, 21, 0, 3} << base << false;
    QTest::newRow("zero-height a inside b") << Rect{12, 21, 3, 0} << base << false;
    QTest::newRow("negative a over b") << Rect{30, 30, -25, -25} << base << false;
    QTest::newRow("NaN width") << Rect{12, 21, qnan, 2} << base << false;
    QTest::newRow("NaN position") << Rect{qnan, 21, 2, 2} << base << false;
    QTest::newRow("two empties") << Rect{1, 1, 0, 0} << Rect{1, 1, 0, 0} << false;
    QTest::newRow("negative coordinates") << Rect{-10, -10, 5, 5} << Rect{-6, -6, 5, 5} << true;
    QTest::newRow("negative touch") << Rect{-10, -10, 5, 5} << Rect{-5, -10, 5, 5} << false;
    // 1e15 is below 2^53, so integers and halves are exact there.
    QTest::newRow("huge overlap") << Rect{1e15, -1e15, 2, 2} << Rect{1e15 + 1, -1e15 + 1, 2, 2}
                                  << true;
    QTest::newRow("huge touch") << Rect{1e15, -1e15, 2, 2} << Rect{1e15 + 2, -1e15, 2, 2} << false;
    QTest::newRow("huge half overlap") << Rect{1e15, 0, 1, 1} << Rect{1e15 + 0.5, 0, 1, 1} << true;
    QTest::newRow("huge size") << Rect{-1e15, -1e15, 2e15, 2e15} << Rect{0, 0, 1, 1} << true;
}

void TestRect::overlap()
{
    QFETCH(Rect, a);
    QFETCH(Rect, b);
    QFETCH(bool, overlap);
    QCOMPARE(rectsOverlap(a, b), overlap);
    QCOMPARE(rectsOverlap(b, a), overlap);
    if (isIntegral(a) && isIntegral(b)) {
        QCOMPARE(rectsOverlap(toPixel(a), toPixel(b)), overlap);
        QCOMPARE(rectsOverlap(toPixel(b), toPixel(a)), overlap);
    }
}

void TestRect::intersection_data()
{
    QTest::addColumn<Rect>("a");
    QTest::addColumn<Rect>("b");
    QTest::addColumn<Rect>("expected"); // ignored when the intersection is empty
    QTest::addColumn<bool>("empty");

    const Rect base{10, 20, 10, 5};
    QTest::newRow("partial") << base << Rect{15, 22, 10, 10} << Rect{15, 22, 5, 3} << false;
    QTest::newRow("equal") << base << base << base << false;
    QTest::newRow("containment") << base << Rect{12, 21, 2, 2} << Rect{12, 21, 2, 2} << false;
    QTest::newRow("cross shape") << Rect{0, 5, 20, 2} << Rect{5, 0, 2, 20} << Rect{5, 5, 2, 2}
                                 << false;
    QTest::newRow("one pixel") << base << Rect{19, 24, 5, 5} << Rect{19, 24, 1, 1} << false;
    QTest::newRow("negative") << Rect{-10, -8, 6, 6} << Rect{-7, -20, 20, 14} << Rect{-7, -8, 3, 2}
                              << false;
    QTest::newRow("fractional") << Rect{0.5, 0.25, 2, 2} << Rect{1.75, -1, 3, 2}
                                << Rect{1.75, 0.25, 0.75, 0.75} << false;
    QTest::newRow("huge") << Rect{1e15, 1e15, 1, 1} << Rect{1e15 + 0.5, 1e15 - 0.5, 1, 1}
                          << Rect{1e15 + 0.5, 1e15, 0.5, 0.5} << false;
    QTest::newRow("touch right edge") << base << Rect{20, 20, 5, 5} << Rect{} << true;
    QTest::newRow("touch left edge") << base << Rect{5, 20, 5, 5} << Rect{} << true;
    QTest::newRow("touch top edge") << base << Rect{10, 15, 10, 5} << Rect{} << true;
    QTest::newRow("touch bottom edge") << base << Rect{10, 25, 10, 5} << Rect{} << true;
    QTest::newRow("touch corner") << base << Rect{20, 25, 5, 5} << Rect{} << true;
    QTest::newRow("apart") << base << Rect{100, 100, 5, 5} << Rect{} << true;
    QTest::newRow("empty inside") << base << Rect{12, 21, 0, 2} << Rect{} << true;
    QTest::newRow("negative size inside") << base << Rect{15, 23, -2, -2} << Rect{} << true;
}

void TestRect::intersection()
{
    QFETCH(Rect, a);
    QFETCH(Rect, b);
    QFETCH(Rect, expected);
    QFETCH(bool, empty);

    for (const Rect &r : {rectIntersection(a, b), rectIntersection(b, a)}) {
        if (empty) {
            QVERIFY(isEmpty(r));
            // The documented form of "empty" here: a zero width or height.
            QVERIFY2(r.w == 0.0 || r.h == 0.0, describe(r).constData());
        } else {
            QCOMPARE(r, expected);
        }
    }
    if (isIntegral(a) && isIntegral(b)) {
        for (const PixelRect &r :
             {rectIntersection(toPixel(a), toPixel(b)), rectIntersection(toPixel(b), toPixel(a))}) {
            if (empty)
                QVERIFY(isEmpty(r) && (r.w == 0 || r.h == 0));
            else
                QCOMPARE(r, toPixel(expected));
        }
    }
}

// Limits of PixelRect: x + w and y + h must be representable in int64 (the right/bottom
// edge is computed). Within that, overlap and intersection never overflow, because the
// intersection is never wider than either input. Rects whose edge x + w exceeds
// INT64_MAX are outside the contract and not tested.
void TestRect::pixelIntersectionLimits_data()
{
    QTest::addColumn<PixelRect>("a");
    QTest::addColumn<PixelRect>("b");
    QTest::addColumn<PixelRect>("expected");
    QTest::addColumn<bool>("empty");

    QTest::newRow("2^40 overlap") << PixelRect{two40, -two40, 10, 10}
                                  << PixelRect{two40 + 9, -two40 + 9, 10, 10}
                                  << PixelRect{two40 + 9, -two40 + 9, 1, 1} << false;
    QTest::newRow("2^40 touch") << PixelRect{two40, -two40, 10, 10}
                                << PixelRect{two40 + 10, -two40, 10, 10} << PixelRect{} << true;
    QTest::newRow("sprites 2^41 apart") << PixelRect{-two40, -two40, 64, 64}
                                        << PixelRect{two40, two40, 64, 64} << PixelRect{} << true;
    QTest::newRow("right edge at INT64_MAX")
            << PixelRect{i64max - 5, i64max - 5, 5, 5} << PixelRect{i64max - 3, 0, 3, i64max}
            << PixelRect{i64max - 3, i64max - 5, 3, 5} << false;
    QTest::newRow("left edge at INT64_MIN")
            << PixelRect{i64min, i64min, 10, 10} << PixelRect{i64min + 9, i64min + 5, 4, 4}
            << PixelRect{i64min + 9, i64min + 5, 1, 4} << false;
    QTest::newRow("widest negative half")
            << PixelRect{i64min, 0, i64max, 1} << PixelRect{-10, 0, 20, 1}
            << PixelRect{-10, 0, 9, 1} << false;
    QTest::newRow("widest positive half") << PixelRect{0, 0, i64max, 1} << PixelRect{-10, 0, 20, 1}
                                          << PixelRect{0, 0, 10, 1} << false;
    QTest::newRow("both halves touch") << PixelRect{i64min, 0, i64max, 1}
                                       << PixelRect{-1, 0, i64max, 1} << PixelRect{} << true;
}

void TestRect::pixelIntersectionLimits()
{
    QFETCH(PixelRect, a);
    QFETCH(PixelRect, b);
    QFETCH(PixelRect, expected);
    QFETCH(bool, empty);
    QCOMPARE(rectsOverlap(a, b), !empty);
    QCOMPARE(rectsOverlap(b, a), !empty);
    for (const PixelRect &r : {rectIntersection(a, b), rectIntersection(b, a)}) {
        if (empty)
            QVERIFY2(r.w == 0 || r.h == 0, describe(r).constData());
        else
            QCOMPARE(r, expected);
    }
}

// Random small integer rects (also empty and negative ones): overlap and intersection
// checked against an enumeration of the pixels both rects cover.
void TestRect::randomAgainstPixelEnumeration()
{
    std::mt19937 rng(20240611u);
    std::uniform_int_distribution<int> pos(-6, 6);
    std::uniform_int_distribution<int> size(-2, 6);
    for (int i = 0; i < 5000; ++i) {
        const PixelRect a{pos(rng), pos(rng), size(rng), size(rng)};
        const PixelRect b{pos(rng), pos(rng), size(rng), size(rng)};
        const QByteArray context = QByteArray("case ") + QByteArray::number(i) + ": " + describe(a)
                                   + " / " + describe(b);
        const Rect da{double(a.x), double(a.y), double(a.w), double(a.h)};
        const Rect db{double(b.x), double(b.y), double(b.w), double(b.h)};
        const PixelRect ip = rectIntersection(a, b);
        const PixelRect id = toPixel(rectIntersection(da, db));
        bool shared = false;
        for (std::int64_t y = -8; y < 14; ++y) {
            for (std::int64_t x = -8; x < 14; ++x) {
                const bool both = coversPixel(a, x, y) && coversPixel(b, x, y);
                shared = shared || both;
                QVERIFY2(coversPixel(ip, x, y) == both, context.constData());
                QVERIFY2(coversPixel(id, x, y) == both, context.constData());
            }
        }
        QVERIFY2(rectsOverlap(a, b) == shared, context.constData());
        QVERIFY2(rectsOverlap(da, db) == shared, context.constData());
        QVERIFY2(isEmpty(ip) == !shared, context.constData());
    }
}

void TestRect::contains_data()
{
    QTest::addColumn<Rect>("rect");
    QTest::addColumn<Vec2>("point");
    QTest::addColumn<bool>("inside");

    const Rect r{10, 20, 10, 5}; // [10, 20) x [20, 25)
    QTest::newRow("centre") << r << Vec2{15, 22.5} << true;
    QTest::newRow("left edge") << r << Vec2{10, 22} << true;
    QTest::newRow("top edge") << r << Vec2{15, 20} << true;
    QTest::newRow("right edge") << r << Vec2{20, 22} << false;
    QTest::newRow("bottom edge") << r << Vec2{15, 25} << false;
    QTest::newRow("top-left corner") << r << Vec2{10, 20} << true;
    QTest::newRow("top-right corner") << r << Vec2{20, 20} << false;
    QTest::newRow("bottom-right corner") << r << Vec2{20, 25} << false;
    QTest::newRow("bottom-left corner") << r << Vec2{10, 25} << false;
    QTest::newRow("just inside right") << r << Vec2{std::nextafter(20.0, 0.0), 22} << true;
    QTest::newRow("just inside bottom") << r << Vec2{15, std::nextafter(25.0, 0.0)} << true;
    QTest::newRow("just left") << r << Vec2{std::nextafter(10.0, 0.0), 22} << false;
    QTest::newRow("just above") << r << Vec2{15, std::nextafter(20.0, 0.0)} << false;
    QTest::newRow("far") << r << Vec2{-15, -22} << false;
    QTest::newRow("NaN point") << r << Vec2{qnan, 22} << false;
    QTest::newRow("empty rect") << Rect{10, 20, 0, 5} << Vec2{10, 22} << false;
    QTest::newRow("negative rect") << Rect{10, 20, -5, -5} << Vec2{8, 18} << false;
    QTest::newRow("huge") << Rect{1e15, 1e15, 1, 1} << Vec2{1e15 + 0.5, 1e15} << true;
    QTest::newRow("huge right edge") << Rect{1e15, 1e15, 1, 1} << Vec2{1e15 + 1, 1e15} << false;
}

void TestRect::contains()
{
    QFETCH(Rect, rect);
    QFETCH(Vec2, point);
    QFETCH(bool, inside);
    QCOMPARE(rectContains(rect, point), inside);
}

void TestRect::pixelContains_data()
{
    QTest::addColumn<PixelRect>("rect");
    QTest::addColumn<PixelPoint>("pixel");
    QTest::addColumn<bool>("inside");

    const PixelRect r{-2, 3, 4, 2}; // columns -2..1, rows 3..4
    QTest::newRow("first pixel") << r << PixelPoint{-2, 3} << true;
    QTest::newRow("last pixel") << r << PixelPoint{1, 4} << true;
    QTest::newRow("past right") << r << PixelPoint{2, 3} << false;
    QTest::newRow("past bottom") << r << PixelPoint{-2, 5} << false;
    QTest::newRow("before left") << r << PixelPoint{-3, 3} << false;
    QTest::newRow("above") << r << PixelPoint{0, 2} << false;
    QTest::newRow("empty") << PixelRect{0, 0, 0, 3} << PixelPoint{0, 0} << false;
    QTest::newRow("far last") << PixelRect{i64max - 2, two40, 2, 1} << PixelPoint{i64max - 1, two40}
                              << true;
    QTest::newRow("far past end") << PixelRect{i64max - 2, two40, 2, 1} << PixelPoint{i64max, two40}
                                  << false;
}

void TestRect::pixelContains()
{
    QFETCH(PixelRect, rect);
    QFETCH(PixelPoint, pixel);
    QFETCH(bool, inside);
    QCOMPARE(rectContains(rect, pixel), inside);
}

void TestRect::boundsOf_data()
{
    QTest::addColumn<std::vector<Vec2>>("points");
    QTest::addColumn<Rect>("expected");

    QTest::newRow("single") << std::vector<Vec2>{{3, -4}} << Rect{3, -4, 0, 0};
    QTest::newRow("two") << std::vector<Vec2>{{5, 1}, {2, 7}} << Rect{2, 1, 3, 6};
    QTest::newRow("triangle") << std::vector<Vec2>{{0, 0}, {4, 1}, {-2, 3}} << Rect{-2, 0, 6, 3};
    QTest::newRow("min last") << std::vector<Vec2>{{4, 4}, {3, 5}, {-1, -1}} << Rect{-1, -1, 5, 6};
    QTest::newRow("fractional") << std::vector<Vec2>{{0.5, 0.25}, {1.75, -0.5}}
                                << Rect{0.5, -0.5, 1.25, 0.75};
    QTest::newRow("collinear") << std::vector<Vec2>{{1, 2}, {1, 5}, {1, 3}} << Rect{1, 2, 0, 3};
    QTest::newRow("huge") << std::vector<Vec2>{{-1e15, 1e15}, {1e15, 1e15 + 2}}
                          << Rect{-1e15, 1e15, 2e15, 2};
}

void TestRect::boundsOf()
{
    QFETCH(std::vector<Vec2>, points);
    QFETCH(Rect, expected);
    QCOMPARE(hitbox::collision::boundsOf(points), expected);
    // Order does not matter.
    std::vector<Vec2> reversed(points.rbegin(), points.rend());
    QCOMPARE(hitbox::collision::boundsOf(reversed), expected);
}

void TestRect::enclosingPixelRect_data()
{
    QTest::addColumn<Rect>("rect");
    QTest::addColumn<PixelRect>("expected");

    QTest::newRow("integer") << Rect{2, 3, 4, 5} << PixelRect{2, 3, 4, 5};
    QTest::newRow("fractional both sides") << Rect{0.5, 0.5, 1, 1} << PixelRect{0, 0, 2, 2};
    QTest::newRow("inside one pixel") << Rect{1.2, 3.7, 0.1, 0.1} << PixelRect{1, 3, 1, 1};
    QTest::newRow("integer right edge") << Rect{0.5, 0.5, 1.5, 2.5} << PixelRect{0, 0, 2, 3};
    QTest::newRow("tiny") << Rect{7, 8, 1e-9, 1e-9} << PixelRect{7, 8, 1, 1};
    QTest::newRow("negative fractional") << Rect{-0.5, -1.5, 1, 1} << PixelRect{-1, -2, 2, 2};
    QTest::newRow("negative integer") << Rect{-3, -3, 3, 3} << PixelRect{-3, -3, 3, 3};
    QTest::newRow("straddles zero") << Rect{-0.25, -0.25, 0.5, 0.5} << PixelRect{-1, -1, 2, 2};
    QTest::newRow("huge") << Rect{1e15 + 0.5, -1e15 - 0.5, 1, 2}
                          << PixelRect{1000000000000000, -1000000000000001, 2, 3};
    QTest::newRow("2^40") << Rect{double(two40), -double(two40), 3.5, 1}
                          << PixelRect{two40, -two40, 4, 1};
    QTest::newRow("empty") << Rect{1.5, 2.5, 0, 3} << PixelRect{};
    QTest::newRow("negative size") << Rect{1.5, 2.5, -3, 3} << PixelRect{};
    QTest::newRow("NaN size") << Rect{1.5, 2.5, qnan, 3} << PixelRect{};
    // Coordinates beyond +-4e18 are clamped there so that the conversion stays defined.
    QTest::newRow("clamped") << Rect{-1e300, 0, 2e300, 1}
                             << PixelRect{-4000000000000000000, 0, 8000000000000000000, 1};
    QTest::newRow("infinite width")
            << Rect{0, 0, infinity, 1} << PixelRect{0, 0, 4000000000000000000, 1};
}

void TestRect::enclosingPixelRect()
{
    QFETCH(Rect, rect);
    QFETCH(PixelRect, expected);
    const PixelRect r = hitbox::collision::enclosingPixelRect(rect);
    QCOMPARE(r, expected);
    QCOMPARE(isEmpty(r), isEmpty(rect));
}

// Random fractional rects: the result must hold exactly the pixels whose square shares
// interior with the rect (column i when i < x + w and i + 1 > x), found by enumeration.
void TestRect::enclosingPixelRectRandom()
{
    std::mt19937 rng(77u);
    std::uniform_int_distribution<int> quarters(-40, 40);
    std::uniform_int_distribution<int> sizes(1, 24);
    for (int n = 0; n < 5000; ++n) {
        // Quarter-pixel steps hit integer edges often.
        const Rect r{quarters(rng) / 4.0, quarters(rng) / 4.0, sizes(rng) / 4.0, sizes(rng) / 4.0};
        const PixelRect p = hitbox::collision::enclosingPixelRect(r);
        const QByteArray context = QByteArray("case ") + QByteArray::number(n) + " " + describe(r)
                                   + " -> " + describe(p);
        for (std::int64_t y = -15; y < 20; ++y) {
            for (std::int64_t x = -15; x < 20; ++x) {
                const bool touches = double(x)<r.x + r.w &&double(x + 1)> r.x
                                     && double(y)<r.y + r.h &&double(y + 1)> r.y;
                const bool inResult = p.x <= x && x < p.x + p.w && p.y <= y && y < p.y + p.h;
                QVERIFY2(inResult == touches, context.constData());
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestRect)
#include "tst_rect.moc"
