#pragma once

#include "project.h"

#include "collision/polygon.h"

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
    QString where;   ///< e.g. sprites[1] "ship", polygon 2 "hull"
    QString message; ///< e.g. "edges cross or touch each other (edges 1 and 3)"
};

/// Checks what parsing cannot: every image exists and decodes, every polygon is usable
/// (at least 3 distinct points, finite, non-zero area, no crossing edges), boxes and
/// circles have an area, sprite names are unique. Every image file is read and decoded
/// once, however many sprites share it.
QList<ProjectProblem> validateProject(const Project &project);

/// Why a polygon cannot be used, with the points or edges involved numbered from 1 like
/// the default polygon names (e.g. "edges cross or touch each other (edges 1 and 3)");
/// empty for a valid polygon. The editor and `hitbox-cli validate` both show this text.
QString polygonProblemText(const collision::PolygonValidation &validation);

/// The name a polygon is shown by: its own name, or "Polygon N" for armature polygon
/// `index` (N = index + 1) when it has none.
QString polygonDisplayName(const PolygonShape &shape, qsizetype index);

/// True when any problem is an error.
bool hasErrors(const QList<ProjectProblem> &problems);

} // namespace hitbox::model
