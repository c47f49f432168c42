#include "model/io/frameloader.h"

#include "model/io/localfile.h"

#include "model/io/animatedimage.h"
#include "model/io/asepritecomposite.h"
#include "model/io/importedsheet.h"
#include "model/io/mugensff.h"

#include <QFile>

#include <limits>
#include <optional>

namespace hitbox::model {

namespace {

std::atomic<qint64> g_decodesInProcess{0};

} // namespace

struct FrameSources::File
{
    std::mutex decoding;                         // one thread decodes the file at a time
    std::optional<bool> animatedPng;             // known after the first look
    std::optional<bool> aseprite;                // known after the first look
    std::optional<AseReadResult> asepriteFile;   // read once, on its first frame
    std::optional<bool> sff;                     // known after the first look
    std::optional<SffReadResult> sffFile;        // read once, on its first sprite
    std::unique_ptr<AnimatedFrameReader> reader; // goes on from the last frame read
};

LoadedImage loadFrameSource(const QString &path, int imageIndex)
{
    FrameSources sources(0);
    return sources.source(path, imageIndex);
}

bool isComposedPictureFile(const QString &path)
{
    return isAsepriteFile(path) || isSffFile(path);
}

LoadedImage loadSheetImage(const QString &path, FrameSources *sources)
{
    return sources ? sources->source(path, 0) : loadImage(path);
}

FrameSources::FrameSources(qint64 keptBytes)
    : m_budget(keptBytes)
{}

FrameSources::~FrameSources() = default;

std::shared_ptr<FrameSources::File> FrameSources::file(const QString &path)
{
    const std::lock_guard lock(m_mutex);
    std::shared_ptr<File> &f = m_files[path];
    if (!f)
        f = std::make_shared<File>();
    return f;
}

bool FrameSources::findKept(const Key &key, LoadedImage *image)
{
    const std::lock_guard lock(m_mutex);
    const auto it = m_kept.find(key);
    if (it == m_kept.end())
        return false;
    m_byUse.erase(it->second.lastUse);
    it->second.lastUse = ++m_clock;
    m_byUse.emplace(it->second.lastUse, key);
    *image = it->second.image;
    return true;
}

void FrameSources::keep(const Key &key, const LoadedImage &image)
{
    const std::lock_guard lock(m_mutex);
    if (const auto old = m_kept.find(key); old != m_kept.end()) {
        m_keptBytes -= old->second.image.image.sizeInBytes();
        m_byUse.erase(old->second.lastUse);
        m_kept.erase(old);
    }
    const std::uint64_t use = ++m_clock;
    m_kept.emplace(key, Kept{image, use});
    m_byUse.emplace(use, key);
    m_keptBytes += image.image.sizeInBytes();
    // The image just kept is the most recently used: it stays even when over the budget.
    while (m_keptBytes > m_budget && m_byUse.size() > 1) {
        const auto oldest = m_byUse.begin();
        const auto it = m_kept.find(oldest->second);
        m_keptBytes -= it->second.image.image.sizeInBytes();
        m_kept.erase(it);
        m_byUse.erase(oldest);
    }
}

qint64 FrameSources::keptBytes() const
{
    const std::lock_guard lock(m_mutex);
    return m_keptBytes;
}

LoadedImage FrameSources::source(const QString &path, int imageIndex)
{
    const Key key{path, imageIndex};
    LoadedImage image;
    if (findKept(key, &image))
        return image;
    const std::shared_ptr<File> f = file(path);
    const std::lock_guard lock(f->decoding);
    if (findKept(key, &image)) // another thread decoded it meanwhile
        return image;
    if (!f->aseprite)
        f->aseprite = isAsepriteFile(path);
    if (*f->aseprite) {
        image = decodeAseprite(*f, path, imageIndex);
        keep(key, image);
        return image;
    }
    if (!f->sff)
        f->sff = isSffFile(path);
    if (*f->sff) {
        image = decodeSff(*f, path, imageIndex);
        keep(key, image);
        return image;
    }
    if (!f->animatedPng) {
        // An APNG's frame 0 is not always its default image (the one loadImage() reads).
        QFile device(fileSystemPath(path));
        f->animatedPng
                = device.open(QIODevice::ReadOnly) && animatedPngFrameCount(device).has_value();
    }
    image = imageIndex == 0 && !*f->animatedPng ? decodeStill(path)
                                                : decodeFrame(*f, path, imageIndex);
    keep(key, image);
    return image;
}

qint64 FrameSources::decodesInProcess()
{
    return g_decodesInProcess;
}

LoadedImage FrameSources::decodeStill(const QString &path)
{
    ++m_imageDecodes;
    ++g_decodesInProcess;
    return loadImage(path);
}

// Frame `index`, read on from where the file's reader is (or from the start when it has
// passed the frame); the frames read on the way are kept.
LoadedImage FrameSources::decodeFrame(File &f, const QString &path, int index)
{
    const QString absolute = absoluteFileSystemPath(path);
    if (!f.reader || f.reader->nextIndex() > index)
        f.reader = std::make_unique<AnimatedFrameReader>(absolute);
    const int first = f.reader->nextIndex();
    QImage image;
    const QString problem = f.reader->readUpTo(index, &image, [&](int passed, const QImage &frame) {
        keep({path, passed}, {frame, QString()});
    });
    m_frameDecodes += f.reader->nextIndex() - first;
    g_decodesInProcess += f.reader->nextIndex() - first;
    if (!problem.isEmpty()) {
        f.reader.reset(); // a later request starts over
        return {QImage(), importFailure(absolute, problem).error};
    }
    return {image, QString()};
}

// Frame `index` of an Aseprite file as Aseprite shows it without its hitbox layers
// (asePictureLayers), the file read once.
LoadedImage FrameSources::decodeAseprite(File &f, const QString &path, int index)
{
    if (!f.asepriteFile)
        f.asepriteFile = readAsepriteFile(path);
    const AseReadResult &read = *f.asepriteFile;
    if (!read.ok())
        return {QImage(), read.error};
    const int count = int(read.file.frames.size());
    if (index < 0 || index >= count)
        return {QImage(), importFailure(path, missingAnimatedFrameProblem(index, count)).error};
    ++m_frameDecodes;
    ++g_decodesInProcess;
    const QImage image = aseCompositeFrame(read.file, index, asePictureLayers(read.file));
    return {image.convertToFormat(QImage::Format_ARGB32_Premultiplied), QString()};
}

// Sprite `index` of a MUGEN .sff archive, the archive read once.
LoadedImage FrameSources::decodeSff(File &f, const QString &path, int index)
{
    if (!f.sffFile)
        f.sffFile = readSffFile(path);
    const SffReadResult &read = *f.sffFile;
    if (!read.ok())
        return {QImage(), read.error};
    ++m_frameDecodes;
    ++g_decodesInProcess;
    QImage image;
    if (const QString problem = decodeSffSprite(read.archive, index, &image); !problem.isEmpty())
        return {QImage(), importFailure(path, problem).error};
    return {image, QString()};
}

void FrameSources::forget(const QString &path)
{
    const std::lock_guard lock(m_mutex);
    m_files.remove(path);
    auto it = m_kept.lower_bound({path, std::numeric_limits<int>::min()});
    while (it != m_kept.end() && it->first.first == path) {
        m_keptBytes -= it->second.image.image.sizeInBytes();
        m_byUse.erase(it->second.lastUse);
        it = m_kept.erase(it);
    }
}

void FrameSources::clear()
{
    const std::lock_guard lock(m_mutex);
    m_files.clear();
    m_kept.clear();
    m_byUse.clear();
    m_keptBytes = 0;
}

} // namespace hitbox::model
