#pragma once

#include "colorkey.h"

#include "collision/mask.h"

#include <QHash>
#include <QImage>
#include <QString>

#include <memory>
#include <optional>

namespace hitbox::model {

/// Decoded sprite images and their solid masks, keyed by absolute image path. Images
/// are decoded once; masks are built per (threshold, colour key) on first use and kept
/// until the image is reloaded. Failed loads are remembered with their message.
class ImageCache
{
public:
    /// The decoded image, or a null image when it could not be loaded.
    QImage image(const QString &path);

    /// Why the image could not be loaded ("<file>: <problem>"), or empty.
    QString error(const QString &path);

    /// The image's alpha plane (Format_Alpha8) with the colour key applied.
    QImage alpha(const QString &path, const std::optional<ColorKey> &key);

    /// The solid mask for a threshold and colour key; a null mask when the image is
    /// missing. The pointer stays valid until reload() or clear().
    std::shared_ptr<const collision::Mask> mask(const QString &path, int threshold,
                                                const std::optional<ColorKey> &key);

    /// Forgets everything about one path (e.g. after the file changed or was located).
    void reload(const QString &path);

    /// Forgets everything.
    void clear();

private:
    struct Entry
    {
        QImage image;
        QString error;
        QHash<QString, QImage> alphaByKey;
        QHash<QString, std::shared_ptr<const collision::Mask>> maskByKey;
    };
    Entry &entry(const QString &path);

    QHash<QString, Entry> m_entries;
};

} // namespace hitbox::model
