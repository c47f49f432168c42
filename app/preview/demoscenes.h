#pragma once

#include "model/document/previewscene.h"

#include <hitbox/geometry.h>

namespace hitbox::editor {

class Document;

/// The first sprite named `name` (case-insensitive), -1 when there is none.
int spriteNamed(const Document &document, const QString &name);

/// The sprite named `name` (case-insensitive), else the current sprite, else the first;
/// -1 in a project without sprites.
int demoSprite(const Document &document, const QString &name);

/// The size (larger side, px) of the quick gun's bullet made from another sprite when the
/// project has no "bullet": small, so that one play step jumps over the thin wall.
inline constexpr double quickGunBulletSide = 6.0;

/// `scene` with `count` instances of `sprite` added as bouncing balls: laid out on a grid
/// over the board (scaled down so they fit with room to move), each with a random
/// direction and a speed of 60 to 200 px/s (a fixed seed, so the same call gives the
/// same balls).
model::PreviewScene withBalls(Document &document,
                              model::PreviewScene scene,
                              int sprite,
                              const collision::Rect &board,
                              int count);

/// The seeds' "quick gun": a small bullet fired at high speed at a thin wall. Between two
/// play steps the bullet moves further than the bullet and the wall are wide together,
/// and it starts where the discrete steps jump over the wall: with continuous detection
/// off it passes through, with it on the swept test stops it. Uses the sprites named
/// "bullet" (else the current sprite scaled down to quickGunBulletSide) and "wall" (else
/// a stretched sprite); the play tier becomes
/// aabb and only the aabb and pixel tiers are shown. Keeps the other settings of
/// `settings`.
model::PreviewScene quickGunScene(Document &document,
                                  const model::PreviewScene &settings,
                                  const collision::Rect &board);

} // namespace hitbox::editor
