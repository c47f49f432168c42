#pragma once

#include "model/export/exporter.h"

#include <hitbox/shapes.h>

#include <QSet>

namespace hitbox::model {

/// A frame as exporters see it: its sizes and pivot resolved, its shapes filtered by the
/// options' roles and, for a mirrored copy, flipped about the pivot.
struct ExportFrame
{
    int spriteIndex = 0;
    int frameIndex = 0;
    const Sprite *sprite = nullptr;
    const Frame *frame = nullptr;
    QString imagePath;       ///< the image the frame is cut from (its size is read)
    QSize imageSize;         ///< the whole source image the frame is cut from
    QSize frameSize;         ///< the untrimmed frame
    collision::Vec2 pivot;   ///< in untrimmed-frame pixels (top-left origin, y down)
    QList<Shape> shapes;     ///< relative to the pivot, y down, as in the document
    QList<int> shapeIndices; ///< each shape's index in frame->shapes (for names)
    /// A mirrored copy: the picture flipped in its frame (x -> width - x), its pivot and
    /// shapes with it (pivot.x is width - the sprite's pivot x; shapes are flipped in x
    /// about the pivot). Engines draw it flipped in place (Phaser's setFlipX, libGDX's
    /// Sprite.flip, Godot's flip_h).
    bool mirrored = false;
    QString key; ///< the name it is exported under (exportSprites)
};

/// A sprite chosen for export, with the frames to write.
struct ExportSprite
{
    int spriteIndex = 0;
    const Sprite *sprite = nullptr;
    QString name; ///< the sprite's name, "_flipped" added for a mirrored copy
    bool mirrored = false;
    QList<ExportFrame> frames; ///< frame 0 only unless options.allFrames
};

/// The sprites (by options.sprites, in document order, each followed by its mirrored copy
/// when options.mirrored) and frames to export. Problems: unknown sprite or role names in
/// the options, images whose size cannot be read.
/// Each frame's key, the one name engines look a frame up by (Phaser's body key, libGDX's
/// body name, Spine's slot prefix), is the frame's own name from its atlas ("idle:0";
/// "_flipped" added for a mirrored copy) when no other exported frame would have the same
/// key; otherwise, and for a frame without a name, the sprite's export name for a sprite of
/// one frame, else "<name>#<N>" with N the frame's index from 0 (as in `hitbox-cli collide
/// SPRITE#N`). A clash left (a sprite named "a#1" beside the second frame of "a") is the
/// exporter's to report, as before frames had names.
QList<ExportSprite> exportSprites(const ExportSource &source,
                                  const ExportOptions &options,
                                  QList<ExportProblem> *problems);

/// Where a shape is, in problems: sprites[1] "ship", frame #2, polygon 1 "hull".
QString exportShapeWhere(const ExportFrame &frame, int shapeListIndex);

/// Convex pieces of a polygon shape (holes allowed) of at most `maxVertices` vertices,
/// counter-clockwise in math axes with y down as in the document (clockwise on screen).
/// Adds a problem naming the shape when the polygon is not valid or cannot be cut.
QList<collision::Polygon> exportConvexPieces(const ExportFrame &frame,
                                             int shapeListIndex,
                                             int maxVertices,
                                             QList<ExportProblem> *problems);

/// `base`, or the first of "base_2", "base_3", ... not in `taken` (compared after
/// `fold`, e.g. to lower case for case-insensitive file systems); the result's folded
/// form is added to `taken`.
QString takeUniqueName(const QString &base,
                       QSet<QString> &taken,
                       QString (*fold)(const QString &) = nullptr);

/// The problem of a custom property that `format`'s export cannot write at `where` because
/// the export writes a property of that name there itself (Tiled's "sensor" on an object).
ExportProblem
reservedPropertyProblem(const QString &where, const QString &name, const QString &format);

} // namespace hitbox::model
