#pragma once

#include "shapeselection.h"

#include "model/sprite.h"

namespace hitbox::editor {

/// The shapes of one sprite: what shape commands snapshot before and after an edit.
struct SpriteShapes
{
    std::optional<collision::Rect> box;
    std::optional<collision::Circle> circle;
    QList<model::PolygonShape> polygons;

    static SpriteShapes of(const model::Sprite &sprite)
    {
        return {sprite.box, sprite.circle, sprite.polygons};
    }

    friend bool operator==(const SpriteShapes &, const SpriteShapes &) = default;
};

/// The shapes with the selected box, circle and whole polygons moved by d.
SpriteShapes movedShapes(SpriteShapes shapes, const ShapeSelection &selection, collision::Vec2 d);

/// The polygons with the selected (polygon, vertex) points moved by d.
QList<model::PolygonShape> movedPoints(QList<model::PolygonShape> polygons,
                                       const ShapeSelection &selection,
                                       collision::Vec2 d);

} // namespace hitbox::editor
