#include "model/document/timing.h"

#include "model/document/framesource.h"

#include <algorithm>

namespace hitbox::model {

int ticksToMs(int ticks, int ticksPerSecond)
{
    const long long rate = std::max(1, ticksPerSecond);
    const long long ms = (2LL * ticks * 1000 + rate) / (2 * rate); // nearest, halves up
    return int(std::clamp<long long>(ms, 1, maxFrameDurationMs));
}

int msToTicks(int ms, int ticksPerSecond)
{
    const long long rate = std::max(1, ticksPerSecond);
    const long long ticks = (2LL * ms * rate + 1000) / 2000; // nearest, halves up
    return int(std::max<long long>(1, ticks));
}

int maxFrameTicks(int ticksPerSecond)
{
    return msToTicks(maxFrameDurationMs, ticksPerSecond);
}

int snapMsToTicks(int ms, int ticksPerSecond)
{
    return ticksToMs(msToTicks(ms, ticksPerSecond), ticksPerSecond);
}

QString durationText(int durationMs, int ticksPerSecond)
{
    if (ticksPerSecond <= 0)
        return QStringLiteral("%1 ms").arg(durationMs);
    const int ticks = msToTicks(durationMs, ticksPerSecond);
    return ticks == 1 ? QStringLiteral("1 tick") : QStringLiteral("%1 ticks").arg(ticks);
}

} // namespace hitbox::model
