#pragma once

#include <QColor>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace hitbox::editor {

/// The side of a checkerboard square on screen, in device-independent pixels.
inline constexpr int checkerScreenSize = 8;

/// Fills `area` with the light and dark squares the editor shows behind transparent
/// pixels: squares of side `cell` in the painter's coordinates, anchored at `origin` so the
/// pattern moves with the picture when it pans; the square at `origin` is light.
void drawCheckerboard(QPainter &painter, const QRectF &area, QPointF origin, qreal cell);

} // namespace hitbox::editor
