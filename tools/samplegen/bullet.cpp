// The bullet: a tiny glowing pellet, the small object of point-versus-sprite tests.

#include "artkit.h"
#include "sprites.h"

#include <QPainter>

namespace hitbox::samplegen {

namespace {

// Centred on the middle pixel of an 11x11 image: the point a point-versus-sprite test samples.
const QPointF centre(5.5, 5.5);
const qreal radius = 2.9;

void paintBullet(QPainter &p)
{
    const QPainterPath pellet = ellipsePath(centre, radius, radius);
    p.fillPath(pellet, QColor(255, 200, 48));
    p.strokePath(pellet, QPen(QColor(214, 112, 20), 1.2));
    p.fillPath(ellipsePath(centre - QPointF(0.5, 0.5), 1.4, 1.4), QColor(255, 250, 214));
}

} // namespace

SpriteRecipe bulletSprite()
{
    SpriteRecipe recipe;
    recipe.name = QStringLiteral("bullet");
    recipe.size = QSize(11, 11);
    recipe.paintCoverage = solidCoverage(ellipsePath(centre, radius, radius));
    recipe.paintColour = paintBullet;
    recipe.edgeColour = QColor(186, 84, 16); // a hot orange fringe instead of ink
    recipe.edgeSoftness = 0.5f;
    recipe.shadowOffset = QPointF(1, 1);
    recipe.shadowSoftness = 0.6f;
    return recipe;
}

} // namespace hitbox::samplegen
