#include <hitbox/runtime/colliders.h>

#include <hitbox/trace/decompose.h>

#include <algorithm>
#include <limits>
#include <utility>

namespace hitbox::runtime {

std::size_t FrameShapes::frameIndex(collision::ShapeKind kind, std::size_t index) const
{
    switch (kind) {
    case collision::ShapeKind::Box:
        return boxIndices[index];
    case collision::ShapeKind::Circle:
        return circleIndices[index];
    case collision::ShapeKind::Polygon:
        break;
    }
    return polygonIndices[index];
}

void FrameShapes::addBox(const collision::Rect &box,
                         collision::ShapeFilter filter,
                         std::size_t shapeIndex)
{
    boxes.push_back(box);
    boxFilters.push_back(filter);
    boxIndices.push_back(shapeIndex);
}

void FrameShapes::addCircle(const collision::Circle &circle,
                            collision::ShapeFilter filter,
                            std::size_t shapeIndex)
{
    circles.push_back(circle);
    circleFilters.push_back(filter);
    circleIndices.push_back(shapeIndex);
}

void FrameShapes::addPolygon(const collision::Polygon &outline,
                             std::span<const collision::Polygon> holes,
                             collision::ShapeFilter filter,
                             std::size_t shapeIndex)
{
    for (collision::Polygon &piece : armaturePolygons(outline, holes)) {
        polygons.push_back(std::move(piece));
        polygonFilters.push_back(filter);
        polygonIndices.push_back(shapeIndex);
    }
}

void FrameShapes::addPieces(std::span<const collision::Polygon> pieces,
                            collision::ShapeFilter filter,
                            std::size_t shapeIndex)
{
    polygons.insert(polygons.end(), pieces.begin(), pieces.end());
    polygonFilters.insert(polygonFilters.end(), pieces.size(), filter);
    polygonIndices.insert(polygonIndices.end(), pieces.size(), shapeIndex);
}

collision::RegionValidation validatePolygonShape(const collision::Polygon &outline,
                                                 std::span<const collision::Polygon> holes,
                                                 collision::ValidationBudget &budget)
{
    const collision::PolygonWithHoles region{outline, {holes.begin(), holes.end()}};
    return collision::validateRegion(region, budget);
}

bool isUsablePolygonShape(const collision::Polygon &outline,
                          std::span<const collision::Polygon> holes)
{
    if (holes.empty())
        return collision::validatePolygon(outline).isValid();
    collision::ValidationBudget budget;
    return validatePolygonShape(outline, holes, budget).problem == collision::RegionProblem::None;
}

std::vector<collision::Polygon> armaturePolygons(const collision::Polygon &outline,
                                                 std::span<const collision::Polygon> holes)
{
    if (!isUsablePolygonShape(outline, holes))
        return {};
    if (holes.empty())
        return {outline};
    collision::ConvexDecomposition pieces = collision::decomposeConvex(
            collision::PolygonWithHoles{outline, {holes.begin(), holes.end()}},
            std::numeric_limits<std::size_t>::max());
    return pieces.ok ? std::move(pieces.pieces) : std::vector<collision::Polygon>();
}

void mapPolygonPairs(std::vector<collision::PolygonPair> &pairs,
                     const FrameShapes &a,
                     const FrameShapes &b)
{
    std::vector<std::pair<std::size_t, std::size_t>> seen;
    std::size_t kept = 0;
    for (collision::PolygonPair p : pairs) {
        p.a = a.frameIndex(p.kindA, p.a);
        p.b = b.frameIndex(p.kindB, p.b);
        const std::pair<std::size_t, std::size_t> key{p.a, p.b};
        if (std::find(seen.cbegin(), seen.cend(), key) != seen.cend())
            continue;
        seen.push_back(key);
        pairs[kept++] = p;
    }
    pairs.resize(kept);
}

void placeCollider(collision::Collider &collider, const Placement &placement)
{
    collider.transform.position = placement.position;
    collider.transform.rotation = placement.rotation;
    collider.transform.scale = placement.scale;
}

collision::Collider buildCollider(int width,
                                  int height,
                                  collision::Vec2 pivot,
                                  const Placement &placement,
                                  FrameShapes shapes,
                                  const collision::Mask *mask)
{
    collision::Collider c;
    placeCollider(c, placement);
    if (width <= 0 || height <= 0)
        return c; // an empty collider: it overlaps nothing
    c.width = width;
    c.height = height;
    c.transform.pivot = pivot;
    c.boxes = std::move(shapes.boxes);
    c.circles = std::move(shapes.circles);
    c.armature = std::move(shapes.polygons);
    c.boxFilters = std::move(shapes.boxFilters);
    c.circleFilters = std::move(shapes.circleFilters);
    c.armatureFilters = std::move(shapes.polygonFilters);
    c.imageFilter = shapes.imageFilter;
    c.mask = mask;
    return c;
}

void refillCollider(collision::Collider &c,
                    int width,
                    int height,
                    collision::Vec2 pivot,
                    const Placement &placement,
                    const FrameShapes &shapes,
                    const collision::Mask *mask)
{
    placeCollider(c, placement);
    const bool empty = width <= 0 || height <= 0; // as buildCollider: overlaps nothing
    c.width = empty ? 0 : width;
    c.height = empty ? 0 : height;
    c.transform.pivot = empty ? collision::Vec2{} : pivot;
    // assign() copies over the existing elements, so polygons keep their point storage.
    const auto refill = [empty](auto &to, const auto &from) {
        if (empty)
            to.clear();
        else
            to.assign(from.begin(), from.end());
    };
    refill(c.boxes, shapes.boxes);
    refill(c.circles, shapes.circles);
    refill(c.armature, shapes.polygons);
    refill(c.boxFilters, shapes.boxFilters);
    refill(c.circleFilters, shapes.circleFilters);
    refill(c.armatureFilters, shapes.polygonFilters);
    c.imageFilter = empty ? collision::ShapeFilter{} : shapes.imageFilter;
    c.mask = empty ? nullptr : mask;
}

} // namespace hitbox::runtime
