#pragma once

#include "model/import/importer.h"

namespace hitbox::model {

struct AseFile;

/// The sheet of an Aseprite file (.ase, .aseprite; readAseprite()): one frame per frame,
/// each the whole canvas composited from the visible layers (FrameRegion::imageIndex = the
/// frame; FrameSources decodes it), its duration, and one animation per tag. Tags of the
/// direction "ping-pong reverse" become ping-pong animations, and a tag's repeat count is
/// not kept; both are said in the warning.
ImportResult importAseprite(const QString &path, const AseFile &file);

/// The importer of Aseprite files, chosen by the magic number 0xA5E0 at offset 4.
const Importer &asepriteImporter();

} // namespace hitbox::model
