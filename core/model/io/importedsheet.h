#pragma once

#include "model/document/framesource.h"
#include "model/document/sprite.h"

#include <hitbox/geometry.h>

#include <QList>
#include <QSize>
#include <QString>

#include <optional>

namespace hitbox::model {

/// One frame found by an importer.
struct ImportedFrame
{
    FrameRegion region;
    int durationMs = defaultFrameDurationMs;
    QString name; ///< the atlas's frame name or the sequence's file name; may be empty
    /// The frame's own pivot, untrimmed-frame pixels (an atlas's pivot, an Aseprite slice's)
    std::optional<collision::Vec2> pivot;
    QList<Shape> shapes; ///< shapes the file gives (Aseprite slices, hitbox layers)

    friend bool operator==(const ImportedFrame &, const ImportedFrame &) = default;
};

/// A named run of frames, `from` to `to` inclusive (indices into ImportedSheet::frames).
struct ImportedAnimation
{
    QString name;
    int from = 0;
    int to = 0;
    AnimationDirection direction = AnimationDirection::Forward;
    /// The frames listed from `to` down to `from`: Aseprite's ping-pong reverse is a
    /// ping-pong over its frames backwards (3 2 1 0 1 2), the same play order exactly.
    bool backwards = false;
    /// Plays over and over; false: once, holding its last frame (Animation::loop).
    bool loop = true;

    friend bool operator==(const ImportedAnimation &, const ImportedAnimation &) = default;
};

/// What kind of input an import read.
enum class SheetKind {
    Image,         ///< one still image, one frame
    Grid,          ///< one image split by a grid (ImportedSheet::grid)
    Aseprite,      ///< Aseprite's JSON export (hash or array) and the image it names
    TexturePacker, ///< TexturePacker's JSON hash or array and the image it names
    Animated,      ///< an animated GIF, WebP or APNG: FrameRegion::imageIndex per frame
    Sequence,      ///< numbered image files: FrameRegion::imagePath per frame
};

/// Everything an importer found, ready for the document model.
struct ImportedSheet
{
    SheetKind kind = SheetKind::Image;
    QString imagePath; ///< absolute; the image every frame without its own imagePath uses
    QString dataPath;  ///< absolute; the JSON of an atlas, else empty
    /// What was read, absolute: the file or folder importSheet() was given (an image, a
    /// sheet, an atlas JSON, an Aseprite file, a folder); empty for sheets made otherwise.
    QString sourcePath;
    GridSpec grid; ///< SheetKind::Grid only
    QList<ImportedFrame> frames;
    QList<ImportedAnimation> animations;
};

/// The result of one import: a sheet, or why there is none.
struct ImportResult
{
    ImportedSheet sheet;
    QString error;   ///< "<file>: <problem>"; empty on success
    QString warning; ///< set on success when part of the input was left out

    bool ok() const { return error.isEmpty(); }
};

/// An ImportResult that failed with "<file>: <problem>" (native separators).
ImportResult importFailure(const QString &path, const QString &problem);

} // namespace hitbox::model
