#pragma once

#include "model/document/properties.h"
#include "model/io/jsonreader.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hitbox::model {

/// Reads a "properties" array: [{"name": "damage", "type": "int", "value": 12}, ...] with
/// the types of propertyTypeName(). Throws JsonError naming the offending value's path for
/// an empty or repeated name, an unknown type, a value that is not of its type (an int out
/// of range, a colour not written "#rrggbb" or "#aarrggbb"), more than
/// maxPropertiesPerOwner.
Properties readProperties(const JsonReader &array);

/// A value as documents write it: a string, a whole number, a number, true or false, or
/// a colour "#aarrggbb" (propertyColorText).
QJsonValue propertyValueToJson(const PropertyValue &value);

/// The "properties" array readProperties() reads.
QJsonArray propertiesToJson(const Properties &properties);

/// Reads the optional "properties" member of an object; empty when absent.
Properties readOptionalProperties(const JsonReader &object);

/// Sets the "properties" member of `object`, or leaves it out when there are none (so
/// documents without properties are written as before).
void writeOptionalProperties(const Properties &properties, QJsonObject &object);

} // namespace hitbox::model
