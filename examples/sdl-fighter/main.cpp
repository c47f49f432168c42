// sdl-fighter: an SDL2 game loop that plays the demo fighter's "punch" against the training
// dummy with the runtime alone (hitbox::runtime's C++ API and the kernel values it hands
// out). Each step it asks the runtime which frame the animation shows and whether the
// fighter's hitbox shapes meet the dummy's hurtbox, draws both sprites' solid pixels and
// every shape in world space (the hitting shapes filled), a strip of the animation's steps
// (red: that step hits) and prints the frames that hit.
//   sdl-fighter [DOCUMENT] [--frames N] [--screenshot FILE.bmp] [--headless]
//   --frames N        stop after N steps of 1/60 s (default: run until the window closes)
//   --screenshot F    save the last step's picture as a BMP
//   --headless        no window (and no video driver): run the steps (60 unless --frames
//                     says) and print, for tests
// Exit status: 0, 1 when the document cannot be used, 2 on a bad argument.

#include <hitbox/runtime/runtime.h>

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numbers>
#include <set>
#include <string>
#include <vector>

namespace {

namespace hc = hitbox::collision;
namespace hr = hitbox::runtime;

constexpr double stepMs = 1000.0 / 60.0;
constexpr int screenWidth = 840;
constexpr int screenHeight = 600;
constexpr int stripHeight = 60;

struct Options
{
    std::string document = "resources/demo/demo.hitbox.json";
    long frames = -1;
    std::string screenshot;
    bool headless = false;
};

struct Scene
{
    const hr::LoadedDocument *doc = nullptr;
    int fighter = -1;
    int dummy = -1;
    hitbox_placement atFighter{70, 120, 0, 1, 1};
    hitbox_placement atDummy{109, 120, 0, 1, 1};
    std::vector<int> sequence; ///< the punch's frames in play order
    std::vector<bool> sequenceHits;
};

struct View
{
    double left = 0, top = 0, scale = 1;
    SDL_FPoint map(hc::Vec2 p) const
    {
        return {float((p.x - left) * scale), float((p.y - top) * scale)};
    }
};

const char *verdictText(hitbox_verdict v)
{
    return v == HITBOX_HIT ? "hit" : v == HITBOX_MISS ? "miss" : "n/a";
}

const char *tierName(hitbox_tier tier)
{
    static const char *names[] = {"aabb", "box", "circle", "armature", "pixel"};
    return tier < HITBOX_TIER_COUNT ? names[tier] : "none";
}

SDL_Color roleColor(const std::string &role)
{
    if (role == "hitbox")
        return {235, 64, 52, 255};
    if (role == "hurtbox")
        return {60, 200, 100, 255};
    if (role == "sensor")
        return {232, 163, 23, 255};
    return {80, 150, 230, 255};
}

// The role whose category bit a kernel filter carries (the runtime gives each role one).
std::string roleOf(const hr::LoadedDocument &doc, hc::ShapeFilter filter)
{
    for (const hr::Role &role : doc.document().roles.roles)
        if ((doc.document().roles.filter(role.name).category & filter.category) != 0)
            return role.name;
    return "body";
}

// The collider of a placed frame with every shape the document's matrix lets take part.
hc::Collider colliderOf(const hr::LoadedDocument &doc, int sprite, int frame, hitbox_placement at)
{
    hr::Placement placement;
    hr::toPlacement(at, &placement);
    return doc.collider(sprite, frame, placement).value_or(hc::Collider{});
}

// The sprite's solid pixels, each screen pixel mapped back into the image.
void drawMask(SDL_Renderer *renderer, const View &view, const hc::Collider &c, SDL_Color color)
{
    if (c.mask == nullptr)
        return;
    const hc::Rect bounds = hc::imageBounds(c);
    const hc::Affine toImage = hc::worldToImage(c.transform);
    std::vector<SDL_Point> points;
    const int x0 = std::max(0, int(std::floor((bounds.x - view.left) * view.scale)));
    const int y0 = std::max(0, int(std::floor((bounds.y - view.top) * view.scale)));
    const int x1
            = std::min(screenWidth, int(std::ceil((bounds.x + bounds.w - view.left) * view.scale)));
    const int y1
            = std::min(screenHeight, int(std::ceil((bounds.y + bounds.h - view.top) * view.scale)));
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            const hc::Vec2 world{view.left + (x + 0.5) / view.scale,
                                 view.top + (y + 0.5) / view.scale};
            const hc::Vec2 p = hc::apply(toImage, world);
            if (c.mask->test(std::int64_t(std::floor(p.x)), std::int64_t(std::floor(p.y))))
                points.push_back({x, y});
        }
    }
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a);
    SDL_RenderDrawPoints(renderer, points.data(), int(points.size()));
}

void drawPolygon(SDL_Renderer *renderer,
                 const View &view,
                 const std::vector<hc::Vec2> &points,
                 SDL_Color color,
                 bool filled)
{
    if (points.size() < 2)
        return;
    std::vector<SDL_Vertex> fan;
    std::vector<SDL_FPoint> outline;
    for (const hc::Vec2 &p : points)
        outline.push_back(view.map(p));
    outline.push_back(outline.front());
    if (filled) {
        // Shapes that take part are convex (boxes, circles, convex armature pieces).
        const SDL_Color fill{color.r, color.g, color.b, 110};
        for (std::size_t i = 1; i + 1 < points.size(); ++i)
            for (std::size_t k : {std::size_t(0), i, i + 1})
                fan.push_back({outline[k], fill, {0, 0}});
        SDL_RenderGeometry(renderer, nullptr, fan.data(), int(fan.size()), nullptr, 0);
    }
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, 255);
    for (int offset = 0; offset < 2; ++offset) { // two pixels wide
        std::vector<SDL_FPoint> shifted = outline;
        for (SDL_FPoint &p : shifted)
            p.x += float(offset), p.y += float(offset);
        SDL_RenderDrawLinesF(renderer, shifted.data(), int(shifted.size()));
    }
}

// Every shape of a placed frame, in its role's colour; the shapes of `hitRole` filled.
void drawShapes(SDL_Renderer *renderer,
                const View &view,
                const hr::LoadedDocument &doc,
                const hc::Collider &c,
                const std::string &hitRole)
{
    const auto draw = [&](const std::vector<hc::Vec2> &points, hc::ShapeFilter filter) {
        const std::string role = roleOf(doc, filter);
        drawPolygon(renderer, view, points, roleColor(role), role == hitRole);
    };
    const std::vector<hc::Polygon> boxes = hc::worldBoxes(c);
    for (std::size_t i = 0; i < boxes.size(); ++i)
        draw(boxes[i].points, hc::filterAt(c.boxFilters, i));
    const std::vector<hc::Circle> circles = hc::worldCircles(c);
    for (std::size_t i = 0; i < circles.size(); ++i) {
        std::vector<hc::Vec2> ring;
        for (int k = 0; k < 48; ++k) {
            const double a = k * 2.0 * std::numbers::pi / 48.0;
            ring.push_back({circles[i].center.x + circles[i].radius * std::cos(a),
                            circles[i].center.y + circles[i].radius * std::sin(a)});
        }
        draw(ring, hc::filterAt(c.circleFilters, i));
    }
    const std::vector<hc::Polygon> armature = hc::worldArmature(c);
    for (std::size_t i = 0; i < armature.size(); ++i)
        draw(armature[i].points, hc::filterAt(c.armatureFilters, i));
}

// The punch's steps along the bottom: red where the step hits, the current one outlined.
void drawStrip(SDL_Renderer *renderer, const Scene &scene, std::size_t current)
{
    const int count = int(scene.sequence.size());
    const int cell = (screenWidth - 20) / std::max(count, 1);
    for (int i = 0; i < count; ++i) {
        const SDL_Rect r{
                10 + i * cell + 4, screenHeight - stripHeight + 10, cell - 8, stripHeight - 20};
        if (scene.sequenceHits[std::size_t(i)])
            SDL_SetRenderDrawColor(renderer, 235, 64, 52, 255);
        else
            SDL_SetRenderDrawColor(renderer, 70, 74, 84, 255);
        SDL_RenderFillRect(renderer, &r);
        if (std::size_t(i) == current) {
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
            for (int grow = 1; grow <= 3; ++grow) {
                const SDL_Rect g{r.x - grow, r.y - grow, r.w + 2 * grow, r.h + 2 * grow};
                SDL_RenderDrawRect(renderer, &g);
            }
        }
    }
}

// The world rectangle both sprites fill, with a margin, fitted above the strip.
View makeView(const Scene &scene)
{
    const hc::Rect a = hc::imageBounds(colliderOf(*scene.doc, scene.fighter, 0, scene.atFighter));
    const hc::Rect b = hc::imageBounds(colliderOf(*scene.doc, scene.dummy, 0, scene.atDummy));
    const double margin = 12;
    const double left = std::min(a.x, b.x) - margin, top = std::min(a.y, b.y) - margin;
    const double right = std::max(a.x + a.w, b.x + b.w) + margin;
    const double bottom = std::max(a.y + a.h, b.y + b.h) + margin;
    View view;
    view.scale = std::floor(
            std::min(screenWidth / (right - left), (screenHeight - stripHeight) / (bottom - top)));
    view.scale = std::max(view.scale, 1.0);
    view.left = (left + right) / 2 - screenWidth / view.scale / 2;
    view.top = (top + bottom) / 2 - (screenHeight - stripHeight) / view.scale / 2;
    return view;
}

void render(SDL_Renderer *renderer,
            const Scene &scene,
            const View &view,
            int frame,
            bool hit,
            std::size_t step)
{
    SDL_SetRenderDrawColor(renderer, 24, 26, 32, 255);
    SDL_RenderClear(renderer);
    const hc::Collider fighter = colliderOf(*scene.doc, scene.fighter, frame, scene.atFighter);
    const hc::Collider dummy = colliderOf(*scene.doc, scene.dummy, 0, scene.atDummy);
    SDL_SetRenderDrawColor(renderer, 90, 84, 70, 255);
    const SDL_FPoint ground = view.map({0, scene.atFighter.y});
    const SDL_FRect floor{
            0, ground.y, float(screenWidth), float(screenHeight - stripHeight) - ground.y};
    SDL_RenderFillRectF(renderer, &floor);
    drawMask(renderer,
             view,
             dummy,
             hit ? SDL_Color{250, 190, 170, 255} : SDL_Color{196, 160, 112, 255});
    drawMask(renderer, view, fighter, SDL_Color{200, 205, 220, 255});
    drawShapes(renderer, view, *scene.doc, dummy, hit ? "hurtbox" : "");
    drawShapes(renderer, view, *scene.doc, fighter, hit ? "hitbox" : "");
    drawStrip(renderer, scene, step);
}

bool parseOptions(int argc, char **argv, Options *options)
{
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--frames" && i + 1 < argc) {
            char *end = nullptr;
            options->frames = std::strtol(argv[++i], &end, 10);
            if (*end != '\0' || options->frames < 1 || options->frames > 10000000) {
                std::fprintf(
                        stderr,
                        "sdl-fighter: --frames: expected a whole number from 1, found \"%s\"\n",
                        argv[i]);
                return false;
            }
        } else if (arg == "--screenshot" && i + 1 < argc) {
            options->screenshot = argv[++i];
        } else if (arg == "--headless") {
            options->headless = true;
        } else if (!arg.empty() && arg[0] != '-') {
            options->document = arg;
        } else {
            std::fprintf(stderr,
                         "usage: sdl-fighter [DOCUMENT] [--frames N] [--screenshot FILE.bmp] "
                         "[--headless]\n");
            return false;
        }
    }
    if (options->headless && options->frames < 0)
        options->frames = 60;
    return true;
}

// The sprites, the animation and each step's verdict; false with a message when missing.
bool setUpScene(const hr::LoadedDocument &doc, const std::string &path, Scene *scene)
{
    scene->doc = &doc;
    scene->fighter = doc.findSprite("fighter");
    scene->dummy = doc.findSprite("dummy");
    if (scene->fighter < 0 || scene->dummy < 0 || doc.frameCount(scene->dummy) < 1) {
        std::fprintf(
                stderr, "sdl-fighter: %s has no sprites \"fighter\" and \"dummy\"\n", path.c_str());
        return false;
    }
    const hr::Sprite &fighter = doc.document().sprites[std::size_t(scene->fighter)];
    const int punch = hr::animationIndex(fighter, "punch");
    if (punch < 0) {
        std::fprintf(
                stderr, "sdl-fighter: %s: the fighter has no animation \"punch\"\n", path.c_str());
        return false;
    }
    scene->sequence = hr::playSequence(fighter, punch);
    for (int frame : scene->sequence) {
        hitbox_result r;
        const int status = doc.collide(scene->fighter,
                                       frame,
                                       scene->atFighter,
                                       scene->dummy,
                                       0,
                                       scene->atDummy,
                                       "hitbox",
                                       "hurtbox",
                                       &r);
        if (status != HITBOX_OK) {
            std::fprintf(stderr, "sdl-fighter: %s: %s\n", path.c_str(), hitbox_status_text(status));
            return false;
        }
        scene->sequenceHits.push_back(r.pipeline == HITBOX_HIT);
    }
    return true;
}

// The play-order step of the animation `timeMs` after it started (for the strip).
std::size_t sequenceStep(const Scene &scene, double timeMs)
{
    const hr::Sprite &sprite = scene.doc->document().sprites[std::size_t(scene.fighter)];
    const auto duration = [&](std::size_t i) {
        return std::int64_t(sprite.frames[std::size_t(scene.sequence[i])].durationMs);
    };
    std::int64_t cycle = 0;
    for (std::size_t i = 0; i < scene.sequence.size(); ++i)
        cycle += duration(i);
    std::int64_t into = cycle > 0 ? std::int64_t(timeMs) % cycle : 0;
    std::size_t step = 0;
    while (step + 1 < scene.sequence.size() && into >= duration(step))
        into -= duration(step++);
    return step;
}

// Shows the canvas in the window and waits for the step's time; false when the user quits.
bool present(SDL_Window *window, SDL_Surface *canvas, Uint64 due)
{
    bool running = true;
    SDL_Event event;
    while (SDL_PollEvent(&event))
        if (event.type == SDL_QUIT
            || (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE))
            running = false;
    if (SDL_Surface *screen = SDL_GetWindowSurface(window)) {
        SDL_BlitSurface(canvas, nullptr, screen, nullptr);
        SDL_UpdateWindowSurface(window);
    }
    const Uint64 now = SDL_GetTicks64();
    if (due > now)
        SDL_Delay(Uint32(due - now));
    return running;
}

// The game loop: each step's frame and verdict, printed once per frame, and the picture.
// Returns HITBOX_OK or the status of a failed collide.
int play(const Scene &scene,
         const Options &options,
         SDL_Window *window,
         SDL_Surface *canvas,
         SDL_Renderer *renderer)
{
    const hr::LoadedDocument &doc = *scene.doc;
    const View view = makeView(scene);
    std::printf("punch against the dummy (hitbox against hurtbox), steps of 1/60 s:\n");
    std::set<int> seen, hitFrames;
    const Uint64 start = SDL_GetTicks64();
    bool running = true;
    for (long step = 0; running && (options.frames < 0 || step < options.frames); ++step) {
        const double timeMs = double(step) * stepMs;
        const int frame = doc.animationFrame(scene.fighter, "punch", timeMs);
        hitbox_result r;
        const int status = doc.collide(scene.fighter,
                                       frame,
                                       scene.atFighter,
                                       scene.dummy,
                                       0,
                                       scene.atDummy,
                                       "hitbox",
                                       "hurtbox",
                                       &r);
        if (status != HITBOX_OK) {
            std::fprintf(stderr, "sdl-fighter: %s\n", hitbox_status_text(status));
            return status;
        }
        const bool hit = r.pipeline == HITBOX_HIT;
        if (seen.insert(frame).second)
            std::printf("  frame %d: %s (decided by %s)\n",
                        frame,
                        verdictText(r.pipeline),
                        tierName(r.decided_by));
        if (hit)
            hitFrames.insert(frame);
        render(renderer, scene, view, frame, hit, sequenceStep(scene, timeMs));
        SDL_RenderPresent(renderer);
        if (window != nullptr)
            running = present(window, canvas, start + Uint64(double(step + 1) * stepMs));
    }
    std::printf("frames that hit:");
    for (int f : hitFrames)
        std::printf(" %d", f);
    std::printf("\n");
    return HITBOX_OK;
}

// Plays the scene with SDL (a window unless headless) and saves the screenshot; 0 or 1.
int runGame(const Scene &scene, const Options &options)
{
    if (SDL_Init(options.headless ? 0 : SDL_INIT_VIDEO) != 0) {
        std::fprintf(stderr, "sdl-fighter: SDL: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = nullptr;
    if (!options.headless)
        window = SDL_CreateWindow("sdl-fighter: punch against the dummy",
                                  SDL_WINDOWPOS_CENTERED,
                                  SDL_WINDOWPOS_CENTERED,
                                  screenWidth,
                                  screenHeight,
                                  0);
    // The picture is drawn in software into a surface, shown in the window and saved as is.
    SDL_Surface *canvas = SDL_CreateRGBSurfaceWithFormat(
            0, screenWidth, screenHeight, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *renderer = canvas ? SDL_CreateSoftwareRenderer(canvas) : nullptr;
    int result = 1;
    if ((window == nullptr && !options.headless) || renderer == nullptr) {
        std::fprintf(stderr, "sdl-fighter: SDL: %s\n", SDL_GetError());
    } else {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        result = play(scene, options, window, canvas, renderer) == HITBOX_OK ? 0 : 1;
        if (result == 0 && !options.screenshot.empty()
            && SDL_SaveBMP(canvas, options.screenshot.c_str()) != 0) {
            std::fprintf(
                    stderr, "sdl-fighter: %s: %s\n", options.screenshot.c_str(), SDL_GetError());
            result = 1;
        }
    }
    if (renderer != nullptr)
        SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(canvas);
    if (window != nullptr)
        SDL_DestroyWindow(window);
    SDL_Quit();
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    Options options;
    if (!parseOptions(argc, argv, &options))
        return 2;
    std::string error;
    const std::optional<hr::LoadedDocument> doc
            = hr::LoadedDocument::load(options.document, &error);
    if (!doc) {
        std::fprintf(stderr, "sdl-fighter: %s\n", error.c_str());
        return 1;
    }
    Scene scene;
    if (!setUpScene(*doc, options.document, &scene))
        return 1;
    return runGame(scene, options);
}
