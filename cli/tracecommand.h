#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// `hitbox-cli trace IMAGE|FOLDER... [-o FILE] [--threshold T] [--tolerance PX]
/// [--max-vertices N] [--holes] [--decompose N] [--conservative] [--min-area PX]
/// [--grow PX] [-j N]`: traces the solid pixels of each image (a folder: the image files
/// directly inside it) into polygons, several images at a time, simplifies them, and
/// writes one project document with a sprite per image, or adds to (updates) an existing
/// one. Prints one line of quality scores per image, and a progress bar on stderr when
/// stderr is a terminal. Returns 0 on success, 2 for bad arguments, a missing or broken
/// image or document, or a failed write (one line on `err` per problem); then nothing is
/// written.
int runTrace(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the trace command.
QString traceUsage();

} // namespace hitbox::cli
