#pragma once

#include "model/export/exportframes.h"

#include <QImage>

namespace hitbox::model {

/// A property of a Tiled tileset, tile or object: the exporter's own (a tile's pivot_x,
/// an object's sensor) and the document's custom properties, as Tiled writes them.
struct TiledProperty
{
    QString name;
    QString type; ///< Tiled's type: "string", "int", "float", "bool" or "color"
    QString value;
};

/// One collision object of a tile, in tile pixels (y down, origin = the tile's top-left).
struct TiledObject
{
    enum class Kind { Rectangle, Ellipse, Polygon };
    Kind kind = Kind::Rectangle;
    int id = 0; ///< 1..n in each tile
    QString name;
    QString type; ///< the shape's role
    double x = 0.0;
    double y = 0.0;
    double width = 0.0;            ///< rectangles and ellipses
    double height = 0.0;           ///< rectangles and ellipses
    QList<collision::Vec2> points; ///< polygons: relative to (x, y)
    QList<TiledProperty> properties;
};

/// A step of a tile animation.
struct TiledAnimationFrame
{
    int tileId = 0;
    int durationMs = 0;
};

/// One tile: a frame of the sprite.
struct TiledTile
{
    int id = 0;
    QString imageSource; ///< image collections: relative to the tileset's folder
    QSize imageSize;     ///< image collections
    QList<TiledProperty> properties;
    QList<TiledObject> objects;
    QList<TiledAnimationFrame> animation;
};

/// A PNG the tileset refers to, written next to it.
struct TiledImageFile
{
    QString relativePath;
    QImage image;
};

/// A Tiled tileset built from one exported sprite, ready to be written as TSX or JSON.
struct TiledTileset
{
    QString name;
    QSize tileSize; ///< a sheet's cell; an image collection's largest frame
    int tileCount = 0;
    int columns = 0; ///< 0 for an image collection
    int margin = 0;
    int spacing = 0;
    QString imageSource; ///< sheets: the sprite's image, relative to the tileset's folder
    QSize imageSize;     ///< sheets
    QList<TiledProperty> properties;
    QList<TiledTile> tiles; ///< in id order; only tiles that carry something
    QList<TiledImageFile> images;
    int shapeCount = 0;
    int pieceCount = 0;
};

/// The tileset of `sprite`. `fileBase` is the tileset's file name without suffix (extra
/// PNGs are named after it); `outputFolder` is where it goes (image paths are made
/// relative to it). Shapes', frames' and the sprite's custom properties go on the objects,
/// tiles and the tileset. Problems: holes that cannot be cut into pieces, frame images that
/// cannot be read, custom properties named like the exporter's own.
TiledTileset tiledTileset(const ExportSprite &sprite,
                          const ExportOptions &options,
                          const QString &fileBase,
                          const QString &outputFolder,
                          QList<ExportProblem> *problems);

} // namespace hitbox::model
