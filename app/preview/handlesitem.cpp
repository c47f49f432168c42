#include "preview/handlesitem.h"

#include "base/canvasstyle.h"
#include "preview/previewstyle.h"

#include <QPainter>

namespace hitbox::editor {

HandlesItem::HandlesItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void HandlesItem::setHandles(const std::optional<InstanceHandles> &handles, qreal pixelSize)
{
    prepareGeometryChange();
    m_handles = handles;
    m_pixelSize = pixelSize;
    m_bounds = {};
    if (m_handles) {
        const qreal margin = 2 * style::handleSize * pixelSize;
        QRectF r = m_handles->outline.boundingRect();
        for (const QPointF &p : {m_handles->rotate, m_handles->scale, m_handles->velocity})
            r |= QRectF(p, p);
        m_bounds = r.adjusted(-margin, -margin, margin, margin);
    }
    update();
}

void HandlesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_handles)
        return;
    const InstanceHandles &h = *m_handles;
    const qreal px = m_pixelSize;
    const qreal half = style::handleSize / 2 * px;
    painter->setRenderHint(QPainter::Antialiasing);

    // Outline: white dashes over a dark line, readable on any background.
    QPen dark(QColor(0, 0, 0, 150), 2.5);
    dark.setCosmetic(true);
    QPen light(previewstyle::handle, 1.0, Qt::DashLine);
    light.setCosmetic(true);
    painter->setBrush(Qt::NoBrush);
    for (const QPen &pen : {dark, light}) {
        painter->setPen(pen);
        painter->drawPolygon(h.outline);
        painter->drawLine(h.rotateStem, h.rotate);
    }

    QPen solid(QColor(0, 0, 0, 200), 1.0);
    solid.setCosmetic(true);
    painter->setPen(solid);
    // Rotate: a round handle; scale: a square one; velocity: a diamond.
    painter->setBrush(previewstyle::handle);
    painter->drawEllipse(h.rotate, half * 1.1, half * 1.1);
    painter->drawRect(QRectF(h.scale - QPointF(half, half), QSizeF(2 * half, 2 * half)));
    painter->setBrush(h.hasVelocity ? previewstyle::velocity : QColor(0, 0, 0, 0));
    QPen velocityPen(previewstyle::velocity, h.hasVelocity ? 1.0 : 1.5);
    velocityPen.setCosmetic(true);
    painter->setPen(h.hasVelocity ? solid : velocityPen);
    const QPointF v = h.velocity;
    const qreal d = half * 1.3;
    painter->drawPolygon(QPolygonF{
            v + QPointF(0, -d), v + QPointF(d, 0), v + QPointF(0, d), v + QPointF(-d, 0)});
    if (!h.hasVelocity) {
        QPen stub(previewstyle::velocity, 1.0, Qt::DotLine);
        stub.setCosmetic(true);
        painter->setPen(stub);
        painter->drawLine(h.pivot, v - QPointF(d, 0));
    }

    // Pivot: a small cross in the canvas's pivot colour.
    QPen pivotPen(style::pivot, 2.0);
    pivotPen.setCosmetic(true);
    painter->setPen(pivotPen);
    painter->drawLine(h.pivot - QPointF(half, 0), h.pivot + QPointF(half, 0));
    painter->drawLine(h.pivot - QPointF(0, half), h.pivot + QPointF(0, half));
}

} // namespace hitbox::editor
