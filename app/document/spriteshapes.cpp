#include "document/spriteshapes.h"

#include "document/polygonvertices.h"

namespace hitbox::editor {

void moveShape(model::Shape &shape, collision::Vec2 d)
{
    switch (shape.kind) {
    case model::ShapeKind::Box:
        shape.box.x += d.x;
        shape.box.y += d.y;
        break;
    case model::ShapeKind::Circle:
        shape.circle.center = shape.circle.center + d;
        break;
    case model::ShapeKind::Polygon:
        for (collision::Vec2 &point : shape.polygon.points)
            point = point + d;
        for (collision::Polygon &hole : shape.holes) {
            for (collision::Vec2 &point : hole.points)
                point = point + d;
        }
        break;
    }
}

int focusedShape(const ShapeList &shapes, const ShapeSelection &selection, model::ShapeKind kind)
{
    int first = -1;
    for (int k = 0; k < shapes.size(); ++k) {
        if (shapes[k].kind != kind)
            continue;
        if (selection.shapes.contains(k))
            return k;
        if (first < 0)
            first = k;
    }
    return first;
}

ShapeList movedShapes(ShapeList shapes, const ShapeSelection &selection, collision::Vec2 d)
{
    for (const int s : selection.shapes) {
        if (s >= 0 && s < shapes.size())
            moveShape(shapes[s], d);
    }
    return shapes;
}

ShapeList movedPoints(ShapeList shapes, const ShapeSelection &selection, collision::Vec2 d)
{
    for (const auto &[p, v] : selection.points) {
        if (p < 0 || p >= shapes.size())
            continue;
        if (collision::Vec2 *point = shapeVertex(shapes[p], v))
            *point = *point + d;
    }
    return shapes;
}

} // namespace hitbox::editor
