#pragma once

#include <QGraphicsView>

namespace hitbox::editor {

class AbstractTool;
class SpriteScene;

/// The sprite canvas: nearest-neighbour zoom (wheel, zoomIn/zoomOut, fit, 100%), pan
/// (middle drag or Space + drag), a checkerboard behind transparent pixels and a pixel
/// grid from 800%. Mouse and key events go to the scene's active tool.
class CanvasView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit CanvasView(SpriteScene *scene, QWidget *parent = nullptr);

    SpriteScene *spriteScene() const { return m_scene; }

    /// Current zoom, 1.0 = 100% (one image pixel per screen pixel).
    qreal zoom() const { return m_zoom; }
    /// Sets the zoom, clamped to [1/16, 64], keeping `anchor` (view coordinates) fixed.
    void setZoom(qreal zoom, QPoint anchor = QPoint(-1, -1));
    void zoomIn();
    void zoomOut();
    /// Fits the image (or an empty scene) into the view, and keeps it fitted when the
    /// view is resized until the user zooms.
    void fitToImage();
    void resetZoom();

    void setPixelGridEnabled(bool enabled);
    bool isPixelGridEnabled() const { return m_pixelGrid; }

    /// Activates a tool on this canvas (deactivating the previous one).
    void setTool(AbstractTool *tool);

    /// Screen pixels -> scene units at the current zoom.
    qreal sceneUnitsPerPixel() const { return 1.0 / m_zoom; }

    /// The zoom steps used by zoomIn/zoomOut.
    static const QList<qreal> &zoomSteps();

signals:
    void zoomChanged(qreal zoom);
    /// The cursor moved over the canvas; `scenePos` is in image pixels.
    void cursorMoved(QPointF scenePos);
    void cursorLeft();

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void updateCursor();

    SpriteScene *m_scene;
    AbstractTool *m_tool = nullptr;
    qreal m_zoom = 1.0;
    bool m_autoFit = true; // fit again on resize until the user picks a zoom
    bool m_pixelGrid = true;
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panLast;
};

} // namespace hitbox::editor
