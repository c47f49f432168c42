#pragma once

// How the engines' files name custom properties (properties.h): Tiled's type names and the
// property and metadata names the Tiled and Godot exports write for themselves (so a custom
// property may not take them, and an import reads them as ours, not as custom properties).

#include "model/document/properties.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace hitbox::model {

/// Tiled's name of a property type: "string", "int", "float" (a number), "bool", "color".
QString tiledPropertyTypeName(PropertyType type);

/// The type Tiled names `name` (tiledPropertyTypeName), or nullopt: Tiled's "file",
/// "object" and "class" properties have no type here.
std::optional<PropertyType> propertyTypeFromTiledName(const QString &name);

/// The Tiled export's own property of an object: "sensor".
bool isTiledObjectPropertyName(const QString &name);
/// The Tiled export's own properties of a tile: "pivot_x", "pivot_y".
bool isTiledTilePropertyName(const QString &name);
/// The Tiled export's own properties of a tileset: "animation NAME" (a flag a reader looks
/// for, so taken whether written or not).
bool isTiledTilesetPropertyName(const QString &name);
/// The prefix of those: "animation ".
QString tiledAnimationPropertyPrefix();

/// The metadata the Godot export writes on a shape's node: hitbox_shape, hitbox_frame,
/// hitbox_sensor.
const QStringList &godotShapeMetadataNames();
/// The metadata the Godot export writes on the root node: hitbox_sprite, hitbox_mirrored,
/// hitbox_frame_properties (the frames' custom properties, keyed by frame).
const QStringList &godotRootMetadataNames();

} // namespace hitbox::model
