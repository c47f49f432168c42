// The car: a top-down racing car, nose up, red with white racing stripes. The wheels stand
// out of the body and the waist pinches in, so the silhouette is concave.

#include "artkit.h"
#include "sprites.h"

#include <QPainter>

namespace hitbox::samplegen {

namespace {

const qreal axis = 24;

QPainterPath body()
{
    return roundedPolygon(mirrored({{axis, 4},
                                    {29, 5},
                                    {32, 9},
                                    {33, 14},
                                    {33, 30},
                                    {31, 40},
                                    {31, 52},
                                    {33, 60},
                                    {34, 78},
                                    {32, 84},
                                    {axis, 85}},
                                   axis),
                          3);
}

QList<QPainterPath> wheels()
{
    const QPainterPath front = roundedPolygon({{31, 13}, {38.5, 13}, {38.5, 30}, {31, 30}}, 2);
    const QPainterPath rear = roundedPolygon({{31, 58}, {39.5, 58}, {39.5, 77}, {31, 77}}, 2);
    return {front, mirroredPath(front, axis), rear, mirroredPath(rear, axis)};
}

QPainterPath spoiler()
{
    return roundedPolygon({{8, 80}, {40, 80}, {40, 88}, {8, 88}}, 2);
}

QPainterPath silhouette()
{
    QPainterPath all = body().united(spoiler());
    for (const QPainterPath &wheel : wheels())
        all = all.united(wheel);
    return all;
}

void paintCar(QPainter &p)
{
    const QColor red(224, 46, 54);
    const QColor redShade(168, 28, 42);
    const QColor redLight(248, 112, 110);
    const QColor glass(42, 58, 88);
    const QColor glassLight(112, 152, 204);

    for (const QPainterPath &wheel : wheels()) {
        drawPart(p, wheel, QColor(38, 38, 46), 1.5);
        // Tread marks.
        const QRectF r = wheel.boundingRect();
        for (qreal y = r.top() + 3; y < r.bottom() - 2; y += 3)
            p.fillRect(QRectF(r.left() + 1.5, y, r.width() - 3, 1), QColor(66, 66, 78));
    }

    const QPainterPath shell = body();
    drawPart(p, shell, red, 0);
    shadePart(p, shell, rectPath({29.5, 0, 16, 96}), redShade);
    shadePart(p, shell, rectPath({16.5, 8, 2.5, 72}), redLight);
    shadePart(p, shell, rectPath({20, 0, 2.5, 96}), QColor(246, 246, 242));
    shadePart(p, shell, rectPath({25.5, 0, 2.5, 96}), QColor(246, 246, 242));

    // Windscreen, roof and rear window.
    const QPainterPath windscreen
            = roundedPolygon({{17, 33}, {31, 33}, {29.5, 44}, {18.5, 44}}, 1.5);
    const QPainterPath rearWindow
            = roundedPolygon({{18.5, 58}, {29.5, 58}, {30.5, 64}, {17.5, 64}}, 1.5);
    drawPart(p, windscreen, glass, 1.2);
    shadePart(p,
              windscreen,
              roundedPolygon({{19, 34}, {22, 34}, {20.5, 43}, {19.5, 43}}, 0.5),
              glassLight);
    drawPart(p, rearWindow, glass, 1.2);
    p.strokePath(rectPath({18.5, 44, 11, 14}), QPen(QColor(120, 20, 30), 1));

    // Headlights and a number roundel on the bonnet.
    drawPart(p, ellipsePath({28.5, 8.5}, 2, 1.6), QColor(255, 230, 120), 1);
    drawPart(p, ellipsePath({19.5, 8.5}, 2, 1.6), QColor(255, 230, 120), 1);
    drawPart(p, ellipsePath({axis, 22}, 5, 5), QColor(250, 250, 246), 1.2);
    p.fillPath(ellipsePath({axis, 22}, 2, 2), red);

    p.strokePath(shell, QPen(inkColour, 2.2));

    const QPainterPath wing = spoiler();
    drawPart(p, wing, QColor(60, 60, 72), 0);
    shadePart(p, wing, rectPath({0, 80, 48, 3}), QColor(96, 96, 112));
    shadePart(p, wing, rectPath({20, 0, 2.5, 96}), QColor(246, 246, 242));
    shadePart(p, wing, rectPath({25.5, 0, 2.5, 96}), QColor(246, 246, 242));
    p.strokePath(wing, QPen(inkColour, 2));
}

} // namespace

SpriteRecipe carSprite()
{
    SpriteRecipe recipe;
    recipe.name = QStringLiteral("car");
    recipe.size = QSize(48, 96);
    recipe.paintCoverage = solidCoverage(silhouette());
    recipe.paintColour = paintCar;
    recipe.edgeColour = inkColour;
    recipe.shadowOffset = QPointF(3, 3);
    recipe.shadowSoftness = 1.6f;
    return recipe;
}

} // namespace hitbox::samplegen
