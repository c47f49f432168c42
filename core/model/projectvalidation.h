#pragma once

#include "project.h"

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

/// True when any problem is an error.
bool hasErrors(const QList<ProjectProblem> &problems);

} // namespace hitbox::model
