#pragma once

// The one home of the name and role a new shape gets, whichever way it is made: a drawing
// tool, the Trace dialog and Trace All Frames, `hitbox-cli trace`, paste, and the frame
// commands that copy shapes between frames.

#include "model/document/sprite.h"

#include <QList>
#include <QString>

namespace hitbox::model {

/// How a new shape came to be.
enum class ShapeOrigin {
    Drawn,  ///< drawn with a tool, or added from the Shape menu
    Traced, ///< traced from the solid pixels
};

/// The role a new shape gets: traced outlines are the visible body, what gets hit
/// ("hurtbox"); drawn shapes of every kind get defaultRoleName() ("body").
QString newShapeRole(ShapeOrigin origin);

/// The name a new shape gets when it brings none, never the shown name (shapeDisplayName)
/// of a shape of `shapes`: a drawn one "Box N", "Circle N" or "Polygon N", N its number
/// among the shapes of its kind (the name it would be shown by unnamed) or the next free
/// one after it; a traced one "trace N", N one more than the highest of the "trace N"
/// names (1 when there is none), so traces added to a frame count on.
QString newShapeName(const QList<Shape> &shapes, ShapeKind kind, ShapeOrigin origin);

/// A new shape of `kind` with newShapeName and newShapeRole, to be appended to `shapes`;
/// its geometry is left to the caller.
Shape newShape(const QList<Shape> &shapes, ShapeKind kind, ShapeOrigin origin);

/// `added` ready to be appended to `shapes` with every name distinct: a shape keeps its
/// own name when no shape of `shapes` (nor an earlier one of `added`) is shown by it; a
/// taken name "<base> N" becomes "<base> M" with the next free M, another taken name
/// "x" becomes "x 2", "x 3", ...; an empty name becomes newShapeName. Roles are kept.
QList<Shape> withDistinctNames(QList<Shape> added, const QList<Shape> &shapes, ShapeOrigin origin);

/// `shapes` as the user's own (Shape::tracedThreshold and Shape::fromSource cleared):
/// copies of traced outlines and source shapes (paste, copy from the previous frame,
/// propagate) no longer describe the pixels they were made from.
QList<Shape> asUsersShapes(QList<Shape> shapes);

/// `after`, an edit of `before` that keeps the shapes in place (moving shapes or points),
/// with every shape whose geometry the edit changed made the user's: a traced outline
/// edited by hand is not re-traced or marked outdated any more, nor replaced by a reimport.
QList<Shape> withHandEdits(const QList<Shape> &before, QList<Shape> after);

} // namespace hitbox::model
