#pragma once

// `--depfile FILE` of trace, import, reimport and export: one home for its help text and
// for adding the dependency file to the files a command writes.

#include "model/document/project.h"
#include "model/io/safewrite.h"

#include <QString>
#include <QStringList>

namespace hitbox::cli {

/// The usage lines of --depfile, `target` naming what the rule is for ("DOC", "OUT") and
/// `dependencies` the files listed (lines of help), the text starting at `column`.
QString depfileUsage(const QString &target, const QStringList &dependencies, int column);

/// Refuses, before any work, a dependency file at `depfile` that would replace the
/// command's output `target` or cannot be written there (not a regular file, a name too
/// long); an empty string when `depfile` is empty or fine.
QString depfileTargetProblem(const QString &depfile, const QString &target);

/// Adds "TARGET: DEPS" at `depfile` to `transaction` (nothing when `depfile` is empty).
/// Returns an empty string, or "<file>: <problem>; nothing was written" when a name
/// cannot be written in a dependency file.
QString addDepfileIfAsked(model::FileTransaction &transaction,
                          const QString &depfile,
                          const QString &target,
                          const QStringList &dependencies);

/// Writes the document `project` at `path` and, when `depfile` is set, the dependency
/// file "PATH: DEPS" with it, all or none. Returns an empty string or the problem.
QString writeDocumentAndDepfile(const model::Project &project,
                                const QString &path,
                                const QString &depfile,
                                const QStringList &dependencies);

/// The files a sprite's frames are read from: its source files (model::spriteSourceFiles)
/// and, for a sprite without a source, its image and its frames' images.
QStringList spriteFiles(const model::Sprite &sprite);

} // namespace hitbox::cli
