#pragma once

#include "export.h"
#include "geometry.h"
#include "mask.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// The collision tiers, cheapest first.
enum class Tier {
    Aabb,     ///< world bounds of every shape (image, box, circle, armature)
    Box,      ///< reduced box (oriented when rotated)
    Circle,   ///< radial test
    Armature, ///< every shape against every shape, exactly (the "shapes" tier)
    Pixel,    ///< solid pixels
};

/// Every tier in pipeline order.
inline constexpr std::array<Tier, 5> allTiers{
        Tier::Aabb, Tier::Box, Tier::Circle, Tier::Armature, Tier::Pixel};

/// A set of tiers as bit flags: bit i stands for the tier with value i.
using TierSet = unsigned;

/// The flag of one tier.
constexpr TierSet tierBit(Tier t)
{
    return 1u << static_cast<unsigned>(t);
}

/// All five tiers.
inline constexpr TierSet allTierSet = 0x1fu;

/// Lower-case name used in files, the CLI and the editor: "aabb", "box", "circle",
/// "armature", "pixel".
std::string_view tierName(Tier t);

/// The tier with that name, if any.
std::optional<Tier> tierFromName(std::string_view name);

/// A tier's answer.
enum class Verdict {
    NotRun,        ///< the tier was not evaluated (disabled, or the pipeline stopped)
    NotApplicable, ///< nothing for this tier to test (TierResult::reason says why)
    Hit,           ///< the shapes overlap
    Miss,          ///< they do not
};

/// The kinds of shape a collider lists (Collider::boxes, circles and armature).
enum class ShapeKind : std::uint8_t {
    Box,     ///< Collider::boxes
    Circle,  ///< Collider::circles
    Polygon, ///< Collider::armature
};

/// Lower-case name of a shape kind: "box", "circle", "polygon".
std::string_view shapeKindName(ShapeKind kind);

/// Why a tier is not applicable to two sprites (TierResult::reason).
enum class NotApplicableReason : std::uint8_t {
    None,           ///< the tier applies (or it did not run)
    MissingInA,     ///< A has no shape of the tier's kind (pixel: no solid mask)
    MissingInB,     ///< B has none
    MissingInBoth,  ///< neither has one
    RolesDoNotMeet, ///< both have such shapes, but no pair whose filters (roles) meet
    PixelsNotAsked, ///< both have pixels, but no role bound to the image on A meets one on B
};

/// A pair of shapes whose interiors overlap, found by the armature (shapes) tier: each
/// side's kind and index in that kind's list of the collider.
struct PolygonPair
{
    std::size_t a = 0;                    ///< index in A's list of kind `kindA`
    std::size_t b = 0;                    ///< index in B's list of kind `kindB`
    Vec2 witness;                         ///< a world point where they meet
    ShapeKind kindA = ShapeKind::Polygon; ///< A's shape kind
    ShapeKind kindB = ShapeKind::Polygon; ///< B's shape kind
};

/// A pair of boxes or circles that overlap: indices in A's and B's lists of that kind.
struct ShapePair
{
    std::size_t a = 0; ///< index in A's boxes or circles
    std::size_t b = 0; ///< index in B's boxes or circles

    friend bool operator==(const ShapePair &, const ShapePair &) = default;
};

/// Lower-case name of a verdict used in files, the CLI and the editor: "hit", "miss",
/// "n/a" (not applicable) and "not run".
std::string_view verdictName(Verdict v);

/// One tier's verdict and the evidence behind it.
struct TierResult
{
    Verdict verdict = Verdict::NotRun;
    /// Why the tier is NotApplicable (None otherwise).
    NotApplicableReason reason = NotApplicableReason::None;
    /// aabb: world intersection of the bounds (worldBounds); box: world intersection of the
    /// first overlapping pair of boxes when both sprites are axis-aligned (empty otherwise or
    /// on a miss).
    Rect intersection;
    /// box and circle: overlapping pairs (only the first in pipeline mode).
    std::vector<ShapePair> shapePairs;
    /// armature: overlapping shape pairs of any kinds (only the first in pipeline mode).
    std::vector<PolygonPair> polygonPairs;
    /// pixel: overlap evidence in A's image pixels.
    PixelOverlap pixels;
};

HITBOX_API_END

} // namespace hitbox::collision
