#include "polygonwithholes.h"

#include <cmath>

namespace hitbox::collision {

double area(const PolygonWithHoles &shape)
{
    double total = std::abs(signedArea(shape.outer));
    for (const Polygon &hole : shape.holes)
        total -= std::abs(signedArea(hole));
    return total;
}

std::size_t vertexCount(const PolygonWithHoles &shape)
{
    std::size_t count = shape.outer.points.size();
    for (const Polygon &hole : shape.holes)
        count += hole.points.size();
    return count;
}

} // namespace hitbox::collision
