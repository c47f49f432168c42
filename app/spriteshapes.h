#pragma once

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

} // namespace hitbox::editor
