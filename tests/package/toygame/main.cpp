// A tiny Qt-free game that vendors the hitbox runtime: two round sprites are placed at
// several distances, the collision pipeline answers for each placement (with A and B
// swapped too), and a small world lets two of them bounce. The expected verdicts are worked
// out by hand below; any difference makes the program fail, so each way of building it
// (tests/package/CMakeLists.txt) proves that the runtime it linked gives the right answers.
#include <hitbox/pipeline.h>
#include <hitbox/version.h>
#include <hitbox/world.h>

#include <cstdio>
#include <string>

namespace hc = hitbox::collision;

namespace {

constexpr int imageSide = 40;

// A disc of radius 18 pixels centred in the 40 x 40 image: a pixel is solid when its
// centre is inside.
hc::Mask discMask()
{
    hc::Mask mask(imageSide, imageSide);
    for (int y = 0; y < imageSide; ++y) {
        for (int x = 0; x < imageSide; ++x) {
            const double dx = x + 0.5 - 20.0;
            const double dy = y + 0.5 - 20.0;
            if (dx * dx + dy * dy <= 18.0 * 18.0)
                mask.set(x, y);
        }
    }
    return mask;
}

std::string describe(const hc::CollisionReport &report)
{
    std::string text;
    for (hc::Tier tier : hc::allTiers) {
        text += std::string(hc::tierName(tier)) + "="
                + std::string(hc::verdictName(report[tier].verdict)) + " ";
    }
    text += report.hit ? "-> hit" : "-> miss";
    if (report.decidedBy)
        text += " (" + std::string(hc::tierName(*report.decidedBy)) + ")";
    return text;
}

struct Placement
{
    const char *name;
    hc::Vec2 b;           // B's pivot; A's is at (100, 100)
    const char *expected; // evaluateAllTiers' verdicts and the pipeline's answer
};

// The default box is 32 x 32 and the default circle has radius 16 (80 % of the half side).
// The armature tier tests every pair of shapes of any kinds; an exact pair that overlaps
// (a box pair included) answers hit at once (docs/collision.md, "Pipeline").
const Placement placements[] = {
        // Centres 30 apart: boxes overlap (84..116 and 114..146), circles (30 < 32), discs (30 <
        // 36).
        {"near", {130.0, 100.0}, "aabb=hit box=hit circle=hit armature=hit pixel=hit -> hit (box)"},
        // 33 apart: the images overlap, the boxes (84..116 and 117..149) do not, nor the circles
        // (33 > 32) nor box and circle (the circle starts at 117); the discs do (33 < 36), and
        // the pixels are in the question (default filters), so the pixels decide.
        {"beside",
         {133.0, 100.0},
         "aabb=hit box=miss circle=miss armature=miss pixel=hit -> hit (pixel)"},
        // Diagonal 25, 25 (35.4 apart): boxes overlap, circles do not (35.4 > 32), discs do (< 36).
        {"diagonal",
         {125.0, 125.0},
         "aabb=hit box=hit circle=miss armature=hit pixel=hit -> hit (box)"},
        // Far apart: even the image bounds miss.
        {"far",
         {200.0, 100.0},
         "aabb=miss box=miss circle=miss armature=miss pixel=miss -> miss (aabb)"},
};

bool checkPlacements(const hc::Mask &mask)
{
    bool ok = true;
    for (const Placement &p : placements) {
        const hc::Collider a = hc::makeCollider(imageSide, imageSide, {100.0, 100.0}, &mask);
        const hc::Collider b = hc::makeCollider(imageSide, imageSide, p.b, &mask);
        for (bool swapped : {false, true}) {
            const std::string got
                    = describe(swapped ? hc::evaluateAllTiers(b, a) : hc::evaluateAllTiers(a, b));
            const hc::CollisionReport pipeline
                    = swapped ? hc::evaluatePipeline(b, a) : hc::evaluatePipeline(a, b);
            const bool same
                    = got == p.expected
                      && pipeline.hit
                                 == (std::string(p.expected).find("-> hit") != std::string::npos);
            std::printf("%s%s: %s%s\n",
                        p.name,
                        swapped ? " (B, A)" : "",
                        got.c_str(),
                        same ? "" : "   <-- expected different");
            ok = ok && same;
        }
    }
    return ok;
}

// Two sprites fly at each other along x with the circle tier deciding: they must touch,
// bounce (velocities swap), and fly apart.
bool checkWorld(const hc::Mask &mask)
{
    hc::WorldSettings settings;
    settings.board = {0.0, 0.0, 400.0, 200.0};
    settings.tier = hc::Tier::Circle;
    hc::World world(settings);
    world.addBody({hc::makeCollider(imageSide, imageSide, {100.0, 100.0}, &mask), {60.0, 0.0}});
    world.addBody({hc::makeCollider(imageSide, imageSide, {160.0, 100.0}, &mask), {-60.0, 0.0}});
    bool touched = false;
    for (int step = 0; step < 60; ++step) {
        for (const hc::IndexPair &pair : world.step(1.0 / 60.0).pairs)
            touched = touched || (pair.a == 0 && pair.b == 1);
    }
    const auto bodies = world.bodies();
    const bool ok = touched && bodies[0].velocity.x < 0.0 && bodies[1].velocity.x > 0.0;
    std::printf("world: %s, velocities %.1f and %.1f\n",
                touched ? "touched" : "never touched",
                bodies[0].velocity.x,
                bodies[1].velocity.x);
    return ok;
}

} // namespace

int main()
{
    std::printf("hitbox %s\n", HITBOX_VERSION_STRING);
    const hc::Mask mask = discMask();
    const bool ok = checkPlacements(mask) && checkWorld(mask);
    std::printf("%s\n", ok ? "toygame: all verdicts as expected" : "toygame: FAILED");
    return ok ? 0 : 1;
}
