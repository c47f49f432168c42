#pragma once

#include "model/document/framesource.h"

#include <QDir>
#include <QHash>
#include <QSize>
#include <QString>

namespace hitbox::model {

/// Most JSON files beside a shapes file that are tried as atlases.
inline constexpr int maxAtlasesBesideShapes = 64;

/// A frame's picture in a TexturePacker or Phaser 3 atlas.
struct AtlasPicture
{
    QString imagePath;  ///< absolute: the texture the frame is cut from
    FrameRegion region; ///< where in it (region.imagePath left empty)
    QSize size;         ///< the untrimmed frame's size
};

/// The frames of the atlas JSON files in `folder` (TexturePacker's JSON hash and array and
/// its Phaser 3 multi-image format, read by the "atlas" importer), by frame name; a name that
/// several atlases hold is the first's, in file-name order. `except` (the shapes file) and
/// files that are not atlases are skipped; at most maxAtlasesBesideShapes files are tried.
QHash<QString, AtlasPicture> atlasPicturesIn(const QDir &folder, const QString &except);

} // namespace hitbox::model
