#pragma once

#include "model/io/importedsheet.h"

#include <optional>

namespace hitbox::model {

class FrameSources;
class Importer;

/// Imports whatever `path` holds, chosen by content, not by the name's extension: the
/// first of importers() that reads it imports it (importer.h). Today:
/// - a folder: importFolder();
/// - a JSON object (the first character that is not white space is '{'):
///   importAtlasJson() (Aseprite or TexturePacker, see atlasKind());
/// - an image with `grid`: importGrid();
/// - an image Qt reads as two or more frames, or an APNG: importAnimatedImage();
/// - any other image: importStillImage().
/// A grid given for an input that an importer without grids reads (a folder, an atlas
/// JSON) is refused. Errors name the file. A sheet's or atlas's image is decoded through
/// `sources` when given (trace cuts its frames from the same decoded image).
ImportResult importSheet(const QString &path,
                         const std::optional<GridSpec> &grid = std::nullopt,
                         FrameSources *sources = nullptr);

/// The importer importSheet() would ask to import `path` (without a grid), or null when
/// none reads it or it cannot be read: what a file is, when it is no project document.
const Importer *importerOf(const QString &path);

} // namespace hitbox::model
