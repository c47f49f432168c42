#pragma once

// The verb-first commands that edit the shapes of a sprite's current frame. Each is a
// ChangeSpriteShapes that computes its "after" state and names itself; drags pass the full
// new state of the dragged shapes (computed by the tool from the state at the drag's start).
// Shapes are addressed by their index in the frame's list.

#include "commands/changespriteshapes.h"
#include "document/shapeselection.h"

#include <optional>

namespace hitbox::editor {

/// Appends a box: `box`, or the classic reduced box (80% of the frame, centred), with
/// model::newShape's name and role.
class AddBox : public ChangeSpriteShapes
{
public:
    AddBox(Document *document, int sprite, const std::optional<collision::Rect> &box = {});
};

/// Sets the rectangle of box shape `shape`; merges during a drag.
class SetBox : public ChangeSpriteShapes
{
public:
    SetBox(Document *document,
           int sprite,
           int shape,
           const collision::Rect &box,
           quint64 dragId = 0);
};

/// Appends a circle: `circle`, or the classic one (centred, radius 80% of half the larger
/// side), with model::newShape's name and role.
class AddCircle : public ChangeSpriteShapes
{
public:
    AddCircle(Document *document, int sprite, const std::optional<collision::Circle> &circle = {});
};

/// Sets circle shape `shape`; merges during a drag.
class SetCircle : public ChangeSpriteShapes
{
public:
    SetCircle(Document *document,
              int sprite,
              int shape,
              const collision::Circle &circle,
              quint64 dragId = 0);
};

/// Appends a shape (a polygon drawn or pasted).
class AddPolygon : public ChangeSpriteShapes
{
public:
    AddPolygon(Document *document, int sprite, const model::Shape &shape);
};

/// Removes the selected shapes.
class RemoveShapes : public ChangeSpriteShapes
{
public:
    RemoveShapes(Document *document, int sprite, const ShapeSelection &selection);
};

/// Moves whole shapes; `after` holds the frame's shapes after the move. Merges during a
/// drag.
class MoveShapes : public ChangeSpriteShapes
{
public:
    MoveShapes(Document *document, int sprite, const ShapeList &after, quint64 dragId);
};

/// Moves polygon points; `after` is the frame's shapes after the move. Merges during a drag
/// (same drag id).
class MovePolygonPoints : public ChangeSpriteShapes
{
public:
    MovePolygonPoints(Document *document, int sprite, const ShapeList &after, quint64 dragId);
};

/// Inserts a point into polygon shape `shape` so that it becomes vertex `at` (see
/// polygonvertices.h): right after vertex at - 1, in that vertex's loop (the outline or a
/// hole); at 0 it becomes the outline's first.
class InsertPolygonPoint : public ChangeSpriteShapes
{
public:
    InsertPolygonPoint(Document *document, int sprite, int shape, int at, collision::Vec2 point);
};

/// Removes the given (shape, vertex) points; a hole left with fewer than 3 points is
/// removed, and so is a polygon whose outline is left with no point.
class RemovePolygonPoints : public ChangeSpriteShapes
{
public:
    RemovePolygonPoints(Document *document, int sprite, const QSet<std::pair<int, int>> &points);
};

/// The convex pieces of a polygon shape with its holes left out (collision::decomposeConvex,
/// Box2D's 8 vertices at most), as Cut Into Convex Pieces stores them; empty when the shape
/// is not a usable polygon.
QList<collision::Polygon> convexPieces(const model::Shape &shape);

/// Replaces each of the given polygon shapes, in place in the list, by its convex pieces
/// (convexPieces), named "<name> 1", "<name> 2", ... with the shape's role and sensor flag.
/// One undo step; shapes that are not usable polygons stay.
class CutIntoConvexPieces : public ChangeSpriteShapes
{
public:
    CutIntoConvexPieces(Document *document, int sprite, const QSet<int> &shapes);
};

/// Renames a shape.
class RenameShape : public ChangeSpriteShapes
{
public:
    RenameShape(Document *document, int sprite, int shape, const QString &name);
};

/// Sets the role of a shape (one of the document's roles).
class SetShapeRole : public ChangeSpriteShapes
{
public:
    SetShapeRole(Document *document, int sprite, int shape, const QString &role);
};

/// Sets or clears the sensor flag of a shape.
class SetShapeSensor : public ChangeSpriteShapes
{
public:
    SetShapeSensor(Document *document, int sprite, int shape, bool sensor);
};

/// Pastes shapes: they are appended to the frame's, a name the frame has already renamed
/// (model::withDistinctNames).
class PasteShapes : public ChangeSpriteShapes
{
public:
    PasteShapes(Document *document, int sprite, const ShapeList &clip);
};

/// Replaces the frame's polygons (e.g. with traced ones; boxes and circles stay), or
/// appends to them.
class ReplaceArmature : public ChangeSpriteShapes
{
public:
    ReplaceArmature(Document *document,
                    int sprite,
                    const ShapeList &polygons,
                    bool append,
                    const QString &text);
};

/// Gives several sprites' current frames the same shapes as one step ("Apply shapes to
/// selected sprites").
class ApplyShapesToSprites : public QUndoCommand
{
public:
    ApplyShapesToSprites(Document *document, const ShapeList &shapes, const QList<int> &sprites);
};

} // namespace hitbox::editor
