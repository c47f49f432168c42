#include "devicepixmapcache.h"

#include <QImage>
#include <QPainter>

#include <cmath>

namespace hitbox::editor {

namespace {

bool cachesEnabled = true;

QTransform linearPart(const QTransform &t)
{
    return QTransform(t.m11(), t.m12(), t.m13(), t.m21(), t.m22(), t.m23(), 0.0, 0.0, t.m33());
}

} // namespace

bool DevicePixmapCache::matches(const QTransform &linear, const QPixmap &source, bool smooth) const
{
    return m_valid && m_sourceKey == source.cacheKey() && m_smooth == smooth && m_linear == linear;
}

bool DevicePixmapCache::isReadyFor(const QTransform &device,
                                   qreal dpr,
                                   const QPixmap &source,
                                   bool smooth) const
{
    return cachesEnabled
           && matches(linearPart(device) * QTransform::fromScale(dpr, dpr), source, smooth);
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
    const QTransform device = painter->worldTransform();
    // Rendered at the screen's pixel density, so a high-DPI screen stays sharp.
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QTransform linear = linearPart(device) * QTransform::fromScale(dpr, dpr);
    if (!cachesEnabled || !linear.isAffine()) {
        painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
        painter->drawPixmap(QPointF(0, 0), source);
        return;
    }
    if (!matches(linear, source, smooth)) {
        m_valid = false;
        m_picture = QPixmap();
        const QRect bounds = linear.mapRect(QRectF(QPointF(0, 0), source.deviceIndependentSize()))
                                     .toAlignedRect();
        if (bounds.isEmpty() || qint64(bounds.width()) * bounds.height() > maxPixels) {
            painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
            painter->drawPixmap(QPointF(0, 0), source);
            return;
        }
        QImage picture(bounds.size(), QImage::Format_ARGB32_Premultiplied);
        picture.fill(Qt::transparent);
        {
            QPainter p(&picture);
            p.setRenderHint(QPainter::SmoothPixmapTransform, smooth);
            p.setTransform(linear * QTransform::fromTranslate(-bounds.x(), -bounds.y()));
            p.drawPixmap(QPointF(0, 0), source);
        }
        picture.setDevicePixelRatio(dpr);
        m_picture = QPixmap::fromImage(std::move(picture));
        m_linear = linear;
        m_origin = bounds.topLeft();
        m_sourceKey = source.cacheKey();
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
    m_picture = QPixmap();
    m_valid = false;
    m_lastCached = false;
}

} // namespace hitbox::editor
