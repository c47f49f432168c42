#include <hitbox/geometry.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace hitbox::collision {

std::array<double, 2> cosSinDegrees(double degrees)
{
    if (degrees == 0.0) // most shapes; what the reduction below gives, without fmod
        return {1.0, 0.0};
    double reduced = std::fmod(degrees, 360.0);
    if (reduced < 0.0)
        reduced += 360.0;
    if (reduced == 0.0)
        return {1.0, 0.0};
    if (reduced == 90.0)
        return {0.0, 1.0};
    if (reduced == 180.0)
        return {-1.0, 0.0};
    if (reduced == 270.0)
        return {0.0, -1.0};
    const double radians = reduced * (std::numbers::pi / 180.0);
    return {std::cos(radians), std::sin(radians)};
}

bool isAxisAligned(const Transform &t)
{
    return std::isfinite(t.rotation) && std::fmod(t.rotation, 90.0) == 0.0;
}

bool isIntegerTranslation(const Transform &t)
{
    if (std::fmod(t.rotation, 360.0) != 0.0 || t.scale.x != 1.0 || t.scale.y != 1.0)
        return false;
    const Vec2 offset = t.position - t.pivot;
    return std::isfinite(offset.x) && std::isfinite(offset.y) && std::trunc(offset.x) == offset.x
           && std::trunc(offset.y) == offset.y;
}

bool isPureTranslation(const Transform &t)
{
    const Vec2 offset = t.position - t.pivot;
    return std::fmod(t.rotation, 360.0) == 0.0 && t.scale.x == 1.0 && t.scale.y == 1.0
           && std::isfinite(offset.x) && std::isfinite(offset.y);
}

Affine localToWorld(const Transform &t)
{
    const auto [c, s] = cosSinDegrees(t.rotation);
    // Scale first, then rotate: world = position + R * S * local.
    return {c * t.scale.x,
            s * t.scale.x,
            -s * t.scale.y,
            c * t.scale.y,
            t.position.x,
            t.position.y};
}

Affine imageToWorld(const Transform &t)
{
    Affine m = localToWorld(t);
    const Vec2 shifted = apply(m, -t.pivot);
    m.dx = shifted.x;
    m.dy = shifted.y;
    return m;
}

Affine worldToImage(const Transform &t)
{
    // Build the inverse from its factors rather than inverting the matrix so that
    // quarter turns and power-of-two scales stay exact.
    const auto [c, s] = cosSinDegrees(t.rotation);
    const double ix = 1.0 / t.scale.x;
    const double iy = 1.0 / t.scale.y;
    if (!std::isfinite(ix) || !std::isfinite(iy)) {
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        return {nan, nan, nan, nan, nan, nan};
    }
    // image = pivot + S^-1 * R^T * (world - position)
    Affine m{c * ix, -s * iy, s * ix, c * iy, 0.0, 0.0};
    const Vec2 shifted = apply(m, -t.position);
    m.dx = shifted.x + t.pivot.x;
    m.dy = shifted.y + t.pivot.y;
    return m;
}

Vec2 apply(const Affine &m, Vec2 p)
{
    return {m.m11 * p.x + m.m21 * p.y + m.dx, m.m12 * p.x + m.m22 * p.y + m.dy};
}

Affine compose(const Affine &first, const Affine &second)
{
    const Affine &a = first;
    const Affine &b = second;
    return {a.m11 * b.m11 + a.m12 * b.m21,
            a.m11 * b.m12 + a.m12 * b.m22,
            a.m21 * b.m11 + a.m22 * b.m21,
            a.m21 * b.m12 + a.m22 * b.m22,
            a.dx * b.m11 + a.dy * b.m21 + b.dx,
            a.dx * b.m12 + a.dy * b.m22 + b.dy};
}

Affine inverted(const Affine &m)
{
    const double det = m.m11 * m.m22 - m.m12 * m.m21;
    if (det == 0.0 || !std::isfinite(det)) {
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        return {nan, nan, nan, nan, nan, nan};
    }
    const double inv = 1.0 / det;
    Affine r{m.m22 * inv, -m.m12 * inv, -m.m21 * inv, m.m11 * inv, 0.0, 0.0};
    const Vec2 t = apply(r, {m.dx, m.dy});
    r.dx = -t.x;
    r.dy = -t.y;
    return r;
}

std::array<Vec2, 4> mapCorners(const Affine &m, const Rect &r)
{
    return {apply(m, {r.x, r.y}),
            apply(m, {r.x + r.w, r.y}),
            apply(m, {r.x + r.w, r.y + r.h}),
            apply(m, {r.x, r.y + r.h})};
}

Rect mapBounds(const Affine &m, const Rect &r)
{
    const auto corners = mapCorners(m, r);
    return boundsOf(corners);
}

Rect spriteBounds(const Transform &t, double width, double height)
{
    const Affine m = imageToWorld(t);
    if (!(width > 0.0 && height > 0.0)) {
        const Vec2 origin = apply(m, {0.0, 0.0});
        return {origin.x, origin.y, 0.0, 0.0};
    }
    return mapBounds(m, {0.0, 0.0, width, height});
}

} // namespace hitbox::collision
