#pragma once

#include <hitbox/geometry.h>

#include <QList>
#include <QSize>
#include <QString>

#include <optional>

namespace hitbox::model {

/// A custom property of a Tiled tileset, tile or object, as text.
struct TiledSourceProperty
{
    QString name;
    QString type; ///< "string", "bool", "float", "int", "color", "file", "object", "class"
    QString value;
};

/// One object of a tile's collision group, in tile pixels (y down, origin = the tile's
/// top-left), as Tiled stores it.
struct TiledSourceObject
{
    enum class Kind { Rectangle, Ellipse, Polygon, Polyline, Point, Text, Tile };
    Kind kind = Kind::Rectangle;
    int id = 0;
    QString name;
    QString type; ///< `type` (Tiled 1.8) or `class` (1.9 and later)
    double x = 0.0;
    double y = 0.0;
    double width = 0.0;
    double height = 0.0;
    double rotation = 0.0;         ///< degrees, clockwise, about (x, y)
    QList<collision::Vec2> points; ///< polygons and polylines: relative to (x, y)
    QList<TiledSourceProperty> properties;
};

/// A step of a tile animation.
struct TiledSourceStep
{
    int tileId = 0;
    int durationMs = 0;
};

/// One tile that carries something: its own image (image collections), properties,
/// collision objects or an animation.
struct TiledSourceTile
{
    int id = 0;
    QString imagePath; ///< absolute; image collections only
    QSize imageSize;   ///< image collections, when the file states it
    QString type;      ///< `type` or `class`
    QList<TiledSourceProperty> properties;
    QList<TiledSourceObject> objects;
    QList<TiledSourceStep> animation;
};

/// A Tiled tileset (TSX or TSJ) as read, before it becomes a sprite.
struct TiledSource
{
    QString path; ///< the file read
    QString name;
    QSize tileSize;
    int tileCount = 0;
    int columns = 0; ///< 0 for an image collection
    int margin = 0;
    int spacing = 0;
    QString imagePath; ///< absolute; sheets only
    QSize imageSize;   ///< sheets only, when the file states it
    QList<TiledSourceProperty> properties;
    QList<TiledSourceTile> tiles; ///< in file order
};

/// Most tiles, objects per tile and points per object a tileset may bring: beyond them
/// the file is refused (the frame limit of a sprite, and room for any drawn outline).
inline constexpr int maxTiledObjectsPerTile = 10000;
inline constexpr int maxTiledPointsPerObject = 1000000;

/// Reads a TSX (XML) or TSJ (JSON) tileset. Empty with `*error` ("<file>: <problem>") when
/// the file is not a tileset or breaks its rules or the limits.
std::optional<TiledSource> readTiledTileset(const QString &path, QString *error);

/// True when `head` (a file's first 64 KiB) looks like a Tiled tileset: an XML document
/// whose root is <tileset>, or a JSON object with a "tileheight" or "tilecount" (a Tiled
/// map has them too; readTiledTileset then refuses it for its "type").
bool looksLikeTiledTileset(const QByteArray &head);

} // namespace hitbox::model
