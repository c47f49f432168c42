#pragma once

#include "model/document/sprite.h"
#include "model/io/jsonreader.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace hitbox::model {

/// Reads a point [x, y] (finite, within maxCoordinate).
collision::Vec2 readPoint(const JsonReader &r);

/// A point as the JSON array [x, y].
QJsonArray pointToJson(collision::Vec2 p);

/// Reads one shape of format version 2: {"type": "box" | "circle" | "polygon", "name",
/// "role", "sensor", and the kind's fields} (see docs/format.md).
Shape readShape(const JsonReader &r);

/// One shape as format version 2 writes it.
QJsonObject shapeToJson(const Shape &shape);

/// Reads a "shapes" array of version-2 shapes.
QList<Shape> readShapeList(const JsonReader &array);

/// The version-2 "shapes" array.
QJsonArray shapeListToJson(const QList<Shape> &shapes);

/// Reads version 1's "box", "circle" and "polygons" fields of an object as shapes: the box
/// first, then the circle, then the polygons. The box and the circle, and polygons without
/// a role, get defaultRoleName().
QList<Shape> readVersion1Shapes(const JsonReader &object);

/// The clipboard form of some shapes: {"format": "hitbox-shapes", "version": 2, "shapes":
/// [...]}.
QByteArray serializeShapes(const QList<Shape> &shapes);

/// Largest clipboard content parseShapes() reads (4 MiB, some 100,000 points): parsing
/// JSON costs about 50 times its size in memory, and anything may be on the clipboard.
inline constexpr qsizetype maxShapesBytes = qsizetype(4) << 20;

/// Parses the clipboard form (version 2, or version 1's box/circle/polygons fields). On
/// failure (not shapes, larger than maxShapesBytes, out of memory) returns nullopt and sets
/// `error`; never throws.
std::optional<QList<Shape>> parseShapes(const QByteArray &bytes, QString *error);

/// MIME type of copied shapes.
inline constexpr char shapesMimeType[] = "application/x-hitbox-shapes";

} // namespace hitbox::model
