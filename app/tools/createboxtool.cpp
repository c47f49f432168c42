#include "tools/createboxtool.h"

#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "commands/shapecommands.h"
#include "document/document.h"
#include "icons/icons.h"

#include <QLineF>
#include <QPainterPath>
#include <QUndoStack>

namespace hitbox::editor {

CreateBoxTool::CreateBoxTool(Document *document, ToolContext *context, QObject *parent)
    : DragCreateTool(document,
                     context,
                     tr("Draw Box"),
                     editor::icon(Icon::AddReducedBox),
                     QKeySequence(Qt::Key_B),
                     tr("Draw a box by dragging from corner to corner; any number per frame (B)"),
                     parent)
{}

QPainterPath CreateBoxTool::outline(QPointF start, QPointF end) const
{
    QPainterPath path;
    path.addRect(QRectF(start, end).normalized());
    return path;
}

bool CreateBoxTool::create(int sprite, QPointF start, QPointF end)
{
    const QRectF r = QRectF(start, end).normalized();
    if (r.width() <= 0.0 || r.height() <= 0.0)
        return false;
    const collision::Vec2 topLeft = view()->spriteScene()->toLocal(r.topLeft());
    document()->undoStack()->push(new AddBox(
            document(), sprite, collision::Rect{topLeft.x, topLeft.y, r.width(), r.height()}));
    return true;
}

QString CreateBoxTool::hint() const
{
    return tr("Drag from one corner of the box to the opposite one; Esc cancels");
}

} // namespace hitbox::editor
