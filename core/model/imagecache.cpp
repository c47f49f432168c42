#include "imagecache.h"

#include "alphaplane.h"
#include "imageloader.h"

namespace hitbox::model {
namespace {

QString keyName(const std::optional<ColorKey> &key)
{
    if (!key)
        return QStringLiteral("-");
    return key->color.name(QColor::HexRgb) + QLatin1Char('/') + QString::number(key->tolerance);
}

} // namespace

ImageCache::Entry &ImageCache::entry(const QString &path)
{
    auto it = m_entries.find(path);
    if (it == m_entries.end()) {
        const LoadedImage loaded = loadImage(path);
        Entry e;
        e.image = loaded.image;
        e.error = loaded.error;
        it = m_entries.insert(path, e);
    }
    return it.value();
}

QImage ImageCache::image(const QString &path)
{
    return entry(path).image;
}

QString ImageCache::error(const QString &path)
{
    return entry(path).error;
}

QImage ImageCache::alpha(const QString &path, const std::optional<ColorKey> &key)
{
    Entry &e = entry(path);
    if (e.image.isNull())
        return {};
    const QString name = keyName(key);
    auto it = e.alphaByKey.find(name);
    if (it == e.alphaByKey.end())
        it = e.alphaByKey.insert(name, alphaPlane(e.image, key));
    return it.value();
}

std::shared_ptr<const collision::Mask> ImageCache::mask(const QString &path, int threshold,
                                                        const std::optional<ColorKey> &key)
{
    Entry &e = entry(path);
    const QString name = keyName(key) + QLatin1Char('@') + QString::number(threshold);
    auto it = e.maskByKey.find(name);
    if (it == e.maskByKey.end()) {
        // Dragging the threshold slider visits many values; keep only a few masks.
        if (e.maskByKey.size() >= 8)
            e.maskByKey.clear();
        auto built = std::make_shared<const collision::Mask>(
            maskFromAlphaPlane(alpha(path, key), threshold));
        it = e.maskByKey.insert(name, std::move(built));
    }
    return it.value();
}

void ImageCache::reload(const QString &path)
{
    m_entries.remove(path);
}

void ImageCache::clear()
{
    m_entries.clear();
}

} // namespace hitbox::model
