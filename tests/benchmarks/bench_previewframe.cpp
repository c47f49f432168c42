// Whole frames of the collision preview as the editor shows them: the real main window in
// preview mode (offscreen, 1600 x 1000), each frame's change followed by the event loop's
// repaint of what it marked dirty (previewwindow.h).
//
// - Play: the demo project's ball spawned 2,000 or 10,000 times on a 1600 x 1000 board,
//   running; a frame is 1/60 s of play (two 1/120 s steps), the evaluation, the canvas
//   items and docks following, and the paint. Also the world's two steps alone, and a
//   paused session's frame, which should cost nothing.
// - Drag: two 2048 x 2048 sprites (bigsprite.h) overlapping by about 1,700 x 1,900
//   pixels, B moved by a fraction of a pixel per frame, translated or rotated by 30
//   degrees, every tier shown (so the hit pixels are highlighted), at the zoom that fits
//   the scene and at 100%.

#include "bigsprite.h"
#include "previewwindow.h"
#include "ratioreporter.h"

#include "document/document.h"
#include "preview/devicepixmapcache.h"
#include "preview/playcontroller.h"

#include <QApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace hc = hitbox::collision;
namespace hm = hitbox::model;
namespace hb = hitbox::benchmarks;
namespace he = hitbox::editor;

namespace {

constexpr hc::Rect playBoard{0.0, 0.0, 1600.0, 1000.0};

// --- Play ---------------------------------------------------------------------------

// The demo project's ball, spawned `count` times on a fixed board, the view fitted.
std::unique_ptr<hb::PreviewWindow> playWindow(int count)
{
    auto w = std::make_unique<hb::PreviewWindow>();
    const QString demo = QStringLiteral(HITBOX_SOURCE_DIR "/resources/demo/demo.hitbox.json");
    if (!w->window()->openProject(demo))
        return nullptr;
    hm::PreviewScene scene = w->controller()->placedScene();
    scene.instances.clear();
    scene.board = playBoard;
    w->controller()->replaceScene(scene);
    w->preview()->spawnBalls(count);
    w->view()->fitScene();
    hb::PreviewWindow::settle();
    return w;
}

// The window of `state.range(0)` balls, or null after telling the benchmark why.
std::unique_ptr<hb::PreviewWindow> playWindowFor(benchmark::State &state)
{
    auto w = playWindow(int(state.range(0)));
    if (!w)
        state.SkipWithError("cannot open the demo project");
    return w;
}

// The same with a session started and paused.
std::unique_ptr<hb::PreviewWindow> pausedSession(benchmark::State &state)
{
    auto w = playWindowFor(state);
    if (w) {
        w->controller()->startPlaying();
        w->controller()->pausePlaying();
        hb::PreviewWindow::settle();
    }
    return w;
}

void BM_PlayFrame(benchmark::State &state)
{
    const auto w = playWindowFor(state);
    if (!w)
        return;
    he::PreviewController *controller = w->controller();
    controller->startPlaying();
    he::PlayController *play = controller->play();
    hb::PreviewWindow::settle();
    const int paints = w->paints();
    const qint64 steps = play->stepCount();
    double paintMs = 0.0;
    double updateMs = 0.0;
    for (auto _ : state) {
        play->advanceTime(2.0 * he::PlayController::stepSeconds + 1e-9);
        updateMs += controller->lastUpdateMs();
        hb::PreviewWindow::settle();
        paintMs += w->view()->lastPaintMs();
    }
    if (w->paints() - paints < int(state.iterations()))
        state.SkipWithError("a frame was not painted");
    state.counters["steps/frame"] = double(play->stepCount() - steps) / double(state.iterations());
    state.counters["paint_ms"] = paintMs / double(state.iterations());
    state.counters["update_ms"] = updateMs / double(state.iterations());
    controller->resetPlaying();
}
BENCHMARK(BM_PlayFrame)
        ->Arg(2000)
        ->Arg(10000)
        ->Unit(benchmark::kMillisecond)
        ->MeasureProcessCPUTime()
        ->UseRealTime();

// The world's two steps of a frame alone: what the frame costs beyond the physics is the
// evaluation, the items and the paint. Second argument: the broadphase's pairs reused
// from step to step (WorldSettings::reusePairs) or found every step.
void BM_PlayWorldSteps(benchmark::State &state)
{
    const auto w = playWindowFor(state);
    if (!w)
        return;
    w->controller()->stepPlaying(); // a paused session
    // A world of its own with the session's bodies (a World is move-only).
    const hc::World &session = w->controller()->play()->world();
    hc::WorldSettings settings = session.settings();
    settings.reusePairs = state.range(1) != 0;
    hc::World world(settings);
    for (const hc::Body &body : session.bodies())
        world.addBody(body);
    int reused = 0;
    for (auto _ : state) {
        reused += world.step(he::PlayController::stepSeconds).reusedPairs;
        reused += world.step(he::PlayController::stepSeconds).reusedPairs;
    }
    state.counters["reused"] = double(reused) / (2.0 * double(state.iterations()));
    w->controller()->resetPlaying();
}
BENCHMARK(BM_PlayWorldSteps)
        ->Args({2000, 1})
        ->Args({2000, 0})
        ->Args({10000, 1})
        ->Args({10000, 0})
        ->Unit(benchmark::kMillisecond)
        ->MeasureProcessCPUTime()
        ->UseRealTime();

// A paused session: one turn of the event loop with nothing moving.
void BM_PlayPausedFrame(benchmark::State &state)
{
    const auto w = pausedSession(state);
    if (!w)
        return;
    he::PreviewController *controller = w->controller();
    const quint64 evaluations = controller->evaluationCount();
    for (auto _ : state)
        hb::PreviewWindow::settle();
    state.counters["evaluations"] = double(controller->evaluationCount() - evaluations);
    controller->resetPlaying();
}
BENCHMARK(BM_PlayPausedFrame)
        ->Arg(2000)
        ->Unit(benchmark::kMillisecond)
        ->MeasureProcessCPUTime()
        ->UseRealTime();

// A repaint of the paused session (an expose, a hover over a dock): the drawing of the
// whole canvas with nothing changed.
void BM_PlayPausedRepaint(benchmark::State &state)
{
    const auto w = pausedSession(state);
    if (!w)
        return;
    for (auto _ : state) {
        w->view()->viewport()->update();
        hb::PreviewWindow::settle();
    }
    w->controller()->resetPlaying();
}
BENCHMARK(BM_PlayPausedRepaint)
        ->Arg(2000)
        ->Unit(benchmark::kMillisecond)
        ->MeasureProcessCPUTime()
        ->UseRealTime();

// --- Drag ---------------------------------------------------------------------------

struct DragScene
{
    QTemporaryDir dir;
    std::unique_ptr<hb::PreviewWindow> window;
};

std::unique_ptr<DragScene> dragScene(double rotation, bool fit)
{
    auto s = std::make_unique<DragScene>();
    const QString a = s->dir.filePath(QStringLiteral("a.png"));
    const QString b = s->dir.filePath(QStringLiteral("b.png"));
    hb::bigSprite(qRgb(200, 60, 60)).save(a);
    hb::bigSprite(qRgb(60, 60, 200)).save(b);
    hm::Project project;
    project.sprites << hb::spriteFor(a, QStringLiteral("a"))
                    << hb::spriteFor(b, QStringLiteral("b"));
    project.preview.instances << hm::PreviewInstance{0, 0, {1024.0, 1024.0}, 0.0, {1.0, 1.0}, {}}
                              << hm::PreviewInstance{
                                         1, 0, {1372.0, 1124.0}, rotation, {1.0, 1.0}, {}};
    s->window = std::make_unique<hb::PreviewWindow>();
    s->window->window()->document()->resetProject(project,
                                                  s->dir.filePath(QStringLiteral("p.hitbox.json")));
    hb::PreviewWindow::settle();
    he::PreviewView *view = s->window->view();
    if (fit) {
        view->fitScene();
    } else {
        view->resetZoom();
        view->centerOn(1200, 1100);
    }
    hb::PreviewWindow::settle();
    return s;
}

// One drag move of B and the repaint, with the view's drawing caches on or off.
void dragFrame(benchmark::State &state, double rotation, bool fit, bool cached)
{
    he::DevicePixmapCache::setEnabled(cached);
    const auto s = dragScene(rotation, fit);
    he::PreviewController *controller = s->window->controller();
    hm::PreviewInstance b = controller->placedScene().instances[1];
    const int paints = s->window->paints();
    const quint64 evaluations = controller->evaluationCount();
    double paintMs = 0.0;
    double updateMs = 0.0;
    double collisionMs = 0.0;
    int step = 1; // step 0 would be where B is already
    for (auto _ : state) {
        b.position.x = 1372.0 + (step % 3) / 3.0 + (step % 2);
        ++step;
        controller->setInstance(1, b);
        updateMs += controller->lastUpdateMs();
        collisionMs += controller->evaluation().milliseconds;
        hb::PreviewWindow::settle();
        paintMs += s->window->view()->lastPaintMs();
    }
    if (s->window->paints() - paints < int(state.iterations())
        || controller->evaluationCount() - evaluations < quint64(state.iterations())) {
        state.SkipWithError("a move was not evaluated and painted");
    }
    const auto &pairs = controller->evaluation().pairs;
    if (pairs.size() != 1 || !pairs.front().hitPixels)
        state.SkipWithError("the pair has no hit pixels");
    // The frame's parts (wall time): the evaluation, everything else the change did before
    // the paint (items and docks following), and the canvas paint.
    state.counters["paint_ms"] = paintMs / double(state.iterations());
    state.counters["collision_ms"] = collisionMs / double(state.iterations());
    state.counters["update_ms"] = (updateMs - collisionMs) / double(state.iterations());
    state.counters["zoom"] = s->window->view()->zoom();
    he::DevicePixmapCache::setEnabled(true);
}

// Google Benchmark appends "/process_time/real_time" to the names of these runs. Their
// CPU time is the whole process's (Qt's raster engine fills large areas on a thread pool),
// which a busy machine disturbs less than the wall time.
#define HB_RUN(name) "DragFrame/" name "/process_time/real_time"
const char *const dragNames[][2] = {
        {HB_RUN("translated/fit/cached"), HB_RUN("translated/fit/uncached")},
        {HB_RUN("translated/100%/cached"), HB_RUN("translated/100%/uncached")},
        {HB_RUN("rotated/fit/cached"), HB_RUN("rotated/fit/uncached")},
        {HB_RUN("rotated/100%/cached"), HB_RUN("rotated/100%/uncached")},
};
#undef HB_RUN

void registerDragFrames()
{
    int i = 0;
    for (const double rotation : {0.0, 30.0}) {
        for (const bool fit : {true, false}) {
            for (const bool cached : {true, false}) {
                std::string name = dragNames[i][cached ? 0 : 1];
                name.resize(name.size() - std::strlen("/process_time/real_time"));
                benchmark::RegisterBenchmark(
                        name.c_str(),
                        [=](benchmark::State &state) { dragFrame(state, rotation, fit, cached); })
                        ->Unit(benchmark::kMillisecond)
                        ->MeasureProcessCPUTime()
                        ->UseRealTime();
            }
            ++i;
        }
    }
}

const hb::ComparedPair dragPairs[] = {
        {"drag, translated, fit", dragNames[0][0], dragNames[0][1]},
        {"drag, translated, 100%", dragNames[1][0], dragNames[1][1]},
        {"drag, rotated 30 degrees, fit", dragNames[2][0], dragNames[2][1]},
        {"drag, rotated 30 degrees, 100%", dragNames[3][0], dragNames[3][1]},
};

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // The offscreen platform's complaint about size hints, once per dock, is noise here.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
        if (!text.contains(QLatin1String("propagateSizeHints")))
            std::fprintf(stderr, "%s\n", qPrintable(text));
        if (type == QtFatalMsg)
            std::abort();
    });
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    registerDragFrames();
    hb::RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    hb::printComparison(reporter,
                        "Preview frames with the drawing caches against without them",
                        "uncached",
                        dragPairs);
    return 0;
}
