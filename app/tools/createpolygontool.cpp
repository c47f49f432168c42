#include "tools/createpolygontool.h"

#include <algorithm>

#include "base/canvasstyle.h"
#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "commands/shapecommands.h"
#include "document/document.h"
#include "icons/icons.h"
#include "tools/toolcontext.h"

#include "model/evaluate/newshape.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QLineF>
#include <QUndoStack>

namespace hitbox::editor {

CreatePolygonTool::CreatePolygonTool(Document *document, ToolContext *context, QObject *parent)
    : AbstractTool(tr("Draw Polygon"),
                   editor::icon(Icon::DrawPolygon),
                   QKeySequence(Qt::Key_P),
                   tr("Draw an armature polygon: click to add points, Enter or a click on the "
                      "first point closes it (P)"),
                   parent)
    , m_document(document)
    , m_context(context)
{
    // A polygon in progress belongs to the sprite it was started on.
    connect(document, &Document::currentSpriteChanged, this, [this] { cancel(); });
    connect(document, &Document::projectReset, this, [this] { cancel(); });
}

void CreatePolygonTool::activate(CanvasView *view)
{
    AbstractTool::activate(view);
    emit statusMessage(tr("Click to add points; Enter, double-click or clicking the first point "
                          "closes the polygon; Backspace removes the last point; Esc cancels"));
}

void CreatePolygonTool::deactivate()
{
    cancel();
    AbstractTool::deactivate();
}

bool CreatePolygonTool::nearFirstPoint(QPointF scenePos) const
{
    if (m_points.size() < 3 || !view())
        return false;
    return QLineF(m_points.first(), scenePos).length()
           <= style::grabDistance * view()->sceneUnitsPerPixel();
}

void CreatePolygonTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !view()
        || !m_document->isValidSprite(m_document->currentSprite()))
        return;
    if (nearFirstPoint(event->scenePos())) {
        close();
        return;
    }
    const QPointF p = snapped(event->scenePos(), m_context->snapMode());
    if (!m_points.isEmpty() && m_points.last() == p)
        return; // no repeated points
    m_points.append(p);
    updatePreview();
}

void CreatePolygonTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    m_cursor = snapped(event->scenePos(), m_context->snapMode());
    m_hasCursor = true;
    if (!m_points.isEmpty())
        updatePreview();
}

void CreatePolygonTool::mouseReleased(QGraphicsSceneMouseEvent *) {}

void CreatePolygonTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !m_points.isEmpty())
        close();
}

bool CreatePolygonTool::keyPressed(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        close();
        return true;
    case Qt::Key_Backspace:
        if (m_points.isEmpty())
            return false;
        m_points.removeLast();
        updatePreview();
        return true;
    case Qt::Key_Escape:
        if (m_points.isEmpty())
            return false;
        cancel();
        return true;
    default:
        return false;
    }
}

void CreatePolygonTool::close()
{
    const int sprite = m_document->currentSprite();
    if (m_points.size() < 3 || !view() || !m_document->isValidSprite(sprite)) {
        emit statusMessage(tr("A polygon needs at least 3 points"));
        return;
    }
    SpriteScene *scene = view()->spriteScene();
    model::Shape shape = model::newShape(
            m_document->shapes(sprite), model::ShapeKind::Polygon, model::ShapeOrigin::Drawn);
    for (const QPointF p : m_points)
        shape.polygon.points.push_back(scene->toLocal(p));
    m_document->undoStack()->push(new AddPolygon(m_document, sprite, shape));
    ShapeSelection selection;
    selection.shapes.insert(int(m_document->shapes(sprite).size()) - 1);
    m_document->setSelection(selection);
    m_points.clear();
    updatePreview();
}

void CreatePolygonTool::cancel()
{
    m_points.clear();
    updatePreview();
}

void CreatePolygonTool::updatePreview()
{
    if (!view())
        return;
    QPainterPath path;
    if (!m_points.isEmpty()) {
        path.moveTo(m_points.first());
        for (qsizetype i = 1; i < m_points.size(); ++i)
            path.lineTo(m_points[i]);
        if (m_hasCursor)
            path.lineTo(m_cursor);
        // Small squares on the placed points; a bigger one on the first, which closes.
        const qreal s = style::handleSize * view()->sceneUnitsPerPixel();
        for (qsizetype i = 0; i < m_points.size(); ++i) {
            const qreal half = (i == 0 ? s : s * 0.7) / 2.0;
            path.addRect(QRectF(m_points[i] - QPointF(half, half), QSizeF(2 * half, 2 * half)));
        }
    }
    view()->spriteScene()->setToolOverlay(path);
}

} // namespace hitbox::editor
