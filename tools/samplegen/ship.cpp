// The ship: a top-down fighter, nose up, with swept wings, wing-tip guns and two engine
// pods. Notches behind the wings and between the pods make the silhouette concave.

#include "artkit.h"
#include "sprites.h"

#include <QPainter>
#include <QPainterPathStroker>

namespace hitbox::samplegen {

namespace {

const qreal axis = 48;

QPainterPath hull()
{
    return roundedPolygon(mirrored({{axis, 5},
                                    {52, 12},
                                    {55, 24},
                                    {57, 31},
                                    {70, 40},
                                    {83, 49},
                                    {84, 60},
                                    {76, 60},
                                    {67, 55},
                                    {60, 59},
                                    {60, 69},
                                    {52, 69},
                                    {50, 63},
                                    {axis, 63}},
                                   axis),
                          1.5);
}

QPainterPath rightGun()
{
    return roundedPolygon({{80, 33}, {84, 33}, {84, 52}, {80, 52}}, 1);
}

QPainterPath silhouette()
{
    return hull().united(rightGun()).united(mirroredPath(rightGun(), axis));
}

QPainterPath rightWingStripe()
{
    QPainterPath line;
    line.moveTo(57, 36);
    line.lineTo(82, 53);
    QPainterPathStroker stroker;
    stroker.setWidth(3.5);
    return stroker.createStroke(line);
}

void paintShip(QPainter &p)
{
    const QColor steel(200, 210, 226);
    const QColor steelShade(152, 164, 188);
    const QColor orange(246, 142, 44);
    const QColor orangeShade(204, 100, 30);
    const QColor pod(104, 112, 132);

    for (const QPainterPath &gun : {rightGun(), mirroredPath(rightGun(), axis)}) {
        drawPart(p, gun, QColor(90, 96, 114), 1.5);
        p.fillRect(QRectF(gun.boundingRect().left() + 1.5, 34, 1, 3), QColor(255, 210, 90));
    }

    const QPainterPath body = hull();
    drawPart(p, body, steel, 0);
    shadePart(p, body, rectPath({axis, 0, 48, 80}), steelShade);
    shadePart(p, body, rightWingStripe(), orangeShade);
    shadePart(p, body, mirroredPath(rightWingStripe(), axis), orange);
    // Engine pods with their exhaust glow at the back.
    shadePart(p, body, rectPath({0, 58, 96, 22}), pod);
    shadePart(p, body, rectPath({0, 58, axis, 22}), QColor(128, 136, 158));
    shadePart(p, body, rectPath({0, 66, 96, 10}), QColor(120, 232, 255));
    shadePart(p, body, rectPath({0, 67.5, 96, 10}), QColor(232, 252, 255));
    // Panel lines along the wing roots.
    const QPen panel(QColor(28, 26, 44, 110), 1);
    p.setPen(panel);
    p.drawLine(QPointF(55, 30), QPointF(58, 57));
    p.drawLine(QPointF(41, 30), QPointF(38, 57));
    p.drawLine(QPointF(42, 58), QPointF(54, 58));
    p.strokePath(body, QPen(inkColour, 2));

    // Cockpit canopy.
    const QPainterPath canopy = ellipsePath({axis, 27}, 4.5, 8.5);
    drawPart(p, canopy, QColor(84, 204, 244), 1.3);
    shadePart(p, canopy, rectPath({axis, 0, 10, 80}), QColor(40, 150, 210));
    p.fillPath(ellipsePath({axis - 1.8, 24}, 1.2, 3), QColor(230, 250, 255));
}

} // namespace

SpriteRecipe shipSprite()
{
    SpriteRecipe recipe;
    recipe.name = QStringLiteral("ship");
    recipe.size = QSize(96, 80);
    recipe.paintCoverage = solidCoverage(silhouette());
    recipe.paintColour = paintShip;
    recipe.edgeColour = inkColour;
    recipe.shadowOffset = QPointF(4, 4);
    recipe.shadowSoftness = 2.0f;
    return recipe;
}

} // namespace hitbox::samplegen
