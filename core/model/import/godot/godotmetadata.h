#pragma once

#include "model/document/properties.h"
#include "model/import/godot/godotsource.h"

#include <QStringList>

#include <optional>

namespace hitbox::model {

/// A metadata value as a custom property's (what the Godot export writes: String, int,
/// float, bool, Color), or nullopt with `*problem`.
std::optional<PropertyValue> godotMetadataValue(const GodotValue &v, QString *problem);

/// The `metadata/NAME = value` entries of a node's or a resource's properties as custom
/// properties in file order, less the export's own (`reserved`). Each one a document cannot
/// hold is a line "WHERE: metadata/NAME: PROBLEM; left out" appended to `problems`.
Properties godotMetadataProperties(const GodotProperties &properties,
                                   const QStringList &reserved,
                                   const QString &where,
                                   QStringList *problems);

/// The entries of a Dictionary `{"NAME": value, ...}` as custom properties (a frame's, from
/// the export's `hitbox_frame_properties`); problems as for godotMetadataProperties, each
/// naming the entry "WHERE: NAME: PROBLEM; left out". A value that is no Dictionary gives
/// none and one problem.
Properties godotDictionaryProperties(const GodotValue &dictionary,
                                     const QString &where,
                                     QStringList *problems);

} // namespace hitbox::model
