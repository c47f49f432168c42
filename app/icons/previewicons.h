#pragma once

#include "icons/iconcanvas.h"

namespace hitbox::editor::icons {

// The collision preview's icons.

void drawPreviewMode(IconCanvas &c);
void drawPlay(IconCanvas &c);
void drawPause(IconCanvas &c);
void drawStep(IconCanvas &c);
void drawReset(IconCanvas &c);
void drawSpawnBalls(IconCanvas &c);
void drawContinuous(IconCanvas &c);
void drawBoard(IconCanvas &c);
void drawVelocityArrow(IconCanvas &c);
void drawEventLog(IconCanvas &c);

} // namespace hitbox::editor::icons
