#pragma once

// The verb-first commands that edit a sprite's shapes. Each is a ChangeSpriteShapes
// that computes its "after" state and names itself; drags pass the full new state of
// the dragged shapes (computed by the tool from the state at the drag's start).

#include "changespriteshapes.h"
#include "shapeselection.h"

namespace hitbox::editor {

/// Adds the classic reduced box: 80% of the image, centred (replaces an existing box).
class AddReducedBox : public ChangeSpriteShapes
{
public:
    AddReducedBox(Document *document, int sprite);
};

/// Sets (or removes, with nullopt) the reduced box; merges during a drag.
class SetReducedBox : public ChangeSpriteShapes
{
public:
    SetReducedBox(Document *document,
                  int sprite,
                  const std::optional<collision::Rect> &box,
                  quint64 dragId = 0);
};

/// Adds the classic circle: centred, radius 80% of half the larger side.
class AddCircle : public ChangeSpriteShapes
{
public:
    AddCircle(Document *document, int sprite);
};

/// Sets (or removes) the circle; merges during a drag.
class SetCircle : public ChangeSpriteShapes
{
public:
    SetCircle(Document *document,
              int sprite,
              const std::optional<collision::Circle> &circle,
              quint64 dragId = 0);
};

/// Appends a polygon to the armature.
class AddPolygon : public ChangeSpriteShapes
{
public:
    AddPolygon(Document *document, int sprite, const model::PolygonShape &shape);
};

/// Removes the selected box, circle and polygons.
class RemoveShapes : public ChangeSpriteShapes
{
public:
    RemoveShapes(Document *document, int sprite, const ShapeSelection &selection);
};

/// Moves whole shapes; `after` holds the moved shapes. Merges during a drag.
class MoveShapes : public ChangeSpriteShapes
{
public:
    MoveShapes(Document *document, int sprite, const SpriteShapes &after, quint64 dragId);
};

/// Moves polygon points; `polygons` is the whole armature after the move. Merges
/// during a drag (same drag id).
class MovePolygonPoints : public ChangeSpriteShapes
{
public:
    MovePolygonPoints(Document *document,
                      int sprite,
                      const QList<model::PolygonShape> &polygons,
                      quint64 dragId);
};

/// Inserts a point into polygon `polygon` before vertex index `at`.
class InsertPolygonPoint : public ChangeSpriteShapes
{
public:
    InsertPolygonPoint(Document *document, int sprite, int polygon, int at, collision::Vec2 point);
};

/// Removes the given (polygon, vertex) points; a polygon left with no point is removed.
class RemovePolygonPoints : public ChangeSpriteShapes
{
public:
    RemovePolygonPoints(Document *document, int sprite, const QSet<std::pair<int, int>> &points);
};

/// Renames an armature polygon.
class RenameShape : public ChangeSpriteShapes
{
public:
    RenameShape(Document *document, int sprite, int polygon, const QString &name);
};

/// Sets the role of an armature polygon (free text; hurtbox, hitbox, sensor, ...).
class SetShapeRole : public ChangeSpriteShapes
{
public:
    SetShapeRole(Document *document, int sprite, int polygon, const QString &role);
};

/// Pastes shapes: a pasted box or circle replaces the sprite's, polygons are appended.
class PasteShapes : public ChangeSpriteShapes
{
public:
    PasteShapes(Document *document, int sprite, const SpriteShapes &clip);
};

/// Replaces the armature polygons (e.g. with traced ones), or appends to them.
class ReplaceArmature : public ChangeSpriteShapes
{
public:
    ReplaceArmature(Document *document,
                    int sprite,
                    const QList<model::PolygonShape> &polygons,
                    bool append,
                    const QString &text);
};

/// Gives several sprites the same shapes as one step ("Apply shapes to selected sprites").
class ApplyShapesToSprites : public QUndoCommand
{
public:
    ApplyShapesToSprites(Document *document, const SpriteShapes &shapes, const QList<int> &sprites);
};

} // namespace hitbox::editor
