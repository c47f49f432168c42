#include "tools/edittool.h"

#include "base/canvasstyle.h"
#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "commands/shapecommands.h"
#include "commands/spritecommands.h"
#include "document/document.h"
#include "document/polygonvertices.h"
#include "icons/icons.h"
#include "tools/toolcontext.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QLineF>
#include <QUndoStack>

namespace hitbox::editor {
namespace {

collision::Vec2 toVec(QPointF p)
{
    return {p.x(), p.y()};
}

Qt::CursorShape cursorForHandle(int handle)
{
    switch (handle) {
    case 0:
    case 4:
        return Qt::SizeFDiagCursor;
    case 2:
    case 6:
        return Qt::SizeBDiagCursor;
    case 1:
    case 5:
        return Qt::SizeVerCursor;
    default:
        return Qt::SizeHorCursor;
    }
}

// The box rectangle after dragging handle `handle` to `pos`, normalised.
QRectF resizedBox(QRectF r, int handle, QPointF pos)
{
    if (handle == 0 || handle == 6 || handle == 7)
        r.setLeft(pos.x());
    if (handle == 2 || handle == 3 || handle == 4)
        r.setRight(pos.x());
    if (handle == 0 || handle == 1 || handle == 2)
        r.setTop(pos.y());
    if (handle == 4 || handle == 5 || handle == 6)
        r.setBottom(pos.y());
    return r.normalized();
}

} // namespace

EditTool::EditTool(Document *document, ToolContext *context, QObject *parent)
    : AbstractTool(tr("Edit Shapes"),
                   editor::icon(Icon::EditShapes),
                   QKeySequence(Qt::Key_E),
                   tr("Select, move and reshape polygons, boxes, circles and the pivot (E)"),
                   parent)
    , m_document(document)
    , m_context(context)
{}

CanvasHit EditTool::hitAt(QPointF scenePos, bool selectedFirst) const
{
    return hitTest(m_document,
                   view()->spriteScene(),
                   scenePos,
                   style::grabDistance * view()->sceneUnitsPerPixel(),
                   selectedFirst);
}

void EditTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !view()
        || !m_document->isValidSprite(m_document->currentSprite()))
        return;
    // Shift+click toggles the shape on top; a plain press grabs a selected shape first.
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const CanvasHit topmost = hitAt(event->scenePos(), false);
    const CanvasHit hit = shift ? topmost : hitAt(event->scenePos());
    m_clickSelects.reset();
    if (topmost.kind != hit.kind || topmost.shape != hit.shape)
        m_clickSelects = topmost;
    startDrag(hit, event);
}

void EditTool::startDrag(const CanvasHit &hit, QGraphicsSceneMouseEvent *event)
{
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const int sprite = m_document->currentSprite();
    ShapeSelection selection = m_document->selection();
    m_pressPos = event->scenePos();
    m_grabStart = hit.point;
    m_startShapes = m_document->shapes(sprite);
    m_dragShape = hit.shape;
    m_dragId = m_context->nextDragId();
    m_drag = Drag::None;
    m_moved = false;

    // Toggles a shape in the selection (Shift) or selects only it, unless it already is.
    const auto pick = [&](auto isSelected, auto select) {
        if (shift) {
            select(!isSelected());
            return false;
        }
        if (!isSelected()) {
            selection = {};
            select(true);
        }
        return true;
    };

    switch (hit.kind) {
    case CanvasHit::Vertex: {
        const std::pair<int, int> key{hit.shape, hit.vertex};
        if (pick([&] { return selection.points.contains(key); },
                 [&](bool on) {
                     on ? void(selection.points.insert(key)) : void(selection.points.remove(key));
                 }))
            m_drag = Drag::Points;
        break;
    }
    case CanvasHit::BoxHandle: {
        const collision::Rect &b = m_startShapes[hit.shape].box;
        m_startBox = QRectF(view()->spriteScene()->toScene({b.x, b.y}), QSizeF(b.w, b.h));
        m_handle = hit.handle;
        m_drag = Drag::BoxHandle;
        break;
    }
    case CanvasHit::CircleRadius:
        m_drag = Drag::CircleRadius;
        break;
    case CanvasHit::Pivot:
        m_drag = Drag::Pivot;
        break;
    case CanvasHit::Edge:
    case CanvasHit::Polygon:
    case CanvasHit::CircleCenter:
    case CanvasHit::Circle:
    case CanvasHit::Box:
        if (pick([&] { return selection.shapes.contains(hit.shape); },
                 [&](bool on) {
                     on ? void(selection.shapes.insert(hit.shape))
                        : void(selection.shapes.remove(hit.shape));
                 }))
            m_drag = Drag::Shapes;
        break;
    case CanvasHit::None:
        if (!shift)
            selection = {};
        m_drag = Drag::RubberBand;
        break;
    }
    m_document->setSelection(selection);
}

void EditTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!view())
        return;
    if (m_drag == Drag::None) {
        describeHover(hitAt(event->scenePos()));
        return;
    }
    updateDrag(event->scenePos());
}

void EditTool::updateDrag(QPointF scenePos)
{
    const int sprite = m_document->currentSprite();
    if (!m_document->isValidSprite(sprite))
        return;
    SpriteScene *scene = view()->spriteScene();
    const SnapMode snap = m_context->snapMode();
    const QPointF raw = scenePos - m_pressPos;
    QUndoStack *stack = m_document->undoStack();
    const ShapeSelection &selection = m_document->selection();
    m_moved = m_moved || scenePos != m_pressPos;

    switch (m_drag) {
    case Drag::Points: {
        // The grabbed vertex snaps; the other selected points follow by the same delta.
        const QPointF d = snapped(m_grabStart + raw, snap) - m_grabStart;
        stack->push(new MovePolygonPoints(
                m_document, sprite, movedPoints(m_startShapes, selection, toVec(d)), m_dragId));
        break;
    }
    case Drag::Shapes: {
        const collision::Vec2 d = toVec(snappedDelta(raw, snap));
        stack->push(new MoveShapes(
                m_document, sprite, movedShapes(m_startShapes, selection, d), m_dragId));
        break;
    }
    case Drag::BoxHandle: {
        const QRectF r = resizedBox(m_startBox, m_handle, snapped(scenePos, snap));
        const collision::Vec2 topLeft = scene->toLocal(r.topLeft());
        stack->push(new SetBox(m_document,
                               sprite,
                               m_dragShape,
                               collision::Rect{topLeft.x, topLeft.y, r.width(), r.height()},
                               m_dragId));
        break;
    }
    case Drag::CircleRadius: {
        collision::Circle circle = m_startShapes[m_dragShape].circle;
        qreal r = QLineF(scene->toScene(circle.center), scenePos).length();
        if (snap != SnapMode::Off)
            r = std::round(r);
        circle.radius = r;
        stack->push(new SetCircle(m_document, sprite, m_dragShape, circle, m_dragId));
        break;
    }
    case Drag::Pivot: {
        const QPointF pivot = snapped(m_grabStart + raw, snap);
        stack->push(new SetPivot(m_document, sprite, toVec(pivot), m_dragId));
        break;
    }
    case Drag::RubberBand:
        scene->setToolOverlay(QPainterPath(), QRectF(m_pressPos, scenePos));
        break;
    case Drag::None:
        break;
    }
}

void EditTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !view())
        return;
    if (m_drag == Drag::RubberBand)
        finishRubberBand(event->scenePos(), event->modifiers() & Qt::ShiftModifier);
    if (m_clickSelects && !m_moved) {
        ShapeSelection selection;
        if (m_clickSelects->shape >= 0)
            selection.shapes.insert(m_clickSelects->shape);
        m_document->setSelection(selection);
    }
    m_clickSelects.reset();
    m_drag = Drag::None;
}

void EditTool::finishRubberBand(QPointF scenePos, bool add)
{
    SpriteScene *scene = view()->spriteScene();
    scene->setToolOverlay(QPainterPath());
    const QRectF band = QRectF(m_pressPos, scenePos).normalized();
    if (band.width() < view()->sceneUnitsPerPixel() && band.height() < view()->sceneUnitsPerPixel())
        return; // a plain click on empty canvas: the selection was already cleared
    ShapeSelection selection = add ? m_document->selection() : ShapeSelection{};
    const QList<model::Shape> &shapes = m_document->shapes(m_document->currentSprite());
    for (int p = 0; p < shapes.size(); ++p) {
        if (!shapes[p].isPolygon())
            continue;
        for (int loop = 0, v = 0; loop < shapeLoopCount(shapes[p]); ++loop) {
            for (const collision::Vec2 point : shapeLoop(shapes[p], loop).points) {
                if (band.contains(scene->toScene(point)))
                    selection.points.insert({p, v});
                ++v;
            }
        }
    }
    m_document->setSelection(selection);
}

void EditTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !view())
        return;
    const CanvasHit hit = hitAt(event->scenePos());
    if (hit.kind != CanvasHit::Edge)
        return;
    const int sprite = m_document->currentSprite();
    SpriteScene *scene = view()->spriteScene();
    const collision::Vec2 local = scene->toLocal(snapped(hit.point, m_context->snapMode()));
    m_document->undoStack()->push(
            new InsertPolygonPoint(m_document, sprite, hit.shape, hit.vertex + 1, local));
    ShapeSelection selection;
    selection.points.insert({hit.shape, hit.vertex + 1});
    m_document->setSelection(selection);
    m_drag = Drag::None;
}

bool EditTool::keyPressed(QKeyEvent *event)
{
    const qreal step = (event->modifiers() & Qt::ShiftModifier) ? 10.0 : 1.0;
    switch (event->key()) {
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        removeSelection();
        return true;
    case Qt::Key_Left:
        nudge({-step, 0});
        return true;
    case Qt::Key_Right:
        nudge({step, 0});
        return true;
    case Qt::Key_Up:
        nudge({0, -step});
        return true;
    case Qt::Key_Down:
        nudge({0, step});
        return true;
    case Qt::Key_Escape:
        m_document->setSelection({});
        return true;
    default:
        return false;
    }
}

void EditTool::nudge(QPointF delta)
{
    const int sprite = m_document->currentSprite();
    if (!m_document->isValidSprite(sprite))
        return;
    const ShapeSelection &selection = m_document->selection();
    const collision::Vec2 d = toVec(delta);
    const ShapeList shapes = m_document->shapes(sprite);
    const quint64 dragId = m_context->nextDragId();
    QUndoStack *stack = m_document->undoStack();
    if (!selection.points.isEmpty())
        stack->push(new MovePolygonPoints(
                m_document, sprite, movedPoints(shapes, selection, d), dragId));
    else if (!selection.isEmpty())
        stack->push(new MoveShapes(m_document, sprite, movedShapes(shapes, selection, d), dragId));
}

void EditTool::removeSelection()
{
    const int sprite = m_document->currentSprite();
    if (!m_document->isValidSprite(sprite))
        return;
    const ShapeSelection selection = m_document->selection();
    if (!selection.points.isEmpty())
        m_document->undoStack()->push(
                new RemovePolygonPoints(m_document, sprite, selection.points));
    else if (!selection.isEmpty())
        m_document->undoStack()->push(new RemoveShapes(m_document, sprite, selection));
    m_document->setSelection({});
}

void EditTool::describeHover(const CanvasHit &hit)
{
    Qt::CursorShape cursor = Qt::ArrowCursor;
    QString message;
    switch (hit.kind) {
    case CanvasHit::Vertex:
        cursor = Qt::PointingHandCursor;
        message = tr("Drag to move the point; Shift+click adds it to the selection");
        break;
    case CanvasHit::BoxHandle:
        cursor = cursorForHandle(hit.handle);
        message = tr("Drag to resize the box");
        break;
    case CanvasHit::CircleRadius:
        cursor = Qt::SizeHorCursor;
        message = tr("Drag to change the circle's radius");
        break;
    case CanvasHit::Pivot:
        cursor = Qt::SizeAllCursor;
        message = tr("Drag to move the pivot; shapes stay where they are on the image");
        break;
    case CanvasHit::Edge:
        cursor = Qt::SizeAllCursor;
        message = tr("Drag to move the polygon; double-click to insert a point");
        break;
    case CanvasHit::Polygon:
    case CanvasHit::Circle:
    case CanvasHit::CircleCenter:
    case CanvasHit::Box:
        cursor = Qt::SizeAllCursor;
        message = tr("Drag to move; Shift+click to add to the selection");
        break;
    case CanvasHit::None:
        message = tr("Drag to select points; Delete removes them, arrow keys nudge");
        break;
    }
    view()->viewport()->setCursor(cursor);
    emit statusMessage(message);
}

void EditTool::activate(CanvasView *view)
{
    AbstractTool::activate(view);
    emit statusMessage(tr("Click a shape to select it, drag to move; drag empty canvas to select "
                          "points"));
}

void EditTool::deactivate()
{
    if (view())
        view()->spriteScene()->setToolOverlay(QPainterPath());
    m_drag = Drag::None;
    AbstractTool::deactivate();
}

} // namespace hitbox::editor
