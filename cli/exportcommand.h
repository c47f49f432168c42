#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// `hitbox-cli export DOC --format FORMAT -o OUT [--ppm N] [--sprites NAME,...]
/// [--roles R,...] [--first-frame-only] [--mirrored] [--max-vertices N] [--json]`: writes
/// the document's sprites in a game engine's format, all files or none. Returns the exit
/// code: 0 written, 1 a shape the target cannot hold (nothing written, every problem on
/// `out` as "<document>: <where>: <reason>"), 2 bad arguments, an unreadable document or
/// image, a format without an exporter, or a file that cannot be written.
int runExport(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the export command.
QString exportUsage();

} // namespace hitbox::cli
