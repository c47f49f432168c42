#pragma once

#include <hitbox/export.h>
#include <hitbox/geometry.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Convex pieces as lists of indices into a loop, counter-clockwise in math axes.
using ConvexPieceIndices = std::vector<std::vector<std::uint32_t>>;

/// Transitions of the dynamic programme in optimalConvexPartition that take about a
/// millisecond on a desktop core (measured on traced outlines, tests/benchmarks).
inline constexpr std::size_t convexPartitionMillisecond = 100'000;

/// The fewest convex pieces of at most `maxVertices` corners (counted without straight
/// vertices) that partition the simple polygon `loop` using cuts between its vertices
/// (no Steiner points); among those, the one with the smallest sum of squared cut
/// lengths, which keeps cuts short and pieces fat. `loop` winds counter-clockwise in
/// math axes; straight vertices are allowed, repeated points are not.
///
/// Each piece lists every loop vertex on its boundary, straight ones included (so that
/// neighbouring pieces share whole edges); dropping the straight ones leaves a strictly
/// convex polygon of at most `maxVertices` vertices.
///
/// Dynamic programming over the sub-polygons cut off by diagonals (Greene's and Keil's
/// scheme): the piece on a diagonal's side is grown as a chain of vertices in loop order
/// that turns left at every vertex, with the vertex count in the state; at a convex
/// corner one search serves all first edges, and states with more corners but no better
/// value are not extended. Exact orient2d decides visibility and convexity. O(n^3)
/// visibility tests plus up to O(n^4 k) chain steps, far fewer on concave outlines where
/// few vertices see each other.
/// nullopt when more than `budget` chain steps would be needed (visibility tests count
/// too), or when `loop` is not a simple polygon (no partition exists). `work`, when
/// given, receives the steps spent (at most `budget`).
std::optional<ConvexPieceIndices> optimalConvexPartition(std::span<const Vec2> loop,
                                                         std::size_t maxVertices,
                                                         std::size_t budget,
                                                         std::size_t *work = nullptr);

/// Sum of the squared lengths of the cuts (edges two pieces share) of a partition, each
/// cut counted once: the tie-break of optimalConvexPartition.
double cutCost(std::span<const Vec2> vertices, const ConvexPieceIndices &pieces);

HITBOX_API_END

} // namespace hitbox::collision
