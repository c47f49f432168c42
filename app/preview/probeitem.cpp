#include "preview/probeitem.h"

#include "preview/previewstyle.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hitbox::editor {

namespace {

constexpr qreal radius = 7.0; // screen pixels

} // namespace

ProbeItem::ProbeItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void ProbeItem::setProbe(const std::optional<QPointF> &point, bool pixelHit)
{
    prepareGeometryChange();
    m_point = point;
    m_pixelHit = pixelHit;
    update();
}

QRectF ProbeItem::boundingRect() const
{
    if (!m_point)
        return {};
    // Large enough for the crosshair down to 1/16 zoom.
    return QRectF(*m_point - QPointF(400, 400), QSizeF(800, 800));
}

void ProbeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (!m_point)
        return;
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qreal r = radius / (lod > 0 ? lod : 1.0);
    const QPointF c = *m_point;
    painter->setRenderHint(QPainter::Antialiasing);
    for (const auto &[color, width] :
         {std::pair{QColor(0, 0, 0, 170), 3.5}, std::pair{previewstyle::probe, 1.5}}) {
        QPen pen(color, width);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawLine(c - QPointF(2.2 * r, 0), c - QPointF(0.5 * r, 0));
        painter->drawLine(c + QPointF(0.5 * r, 0), c + QPointF(2.2 * r, 0));
        painter->drawLine(c - QPointF(0, 2.2 * r), c - QPointF(0, 0.5 * r));
        painter->drawLine(c + QPointF(0, 0.5 * r), c + QPointF(0, 2.2 * r));
        painter->drawRect(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)));
    }
    if (m_pixelHit) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(previewstyle::pixel);
        painter->drawEllipse(c, 0.35 * r, 0.35 * r);
    }
}

} // namespace hitbox::editor
