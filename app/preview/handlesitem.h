#pragma once

#include "preview/instancehandles.h"

#include <QGraphicsItem>

#include <optional>

namespace hitbox::editor {

/// The selected instance's outline, pivot and handles: rotate (on a stem above the top
/// edge), scale (bottom-right corner) and velocity (the arrow's tip, or a stub to drag
/// one out).
class HandlesItem : public QGraphicsItem
{
public:
    HandlesItem();

    /// The handles to draw, or none.
    void setHandles(const std::optional<InstanceHandles> &handles, qreal pixelSize);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    std::optional<InstanceHandles> m_handles;
    qreal m_pixelSize = 1.0;
    QRectF m_bounds;
};

} // namespace hitbox::editor
