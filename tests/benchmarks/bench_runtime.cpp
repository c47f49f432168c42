// The runtime's costs against their floors (issue 20): loading a 1,000-sprite document and
// building every frame's collider shapes (hitbox::runtime, no images) against parsing the
// same bytes with nlohmann/json alone (goal: at most 2x), and a hitbox_collide call against
// the kernel's evaluateAllTiers on colliders built beforehand (goal: at most 5% more).

#include "ratioreporter.h"

#include <hitbox/hitbox.h>
#include <hitbox/pipeline.h>
#include <hitbox/runtime/runtime.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace hb = hitbox::benchmarks;
namespace hr = hitbox::runtime;

namespace {

// 1,000 sprites of 3 frames; each frame a box, a circle and a concave polygon, every tenth
// sprite's polygon with a hole; 6 roles and their matrix.
const std::string &bigDocument()
{
    static const std::string json = [] {
        std::string s = R"({"format": "hitbox", "version": 2, "roles": [
            {"name": "body", "collidesWith": ["body", "sensor"], "image": true},
            {"name": "hitbox", "collidesWith": ["hurtbox"]}, {"name": "hurtbox", "collidesWith": ["hitbox"]},
            {"name": "sensor", "collidesWith": ["body"]}, {"name": "wall", "collidesWith": ["body"]},
            {"name": "pickup", "collidesWith": ["body"]}], "sprites": [)";
        for (int i = 0; i < 1000; ++i) {
            s += i ? "," : "";
            s += R"({"name": "sprite )" + std::to_string(i)
                 + R"(", "image": "sheet.png", "frames": [)";
            for (int f = 0; f < 3; ++f) {
                s += f ? "," : "";
                // The polygons differ from sprite to sprite (their right side x = w), as different
                // characters' do; the three frames of a sprite share theirs, as propagated
                // shapes do.
                const std::string w = std::to_string(10 + i % 97);
                s += R"({"rect": [)" + std::to_string(f * 64)
                     + R"(, 0, 64, 64], "duration": 80, "shapes": [
                    {"type": "box", "x": -20, "y": -30, "w": 40, "h": 60, "role": "hurtbox"},
                    {"type": "circle", "center": [0, -10], "radius": 18.5},
                    {"type": "polygon", "role": "hitbox", "points": [[-30, -5], [)"
                     + w + R"(, -5], [)" + w + R"(, 5], [0, 0], [-30, 5]])";
                if (i % 10 == 0)
                    s += R"(, "holes": [[[-20, -4], [-10, -4], [-10, -1]]])";
                s += "}]}";
            }
            s += R"(], "animations": [{"name": "walk", "frames": [0, 1, 2], "direction": "pingpong"}]})";
        }
        return s + "]}";
    }();
    return json;
}

hr::LoadedDocument withPixels()
{
    std::string error;
    std::optional<hr::LoadedDocument> doc
            = hr::LoadedDocument::parse(bigDocument(), "big.hitbox.json", &error, false);
    std::vector<std::uint8_t> rgba(192 * 64 * 4, 0);
    for (int y = 0; y < 64; ++y) {
        for (int x = 0; x < 192; ++x) {
            const int dx = x % 64 - 32;
            const int dy = y - 32;
            rgba[std::size_t(y * 192 + x) * 4 + 3] = dx * dx + dy * dy < 28 * 28 ? 255 : 0;
        }
    }
    doc->setPixels(0, -1, rgba.data(), 192, 64, 192 * 4, &error);
    doc->setPixels(1, -1, rgba.data(), 192, 64, 192 * 4, &error);
    return std::move(*doc);
}

constexpr hitbox_placement placeA{0, 0, 20, 1, 1};
constexpr hitbox_placement placeB{30, 12, -35, 1.2, 1.2};

void loadRuntime(benchmark::State &state)
{
    std::string error;
    for (auto _ : state) {
        std::optional<hr::LoadedDocument> doc
                = hr::LoadedDocument::parse(bigDocument(), "big.hitbox.json", &error, false);
        benchmark::DoNotOptimize(doc);
    }
}

void loadNlohmann(benchmark::State &state)
{
    for (auto _ : state) {
        nlohmann::json json = nlohmann::json::parse(bigDocument());
        benchmark::DoNotOptimize(json);
    }
}

void collideRuntime(benchmark::State &state)
{
    const hr::LoadedDocument doc = withPixels();
    hitbox_result r{};
    for (auto _ : state) {
        doc.collide(0, 0, placeA, 1, 0, placeB, nullptr, nullptr, &r);
        benchmark::DoNotOptimize(r);
    }
}

void collideKernel(benchmark::State &state)
{
    const hr::LoadedDocument doc = withPixels();
    hr::Placement a;
    hr::Placement b;
    hr::toPlacement(placeA, &a);
    hr::toPlacement(placeB, &b);
    const hitbox::collision::Collider ca = *doc.collider(0, 0, a);
    const hitbox::collision::Collider cb = *doc.collider(1, 0, b);
    for (auto _ : state) {
        hitbox::collision::CollisionReport report = hitbox::collision::evaluateAllTiers(ca, cb);
        benchmark::DoNotOptimize(report);
    }
}

bool agree()
{
    const hr::LoadedDocument doc = withPixels();
    hr::Placement a;
    hr::Placement b;
    hr::toPlacement(placeA, &a);
    hr::toPlacement(placeB, &b);
    hitbox_result viaRuntime{};
    doc.collide(0, 0, placeA, 1, 0, placeB, nullptr, nullptr, &viaRuntime);
    const hitbox_result viaKernel = hr::toResult(
            hitbox::collision::evaluateAllTiers(*doc.collider(0, 0, a), *doc.collider(1, 0, b)));
    const bool same = viaRuntime.pipeline == viaKernel.pipeline
                      && viaRuntime.overlap_pixels == viaKernel.overlap_pixels
                      && viaRuntime.pipeline == HITBOX_HIT;
    if (!same)
        std::fprintf(stderr, "bench_runtime: the runtime and the kernel disagree\n");
    return same;
}

} // namespace

int main(int argc, char **argv)
{
    static const hb::ComparedPair pairs[] = {
            {"load 1,000 sprites and build their shapes (runtime) vs parse only (nlohmann/json)",
             "load/runtime",
             "load/nlohmann parse only"},
            {"hitbox_collide vs evaluateAllTiers on prebuilt colliders",
             "collide/runtime",
             "collide/kernel"},
    };
    return hb::runComparison(
            argc,
            argv,
            agree,
            [] {
                benchmark::RegisterBenchmark("load/runtime", loadRuntime)
                        ->Unit(benchmark::kMillisecond);
                benchmark::RegisterBenchmark("load/nlohmann parse only", loadNlohmann)
                        ->Unit(benchmark::kMillisecond);
                benchmark::RegisterBenchmark("collide/runtime", collideRuntime)
                        ->Unit(benchmark::kMicrosecond);
                benchmark::RegisterBenchmark("collide/kernel", collideKernel)
                        ->Unit(benchmark::kMicrosecond);
            },
            "The runtime against its floors",
            "floor",
            pairs);
}
