#pragma once

#include <hitbox/collider.h>
#include <hitbox/geometry.h>

#include <QPointF>
#include <QPolygonF>

namespace hitbox::editor {

/// Which handle of the selected instance is under the cursor.
enum class InstanceHandle {
    None,
    Rotate,   ///< drag to turn about the pivot
    Scale,    ///< drag to scale about the pivot
    Velocity, ///< drag to set the velocity (the arrow's tip)
};

/// Where the handles of a placed instance are, in scene coordinates, for drawing and for
/// hit testing alike. Handles keep their screen size: `pixelSize` is scene units per
/// screen pixel.
struct InstanceHandles
{
    QPolygonF outline;        ///< the placed image rectangle
    QPointF pivot;            ///< the pivot (the instance's position)
    QPointF rotateStem;       ///< middle of the image's top edge
    QPointF rotate;           ///< rotation handle, beyond the top edge
    QPointF scale;            ///< scale handle, the image's bottom-right corner
    QPointF velocity;         ///< the velocity arrow's tip, or a stub to drag one out
    bool hasVelocity = false; ///< the instance moves (else `velocity` is the stub)
};

/// The handles of an instance placed by `c` moving at `velocity` (pixels per second).
InstanceHandles handlesFor(const collision::Collider &c, collision::Vec2 velocity, qreal pixelSize);

/// The handle within grab distance of `scenePos`, velocity first, then rotate, scale.
InstanceHandle handleAt(const InstanceHandles &handles, QPointF scenePos, qreal pixelSize);

} // namespace hitbox::editor
