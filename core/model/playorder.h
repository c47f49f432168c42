#pragma once

#include "sprite.h"

#include <QList>

namespace hitbox::model {

/// The frames animation `animation` (an index into sprite.animations) shows in one cycle, in
/// play order: reversed for Reverse, and for PingPong forward then back without repeating
/// the ends (frames 0 1 2 play 0 1 2 1, then again from 0). Frames outside the sprite are
/// skipped; an animation left without frames plays every frame in its direction, and an
/// index naming no animation plays every frame forward. The editor's frame player order.
QList<int> animationPlayOrder(const Sprite &sprite, int animation);

} // namespace hitbox::model
