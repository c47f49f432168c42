#pragma once

#include "model/io/importedsheet.h"

#include "model/document/sprite.h"

namespace hitbox::model {

/// The sprite an import makes: named `name`, `sheet.imagePath` as its image, one frame per
/// imported frame (its name, region, duration and pivot, no shapes, the sprite's threshold and
/// colour key), and one animation per imported animation (its frames `from`..`to` in
/// order, its direction). The pivot is left empty (each frame's centre). An empty sheet
/// gives the default single frame.
Sprite spriteFromSheet(const ImportedSheet &sheet, const QString &name);

} // namespace hitbox::model
