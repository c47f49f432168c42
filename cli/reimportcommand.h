#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// `hitbox-cli reimport DOC [--json]`: reads the source of every sprite of DOC that
/// remembers one again (model::reimportFromSource: frames whose source changed get the new
/// source shapes and traces, the user's shapes stay, frames are added and removed as the
/// source says) and writes DOC when anything changed. Exit 0 done, 2 bad arguments, DOC
/// unreadable or unwritable, or a source missing or unreadable (nothing written).
int runReimport(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the reimport command.
QString reimportUsage();

} // namespace hitbox::cli
