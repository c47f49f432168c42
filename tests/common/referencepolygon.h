#pragma once

// Deliberately naive, exact references (oracles) for the polygon kernels: integer or
// rational arithmetic only, different algorithms from core/collision, and no calls into
// it (collision types are used only to hand results over).
//
// Integer polygons must keep |coordinate| <= refMaxCoordinate: the rationals below are
// sized for that bound and throw std::out_of_range beyond it.

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace hitbox::testing {

__extension__ typedef __int128 RefInt128;
__extension__ typedef unsigned __int128 RefUInt128;

/// Largest absolute integer coordinate the polygon oracles accept.
inline constexpr std::int64_t refMaxCoordinate = 1000;

/// A point with integer coordinates.
struct RefPoint
{
    std::int64_t x = 0;
    std::int64_t y = 0;

    friend bool operator==(RefPoint, RefPoint) = default;
};

/// A closed polygon with integer vertices; the last vertex connects back to the first.
using RefPolygon = std::vector<RefPoint>;

inline int refSign(RefInt128 v)
{
    return (v > 0) - (v < 0);
}

/// Exact sign of (b - a) x (c - a) for integer points (+1 counter-clockwise in math axes).
inline int refOrient(RefPoint a, RefPoint b, RefPoint c)
{
    const RefInt128 d = RefInt128(b.x - a.x) * (c.y - a.y) - RefInt128(b.y - a.y) * (c.x - a.x);
    return refSign(d);
}

// ---------------------------------------------------------------------------------------
// Exact orientation of arbitrary finite doubles. Every double is m * 2^e with an integer
// mantissa m, so the determinant is an exact sum of six products m1 * m2 * 2^(e1 + e2);
// it is accumulated in a two's complement big integer wide enough for all of them.

namespace detail {

struct Dyadic
{
    std::int64_t mantissa = 0; // |mantissa| < 2^53
    int exponent = 0;
};

inline Dyadic toDyadic(double v)
{
    if (v == 0.0)
        return {};
    int e = 0;
    const double m = std::frexp(v, &e); // v = m * 2^e, 0.5 <= |m| < 1
    return {static_cast<std::int64_t>(std::ldexp(m, 53)), e - 53};
}

// Adds (or subtracts) magnitude * 2^shift to a little-endian two's complement number.
inline void
addShifted(std::vector<std::uint64_t> &limbs, RefUInt128 magnitude, int shift, bool subtract)
{
    const std::size_t first = std::size_t(shift / 64);
    const int bit = shift % 64;
    const auto low = std::uint64_t(magnitude);
    const auto high = std::uint64_t(magnitude >> 64);
    std::uint64_t parts[3] = {low, high, 0};
    if (bit != 0) {
        parts[2] = high >> (64 - bit);
        parts[1] = (high << bit) | (low >> (64 - bit));
        parts[0] = low << bit;
    }
    std::uint64_t carry = 0; // carry (add) or borrow (subtract)
    for (std::size_t i = first; i < limbs.size(); ++i) {
        const std::uint64_t part = i - first < 3 ? parts[i - first] : 0;
        if (part == 0 && carry == 0 && i - first >= 3)
            break;
        const std::uint64_t old = limbs[i];
        if (!subtract) {
            const std::uint64_t sum = old + part;
            const std::uint64_t total = sum + carry;
            carry = (sum < old) || (total < sum) ? 1 : 0;
            limbs[i] = total;
        } else {
            const std::uint64_t diff = old - part;
            const std::uint64_t total = diff - carry;
            carry = (old < part) || (diff < carry) ? 1 : 0;
            limbs[i] = total;
        }
    }
}

} // namespace detail

/// Exact sign of (b - a) x (c - a) for finite doubles, with no range restriction.
inline int refOrientExact(collision::Vec2 a, collision::Vec2 b, collision::Vec2 c)
{
    using detail::Dyadic;
    // (b - a) x (c - a) = bx*cy - bx*ay - ax*cy - by*cx + by*ax + ay*cx (ax*ay cancels).
    struct Term
    {
        double u;
        double v;
        bool negative;
    };
    const Term terms[6] = {{b.x, c.y, false},
                           {b.x, a.y, true},
                           {a.x, c.y, true},
                           {b.y, c.x, true},
                           {b.y, a.x, false},
                           {a.y, c.x, false}};
    struct Product
    {
        RefUInt128 magnitude;
        int exponent;
        bool negative;
    };
    std::vector<Product> products;
    for (const Term &t : terms) {
        const Dyadic u = detail::toDyadic(t.u);
        const Dyadic v = detail::toDyadic(t.v);
        if (u.mantissa == 0 || v.mantissa == 0)
            continue;
        const bool negative = t.negative != ((u.mantissa < 0) != (v.mantissa < 0));
        const RefUInt128 magnitude = RefUInt128(std::uint64_t(std::abs(u.mantissa)))
                                     * std::uint64_t(std::abs(v.mantissa));
        products.push_back({magnitude, u.exponent + v.exponent, negative});
    }
    if (products.empty())
        return 0;
    int minExponent = products.front().exponent;
    int maxExponent = minExponent;
    for (const Product &p : products) {
        minExponent = std::min(minExponent, p.exponent);
        maxExponent = std::max(maxExponent, p.exponent);
    }
    // Each product is below 2^106; six of them below 2^109; one more bit for the sign.
    const int bits = maxExponent - minExponent + 106 + 4 + 1;
    std::vector<std::uint64_t> limbs(std::size_t(bits / 64 + 2), 0);
    for (const Product &p : products)
        detail::addShifted(limbs, p.magnitude, p.exponent - minExponent, p.negative);
    if (limbs.back() >> 63)
        return -1;
    return std::any_of(limbs.begin(), limbs.end(), [](std::uint64_t l) { return l != 0; }) ? 1 : 0;
}

// ---------------------------------------------------------------------------------------
// Rationals on 128-bit integers, for the slab oracle.

inline RefInt128 refGcd(RefInt128 a, RefInt128 b)
{
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b != 0) {
        const RefInt128 r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/// num / den with den > 0, reduced.
struct RefRational
{
    RefInt128 num = 0;
    RefInt128 den = 1;

    static RefRational of(RefInt128 n, RefInt128 d)
    {
        if (d == 0)
            throw std::domain_error("RefRational: zero denominator");
        if (d < 0) {
            n = -n;
            d = -d;
        }
        const RefInt128 g = refGcd(n, d);
        return g > 1 ? RefRational{n / g, d / g} : RefRational{n, d};
    }

    friend bool operator==(const RefRational &a, const RefRational &b)
    {
        return a.num == b.num && a.den == b.den;
    }
    friend bool operator<(const RefRational &a, const RefRational &b)
    {
        return a.num * b.den < b.num * a.den;
    }
};

inline RefRational refMidpoint(const RefRational &a, const RefRational &b)
{
    return RefRational::of(a.num * b.den + b.num * a.den, 2 * a.den * b.den);
}

inline void refCheckRange(const RefPolygon &p)
{
    for (const RefPoint v : p) {
        if (std::abs(v.x) > refMaxCoordinate || std::abs(v.y) > refMaxCoordinate)
            throw std::out_of_range("reference polygon coordinate beyond refMaxCoordinate");
    }
}

// ---------------------------------------------------------------------------------------
// Segments and simplicity.

/// True when the closed segments [a, b] and [c, d] share a point. Solved parametrically
/// (a + t (b - a) = c + u (d - a)) rather than with orientation tests.
inline bool refSegmentsMeet(RefPoint a, RefPoint b, RefPoint c, RefPoint d)
{
    const RefInt128 rx = b.x - a.x, ry = b.y - a.y;
    const RefInt128 sx = d.x - c.x, sy = d.y - c.y;
    const RefInt128 qx = c.x - a.x, qy = c.y - a.y;
    const RefInt128 den = rx * sy - ry * sx;
    if (den != 0) {
        RefInt128 t = qx * sy - qy * sx; // t = t / den
        RefInt128 u = qx * ry - qy * rx; // u = u / den
        RefInt128 m = den;
        if (m < 0) {
            t = -t;
            u = -u;
            m = -m;
        }
        return t >= 0 && t <= m && u >= 0 && u <= m;
    }
    // Parallel (or a degenerate segment): they meet only on a common line.
    const bool abPoint = rx == 0 && ry == 0;
    const bool cdPoint = sx == 0 && sy == 0;
    if (abPoint && cdPoint)
        return a == c;
    if (abPoint)
        return refSegmentsMeet(c, d, a, b);
    if (qx * ry - qy * rx != 0)
        return false; // c is off the line through a, b
    if ((RefInt128(d.x) - a.x) * ry - (RefInt128(d.y) - a.y) * rx != 0)
        return false;
    // Project c and d on the direction of [a, b]; [a, b] covers [0, |r|^2].
    const RefInt128 length2 = rx * rx + ry * ry;
    const RefInt128 pc = qx * rx + qy * ry;
    const RefInt128 pd = (RefInt128(d.x) - a.x) * rx + (RefInt128(d.y) - a.y) * ry;
    return std::max(pc, pd) >= 0 && std::min(pc, pd) <= length2;
}

inline bool refHasRepeatedPoint(const RefPolygon &p)
{
    for (std::size_t i = 0; i < p.size(); ++i) {
        for (std::size_t j = i + 1; j < p.size(); ++j) {
            if (p[i] == p[j])
                return true;
        }
    }
    return false;
}

inline bool refAllCollinear(const RefPolygon &p)
{
    for (std::size_t i = 0; i < p.size(); ++i) {
        for (std::size_t j = i + 1; j < p.size(); ++j) {
            for (std::size_t k = j + 1; k < p.size(); ++k) {
                if (refOrient(p[i], p[j], p[k]) != 0)
                    return false;
            }
        }
    }
    return true;
}

/// Edges i < j of p (edge i runs from vertex i to vertex (i + 1) % n) meet other than as
/// neighbours at their shared vertex.
inline bool refEdgesMeetBadly(const RefPolygon &p, std::size_t i, std::size_t j)
{
    const std::size_t n = p.size();
    const RefPoint a = p[i], b = p[(i + 1) % n];
    const RefPoint c = p[j], d = p[(j + 1) % n];
    if (j == i + 1 || (i == 0 && j == n - 1)) {
        // Neighbours share one vertex v; they overlap further only if the other two ends
        // point the same way from v along one line.
        const RefPoint v = j == i + 1 ? b : a;
        const RefPoint e = j == i + 1 ? a : b;
        const RefPoint f = j == i + 1 ? d : c;
        const RefInt128 ex = e.x - v.x, ey = e.y - v.y;
        const RefInt128 fx = f.x - v.x, fy = f.y - v.y;
        return ex * fy - ey * fx == 0 && ex * fx + ey * fy > 0;
    }
    return refSegmentsMeet(a, b, c, d);
}

/// For a polygon without repeated points: the lexicographically smallest pair (i, j),
/// i < j, of edges that meet other than neighbours at their shared vertex. Plain O(n^2)
/// over all pairs.
inline std::optional<std::pair<std::size_t, std::size_t>> refFirstBadEdgePair(const RefPolygon &p)
{
    const std::size_t n = p.size();
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            if (refEdgesMeetBadly(p, i, j))
                return std::pair{i, j};
        }
    }
    return std::nullopt;
}

/// "(x,y)(x,y)...", for failure messages.
inline std::string refPolygonText(const RefPolygon &p)
{
    std::string s;
    for (const RefPoint v : p)
        s += '(' + std::to_string(v.x) + ',' + std::to_string(v.y) + ')';
    return s;
}

/// At least 3 vertices, no repeated vertex, not all collinear, no two edges meeting
/// except neighbours at their shared vertex.
inline bool refIsSimple(const RefPolygon &p)
{
    return p.size() >= 3 && !refHasRepeatedPoint(p) && !refAllCollinear(p)
           && !refFirstBadEdgePair(p).has_value();
}

/// Twice the signed area (shoelace), positive counter-clockwise in math axes.
inline std::int64_t refTwiceArea(const RefPolygon &p)
{
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const RefPoint a = p[i], b = p[(i + 1) % p.size()];
        sum += a.x * b.y - a.y * b.x;
    }
    return sum;
}

// ---------------------------------------------------------------------------------------
// Point in polygon.

enum class RefWhere { Outside, Boundary, Inside };

/// Where the point (px / den, py / den) lies relative to the simple polygon p, exactly.
/// Boundary by exact collinearity and projection; otherwise the winding number counted
/// by quadrant changes of the vertices around the point (not a ray crossing count).
inline RefWhere
refPointInPolygon(const RefPolygon &p, std::int64_t px, std::int64_t py, std::int64_t den = 1)
{
    const std::size_t n = p.size();
    // Vertices relative to the point, all scaled by den.
    std::vector<std::pair<RefInt128, RefInt128>> rel(n);
    for (std::size_t i = 0; i < n; ++i)
        rel[i] = {RefInt128(p[i].x) * den - px, RefInt128(p[i].y) * den - py};
    for (std::size_t i = 0; i < n; ++i) {
        const auto [ax, ay] = rel[i];
        const auto [bx, by] = rel[(i + 1) % n];
        // The origin lies on [a, b] iff a x b == 0 and a . b <= 0.
        if (ax * by - ay * bx == 0 && ax * bx + ay * by <= 0)
            return RefWhere::Boundary;
    }
    const auto quadrant = [](RefInt128 x, RefInt128 y) {
        if (x > 0 && y >= 0)
            return 0;
        if (x <= 0 && y > 0)
            return 1;
        if (x < 0 && y <= 0)
            return 2;
        return 3;
    };
    int quarterTurns = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto [ax, ay] = rel[i];
        const auto [bx, by] = rel[(i + 1) % n];
        const int delta = (quadrant(bx, by) - quadrant(ax, ay) + 4) % 4;
        if (delta == 1)
            ++quarterTurns;
        else if (delta == 3)
            --quarterTurns;
        else if (delta == 2)
            quarterTurns += ax * by - ay * bx > 0 ? 2 : -2;
    }
    return quarterTurns != 0 ? RefWhere::Inside : RefWhere::Outside;
}

// ---------------------------------------------------------------------------------------
// Do the interiors of two simple polygons share a point? Slab decomposition: between two
// consecutive x-coordinates of vertices and edge-edge intersections no edge starts, ends
// or crosses another, so the vertical midline of each slab meets every face of the
// arrangement there. On it each polygon's interior is a union of open y-intervals
// (even-odd pairing of the sorted edge crossings); the interiors meet iff some interval
// of one overlaps some interval of the other with positive length on some midline.

namespace detail {

// x of the single intersection point of two closed segments, if there is one.
inline std::optional<RefRational> crossingX(RefPoint a, RefPoint b, RefPoint c, RefPoint d)
{
    const RefInt128 rx = b.x - a.x, ry = b.y - a.y;
    const RefInt128 sx = d.x - c.x, sy = d.y - c.y;
    const RefInt128 qx = c.x - a.x, qy = c.y - a.y;
    const RefInt128 den = rx * sy - ry * sx;
    if (den == 0)
        return std::nullopt; // parallel: shared points, if any, end at vertices
    const RefRational t = RefRational::of(qx * sy - qy * sx, den);
    const RefRational u = RefRational::of(qx * ry - qy * rx, den);
    if (t.num < 0 || t.num > t.den || u.num < 0 || u.num > u.den)
        return std::nullopt;
    return RefRational::of(RefInt128(a.x) * t.den + t.num * rx, t.den);
}

// The y-values where the polygon's edges cross the vertical line x = X, sorted, each
// as a fraction (y * X.den) = num / dx with dx > 0 (a common positive scale, so the
// order is the order of y). X is never a vertex x.
inline std::vector<RefRational> crossingsAt(const RefPolygon &p, const RefRational &X)
{
    std::vector<RefRational> ys;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const RefPoint a = p[i], b = p[(i + 1) % p.size()];
        const RefInt128 ax = RefInt128(a.x) * X.den, bx = RefInt128(b.x) * X.den;
        if (!(std::min(ax, bx) < X.num && X.num < std::max(ax, bx)))
            continue;
        const RefInt128 dx = b.x - a.x;
        const RefInt128 dy = b.y - a.y;
        // y = a.y + (X - a.x) dy / dx, so y * X.den = (a.y dx X.den + (X.num - ax) dy) / dx.
        ys.push_back(RefRational::of(RefInt128(a.y) * dx * X.den + (X.num - ax) * dy, dx));
    }
    std::sort(ys.begin(), ys.end());
    return ys;
}

} // namespace detail

/// True when the interiors of the simple polygons a and b share a point.
inline bool refInteriorsOverlap(const RefPolygon &a, const RefPolygon &b)
{
    refCheckRange(a);
    refCheckRange(b);
    std::vector<RefRational> xs;
    for (const RefPoint v : a)
        xs.push_back(RefRational::of(v.x, 1));
    for (const RefPoint v : b)
        xs.push_back(RefRational::of(v.x, 1));
    for (std::size_t i = 0; i < a.size(); ++i) {
        for (std::size_t j = 0; j < b.size(); ++j) {
            const auto x
                    = detail::crossingX(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()]);
            if (x)
                xs.push_back(*x);
        }
    }
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    for (std::size_t k = 0; k + 1 < xs.size(); ++k) {
        const RefRational X = refMidpoint(xs[k], xs[k + 1]);
        const std::vector<RefRational> ya = detail::crossingsAt(a, X);
        const std::vector<RefRational> yb = detail::crossingsAt(b, X);
        if (ya.size() % 2 != 0 || yb.size() % 2 != 0)
            throw std::logic_error("refInteriorsOverlap: odd crossing count");
        for (std::size_t i = 0; i < ya.size(); i += 2) {
            for (std::size_t j = 0; j < yb.size(); j += 2) {
                const RefRational &lo = std::max(ya[i], yb[j]);
                const RefRational &hi = std::min(ya[i + 1], yb[j + 1]);
                if (lo < hi)
                    return true;
            }
        }
    }
    return false;
}

/// The closed bounding boxes of segments p0-p1 and q0-q1 overlap, by plain comparisons
/// (NaN compares false, as anywhere): the box test the kernel's edge pruning must match.
inline bool
refSegmentBoxesMeet(collision::Vec2 p0, collision::Vec2 p1, collision::Vec2 q0, collision::Vec2 q1)
{
    return std::max(p0.x, p1.x) >= std::min(q0.x, q1.x)
           && std::max(q0.x, q1.x) >= std::min(p0.x, p1.x)
           && std::max(p0.y, p1.y) >= std::min(q0.y, q1.y)
           && std::max(q0.y, q1.y) >= std::min(p0.y, p1.y);
}

// ---------------------------------------------------------------------------------------
// Conversions and random generators.

/// The polygon as doubles, scaled and then offset.
inline collision::Polygon
refToPolygon(const RefPolygon &p, double scale = 1.0, collision::Vec2 offset = {})
{
    collision::Polygon out;
    for (const RefPoint v : p)
        out.points.push_back({double(v.x) * scale + offset.x, double(v.y) * scale + offset.y});
    return out;
}

inline RefPolygon refReversed(RefPolygon p)
{
    std::reverse(p.begin(), p.end());
    return p;
}

inline RefPolygon refTranslated(RefPolygon p, std::int64_t dx, std::int64_t dy)
{
    for (RefPoint &v : p) {
        v.x += dx;
        v.y += dy;
    }
    return p;
}

// Random start vertex and random winding, so no test depends on either.
inline void refShuffleStartAndWinding(RefPolygon &p, std::mt19937 &rng)
{
    if (std::uniform_int_distribution<int>(0, 1)(rng) == 1)
        std::reverse(p.begin(), p.end());
    const auto start = std::uniform_int_distribution<std::size_t>(0, p.size() - 1)(rng);
    std::rotate(p.begin(), p.begin() + std::ptrdiff_t(start), p.end());
}

/// Parameters of refRandomStarPolygon.
struct RefStarOptions
{
    double centerX = 0.0;
    double centerY = 0.0;
    double minRadius = 1.0;
    double maxRadius = 10.0;
    int minVertices = 3;
    int maxVertices = 10;
    std::int64_t clampMin = -refMaxCoordinate; ///< vertices are clamped to this range
    std::int64_t clampMax = refMaxCoordinate;
};

/// A random simple polygon, star-shaped around the centre before rounding: sorted
/// random angles, random radii (so usually concave), vertices rounded to integers and
/// clamped, random start vertex and winding. Non-simple results are drawn again.
inline RefPolygon refRandomStarPolygon(std::mt19937 &rng, const RefStarOptions &o)
{
    std::uniform_real_distribution<double> angle(0.0, 2.0 * std::numbers::pi);
    std::uniform_real_distribution<double> radius(o.minRadius, o.maxRadius);
    std::uniform_int_distribution<int> count(o.minVertices, o.maxVertices);
    for (;;) {
        std::vector<double> angles(std::size_t(count(rng)));
        for (double &a : angles)
            a = angle(rng);
        std::sort(angles.begin(), angles.end());
        RefPolygon p;
        for (const double a : angles) {
            const double r = radius(rng);
            const auto x = std::clamp(std::llround(o.centerX + r * std::cos(a)),
                                      static_cast<long long>(o.clampMin),
                                      static_cast<long long>(o.clampMax));
            const auto y = std::clamp(std::llround(o.centerY + r * std::sin(a)),
                                      static_cast<long long>(o.clampMin),
                                      static_cast<long long>(o.clampMax));
            p.push_back({x, y});
        }
        if (refIsSimple(p)) {
            refShuffleStartAndWinding(p, rng);
            return p;
        }
    }
}

/// A random simple polygon with coordinates in 0..6, so that pairs often share
/// vertices, touch, or have collinear overlapping edges.
inline RefPolygon refRandomSmallPolygon(std::mt19937 &rng)
{
    std::uniform_int_distribution<int> centre(1, 5);
    RefStarOptions o;
    o.centerX = centre(rng);
    o.centerY = centre(rng);
    o.minRadius = 0.5;
    o.maxRadius = 4.5;
    o.maxVertices = 8;
    o.clampMin = 0;
    o.clampMax = 6;
    return refRandomStarPolygon(rng, o);
}

/// The convex hull (counter-clockwise in math axes, no collinear vertices) of random
/// integer points in [lo, hi]^2; then, with probability one half, exact edge midpoints
/// are inserted as collinear vertices. Random start vertex and winding.
inline RefPolygon
refRandomConvexPolygon(std::mt19937 &rng, std::int64_t lo, std::int64_t hi, int points = 8)
{
    std::uniform_int_distribution<std::int64_t> coordinate(lo, hi);
    for (;;) {
        std::vector<RefPoint> pts(static_cast<std::size_t>(points));
        for (RefPoint &v : pts)
            v = {coordinate(rng), coordinate(rng)};
        std::sort(pts.begin(), pts.end(), [](RefPoint a, RefPoint b) {
            return a.x < b.x || (a.x == b.x && a.y < b.y);
        });
        pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
        if (pts.size() < 3)
            continue;
        // Andrew's monotone chain.
        RefPolygon hull;
        const auto addToChain = [&hull](RefPoint v, std::size_t keep) {
            while (hull.size() > keep && refOrient(hull[hull.size() - 2], hull.back(), v) <= 0)
                hull.pop_back();
            hull.push_back(v);
        };
        for (const RefPoint v : pts) // lower chain
            addToChain(v, 1);
        const std::size_t lowerSize = hull.size();
        for (auto it = pts.rbegin() + 1; it != pts.rend(); ++it) // upper chain
            addToChain(*it, lowerSize);
        hull.pop_back(); // the first point again
        if (hull.size() < 3)
            continue;
        if (std::uniform_int_distribution<int>(0, 1)(rng) == 1) {
            RefPolygon withMidpoints;
            for (std::size_t i = 0; i < hull.size(); ++i) {
                const RefPoint a = hull[i], b = hull[(i + 1) % hull.size()];
                withMidpoints.push_back(a);
                if ((a.x + b.x) % 2 == 0 && (a.y + b.y) % 2 == 0)
                    withMidpoints.push_back({(a.x + b.x) / 2, (a.y + b.y) / 2});
            }
            hull = withMidpoints;
        }
        refShuffleStartAndWinding(hull, rng);
        return hull;
    }
}

/// A random rectangle with integer corners, rotated by an angle with an integer
/// direction vector (an exact oriented box), with its origin corner in [lo, hi]^2.
inline RefPolygon
refRandomOrientedBox(std::mt19937 &rng, std::int64_t lo, std::int64_t hi, std::int64_t maxSide = 6)
{
    std::uniform_int_distribution<std::int64_t> coordinate(lo, hi);
    std::uniform_int_distribution<std::int64_t> component(-maxSide, maxSide);
    std::uniform_int_distribution<std::int64_t> factor(1, 3);
    for (;;) {
        const std::int64_t ux = component(rng), uy = component(rng);
        if (ux == 0 && uy == 0)
            continue;
        const auto g = std::int64_t(refGcd(ux, uy));
        const std::int64_t t = factor(rng);
        const RefPoint u{ux, uy};
        const RefPoint v{-uy / g * t, ux / g * t};
        const RefPoint o{coordinate(rng), coordinate(rng)};
        RefPolygon box{o,
                       {o.x + u.x, o.y + u.y},
                       {o.x + u.x + v.x, o.y + u.y + v.y},
                       {o.x + v.x, o.y + v.y}};
        refShuffleStartAndWinding(box, rng);
        return box;
    }
}

} // namespace hitbox::testing
