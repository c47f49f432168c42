#include <hitbox/queries.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitbox::collision {
namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();

bool isFinite(Vec2 v)
{
    return std::isfinite(v.x) && std::isfinite(v.y);
}

bool isFinite(const Rect &r)
{
    return std::isfinite(r.x) && std::isfinite(r.y) && std::isfinite(r.w) && std::isfinite(r.h);
}

Vec2 unitOr(Vec2 v, Vec2 fallback)
{
    const double length = std::sqrt(lengthSquared(v));
    return length > 0.0 ? Vec2{v.x / length, v.y / length} : fallback;
}

// Accumulates the slab test of a moving interval [aLo, aHi] against a still one
// [bLo, bHi] (open interiors), the interval moving by `d` over the step.
struct Slabs
{
    double enter = -infinity;
    double exit = infinity;
    Vec2 normal;
    bool never = false; // some axis never overlaps

    void add(double aLo, double aHi, double bLo, double bHi, double d, Vec2 axis)
    {
        if (d == 0.0) {
            if (!(aLo < bHi && bLo < aHi))
                never = true;
            return;
        }
        const double t0 = d > 0.0 ? (bLo - aHi) / d : (bHi - aLo) / d;
        const double t1 = d > 0.0 ? (bHi - aLo) / d : (bLo - aHi) / d;
        if (t0 > enter) {
            enter = t0;
            normal = d > 0.0 ? axis : -axis;
        }
        exit = std::min(exit, t1);
    }

    // The overlap interval (enter, exit) must be non-empty and meet [0, 1).
    bool hits() const { return !never && enter < exit && enter < 1.0 && exit > 0.0; }
};

// Normal (from the circle towards the rectangle) of a circle already overlapping it.
Vec2 overlapNormal(const Circle &a, const Rect &b)
{
    const Vec2 c = a.center;
    const Vec2 closest{std::clamp(c.x, b.x, b.x + b.w), std::clamp(c.y, b.y, b.y + b.h)};
    if (closest != c)
        return unitOr(closest - c, {1.0, 0.0});
    // Centre inside: leave through the nearest edge; B lies the other way.
    const Contact exits[] = {
            {{1.0, 0.0}, c.x - b.x},
            {{-1.0, 0.0}, b.x + b.w - c.x},
            {{0.0, 1.0}, c.y - b.y},
            {{0.0, -1.0}, b.y + b.h - c.y},
    };
    Contact best = exits[0];
    for (const Contact &e : exits) {
        if (e.depth < best.depth)
            best = e;
    }
    return best.normal;
}

// First s in [0, 1) where the point p + s * d enters the open disc (centre, r).
std::optional<double> enterDisc(Vec2 p, Vec2 d, Vec2 centre, double r)
{
    const Vec2 m = p - centre;
    const double a = lengthSquared(d);
    const double b = -dot(m, d); // |m + s d|^2 = r^2  <=>  a s^2 - 2 b s + c = 0
    const double c = lengthSquared(m) - r * r;
    if (!(a > 0.0) || !(b > 0.0))
        return std::nullopt; // not moving, or not moving towards the centre
    const double disc = b * b - a * c;
    if (!(disc > 0.0))
        return std::nullopt; // misses or only grazes
    // The smaller root, in the form that does not cancel.
    const double s = std::max(0.0, c / (b + std::sqrt(disc)));
    if (!(s < 1.0))
        return std::nullopt;
    return s;
}

} // namespace

std::optional<SweepHit> sweepRects(const Rect &a, Vec2 moveA, const Rect &b, Vec2 moveB)
{
    if (isEmpty(a) || isEmpty(b) || !isFinite(a) || !isFinite(b) || !isFinite(moveA)
        || !isFinite(moveB)) {
        return std::nullopt;
    }
    if (const std::optional<Contact> c = rectContact(a, b))
        return SweepHit{0.0, c->normal};
    const Vec2 d = moveA - moveB;
    Slabs slabs;
    slabs.add(a.x, a.x + a.w, b.x, b.x + b.w, d.x, {1.0, 0.0});
    slabs.add(a.y, a.y + a.h, b.y, b.y + b.h, d.y, {0.0, 1.0});
    if (!slabs.hits())
        return std::nullopt;
    return SweepHit{std::max(0.0, slabs.enter), slabs.normal};
}

std::optional<SweepHit> sweepCircles(const Circle &a, Vec2 moveA, const Circle &b, Vec2 moveB)
{
    if (!(a.radius > 0.0) || !(b.radius > 0.0) || !std::isfinite(a.radius)
        || !std::isfinite(b.radius) || !isFinite(a.center) || !isFinite(b.center)
        || !isFinite(moveA) || !isFinite(moveB)) {
        return std::nullopt;
    }
    if (const std::optional<Contact> c = circleContact(a, b))
        return SweepHit{0.0, c->normal};
    // Relative to A, B's centre starts at p and moves by -d.
    const Vec2 d = moveA - moveB;
    const Vec2 p = b.center - a.center;
    const std::optional<double> t = enterDisc(p, -d, {0.0, 0.0}, a.radius + b.radius);
    if (!t)
        return std::nullopt;
    return SweepHit{*t, unitOr(p - *t * d, {1.0, 0.0})};
}

std::optional<SweepHit> sweepCircleRect(const Circle &a, Vec2 moveA, const Rect &b, Vec2 moveB)
{
    const double r = a.radius;
    if (!(r > 0.0) || !std::isfinite(r) || !isFinite(a.center) || isEmpty(b) || !isFinite(b)
        || !isFinite(moveA) || !isFinite(moveB)) {
        return std::nullopt;
    }
    if (circleOverlapsRect(a, b))
        return SweepHit{0.0, overlapNormal(a, b)};
    // The centre against B grown by r: slabs first, then the rounded corners.
    const Vec2 c = a.center;
    const Vec2 d = moveA - moveB;
    Slabs slabs;
    slabs.add(c.x, c.x, b.x - r, b.x + b.w + r, d.x, {1.0, 0.0});
    slabs.add(c.y, c.y, b.y - r, b.y + b.h + r, d.y, {0.0, 1.0});
    if (!slabs.hits())
        return std::nullopt;
    const double t = std::max(0.0, slabs.enter);
    const Vec2 p = c + t * d;
    const bool beyondX = p.x < b.x || p.x > b.x + b.w;
    const bool beyondY = p.y < b.y || p.y > b.y + b.h;
    if (!(beyondX && beyondY))
        return SweepHit{t, slabs.normal};
    // Entering the grown box in a corner square: the path must cross the corner's disc
    // (the rounded rectangle is convex), or it misses.
    const Vec2 corner{p.x < b.x ? b.x : b.x + b.w, p.y < b.y ? b.y : b.y + b.h};
    const std::optional<double> s = enterDisc(c, d, corner, r);
    if (!s)
        return std::nullopt;
    return SweepHit{*s, unitOr(corner - (c + *s * d), slabs.normal)};
}

} // namespace hitbox::collision
