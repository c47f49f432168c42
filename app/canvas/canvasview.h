#pragma once

#include "base/zoompanview.h"

namespace hitbox::editor {

class AbstractTool;
class SpriteScene;

/// The sprite canvas: nearest-neighbour zoom (wheel, zoomIn/zoomOut, fit, 100%), pan
/// (middle drag or Space + drag), a checkerboard behind transparent pixels and a pixel
/// grid from 800%. Mouse and key events go to the scene's active tool.
class CanvasView : public ZoomPanView
{
    Q_OBJECT

public:
    explicit CanvasView(SpriteScene *scene, QWidget *parent = nullptr);

    SpriteScene *spriteScene() const { return m_scene; }

    // zoom() and setZoom() come from ZoomPanView; the range is [1/16, 64].
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
    qreal sceneUnitsPerPixel() const { return 1.0 / zoom(); }

    /// The zoom steps used by zoomIn/zoomOut.
    static const QList<qreal> &zoomSteps();

signals:
    /// The cursor moved over the canvas; `scenePos` is in image pixels.
    void cursorMoved(QPointF scenePos);
    void cursorLeft();

protected:
    void zoomApplied() override;
    void restoreCursor(QPointF scenePos) override;
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

private:
    void updateCursor();

    SpriteScene *m_scene;
    AbstractTool *m_tool = nullptr;
    bool m_autoFit = true; // fit again on resize until the user picks a zoom
    bool m_pixelGrid = true;
};

} // namespace hitbox::editor
