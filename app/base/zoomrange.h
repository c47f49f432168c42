#pragma once

#include <QtGlobal>

namespace hitbox::editor {

/// The zoom range of every picture the editor lets you zoom (the canvas, the Trace
/// dialog's preview): from 1/16 to 6400 %.
inline constexpr qreal minZoom = 1.0 / 16.0;
inline constexpr qreal maxZoom = 64.0;

} // namespace hitbox::editor
