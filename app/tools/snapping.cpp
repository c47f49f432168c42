#include "tools/snapping.h"

#include <cmath>

namespace hitbox::editor {

qreal snapped(qreal value, SnapMode mode)
{
    switch (mode) {
    case SnapMode::PixelCorners:
        return std::round(value);
    case SnapMode::PixelCenters:
        return std::floor(value) + 0.5;
    case SnapMode::Off:
        break;
    }
    return value;
}

QPointF snapped(QPointF scenePos, SnapMode mode)
{
    return {snapped(scenePos.x(), mode), snapped(scenePos.y(), mode)};
}

QPointF snappedDelta(QPointF delta, SnapMode mode)
{
    if (mode == SnapMode::Off)
        return delta;
    return {std::round(delta.x()), std::round(delta.y())};
}

} // namespace hitbox::editor
