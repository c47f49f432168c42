// Pixel-tier benchmarks. Each pair times a kernel path against a baseline in the same
// run (pygame.mask's algorithm re-implemented in pygamebitmask.h, the seed's per-byte
// scan, a plain scanLine loop); after the run the custom main prints the speed-up of
// every pair.

#include "pygamebitmask.h"
#include "ratioreporter.h"
#include "referencepixel.h"

#include "model/io/alphaplane.h"
#include <hitbox/mask.h>

#include <QImage>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace hb = hitbox::benchmarks;
namespace hc = hitbox::collision;
using hitbox::testing::AlphaSprite;

namespace {

// Two 549 x 541 sprites with B's top-left at (37, 29) in A: the intersection is
// 512 x 512 and starts at column 37, off the 64-bit word grid. Both are checkerboards,
// A solid where x + y is even and B where its own x + y is odd; 37 + 29 is even, so no
// solid pixels meet and every scan has to visit the whole intersection.
constexpr int spriteWidth = 549;
constexpr int spriteHeight = 541;
constexpr std::int64_t offsetX = 37;
constexpr std::int64_t offsetY = 29;
constexpr int threshold = 128;
constexpr int imageSide = 512;

AlphaSprite checkerboard(int parity)
{
    AlphaSprite s{spriteWidth, spriteHeight, {}};
    s.alpha.resize(std::size_t(spriteWidth) * spriteHeight);
    for (int y = 0; y < spriteHeight; ++y) {
        for (int x = 0; x < spriteWidth; ++x)
            s.alpha[std::size_t(y) * spriteWidth + x] = (x + y) % 2 == parity ? 255 : 0;
    }
    return s;
}

struct NoHitScene
{
    AlphaSprite a = checkerboard(0);
    AlphaSprite b = checkerboard(1);
    hc::Mask maskA = hc::Mask::fromAlpha(a.alpha.data(), a.width, a.height, a.width, threshold);
    hc::Mask maskB = hc::Mask::fromAlpha(b.alpha.data(), b.width, b.height, b.width, threshold);
    hb::PygameBitmask pygameA = hb::PygameBitmask::fromMask(maskA);
    hb::PygameBitmask pygameB = hb::PygameBitmask::fromMask(maskB);
};

const NoHitScene &noHitScene()
{
    static const NoHitScene scene;
    return scene;
}

// A 512 x 512 image with every alpha value and some colour.
QImage rgbaImage(QImage::Format format)
{
    QImage image(imageSide, imageSide, QImage::Format_ARGB32);
    for (int y = 0; y < imageSide; ++y) {
        for (int x = 0; x < imageSide; ++x)
            image.setPixel(x, y, qRgba(x & 255, y & 255, (x ^ y) & 255, (x * 7 + y * 13) & 255));
    }
    return image.convertToFormat(format);
}

// The baseline: a plain scanLine loop that reads each pixel's alpha byte and sets the
// mask bit by bit.
hc::Mask maskByScanLineLoop(const QImage &image)
{
    // ARGB32 is a native-endian 0xAARRGGBB word, RGBA8888 bytes R, G, B, A in memory.
    const int alphaByte = image.format() == QImage::Format_RGBA8888 ? 3 : 0;
    hc::Mask mask(image.width(), image.height());
    for (int y = 0; y < image.height(); ++y) {
        const uchar *line = image.constScanLine(y);
        for (int x = 0; x < image.width(); ++x) {
            const int alpha = alphaByte == 3 ? line[4 * x + 3]
                                             : qAlpha(reinterpret_cast<const QRgb *>(line)[x]);
            if (alpha >= threshold)
                mask.set(x, y);
        }
    }
    return mask;
}

// pygame.mask.from_surface on a 32-bit surface with alpha: the alpha of each pixel
// unpacked with the format's mask and shift; pygame's "alpha > 127" is our ">= 128".
hb::PygameBitmask pygameMask(const QImage &image)
{
    // On a little-endian machine alpha is the top byte of the 32-bit pixel in both
    // ARGB32 (0xAARRGGBB) and RGBA8888 (bytes R, G, B, A).
    return hb::pygameFromThreshold(image.constBits(),
                                   image.width(),
                                   image.height(),
                                   image.bytesPerLine(),
                                   0xff000000u,
                                   24,
                                   threshold - 1);
}

void noHitBitPacked(benchmark::State &state)
{
    const NoHitScene &scene = noHitScene();
    for (auto _ : state) {
        std::int64_t dx = offsetX;
        benchmark::DoNotOptimize(dx);
        bool hit = hc::masksOverlap(scene.maskA, scene.maskB, dx, offsetY);
        benchmark::DoNotOptimize(hit);
    }
}

void noHitPygame(benchmark::State &state)
{
    const NoHitScene &scene = noHitScene();
    for (auto _ : state) {
        int dx = int(offsetX);
        benchmark::DoNotOptimize(dx);
        bool hit = hb::pygameOverlap(&scene.pygameA, &scene.pygameB, dx, int(offsetY));
        benchmark::DoNotOptimize(hit);
    }
}

void noHitPerByte(benchmark::State &state)
{
    const NoHitScene &scene = noHitScene();
    for (auto _ : state) {
        std::int64_t dx = offsetX;
        benchmark::DoNotOptimize(dx);
        bool hit = hitbox::testing::refSeedScanOverlap(scene.a, scene.b, threshold, dx, offsetY);
        benchmark::DoNotOptimize(hit);
    }
}

void maskBuildKernel(benchmark::State &state, QImage::Format format)
{
    const QImage image = rgbaImage(format);
    for (auto _ : state) {
        hc::Mask mask = hitbox::model::maskFromImage(image, threshold);
        benchmark::DoNotOptimize(mask);
    }
}

// The kernel part of maskFromImage alone: bits from a ready Alpha8 plane.
void maskBuildFromAlphaPlane(benchmark::State &state)
{
    const QImage plane = hitbox::model::alphaPlane(rgbaImage(QImage::Format_ARGB32));
    for (auto _ : state) {
        hc::Mask mask = hc::Mask::fromAlpha(
                plane.constBits(), plane.width(), plane.height(), plane.bytesPerLine(), threshold);
        benchmark::DoNotOptimize(mask);
    }
}

void maskBuildScanLineLoop(benchmark::State &state, QImage::Format format)
{
    const QImage image = rgbaImage(format);
    for (auto _ : state) {
        hc::Mask mask = maskByScanLineLoop(image);
        benchmark::DoNotOptimize(mask);
    }
}

void maskBuildPygame(benchmark::State &state, QImage::Format format)
{
    const QImage image = rgbaImage(format);
    for (auto _ : state) {
        hb::PygameBitmask mask = pygameMask(image);
        benchmark::DoNotOptimize(mask);
    }
}

// A measured pair: the kernel path and its baseline, by benchmark name.
struct Pair
{
    const char *title;
    const char *fast;
    const char *fastLabel;
    const char *slow;
    const char *slowLabel;
};

constexpr Pair pairs[] = {
        {"pixel no-hit 512x512 unaligned (37, 29)",
         "noHit/bitPacked",
         "ours",
         "noHit/pygame",
         "pygame.mask bitmask_overlap"},
        {"pixel no-hit 512x512 unaligned (37, 29)",
         "noHit/bitPacked",
         "ours",
         "noHit/perByte",
         "seed per-byte scan"},
        {"mask build 512x512 ARGB32",
         "maskBuild/ARGB32/maskFromImage",
         "maskFromImage",
         "maskBuild/ARGB32/pygame",
         "pygame.mask from_surface"},
        {"mask build 512x512 ARGB32",
         "maskBuild/ARGB32/maskFromImage",
         "maskFromImage",
         "maskBuild/ARGB32/scanLineLoop",
         "scanLine loop"},
        {"mask build 512x512 RGBA8888",
         "maskBuild/RGBA8888/maskFromImage",
         "maskFromImage",
         "maskBuild/RGBA8888/pygame",
         "pygame.mask from_surface"},
        {"mask build 512x512 RGBA8888",
         "maskBuild/RGBA8888/maskFromImage",
         "maskFromImage",
         "maskBuild/RGBA8888/scanLineLoop",
         "scanLine loop"},
};

void registerBenchmarks()
{
    benchmark::RegisterBenchmark("noHit/bitPacked", noHitBitPacked);
    benchmark::RegisterBenchmark("noHit/pygame", noHitPygame);
    benchmark::RegisterBenchmark("noHit/perByte", noHitPerByte);
    for (const auto &[name, format] : {std::pair{"ARGB32", QImage::Format_ARGB32},
                                       std::pair{"RGBA8888", QImage::Format_RGBA8888}}) {
        const std::string prefix = std::string("maskBuild/") + name;
        benchmark::RegisterBenchmark((prefix + "/maskFromImage").c_str(), maskBuildKernel, format);
        benchmark::RegisterBenchmark((prefix + "/pygame").c_str(), maskBuildPygame, format);
        benchmark::RegisterBenchmark(
                (prefix + "/scanLineLoop").c_str(), maskBuildScanLineLoop, format);
    }
    benchmark::RegisterBenchmark("maskBuild/Alpha8/Mask::fromAlpha", maskBuildFromAlphaPlane);
}

// pygameOverlap against the kernel on sparse random masks at every offset (hits and
// misses, negative offsets, words aligned or not), so the port is checked too.
bool pygameAgrees()
{
    std::mt19937 rng(12);
    for (const auto &[wa, ha, wb, hb] : {std::array{130, 70, 200, 90}, std::array{64, 5, 129, 9}}) {
        const auto spriteA
                = hitbox::testing::refRandomSprite(wa, ha, hitbox::testing::AlphaFill::Sparse, rng);
        const auto spriteB
                = hitbox::testing::refRandomSprite(wb, hb, hitbox::testing::AlphaFill::Sparse, rng);
        const hc::Mask a = hc::Mask::fromAlpha(spriteA.alpha.data(), wa, ha, wa, 1);
        const hc::Mask b = hc::Mask::fromAlpha(spriteB.alpha.data(), wb, hb, wb, 1);
        const hb::PygameBitmask pa = hb::PygameBitmask::fromMask(a);
        const hb::PygameBitmask pb = hb::PygameBitmask::fromMask(b);
        for (int dy = -hb - 1; dy <= ha + 1; ++dy) {
            for (int dx = -wb - 1; dx <= wa + 1; ++dx) {
                if (hb::pygameOverlap(&pa, &pb, dx, dy) != hc::masksOverlap(a, b, dx, dy)) {
                    std::fprintf(stderr, "pygame port disagrees at (%d, %d)\n", dx, dy);
                    return false;
                }
            }
        }
    }
    return true;
}

// The paths must agree before their speeds are compared.
bool baselinesAgree()
{
    if (!pygameAgrees())
        return false;
    const NoHitScene &scene = noHitScene();
    if (hc::masksOverlap(scene.maskA, scene.maskB, offsetX, offsetY)
        || hitbox::testing::refSeedScanOverlap(scene.a, scene.b, threshold, offsetX, offsetY)
        || hb::pygameOverlap(&scene.pygameA, &scene.pygameB, int(offsetX), int(offsetY))
        || hc::overlapRect(scene.maskA, scene.maskB, offsetX, offsetY)
                   != hc::PixelRect{offsetX, offsetY, imageSide, imageSide}) {
        std::fprintf(stderr, "no-hit scene: unexpected hit or intersection\n");
        return false;
    }
    for (const QImage::Format format : {QImage::Format_ARGB32, QImage::Format_RGBA8888}) {
        const QImage image = rgbaImage(format);
        const hc::Mask mask = hitbox::model::maskFromImage(image, threshold);
        const hb::PygameBitmask pygame = pygameMask(image);
        if (!(mask == maskByScanLineLoop(image))
            || pygame.bits != hb::PygameBitmask::fromMask(mask).bits) {
            std::fprintf(stderr, "mask build: the masks differ\n");
            return false;
        }
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    if (!baselinesAgree())
        return 1;
    registerBenchmarks();
    hitbox::benchmarks::RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();

    std::printf("\nSpeed-ups measured in this run (CPU time per iteration):\n");
    for (const Pair &pair : pairs) {
        const double fast = reporter.seconds(pair.fast);
        const double slow = reporter.seconds(pair.slow);
        if (fast <= 0.0 || slow <= 0.0)
            continue;
        std::printf("%s: %s %s, %s %s, ratio %.1fx\n",
                    pair.title,
                    pair.fastLabel,
                    hitbox::benchmarks::formatSeconds(fast).c_str(),
                    pair.slowLabel,
                    hitbox::benchmarks::formatSeconds(slow).c_str(),
                    slow / fast);
    }
    return 0;
}
