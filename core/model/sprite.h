#pragma once

#include "colorkey.h"

#include "collision/circle.h"
#include "collision/polygon.h"
#include "collision/rect.h"
#include "collision/vec2.h"

#include <QList>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>

namespace hitbox::model {

/// Default alpha threshold: a pixel is solid iff alpha >= 128.
inline constexpr int defaultThreshold = 128;

/// One polygon of a sprite's armature, with a name and a role. Roles are free text;
/// "hurtbox", "hitbox" and "sensor" are the suggested ones.
struct PolygonShape
{
    QString name;               ///< shown in the shapes list
    QString role;               ///< e.g. "hurtbox"; may be empty
    collision::Polygon polygon; ///< sprite-local coordinates (relative to the pivot)

    friend bool operator==(const PolygonShape &, const PolygonShape &) = default;
};

/// A sprite of a project: its image and everything drawn on it. Shapes are stored in
/// sprite-local pixel coordinates, relative to the pivot.
struct Sprite
{
    QString name;                            ///< display name, unique in a project
    QString imagePath;                       ///< absolute path in memory; relative in files
    int threshold = defaultThreshold;        ///< alpha threshold, 0..255
    std::optional<ColorKey> colorKey;        ///< transparent colour for images without alpha
    std::optional<collision::Vec2> pivot;    ///< image pixels; empty means the image centre
    std::optional<collision::Rect> box;      ///< reduced box (box tier)
    std::optional<collision::Circle> circle; ///< radial shape (circle tier)
    QList<PolygonShape> polygons;            ///< armature (armature tier)

    friend bool operator==(const Sprite &, const Sprite &) = default;
};

/// The pivot in image pixels: the stored one, or the centre of an image of `size`.
collision::Vec2 effectivePivot(const Sprite &sprite, QSize imageSize);

/// `base` when `isTaken` says it is free, else the first free one of "base 2", "base 3",
/// ...: names for new sprites made from file names. `base` is used as it is, so a name
/// like "x%1" stays "x%1 2".
QString uniqueSpriteName(const QString &base, const std::function<bool(const QString &)> &isTaken);

} // namespace hitbox::model
