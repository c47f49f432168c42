#pragma once

#include "model/import/importer.h"

#include <QStringList>

namespace hitbox::model {

/// A numbered image sequence, SheetKind::Sequence: one frame per file, ordered by file
/// name, then by orderNumberedFrames() (by name prefix, then trailing number: walk_2.png
/// before walk_10.png; so the order of `paths` does not matter), FrameRegion::imagePath = the file
/// (absolute), the name = its file name; ImportedSheet::imagePath = the first frame's file.
/// Prefixes with two or more numbered files become animations ("walk"). Every file is read with
/// loadImage()'s checks. Refuses an empty list, more than maxFramesPerSprite files and any
/// unreadable file, naming it.
ImportResult importSequence(const QStringList &paths);

/// importSequence() over the image files of `folder` (not its subfolders; the file name
/// patterns of imageFileNamePatterns()). Errors name the folder or the file.
ImportResult importFolder(const QString &folder);

/// Reads a folder with importFolder().
const Importer &sequenceImporter();

} // namespace hitbox::model
