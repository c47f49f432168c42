#pragma once

#include "model/import/importer.h"

namespace hitbox::model {

/// One still image as one frame, SheetKind::Image (loadImage()'s checks). Errors name the
/// file.
ImportResult importStillImage(const QString &path);

/// Reads any file no other importer reads as importStillImage() does; asked last.
const Importer &stillImageImporter();

} // namespace hitbox::model
