#pragma once

#include <QString>

namespace hitbox::model {

/// Fastest tick rate a document may count in (1,000 ticks per second: a tick per ms).
inline constexpr int maxTicksPerSecond = 1000;

/// The tick rate frame data counts a millisecond document in: the fighting-game rate.
inline constexpr int defaultFrameDataTicksPerSecond = 60;

/// A frame of `ticks` ticks at `ticksPerSecond` as the whole milliseconds Frame::durationMs
/// keeps: ticks × 1000 / rate rounded to the nearest ms (halves up), at least 1 and at most
/// maxFrameDurationMs. For every rate up to maxTicksPerSecond, msToTicks() gives the ticks
/// back exactly, so a document counting ticks keeps exact tick counts in durationMs.
int ticksToMs(int ticks, int ticksPerSecond);

/// A duration of `ms` milliseconds in ticks at `ticksPerSecond`: ms × rate / 1000 rounded
/// to the nearest tick (halves up), at least 1. The inverse of ticksToMs().
int msToTicks(int ms, int ticksPerSecond);

/// The most ticks a frame may last at `ticksPerSecond`: one hour (maxFrameDurationMs).
int maxFrameTicks(int ticksPerSecond);

/// `ms` snapped to the nearest whole number of ticks at `ticksPerSecond`
/// (ticksToMs(msToTicks(ms))): what a frame's duration becomes when a document starts
/// counting ticks or changes its rate.
int snapMsToTicks(int ms, int ticksPerSecond);

/// A frame's duration as the editor shows it: "6 ticks" (msToTicks) in a document
/// counting ticks at `ticksPerSecond`, else "100 ms".
QString durationText(int durationMs, int ticksPerSecond);

} // namespace hitbox::model
