#pragma once

#include "model/document/project.h"

#include <hitbox/shapes.h>

#include <QList>
#include <QString>

namespace hitbox::model {

/// One problem found in a project.
struct ProjectProblem
{
    enum class Severity {
        Warning, ///< usable, but probably not what was meant
        Error,   ///< a game or an exporter would fail or misbehave
    };
    Severity severity = Severity::Error;
    /// e.g. sprites[1] "ship", polygon 2 "hull"; with the frame when the sprite has several:
    /// sprites[1] "ship", frame #3, box 1
    QString where;
    QString message; ///< e.g. "edges cross or touch each other (edges 1 and 3)"
};

/// Checks what parsing cannot: every image exists and decodes (a MUGEN .sff: its nodes are
/// read), every frame's imageIndex names a frame of its animated image (counted as
/// importAnimatedImage() counts them, with readAnimatedFrame()'s message) or a sprite of its
/// .sff, every frame's rectangle lies inside its image,
/// every polygon is usable (at least 3 distinct points, finite, non-zero
/// area, no crossing edges), boxes and circles have an area, every shape's role is one of
/// the document's, sprite names are unique; traced polygons whose frame has another
/// threshold now (isOutdatedTrace) are warnings. Every image file is read and decoded once,
/// however many sprites and frames share it.
QList<ProjectProblem> validateProject(const Project &project);

/// Why a polygon cannot be used, with the points or edges involved numbered from 1 like
/// the default polygon names (e.g. "edges cross or touch each other (edges 1 and 3)");
/// empty for a valid polygon. The editor and `hitbox-cli validate` both show this text.
QString polygonProblemText(const collision::PolygonValidation &validation);

/// Why a polygon shape (its outline and holes, see collision::validateRegion) cannot be
/// used, e.g. "hole 2: edges cross or touch each other (edges 1 and 3)" or "hole 1 crosses
/// or touches the outline", holes numbered from 1; empty when it is usable. Loops are
/// validated drawing pairs from `budget`. The editor, `hitbox-cli validate`, the collider
/// and exports all decide by this.
QString polygonShapeProblemText(const Shape &shape, collision::ValidationBudget &budget);

/// polygonShapeProblemText with a fresh budget.
QString polygonShapeProblemText(const Shape &shape);

/// Why a traced polygon is outdated (isOutdatedTrace): traced at `tracedAt`, its frame's
/// threshold is now `threshold`. `hitbox-cli validate` and the editor both show this text.
QString outdatedTraceText(int tracedAt, int threshold);

/// The name shape `index` of `shapes` is shown by: its own name, or "Box N", "Circle N" or
/// "Polygon N" when it has none, N counting the shapes of its kind from 1.
QString shapeDisplayName(const QList<Shape> &shapes, qsizetype index);

/// Where a sprite is, in messages: "sprites[1] \"ship\"".
QString spriteWhere(qsizetype index, const Sprite &sprite);

/// Where a frame is, in messages: "sprites[1] \"ship\", frame #2" (frames count from 0,
/// as in `hitbox-cli collide SPRITE#N`).
QString frameWhere(qsizetype spriteIndex, const Sprite &sprite, qsizetype frameIndex);

/// Where an animation is, in messages: "sprites[1] \"ship\", animation 2 \"run\"" (animations
/// count from 1).
QString animationWhere(qsizetype spriteIndex, const Sprite &sprite, qsizetype animationIndex);

/// Where a frame's shapes are, in messages: frameWhere, or for a sprite of one frame only
/// the sprite (as in version 1): "sprites[1] \"ship\"".
QString shapesWhere(qsizetype spriteIndex, const Sprite &sprite, qsizetype frameIndex);

/// Where shape `index` of `shapes` is, after `frame` (see shapesWhere), numbered among the
/// shapes of its kind from 1: "sprites[1] \"ship\", frame #2, polygon 1 \"hull\"".
QString shapeWhere(const QString &frame, const QList<Shape> &shapes, qsizetype index);

/// True when any problem is an error.
bool hasErrors(const QList<ProjectProblem> &problems);

} // namespace hitbox::model
