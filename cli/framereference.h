#pragma once

#include "model/document/project.h"

#include <QString>

#include <optional>

namespace hitbox::cli {

/// A sprite's frame named on the command line.
struct FrameReference
{
    const model::Sprite *sprite = nullptr;
    /// The animation named (SPRITE:ANIMATION...), or null.
    const model::Animation *animation = nullptr;
    /// The name the animation was found by (model::uniqueAnimationNames), or empty.
    QString animationName;
    /// The sprite frame: SPRITE#N is frame N, SPRITE:ANIMATION#N the frame the animation
    /// shows at step N of its play order (model::playSequence); without #N frame 0, or
    /// the animation's first in play order. Frames and steps count from 0.
    int frame = 0;
    bool frameGiven = false; ///< a #N was given
};

/// Resolves a reference to a frame of `project`, "SPRITE", "SPRITE#N", "SPRITE:ANIMATION"
/// or "SPRITE:ANIMATION#N", so that every sprite and animation name can be written:
/// - a backslash makes the ':', '#' or '\' after it part of a name ("a\:b" is the name
///   "a:b"); before any other character it is kept as it is;
/// - a trailing "#N" (N a whole number, the '#' not escaped) is read as a frame number
///   first, and as part of the name when that reading gives no frame;
/// - the sprite is the longest sprite name before an unescaped ':' that gives a frame with
///   the animation after that ':' (animations by model::uniqueAnimationNames, so the
///   second of two tags "fall" is "fall_2").
/// Returns nullopt and sets `error` to the first reason a reading failed ("no sprite named
/// 'x'", "sprite 'x' has 4 frame(s) (#0-#3), not #7", ...) when none gives a frame.
std::optional<FrameReference>
resolveFrameReference(const model::Project &project, const QString &text, QString *error);

} // namespace hitbox::cli
