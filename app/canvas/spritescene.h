#pragma once

#include "document/document.h"

#include <hitbox/geometry.h>

#include <QGraphicsScene>
#include <QList>
#include <QPainterPath>
#include <QPixmap>

class QGraphicsPathItem;
class QGraphicsPixmapItem;
class QGraphicsRectItem;

namespace hitbox::editor {

class AbstractTool;
class BoxItem;
class HandleItem;
class OnionSkinItem;
class CircleItem;
class PivotItem;
class PolygonItem;

/// The scene of the sprite canvas: the current sprite's image, its solid-pixel overlay
/// and bounds, pivot, box, circle and armature polygons, in image pixel coordinates.
/// It mirrors the document (items never own data) and hands mouse and key events to
/// the active tool.
class SpriteScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit SpriteScene(Document *document, QObject *parent = nullptr);

    Document *document() const { return m_document; }

    /// The tool that receives mouse and key events (may be null).
    void setTool(AbstractTool *tool);
    AbstractTool *tool() const { return m_tool; }

    /// Scene units per screen pixel, so handles keep a constant screen size.
    void setPixelSize(qreal sceneUnitsPerPixel);
    qreal pixelSize() const { return m_pixelSize; }

    /// Shows or hides the tint over pixels the pixel tier treats as solid.
    void setSolidOverlayVisible(bool visible);
    bool isSolidOverlayVisible() const { return m_solidOverlayVisible; }

    /// Onion skin: draws the previous and next frames' shapes faintly (outlines only, not
    /// editable), and their images too when `images`. The neighbours are those of the
    /// sprite's animation at index `animation` when it shows the frame, else of the sprite
    /// (model::onionNeighbours).
    void setOnionSkin(bool shapes, bool images, int animation = -1);
    bool isOnionSkinVisible() const { return m_onionShapes; }
    /// The onion skin items shown (the previous frame's, then the next frame's; none when
    /// the onion skin is off or the sprite has one frame).
    QList<OnionSkinItem *> onionSkinItems() const;

    /// Sprite-local coordinates (relative to the pivot) to scene coordinates and back.
    QPointF toScene(collision::Vec2 local) const;
    collision::Vec2 toLocal(QPointF scenePos) const;

    /// The current sprite's image rectangle in scene coordinates (empty without one).
    QRectF imageRect() const { return m_imageRect; }

    /// What the active tool draws on top (a polygon in progress, a rubber band), in
    /// scene coordinates. Kept across rebuilds; clear it with empty values.
    void setToolOverlay(const QPainterPath &path, const QRectF &rubberBand = QRectF());
    /// The tool overlay's path (empty when no tool draws one).
    const QPainterPath &toolPath() const { return m_toolPath; }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void rebuild();
    void syncImage();
    void syncSolidOverlay();
    void syncShapes();
    void syncSelection();
    void syncOnionSkin();
    void onSpriteChanged(int index, SpriteChanges changes);

    Document *m_document;
    AbstractTool *m_tool = nullptr;
    qreal m_pixelSize = 1.0;
    bool m_solidOverlayVisible = true;
    collision::Vec2 m_pivot;
    QRectF m_imageRect;
    QPixmap m_pixmap; // the current sprite's image, converted once
    qint64 m_pixmapKey = 0;

    QGraphicsPixmapItem *m_imageItem = nullptr;
    QGraphicsPixmapItem *m_overlayItem = nullptr;
    QGraphicsPathItem *m_outlineItem = nullptr;
    QGraphicsRectItem *m_solidBoundsItem = nullptr;
    // One item per shape of the current frame, in list order (later ones drawn on top),
    // and the kinds they were made for.
    QList<HandleItem *> m_shapeItems;
    QList<int> m_shapeItemKinds;
    PivotItem *m_pivotItem = nullptr;
    QList<OnionSkinItem *> m_onionItems; // previous, next frame
    bool m_onionShapes = false;
    bool m_onionImages = false;
    int m_onionAnimation = -1;
    QGraphicsPathItem *m_toolPathItem = nullptr;
    QGraphicsRectItem *m_rubberBandItem = nullptr;
    QPainterPath m_toolPath;
    QRectF m_rubberBand;
};

} // namespace hitbox::editor
