#pragma once

#include "vec2.h"

#include <cstddef>
#include <optional>
#include <span>
#include <utility>

namespace hitbox::collision {

/// The simplicity part of validatePolygon in O(n log n), for polygons too large for its
/// pair search (Shamos-Hoey sweep line, every decision by orient2d).
///
/// `pts` must hold at least 3 finite, pairwise distinct vertices. Returns a pair (i, j),
/// i < j, of edges (edge i runs from vertex i to vertex (i + 1) % n) that meet other than
/// as neighbours at their shared vertex, or nullopt when the polygon is simple. When
/// several pairs meet, which one is returned is deterministic but unspecified (not
/// necessarily the lowest).
std::optional<std::pair<std::size_t, std::size_t>>
findEdgeContactBySweep(std::span<const Vec2> pts);

} // namespace hitbox::collision
