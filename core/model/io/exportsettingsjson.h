#pragma once

#include "model/document/exportoptions.h"

#include "model/io/jsonreader.h"

#include <QDir>
#include <QJsonObject>

namespace hitbox::model {

/// Reads the document's "export" object: "format" (an exportFormatName) and "output" (a
/// path relative to `base`, the document's folder) are required, every option is optional
/// with ExportOptions' default. Throws JsonError with the path of the offending value:
/// an unknown format, an empty output path, pixels per metre not above 0,
/// a vertex limit outside [minExportPolygonVertices, maxExportPolygonVertices], a sprite
/// or role listed twice.
ExportSettings readExportSettings(const JsonReader &r, const QDir &base);

/// The "export" object of a document, every field written, the output relative to `base`.
QJsonObject exportSettingsToJson(const ExportSettings &settings, const QDir &base);

} // namespace hitbox::model
