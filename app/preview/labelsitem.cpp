#include "preview/labelsitem.h"

#include "preview/previewstyle.h"

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
    // Tags are drawn at screen size; this margin covers them down to 1/8 zoom, stacked
    // (arrangedTags) as high as there are tags.
    m_bounds = bounds.adjusted(-16, -200 - 200 * qreal(m_labels.size()), 1200, 16);
    update();
}

QList<QRectF> LabelsItem::arrangedTags(const QList<QRectF> &boxes)
{
    constexpr qreal gap = 1.0;
    QList<QRectF> placed;
    placed.reserve(boxes.size());
    for (QRectF box : boxes) {
        // Each move goes above a placed tag, so the tag only rises and this ends.
        for (bool moved = true; moved;) {
            moved = false;
            for (const QRectF &other : std::as_const(placed)) {
                if (box.intersects(other)) {
                    box.moveBottom(other.top() - gap);
                    moved = true;
                }
            }
        }
        placed << box;
    }
    return placed;
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
    QList<QRectF> boxes;
    for (const Label &l : m_labels) {
        const QPointF at = world.map(l.at);
        boxes << QRectF(at.x(),
                        at.y() - metrics.height() - 3,
                        metrics.horizontalAdvance(l.text) + 8,
                        metrics.height() + 2);
    }
    boxes = arrangedTags(boxes);
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        const Label &l = m_labels[i];
        const QRectF &box = boxes[i];
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(20, 22, 26, 170));
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(previewstyle::label);
        painter->drawText(box, Qt::AlignCenter, l.text);
    }
    painter->restore();
}

} // namespace hitbox::editor
