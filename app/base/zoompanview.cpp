#include "base/zoompanview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace hitbox::editor {

ZoomPanView::ZoomPanView(QGraphicsScene *scene, qreal minZoom, qreal maxZoom, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_minZoom(minZoom)
    , m_maxZoom(maxZoom)
{
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::NoDrag);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setFrameShape(QFrame::NoFrame);
}

void ZoomPanView::setZoom(qreal zoom, QPoint anchor)
{
    zoom = std::clamp(zoom, m_minZoom, m_maxZoom);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    if (anchor.x() < 0)
        anchor = viewport()->rect().center();
    const QPointF sceneAnchor = mapToScene(anchor);
    m_zoom = zoom;
    setTransform(QTransform::fromScale(zoom, zoom));
    // Keep the scene point under the anchor where it was.
    const QPointF moved = mapFromScene(sceneAnchor);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value()
                                    + int(std::round(moved.x() - anchor.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value()
                                  + int(std::round(moved.y() - anchor.y())));
    zoomApplied();
    emit zoomChanged(m_zoom);
}

bool ZoomPanView::panPress(QMouseEvent *event)
{
    if (event->button() != Qt::MiddleButton
        && !(event->button() == Qt::LeftButton && m_spaceHeld)) {
        return false;
    }
    m_panning = true;
    m_panLast = event->position().toPoint();
    viewport()->setCursor(Qt::ClosedHandCursor);
    event->accept();
    return true;
}

bool ZoomPanView::panMove(QMouseEvent *event)
{
    if (!m_panning)
        return false;
    const QPoint now = event->position().toPoint();
    const QPoint d = now - m_panLast;
    m_panLast = now;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
    event->accept();
    return true;
}

bool ZoomPanView::panRelease(QMouseEvent *event)
{
    if (!m_panning || (event->button() != Qt::MiddleButton && event->button() != Qt::LeftButton)) {
        return false;
    }
    m_panning = false;
    restoreCursor(mapToScene(event->position().toPoint()));
    event->accept();
    return true;
}

bool ZoomPanView::spacePress(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Space || event->isAutoRepeat())
        return false;
    m_spaceHeld = true;
    viewport()->setCursor(Qt::OpenHandCursor);
    event->accept();
    return true;
}

bool ZoomPanView::spaceRelease(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Space || event->isAutoRepeat())
        return false;
    m_spaceHeld = false;
    if (!m_panning)
        restoreCursor(mapToScene(viewport()->mapFromGlobal(QCursor::pos())));
    event->accept();
    return true;
}

void ZoomPanView::focusOutEvent(QFocusEvent *event)
{
    m_spaceHeld = false;
    QGraphicsView::focusOutEvent(event);
}

} // namespace hitbox::editor
