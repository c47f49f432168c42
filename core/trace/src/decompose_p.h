#pragma once

// Internals of decomposeConvex shared by decompose.cpp, decomposewindows.cpp and
// decomposesymmetry.cpp. Not installed, not part of the kernel's API.

#include <hitbox/shapes.h>
#include <hitbox/trace/convexpartition.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace hitbox::collision::detail {

using Piece = std::vector<std::uint32_t>;

/// Pieces as indices into `vertices`, counter-clockwise in math axes.
struct IndexedPieces
{
    std::vector<Vec2> vertices;
    std::vector<Piece> pieces;
    bool ok = false;
};

/// Corners of a piece: vertices that are not straight.
std::size_t cornerCount(const Piece &piece, const std::vector<Vec2> &pts);

/// The union of pieces a and b across their shared edge p -> q (in a; q -> p in b), when
/// it is convex and has at most `limit` corners. Straight vertices at p and q are
/// dropped unless `keepStraight`.
std::optional<Piece> merged(const Piece &a,
                            const Piece &b,
                            std::uint32_t p,
                            std::uint32_t q,
                            const std::vector<Vec2> &pts,
                            std::size_t limit,
                            bool keepStraight);

/// Triangulates `shape` and merges neighbouring pieces across their shared edge, longest
/// first, while the union stays convex and within `limit` corners (Hertel-Mehlhorn with
/// a limit). With `keepStraight` straight vertices stay in the pieces, so that
/// neighbours share whole edges.
IndexedPieces mergedTriangles(const PolygonWithHoles &shape, std::size_t limit, bool keepStraight);

/// Improves a conforming partition (neighbours share whole edges) in place: windows of
/// neighbouring pieces whose union is a simple polygon of at most `windowVertices`
/// vertices are cut again by optimalConvexPartition and replaced when that gives fewer
/// pieces, or as many with shorter cuts.
void improveByWindows(const std::vector<Vec2> &pts,
                      std::vector<Piece> &pieces,
                      std::size_t limit,
                      std::size_t windowVertices);

/// The pieces as polygons without their straight vertices.
std::vector<Polygon> strictPolygons(const std::vector<Vec2> &pts, const std::vector<Piece> &pieces);

/// decomposeConvex without the mirror symmetry: the whole outline by
/// optimalConvexPartition when it has no holes and is small enough, otherwise
/// Hertel-Mehlhorn improved by windows. nullopt when the shape is not valid.
std::optional<std::vector<Polygon>> decomposeAsymmetric(const PolygonWithHoles &shape,
                                                        std::size_t limit);

/// Pieces that map onto themselves under a mirror about the vertical or horizontal line
/// through the centre of the shape's bounds, when the shape is exactly mirror-symmetric
/// about it and the line crosses the outer loop twice and no hole: one half is cut by
/// decomposeAsymmetric and mirrored, and the two pieces on the line are merged when
/// they can be (both halves are tried, the fewer pieces win). nullopt when the shape is
/// not such a shape.
std::optional<std::vector<Polygon>> decomposeSymmetric(const PolygonWithHoles &shape,
                                                       std::size_t limit);

} // namespace hitbox::collision::detail
