#include "preview/devicepixmapcache.h"

#include <QImage>
#include <QPainter>

#include <cmath>
#include <utility>

namespace hitbox::editor {

namespace {

bool cachesEnabled = true;
qint64 heldPixels = 0;

qint64 pixelsOf(const QPixmap &p)
{
    return qint64(p.width()) * p.height();
}

QTransform linearPart(const QTransform &t)
{
    return QTransform(t.m11(), t.m12(), t.m13(), t.m21(), t.m22(), t.m23(), 0.0, 0.0, t.m33());
}

} // namespace

DevicePixmapCache::DevicePixmapCache(DevicePixmapCache &&other) noexcept
{
    *this = std::move(other);
}

DevicePixmapCache &DevicePixmapCache::operator=(DevicePixmapCache &&other) noexcept
{
    if (this != &other) {
        setPicture({});
        m_picture = std::exchange(other.m_picture, QPixmap()); // the pixels move along
        m_linear = other.m_linear;
        m_origin = other.m_origin;
        m_sourceKey = other.m_sourceKey;
        m_smooth = other.m_smooth;
        m_valid = std::exchange(other.m_valid, false);
        m_lastCached = other.m_lastCached;
    }
    return *this;
}

DevicePixmapCache::~DevicePixmapCache()
{
    setPicture({});
}

qint64 DevicePixmapCache::totalPixels()
{
    return heldPixels;
}

void DevicePixmapCache::setPicture(QPixmap picture)
{
    heldPixels += pixelsOf(picture) - pixelsOf(m_picture);
    m_picture = std::move(picture);
}

bool DevicePixmapCache::matches(qint64 key, const QTransform &linear, bool smooth) const
{
    return m_valid && m_sourceKey == key && m_smooth == smooth && m_linear == linear;
}

qint64 DevicePixmapCache::newContentKey()
{
    // Pixmaps' cache keys are positive.
    static qint64 last = 0;
    return --last;
}

bool DevicePixmapCache::isReadyFor(const QTransform &device,
                                   qreal dpr,
                                   const QPixmap &source,
                                   bool smooth) const
{
    return cachesEnabled
           && matches(
                   source.cacheKey(), linearPart(device) * QTransform::fromScale(dpr, dpr), smooth);
}

QPointF DevicePixmapCache::topLeft(const QTransform &device, qreal dpr) const
{
    return {(std::round(device.dx() * dpr) + m_origin.x()) / dpr,
            (std::round(device.dy() * dpr) + m_origin.y()) / dpr};
}

void DevicePixmapCache::draw(QPainter *painter, const QPixmap &source, bool smooth)
{
    m_lastCached = false;
    if (source.isNull())
        return;
    drawWith(painter,
             source.cacheKey(),
             smooth,
             QRectF(QPointF(0, 0), source.deviceIndependentSize()),
             0,
             [&source, smooth](QPainter *p) {
                 p->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
                 p->drawPixmap(QPointF(0, 0), source);
             });
}

void DevicePixmapCache::drawContent(QPainter *painter,
                                    qint64 contentKey,
                                    const QRectF &bounds,
                                    int margin,
                                    const std::function<void(QPainter *)> &render)
{
    m_lastCached = false;
    drawWith(painter, contentKey, false, bounds, margin, render);
}

void DevicePixmapCache::drawWith(QPainter *painter,
                                 qint64 key,
                                 bool smooth,
                                 const QRectF &bounds,
                                 int margin,
                                 const std::function<void(QPainter *)> &render)
{
    const QTransform device = painter->worldTransform();
    // Rendered at the screen's pixel density, so a high-DPI screen stays sharp.
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QTransform linear = linearPart(device) * QTransform::fromScale(dpr, dpr);
    if (!cachesEnabled || !linear.isAffine()) {
        render(painter);
        return;
    }
    if (!matches(key, linear, smooth)) {
        m_valid = false;
        setPicture({});
        const QRect area
                = linear.mapRect(bounds).toAlignedRect().adjusted(-margin, -margin, margin, margin);
        const qint64 pixels = qint64(area.width()) * area.height();
        if (area.isEmpty() || pixels > maxPixels || heldPixels + pixels > budgetPixels) {
            render(painter);
            return;
        }
        QImage picture(area.size(), QImage::Format_ARGB32_Premultiplied);
        picture.fill(Qt::transparent);
        {
            QPainter p(&picture);
            p.setTransform(linear * QTransform::fromTranslate(-area.x(), -area.y()));
            render(&p);
        }
        picture.setDevicePixelRatio(dpr);
        setPicture(QPixmap::fromImage(std::move(picture)));
        m_linear = linear;
        m_origin = area.topLeft();
        m_sourceKey = key;
        m_smooth = smooth;
        m_valid = true;
    }
    const QPointF at = topLeft(device, dpr);
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->drawPixmap(at, m_picture);
    painter->restore();
    m_lastCached = true;
}

void DevicePixmapCache::setEnabled(bool enabled)
{
    cachesEnabled = enabled;
}

bool DevicePixmapCache::isEnabled()
{
    return cachesEnabled;
}

void DevicePixmapCache::clear()
{
    setPicture({});
    m_valid = false;
    m_lastCached = false;
}

} // namespace hitbox::editor
