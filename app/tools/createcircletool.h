#pragma once

#include "tools/dragcreatetool.h"

namespace hitbox::editor {

/// Draws a circle by dragging from its centre outwards (C).
class CreateCircleTool : public DragCreateTool
{
    Q_OBJECT

public:
    CreateCircleTool(Document *document, ToolContext *context, QObject *parent = nullptr);

protected:
    QPainterPath outline(QPointF start, QPointF end) const override;
    bool create(int sprite, QPointF start, QPointF end) override;
    QString hint() const override;
};

} // namespace hitbox::editor
