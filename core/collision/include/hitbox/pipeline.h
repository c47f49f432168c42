#pragma once

#include "collider.h"
#include "export.h"
#include "pixeloverlap.h"
#include "tiers.h"

#include <array>
#include <optional>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// What to evaluate and how much evidence to gather.
struct EvaluationOptions
{
    TierSet tiers = allTierSet;                  ///< tiers to run; others stay NotRun
    PixelDetail pixelDetail = PixelDetail::Full; ///< count every pixel or stop at the first
    bool allPolygonPairs = true;                 ///< find every overlapping shape pair
    /// When set and the pixel tier runs with PixelDetail::Full, receives A's colliding
    /// pixels (pixelOverlapMask) from the same scan (pixelOverlapWithMask).
    Mask *hitPixels = nullptr;
};

/// The answers of all tiers for one pair of sprites.
struct CollisionReport
{
    std::array<TierResult, allTiers.size()> tiers; ///< indexed by Tier
    /// The pipeline's verdict: every applicable tier that ran said Hit.
    bool hit = false;
    /// The tier that decided: the first Miss, or on a hit the last (most exact)
    /// applicable tier. Empty when no tier was applicable.
    std::optional<Tier> decidedBy;

    const TierResult &operator[](Tier t) const { return tiers[static_cast<std::size_t>(t)]; }
    TierResult &operator[](Tier t) { return tiers[static_cast<std::size_t>(t)]; }
};

/// Runs one tier on its own.
TierResult evaluateTier(Tier tier,
                        const Collider &a,
                        const Collider &b,
                        const EvaluationOptions &options = {});

/// Runs the enabled tiers cheapest first and stops at the first Miss (the seeds'
/// multi-tier detection). NotApplicable tiers are passed over. By default stops the
/// pixel scan at the first hit and looks for one polygon pair only.
CollisionReport evaluatePipeline(const Collider &a,
                                 const Collider &b,
                                 const EvaluationOptions &options
                                 = {allTierSet, PixelDetail::FirstHit, false});

/// Runs every enabled tier regardless of the others, for the editor's result table.
/// `hit` and `decidedBy` say what the pipeline would have answered.
CollisionReport
evaluateAllTiers(const Collider &a, const Collider &b, const EvaluationOptions &options = {});

/// Answers of every tier for a world point against one sprite (the seeds' bullet test
/// generalised): aabb and box use the half-open rule for axis-aligned shapes, circle and
/// armature need the point strictly inside, pixel needs a solid pixel.
struct PointProbe
{
    std::array<Verdict, allTiers.size()> tiers{}; ///< indexed by Tier
    std::optional<std::size_t> polygon;           ///< first armature polygon hit
    std::optional<PixelPoint> pixel;              ///< the solid image pixel hit

    Verdict operator[](Tier t) const { return tiers[static_cast<std::size_t>(t)]; }
};

/// Tests a world point against every enabled tier of one sprite.
PointProbe probePoint(const Collider &c, Vec2 world, TierSet tiers = allTierSet);

HITBOX_API_END

} // namespace hitbox::collision
