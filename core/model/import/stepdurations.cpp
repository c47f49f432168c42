#include "model/import/stepdurations.h"

namespace hitbox::model {

QString
StepDurations::set(QList<Frame> &frames, int frame, int durationMs, const QString &animation)
{
    if (durationMs <= 0 || durationMs > maxFrameDurationMs) {
        return QStringLiteral("animation \"%1\": a step of %2 ms; frames last 1 to %3 ms")
                .arg(animation)
                .arg(durationMs)
                .arg(maxFrameDurationMs);
    }
    if (m_timed.contains(frame) && frames[frame].durationMs != durationMs) {
        return QStringLiteral("animation \"%1\" shows frame %2 for %3 ms where another shows it "
                              "for %4 ms; a frame has one duration, the first is kept")
                .arg(animation)
                .arg(frame)
                .arg(durationMs)
                .arg(frames[frame].durationMs);
    }
    frames[frame].durationMs = durationMs;
    m_timed.insert(frame);
    return {};
}

} // namespace hitbox::model
