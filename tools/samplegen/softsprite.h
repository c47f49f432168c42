#pragma once

#include <QColor>
#include <QImage>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace hitbox::samplegen {

/// Paints one layer of a sprite; the painter is antialiased and in image pixels.
using PaintFunction = std::function<void(QPainter &)>;

/// How one sample sprite is drawn. Every sprite gets the same finish: an alpha edge that
/// fades over a few pixels, and a blurred drop shadow below and to the right whose alpha
/// stays well under the default threshold 128, so it shows but never collides (the point
/// of the alpha-threshold seed article).
struct SpriteRecipe
{
    QString name; ///< file name without ".png"
    QSize size;   ///< image size in pixels
    /// Paints coverage in white: alpha 255 where the sprite is solid, lower alpha for parts
    /// meant to stay below the threshold. Whatever ends up with alpha >= 128 casts the shadow.
    PaintFunction paintCoverage;
    /// Paints the art, opaque, over a canvas filled with edgeColour. Colour only: the alpha
    /// comes from paintCoverage.
    PaintFunction paintColour;
    QColor edgeColour;           ///< colour of the fading fringe just outside the art
    float edgeSoftness = 0.9f;   ///< sigma of the edge fade, pixels
    QPointF shadowOffset{3, 4};  ///< shadow displacement, pixels (right, down)
    float shadowSoftness = 2.0f; ///< sigma of the shadow blur, pixels
    int shadowAlpha = 80;        ///< alpha of the shadow's interior, well below 128
};

/// Coverage that is solid (alpha 255) inside silhouette and empty outside.
PaintFunction solidCoverage(const QPainterPath &silhouette);

/// Renders a recipe to a Format_ARGB32 (straight alpha) image: the art with its faded
/// alpha edge, composited over its shadow. Deterministic for a given Qt build.
QImage renderSprite(const SpriteRecipe &recipe);

/// Renders every frame with renderSprite and places them side by side in one row, the
/// first at the left: a sprite sheet whose cells are the first frame's size.
QImage renderSheet(const QList<SpriteRecipe> &frames);

} // namespace hitbox::samplegen
