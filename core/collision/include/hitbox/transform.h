#pragma once

#include "export.h"
#include "rect.h"
#include "vec2.h"

#include <array>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Placement of a sprite instance in the world. The image pixel point `pivot` lands
/// on `position`; around the pivot the image is first scaled by `scale`, then
/// rotated by `rotation` degrees, clockwise on screen (y points down). This is the
/// same convention as QTransform::rotate.
///
/// Shapes (boxes, circles, polygons) are stored in sprite-local coordinates: image
/// pixel coordinates minus the pivot. So local (0, 0) is the pivot.
struct Transform
{
    Vec2 position;         ///< world position of the pivot
    Vec2 pivot;            ///< pivot in image pixel coordinates
    double rotation = 0.0; ///< degrees, clockwise on screen
    Vec2 scale{1.0, 1.0};  ///< scale factors along the image's x and y axes

    friend constexpr bool operator==(const Transform &, const Transform &) = default;
};

/// A 2D affine map: p' = (m11 * x + m21 * y + dx, m12 * x + m22 * y + dy),
/// laid out like QTransform so the editor can convert without surprises.
struct Affine
{
    double m11 = 1.0;
    double m12 = 0.0;
    double m21 = 0.0;
    double m22 = 1.0;
    double dx = 0.0;
    double dy = 0.0;

    friend constexpr bool operator==(const Affine &, const Affine &) = default;
};

/// Cosine and sine of an angle in degrees. Multiples of 90 degrees give exact
/// 0 / +-1 so that quarter-turn rotations of pixel data stay exact.
std::array<double, 2> cosSinDegrees(double degrees);

/// True when the rotation is a multiple of 90 degrees (the transformed image stays
/// axis-aligned).
bool isAxisAligned(const Transform &t);

/// True when the transform is a pure integer translation of image pixels: no
/// rotation, unit scale and an integer offset position - pivot.
bool isIntegerTranslation(const Transform &t);

/// True when the transform only moves the image: no rotation (a multiple of 360
/// degrees), unit scale and a finite position and pivot. The offset may be fractional.
bool isPureTranslation(const Transform &t);

/// Maps sprite-local coordinates (relative to the pivot) to the world.
Affine localToWorld(const Transform &t);

/// Maps image pixel coordinates to the world.
Affine imageToWorld(const Transform &t);

/// Maps world coordinates back to image pixel coordinates. A zero scale factor has
/// no inverse; the result then maps everything to NaN.
Affine worldToImage(const Transform &t);

/// Applies an affine map to a point.
Vec2 apply(const Affine &m, Vec2 p);

/// The composition "first `first`, then `second`".
Affine compose(const Affine &first, const Affine &second);

/// The inverse map; NaN entries when the map is singular.
Affine inverted(const Affine &m);

/// The four corners of r (top-left, top-right, bottom-right, bottom-left) mapped by m.
std::array<Vec2, 4> mapCorners(const Affine &m, const Rect &r);

/// The axis-aligned bounds of r mapped by m (the seeds' "boundary rectangle" of a
/// rotated or scaled sprite).
Rect mapBounds(const Affine &m, const Rect &r);

/// The world-space AABB of a whole sprite image of the given size.
Rect spriteBounds(const Transform &t, double width, double height);

HITBOX_API_END

} // namespace hitbox::collision
