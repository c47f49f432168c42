#include "model/evaluate/spritecollider.h"

#include "model/evaluate/projectvalidation.h"

#include <hitbox/trace/decompose.h>

#include <algorithm>
#include <limits>

namespace hitbox::model {
namespace {

// A polygon shape as the armature tier takes it: the outline itself without holes, the
// convex pieces of the region with holes (any number of vertices a piece), nothing when
// the shape is not usable.
std::vector<collision::Polygon> armaturePolygons(const Shape &shape)
{
    if (shape.holes.isEmpty()) {
        if (!collision::validatePolygon(shape.polygon).isValid())
            return {};
        return {shape.polygon};
    }
    if (!polygonShapeProblemText(shape).isEmpty())
        return {};
    collision::ConvexDecomposition pieces = collision::decomposeConvex(
            shapeRegion(shape), std::numeric_limits<std::size_t>::max());
    return pieces.ok ? std::move(pieces.pieces) : std::vector<collision::Polygon>();
}

FrameShapes
collect(const Frame &frame,
        const std::function<std::optional<collision::ShapeFilter>(const Shape &)> &filterOf)
{
    FrameShapes out;
    for (qsizetype k = 0; k < frame.shapes.size(); ++k) {
        const Shape &shape = frame.shapes[k];
        const std::optional<collision::ShapeFilter> filter = filterOf(shape);
        if (!filter)
            continue;
        switch (shape.kind) {
        case ShapeKind::Box:
            out.boxes.push_back(shape.box);
            out.boxFilters.push_back(*filter);
            out.boxIndices.push_back(std::size_t(k));
            break;
        case ShapeKind::Circle:
            out.circles.push_back(shape.circle);
            out.circleFilters.push_back(*filter);
            out.circleIndices.push_back(std::size_t(k));
            break;
        case ShapeKind::Polygon:
            for (collision::Polygon &piece : armaturePolygons(shape)) {
                out.polygons.push_back(std::move(piece));
                out.polygonFilters.push_back(*filter);
                out.polygonIndices.push_back(std::size_t(k));
            }
            break;
        }
    }
    return out;
}

} // namespace

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

FrameShapes usableShapes(const Frame &frame, const RoleTable &roles)
{
    FrameShapes out = collect(frame, [&](const Shape &shape) { return roles.filter(shape.role); });
    out.imageFilter = roles.imageFilter();
    return out;
}

FrameShapes
usableShapes(const Frame &frame, const QString &role, collision::ShapeFilter filter, bool usesImage)
{
    FrameShapes out
            = collect(frame, [&](const Shape &shape) -> std::optional<collision::ShapeFilter> {
                  if (shape.role != role)
                      return std::nullopt;
                  return filter;
              });
    out.imageFilter = usesImage ? filter : collision::ShapeFilter{0, 0};
    return out;
}

collision::Collider spriteCollider(const Sprite &sprite,
                                   const Frame &frame,
                                   QSize frameSize,
                                   const PreviewInstance &placement,
                                   FrameShapes shapes,
                                   const collision::Mask *mask)
{
    collision::Collider c;
    placeCollider(c, placement);
    if (frameSize.isEmpty())
        return c; // an empty collider: it overlaps nothing
    c.width = frameSize.width();
    c.height = frameSize.height();
    c.transform.pivot = effectivePivot(sprite, frame, frameSize);
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

void placeCollider(collision::Collider &collider, const PreviewInstance &placement)
{
    collider.transform.position = placement.position;
    collider.transform.rotation = placement.rotation;
    collider.transform.scale = placement.scale;
}

} // namespace hitbox::model

namespace hitbox::model {

std::shared_ptr<const collision::Mask>
frameMask(ImageCache &images, const Sprite &sprite, const Frame &frame)
{
    std::shared_ptr<const collision::Mask> mask = images.mask(sprite.imagePath,
                                                              frame.region,
                                                              effectiveThreshold(sprite, frame),
                                                              effectiveColorKey(sprite, frame));
    if (mask && mask->isNull())
        mask.reset();
    return mask;
}

PlacedFrame placeFrame(const Project &project,
                       ImageCache &images,
                       const Sprite &sprite,
                       int frameIndex,
                       const PreviewInstance &placement,
                       const std::optional<RoleOnly> &roleOnly)
{
    PlacedFrame out;
    const Frame &frame = frameAt(sprite, frameIndex);
    const QImage image = images.image(sprite.imagePath, frame.region);
    if (image.isNull()) {
        out.error = images.error(sprite.imagePath, frame.region);
        out.collider = spriteCollider(sprite, frame, {}, placement, {}, nullptr);
        return out;
    }
    out.mask = frameMask(images, sprite, frame);
    out.shapes
            = roleOnly ? usableShapes(frame, roleOnly->role, roleOnly->filter, roleOnly->usesImage)
                       : usableShapes(frame, project.roles);
    out.collider
            = spriteCollider(sprite, frame, image.size(), placement, out.shapes, out.mask.get());
    return out;
}

} // namespace hitbox::model
