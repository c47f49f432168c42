#pragma once

#include <hitbox/export.h>
#include <hitbox/mask.h>
#include <hitbox/shapes.h>

#include <cstddef>
#include <cstdint>
#include <span>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// How well shapes match the solid pixels of a mask. Areas are in square pixels.
struct TraceQuality
{
    std::int64_t solidPixels = 0; ///< solid pixels of the mask
    double shapeArea = 0.0;       ///< area covered by the shapes (their union)
    double solidInside = 0.0;     ///< solid area covered by the shapes
    /// Share of the solid area inside the shapes, solidInside / solidPixels; 1 when the
    /// mask has no solid pixel.
    double coverage = 1.0;
    /// Share of the shapes' area that is not solid, (shapeArea - solidInside) /
    /// shapeArea; 0 when there is no shape.
    double excess = 0.0;
    /// Intersection over union of shapes and solid pixels; 1 when both are empty.
    double iou = 1.0;
    std::size_t vertexCount = 0; ///< vertices of all loops of all shapes
};

/// Scores shapes (image pixel coordinates, as traceMask makes them) against the solid
/// pixels of `mask`, without using the tracer: each pixel is sampled at
/// samplesPerAxis x samplesPerAxis points (the centres of a regular sub-grid, so 1 means
/// the pixel centre), and a sample counts as inside when it is inside some shape
/// (even-odd rule over the shape's loops, so either winding works). Overlapping shapes
/// count once. Area outside the mask counts as non-solid. A sample exactly on an edge
/// follows a half-open rule (left and top edges in), so shapes that tile the plane count
/// each sample once. O(samples of the bounding box of mask and shapes + edges);
/// samplesPerAxis is clamped to 1..16.
TraceQuality
measureQuality(const Mask &mask, std::span<const PolygonWithHoles> shapes, int samplesPerAxis = 4);

HITBOX_API_END

} // namespace hitbox::collision
