#pragma once

#include "canvas/abstracttool.h"

#include <QList>
#include <QPointF>

namespace hitbox::editor {

class Document;
class ToolContext;

/// Draws a new armature polygon: click to add points, Backspace removes the last,
/// Enter, a double-click or a click on the first point closes it, Esc cancels. Points
/// snap per the tool bar's snap mode. A closed polygon is one undo step.
class CreatePolygonTool : public AbstractTool
{
    Q_OBJECT

public:
    CreatePolygonTool(Document *document, ToolContext *context, QObject *parent = nullptr);

    void activate(CanvasView *view) override;
    void deactivate() override;
    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClicked(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;
    Qt::CursorShape cursor() const override { return Qt::CrossCursor; }

    /// Points placed so far (scene coordinates).
    const QList<QPointF> &points() const { return m_points; }

private:
    void close();
    void cancel();
    void updatePreview();
    bool nearFirstPoint(QPointF scenePos) const;

    Document *m_document;
    ToolContext *m_context;
    QList<QPointF> m_points;
    QPointF m_cursor;
    bool m_hasCursor = false;
};

} // namespace hitbox::editor
