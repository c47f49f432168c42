#pragma once

#include "importedsheet.h"

#include <optional>

namespace hitbox::model {

class FrameSources;

/// One still image as one frame, SheetKind::Image (loadImage()'s checks). Errors name the
/// file.
ImportResult importStillImage(const QString &path);

/// Imports whatever `path` holds, chosen by content, not by the name's extension:
/// - a folder: importFolder();
/// - a JSON object (the first character that is not white space is '{'):
///   importAtlasJson() (Aseprite or TexturePacker, see atlasKind());
/// - an image with `grid`: importGrid();
/// - an image Qt reads as two or more frames, or an APNG: importAnimatedImage();
/// - any other image: importStillImage().
/// A grid given for a folder or a JSON file is refused. Errors name the file. A sheet's or
/// atlas's image is decoded through `sources` when given (trace cuts its frames from the
/// same decoded image).
ImportResult importSheet(const QString &path,
                         const std::optional<GridSpec> &grid = std::nullopt,
                         FrameSources *sources = nullptr);

} // namespace hitbox::model
