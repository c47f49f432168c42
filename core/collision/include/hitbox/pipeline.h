#pragma once

#include "collider.h"
#include "export.h"
#include "mask.h"
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
    /// The pipeline's verdict: some pair in the question overlaps (see evaluatePipeline).
    bool hit = false;
    /// The tier that gave the final answer. Empty when nothing in the question could be
    /// tested (no shape pair whose roles meet and no pixel pair).
    std::optional<Tier> decidedBy;

    const TierResult &operator[](Tier t) const { return tiers[static_cast<std::size_t>(t)]; }
    TierResult &operator[](Tier t) { return tiers[static_cast<std::size_t>(t)]; }
};

/// Whether `tier` applies to A and B, and why not: the one rule of which shapes each
/// tier needs. aabb always applies; box needs a pair of boxes, circle a pair of circles
/// and armature a pair of shapes of any kinds whose filters meet (shouldTest); pixel needs
/// a mask on each side and image filters that meet.
NotApplicableReason tierApplicability(Tier tier, const Collider &a, const Collider &b);

/// Runs one tier on its own.
TierResult evaluateTier(Tier tier,
                        const Collider &a,
                        const Collider &b,
                        const EvaluationOptions &options = {});

/// Runs the enabled tiers cheapest first and stops at the first final answer. The
/// question is every shape pair whose filters meet (any kinds) and the pixel pair when
/// the pixel tier applies; the answer is Hit when some pair in it overlaps. So: an aabb
/// Miss is final; a box or circle Hit is final, and its Miss too when every pair in the
/// question is of that kind (no other shape pair, no pixel pair); an armature Hit is
/// final, and its Miss when no pixel pair is in the question; the pixel tier's answer is
/// final (it runs last). Tiers not enabled answer nothing and ask nothing: their pairs
/// are not in the question. When every enabled tier but aabb is NotApplicable there is no
/// answer (decidedBy empty), unless aabb is the only tier enabled. Swapping A and B never
/// changes the verdict. By default stops the pixel scan at the first hit and looks for
/// one shape pair only.
CollisionReport evaluatePipeline(const Collider &a,
                                 const Collider &b,
                                 const EvaluationOptions &options
                                 = {allTierSet, PixelDetail::FirstHit, false});

/// Runs every enabled tier regardless of the others, for the editor's result table.
/// `hit` and `decidedBy` say what the pipeline would have answered.
CollisionReport
evaluateAllTiers(const Collider &a, const Collider &b, const EvaluationOptions &options = {});

/// Answers of every tier for a world point against one sprite (the seeds' bullet test
/// generalised): aabb and box use the half-open rule for axis-aligned shapes, circle needs
/// the point strictly inside, armature inside any shape (a box as for box, a circle or a
/// polygon strictly), pixel needs a solid pixel.
struct PointProbe
{
    std::array<Verdict, allTiers.size()> tiers{}; ///< indexed by Tier
    std::optional<std::size_t> polygon;           ///< first armature polygon hit, if any
    std::optional<PixelPoint> pixel;              ///< the solid image pixel hit

    Verdict operator[](Tier t) const { return tiers[static_cast<std::size_t>(t)]; }
};

/// Tests a world point against every enabled tier of one sprite.
PointProbe probePoint(const Collider &c, Vec2 world, TierSet tiers = allTierSet);

HITBOX_API_END

} // namespace hitbox::collision
