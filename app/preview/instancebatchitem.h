#pragma once

#include "preview/devicepixmapcache.h"

#include <QGraphicsItem>
#include <QPixmap>
#include <QTransform>

#include <vector>

namespace hitbox::editor {

/// Many placed sprites drawn by one item, for large scenes (thousands of balls in play
/// mode): every instance's image at its placement, later ones on top, as InstanceItem
/// would draw it, but without an item per instance to move, sort and clip every frame.
/// Instances sharing an image and a scale or angle share one picture at the view's zoom
/// (DevicePixmapCache), so each draws as a small blit.
class InstanceBatchItem : public QGraphicsItem
{
public:
    /// One instance: its image (null when missing) and the map from image pixels to the world.
    struct Instance
    {
        QPixmap pixmap;
        QTransform imageToWorld;
    };

    /// Pictures kept at once; instances of further image and angle combinations are drawn
    /// directly.
    static constexpr int maxPictures = 64;

    InstanceBatchItem();

    /// Replaces the instances.
    void setInstances(std::vector<Instance> instances);
    int count() const { return int(m_instances.size()); }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    struct Picture
    {
        qint64 pixmapKey = 0;
        QTransform linear; // imageToWorld without its translation
        DevicePixmapCache cache;
        bool used = false; // by the current paint
    };
    DevicePixmapCache *pictureFor(const Instance &instance);

    std::vector<Instance> m_instances;
    std::vector<Picture> m_pictures;
    QRectF m_bounds;
};

} // namespace hitbox::editor
