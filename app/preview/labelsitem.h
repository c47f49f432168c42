#pragma once

#include <QGraphicsItem>
#include <QList>
#include <QPointF>
#include <QRectF>
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
    /// A scene rectangle no tag may cover (the selected instance's rotate handle and its
    /// stem); null for none.
    void setObstacle(const QRectF &sceneRect);

    /// Where tags with the screen boxes `boxes` are drawn: in order, a tag that would cover
    /// one of `obstacles` moves left of it (or, when that still covers one, up above it),
    /// and each tag that would cover a tag placed before it or an obstacle moves up above
    /// that one (instances close together, as a fighter and the dummy it hits, would
    /// otherwise hide each other's names).
    static QList<QRectF> arrangedTags(const QList<QRectF> &boxes,
                                      const QList<QRectF> &obstacles = {});

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QList<Label> m_labels;
    QRectF m_bounds;
    QRectF m_obstacle;
};

} // namespace hitbox::editor
