#pragma once

// Helpers of the pixel tier tests (tst_pixeloverlap*, tst_pixelsymmetry, tst_rotatedscan,
// tst_pointtests): masks from the reference's byte planes and back, placements as kernel
// transforms, the random sprite sizes and fills, texts of points and placements, and the
// comparison of every answer of the pixel tier with an oracle's.

#include "referencepixel.h"

#include <hitbox/geometry.h>
#include <hitbox/mask.h>

#include <QString>

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

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

/// The kernel transform of a reference placement.
inline collision::Transform toTransform(const RefPlacement &p)
{
    return collision::Transform{
            {p.posX, p.posY}, {p.pivotX, p.pivotY}, p.rotation, {p.scaleX, p.scaleY}};
}

/// A mask as one byte (0 or 1) per pixel, row-major: the oracles' form.
inline std::vector<std::uint8_t> maskBytes(const collision::Mask &m)
{
    std::vector<std::uint8_t> bytes(std::size_t(m.width()) * std::size_t(m.height()), 0);
    for (int y = 0; y < m.height(); ++y) {
        for (int x = 0; x < m.width(); ++x)
            bytes[std::size_t(y) * std::size_t(m.width()) + std::size_t(x)] = m.test(x, y);
    }
    return bytes;
}

inline QString placementText(const RefPlacement &p)
{
    return QStringLiteral("pos (%1, %2) pivot (%3, %4) rot %5 scale (%6, %7)")
            .arg(p.posX, 0, 'g', 17)
            .arg(p.posY, 0, 'g', 17)
            .arg(p.pivotX, 0, 'g', 17)
            .arg(p.pivotY, 0, 'g', 17)
            .arg(p.rotation, 0, 'g', 17)
            .arg(p.scaleX, 0, 'g', 17)
            .arg(p.scaleY, 0, 'g', 17);
}

/// Empty when every answer of the pixel tier for A placed by ta against B placed by tb is
/// the expected one (pixelOverlap with both details, and pixelOverlapMask against the
/// expected colliding pixels of A as maskBytes), else what differs.
inline QString pixelMismatch(const collision::Mask &a,
                             const collision::Transform &ta,
                             const collision::Mask &b,
                             const collision::Transform &tb,
                             std::int64_t count,
                             const std::optional<collision::PixelPoint> &first,
                             const std::vector<std::uint8_t> &pixels)
{
    using collision::PixelDetail;
    const collision::PixelOverlap full = collision::pixelOverlap(a, ta, b, tb, PixelDetail::Full);
    const QString got = QStringLiteral("hit %1 count %2 first %3, expected count %4 first %5")
                                .arg(full.hit)
                                .arg(full.count.value_or(-1))
                                .arg(pointText(full.firstContact))
                                .arg(count)
                                .arg(pointText(first));
    if (full.hit != (count > 0) || full.count != count || full.firstContact != first)
        return QStringLiteral("Full: ") + got;
    const collision::PixelOverlap quick
            = collision::pixelOverlap(a, ta, b, tb, PixelDetail::FirstHit);
    if (quick.hit != full.hit || quick.firstContact != first || quick.count)
        return QStringLiteral("FirstHit: hit %1 first %2; ")
                       .arg(quick.hit)
                       .arg(pointText(quick.firstContact))
               + got;
    if (maskBytes(collision::pixelOverlapMask(a, ta, b, tb)) != pixels)
        return QStringLiteral("pixelOverlapMask differs: ") + got;
    return {};
}

/// "A 3x4 <placement>; B 5x6 <placement>", for failure messages.
inline QString placedPairText(const AlphaSprite &a,
                              const RefPlacement &pa,
                              const AlphaSprite &b,
                              const RefPlacement &pb)
{
    return QStringLiteral("A %1x%2 %3; B %4x%5 %6")
            .arg(a.width)
            .arg(a.height)
            .arg(placementText(pa))
            .arg(b.width)
            .arg(b.height)
            .arg(placementText(pb));
}

/// A function giving uniformly random ints in [lo, hi] from rng.
inline auto intPicker(std::mt19937 &rng)
{
    return [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
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
