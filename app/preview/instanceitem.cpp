#include "preview/instanceitem.h"

#include "preview/previewstyle.h"

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

QRectF InstanceItem::imageRect(const QPixmap &pixmap)
{
    if (pixmap.isNull())
        return {-missingSize / 2, -missingSize / 2, missingSize, missingSize};
    return {QPointF(0, 0), pixmap.deviceIndependentSize()};
}

void InstanceItem::paintMissing(QPainter *painter)
{
    QPen pen(style::invalid, 0);
    painter->setPen(pen);
    const QRectF r = imageRect({});
    painter->drawRect(r);
    painter->drawLine(r.topLeft(), r.bottomRight());
    painter->drawLine(r.topRight(), r.bottomLeft());
}

QRectF InstanceItem::boundingRect() const
{
    return imageRect(m_pixmap);
}

void InstanceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_pixmap.isNull()) {
        paintMissing(painter);
        return;
    }
    // Crisp pixels when enlarged, smooth when shrunk (many small balls).
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    m_cache.draw(painter, m_pixmap, lod < 0.99);
}

} // namespace hitbox::editor
