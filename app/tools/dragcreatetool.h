#pragma once

#include "canvas/abstracttool.h"

#include <QPointF>

class QPainterPath;

namespace hitbox::editor {

class Document;
class ToolContext;

/// Base of the tools that draw a new shape by dragging (boxes, circles): press where it
/// starts, drag, release to add it as one undo step; Esc cancels the drag. Points snap per
/// the tool bar's snap mode. Any number of shapes may be drawn on a frame.
class DragCreateTool : public AbstractTool
{
    Q_OBJECT

public:
    DragCreateTool(Document *document,
                   ToolContext *context,
                   const QString &name,
                   const QIcon &icon,
                   const QKeySequence &shortcut,
                   const QString &toolTip,
                   QObject *parent = nullptr);

    void activate(CanvasView *view) override;
    void deactivate() override;
    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;
    Qt::CursorShape cursor() const override { return Qt::CrossCursor; }

protected:
    /// The outline of the shape dragged from `start` to `end` (scene coordinates).
    virtual QPainterPath outline(QPointF start, QPointF end) const = 0;
    /// Adds the shape dragged from `start` to `end` to the current frame; false when it
    /// would have no area (nothing is added).
    virtual bool create(int sprite, QPointF start, QPointF end) = 0;
    /// The status bar hint while the tool is active.
    virtual QString hint() const = 0;

    Document *document() const { return m_document; }

private:
    void cancel();

    Document *m_document;
    ToolContext *m_context;
    QPointF m_start;
    bool m_dragging = false;
};

} // namespace hitbox::editor
