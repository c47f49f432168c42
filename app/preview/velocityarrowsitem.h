#pragma once

#include <QGraphicsItem>
#include <QLineF>
#include <QList>

namespace hitbox::editor {

/// The velocity of every moving instance as an arrow from its pivot; the arrow's length
/// is the distance covered in previewstyle::arrowSeconds.
class VelocityArrowsItem : public QGraphicsItem
{
public:
    VelocityArrowsItem();

    /// One line per moving instance, from the pivot to the arrow's tip.
    void setArrows(const QList<QLineF> &arrows);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    QList<QLineF> m_arrows;
    QRectF m_bounds;
};

} // namespace hitbox::editor
