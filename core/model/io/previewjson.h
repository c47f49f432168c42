#pragma once

#include "model/document/previewscene.h"
#include "model/io/jsonreader.h"

#include <QJsonObject>

namespace hitbox::model {

/// Reads the document's "preview" object. Instances must name an existing sprite
/// (0 <= sprite < spriteCount); tiers are given by name ("aabb", "box", "circle",
/// "armature", "pixel"). Throws JsonError with the path of the offending value.
PreviewScene readPreview(const JsonReader &preview, qsizetype spriteCount);

/// The "preview" object of a document.
QJsonObject previewToJson(const PreviewScene &scene);

} // namespace hitbox::model
