// The rocket: a white hull with a red nose, three red fins and a porthole, riding an
// opaque flame (the flame is part of the sprite, so it collides too).

#include "artkit.h"
#include "sprites.h"

#include <QPainter>

namespace hitbox::samplegen {

namespace {

const qreal axis = 32;

QPainterPath hull()
{
    // An ogive nose running into a straight body that tapers towards the nozzle.
    QPainterPath path;
    path.moveTo(axis, 6);
    path.cubicTo(42, 13, 45, 30, 45, 46);
    path.lineTo(45, 82);
    path.cubicTo(45, 90, 42, 95, 39, 97);
    path.lineTo(25, 97);
    path.cubicTo(22, 95, 19, 90, 19, 82);
    path.lineTo(19, 46);
    path.cubicTo(19, 30, 22, 13, axis, 6);
    path.closeSubpath();
    return path;
}

QPainterPath leftFin()
{
    return roundedPolygon({{20, 60}, {9, 83}, {8, 101}, {13, 103}, {21, 93}}, 2.5);
}

QPainterPath centreFin()
{
    return roundedPolygon({{29.5, 78}, {34.5, 78}, {34.5, 104}, {29.5, 104}}, 2);
}

QPainterPath nozzle()
{
    return roundedPolygon({{25, 96}, {39, 96}, {42, 105}, {22, 105}}, 1.5);
}

QPainterPath flame()
{
    QPainterPath path;
    path.moveTo(23, 104);
    path.cubicTo(23, 110, 28, 113, axis, 119);
    path.cubicTo(36, 113, 41, 110, 41, 104);
    path.closeSubpath();
    return path;
}

QPainterPath innerFlame()
{
    QPainterPath path;
    path.moveTo(27, 104);
    path.cubicTo(27, 108, 30, 111, axis, 114);
    path.cubicTo(34, 111, 37, 108, 37, 104);
    path.closeSubpath();
    return path;
}

QPainterPath silhouette()
{
    return hull()
            .united(leftFin())
            .united(mirroredPath(leftFin(), axis))
            .united(centreFin())
            .united(nozzle())
            .united(flame());
}

void paintRocket(QPainter &p)
{
    const QColor white(238, 240, 246);
    const QColor whiteShade(196, 204, 222);
    const QColor red(226, 56, 66);
    const QColor redShade(172, 34, 50);
    const QColor flameEdge(214, 84, 24);

    // The flame glows: its fringe is orange, not ink.
    p.strokePath(flame(), QPen(flameEdge, 6));
    drawPart(p, flame(), QColor(255, 146, 40), 1.5, flameEdge);
    p.fillPath(innerFlame(), QColor(255, 222, 92));
    p.fillPath(ellipsePath({axis, 106.5}, 2.5, 3), QColor(255, 250, 220));

    drawPart(p, nozzle(), QColor(96, 102, 120));
    shadePart(p, nozzle(), rectPath({35, 90, 10, 20}), QColor(70, 74, 92));

    for (const QPainterPath &fin : {leftFin(), mirroredPath(leftFin(), axis)}) {
        drawPart(p, fin, red, 2);
        shadePart(p, fin, rectPath({0, 92, 64, 20}), redShade);
        p.strokePath(fin, QPen(inkColour, 2));
    }

    const QPainterPath body = hull();
    drawPart(p, body, white, 2);
    shadePart(p, body, rectPath({38, 0, 20, 128}), whiteShade);
    shadePart(p, body, rectPath({22, 30, 3, 56}), Qt::white);
    const QPainterPath nose = body.intersected(rectPath({0, 0, 64, 27}));
    drawPart(p, nose, red, 0);
    shadePart(p, nose, rectPath({38, 0, 20, 128}), redShade);
    p.strokePath(nose, QPen(inkColour, 1.5));
    const QPainterPath band = body.intersected(rectPath({0, 70, 64, 6}));
    drawPart(p, band, red, 0);
    shadePart(p, band, rectPath({38, 0, 20, 128}), redShade);
    p.strokePath(band, QPen(inkColour, 1.5));
    p.strokePath(body, QPen(inkColour, 2));

    // Porthole: a metal ring, blue glass, a glint.
    drawPart(p, ellipsePath({axis, 45}, 8, 8), QColor(168, 178, 198), 1.5);
    drawPart(p, ellipsePath({axis, 45}, 5.5, 5.5), QColor(64, 156, 226), 1.2);
    shadePart(p,
              ellipsePath({axis, 45}, 5.5, 5.5),
              ellipsePath({axis + 2, 47}, 4.5, 4.5),
              QColor(40, 112, 190));
    p.fillPath(ellipsePath({axis - 2, 43}, 1.8, 1.4), QColor(236, 248, 255));

    drawPart(p, centreFin(), red, 1.5);
    shadePart(p, centreFin(), rectPath({axis, 0, 10, 128}), redShade);
    p.strokePath(centreFin(), QPen(inkColour, 1.5));
}

} // namespace

SpriteRecipe rocketSprite()
{
    SpriteRecipe recipe;
    recipe.name = QStringLiteral("rocket");
    recipe.size = QSize(64, 128);
    recipe.paintCoverage = solidCoverage(silhouette());
    recipe.paintColour = paintRocket;
    recipe.edgeColour = inkColour;
    recipe.shadowOffset = QPointF(4, 4);
    recipe.shadowSoftness = 2.0f;
    return recipe;
}

} // namespace hitbox::samplegen
