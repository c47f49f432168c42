#pragma once

#include "model/document/project.h"

#include <QList>

#include <optional>

namespace hitbox::model {

/// Ticks from `first` to `last`, both included, counted from 1 at the animation's start;
/// and the same in milliseconds: from the time the first tick starts to the time the last
/// one ends.
struct TickWindow
{
    int first = 0;
    int last = 0;
    double startMs = 0;
    double endMs = 0;

    friend bool operator==(const TickWindow &, const TickWindow &) = default;
};

/// The phase of a tick of an attack: up to and including the first active tick, active or
/// between active windows, after the last active one.
enum class FramePhase {
    Startup,  ///< before the first active tick (the first active tick ends the startup)
    Active,   ///< a hitbox is out
    Between,  ///< between two active windows (a multi-hit move's gap)
    Recovery, ///< after the last active tick, in an animation that plays once
    Idle,     ///< no hitbox in the animation at all, or after the last active tick of a loop
};

/// One place of the play order (playSequence): the frame shown, from which tick and for
/// how many, its phase and whether it is invulnerable.
struct FrameDataStep
{
    int frame = 0;     ///< index into Sprite::frames
    int firstTick = 0; ///< counted from 1
    int ticks = 0;     ///< at least 1
    double startMs = 0;
    double ms = 0;
    FramePhase phase = FramePhase::Idle;
    bool active = false;       ///< the frame has a usable shape with area of a hitbox role
    bool invulnerable = false; ///< the frame has no usable shape with area of a hurtbox role

    friend bool operator==(const FrameDataStep &, const FrameDataStep &) = default;
};

/// Frame data of one animation (issue 25's definitions), in ticks and in milliseconds.
struct FrameData
{
    /// The document's tick rate, or defaultFrameDataTicksPerSecond for a document counting
    /// milliseconds (each frame then lasts msToTicks(durationMs) ticks, and the
    /// milliseconds are the frames' own durations).
    int ticksPerSecond = 0;
    bool countsTicks = false; ///< the document counts ticks (Project::ticksPerSecond)
    bool loops = true;        ///< Animation::loop: then there is no recovery
    int total = 0;            ///< ticks of one play through playSequence
    double totalMs = 0;
    /// Ticks up to and including the first active tick (a startup of 8 hits on tick 8);
    /// empty without an active tick.
    std::optional<int> startup;
    std::optional<double> startupMs;
    int active = 0; ///< ticks with a hitbox, over every window
    double activeMs = 0;
    /// Ticks after the last active one; empty when the animation loops or has no active
    /// tick.
    std::optional<int> recovery;
    std::optional<double> recoveryMs;
    QList<TickWindow> activeWindows;       ///< maximal runs of active ticks, in order
    QList<TickWindow> invulnerableWindows; ///< maximal runs of ticks without a hurtbox
    QList<FrameDataStep> steps;            ///< the play order, one step per place

    friend bool operator==(const FrameData &, const FrameData &) = default;
};

/// The frame data of animation `animation` of `sprite` in `project`: over its frames in
/// play order (playSequence), a frame active when it has a usable shape (usableShapes) with
/// area whose role counts as a hitbox (RoleTable::frameData), invulnerable when it has none
/// whose role counts as a hurtbox. An animation listing no frame of the sprite has total 0
/// (and no phases). `animation` -1 (or one the sprite lacks) is the sprite's frames
/// played forward, looping. The one computation behind `hitbox-cli framedata` and the
/// editor's Frame Data panel and phase band.
FrameData frameData(const Project &project, const Sprite &sprite, int animation);

/// Windows as text: "5-6 16-16" (first and last tick of each, counted from 1), empty for
/// none. The one form of `hitbox-cli framedata`'s table and CSV and the Frame Data dock.
QString tickWindowsText(const QList<TickWindow> &windows);

/// A count of ticks with its milliseconds to a tenth: "8 (133.3 ms)". The one form of
/// `hitbox-cli framedata`'s table and the Frame Data dock.
QString ticksAndMsText(int ticks, double ms);

/// The name of a phase in files and the CLI: "startup", "active", "between", "recovery",
/// "idle".
QString framePhaseName(FramePhase phase);

} // namespace hitbox::model
