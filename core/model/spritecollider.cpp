#include "spritecollider.h"

namespace hitbox::model {
namespace {

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
            if (!collision::validatePolygon(shape.polygon).isValid())
                break;
            out.polygons.push_back(shape.polygon);
            out.polygonFilters.push_back(*filter);
            out.polygonIndices.push_back(std::size_t(k));
            break;
        }
    }
    return out;
}

} // namespace

FrameShapes usableShapes(const Frame &frame, const RoleTable &roles)
{
    return collect(frame, [&](const Shape &shape) { return roles.filter(shape.role); });
}

FrameShapes usableShapes(const Frame &frame, const QString &role, collision::ShapeFilter filter)
{
    return collect(frame, [&](const Shape &shape) -> std::optional<collision::ShapeFilter> {
        if (shape.role != role)
            return std::nullopt;
        return filter;
    });
}

collision::Collider spriteCollider(const Sprite &sprite,
                                   const Frame &frame,
                                   QSize frameSize,
                                   const PreviewInstance &placement,
                                   FrameShapes shapes,
                                   const collision::Mask *mask)
{
    collision::Collider c;
    c.transform.position = placement.position;
    c.transform.rotation = placement.rotation;
    c.transform.scale = placement.scale;
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
    c.mask = mask;
    return c;
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
    out.shapes = roleOnly ? usableShapes(frame, roleOnly->role, roleOnly->filter)
                          : usableShapes(frame, project.roles);
    out.collider
            = spriteCollider(sprite, frame, image.size(), placement, out.shapes, out.mask.get());
    return out;
}

} // namespace hitbox::model
