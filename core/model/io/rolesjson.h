#pragma once

#include "model/document/roles.h"
#include "model/io/jsonreader.h"

#include <QColor>
#include <QJsonArray>

namespace hitbox::model {

/// Reads a colour written "#rgb" or "#rrggbb" (roles, colour keys). Throws JsonError
/// with the path of the value for anything else.
QColor readHexColor(const JsonReader &colorValue);

/// Reads the document's "roles" list: names unique and not empty, at most maxRoles,
/// `collidesWith` naming roles of the list; without any "image" field the body role is
/// bound to the image, without any "frameData" field the roles named "hitbox" and
/// "hurtbox" count as such (docs/format.md). Throws JsonError with the path of the
/// offending value.
RoleTable readRoles(const JsonReader &roles);

/// The "roles" list of a document; "image" and "frameData" are written for every role
/// unless they are what a list without them reads as.
QJsonArray rolesToJson(const RoleTable &table);

} // namespace hitbox::model
