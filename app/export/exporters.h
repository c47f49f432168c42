#pragma once

#include "model/export/exporter.h"

#include <QFuture>
#include <QList>

namespace hitbox::editor {

/// The exporter of `format` the editor uses: model::exporterFor, unless a test replaced it
/// (exportertesting.h). Null when the format has no exporter.
const model::Exporter *editorExporter(model::ExportFormat format);

/// The formats the editor offers: model::allExportFormats() in that order, those with an
/// exporter only.
QList<model::ExportFormat> availableExportFormats();

/// Plans an export of `project` with `settings` on a worker thread (planning cuts every
/// polygon into convex pieces, which takes a while on large projects). The project is
/// copied, so the document may change meanwhile. A format without an exporter gives a plan
/// with one problem saying so.
QFuture<model::ExportPlan> planExport(const model::Project &project,
                                      const model::ExportSettings &settings);

/// "1 file" or "3 files": `one` or `many` with n for %1.
QString countText(qsizetype n, const QString &one, const QString &many);

/// The same plan, computed on the calling thread.
model::ExportPlan planExportNow(const model::Project &project,
                                const model::ExportSettings &settings);

} // namespace hitbox::editor
