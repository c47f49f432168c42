#pragma once

#include "export.h"

namespace hitbox::collision {

HITBOX_API_BEGIN

/// A point or vector in pixel space: x grows to the right, y grows downwards.
struct Vec2
{
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b)
{
    return {a.x + b.x, a.y + b.y};
}
constexpr Vec2 operator-(Vec2 a, Vec2 b)
{
    return {a.x - b.x, a.y - b.y};
}
constexpr Vec2 operator-(Vec2 a)
{
    return {-a.x, -a.y};
}
constexpr Vec2 operator*(double s, Vec2 a)
{
    return {s * a.x, s * a.y};
}
constexpr Vec2 operator*(Vec2 a, double s)
{
    return {s * a.x, s * a.y};
}

/// Dot product.
constexpr double dot(Vec2 a, Vec2 b)
{
    return a.x * b.x + a.y * b.y;
}

/// 2D cross product (z of the 3D cross product); positive when b is counter-clockwise
/// from a in math axes, which is clockwise on screen where y points down.
constexpr double cross(Vec2 a, Vec2 b)
{
    return a.x * b.y - a.y * b.x;
}

/// Squared length; collision tests compare squared distances and never take a root.
constexpr double lengthSquared(Vec2 a)
{
    return dot(a, a);
}

/// Squared distance between two points.
constexpr double distanceSquared(Vec2 a, Vec2 b)
{
    return lengthSquared(a - b);
}

HITBOX_API_END

} // namespace hitbox::collision
