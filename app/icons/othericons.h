#pragma once

#include "icons/iconcanvas.h"

namespace hitbox::editor::icons {

// The tracing icons, the warning sign and the application icon.

void drawTraceAlpha(IconCanvas &c);
void drawFitBox(IconCanvas &c);
void drawFitCircle(IconCanvas &c);

void drawWarning(IconCanvas &c);

/// A dark tile like the canvas, a pixel-art sprite, its polygon armature and reduced box.
void drawApplicationIcon(IconCanvas &c);

} // namespace hitbox::editor::icons
