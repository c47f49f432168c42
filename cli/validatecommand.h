#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// `hitbox-cli validate FILE [--json]`: reports every problem of a project document:
/// what parsing refuses (bad JSON, wrong types, missing fields, unknown version) and
/// what validation finds (missing or broken images, unusable polygons, empty boxes).
/// Exit 0 valid (warnings allowed), 1 invalid, 2 unreadable (missing file, folder,
/// permission) or bad arguments.
int runValidate(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the validate command.
QString validateUsage();

} // namespace hitbox::cli
