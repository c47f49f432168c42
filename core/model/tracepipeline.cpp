#include "tracepipeline.h"

#include "collision/contour.h"
#include "collision/hull.h"
#include "collision/maskmorphology.h"
#include "collision/simplify.h"

#include <QRegularExpression>

#include <algorithm>

namespace hitbox::model {

namespace hc = hitbox::collision;

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
            result.shapes.push_back(hc::simplifyShape(shape, simplifyOptions));
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
        const bool whole
                = hull || (settings.output == TraceOutput::Outlines && shape.holes.empty());
        if (whole) {
            result.polygons.push_back({shape.outer, i, -1});
            continue;
        }
        const hc::ConvexDecomposition pieces = hc::decomposeConvex(shape, settings.pieceVertices);
        if (!pieces.ok) {
            result.ok = false;
            result.failedShape = i;
            break;
        }
        for (std::size_t k = 0; k < pieces.pieces.size(); ++k)
            result.polygons.push_back({pieces.pieces[k], i, int(k)});
    }
    for (const TracedPolygon &p : result.polygons)
        result.vertexCount += p.polygon.points.size();
    return result;
}

hc::Polygon toSpriteLocal(const hc::Polygon &polygon, hc::Vec2 pivot)
{
    hc::Polygon local = polygon;
    for (hc::Vec2 &p : local.points)
        p = p - pivot;
    return local;
}

QList<Shape> tracedPolygons(const TraceResult &trace, collision::Vec2 pivot, int firstNumber)
{
    QList<Shape> out;
    out.reserve(qsizetype(trace.polygons.size()));
    for (const TracedPolygon &p : trace.polygons) {
        out.append(
                Shape::makePolygon(toSpriteLocal(p.polygon, pivot),
                                   QString::fromLatin1(tracedRole),
                                   QStringLiteral("trace %1").arg(firstNumber + int(out.size()))));
    }
    return out;
}

int nextTraceNumber(const QList<Shape> &shapes)
{
    static const QRegularExpression traced(QStringLiteral("^trace (\\d+)$"));
    int next = 1;
    for (const Shape &p : shapes) {
        const QRegularExpressionMatch match = traced.match(p.name);
        if (match.hasMatch())
            next = std::max(next, match.captured(1).toInt() + 1);
    }
    return next;
}

} // namespace hitbox::model
