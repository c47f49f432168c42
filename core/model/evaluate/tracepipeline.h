#pragma once

#include "model/document/sprite.h"
#include <hitbox/mask.h>
#include <hitbox/shapes.h>
#include <hitbox/trace/decompose.h>
#include <hitbox/trace/quality.h>

#include <QList>

#include <cstddef>
#include <optional>
#include <vector>

namespace hitbox::model {

/// What a trace stores in the armature.
enum class TraceOutput {
    /// One polygon per shape (concave allowed), with the holes it kept: one editable
    /// outline; convex pieces are derived from it on export or on request.
    Outlines,
    /// Every shape cut into convex pieces of at most TraceSettings::pieceVertices.
    ConvexPieces,
    /// The convex hull of each shape (holes ignored), simplified like an outline.
    ConvexHull,
};

/// Everything a trace can be asked to do, shared by the editor's Trace dialog and
/// `hitbox-cli trace`. The threshold is not here: it makes the mask.
struct TraceSettings
{
    /// Largest distance, in pixels, from the pixel outline (collision::SimplifyOptions).
    double tolerance = 1.0;
    /// At most this many vertices per loop; 0 means no bound.
    std::size_t maxVertices = 0;
    /// Shapes whose outline encloses less than this (square pixels) are dropped, and
    /// holes smaller than this are filled.
    double minArea = 4.0;
    /// Keep holes (inside their shape's polygon; at most maxHolesPerShape a shape, the
    /// largest). When false, holes are filled.
    bool holes = false;
    /// Grow (positive) or shrink (negative) the solid pixels by this many pixels first.
    int grow = 0;
    /// Simplify outwards only, so every solid pixel stays inside.
    bool conservative = false;
    TraceOutput output = TraceOutput::Outlines;
    /// Vertex limit of a convex piece (3..; Box2D takes up to 8).
    std::size_t pieceVertices = collision::box2dMaxPolygonVertices;

    friend bool operator==(const TraceSettings &, const TraceSettings &) = default;
};

/// One polygon of a trace, in image pixel coordinates.
struct TracedPolygon
{
    collision::Polygon polygon;
    std::vector<collision::Polygon> holes; ///< Outlines: the holes the shape kept
    std::size_t shape = 0;                 ///< index into TraceResult::shapes
    int piece = -1; ///< index of the convex piece within its shape, -1 for a whole shape
};

/// The outcome of traceSolidPixels.
struct TraceResult
{
    /// The simplified shapes (for ConvexHull: the hulls), image pixel coordinates.
    std::vector<collision::PolygonWithHoles> shapes;
    /// What goes into the armature: one polygon per shape, or its convex pieces.
    std::vector<TracedPolygon> polygons;
    /// Scores of the polygons against the mask (the union of the polygons is the union
    /// of `shapes`).
    collision::TraceQuality quality;
    std::size_t holeCount = 0;   ///< holes of all shapes
    std::size_t vertexCount = 0; ///< vertices of all polygons, holes included
    /// False when a shape could not be cut into convex pieces (then `polygons` lacks it
    /// and failedShape names it).
    bool ok = true;
    std::size_t failedShape = 0;
};

/// Traces the solid pixels of `mask` into polygons: grow or shrink, traceMask,
/// simplifyShape per shape, then the hull or the convex decomposition when asked, and
/// the quality scores against `mask` itself (not the grown or shrunk one).
TraceResult traceSolidPixels(const collision::Mask &mask, const TraceSettings &settings);

/// The polygon moved by -pivot: image pixels to sprite-local coordinates.
collision::Polygon toSpriteLocal(const collision::Polygon &polygon, collision::Vec2 pivot);

/// The role every traced polygon gets: tracing outlines the visible body, what gets hit.
inline constexpr char tracedRole[] = "hurtbox";

/// The armature polygons of a trace, as the editor's Trace dialog and `hitbox-cli trace`
/// both store them, to be appended to `kept` (the frame's shapes that stay): sprite-local
/// around `pivot`, in the order of `trace.polygons`, named "trace N" with N counting on
/// from the highest "trace N" of `kept`, role tracedRole (newShape's rule for traced
/// shapes); a polygon with holes is one shape with those holes. `threshold` is the alpha
/// threshold the frame's pixels were traced at (Shape::tracedThreshold); empty when the
/// mask was not the frame's picture at its threshold (an Aseprite hitbox layer).
QList<Shape> tracedPolygons(const TraceResult &trace,
                            collision::Vec2 pivot,
                            std::optional<int> threshold,
                            const QList<Shape> &kept = {});

} // namespace hitbox::model
