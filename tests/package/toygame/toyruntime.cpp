// The game side of a project document through hitbox::runtime's C++ API: a document held
// in memory whose sprite's pixels the game hands over (a disc it drew itself), placed at
// distances worked out by hand, then the demo document read from disk (argv[1]) with the
// fighter's punch against the dummy. Fails on any difference.
#include <hitbox/runtime/runtime.h>

#include <cstdio>
#include <string>
#include <vector>

namespace hr = hitbox::runtime;

namespace {

constexpr int side = 40;

// A disc of radius 18 centred in a 40 x 40 RGBA image, transparent around it.
std::vector<std::uint8_t> discPixels()
{
    std::vector<std::uint8_t> rgba(side * side * 4, 0);
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            const double dx = x + 0.5 - 20.0;
            const double dy = y + 0.5 - 20.0;
            if (dx * dx + dy * dy <= 18.0 * 18.0)
                rgba[std::size_t(y * side + x) * 4 + 3] = 255;
        }
    }
    return rgba;
}

bool check(bool ok, const std::string &what)
{
    std::printf("%s: %s\n", ok ? "ok  " : "FAIL", what.c_str());
    return ok;
}

} // namespace

int main(int argc, char **argv)
{
    bool ok = true;
    const char *json = R"({"format": "hitbox", "version": 2, "sprites": [
        {"name": "ball", "image": "ball.png", "frames": [{"shapes": [
            {"type": "circle", "center": [0, 0], "radius": 18}]}]}]})";
    std::string error;
    std::optional<hr::LoadedDocument> doc
            = hr::LoadedDocument::parse(json, "memory.hitbox.json", &error, false);
    if (!check(doc.has_value(), "the document in memory parses " + error))
        return 1;
    const std::vector<std::uint8_t> pixels = discPixels();
    ok &= check(doc->setPixels(0, -1, pixels.data(), side, side, side * 4, &error),
                "the game hands the pixels " + error);
    hitbox_result r{};
    // Discs of radius 18: they touch at a distance of 36.
    for (const auto &[dx, hit] :
         {std::pair{30.0, true}, std::pair{35.0, true}, std::pair{40.0, false}}) {
        const int status
                = doc->collide(0, 0, {0, 0, 0, 1, 1}, 0, 0, {dx, 0, 0, 1, 1}, nullptr, nullptr, &r);
        ok &= check(status == HITBOX_OK && (r.pipeline == HITBOX_HIT) == hit
                            && r.tiers[HITBOX_TIER_CIRCLE] == (hit ? HITBOX_HIT : HITBOX_MISS),
                    "two balls " + std::to_string(dx) + " apart");
    }
    if (argc > 1) {
        std::optional<hr::LoadedDocument> demo = hr::LoadedDocument::load(argv[1], &error);
        if (!check(demo.has_value(), std::string("the demo loads ") + error))
            return 1;
        const int fighter = demo->findSprite("fighter");
        const int dummy = demo->findSprite("dummy");
        std::string hits;
        for (int frame = 0; frame < demo->frameCount(fighter); ++frame) {
            demo->collide(fighter,
                          frame,
                          {70, 120, 0, 1, 1},
                          dummy,
                          0,
                          {109, 120, 0, 1, 1},
                          "hitbox",
                          "hurtbox",
                          &r);
            if (r.pipeline == HITBOX_HIT)
                hits += " " + std::to_string(frame);
        }
        ok &= check(hits == " 2 3", "the punch hits the dummy in frames" + hits);
    }
    return ok ? 0 : 1;
}
