#pragma once

#include "model/project.h"

#include <QString>

#include <optional>

namespace hitbox::cli {

/// A sprite's frame named on the command line.
struct FrameReference
{
    const model::Sprite *sprite = nullptr;
    /// The animation named (SPRITE:ANIMATION...), or null.
    const model::Animation *animation = nullptr;
    /// The sprite frame: SPRITE#N is frame N, SPRITE:ANIMATION#N the animation's N-th
    /// frame; 0 without #N. Frames count from 0.
    int frame = 0;
    bool frameGiven = false; ///< a #N was given
};

/// Resolves "SPRITE", "SPRITE#N", "SPRITE:ANIMATION" or "SPRITE:ANIMATION#N" in `project`.
/// A sprite whose whole name matches wins, so names that contain '#' or ':' still work.
/// Returns nullopt and sets `error` ("no sprite named 'x'", "sprite 'x' has 4 frames
/// (0-3), not 7", ...) when nothing matches.
std::optional<FrameReference>
resolveFrameReference(const model::Project &project, const QString &text, QString *error);

} // namespace hitbox::cli
