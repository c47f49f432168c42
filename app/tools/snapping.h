#pragma once

#include <QPointF>

namespace hitbox::editor {

/// Where dragged and placed points land, in image pixel coordinates.
enum class SnapMode {
    PixelCorners, ///< whole numbers: the corners between pixels (default)
    PixelCenters, ///< n + 0.5: the centres of pixels
    Off,          ///< anywhere
};

/// One coordinate snapped.
qreal snapped(qreal value, SnapMode mode);

/// A scene (image pixel) point snapped.
QPointF snapped(QPointF scenePos, SnapMode mode);

/// A drag delta snapped so that snapped points stay snapped: whole pixels unless off.
QPointF snappedDelta(QPointF delta, SnapMode mode);

} // namespace hitbox::editor
