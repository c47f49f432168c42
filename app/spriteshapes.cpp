#include "spriteshapes.h"

namespace hitbox::editor {

SpriteShapes movedShapes(SpriteShapes shapes, const ShapeSelection &selection, collision::Vec2 d)
{
    if (selection.box && shapes.box) {
        shapes.box->x += d.x;
        shapes.box->y += d.y;
    }
    if (selection.circle && shapes.circle)
        shapes.circle->center = shapes.circle->center + d;
    for (const int p : selection.polygons) {
        if (p >= 0 && p < shapes.polygons.size()) {
            for (collision::Vec2 &point : shapes.polygons[p].polygon.points)
                point = point + d;
        }
    }
    return shapes;
}

QList<model::PolygonShape>
movedPoints(QList<model::PolygonShape> polygons, const ShapeSelection &selection, collision::Vec2 d)
{
    for (const auto &[p, v] : selection.points) {
        if (p >= 0 && p < polygons.size() && v >= 0 && v < int(polygons[p].polygon.points.size()))
            polygons[p].polygon.points[v] = polygons[p].polygon.points[v] + d;
    }
    return polygons;
}

} // namespace hitbox::editor
