#include "model/document/sprite.h"

#include <algorithm>

namespace hitbox::model {

Shape Shape::makeBox(const collision::Rect &box, const QString &role, const QString &name)
{
    Shape s;
    s.kind = ShapeKind::Box;
    s.box = box;
    s.role = role;
    s.name = name;
    return s;
}

Shape Shape::makeCircle(const collision::Circle &circle, const QString &role, const QString &name)
{
    Shape s;
    s.kind = ShapeKind::Circle;
    s.circle = circle;
    s.role = role;
    s.name = name;
    return s;
}

Shape Shape::makePolygon(const collision::Polygon &polygon,
                         const QString &role,
                         const QString &name)
{
    Shape s;
    s.kind = ShapeKind::Polygon;
    s.polygon = polygon;
    s.role = role;
    s.name = name;
    return s;
}

collision::PolygonWithHoles shapeRegion(const Shape &shape)
{
    collision::PolygonWithHoles region;
    region.outer = shape.polygon;
    region.holes.assign(shape.holes.cbegin(), shape.holes.cend());
    return region;
}

QString shapeKindName(ShapeKind kind)
{
    switch (kind) {
    case ShapeKind::Box:
        return QStringLiteral("box");
    case ShapeKind::Circle:
        return QStringLiteral("circle");
    case ShapeKind::Polygon:
        break;
    }
    return QStringLiteral("polygon");
}

bool isOutdatedTrace(const Sprite &sprite, const Frame &frame, const Shape &shape)
{
    return shape.tracedThreshold && *shape.tracedThreshold != effectiveThreshold(sprite, frame);
}

int outdatedTraceCount(const Sprite &sprite, const Frame &frame)
{
    return int(std::count_if(frame.shapes.cbegin(), frame.shapes.cend(), [&](const Shape &s) {
        return isOutdatedTrace(sprite, frame, s);
    }));
}

collision::Vec2 effectivePivot(const Sprite &sprite, const Frame &frame, QSize frameSize)
{
    if (frame.pivot)
        return *frame.pivot;
    return effectivePivot(sprite, frameSize);
}

collision::Vec2 effectivePivot(const Sprite &sprite, QSize frameSize)
{
    if (sprite.pivot)
        return *sprite.pivot;
    return {frameSize.width() / 2.0, frameSize.height() / 2.0};
}

int effectiveThreshold(const Sprite &sprite, const Frame &frame)
{
    return frame.threshold.value_or(sprite.threshold);
}

std::optional<ColorKey> effectiveColorKey(const Sprite &sprite, const Frame &frame)
{
    return frame.colorKey ? frame.colorKey : sprite.colorKey;
}

const Frame &frameAt(const Sprite &sprite, int index)
{
    Q_ASSERT(!sprite.frames.isEmpty());
    return sprite.frames[std::clamp<qsizetype>(index, 0, sprite.frames.size() - 1)];
}

QString uniqueSpriteName(const QString &base, const std::function<bool(const QString &)> &isTaken)
{
    QString name = base;
    for (qsizetype k = 2; isTaken(name); ++k)
        name = base + QLatin1Char(' ') + QString::number(k);
    return name;
}

} // namespace hitbox::model
