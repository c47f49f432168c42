#include "preview/instancehandles.h"

#include "base/canvasstyle.h"
#include "base/qtgeometry.h"
#include "preview/previewstyle.h"

#include <hitbox/geometry.h>

#include <QLineF>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

// Screen pixels from the top edge to the rotation handle, and of the velocity stub.
constexpr qreal rotateDistance = 28.0;
constexpr qreal velocityStub = 26.0;

} // namespace

InstanceHandles handlesFor(const hc::Collider &c, hc::Vec2 velocity, qreal pixelSize)
{
    InstanceHandles h;
    const QTransform m = toQt(hc::imageToWorld(c.transform));
    const QRectF image(0, 0, c.width, c.height);
    h.outline = m.map(QPolygonF(image));
    h.pivot = toQt(c.transform.position);
    h.rotateStem = m.map(QPointF(c.width / 2, 0));
    const QPointF center = m.map(image.center());
    QLineF up(center, h.rotateStem);
    if (up.length() <= 0)
        up = QLineF(center, center + QPointF(0, -1)); // an empty image: straight up
    up.setLength(1.0);
    h.rotate = h.rotateStem + (up.p2() - up.p1()) * (rotateDistance * pixelSize);
    h.scale = m.map(image.bottomRight());
    h.hasVelocity = velocity.x != 0.0 || velocity.y != 0.0;
    h.velocity = h.hasVelocity ? h.pivot + toQt(velocity) * previewstyle::arrowSeconds
                               : h.pivot + QPointF(velocityStub * pixelSize, 0);
    return h;
}

InstanceHandle handleAt(const InstanceHandles &handles, QPointF scenePos, qreal pixelSize)
{
    const qreal grab = (style::grabDistance + style::handleSize / 2) * pixelSize;
    const auto near = [&](QPointF p) { return QLineF(p, scenePos).length() <= grab; };
    if (near(handles.velocity))
        return InstanceHandle::Velocity;
    if (near(handles.rotate))
        return InstanceHandle::Rotate;
    if (near(handles.scale))
        return InstanceHandle::Scale;
    return InstanceHandle::None;
}

} // namespace hitbox::editor
