#include <hitbox/geometry.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace hitbox::collision {
namespace {

int signOf(double v)
{
    return (v > 0.0) - (v < 0.0);
}

// a + b = s + e exactly (Knuth's TwoSum).
void twoSum(double a, double b, double &s, double &e)
{
    s = a + b;
    const double bVirtual = s - a;
    const double aVirtual = s - bVirtual;
    e = (a - aVirtual) + (b - bVirtual);
}

// a * b = p + e exactly, using a fused multiply-add for the rounding error.
void twoProduct(double a, double b, double &p, double &e)
{
    p = a * b;
    e = std::fma(a, b, -p);
}

// Sign of an exact sum of doubles, by growing a non-overlapping expansion with zero
// elimination (Shewchuk, "Adaptive Precision Floating-Point Arithmetic", Grow-Expansion).
// The largest component of the expansion carries the sign of the whole sum.
template<std::size_t N>
int exactSignOfSum(const std::array<double, N> &terms)
{
    std::array<double, N + 1> expansion{};
    std::size_t length = 0;
    for (const double term : terms) {
        double q = term;
        std::size_t out = 0;
        for (std::size_t i = 0; i < length; ++i) {
            double sum;
            double error;
            twoSum(q, expansion[i], sum, error);
            if (error != 0.0)
                expansion[out++] = error;
            q = sum;
        }
        if (q != 0.0 || out == 0)
            expansion[out++] = q;
        length = out;
    }
    for (std::size_t i = length; i-- > 0;) {
        if (expansion[i] != 0.0)
            return signOf(expansion[i]);
    }
    return 0;
}

int orient2dExact(Vec2 a, Vec2 b, Vec2 c)
{
    // (a - c) x (b - c) expanded into products of the input coordinates, each split
    // into an exact (product, error) pair.
    const std::array<std::array<double, 2>, 6> products{{
            {a.x, b.y},
            {-a.x, c.y},
            {-c.x, b.y},
            {-a.y, b.x},
            {a.y, c.x},
            {c.y, b.x},
    }};
    std::array<double, 12> terms{};
    for (std::size_t i = 0; i < products.size(); ++i)
        twoProduct(products[i][0], products[i][1], terms[2 * i], terms[2 * i + 1]);
    return exactSignOfSum(terms);
}

// The sign of (a - c) x (b - c) = detLeft - detRight when neither of its four differences
// nor its two products rounded (points on a coarse grid, such as pixel outlines with
// their edge midpoints: then the filter fails only on exactly collinear points); 2 when
// something rounded. Rounding a difference of two exact products keeps its sign.
int signWhenUnrounded(Vec2 a, Vec2 b, Vec2 c, double detLeft, double detRight)
{
    const std::array<std::array<double, 2>, 4> differences{{
            {a.x, c.x},
            {b.y, c.y},
            {a.y, c.y},
            {b.x, c.x},
    }};
    std::array<double, 4> d{};
    for (std::size_t i = 0; i < d.size(); ++i) {
        double error;
        twoSum(differences[i][0], -differences[i][1], d[i], error);
        // A factor this small could make its product underflow, which fma cannot see.
        if (error != 0.0 || (d[i] != 0.0 && std::abs(d[i]) < 0x1p-511))
            return 2;
    }
    if (std::fma(d[0], d[1], -detLeft) != 0.0 || std::fma(d[2], d[3], -detRight) != 0.0)
        return 2;
    return signOf(detLeft - detRight);
}

int orient2dAdaptive(Vec2 a, Vec2 b, Vec2 c, double detLeft, double detRight)
{
    const int sign = signWhenUnrounded(a, b, c, detLeft, detRight);
    return sign != 2 ? sign : orient2dExact(a, b, c);
}

} // namespace

int orient2d(Vec2 a, Vec2 b, Vec2 c)
{
    // Shewchuk's orient2d filter: (a - c) x (b - c) with its forward error bound.
    const double detLeft = (a.x - c.x) * (b.y - c.y);
    const double detRight = (a.y - c.y) * (b.x - c.x);
    const double det = detLeft - detRight;
    double detSum;
    if (detLeft > 0.0) {
        if (detRight <= 0.0)
            return signOf(det);
        detSum = detLeft + detRight;
    } else if (detLeft < 0.0) {
        if (detRight >= 0.0)
            return signOf(det);
        detSum = -detLeft - detRight;
    } else {
        // detLeft is zero when a factor is exactly zero (then det = -detRight, whose sign
        // is right unless it underflowed) or when the product underflowed.
        if (a.x == c.x || b.y == c.y) {
            if (detRight != 0.0)
                return -signOf(detRight);
            // Both products have an exactly zero factor (three points on one axis-aligned
            // line, common on pixel outlines): det is exactly zero.
            if (a.y == c.y || b.x == c.x)
                return 0;
        }
        return orient2dAdaptive(a, b, c, detLeft, detRight);
    }
    const double errorBound = orient2dErrorFactor * detSum;
    if (det >= errorBound || -det >= errorBound)
        return signOf(det);
    return orient2dAdaptive(a, b, c, detLeft, detRight);
}

bool onSegment(Vec2 a, Vec2 b, Vec2 p)
{
    if (orient2d(a, b, p) != 0)
        return false;
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y
           && p.y <= std::max(a.y, b.y);
}

bool segmentsCrossProperly(Vec2 a, Vec2 b, Vec2 c, Vec2 d)
{
    const int abc = orient2d(a, b, c);
    const int abd = orient2d(a, b, d);
    if (abc == 0 || abd == 0 || abc == abd)
        return false;
    const int cda = orient2d(c, d, a);
    const int cdb = orient2d(c, d, b);
    return cda != 0 && cdb != 0 && cda != cdb;
}

bool segmentsIntersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d)
{
    const int abc = orient2d(a, b, c);
    const int abd = orient2d(a, b, d);
    const int cda = orient2d(c, d, a);
    const int cdb = orient2d(c, d, b);
    if (abc * abd < 0 && cda * cdb < 0)
        return true;
    return (abc == 0 && onSegment(a, b, c)) || (abd == 0 && onSegment(a, b, d))
           || (cda == 0 && onSegment(c, d, a)) || (cdb == 0 && onSegment(c, d, b));
}

bool sameDirection(Vec2 origin, Vec2 p, Vec2 q)
{
    const auto compare = [](double v, double o) { return (v > o) - (v < o); };
    const int px = compare(p.x, origin.x);
    const int qx = compare(q.x, origin.x);
    if (px != 0 || qx != 0)
        return px == qx;
    return compare(p.y, origin.y) == compare(q.y, origin.y);
}

bool strictlyInsideCone(Vec2 apex, Vec2 from, Vec2 to, Vec2 p)
{
    const int turn = orient2d(apex, from, to);
    if (turn > 0) // less than a half-turn
        return orient2d(apex, from, p) > 0 && orient2d(apex, p, to) > 0;
    if (turn < 0) // more than a half-turn: outside the closed cone from `to` to `from`
        return !(orient2d(apex, to, p) >= 0 && orient2d(apex, p, from) >= 0);
    if (sameDirection(apex, from, to))
        return false;                   // a spike: no interior
    return orient2d(apex, from, p) > 0; // a straight angle: a half-plane
}

} // namespace hitbox::collision
