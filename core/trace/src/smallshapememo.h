#pragma once

// simplifyShape's memories of tiny shapes and loops: a noisy mask traces to thousands of
// specks and one-pixel holes that are copies of a few forms (a pixel, two pixels, a
// corner of three), and simplifying one costs thousands of instructions where looking it
// up costs a few hundred. Not installed.

#include <hitbox/shapes.h>
#include <hitbox/trace/simplify.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace hitbox::collision::detail {

inline constexpr std::size_t maxFormPoints = 12;

/// A tiny loop's vertices as offsets from the whole pixel at or below its first vertex, in
/// quarter pixels, and flags that also decide its simplification: the key of the memos.
struct Form
{
    std::uint8_t count = 0;
    std::uint8_t flags = 0;
    std::array<std::int16_t, 2 * maxFormPoints> offsets{};
};

/// Fills `form`'s count and offsets from the loop of n `points` and sets `origin` to the
/// whole pixel at or below the first; false when the loop does not qualify: 3 to 12
/// vertices on quarter pixels (as traceMask's outlines, saddle chamfers included) within
/// 64 pixels of that whole pixel, which lies within 2^40 of the origin. Moved by a whole
/// pixel, a loop keeps its place on the pixel grid, and every move stays exact.
bool formOf(const Vec2 *points, std::size_t n, Form &form, Vec2 &origin);

/// simplifyShape of a tiny shape through this thread's memo, or nullopt when `shape` has
/// holes or its outer loop has no form (formOf). The shape is simplified
/// (simplifyOptimistic) moved to the origin by the whole pixel formOf gives, and the
/// result moved back. The simplifier looks only at differences of points, so a shape and
/// its copies elsewhere on the pixel grid get the same answer whether it was remembered or
/// not. Each memo holds up to 256 forms for one set of options and starts afresh when the
/// options change.
std::optional<PolygonWithHoles> simplifySmallShape(const PolygonWithHoles &shape,
                                                   const SimplifyOptions &options);

/// What the unchecked pass of Visvalingam kept of a tiny loop of this form (its flags
/// telling hole from outer loop and pixel corners), as bits by the offset of the loop's
/// points (input vertices and the edge midpoints added between them), if remembered.
std::optional<std::uint32_t> rememberedLoop(const Form &form, const SimplifyOptions &options);

/// Remembers what the unchecked pass kept of a tiny loop of this form.
void rememberLoop(const Form &form, const SimplifyOptions &options, std::uint32_t kept);

} // namespace hitbox::collision::detail
