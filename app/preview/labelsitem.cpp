#include "labelsitem.h"

#include "previewstyle.h"

#include <QFontMetricsF>
#include <QPainter>

namespace hitbox::editor {

LabelsItem::LabelsItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void LabelsItem::setLabels(const QList<Label> &labels)
{
    prepareGeometryChange();
    m_labels = labels;
    QRectF bounds;
    for (const Label &l : m_labels)
        bounds |= QRectF(l.at, l.at);
    // Tags are drawn at screen size; this margin covers them down to 1/8 zoom.
    m_bounds = bounds.adjusted(-16, -200, 1200, 16);
    update();
}

void LabelsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    QFont font = painter->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    const QFontMetricsF metrics(font);
    const QTransform world = painter->worldTransform();
    painter->save();
    painter->resetTransform();
    painter->setFont(font);
    for (const Label &l : m_labels) {
        const QPointF at = world.map(l.at);
        const QRectF box(at.x(),
                         at.y() - metrics.height() - 3,
                         metrics.horizontalAdvance(l.text) + 8,
                         metrics.height() + 2);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(20, 22, 26, 170));
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(previewstyle::label);
        painter->drawText(box, Qt::AlignCenter, l.text);
    }
    painter->restore();
}

} // namespace hitbox::editor
