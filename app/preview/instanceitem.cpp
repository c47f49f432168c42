#include "instanceitem.h"

#include "previewstyle.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace hitbox::editor {
namespace {

constexpr qreal missingSize = 32.0;

} // namespace

InstanceItem::InstanceItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void InstanceItem::setImage(const QPixmap &pixmap, const QTransform &imageToWorld)
{
    if (pixmap.cacheKey() != m_pixmap.cacheKey() || pixmap.isNull() != m_pixmap.isNull()) {
        prepareGeometryChange();
        m_pixmap = pixmap;
    }
    setTransform(imageToWorld);
}

QRectF InstanceItem::boundingRect() const
{
    if (m_pixmap.isNull())
        return {-missingSize / 2, -missingSize / 2, missingSize, missingSize};
    return {QPointF(0, 0), m_pixmap.deviceIndependentSize()};
}

void InstanceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_pixmap.isNull()) {
        QPen pen(style::invalid, 0);
        painter->setPen(pen);
        const QRectF r = boundingRect();
        painter->drawRect(r);
        painter->drawLine(r.topLeft(), r.bottomRight());
        painter->drawLine(r.topRight(), r.bottomLeft());
        return;
    }
    // Crisp pixels when enlarged, smooth when shrunk (many small balls).
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::SmoothPixmapTransform, lod < 0.99);
    painter->drawPixmap(QPointF(0, 0), m_pixmap);
}

} // namespace hitbox::editor
