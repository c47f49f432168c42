#pragma once

#include "icons/iconcanvas.h"

namespace hitbox::editor::icons {

// The File and Edit menus' icons.

void drawNewProject(IconCanvas &c);
void drawOpenProject(IconCanvas &c);
void drawSaveProject(IconCanvas &c);
void drawSaveProjectAs(IconCanvas &c);
void drawAddSprites(IconCanvas &c);
void drawRevert(IconCanvas &c);
void drawExportProject(IconCanvas &c);
void drawImportHitboxes(IconCanvas &c);
void drawReloadSources(IconCanvas &c);

void drawUndo(IconCanvas &c);
void drawRedo(IconCanvas &c);
void drawCopyShapes(IconCanvas &c);
void drawPasteShapes(IconCanvas &c);
void drawApplyShapesToSprites(IconCanvas &c);

} // namespace hitbox::editor::icons
