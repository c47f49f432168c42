#pragma once

#include "icons/iconcanvas.h"

namespace hitbox::editor::icons {

// The shapes editor's icons: tools, shapes, snapping, view and pivot presets.

void drawEditShapes(IconCanvas &c);
void drawDrawPolygon(IconCanvas &c);

void drawAddReducedBox(IconCanvas &c);
void drawAddCircle(IconCanvas &c);
void drawDeleteShape(IconCanvas &c);

void drawSnapPixelCorners(IconCanvas &c);
void drawSnapPixelCenters(IconCanvas &c);
void drawSnapOff(IconCanvas &c);

void drawZoomIn(IconCanvas &c);
void drawZoomOut(IconCanvas &c);
void drawZoomFit(IconCanvas &c);
void drawZoomActual(IconCanvas &c);
void drawPixelGrid(IconCanvas &c);
void drawSolidOverlay(IconCanvas &c);

/// The sprite's frame with the pivot marker of the canvas (a circle with a cross) at
/// `pivot`: the three pivot preset icons.
void pivotFrame(IconCanvas &c, P pivot);

} // namespace hitbox::editor::icons
