#include "model/evaluate/tracepipeline.h"

#include "model/evaluate/newshape.h"

#include <hitbox/trace/contour.h>
#include <hitbox/trace/hull.h>
#include <hitbox/trace/maskmorphology.h>
#include <hitbox/trace/simplify.h>

#include <algorithm>
#include <cmath>

namespace hitbox::model {

namespace hc = hitbox::collision;

namespace {

// The largest maxHolesPerShape holes of a shape (the rest filled), in their order.
std::vector<hc::Polygon> keptHoles(const hc::PolygonWithHoles &shape)
{
    if (shape.holes.size() <= std::size_t(maxHolesPerShape))
        return shape.holes;
    std::vector<std::size_t> order(shape.holes.size());
    for (std::size_t h = 0; h < order.size(); ++h)
        order[h] = h;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return std::abs(hc::signedArea(shape.holes[a])) > std::abs(hc::signedArea(shape.holes[b]));
    });
    order.resize(std::size_t(maxHolesPerShape));
    std::sort(order.begin(), order.end());
    std::vector<hc::Polygon> kept;
    kept.reserve(order.size());
    for (const std::size_t h : order)
        kept.push_back(shape.holes[h]);
    return kept;
}

} // namespace

TraceResult traceSolidPixels(const hc::Mask &mask, const TraceSettings &settings)
{
    const bool hull = settings.output == TraceOutput::ConvexHull;
    hc::TraceOptions traceOptions;
    traceOptions.holes = settings.holes && !hull;
    traceOptions.minArea = settings.minArea;
    traceOptions.minHoleArea = settings.minArea;
    hc::Mask morphed;
    if (settings.grow > 0) {
        morphed = hc::grown(mask, settings.grow);
        traceOptions.offset = {-double(settings.grow), -double(settings.grow)};
    } else if (settings.grow < 0) {
        morphed = hc::shrunk(mask, -settings.grow);
    }
    hc::SimplifyOptions simplifyOptions;
    simplifyOptions.tolerance = settings.tolerance;
    simplifyOptions.maxVertices = settings.maxVertices;
    simplifyOptions.conservative = settings.conservative;

    TraceResult result;
    for (const hc::PolygonWithHoles &shape :
         hc::traceMask(settings.grow == 0 ? mask : morphed, traceOptions)) {
        if (!hull) {
            hc::PolygonWithHoles simplified = hc::simplifyShape(shape, simplifyOptions);
            simplified.holes = keptHoles(simplified);
            result.shapes.push_back(std::move(simplified));
            continue;
        }
        // Simplifying a convex loop keeps points on its boundary, so it stays convex; the
        // second hull only drops vertices left straight.
        const hc::PolygonWithHoles simplified
                = hc::simplifyShape({hc::convexHull(shape.outer), {}}, simplifyOptions);
        result.shapes.push_back({hc::convexHull(simplified.outer), {}});
    }
    result.quality = hc::measureQuality(mask, result.shapes);

    for (std::size_t i = 0; i < result.shapes.size(); ++i) {
        const hc::PolygonWithHoles &shape = result.shapes[i];
        result.holeCount += shape.holes.size();
        if (hull || settings.output == TraceOutput::Outlines) {
            result.polygons.push_back({shape.outer, shape.holes, i, -1});
            continue;
        }
        const hc::ConvexDecomposition pieces = hc::decomposeConvex(shape, settings.pieceVertices);
        if (!pieces.ok) {
            result.ok = false;
            result.failedShape = i;
            break;
        }
        for (std::size_t k = 0; k < pieces.pieces.size(); ++k)
            result.polygons.push_back({pieces.pieces[k], {}, i, int(k)});
    }
    for (const TracedPolygon &p : result.polygons) {
        result.vertexCount += p.polygon.points.size();
        for (const hc::Polygon &hole : p.holes)
            result.vertexCount += hole.points.size();
    }
    return result;
}

hc::Polygon toSpriteLocal(const hc::Polygon &polygon, hc::Vec2 pivot)
{
    hc::Polygon local = polygon;
    for (hc::Vec2 &p : local.points)
        p = p - pivot;
    return local;
}

QList<Shape> tracedPolygons(const TraceResult &trace,
                            collision::Vec2 pivot,
                            std::optional<int> threshold,
                            const QList<Shape> &kept)
{
    QList<Shape> out;
    out.reserve(qsizetype(trace.polygons.size()));
    for (const TracedPolygon &p : trace.polygons) {
        Shape shape = Shape::makePolygon(toSpriteLocal(p.polygon, pivot),
                                         newShapeRole(ShapeOrigin::Traced));
        for (const hc::Polygon &hole : p.holes)
            shape.holes.append(toSpriteLocal(hole, pivot));
        shape.tracedThreshold = threshold;
        out.append(shape);
    }
    return withDistinctNames(out, kept, ShapeOrigin::Traced);
}

} // namespace hitbox::model
