#include "model/evaluate/framedata.h"

#include "model/document/animationplayback.h"
#include "model/document/timing.h"
#include "model/evaluate/spritecollider.h"

namespace hitbox::model {
namespace {

// True when the frame has a shape of a role that counts as `kind` that can meet anything:
// usable (usableShapes) and with area (a box or circle without area touches nothing, as
// the tiers see it).
bool hasShapeOf(const Frame &frame, const RoleTable &roles, FrameDataRole kind)
{
    for (const Shape &shape : frame.shapes) {
        if (roles.frameData(shape.role) != kind)
            continue;
        const FrameShapes usable = usableShapes(frame, shape.role, {1, 1}, false);
        for (const collision::Rect &box : usable.boxes) {
            if (box.w > 0 && box.h > 0)
                return true;
        }
        for (const collision::Circle &circle : usable.circles) {
            if (circle.radius > 0)
                return true;
        }
        if (!usable.polygons.empty())
            return true;
    }
    return false;
}

// The steps of the play order with their ticks and times, before phases.
QList<FrameDataStep>
timedSteps(const Project &project, const Sprite &sprite, int animation, int ticksPerSecond)
{
    QList<FrameDataStep> steps;
    int tick = 1;
    double ms = 0;
    for (const int f : playSequence(sprite, animation)) {
        const Frame &frame = sprite.frames[f];
        FrameDataStep step;
        step.frame = f;
        step.firstTick = tick;
        step.ticks = msToTicks(frame.durationMs, ticksPerSecond);
        step.startMs = ms;
        step.ms = project.ticksPerSecond > 0 ? step.ticks * 1000.0 / ticksPerSecond
                                             : double(std::max(1, frame.durationMs));
        step.active = hasShapeOf(frame, project.roles, FrameDataRole::Hitbox);
        step.invulnerable = !hasShapeOf(frame, project.roles, FrameDataRole::Hurtbox);
        tick += step.ticks;
        ms += step.ms;
        steps.append(step);
    }
    return steps;
}

// The maximal runs of steps for which `inside` holds, as windows.
template<typename Inside>
QList<TickWindow> windows(const QList<FrameDataStep> &steps, Inside inside)
{
    QList<TickWindow> out;
    bool open = false;
    for (const FrameDataStep &step : steps) {
        const int last = step.firstTick + step.ticks - 1;
        const double endMs = step.startMs + step.ms;
        if (!inside(step)) {
            open = false;
        } else if (open) {
            out.last().last = last;
            out.last().endMs = endMs;
        } else {
            out.append({step.firstTick, last, step.startMs, endMs});
            open = true;
        }
    }
    return out;
}

bool listsAFrame(const Sprite &sprite, int animation)
{
    if (animation < 0 || animation >= sprite.animations.size())
        return true; // the sprite's own frames: it always has one
    for (const int f : sprite.animations[animation].frames) {
        if (f >= 0 && f < sprite.frames.size())
            return true;
    }
    return false;
}

void setPhases(FrameData &data)
{
    if (data.activeWindows.isEmpty())
        return; // every step stays Idle
    const int firstActive = data.activeWindows.first().first;
    const int lastActive = data.activeWindows.last().last;
    for (FrameDataStep &step : data.steps) {
        if (step.active)
            step.phase = FramePhase::Active;
        else if (step.firstTick < firstActive)
            step.phase = FramePhase::Startup;
        else if (step.firstTick < lastActive)
            step.phase = FramePhase::Between;
        else
            step.phase = data.loops ? FramePhase::Idle : FramePhase::Recovery;
    }
}

} // namespace

FrameData frameData(const Project &project, const Sprite &sprite, int animation)
{
    FrameData data;
    data.countsTicks = project.ticksPerSecond > 0;
    data.ticksPerSecond
            = data.countsTicks ? project.ticksPerSecond : defaultFrameDataTicksPerSecond;
    const bool isAnimation = animation >= 0 && animation < sprite.animations.size();
    data.loops = !isAnimation || sprite.animations[animation].loop;
    if (!listsAFrame(sprite, animation))
        return data;
    data.steps = timedSteps(project, sprite, animation, data.ticksPerSecond);
    for (const FrameDataStep &step : data.steps) {
        data.total += step.ticks;
        data.totalMs += step.ms;
    }
    data.activeWindows = windows(data.steps, [](const FrameDataStep &s) { return s.active; });
    data.invulnerableWindows
            = windows(data.steps, [](const FrameDataStep &s) { return s.invulnerable; });
    for (const TickWindow &w : data.activeWindows) {
        data.active += w.last - w.first + 1;
        data.activeMs += w.endMs - w.startMs;
    }
    if (!data.activeWindows.isEmpty()) {
        const TickWindow &first = data.activeWindows.first();
        data.startup = first.first;
        // The first active tick's end: its frame's start plus one tick's share of it.
        for (const FrameDataStep &step : data.steps) {
            if (step.firstTick == first.first)
                data.startupMs = step.startMs + step.ms / step.ticks;
        }
        if (!data.loops) {
            const TickWindow &last = data.activeWindows.last();
            data.recovery = data.total - last.last;
            data.recoveryMs = data.totalMs - last.endMs;
        }
    }
    setPhases(data);
    return data;
}

QString tickWindowsText(const QList<TickWindow> &windows)
{
    QStringList parts;
    for (const TickWindow &w : windows)
        parts << QStringLiteral("%1-%2").arg(w.first).arg(w.last);
    return parts.join(QLatin1Char(' '));
}

QString ticksAndMsText(int ticks, double ms)
{
    return QStringLiteral("%1 (%2 ms)").arg(QString::number(ticks), QString::number(ms, 'f', 1));
}

QString framePhaseName(FramePhase phase)
{
    switch (phase) {
    case FramePhase::Startup:
        return QStringLiteral("startup");
    case FramePhase::Active:
        return QStringLiteral("active");
    case FramePhase::Between:
        return QStringLiteral("between");
    case FramePhase::Recovery:
        return QStringLiteral("recovery");
    case FramePhase::Idle:
        break;
    }
    return QStringLiteral("idle");
}

} // namespace hitbox::model
