#pragma once

// Helpers of the pixel tier tests (tst_pixeloverlap, tst_pixeloverlaptransformed,
// tst_pointtests): masks from the reference's byte planes, the random sprite sizes and
// fills, and texts and comparisons of the kernel's and the reference's points.

#include "referencepixel.h"

#include "collision/mask.h"
#include "collision/pixeloverlap.h"

#include <QString>

#include <optional>
#include <random>

namespace hitbox::testing {

inline constexpr int thresholds[] = {0, 1, 128, 255};

inline collision::Mask maskOf(const AlphaSprite &s, int threshold)
{
    return collision::Mask::fromAlpha(s.alpha.data(), s.width, s.height, s.width, threshold);
}

inline QString pointText(const std::optional<collision::PixelPoint> &p)
{
    return p ? QStringLiteral("(%1, %2)").arg(p->x).arg(p->y) : QStringLiteral("none");
}

inline QString pointText(const std::optional<RefPoint> &p)
{
    return p ? QStringLiteral("(%1, %2)").arg(p->x).arg(p->y) : QStringLiteral("none");
}

inline bool samePoint(const std::optional<collision::PixelPoint> &p,
                      const std::optional<RefPoint> &q)
{
    return p.has_value() == q.has_value() && (!p || (p->x == q->x && p->y == q->y));
}

// A sprite width: often one next to a 64-bit word boundary, else any in 1..200.
inline int pickWidth(std::mt19937 &rng)
{
    static constexpr int special[] = {1, 2, 3, 63, 64, 65, 127, 128, 129};
    std::uniform_int_distribution<int> pick(0, 11);
    const int i = pick(rng);
    return i < 9 ? special[i] : std::uniform_int_distribution<int>(1, 200)(rng);
}

inline AlphaFill pickFill(std::mt19937 &rng)
{
    return AlphaFill(std::uniform_int_distribution<int>(0, 5)(rng));
}

} // namespace hitbox::testing
