#include "preview/velocityarrowsitem.h"

#include "preview/previewstyle.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hitbox::editor {

namespace {

constexpr qreal headLength = 9.0; // screen pixels

} // namespace

VelocityArrowsItem::VelocityArrowsItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);
}

void VelocityArrowsItem::setArrows(const QList<QLineF> &arrows)
{
    prepareGeometryChange();
    m_arrows = arrows;
    QRectF bounds;
    for (const QLineF &a : m_arrows)
        bounds |= QRectF(a.p1(), a.p2()).normalized();
    m_bounds = bounds.adjusted(-64, -64, 64, 64);
    update();
}

void VelocityArrowsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qreal px = lod > 0 ? 1.0 / lod : 1.0;
    painter->setRenderHint(QPainter::Antialiasing);
    QPen pen(previewstyle::velocity, 1.5);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(previewstyle::velocity);
    for (const QLineF &a : m_arrows) {
        if (!QRectF(a.p1(), a.p2())
                     .normalized()
                     .adjusted(-1, -1, 1, 1)
                     .intersects(option->exposedRect))
            continue;
        painter->drawLine(a);
        if (a.length() < 2 * headLength * px)
            continue;
        // The head: two sides 25 degrees off the shaft, headLength screen pixels long.
        QLineF side(a.p2(), a.p1());
        side.setLength(headLength * px);
        QLineF left = side;
        left.setAngle(side.angle() + 25);
        QLineF right = side;
        right.setAngle(side.angle() - 25);
        painter->drawPolygon(QPolygonF{a.p2(), left.p2(), right.p2()});
    }
}

} // namespace hitbox::editor
