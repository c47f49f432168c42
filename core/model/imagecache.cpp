#include "imagecache.h"

#include "alphaplane.h"
#include "imageloader.h"

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

std::shared_ptr<const collision::Mask>
ImageCache::mask(const QString &path, int threshold, const std::optional<ColorKey> &key)
{
    Entry &e = entry(path);
    const QString name = keyName(key) + QLatin1Char('@') + QString::number(threshold);
    auto it = e.maskByKey.find(name);
    if (it == e.maskByKey.end()) {
        // Dragging the threshold slider visits many values; keep only a few masks.
        if (e.maskByKey.size() >= 8)
            e.maskByKey.clear();
        const QImage plane = alpha(path, key);
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
    if (const auto it = m_entries.constFind(path); it != m_entries.constEnd()) {
        for (const QImage &plane : it->alphaByKey)
            m_alphaBytes -= plane.sizeInBytes();
    }
    m_entries.remove(path);
}

void ImageCache::clear()
{
    m_entries.clear();
    m_alphaBytes = 0;
}

} // namespace hitbox::model
