#pragma once

#include "preview/devicepixmapcache.h"

#include <QGraphicsItem>
#include <QPixmap>

namespace hitbox::editor {

/// One placed sprite of the collision preview: its image drawn with the instance's
/// placement (image pixels to world, from the kernel's Transform). A view only; the
/// scene sets it from the preview controller. A sprite whose image is missing is drawn
/// as a crossed box around its position.
class InstanceItem : public QGraphicsItem
{
public:
    InstanceItem();

    /// The image (null when missing) and its map from image pixels to the world.
    void setImage(const QPixmap &pixmap, const QTransform &imageToWorld);

    /// The rectangle an image covers in image pixels (a box around the position when the
    /// image is missing), and the drawing of a missing image there.
    static QRectF imageRect(const QPixmap &pixmap);
    static void paintMissing(QPainter *painter);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    QPixmap m_pixmap;
    DevicePixmapCache m_cache; // the image at the view's zoom, for drags
};

} // namespace hitbox::editor
