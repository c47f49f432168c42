// Pixel-tier benchmarks. Each pair times a kernel path against a naive baseline in the
// same run; after the run the custom main prints the speed-up of every pair.

#include "ratioreporter.h"
#include "referencepixel.h"

#include "collision/mask.h"
#include "collision/pixeloverlap.h"
#include "model/alphaplane.h"

#include <QImage>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

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

// The baseline: read each pixel through QImage::pixel and set the mask bit by bit.
hc::Mask maskByPixelLoop(const QImage &image)
{
    hc::Mask mask(image.width(), image.height());
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (qAlpha(image.pixel(x, y)) >= threshold)
                mask.set(x, y);
        }
    }
    return mask;
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

void maskBuildPixelLoop(benchmark::State &state, QImage::Format format)
{
    const QImage image = rgbaImage(format);
    for (auto _ : state) {
        hc::Mask mask = maskByPixelLoop(image);
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
         "bit-packed",
         "noHit/perByte",
         "per-byte"},
        {"mask build 512x512 ARGB32",
         "maskBuild/ARGB32/maskFromImage",
         "maskFromImage",
         "maskBuild/ARGB32/pixelLoop",
         "QImage::pixel loop"},
        {"mask build 512x512 RGBA8888",
         "maskBuild/RGBA8888/maskFromImage",
         "maskFromImage",
         "maskBuild/RGBA8888/pixelLoop",
         "QImage::pixel loop"},
};

void registerBenchmarks()
{
    benchmark::RegisterBenchmark("noHit/bitPacked", noHitBitPacked);
    benchmark::RegisterBenchmark("noHit/perByte", noHitPerByte);
    for (const auto &[name, format] : {std::pair{"ARGB32", QImage::Format_ARGB32},
                                       std::pair{"RGBA8888", QImage::Format_RGBA8888}}) {
        const std::string prefix = std::string("maskBuild/") + name;
        benchmark::RegisterBenchmark((prefix + "/maskFromImage").c_str(), maskBuildKernel, format);
        benchmark::RegisterBenchmark((prefix + "/pixelLoop").c_str(), maskBuildPixelLoop, format);
    }
    benchmark::RegisterBenchmark("maskBuild/Alpha8/Mask::fromAlpha", maskBuildFromAlphaPlane);
}

// The paths must agree before their speeds are compared.
bool baselinesAgree()
{
    const NoHitScene &scene = noHitScene();
    if (hc::masksOverlap(scene.maskA, scene.maskB, offsetX, offsetY)
        || hitbox::testing::refSeedScanOverlap(scene.a, scene.b, threshold, offsetX, offsetY)
        || hc::overlapRect(scene.maskA, scene.maskB, offsetX, offsetY)
                   != hc::PixelRect{offsetX, offsetY, imageSide, imageSide}) {
        std::fprintf(stderr, "no-hit scene: unexpected hit or intersection\n");
        return false;
    }
    for (const QImage::Format format : {QImage::Format_ARGB32, QImage::Format_RGBA8888}) {
        const QImage image = rgbaImage(format);
        if (!(hitbox::model::maskFromImage(image, threshold) == maskByPixelLoop(image))) {
            std::fprintf(stderr, "mask build: the two masks differ\n");
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
