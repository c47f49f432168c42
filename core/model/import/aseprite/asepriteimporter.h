#pragma once

#include "model/import/importer.h"

namespace hitbox::model {

struct AseFile;

/// The sheet of an Aseprite file (.ase, .aseprite; readAseprite()): one frame per frame,
/// each the whole canvas composited from the visible layers but hitbox layers
/// (FrameRegion::imageIndex = the frame; FrameSources decodes it), its duration, its pivot
/// and shapes from slices and hitbox layers (asepriteFrameShapes()), and one animation per
/// tag. Tags of the direction "ping-pong reverse" become ping-pong animations, a tag's
/// repeat count is not kept, and slices that name no role are not imported; all are said
/// in the warning.
ImportResult importAseprite(const QString &path, const AseFile &file);

/// importAseprite() of the file at `path` (readAsepriteFile()), or why it cannot be read.
ImportResult importAsepriteFile(const QString &path);

/// The importer of Aseprite files, chosen by the magic number 0xA5E0 at offset 4.
const Importer &asepriteImporter();

} // namespace hitbox::model
