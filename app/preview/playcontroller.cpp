#include "preview/playcontroller.h"

#include <algorithm>

namespace hitbox::editor {

namespace hc = hitbox::collision;

PlayController::PlayController(QObject *parent)
    : QObject(parent)
{
    // About 60 frames per second; the steps per frame follow the real elapsed time.
    m_timer.setInterval(16);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PlayController::tick);
}

void PlayController::start(const model::PreviewScene &placed,
                           const model::PreviewEvaluator &evaluator,
                           const hc::WorldSettings &settings)
{
    m_timer.stop();
    m_world.clear();
    m_world.setSettings(settings);
    m_masks.clear();
    m_tracker.reset();
    const int count = std::min(int(placed.instances.size()), evaluator.instanceCount());
    for (int i = 0; i < count; ++i) {
        m_masks.push_back(evaluator.mask(i));
        m_world.addBody({evaluator.collider(i), placed.instances[i].velocity, false});
    }
    m_steps = 0;
    m_accumulator = 0.0;
    m_active = true;
    emit stateChanged();
}

void PlayController::run()
{
    if (!m_active || m_timer.isActive())
        return;
    m_accumulator = 0.0;
    m_clock.start();
    m_timer.start();
    emit stateChanged();
}

void PlayController::pause()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    emit stateChanged();
}

void PlayController::step()
{
    if (!m_active)
        return;
    pause();
    advance(1);
}

void PlayController::stop()
{
    if (!m_active)
        return;
    m_timer.stop();
    m_active = false;
    m_world.clear();
    m_masks.clear();
    m_tracker.reset();
    emit stateChanged();
}

void PlayController::replaceCollider(int body,
                                     const hc::Collider &collider,
                                     std::shared_ptr<const hc::Mask> mask)
{
    const auto bodies = m_world.bodies();
    if (body < 0 || std::size_t(body) >= bodies.size() || std::size_t(body) >= m_masks.size())
        return;
    bodies[std::size_t(body)].collider = collider;
    m_masks[std::size_t(body)] = std::move(mask);
}

void PlayController::setSettings(const hc::WorldSettings &settings)
{
    m_world.setSettings(settings);
}

model::PreviewScene PlayController::withSimulatedMotion(model::PreviewScene scene) const
{
    const auto bodies = m_world.bodies();
    for (std::size_t i = 0; i < bodies.size() && i < std::size_t(scene.instances.size()); ++i) {
        model::PreviewInstance &instance = scene.instances[qsizetype(i)];
        instance.position = bodies[i].collider.transform.position;
        instance.velocity = bodies[i].velocity;
    }
    return scene;
}

void PlayController::tick()
{
    const double elapsed = double(m_clock.nsecsElapsed()) / 1.0e9;
    m_clock.restart();
    advanceTime(elapsed);
}

void PlayController::advanceTime(double seconds)
{
    if (!m_active || !m_timer.isActive())
        return;
    m_accumulator += seconds;
    const int steps = std::min(int(m_accumulator / stepSeconds), maxStepsPerFrame);
    m_accumulator -= steps * stepSeconds;
    // Too far behind: forget the rest rather than catching up forever.
    m_accumulator = std::min(m_accumulator, stepSeconds);
    if (steps > 0)
        advance(steps);
}

void PlayController::advance(int steps)
{
    std::vector<PlayContact> contacts;
    m_collisionMs = 0.0;
    m_stepMs = 0.0;
    for (int s = 0; s < steps; ++s) {
        const hc::StepResult &r = m_world.step(stepSeconds);
        ++m_steps;
        const hc::StepTiming &t = r.timing;
        m_collisionMs += t.broadphase + t.narrowphase + t.response;
        m_stepMs += t.integrate + t.broadphase + t.narrowphase + t.response;
        m_colliding.clear();
        const hc::Tier tier = m_world.settings().tier;
        for (const hc::IndexPair &p : r.pairs)
            m_colliding.push_back({tier, p.a, p.b});
        for (const hc::BoardContact &c : r.boardContacts)
            m_colliding.push_back({hc::Tier::Aabb, c.body, hc::boardId});
        const hc::ContactEvents &events = m_tracker.update(m_colliding);
        const double time = simulatedSeconds();
        for (const hc::ContactPair &p : events.end)
            contacts.push_back({time, false, p});
        for (const hc::ContactPair &p : events.begin)
            contacts.push_back({time, true, p});
    }
    m_frameSteps = steps;
    emit advanced(contacts);
}

} // namespace hitbox::editor
