#pragma once

#include "model/io/importedsheet.h"

#include "model/document/sprite.h"

namespace hitbox::model {

class FrameSources;

/// The sprite an import makes: named `name`, `sheet.imagePath` as its image, one frame per
/// imported frame (its name, region, duration, pivot and the shapes the file gives, marked
/// Shape::fromSource; the sprite's threshold and colour key), and one animation per
/// imported animation (its frames `from`..`to` in order, its direction). The pivot is left
/// empty (each frame's centre). An empty sheet gives the default single frame. A sheet
/// that importSheet() read (`sheet.sourcePath` set) makes the sprite remember it
/// (Sprite::source, with the grid of a SheetKind::Grid sheet) and each frame what it gave
/// (setSourceDigests, decoding through `sources` when given).
Sprite
spriteFromSheet(const ImportedSheet &sheet, const QString &name, FrameSources *sources = nullptr);

} // namespace hitbox::model
