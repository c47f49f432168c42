#pragma once

#include <hitbox/mask.h>

#include <QImage>
#include <QPainterPath>

namespace hitbox::editor {

/// The border between solid and clear pixels (and the mask's outside, which is clear)
/// as axis-aligned segments on pixel corners, each one maximal run of unit edges:
/// exactly the outline of what the pixel tier treats as solid.
QPainterPath solidOutlinePath(const collision::Mask &mask);

} // namespace hitbox::editor
