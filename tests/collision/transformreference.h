#pragma once

// The reference (oracle) of the transform tests (tst_transform, tst_affine): a small
// long-double transform written out step by step from the documented formula, tolerant
// comparisons and the constants of the hand-computed tables. No kernel code is called.

#include "collisiontostring.h"

#include <hitbox/geometry.h>

#include <cmath>
#include <limits>
#include <numbers>

namespace hitbox::transformtest {

using namespace hitbox::collision;

using Real = long double;

struct RealPoint
{
    Real x = 0;
    Real y = 0;
};

// Reference: world = position + R(rotation) * S(scale) * (image - pivot), with R turning
// the x axis towards the y axis (clockwise on screen). Long double, angle reduced first.
inline RealPoint refImageToWorld(const Transform &t, Vec2 image)
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
inline RealPoint refWorldToImage(const Transform &t, Vec2 world)
{
    const Real radians = std::fmod(static_cast<Real>(t.rotation), Real(360))
                         * std::numbers::pi_v<Real> / Real(180);
    const Real c = std::cos(radians);
    const Real s = std::sin(radians);
    const Real wx = static_cast<Real>(world.x) - t.position.x;
    const Real wy = static_cast<Real>(world.y) - t.position.y;
    return {(c * wx + s * wy) / t.scale.x + t.pivot.x, (-s * wx + c * wy) / t.scale.y + t.pivot.y};
}

inline RealPoint refApply(const Affine &m, RealPoint p)
{
    return {m.m11 * p.x + m.m21 * p.y + m.dx, m.m12 * p.x + m.m22 * p.y + m.dy};
}

inline bool close(Real a, Real b, Real tolerance)
{
    return std::abs(a - b) <= tolerance;
}

inline bool close(Vec2 a, RealPoint b, Real tolerance)
{
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance);
}

inline bool close(Vec2 a, Vec2 b, double tolerance)
{
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance);
}

inline bool close(const Rect &a, const Rect &b, double tolerance)
{
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) && close(a.w, b.w, tolerance)
           && close(a.h, b.h, tolerance);
}

inline bool allNaN(const Affine &m)
{
    return std::isnan(m.m11) && std::isnan(m.m12) && std::isnan(m.m21) && std::isnan(m.m22)
           && std::isnan(m.dx) && std::isnan(m.dy);
}

inline Transform makeTransform(Vec2 position, Vec2 pivot, double rotation, Vec2 scale = {1, 1})
{
    return {position, pivot, rotation, scale};
}

inline constexpr double qnan = std::numeric_limits<double>::quiet_NaN();
inline constexpr double infinity = std::numeric_limits<double>::infinity();
inline const double half = std::sqrt(0.5);
inline const double root3 = std::sqrt(3.0);

} // namespace hitbox::transformtest
