#include "instancebatchitem.h"

#include "instanceitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hitbox::editor {

namespace {

QTransform withoutTranslation(const QTransform &t)
{
    return QTransform(t.m11(), t.m12(), t.m21(), t.m22(), 0.0, 0.0);
}

} // namespace

InstanceBatchItem::InstanceBatchItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);
}

void InstanceBatchItem::setInstances(std::vector<Instance> instances)
{
    prepareGeometryChange();
    m_instances = std::move(instances);
    QRectF bounds;
    for (const Instance &instance : m_instances)
        bounds |= instance.imageToWorld.mapRect(InstanceItem::imageRect(instance.pixmap));
    m_bounds = bounds;
    update();
}

DevicePixmapCache *InstanceBatchItem::pictureFor(const Instance &instance)
{
    const qint64 key = instance.pixmap.cacheKey();
    const QTransform linear = withoutTranslation(instance.imageToWorld);
    for (Picture &p : m_pictures) {
        if (p.pixmapKey == key && p.linear == linear) {
            p.used = true;
            return &p.cache;
        }
    }
    if (int(m_pictures.size()) >= maxPictures)
        return nullptr;
    m_pictures.push_back({key, linear, {}, true});
    return &m_pictures.back().cache;
}

void InstanceBatchItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    for (Picture &p : m_pictures)
        p.used = false;
    const QTransform view = painter->worldTransform();
    const QRectF exposed = option->exposedRect;
    for (const Instance &instance : m_instances) {
        const QRectF image = InstanceItem::imageRect(instance.pixmap);
        if (!instance.imageToWorld.mapRect(image).intersects(exposed))
            continue;
        const QTransform device = instance.imageToWorld * view;
        painter->setWorldTransform(device);
        // Crisp pixels when enlarged, smooth when shrunk, as InstanceItem.
        const bool smooth = option->levelOfDetailFromTransform(device) < 0.99;
        if (instance.pixmap.isNull()) {
            InstanceItem::paintMissing(painter);
        } else if (DevicePixmapCache *cache = pictureFor(instance)) {
            cache->draw(painter, instance.pixmap, smooth);
        } else {
            painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
            painter->drawPixmap(QPointF(0, 0), instance.pixmap);
        }
    }
    painter->setWorldTransform(view);
    // After a paint of everything, pictures no instance used are dropped.
    if (exposed.contains(m_bounds))
        std::erase_if(m_pictures, [](const Picture &p) { return !p.used; });
}

} // namespace hitbox::editor
