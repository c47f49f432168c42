#pragma once

#include <hitbox/tiers.h>

#include <QString>

namespace hitbox::model {

/// A tier's name as text ("aabb", "box", "circle", "armature", "pixel"): the one
/// conversion the editor, the CLI and the file format share.
QString tierText(collision::Tier tier);

/// A verdict as text ("hit", "miss", "n/a", "not run").
QString verdictText(collision::Verdict verdict);

} // namespace hitbox::model
