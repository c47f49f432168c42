#include "model/evaluate/spritecollider.h"

#include <span>

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
            out.addBox(shape.box, *filter, std::size_t(k));
            break;
        case ShapeKind::Circle:
            out.addCircle(shape.circle, *filter, std::size_t(k));
            break;
        case ShapeKind::Polygon:
            out.addPolygon(shape.polygon,
                           std::span(shape.holes.constData(), std::size_t(shape.holes.size())),
                           *filter,
                           std::size_t(k));
            break;
        }
    }
    return out;
}

} // namespace

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
    const collision::Vec2 pivot
            = frameSize.isEmpty() ? collision::Vec2{} : effectivePivot(sprite, frame, frameSize);
    return runtime::buildCollider(frameSize.width(),
                                  frameSize.height(),
                                  pivot,
                                  {placement.position, placement.rotation, placement.scale},
                                  std::move(shapes),
                                  mask);
}

void placeCollider(collision::Collider &collider, const PreviewInstance &placement)
{
    runtime::placeCollider(collider, {placement.position, placement.rotation, placement.scale});
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
