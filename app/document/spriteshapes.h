#pragma once

#include "document/shapeselection.h"

#include "model/document/sprite.h"

namespace hitbox::editor {

/// The shapes of one frame: what shape commands snapshot before and after an edit.
using ShapeList = QList<model::Shape>;

/// The shapes with the selected whole shapes moved by d.
ShapeList movedShapes(ShapeList shapes, const ShapeSelection &selection, collision::Vec2 d);

/// The shapes with the selected (polygon, vertex) points moved by d (holes' vertices too).
ShapeList movedPoints(ShapeList shapes, const ShapeSelection &selection, collision::Vec2 d);

/// The shape of `kind` the properties sections edit: the lowest selected one of that kind,
/// else the first of that kind; -1 when the frame has none.
int focusedShape(const ShapeList &shapes, const ShapeSelection &selection, model::ShapeKind kind);

/// One shape moved by d.
void moveShape(model::Shape &shape, collision::Vec2 d);

} // namespace hitbox::editor
