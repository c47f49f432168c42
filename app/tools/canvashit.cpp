#include "tools/canvashit.h"

#include "canvas/spritescene.h"
#include "document/document.h"
#include "document/polygonvertices.h"

#include <hitbox/shapes.h>

#include <QLineF>
#include <QList>

namespace hitbox::editor {
namespace {

qreal distance(QPointF a, QPointF b)
{
    return QLineF(a, b).length();
}

// Inside the outline (or on it) and not strictly inside a hole: a click in a hole goes to
// what lies below the shape.
bool insideRegion(const model::Shape &s, collision::Vec2 local)
{
    if (collision::pointInPolygon(s.polygon, local) == collision::Containment::Outside)
        return false;
    for (const collision::Polygon &hole : s.holes) {
        if (collision::pointInPolygon(hole, local) == collision::Containment::Inside)
            return false;
    }
    return true;
}

} // namespace

QPointF boxHandlePosition(const QRectF &r, int handle)
{
    const QPointF c = r.center();
    switch (handle) {
    case 0:
        return r.topLeft();
    case 1:
        return {c.x(), r.top()};
    case 2:
        return r.topRight();
    case 3:
        return {r.right(), c.y()};
    case 4:
        return r.bottomRight();
    case 5:
        return {c.x(), r.bottom()};
    case 6:
        return r.bottomLeft();
    default:
        return {r.left(), c.y()};
    }
}

CanvasHit hitTest(Document *document,
                  const SpriteScene *scene,
                  QPointF scenePos,
                  qreal tolerance,
                  bool selectedFirst)
{
    CanvasHit hit;
    const int index = document->currentSprite();
    if (!document->isValidSprite(index))
        return hit;
    const QList<model::Shape> &shapes = document->shapes(index);
    const ShapeSelection &selection = document->selection();
    const int count = int(shapes.size());

    // Vertices first (the outline's and the holes'): the topmost (last drawn) polygon wins.
    for (int p = count - 1; p >= 0; --p) {
        if (!shapes[p].isPolygon())
            continue;
        for (int loop = 0, v = 0; loop < shapeLoopCount(shapes[p]); ++loop) {
            for (const collision::Vec2 point : shapeLoop(shapes[p], loop).points) {
                if (distance(scene->toScene(point), scenePos) <= tolerance)
                    return {CanvasHit::Vertex, p, v, -1, scene->toScene(point)};
                ++v;
            }
        }
    }
    for (int k = count - 1; k >= 0; --k) {
        if (!selection.shapes.contains(k))
            continue;
        if (shapes[k].isBox()) {
            const collision::Rect &b = shapes[k].box;
            const QRectF r(scene->toScene({b.x, b.y}), QSizeF(b.w, b.h));
            for (int h = 0; h < 8; ++h) {
                if (distance(boxHandlePosition(r, h), scenePos) <= tolerance)
                    return {CanvasHit::BoxHandle, k, -1, h, boxHandlePosition(r, h)};
            }
        } else if (shapes[k].isCircle()) {
            const QPointF c = scene->toScene(shapes[k].circle.center);
            const QPointF radiusHandle = c + QPointF(shapes[k].circle.radius, 0);
            if (distance(radiusHandle, scenePos) <= tolerance)
                return {CanvasHit::CircleRadius, k, -1, -1, radiusHandle};
            if (distance(c, scenePos) <= tolerance)
                return {CanvasHit::CircleCenter, k, -1, -1, c};
        }
    }
    const QPointF pivot = scene->toScene({0, 0});
    if (distance(pivot, scenePos) <= tolerance * 1.5)
        return {CanvasHit::Pivot, -1, -1, -1, pivot};

    const collision::Vec2 local = scene->toLocal(scenePos);
    for (int p = count - 1; p >= 0; --p) {
        if (!shapes[p].isPolygon())
            continue;
        for (int loop = 0; loop < shapeLoopCount(shapes[p]); ++loop) {
            const auto &points = shapeLoop(shapes[p], loop).points;
            const int n = int(points.size());
            for (int v = 0; v < n && n >= 2; ++v) {
                const collision::Vec2 a = points[v];
                const collision::Vec2 b = points[(v + 1) % n];
                // The closest point on the edge, where a double-click inserts a vertex.
                const collision::Vec2 nearest = collision::closestPointOnSegment(a, b, local);
                if (collision::distanceSquared(nearest, local) <= tolerance * tolerance) {
                    return {CanvasHit::Edge,
                            p,
                            shapeVertexIndex(shapes[p], loop, v),
                            -1,
                            scene->toScene(nearest)};
                }
            }
        }
    }
    // Inside shapes: a selected shape wins over the ones drawn above it, so a selected box
    // under a circle can be dragged; among equals the topmost (last in the list).
    QList<CanvasHit> inside;
    for (int k = count - 1; k >= 0; --k) {
        const model::Shape &s = shapes[k];
        switch (s.kind) {
        case model::ShapeKind::Polygon:
            if (insideRegion(s, local))
                inside.append({CanvasHit::Polygon, k, -1, -1, scenePos});
            break;
        case model::ShapeKind::Circle:
            if (collision::circleContainsClosed(s.circle, local))
                inside.append({CanvasHit::Circle, k, -1, -1, scenePos});
            break;
        case model::ShapeKind::Box:
            if (collision::rectContainsClosed(s.box, local))
                inside.append({CanvasHit::Box, k, -1, -1, scenePos});
            break;
        }
    }
    for (const CanvasHit &h : std::as_const(inside)) {
        if (selectedFirst && selection.shapes.contains(h.shape))
            return h;
    }
    if (!inside.isEmpty())
        return inside.first();
    return hit;
}

} // namespace hitbox::editor
