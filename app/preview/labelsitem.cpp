#include "preview/labelsitem.h"

#include "preview/previewstyle.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

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
    // (arrangedTags) as high as there are tags, or moved left of the rotate handle.
    m_bounds = bounds.adjusted(-1200, -200 - 200 * qreal(m_labels.size()), 1200, 16);
    update();
}

void LabelsItem::setObstacle(const QRectF &sceneRect)
{
    if (sceneRect == m_obstacle)
        return;
    m_obstacle = sceneRect;
    update();
}

QList<QRectF> LabelsItem::arrangedTags(const QList<QRectF> &boxes, const QList<QRectF> &obstacles)
{
    constexpr qreal gap = 1.0;
    const auto covers = [&](const QRectF &box) {
        return std::any_of(obstacles.cbegin(), obstacles.cend(), [&](const QRectF &o) {
            return box.intersects(o);
        });
    };
    QList<QRectF> placed = obstacles;
    placed.reserve(obstacles.size() + boxes.size());
    for (QRectF box : boxes) {
        for (const QRectF &obstacle : obstacles) {
            if (!box.intersects(obstacle))
                continue;
            QRectF left = box;
            left.moveRight(obstacle.left() - gap);
            if (!covers(left))
                box = left;
            break;
        }
        // Each move goes above a placed tag or an obstacle, so the tag only rises and this
        // ends.
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
    return placed.mid(obstacles.size());
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
    boxes = arrangedTags(boxes,
                         m_obstacle.isNull() ? QList<QRectF>{}
                                             : QList<QRectF>{world.mapRect(m_obstacle)});
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
