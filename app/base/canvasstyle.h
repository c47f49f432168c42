#pragma once

#include <QColor>

namespace hitbox::editor::style {

// One place for the canvas colours and sizes, so every item looks like one family.

inline const QColor background(43, 45, 49);
inline const QColor checkerLight(204, 204, 204);
inline const QColor checkerDark(170, 170, 170);
inline const QColor pixelGrid(0, 0, 0, 60);
inline const QColor imageFrame(255, 255, 255, 70);

inline const QColor box(61, 139, 253);
inline const QColor circle(47, 191, 113);
inline const QColor polygon(255, 159, 26);
inline const QColor invalid(255, 77, 79);
inline const QColor selected(255, 255, 255);
inline const QColor pivot(235, 60, 170);
inline const QColor solidOverlay(0, 220, 255, 22);
inline const QColor solidOutline(0, 200, 255, 230);
inline const QColor solidBounds(255, 214, 10);
inline const QColor rubberBand(61, 139, 253, 60);
/// Onion skin tints, as in Aseprite: the previous frame reddish, the next one bluish.
inline const QColor onionPrevious(255, 70, 70);
inline const QColor onionNext(60, 150, 255);
/// Alpha of the tint laid over an onion skin image (0..255).
inline constexpr int onionTintAlpha = 150;

/// Fill alpha of shapes (0..255).
inline constexpr int shapeFillAlpha = 18;
/// Outline width in screen pixels.
inline constexpr qreal outlineWidth = 1.5;
/// Width, in screen pixels, of the contrasting halo under a shape's outline, so that an
/// outline stays visible on art of its own colour.
inline constexpr qreal haloWidth = outlineWidth + 2.5;
/// Alpha of the halo (0..255).
inline constexpr int haloAlpha = 190;
/// Radius, in screen pixels, of the vertex dots of an unselected polygon.
inline constexpr qreal vertexDotRadius = 1.5;
/// Side of a square handle in screen pixels.
inline constexpr qreal handleSize = 8.0;
/// How close (screen pixels) the cursor must be to grab a handle or an edge.
inline constexpr qreal grabDistance = 6.0;

} // namespace hitbox::editor::style
