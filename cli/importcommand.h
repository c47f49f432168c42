#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// `hitbox-cli import FILE... -o DOC [--json]`: adds one sprite per input the editor's Add
/// Sprites takes (images, folders, atlas JSON, animated images, Aseprite files) to DOC
/// (created, or read and added to), with the frames, animations, pivots and shapes the
/// files give (Aseprite slices and hitbox layers), without tracing any picture; and the
/// sprites of other tools' hitbox files (Tiled tilesets, model::importHitboxes), with the
/// roles DOC lacks added and what a file holds that a document cannot reported. Exit 0
/// imported, 1 nothing importable (no input gives a shape; nothing written), 2 bad
/// arguments, an input missing, unreadable or broken, a source DOC already has, or DOC
/// unreadable or unwritable (nothing written).
int runImport(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the import command.
QString importUsage();

} // namespace hitbox::cli
