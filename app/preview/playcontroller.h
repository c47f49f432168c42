#pragma once

#include "model/document/previewscene.h"
#include "model/evaluate/previewevaluator.h"

#include <hitbox/world.h>

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace hitbox::editor {

/// A contact that began or ended during a step of the play mode.
struct PlayContact
{
    double time = 0.0;           ///< simulated seconds since the session started
    bool begin = true;           ///< begin or end
    collision::ContactPair pair; ///< b is collision::boardId for the board
};

/// The play mode's simulation: a collision::World built from the placed scene, advanced
/// in fixed steps of 1/120 s from an accumulator that a display timer feeds, so the
/// outcome does not depend on the frame rate and painting never slows the physics down.
/// Contacts are turned into begin / end events by a ContactTracker.
///
/// A session starts with start() and ends with stop(); the placed scene itself is never
/// changed here (the caller decides whether to keep the positions).
class PlayController : public QObject
{
    Q_OBJECT

public:
    /// Simulation steps per simulated second.
    static constexpr int stepsPerSecond = 120;
    /// The fixed simulation step in seconds.
    static constexpr double stepSeconds = 1.0 / stepsPerSecond;
    /// At most this many steps per frame; when painting falls further behind, simulated
    /// time slows down instead of piling up.
    static constexpr int maxStepsPerFrame = 12;

    explicit PlayController(QObject *parent = nullptr);

    /// True while a session exists (running or paused).
    bool isActive() const { return m_active; }
    /// True while the simulation runs.
    bool isRunning() const { return m_timer.isActive(); }

    /// Starts a paused session from the placed scene: one body per instance with the
    /// evaluator's collider (whose masks are kept alive here) and the instance's velocity.
    /// The evaluator must have evaluated `placed`.
    void start(const model::PreviewScene &placed,
               const model::PreviewEvaluator &evaluator,
               const collision::WorldSettings &settings);
    /// Runs the simulation (a session must be active).
    void run();
    /// Pauses it.
    void pause();
    /// Advances a paused session by exactly one step.
    void step();
    /// Feeds `seconds` of real time to a running session and takes the steps now due (at
    /// most maxStepsPerFrame). The display timer calls it with the time since its last
    /// tick; benchmarks call it directly for frames of a known length.
    void advanceTime(double seconds);
    /// Ends the session.
    void stop();

    /// Gives body `body` the collider `collider` (its instance now shows another frame),
    /// placed where the evaluator placed it; `mask` keeps the collider's mask alive. The
    /// body keeps its velocity; takes effect at the next step.
    void replaceCollider(int body,
                         const collision::Collider &collider,
                         std::shared_ptr<const collision::Mask> mask);
    /// Changes the board, tier or continuous detection; takes effect at the next step.
    void setSettings(const collision::WorldSettings &settings);
    const collision::World &world() const { return m_world; }

    /// `scene` (the placed scene) with the simulated positions and velocities.
    model::PreviewScene withSimulatedMotion(model::PreviewScene scene) const;
    /// Simulated seconds since start().
    double simulatedSeconds() const { return double(m_steps) * stepSeconds; }
    /// Whole simulated milliseconds since start() (exact: counted from the steps), the
    /// clock of the instances' animations.
    qint64 simulatedMilliseconds() const { return m_steps * 1000 / stepsPerSecond; }
    /// Steps taken since start().
    qint64 stepCount() const { return m_steps; }

    /// Milliseconds the last frame spent in the world's collision phases (broadphase,
    /// narrowphase, response) and in stepping altogether.
    double lastCollisionMs() const { return m_collisionMs; }
    double lastStepMs() const { return m_stepMs; }
    /// Steps taken in the last frame.
    int lastFrameSteps() const { return m_frameSteps; }

signals:
    /// One or more steps were taken; `contacts` lists the begin / end events in order.
    void advanced(const std::vector<hitbox::editor::PlayContact> &contacts);
    /// The session started, ran, paused or stopped.
    void stateChanged();

private:
    void tick();
    void advance(int steps);

    collision::World m_world;
    collision::ContactTracker m_tracker;
    std::vector<std::shared_ptr<const collision::Mask>> m_masks; // the bodies' masks
    std::vector<collision::ContactPair> m_colliding;
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_accumulator = 0.0;
    qint64 m_steps = 0;
    bool m_active = false;
    double m_collisionMs = 0.0;
    double m_stepMs = 0.0;
    int m_frameSteps = 0;
};

} // namespace hitbox::editor
