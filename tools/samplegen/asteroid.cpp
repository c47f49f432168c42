// The asteroid: an irregular rock with a tunnel right through it, so tracing has a hole
// to find. Outline radii come from fixed tables (no random numbers), so output is stable.

#include "artkit.h"
#include "sprites.h"

#include <QPainter>
#include <QTransform>

#include <cmath>
#include <numbers>

namespace hitbox::samplegen {

namespace {

const QPointF centre(47, 47);
const QPointF holeCentre(53, 50);

/// Points around c at equal angle steps (clockwise from +x), one per radius.
QList<QPointF> ring(QPointF c, const QList<qreal> &radii, qreal startDegrees)
{
    QList<QPointF> points;
    const qreal step = 2 * std::numbers::pi / static_cast<qreal>(radii.size());
    const qreal start = startDegrees * std::numbers::pi / 180;
    for (qsizetype i = 0; i < radii.size(); ++i) {
        const qreal angle = start + step * static_cast<qreal>(i);
        points.append(c + radii[i] * QPointF(std::cos(angle), std::sin(angle)));
    }
    return points;
}

QPainterPath outline()
{
    return roundedPolygon(
            ring(centre, {35, 30, 34, 29, 33, 37, 31, 36, 40, 33, 39, 35, 40, 32, 38, 34}, 8), 7);
}

QPainterPath hole()
{
    return roundedPolygon(ring(holeCentre, {12, 10.5, 11.5, 12.5, 11, 12, 13, 11.5}, 15), 4);
}

QPainterPath rock()
{
    return outline().subtracted(hole());
}

void paintCrater(QPainter &p, QPointF c, qreal r)
{
    const QPainterPath pit = ellipsePath(c, r, r * 0.85);
    drawPart(p, pit, QColor(116, 96, 84), 1.2, QColor(70, 54, 46));
    p.fillPath(rim(pit, {1.5, 1.5}), QColor(84, 66, 58));      // inner wall in shadow
    p.fillPath(rim(pit, {-1.5, -1.5}), QColor(188, 168, 146)); // lit far edge
}

void paintAsteroid(QPainter &p)
{
    const QColor base(152, 130, 114);
    const QColor shade(116, 96, 84);
    const QColor light(186, 166, 144);
    const QColor edge(52, 40, 36);

    const QPainterPath body = rock();
    drawPart(p, body, base, 0);
    shadePart(p, body, rim(outline(), {4, 4}), light);
    shadePart(p, body, rim(outline(), {-6, -6}), shade);

    // The tunnel mouth: a raised rim around it; inside, the wall on the light's side faces
    // away from the light (dark) and the opposite wall catches it.
    const QPainterPath mouth = QTransform()
                                       .translate(holeCentre.x(), holeCentre.y())
                                       .scale(1.45, 1.4)
                                       .translate(-holeCentre.x(), -holeCentre.y())
                                       .map(hole());
    shadePart(p, body, mouth, QColor(170, 150, 130));
    p.strokePath(mouth.intersected(body), QPen(QColor(120, 98, 84), 1));
    shadePart(p, body, hole().translated(-3.5, -3.5), QColor(74, 58, 50));
    shadePart(p, body, hole().translated(2.5, 2.5), QColor(198, 178, 156));

    paintCrater(p, {29, 34}, 6);
    paintCrater(p, {33, 66}, 4.5);
    paintCrater(p, {62, 24}, 3.5);
    paintCrater(p, {72, 64}, 2.5);

    p.strokePath(outline(), QPen(edge, 2.2));
    p.strokePath(hole(), QPen(edge, 2.2));
}

} // namespace

SpriteRecipe asteroidSprite()
{
    SpriteRecipe recipe;
    recipe.name = QStringLiteral("asteroid");
    recipe.size = QSize(96, 96);
    recipe.paintCoverage = solidCoverage(rock());
    recipe.paintColour = paintAsteroid;
    recipe.edgeColour = QColor(52, 40, 36);
    recipe.shadowOffset = QPointF(4, 4);
    recipe.shadowSoftness = 2.0f;
    return recipe;
}

} // namespace hitbox::samplegen
