#include "tools/createcircletool.h"

#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "commands/shapecommands.h"
#include "document/document.h"
#include "icons/icons.h"

#include <QLineF>
#include <QPainterPath>
#include <QUndoStack>

namespace hitbox::editor {

CreateCircleTool::CreateCircleTool(Document *document, ToolContext *context, QObject *parent)
    : DragCreateTool(document,
                     context,
                     tr("Draw Circle"),
                     editor::icon(Icon::AddCircle),
                     QKeySequence(Qt::Key_C),
                     tr("Draw a circle by dragging from its centre outwards; any number per "
                        "frame (C)"),
                     parent)
{}

QPainterPath CreateCircleTool::outline(QPointF start, QPointF end) const
{
    const qreal r = QLineF(start, end).length();
    QPainterPath path;
    path.addEllipse(start, r, r);
    path.moveTo(start);
    path.lineTo(end);
    return path;
}

bool CreateCircleTool::create(int sprite, QPointF start, QPointF end)
{
    const qreal r = QLineF(start, end).length();
    if (r <= 0.0)
        return false;
    document()->undoStack()->push(new AddCircle(
            document(), sprite, collision::Circle{view()->spriteScene()->toLocal(start), r}));
    return true;
}

QString CreateCircleTool::hint() const
{
    return tr("Press at the circle's centre and drag out to its radius; Esc cancels");
}

} // namespace hitbox::editor
