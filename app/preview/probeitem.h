#pragma once

#include <QGraphicsItem>

#include <optional>

namespace hitbox::editor {

/// The point probe (Ctrl+click): a crosshair on the tested point, filled when the point
/// hits some instance's solid pixels.
class ProbeItem : public QGraphicsItem
{
public:
    ProbeItem();

    void setProbe(const std::optional<QPointF> &point, bool pixelHit);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    std::optional<QPointF> m_point;
    bool m_pixelHit = false;
};

} // namespace hitbox::editor
