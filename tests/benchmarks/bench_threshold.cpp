// A threshold change on a 9000 x 9000 sprite, step by step and as the editor's whole
// chain (SpriteScene::syncSolidOverlay): the mask from the alpha plane, the tint image
// and its pixmap, the solid outline path and the solid bounds. The mask build is also
// compared with a plain scanLine loop (one byte, one bit at a time), checked equal first.

#include "canvas/solidoverlay.h"
#include "model/io/alphaplane.h"
#include "model/io/maskimage.h"
#include "ratioreporter.h"
#include <hitbox/mask.h>

#include <QGuiApplication>
#include <QImage>
#include <QPainterPath>
#include <QPixmap>

#include <benchmark/benchmark.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <utility>

namespace hc = hitbox::collision;
namespace hm = hitbox::model;
namespace hb = hitbox::benchmarks;

namespace {

constexpr int side = 9000;
constexpr int threshold = 128;

// The alpha plane of a 9000 x 9000 sprite: a disc of radius 4400 with a soft edge
// 200 pixels wide and a ring of square holes, transparent outside (about 75% solid).
const QImage &alphaPlane()
{
    static const QImage plane = [] {
        QImage image(side, side, QImage::Format_Alpha8);
        const double c = side / 2.0;
        for (int y = 0; y < side; ++y) {
            uchar *line = image.scanLine(y);
            for (int x = 0; x < side; ++x) {
                const double d = std::hypot(x + 0.5 - c, y + 0.5 - c);
                int alpha = d < 4300 ? 255 : d < 4500 ? int(255 * (4500 - d) / 200) : 0;
                if (d > 2000 && d < 2200 && (x / 64 + y / 64) % 2 == 0)
                    alpha = 0;
                line[x] = uchar(alpha);
            }
        }
        return image;
    }();
    return plane;
}

// The baseline: a plain scanLine loop, one pixel at a time.
hc::Mask scanLineMask(const QImage &plane, int t)
{
    hc::Mask mask(plane.width(), plane.height());
    for (int y = 0; y < plane.height(); ++y) {
        const uchar *line = plane.constScanLine(y);
        for (int x = 0; x < plane.width(); ++x) {
            if (line[x] >= t)
                mask.set(x, y);
        }
    }
    return mask;
}

void BM_MaskOurs(benchmark::State &state)
{
    const QImage &plane = alphaPlane();
    for (auto _ : state)
        benchmark::DoNotOptimize(hm::maskFromAlphaPlane(plane, threshold));
}

void BM_MaskScanLine(benchmark::State &state)
{
    const QImage &plane = alphaPlane();
    for (auto _ : state)
        benchmark::DoNotOptimize(scanLineMask(plane, threshold));
}

// As the editor's overlay item: the previous pixmap lives until the new one replaces it.
void BM_TintImage(benchmark::State &state)
{
    const hc::Mask mask = hm::maskFromAlphaPlane(alphaPlane(), threshold);
    QPixmap shown;
    for (auto _ : state) {
        QPixmap next = QPixmap::fromImage(hm::maskToImage(mask, 0x80ff0000));
        benchmark::DoNotOptimize(next);
        shown = std::move(next);
    }
}

void BM_TintImageOnly(benchmark::State &state)
{
    const hc::Mask mask = hm::maskFromAlphaPlane(alphaPlane(), threshold);
    for (auto _ : state)
        benchmark::DoNotOptimize(hm::maskToImage(mask, 0x80ff0000));
}

void BM_OutlinePath(benchmark::State &state)
{
    const hc::Mask mask = hm::maskFromAlphaPlane(alphaPlane(), threshold);
    for (auto _ : state)
        benchmark::DoNotOptimize(hitbox::editor::solidOutlinePath(mask));
}

void BM_SolidBounds(benchmark::State &state)
{
    const hc::Mask mask = hm::maskFromAlphaPlane(alphaPlane(), threshold);
    for (auto _ : state)
        benchmark::DoNotOptimize(mask.solidBounds());
}

// What the editor does per threshold change, in syncSolidOverlay's order.
void BM_WholeChain(benchmark::State &state)
{
    const QImage &plane = alphaPlane();
    int t = threshold;
    QPixmap shownTint;
    QPainterPath shownOutline;
    for (auto _ : state) {
        t = t == threshold ? threshold + 1 : threshold; // a slider step
        const hc::Mask mask = hm::maskFromAlphaPlane(plane, t);
        QPixmap tint = QPixmap::fromImage(hm::maskToImage(mask, 0x80ff0000));
        QPainterPath outline = hitbox::editor::solidOutlinePath(mask);
        benchmark::DoNotOptimize(mask.solidBounds());
        shownTint = std::move(tint);
        shownOutline = std::move(outline);
    }
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv); // QPixmap needs it
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    for (const int t : {0, 1, 128, 255}) {
        if (!(hm::maskFromAlphaPlane(alphaPlane(), t) == scanLineMask(alphaPlane(), t))) {
            std::fprintf(stderr, "mask build differs from the scanLine loop at threshold %d\n", t);
            return 1;
        }
    }
    const auto ms = [](benchmark::internal::Benchmark *b) {
        b->Unit(benchmark::kMillisecond)->UseRealTime();
    };
    // The mask pair on one thread each, compared by CPU time; the rest by wall time,
    // as the user waits for it (the tint may use several threads).
    benchmark::RegisterBenchmark("threshold/mask/ours", BM_MaskOurs)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("threshold/mask/scanLine", BM_MaskScanLine)
            ->Unit(benchmark::kMillisecond);
    ms(benchmark::RegisterBenchmark("threshold/tint/image", BM_TintImageOnly));
    ms(benchmark::RegisterBenchmark("threshold/tint/pixmap", BM_TintImage));
    ms(benchmark::RegisterBenchmark("threshold/outline", BM_OutlinePath));
    ms(benchmark::RegisterBenchmark("threshold/bounds", BM_SolidBounds));
    ms(benchmark::RegisterBenchmark("threshold/chain", BM_WholeChain));
    hb::RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    const std::array pairs{hb::ComparedPair{
            "Mask build, 9000 x 9000", "threshold/mask/ours", "threshold/mask/scanLine"}};
    hb::printComparison(reporter, "Mask build against a plain scanLine loop", "scanLine", pairs);
    return 0;
}
