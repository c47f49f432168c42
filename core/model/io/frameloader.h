#pragma once

#include "model/io/imageloader.h"

#include <QHash>

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

namespace hitbox::model {

/// The image a frame is cut from: the file at `path` with loadImage's checks, or its frame
/// number `imageIndex` when that is not 0 (an animated GIF or WebP; readAnimatedFrame),
/// or any frame of an APNG (readAnimatedFrame, through ApngDecoder), or frame `imageIndex`
/// of an Aseprite file composited from its visible layers but hitbox layers
/// (aseCompositeFrame, asePictureLayers), or sprite `imageIndex` of a MUGEN .sff archive
/// (decodeSffSprite). Decodes from scratch on every call: to cut many frames, use
/// FrameSources.
LoadedImage loadFrameSource(const QString &path, int imageIndex);

/// True when the file's pictures are made by FrameSources, not read by Qt's image plugins:
/// an Aseprite file (its frames composited) or a MUGEN .sff (its sprites decoded). Its
/// picture 0 (its first frame or sprite) stands for it where a still image is read.
bool isComposedPictureFile(const QString &path);

class FrameSources;

/// The image a sheet's or atlas's frames are cut from: `sources->source(path, 0)` (decoded
/// once for the importer and every frame cut later), or loadImage() without `sources`.
LoadedImage loadSheetImage(const QString &path, FrameSources *sources);

/// The images frames are cut from, each decoded once: loadFrameSource() with memory. A still
/// image is decoded on first use and kept; an animation's frames are decoded in order by one
/// reader per file (AnimatedFrameReader) that goes on from the last frame read, and the frames
/// read are kept too, so cutting every frame of an N-frame animation decodes N frames, not
/// N (N + 1) / 2. Kept images take at most `keptBytes` (plus the one just decoded); the least
/// recently used go first, and a frame asked for again after that is decoded again (an
/// animation's reader starts over when it has passed the frame). Errors are kept with their
/// message. Safe to use from several threads: each file is decoded by one thread at a time,
/// different files in parallel. The one home of "decode each source once" for the editor's
/// ImageCache, the CLI's trace and the exporters.
class FrameSources
{
public:
    /// Default bound on the bytes of kept images (512 MiB).
    static constexpr qint64 defaultKeptBytes = qint64(512) << 20;

    explicit FrameSources(qint64 keptBytes = defaultKeptBytes);
    ~FrameSources();
    FrameSources(const FrameSources &) = delete;
    FrameSources &operator=(const FrameSources &) = delete;

    /// loadFrameSource(path, imageIndex), decoded at most once while kept.
    LoadedImage source(const QString &path, int imageIndex);

    /// Still images decoded, and animation frames decoded, since construction.
    qint64 imageDecodes() const { return m_imageDecodes; }
    qint64 frameDecodes() const { return m_frameDecodes; }
    /// Still images and animation frames decoded by every FrameSources of this process:
    /// the counter tests read around users that keep their own (the Tiled exporter).
    static qint64 decodesInProcess();

    /// Bytes of the images kept now.
    qint64 keptBytes() const;

    /// Forgets one file (after it changed on disk).
    void forget(const QString &path);
    /// Forgets everything.
    void clear();

private:
    struct File;
    struct Kept
    {
        LoadedImage image;
        std::uint64_t lastUse = 0;
    };
    using Key = std::pair<QString, int>;

    std::shared_ptr<File> file(const QString &path);
    bool findKept(const Key &key, LoadedImage *image);
    void keep(const Key &key, const LoadedImage &image);
    LoadedImage decodeStill(const QString &path);
    LoadedImage decodeFrame(File &file, const QString &path, int index);
    LoadedImage decodeAseprite(File &file, const QString &path, int index);
    LoadedImage decodeSff(File &file, const QString &path, int index);

    mutable std::mutex m_mutex; // guards everything below but the decoders in File
    QHash<QString, std::shared_ptr<File>> m_files;
    std::map<Key, Kept> m_kept;
    std::map<std::uint64_t, Key> m_byUse; // kept images, least recently used first
    std::uint64_t m_clock = 0;
    qint64 m_keptBytes = 0;
    const qint64 m_budget;
    std::atomic<qint64> m_imageDecodes{0};
    std::atomic<qint64> m_frameDecodes{0};
};

} // namespace hitbox::model
