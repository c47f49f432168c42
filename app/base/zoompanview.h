#pragma once

#include <QGraphicsView>

namespace hitbox::editor {

/// A QGraphicsView with the zoom and pan both editor canvases share: a zoom factor
/// clamped to a range and applied around an anchor point, and panning by middle drag or
/// Space + left drag. Subclasses call the pan handlers first from their own mouse and
/// key events, and say which cursor to show when panning ends.
class ZoomPanView : public QGraphicsView
{
    Q_OBJECT

public:
    /// Current zoom, 1.0 = 100% (one scene unit per screen pixel).
    qreal zoom() const { return m_zoom; }
    /// Sets the zoom, clamped to the view's range, keeping `anchor` (view coordinates;
    /// the viewport's centre by default) over the same scene point.
    void setZoom(qreal zoom, QPoint anchor = QPoint(-1, -1));

signals:
    void zoomChanged(qreal zoom);

protected:
    ZoomPanView(QGraphicsScene *scene, qreal minZoom, qreal maxZoom, QWidget *parent);

    /// Called after the zoom changed, before zoomChanged is emitted.
    virtual void zoomApplied() {}
    /// The cursor to show once panning ends or Space is released.
    virtual void restoreCursor(QPointF scenePos) = 0;

    bool isPanning() const { return m_panning; }
    bool isSpaceHeld() const { return m_spaceHeld; }

    /// Pan handling; each returns true (and accepts the event) when it took the event.
    bool panPress(QMouseEvent *event);
    bool panMove(QMouseEvent *event);
    bool panRelease(QMouseEvent *event);
    bool spacePress(QKeyEvent *event);
    bool spaceRelease(QKeyEvent *event);

    void focusOutEvent(QFocusEvent *event) override;

private:
    const qreal m_minZoom;
    const qreal m_maxZoom;
    qreal m_zoom = 1.0;
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panLast;
};

} // namespace hitbox::editor
