#pragma once

// simplifyShape's memory of tiny shapes: a noisy mask traces to thousands of specks that
// are copies of a few forms (a pixel, two pixels, a corner of three), and simplifying one
// costs about 5,000 instructions where looking it up costs a few hundred. Not installed.

#include <hitbox/shapes.h>
#include <hitbox/trace/simplify.h>

#include <optional>

namespace hitbox::collision::detail {

/// simplifyShape of a tiny shape through this thread's memo, or nullopt when `shape` does
/// not qualify: no holes, 3 to 12 vertices on quarter pixels (as traceMask's outlines,
/// saddle chamfers included) within 64 pixels of the whole pixel at or below the first
/// vertex, which lies within 2^40 of the origin. A qualifying shape is simplified
/// (simplifyOptimistic) moved by that whole pixel to the origin, and the result moved
/// back; both moves are exact and the simplifier looks only at differences of points, so
/// a shape and its copies elsewhere on the pixel grid get the same answer whether it was
/// remembered or not. The memo holds up to 256 forms for one set of options and starts
/// afresh when the options change.
std::optional<PolygonWithHoles> simplifySmallShape(const PolygonWithHoles &shape,
                                                   const SimplifyOptions &options);

} // namespace hitbox::collision::detail
