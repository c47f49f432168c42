#pragma once

// Shapes of test sprites in the frames model: building a sprite with the version-1 layout
// (box, circle, polygons as the shapes of frame 0, in that order) and reading them back.
// Shared by the model and app tests.

#include "model/document/project.h"
#include "model/document/sprite.h"

#include <hitbox/shapes.h>

#include <QSet>

#include <optional>
#include <vector>

namespace hitbox::shapefixture {

/// A polygon shape; an empty role is the default one, as in version-1 documents.
inline model::Shape
polygon(const QString &name, const QString &role, std::vector<collision::Vec2> points)
{
    return model::Shape::makePolygon(collision::Polygon{std::move(points)},
                                     role.isEmpty() ? model::defaultRoleName() : role,
                                     name);
}

/// The shapes of frame 0 of a sprite.
inline QList<model::Shape> &shapes0(model::Sprite &sprite)
{
    return sprite.frames[0].shapes;
}

inline const QList<model::Shape> &shapes0(const model::Sprite &sprite)
{
    return sprite.frames.at(0).shapes;
}

/// Index of the n-th shape of `kind` in frame 0, or -1.
inline int shapeIndex(const model::Sprite &sprite, model::ShapeKind kind, int n = 0)
{
    const QList<model::Shape> &shapes = shapes0(sprite);
    for (int i = 0; i < shapes.size(); ++i) {
        if (shapes[i].kind == kind && n-- == 0)
            return i;
    }
    return -1;
}

/// The first box of frame 0 (a version-1 sprite's box), or empty.
inline std::optional<collision::Rect> boxOf(const model::Sprite &sprite)
{
    const int i = shapeIndex(sprite, model::ShapeKind::Box);
    return i < 0 ? std::nullopt : std::optional(shapes0(sprite)[i].box);
}

/// The first circle of frame 0 (a version-1 sprite's circle), or empty.
inline std::optional<collision::Circle> circleOf(const model::Sprite &sprite)
{
    const int i = shapeIndex(sprite, model::ShapeKind::Circle);
    return i < 0 ? std::nullopt : std::optional(shapes0(sprite)[i].circle);
}

/// The polygon shapes of frame 0, in order (a version-1 sprite's polygons).
inline QList<model::Shape> polygonsOf(const model::Sprite &sprite)
{
    QList<model::Shape> polygons;
    for (const model::Shape &s : shapes0(sprite)) {
        if (s.isPolygon())
            polygons << s;
    }
    return polygons;
}

/// The number of shapes of `kind` in frame 0.
inline int countShapes(const model::Sprite &sprite, model::ShapeKind kind)
{
    int count = 0;
    for (const model::Shape &s : shapes0(sprite))
        count += s.kind == kind ? 1 : 0;
    return count;
}

/// Gives frame 0 the version-1 layout: the box, the circle, then the polygons.
inline void setV1Shapes(model::Sprite &sprite,
                        const std::optional<collision::Rect> &box,
                        const std::optional<collision::Circle> &circle,
                        const QList<model::Shape> &polygons = {})
{
    QList<model::Shape> &shapes = shapes0(sprite);
    shapes.clear();
    if (box)
        shapes << model::Shape::makeBox(*box, model::defaultRoleName());
    if (circle)
        shapes << model::Shape::makeCircle(*circle, model::defaultRoleName());
    shapes << polygons;
}

/// Makes every role used by the project's shapes collide with every other, as in a
/// version-1 document (whose roles did not filter).
inline void useV1Roles(model::Project &project)
{
    QStringList names;
    for (const model::Sprite &sprite : std::as_const(project.sprites)) {
        for (const model::Frame &frame : sprite.frames) {
            for (const model::Shape &shape : frame.shapes) {
                if (!names.contains(shape.role))
                    names << shape.role;
            }
        }
    }
    project.roles = model::RoleTable::allColliding(names);
}

} // namespace hitbox::shapefixture
