#include "preview/instancebatchitem.h"

#include "preview/instanceitem.h"

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
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QRectF exposed = view.mapRect(option->exposedRect);
    // Pictures are blitted with an identity transform; the painter's transform is set
    // only for an instance whose picture is not ready (or that has none).
    painter->resetTransform();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    for (const Instance &instance : m_instances) {
        const QTransform device = instance.imageToWorld * view;
        // Crisp pixels when enlarged, smooth when shrunk, as InstanceItem.
        const bool smooth = option->levelOfDetailFromTransform(device) < 0.99;
        DevicePixmapCache *cache = instance.pixmap.isNull() ? nullptr : pictureFor(instance);
        if (cache && cache->isReadyFor(device, dpr, instance.pixmap, smooth)) {
            const QPointF at = cache->topLeft(device, dpr);
            const QSizeF size = cache->picture().deviceIndependentSize();
            if (exposed.intersects(QRectF(at, size)))
                painter->drawPixmap(at, cache->picture());
            continue;
        }
        if (!device.mapRect(InstanceItem::imageRect(instance.pixmap)).intersects(exposed))
            continue;
        painter->setWorldTransform(device);
        if (instance.pixmap.isNull()) {
            InstanceItem::paintMissing(painter);
        } else if (cache) {
            cache->draw(painter, instance.pixmap, smooth);
        } else {
            painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
            painter->drawPixmap(QPointF(0, 0), instance.pixmap);
            painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        }
        painter->resetTransform();
    }
    painter->setWorldTransform(view);
    // After a paint of everything, pictures no instance used are dropped.
    if (option->exposedRect.contains(m_bounds))
        std::erase_if(m_pictures, [](const Picture &p) { return !p.used; });
}

} // namespace hitbox::editor
