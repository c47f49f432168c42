#pragma once

#include <hitbox/geometry.h>

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace hitbox::model {

/// Phaser's `setExistingBody` (`matter.add.sprite(x, y, key, frame, {shape})`) places a
/// sprite's picture by the body's centre of mass: its origin becomes `centerOffset / size`
/// (which lines the picture up with the fixtures), except when the centre of mass sits in
/// the middle of the body's bounds (within 0.0001 of them on both axes: one box, one circle,
/// any symmetric set). Then the origin becomes `render.sprite.offset + 0.5`, and the
/// picture lands centred on the centre of mass, off the fixtures unless they are centred
/// in the frame.
///
/// The body's centre of mass in the fixtures' coordinates (as Matter computes it from the
/// fixtures as PhysicsEditorParser reads them, circles as Matter's polygons) when Phaser
/// takes the centred branch; null in the other branch or when the fixtures have no area.
/// The fixtures must hold numbers where PhysicsEditor's format has them.
std::optional<collision::Vec2> matterCentredMass(const QJsonArray &fixtures);

/// The body's `render.sprite` offsets that make that case line up too: matterCentredMass
/// over the frame's size, minus 0.5. Null when Phaser takes the other branch, which needs
/// no offset, or when the fixtures have no area. An importer undoes the convention with
/// the same two: in the centred branch a fixture point p lands on the picture's pixel
/// p - centre of mass + (offset + 0.5) * size.
std::optional<QJsonObject>
matterRenderOffset(const QJsonArray &fixtures, double frameWidth, double frameHeight);

} // namespace hitbox::model
