#pragma once

#include "jsonreader.h"
#include "sprite.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace hitbox::model {

/// Reads a point [x, y] (finite, within maxCoordinate).
collision::Vec2 readPoint(const JsonReader &r);

/// A point as the JSON array [x, y].
QJsonArray pointToJson(collision::Vec2 p);

/// Reads the optional "box", "circle" and "polygons" fields of an object into the
/// sprite's shapes (the document format; see docs/format.md).
void readShapes(const JsonReader &object, Sprite &sprite);

/// Writes the sprite's shapes as "box", "circle" (when present) and "polygons".
void writeShapes(const Sprite &sprite, QJsonObject &object);

/// The clipboard form of some shapes: {"format": "hitbox-shapes", "version": 1, ...}
/// with the same fields as a sprite of the document format.
QByteArray serializeShapes(const Sprite &shapes);

/// Largest clipboard content parseShapes() reads (4 MiB, some 100,000 points): parsing
/// JSON costs about 50 times its size in memory, and anything may be on the clipboard.
inline constexpr qsizetype maxShapesBytes = qsizetype(4) << 20;

/// Parses the clipboard form; the result carries only shapes. On failure (not shapes,
/// larger than maxShapesBytes, out of memory) returns nullopt and sets `error`; never
/// throws.
std::optional<Sprite> parseShapes(const QByteArray &bytes, QString *error);

/// MIME type of copied shapes.
inline constexpr char shapesMimeType[] = "application/x-hitbox-shapes";

} // namespace hitbox::model
