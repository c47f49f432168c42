#pragma once

#include <QPixmap>
#include <QPoint>
#include <QRectF>
#include <QTransform>

#include <functional>

class QPainter;

namespace hitbox::editor {

/// A pixmap rendered once in device (screen) pixels with the painter's transform and reused
/// while that transform changes only by a translation, so a dragged 2048 x 2048 sprite or a
/// moving highlight costs a plain blit per frame instead of a filtered redraw of the whole
/// image at another scale or angle. Zooming, rotating, scaling or a new source pixmap
/// renders it again. The cached picture is placed on whole device pixels (at most half a
/// screen pixel off); transforms whose picture would exceed maxPixels are drawn directly.
class DevicePixmapCache
{
public:
    /// Largest cached picture in device pixels (about 36 MB); larger ones are not cached.
    static constexpr qint64 maxPixels = 3000 * 3000;
    /// All pictures together stay under this many device pixels (256 MB): beyond it, new
    /// ones are not kept (many big sprites zoomed in draw directly).
    static constexpr qint64 budgetPixels = 64 * 1024 * 1024;

    DevicePixmapCache() = default;
    DevicePixmapCache(DevicePixmapCache &&other) noexcept;
    DevicePixmapCache &operator=(DevicePixmapCache &&other) noexcept;
    DevicePixmapCache(const DevicePixmapCache &) = delete;
    DevicePixmapCache &operator=(const DevicePixmapCache &) = delete;
    ~DevicePixmapCache();

    /// Device pixels held by all pictures now.
    static qint64 totalPixels();

    /// Draws `source` at (0, 0) in the painter's current coordinates, as
    /// QPainter::drawPixmap would: filtered (bilinear) when `smooth`, else nearest.
    void draw(QPainter *painter, const QPixmap &source, bool smooth);

    /// Draws vector content the same way: `render` paints it in the painter's current
    /// coordinates inside `bounds` (plus `margin` device pixels for cosmetic pens and
    /// antialiasing), into a picture made again only when `contentKey` (newContentKey())
    /// or the transform's linear part changes; a pure translation blits the picture.
    void drawContent(QPainter *painter,
                     qint64 contentKey,
                     const QRectF &bounds,
                     int margin,
                     const std::function<void(QPainter *)> &render);
    /// A key for new content of drawContent, never equal to another one (or a pixmap's).
    static qint64 newContentKey();

    /// For drawing many instances in a row without a transform each: true when the picture
    /// for `device` (the painter's transform for the source) is ready; then `picture()`
    /// goes at `topLeft(device)` in device coordinates (an identity transform).
    bool isReadyFor(const QTransform &device, qreal dpr, const QPixmap &source, bool smooth) const;
    const QPixmap &picture() const { return m_picture; }
    QPointF topLeft(const QTransform &device, qreal dpr) const;

    /// True when the last draw() came from the cache (or filled it).
    bool lastDrawCached() const { return m_lastCached; }

    /// Forgets the picture.
    void clear();

    /// Turns every screen-resolution picture of the preview off (false: draw() always
    /// paints directly, and the hit-pixel highlight is drawn from a full-size image) or on,
    /// to compare both ways in tests and benchmarks. On by default.
    static void setEnabled(bool enabled);
    static bool isEnabled();

private:
    void drawWith(QPainter *painter,
                  qint64 key,
                  bool smooth,
                  const QRectF &bounds,
                  int margin,
                  const std::function<void(QPainter *)> &render);
    bool matches(qint64 key, const QTransform &linear, bool smooth) const;

    void setPicture(QPixmap picture);

    QPixmap m_picture;
    QTransform m_linear; // the device transform without its translation, in device pixels
    QPoint m_origin;     // device offset of the picture from the source's origin
    qint64 m_sourceKey = 0;
    bool m_smooth = false;
    bool m_valid = false;
    bool m_lastCached = false;
};

} // namespace hitbox::editor
