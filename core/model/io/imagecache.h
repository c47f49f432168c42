#pragma once

#include "model/document/colorkey.h"
#include "model/document/framesource.h"
#include "model/io/frameloader.h"

#include <hitbox/mask.h>

#include <QHash>
#include <QImage>
#include <QString>

#include <memory>
#include <optional>

namespace hitbox::model {

/// Decoded sprite images and frames and their solid masks, keyed by absolute image path
/// and frame region (a region left default is the whole image). Images are decoded once, a
/// frame is cut from its image once (frameImage; the sources through FrameSources, so a
/// sheet is decoded once for all its frames and an animation frame by frame); alpha planes (per
/// colour key) and masks (per threshold and colour key) are built on first use. Alpha planes are
/// kept up to a total size in bytes, masks up to 8 per image. Failed loads are remembered with
/// their message.
class ImageCache
{
public:
    /// Default bound on the bytes of all alpha planes kept (256 MiB).
    static constexpr qint64 defaultAlphaBudgetBytes = qint64(256) << 20;

    explicit ImageCache(qint64 alphaBudgetBytes = defaultAlphaBudgetBytes)
        : m_alphaBudgetBytes(alphaBudgetBytes)
    {}

    /// The decoded images frames are cut from (their decode counts, for tests).
    const FrameSources &sources() const { return m_sources; }

    /// Bytes of the alpha planes kept now; at most the budget, or one plane when a single
    /// plane is larger.
    qint64 alphaBytes() const { return m_alphaBytes; }

    /// The decoded image or frame (untrimmed, frameImage), or a null image when it could
    /// not be loaded. `path` is the sprite's image; the region may name its own.
    QImage image(const QString &path, const FrameRegion &region = {});

    /// Why the image or frame could not be loaded ("<file>: <problem>"), or empty.
    QString error(const QString &path, const FrameRegion &region = {});

    /// The alpha plane (Format_Alpha8) with the colour key applied; a null image when the
    /// image is missing or memory ran out (error() then says so).
    QImage
    alpha(const QString &path, const FrameRegion &region, const std::optional<ColorKey> &key);

    /// The solid mask for a threshold and colour key; a null mask when the image is
    /// missing. The pointer stays valid until reload() or clear().
    std::shared_ptr<const collision::Mask> mask(const QString &path,
                                                const FrameRegion &region,
                                                int threshold,
                                                const std::optional<ColorKey> &key);

    /// Forgets everything about one file and the frames cut from it (e.g. after the file
    /// changed or was located).
    void reload(const QString &path);

    /// Forgets everything.
    void clear();

private:
    struct Entry
    {
        QString path; // the file the image came from
        QImage image;
        QString error;
        QHash<QString, QImage> alphaByKey;
        QHash<QString, std::shared_ptr<const collision::Mask>> maskByKey;
    };
    Entry &entry(const QString &path, const FrameRegion &region);
    void forgetAlphaPlanes();

    QHash<QString, Entry> m_entries;
    FrameSources m_sources; // the images frames are cut from, each decoded once
    qint64 m_alphaBudgetBytes;
    qint64 m_alphaBytes = 0;
};

} // namespace hitbox::model
