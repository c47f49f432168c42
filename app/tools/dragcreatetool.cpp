#include "tools/dragcreatetool.h"

#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "document/document.h"
#include "tools/snapping.h"
#include "tools/toolcontext.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainterPath>
#include <QUndoStack>

namespace hitbox::editor {

DragCreateTool::DragCreateTool(Document *document,
                               ToolContext *context,
                               const QString &name,
                               const QIcon &icon,
                               const QKeySequence &shortcut,
                               const QString &toolTip,
                               QObject *parent)
    : AbstractTool(name, icon, shortcut, toolTip, parent)
    , m_document(document)
    , m_context(context)
{
    // A drag in progress belongs to the frame it was started on.
    connect(document, &Document::currentSpriteChanged, this, [this] { cancel(); });
    connect(document, &Document::currentFrameChanged, this, [this] { cancel(); });
    connect(document, &Document::projectReset, this, [this] { cancel(); });
}

void DragCreateTool::activate(CanvasView *view)
{
    AbstractTool::activate(view);
    emit statusMessage(hint());
}

void DragCreateTool::deactivate()
{
    cancel();
    AbstractTool::deactivate();
}

void DragCreateTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !view()
        || !m_document->isValidSprite(m_document->currentSprite()))
        return;
    m_start = snapped(event->scenePos(), m_context->snapMode());
    m_dragging = true;
    view()->spriteScene()->setToolOverlay(outline(m_start, m_start));
}

void DragCreateTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!m_dragging || !view())
        return;
    const QPointF end = snapped(event->scenePos(), m_context->snapMode());
    view()->spriteScene()->setToolOverlay(outline(m_start, end));
}

void DragCreateTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_dragging || !view())
        return;
    const QPointF end = snapped(event->scenePos(), m_context->snapMode());
    const int sprite = m_document->currentSprite();
    cancel();
    if (m_document->isValidSprite(sprite) && create(sprite, m_start, end)) {
        ShapeSelection selection;
        selection.shapes.insert(int(m_document->shapes(sprite).size()) - 1);
        m_document->setSelection(selection);
    } else {
        emit statusMessage(tr("Drag farther: the shape would have no area"));
    }
}

bool DragCreateTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_dragging) {
        cancel();
        return true;
    }
    return false;
}

void DragCreateTool::cancel()
{
    m_dragging = false;
    if (view())
        view()->spriteScene()->setToolOverlay(QPainterPath());
}

} // namespace hitbox::editor
