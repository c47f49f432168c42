#include "model/io/maskimage.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace hitbox::model {
namespace {

// Below this many pixels per thread one thread is quicker than starting others.
constexpr std::int64_t pixelsPerThread = std::int64_t(1) << 21;

// Big tints come from a spare buffer: fresh pages cost far more than writing them
// (a new 324 MB buffer takes ~250 ms of page faults here, rewriting one ~20 ms). A buffer
// is a header holding its size, then the pixels; the image's cleanup hands it back.
constexpr std::size_t recycledBytes = std::size_t(4) << 20;
constexpr std::size_t headerBytes = 64;

struct SpareBuffer
{
    std::mutex mutex;
    void *block = nullptr; // at most one, the latest released
};

SpareBuffer &spareBuffer()
{
    // Never destroyed: images released during exit still hand their buffer back.
    static auto *spare = new SpareBuffer;
    return *spare;
}

std::size_t blockSize(void *block)
{
    return *static_cast<std::size_t *>(block);
}

void *takeBlock(std::size_t bytes)
{
    {
        SpareBuffer &spare = spareBuffer();
        const std::lock_guard lock(spare.mutex);
        void *block = std::exchange(spare.block, nullptr);
        if (block != nullptr && blockSize(block) == bytes)
            return block;
        std::free(block); // another size: the sprite changed
    }
    void *block = std::malloc(headerBytes + bytes);
    if (block != nullptr)
        *static_cast<std::size_t *>(block) = bytes;
    return block;
}

void releaseBlock(void *block)
{
    SpareBuffer &spare = spareBuffer();
    const std::lock_guard lock(spare.mutex);
    std::free(std::exchange(spare.block, block));
}

// An uninitialised ARGB32_Premultiplied image, from the spare buffer when big.
QImage newTintImage(int width, int height)
{
    const std::size_t bytes = std::size_t(width) * std::size_t(height) * sizeof(QRgb);
    if (bytes < recycledBytes)
        return QImage(width, height, QImage::Format_ARGB32_Premultiplied);
    void *block = takeBlock(bytes);
    if (block == nullptr)
        return {};
    QImage image(static_cast<uchar *>(block) + headerBytes,
                 width,
                 height,
                 qsizetype(width) * qsizetype(sizeof(QRgb)),
                 QImage::Format_ARGB32_Premultiplied,
                 releaseBlock,
                 block);
    if (image.isNull())
        releaseBlock(block);
    return image;
}

// Rows [first, last) of the image: each pixel written once, transparent between runs.
void fillRows(uchar *bits,
              qsizetype bytesPerLine,
              const collision::Mask &mask,
              QRgb premultiplied,
              const collision::PixelRect &r,
              int first,
              int last)
{
    const int begin = int(r.x);
    const int end = int(r.x + r.w);
    for (int y = first; y < last; ++y) {
        auto *line = reinterpret_cast<QRgb *>(bits + bytesPerLine * y);
        int done = begin; // mask x up to which the line is written
        collision::forEachSetRun(
                mask.row(int(r.y) + y), mask.wordsPerRow(), [&](int runBegin, int runEnd) {
                    const int from = std::max(runBegin, begin);
                    const int to = std::min(runEnd, end);
                    if (from >= to)
                        return;
                    std::fill(line + (done - begin), line + (from - begin), QRgb(0));
                    std::fill(line + (from - begin), line + (to - begin), premultiplied);
                    done = to;
                });
        std::fill(line + (done - begin), line + (end - begin), QRgb(0));
    }
}

} // namespace

QImage maskToImage(const collision::Mask &mask, QRgb colour)
{
    return maskToImage(mask, colour, {0, 0, mask.width(), mask.height()});
}

QImage maskToImage(const collision::Mask &mask, QRgb colour, const collision::PixelRect &part)
{
    const collision::PixelRect r = collision::rectIntersection(
            part, collision::PixelRect{0, 0, mask.width(), mask.height()});
    if (r.w <= 0 || r.h <= 0)
        return {};
    QImage image = newTintImage(int(r.w), int(r.h));
    if (image.isNull())
        return {};
    const QRgb premultiplied = qPremultiply(colour);
    const int height = image.height();
    // Bands of rows on separate threads (a 9000 x 9000 tint is 324 MB to write), all
    // through one pointer: scanLine() from several threads would race in detach().
    uchar *bits = image.bits();
    const qsizetype bytesPerLine = image.bytesPerLine();
    const std::int64_t pixels = std::int64_t(r.w) * r.h;
    const int threads
            = int(std::clamp<std::int64_t>(std::min<std::int64_t>(pixels / pixelsPerThread, height),
                                           1,
                                           std::max(1u, std::thread::hardware_concurrency())));
    std::vector<std::thread> workers;
    workers.reserve(std::size_t(threads - 1));
    for (int i = 1; i < threads; ++i) {
        workers.emplace_back(fillRows,
                             bits,
                             bytesPerLine,
                             std::cref(mask),
                             premultiplied,
                             std::cref(r),
                             int(std::int64_t(height) * i / threads),
                             int(std::int64_t(height) * (i + 1) / threads));
    }
    fillRows(bits, bytesPerLine, mask, premultiplied, r, 0, int(std::int64_t(height) / threads));
    for (std::thread &worker : workers)
        worker.join();
    return image;
}

} // namespace hitbox::model
