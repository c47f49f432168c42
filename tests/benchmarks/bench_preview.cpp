// The collision preview's drag: two 2048 x 2048 sprites overlapping heavily, and one move
// re-evaluates every tier of the pair with the full pixel count (PreviewEvaluator, as
// the editor does on every mouse move). Reported as time per move; a 60 Hz frame has
// 16.7 ms, the aim is well under 1 ms. Also the transformed pixel scan against a plain
// scan of the same rule (plainpixelscan.h: every solid pixel of both sprites mapped, no
// row spans), on the same rotated sprites.

#include "bigsprite.h"
#include "plainpixelscan.h"

#include "model/evaluate/previewevaluator.h"
#include "model/evaluate/spritecollider.h"
#include "model/io/imagecache.h"
#include <hitbox/geometry.h>
#include <hitbox/mask.h>

#include <QImage>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdio>
#include <memory>

namespace hc = hitbox::collision;
namespace hm = hitbox::model;

namespace {

using hitbox::benchmarks::bigSprite;
using hitbox::benchmarks::side;
using hitbox::benchmarks::spriteFor;

struct Fixture
{
    QTemporaryDir dir;
    hm::Project project;
    hm::ImageCache images;

    Fixture()
    {
        const QString a = dir.filePath(QStringLiteral("a.png"));
        const QString b = dir.filePath(QStringLiteral("b.png"));
        bigSprite(qRgb(200, 60, 60)).save(a);
        bigSprite(qRgb(60, 60, 200)).save(b);
        project.sprites << spriteFor(a, QStringLiteral("a")) << spriteFor(b, QStringLiteral("b"));
        // Decode and build the masks once, outside the timings.
        for (const hm::Sprite &s : project.sprites)
            hm::frameMask(images, s, s.frames.first());
    }
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

// B overlaps A by about 1700 x 1900 pixels; each move shifts B by a third of a pixel
// (and rotates it when rotated), so every iteration re-evaluates the pair.
void dragMove(benchmark::State &state, double rotation, bool hitPixels)
{
    Fixture &f = fixture();
    hm::PreviewScene scene;
    scene.instances << hm::PreviewInstance{0, 0, {1024.0, 1024.0}, 0.0, {1.0, 1.0}, {}}
                    << hm::PreviewInstance{1, 0, {1372.0, 1124.0}, rotation, {1.0, 1.0}, {}};
    const hc::Rect board{0.0, 0.0, 4096.0, 4096.0};
    hm::PreviewEvaluator evaluator;
    const hm::PreviewEvaluationOptions options{false, hitPixels};
    std::int64_t pixels = 0;
    int step = 0;
    for (auto _ : state) {
        scene.instances[1].position.x = 1372.0 + (step % 3) / 3.0 + (step % 2);
        if (rotation != 0.0)
            scene.instances[1].rotation = rotation + (step % 2) * 0.5;
        ++step;
        const hm::PreviewEvaluation &r
                = evaluator.evaluate(f.project, f.images, scene, board, options);
        if (r.evaluatedPairs != 1 || r.pairs.size() != 1)
            state.SkipWithError("the move did not re-evaluate the pair");
        pixels = r.pairs.front().report[hc::Tier::Pixel].pixels.count.value_or(0);
        benchmark::DoNotOptimize(r.pairs.front().hitPixels);
    }
    state.counters["overlap_px"] = double(pixels);
    state.SetLabel(rotation == 0.0 ? "translated" : "rotated");
}

void BM_DragMove(benchmark::State &state)
{
    dragMove(state, 0.0, false);
}
BENCHMARK(BM_DragMove)->Unit(benchmark::kMicrosecond);

void BM_DragMoveWithHitPixels(benchmark::State &state)
{
    dragMove(state, 0.0, true);
}
BENCHMARK(BM_DragMoveWithHitPixels)->Unit(benchmark::kMicrosecond);

void BM_DragMoveRotated(benchmark::State &state)
{
    dragMove(state, 30.0, false);
}
BENCHMARK(BM_DragMoveRotated)->Unit(benchmark::kMicrosecond);

void BM_DragMoveRotatedWithHitPixels(benchmark::State &state)
{
    dragMove(state, 30.0, true);
}
BENCHMARK(BM_DragMoveRotatedWithHitPixels)->Unit(benchmark::kMicrosecond);

struct RotatedPair
{
    std::shared_ptr<const hc::Mask> a;
    std::shared_ptr<const hc::Mask> b;
    hc::Transform ta{{1024.0, 1024.0}, {1024.0, 1024.0}, 0.0, {1.0, 1.0}};
    hc::Transform tb{{1372.0, 1124.0}, {1024.0, 1024.0}, 30.0, {1.0, 1.0}};
};

RotatedPair rotatedPair()
{
    Fixture &f = fixture();
    const hm::Sprite &sa = f.project.sprites[0];
    const hm::Sprite &sb = f.project.sprites[1];
    return {hm::frameMask(f.images, sa, sa.frames.first()),
            hm::frameMask(f.images, sb, sb.frames.first())};
}

void BM_RotatedPixelScan(benchmark::State &state)
{
    const RotatedPair p = rotatedPair();
    for (auto _ : state)
        benchmark::DoNotOptimize(hc::pixelOverlap(*p.a, p.ta, *p.b, p.tb).count);
}
BENCHMARK(BM_RotatedPixelScan)->Unit(benchmark::kMicrosecond);

// The verdict and first contact only, as the world and the pipeline ask.
void BM_RotatedPixelScanFirstHit(benchmark::State &state)
{
    const RotatedPair p = rotatedPair();
    for (auto _ : state) {
        benchmark::DoNotOptimize(
                hc::pixelOverlap(*p.a, p.ta, *p.b, p.tb, hc::PixelDetail::FirstHit).hit);
    }
}
BENCHMARK(BM_RotatedPixelScanFirstHit)->Unit(benchmark::kMicrosecond);

void BM_RotatedPixelScanPlain(benchmark::State &state)
{
    const RotatedPair p = rotatedPair();
    for (auto _ : state)
        benchmark::DoNotOptimize(hitbox::testing::plainSymmetricScan(*p.a, p.ta, *p.b, p.tb).count);
}
BENCHMARK(BM_RotatedPixelScanPlain)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    // Both scans must agree before their speeds mean anything.
    const RotatedPair p = rotatedPair();
    const std::int64_t now = hc::pixelOverlap(*p.a, p.ta, *p.b, p.tb).count.value_or(-1);
    const std::int64_t before = hitbox::testing::plainSymmetricScan(*p.a, p.ta, *p.b, p.tb).count;
    if (now != before) {
        std::fprintf(stderr,
                     "rotated scans disagree: %lld vs %lld\n",
                     static_cast<long long>(now),
                     static_cast<long long>(before));
        return 1;
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
