#pragma once

#include <QPointer>

#include "base/zoompanview.h"
#include "preview/previewinteraction.h"

#include <QMargins>

namespace hitbox::editor {

class PreviewController;
class PreviewGraphicsScene;

/// The collision preview's canvas: zoom (wheel, zoomIn/zoomOut, fit, 100%), pan (middle
/// drag or Space + drag), a world grid behind the sprites, and the editing gestures of
/// PreviewInteraction. Sprites dragged from the sprite list are placed where they are
/// dropped. The visible area is reported to the controller as the default board, and
/// the time the last paint took is kept for the status bar.
class PreviewView : public ZoomPanView
{
    Q_OBJECT

public:
    PreviewView(PreviewGraphicsScene *scene,
                PreviewController *controller,
                QWidget *parent = nullptr);

    PreviewGraphicsScene *previewScene() const { return m_scene; }

    // zoom() and setZoom() come from ZoomPanView; the range is [1/16, 32].
    void zoomIn();
    void zoomOut();
    void resetZoom();
    /// Fits the instances (the fixed board when there is none) into the view, zooming in
    /// or out within the zoom range, keeping clear of the margins (e.g. the legend).
    void fitScene();
    /// Fits the scene as soon as the view is shown with its final size (after opening a
    /// project).
    void requestFit();
    void setFitMargins(const QMargins &margins) { m_fitMargins = margins; }
    /// Shows `panel` (the legend) in a strip left of the viewport: the world is never drawn
    /// under it, at any zoom or scroll position.
    void setSidePanel(QWidget *panel);
    QMargins fitMargins() const { return m_fitMargins; }

    /// The visible part of the world.
    QRectF visibleArea() const;
    /// Milliseconds the last paint of the viewport took.
    double lastPaintMs() const { return m_paintMs; }

signals:
    /// The cursor moved over the canvas (world pixels).
    void cursorMoved(QPointF scenePos);
    /// A paint of the viewport finished.
    void painted();

protected:
    void zoomApplied() override;
    void restoreCursor(QPointF scenePos) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void updateCursor(QPointF scenePos);

    PreviewGraphicsScene *m_scene;
    // Guarded: when the workspace is torn down the controller goes before the scene, whose
    // destructor still moves this view's scroll bars.
    QPointer<PreviewController> m_controller;
    PreviewInteraction m_interaction;
    double m_paintMs = 0.0;
    QMargins m_fitMargins;
    bool m_fitPending = true;
};

} // namespace hitbox::editor
