// The ball: a striped billiard ball (the bouncing-balls seed article), lit from the top left.

#include "artkit.h"
#include "sprites.h"

#include <QPainter>

namespace hitbox::samplegen {

namespace {

const QPointF centre(24, 24);
const qreal radius = 17;

void paintBall(QPainter &p)
{
    const QPainterPath ball = ellipsePath(centre, radius, radius);
    drawPart(p, ball, QColor(246, 244, 236), 0);
    // The stripe: the band between two latitudes of a ball tipped towards the viewer, so
    // both its edges curve the same way. Each latitude cuts off what lies above its near arc.
    const auto aboveLatitude = [](qreal y) {
        return ellipsePath({centre.x(), y}, 15.5, 3.5).united(rectPath({0, 0, 48, y}));
    };
    const QPainterPath stripe
            = ball.intersected(aboveLatitude(31.5)).subtracted(aboveLatitude(16.5));
    p.fillPath(stripe, QColor(40, 104, 214));
    p.strokePath(stripe, QPen(QColor(24, 64, 150), 1)); // its rim part hides under the outline
    // The number spot (left blank: no fonts, so the output does not depend on them).
    drawPart(p,
             ellipsePath({centre.x(), 27.5}, 5.5, 4.8),
             QColor(246, 244, 236),
             1,
             QColor(24, 64, 150));
    // Flat shading: a dark crescent at the bottom right, a bright glint at the top left.
    shadePart(p, ball, rim(ball, {-5, -5}), QColor(20, 24, 60, 70));
    shadePart(p, ball, rim(ball, {-2.5, -2.5}), QColor(20, 24, 60, 50));
    p.save();
    p.translate(17, 15);
    p.rotate(-35);
    p.fillPath(ellipsePath({0, 0}, 5, 3), QColor(255, 255, 255, 210));
    p.restore();
    p.fillPath(ellipsePath({12.5, 22}, 1.4, 1.4), QColor(255, 255, 255, 200));
    p.strokePath(ball, QPen(inkColour, 2.5));
}

} // namespace

SpriteRecipe ballSprite()
{
    SpriteRecipe recipe;
    recipe.name = QStringLiteral("ball");
    recipe.size = QSize(48, 48);
    recipe.paintCoverage = solidCoverage(ellipsePath(centre, radius, radius));
    recipe.paintColour = paintBall;
    recipe.edgeColour = inkColour;
    recipe.shadowOffset = QPointF(3, 3);
    recipe.shadowSoftness = 1.6f;
    return recipe;
}

} // namespace hitbox::samplegen
