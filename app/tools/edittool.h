#pragma once

#include "canvas/abstracttool.h"
#include "document/spriteshapes.h"
#include "tools/canvashit.h"

#include <hitbox/geometry.h>

#include <QPointF>

#include <optional>

namespace hitbox::editor {

class Document;
class ToolContext;

/// Selects and edits existing shapes: drag polygon vertices (several at once when
/// selected), rubber-band and Shift-click selection, drag whole polygons, the box, the
/// circle and the pivot, resize the box by its 8 handles and the circle by its radius
/// handle, double-click an edge to insert a point, Delete to remove points or shapes,
/// arrow keys to nudge by 1 px (Shift: 10 px). Every drag is one undo step.
class EditTool : public AbstractTool
{
    Q_OBJECT

public:
    EditTool(Document *document, ToolContext *context, QObject *parent = nullptr);

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;
    void activate(CanvasView *view) override;
    void deactivate() override;

private:
    enum class Drag { None, Points, Shapes, BoxHandle, CircleRadius, Pivot, RubberBand };

    CanvasHit hitAt(QPointF scenePos, bool selectedFirst = true) const;
    void startDrag(const CanvasHit &hit, QGraphicsSceneMouseEvent *event);
    void updateDrag(QPointF scenePos);
    void finishRubberBand(QPointF scenePos, bool add);
    void nudge(QPointF delta);
    void removeSelection();
    void describeHover(const CanvasHit &hit);

    Document *m_document;
    ToolContext *m_context;
    Drag m_drag = Drag::None;
    quint64 m_dragId = 0;
    QPointF m_pressPos;  // scene position of the press
    QPointF m_grabStart; // scene position of what was grabbed (vertex, handle...)
    ShapeList m_startShapes;
    int m_dragShape = -1; // the box or circle whose handle is dragged
    QRectF m_startBox;    // scene rect of the box at press
    int m_handle = -1;
    bool m_moved = false; // the pointer moved since the press
    // A press on a selected shape under another drags the selected one; released without
    // moving it is a click, which selects the topmost shape (this hit).
    std::optional<CanvasHit> m_clickSelects;
};

} // namespace hitbox::editor
