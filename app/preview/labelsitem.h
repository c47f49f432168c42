#pragma once

#include <QGraphicsItem>
#include <QList>
#include <QPointF>
#include <QString>

namespace hitbox::editor {

/// Small name tags ("ship #1") at the top-left of each instance, so the rows of the
/// results and the event log can be found on the canvas. The scene shows them only for
/// scenes with few instances.
class LabelsItem : public QGraphicsItem
{
public:
    struct Label
    {
        QPointF at; ///< scene position of the tag's bottom-left corner
        QString text;
    };

    LabelsItem();

    void setLabels(const QList<Label> &labels);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QList<Label> m_labels;
    QRectF m_bounds;
};

} // namespace hitbox::editor
