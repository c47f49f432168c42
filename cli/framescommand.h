#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// `hitbox-cli frames DOC SPRITE_A[:ANIMATION] SPRITE_B [--a ...] [--b ...]
/// [--roles A_ROLE,B_ROLE] [--json]`: the hit timeline. One row per frame of A (the
/// animation's frames in play order, or every frame of the sprite) against B (SPRITE_B may
/// name a frame as in collide), with every tier's verdict and the pipeline's: the frames on
/// which A's shapes meet B's. Returns 0 when it ran, 2 with one line on `err` for bad
/// arguments, an unreadable document or image, or an unknown sprite, animation or frame.
int runFrames(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the frames command.
QString framesUsage();

} // namespace hitbox::cli
