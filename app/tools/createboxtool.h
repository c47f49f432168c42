#pragma once

#include "tools/dragcreatetool.h"

namespace hitbox::editor {

/// Draws a box by dragging from one corner to the opposite one (B).
class CreateBoxTool : public DragCreateTool
{
    Q_OBJECT

public:
    CreateBoxTool(Document *document, ToolContext *context, QObject *parent = nullptr);

protected:
    QPainterPath outline(QPointF start, QPointF end) const override;
    bool create(int sprite, QPointF start, QPointF end) override;
    QString hint() const override;
};

} // namespace hitbox::editor
