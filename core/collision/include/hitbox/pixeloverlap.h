#pragma once

#include "export.h"
#include "mask.h"
#include "rect.h"
#include "transform.h"

#include <cstdint>
#include <optional>

namespace hitbox::collision {

HITBOX_API_BEGIN

// Untransformed pixel tests. B's top-left pixel sits at (dx, dy) in A's pixel
// coordinates; every result is in A's pixel coordinates. Only the intersection of the
// two masks' rectangles is scanned, one 64-bit word of A at a time against 64 bits of
// B gathered with two shifts, so unaligned offsets cost the same as aligned ones.

/// The intersection rectangle of A's and B's pixel rectangles, in A's coordinates;
/// empty (w or h 0) when they do not overlap. Touching edges give an empty rectangle.
PixelRect overlapRect(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// True when some pixel is solid in both masks. Exits at the first shared word.
bool masksOverlap(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// The first pixel solid in both, in row-major order (topmost row first, then the
/// leftmost pixel of that row); nullopt when there is none. Exits early.
std::optional<PixelPoint>
firstContact(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// Number of pixels solid in both masks.
std::int64_t overlapCount(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// The pixels solid in both, as a mask the size of overlapRect (its pixel (0, 0) is
/// overlapRect's top-left). A null mask when the rectangles do not overlap.
Mask overlapMask(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// How much a pixel test should find.
enum class PixelDetail {
    FirstHit, ///< stop at the first solid/solid pixel (first contact found, no count)
    Full,     ///< scan the whole intersection and count every solid/solid pixel
};

/// Evidence of a pixel test between two placed masks.
struct PixelOverlap
{
    bool hit = false;                       ///< some pair of solid pixels collides
    std::optional<std::int64_t> count;      ///< A's pixels that collide (PixelDetail::Full only)
    std::optional<PixelPoint> firstContact; ///< row-major first hit, in A's image pixels
    PixelRect scanned;                      ///< A's image pixels that were examined
};

/// The untransformed test with the chosen detail, in one scan: B's top-left at (dx, dy)
/// in A's pixels; `scanned` is the intersection rectangle.
PixelOverlap pixelOverlapAt(const Mask &a,
                            const Mask &b,
                            std::int64_t dx,
                            std::int64_t dy,
                            PixelDetail detail = PixelDetail::Full);

/// Pixel test of two sprites placed by arbitrary transforms (rotation, scale), by the
/// symmetric rule of docs/collision.md: a solid pixel a of A and a solid pixel b of B
/// collide iff a's centre, mapped into B's image, lies in b's pixel square (half-open:
/// the floor of the mapped point is b), or b's centre, mapped into A's image, lies in a's
/// square. The sprites collide iff some pair does, so swapping A and B never changes
/// `hit`. Centres are mapped with the arithmetic of apply() on compose(imageToWorld(from),
/// worldToImage(to)). The evidence is in A's image pixels: `count` is the number of A's
/// solid pixels in at least one colliding pair (those whose centre lands on a solid pixel
/// of B, and those holding the centre of a solid pixel of B), `firstContact` the first of
/// them in row-major order (also with PixelDetail::FirstHit), `hit` is count > 0.
/// When both transforms are pure translations (no rotation, unit scale, any fractional
/// position) each direction reduces to an integer offset, and the word-at-a-time path of
/// pixelOverlapAt answers (the union of both offsets when B is exactly half a pixel off
/// A's grid); integer translations give exactly the untransformed answer.
PixelOverlap pixelOverlap(const Mask &a,
                          const Transform &ta,
                          const Mask &b,
                          const Transform &tb,
                          PixelDetail detail = PixelDetail::Full);

/// The pixels pixelOverlap counts, as a mask the size of A in A's image pixels: pixel
/// (x, y) is set iff A's solid pixel (x, y) is in a colliding pair of the symmetric rule.
/// So its solidCount() is pixelOverlap's count and its first set pixel in row-major order
/// is the first contact. Lets an editor highlight where two sprites touch.
Mask pixelOverlapMask(const Mask &a, const Transform &ta, const Mask &b, const Transform &tb);

/// pixelOverlap with full detail and pixelOverlapMask at once: rotated and scaled pairs are
/// scanned once instead of twice (the preview's drag with the hit pixels shown). `hitPixels`
/// receives the mask.
PixelOverlap pixelOverlapWithMask(
        const Mask &a, const Transform &ta, const Mask &b, const Transform &tb, Mask &hitPixels);

HITBOX_API_END

} // namespace hitbox::collision
