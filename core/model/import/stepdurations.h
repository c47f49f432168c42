#pragma once

#include "model/document/sprite.h"

#include <QSet>
#include <QString>

namespace hitbox::model {

/// Gives frames the durations of the animation steps that show them, as hitbox importers
/// read them (Tiled tile animations, Godot AnimationPlayer keys): a frame has one duration,
/// so the first step to show it decides.
class StepDurations
{
public:
    /// Sets `frames[frame].durationMs` to `durationMs` of a step of `animation`; returns the
    /// report line (without the file name) when it cannot: a step outside 1 ..
    /// maxFrameDurationMs, or another duration than an earlier step gave the frame.
    QString set(QList<Frame> &frames, int frame, int durationMs, const QString &animation);

private:
    QSet<int> m_timed; ///< frames a step gave a duration
};

} // namespace hitbox::model
