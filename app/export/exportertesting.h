#pragma once

// For tests only: replaces the exporter the editor uses for one format, so the Export
// dialog and File > Export can be tested before (or besides) a format's real exporter.
// The editor itself never calls this; model::exporterFor stays the one registry.

#include "model/export/exporter.h"

namespace hitbox::editor {

/// From now on editorExporter(format) returns `exporter` (not owned; it must outlive its
/// use); null restores model::exporterFor(format). Call it from the GUI thread only, when
/// no export is being planned.
void setExporterForTesting(model::ExportFormat format, const model::Exporter *exporter);

} // namespace hitbox::editor
