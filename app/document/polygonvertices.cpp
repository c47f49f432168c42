#include "document/polygonvertices.h"

namespace hitbox::editor {

const collision::Polygon &shapeLoop(const model::Shape &shape, int loop)
{
    return loop == 0 ? shape.polygon : shape.holes[loop - 1];
}

collision::Polygon &shapeLoop(model::Shape &shape, int loop)
{
    return loop == 0 ? shape.polygon : shape.holes[loop - 1];
}

int shapeLoopCount(const model::Shape &shape)
{
    return 1 + int(shape.holes.size());
}

int shapeVertexCount(const model::Shape &shape)
{
    int count = 0;
    for (int loop = 0; loop < shapeLoopCount(shape); ++loop)
        count += int(shapeLoop(shape, loop).points.size());
    return count;
}

std::optional<LoopVertex> loopVertex(const model::Shape &shape, int vertex)
{
    if (!shape.isPolygon() || vertex < 0)
        return std::nullopt;
    for (int loop = 0; loop < shapeLoopCount(shape); ++loop) {
        const int size = int(shapeLoop(shape, loop).points.size());
        if (vertex < size)
            return LoopVertex{loop, vertex};
        vertex -= size;
    }
    return std::nullopt;
}

int shapeVertexIndex(const model::Shape &shape, int loop, int index)
{
    for (int l = 0; l < loop; ++l)
        index += int(shapeLoop(shape, l).points.size());
    return index;
}

collision::Vec2 *shapeVertex(model::Shape &shape, int vertex)
{
    const std::optional<LoopVertex> at = loopVertex(shape, vertex);
    if (!at)
        return nullptr;
    return &shapeLoop(shape, at->loop).points[std::size_t(at->index)];
}

} // namespace hitbox::editor
