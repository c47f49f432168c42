#include "model/io/imagecache.h"

#include "model/io/alphaplane.h"
#include "model/io/frameimage.h"
#include "model/io/frameloader.h"
#include "model/io/imageloader.h"

#include <QDir>

#include <new>

namespace hitbox::model {
namespace {

QString keyName(const std::optional<ColorKey> &key)
{
    if (!key)
        return QStringLiteral("-");
    return key->color.name(QColor::HexRgb) + QLatin1Char('/') + QString::number(key->tolerance);
}

} // namespace

// True when the region is the whole of the sprite's image: the cache entry is the file's.
bool isWholeImage(const FrameRegion &region)
{
    return region == FrameRegion{};
}

QString regionKey(const QString &path, const FrameRegion &region)
{
    if (isWholeImage(region))
        return path;
    const QRect &r = region.rect;
    return QStringLiteral("%1\n%2\n%3 %4 %5 %6 %7 %8 %9 %10 %11")
            .arg(path,
                 region.imagePath,
                 QString::number(region.imageIndex),
                 QString::number(r.x()),
                 QString::number(r.y()),
                 QString::number(r.width()),
                 QString::number(r.height()),
                 QString::number(int(region.rotated)),
                 QString::number(region.sourceSize.width()),
                 QString::number(region.sourceSize.height()),
                 QStringLiteral("%1,%2 %3%4")
                         .arg(region.trimOffset.x())
                         .arg(region.trimOffset.y())
                         .arg(int(region.flipX))
                         .arg(int(region.flipY)));
}

ImageCache::Entry &ImageCache::entry(const QString &path, const FrameRegion &region)
{
    const QString key = regionKey(path, region);
    auto it = m_entries.find(key);
    if (it != m_entries.end())
        return it.value();
    Entry e;
    e.path = region.imagePath.isEmpty() ? path : region.imagePath;
    if (isWholeImage(region)
        || (region.rect.isNull() && region.sourceSize.isEmpty() && region.imageIndex == 0
            && !region.flipX && !region.flipY)) {
        // An Aseprite file's frame 0 is composited, an .sff's sprite 0 decoded (FrameSources),
        // not an image Qt reads.
        const LoadedImage loaded
                = isComposedPictureFile(e.path) ? m_sources.source(e.path, 0) : loadImage(e.path);
        e.image = loaded.image;
        e.error = loaded.error;
    } else {
        const LoadedImage loaded = m_sources.source(e.path, region.imageIndex);
        e.error = loaded.error;
        if (loaded.ok()) {
            try {
                e.image = frameImage(loaded.image, region);
            } catch (const std::bad_alloc &) {
                e.error = QStringLiteral("%1: not enough memory for its frame")
                                  .arg(QDir::toNativeSeparators(e.path));
            }
        }
    }
    return m_entries.insert(key, e).value();
}

QImage ImageCache::image(const QString &path, const FrameRegion &region)
{
    return entry(path, region).image;
}

QString ImageCache::error(const QString &path, const FrameRegion &region)
{
    return entry(path, region).error;
}

QImage ImageCache::alpha(const QString &path,
                         const FrameRegion &region,
                         const std::optional<ColorKey> &key)
{
    Entry &e = entry(path, region);
    if (e.image.isNull())
        return {};
    const QString name = keyName(key);
    if (const auto it = e.alphaByKey.constFind(name); it != e.alphaByKey.constEnd())
        return it.value();
    QImage plane;
    try {
        plane = alphaPlane(e.image, key);
    } catch (const std::bad_alloc &) {
        e.error = QStringLiteral("%1: not enough memory for its alpha plane")
                          .arg(QDir::toNativeSeparators(path));
        return {};
    }
    if (m_alphaBytes + plane.sizeInBytes() > m_alphaBudgetBytes)
        forgetAlphaPlanes(); // callers hold their own (shared) copies
    m_alphaBytes += plane.sizeInBytes();
    e.alphaByKey.insert(name, plane);
    return plane;
}

void ImageCache::forgetAlphaPlanes()
{
    for (Entry &e : m_entries)
        e.alphaByKey.clear();
    m_alphaBytes = 0;
}

std::shared_ptr<const collision::Mask> ImageCache::mask(const QString &path,
                                                        const FrameRegion &region,
                                                        int threshold,
                                                        const std::optional<ColorKey> &key)
{
    Entry &e = entry(path, region);
    const QString name = keyName(key) + QLatin1Char('@') + QString::number(threshold);
    auto it = e.maskByKey.find(name);
    if (it == e.maskByKey.end()) {
        // Dragging the threshold slider visits many values; keep only a few masks.
        if (e.maskByKey.size() >= 8)
            e.maskByKey.clear();
        const QImage plane = alpha(path, region, key);
        if (plane.isNull())
            return std::make_shared<const collision::Mask>();
        std::shared_ptr<const collision::Mask> built;
        try {
            built = std::make_shared<const collision::Mask>(maskFromAlphaPlane(plane, threshold));
        } catch (const std::bad_alloc &) {
            e.error = QStringLiteral("%1: not enough memory for its mask")
                              .arg(QDir::toNativeSeparators(path));
            return std::make_shared<const collision::Mask>();
        }
        it = e.maskByKey.insert(name, std::move(built));
    }
    return it.value();
}

void ImageCache::reload(const QString &path)
{
    m_sources.forget(path);
    // The file's own entry and those of every frame cut from it.
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        if (it.key() == path || it.value().path == path
            || it.key().startsWith(path + QLatin1Char('\n'))) {
            for (const QImage &plane : it->alphaByKey)
                m_alphaBytes -= plane.sizeInBytes();
            it = m_entries.erase(it);
        } else {
            ++it;
        }
    }
}

void ImageCache::clear()
{
    m_entries.clear();
    m_sources.clear();
    m_alphaBytes = 0;
}

} // namespace hitbox::model
