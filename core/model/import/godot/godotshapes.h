#pragma once

#include "model/document/sprite.h"
#include "model/import/godot/godotsource.h"

#include <QStringList>

namespace hitbox::model {

/// A 2D affine transform as Godot's Transform2D: the images of the x and y axes and the
/// origin.
struct GodotTransform
{
    collision::Vec2 x{1.0, 0.0};
    collision::Vec2 y{0.0, 1.0};
    collision::Vec2 origin;

    collision::Vec2 apply(collision::Vec2 p) const { return origin + x * p.x + y * p.y; }
    /// This transform after `inner`: (this * inner)(p) = this(inner(p)).
    GodotTransform operator*(const GodotTransform &inner) const;
    /// No rotation or skew: the axes stay on the axes.
    bool axisAligned() const { return x.y == 0.0 && y.x == 0.0; }
    bool finite() const;
    /// The transform that undoes this one; empty when it flattens the plane.
    std::optional<GodotTransform> inverse() const;
};

/// A node's own transform: `transform = Transform2D(...)` when present, else `position`,
/// `rotation`, `scale` and `skew` as Node2D composes them (Transform2D's
/// set_rotation_scale_and_skew). Empty when a value is not finite or has the wrong type.
std::optional<GodotTransform> godotNodeTransform(const GodotProperties &properties);

/// The shapes a collision node (CollisionShape2D or CollisionPolygon2D) of `scene` gives
/// once placed by `placement` (from the node to the scene's root), role and sensor left
/// to the caller. What cannot be represented goes to `report` as "<what>: <problem>"
/// lines without the file name, prefixed by `where`.
QList<Shape> godotNodeShapes(const GodotScene &scene,
                             const GodotNode &node,
                             const GodotTransform &placement,
                             const QString &where,
                             QStringList *report);

} // namespace hitbox::model
