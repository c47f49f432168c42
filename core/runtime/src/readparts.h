#pragma once

// The parts of the document reader (documentreader.cpp) that read shapes, colours, custom
// properties and roles: shapereader.cpp, propertyreader.cpp and rolereader.cpp. Each throws
// ReadError with the JSON path.

#include "jsoncursor.h"

#include <hitbox/runtime/document.h>

#include <optional>
#include <vector>

namespace hitbox::runtime::detail {

/// The value of a hexadecimal digit (any case), or -1.
int hexDigit(char c);
/// "#rgb" or "#rrggbb".
ColorKey readHexColor(const JsonCursor &r);
/// A colour key object, or empty when the field is missing.
std::optional<ColorKey> readColorKey(const JsonCursor &r);
/// [x, y] within the coordinate range.
collision::Vec2 readPoint(const JsonCursor &r);
/// A shape object of version 2.
Shape readShape(const JsonCursor &r);
/// A version 1 sprite's box, circle and polygons, in that order.
std::vector<Shape> readVersion1Shapes(const JsonCursor &r);
/// The optional "properties" member of a shape, frame, animation or sprite object; empty
/// when absent.
Properties readOptionalProperties(const JsonCursor &object);
/// The "roles" list of version 2.
RoleTable readRoles(const JsonCursor &r);
/// Version 1's roles: the defaults and every role the shapes use, all meeting each other
/// (`where` names the sprites in a message).
RoleTable version1Roles(const std::vector<Sprite> &sprites, const JsonCursor &where);

} // namespace hitbox::runtime::detail
