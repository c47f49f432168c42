// The fighter: a side-view brawler throwing a punch, five frames of a sprite sheet, and the
// training dummy it punches. The fist reaches the dummy on the active frames (2 and 3) only,
// which is what the demo's per-frame hitboxes and the hit timeline show.

#include "artkit.h"
#include "sprites.h"

#include <QPainter>

namespace hitbox::samplegen {

namespace {

// The fighter stands with its feet at (24, 60) of a 64x64 cell, facing right.
const QPointF shoulder(27, 27);
const qreal fistRadius = 4.5;

// How far the fist is pushed forward from its guard position, per frame: guard, wind-up,
// two active frames with the arm extended, recovery.
const QList<qreal> reach{0, -3, 20, 20, 8};

QPointF fistCentre(int frame)
{
    return QPointF(34 + reach[frame], 27);
}

QPainterPath head()
{
    return ellipsePath(QPointF(24, 14), 7, 7.5);
}

QPainterPath torso()
{
    return roundedPolygon({{16, 22}, {32, 22}, {31, 43}, {17, 43}}, 3);
}

QPainterPath legs()
{
    const QPainterPath back = roundedPolygon({{17, 41}, {23, 41}, {21, 60}, {14, 60}}, 1.5);
    const QPainterPath front = roundedPolygon({{25, 41}, {31, 41}, {34, 60}, {27, 60}}, 1.5);
    return back.united(front);
}

QPainterPath arm(int frame)
{
    const QPointF fist = fistCentre(frame);
    const qreal half = 2.6;
    return roundedPolygon({{shoulder.x() - 2, shoulder.y() - half},
                           {fist.x(), fist.y() - half},
                           {fist.x(), fist.y() + half},
                           {shoulder.x() - 2, shoulder.y() + half}},
                          1.5);
}

QPainterPath fist(int frame)
{
    return ellipsePath(fistCentre(frame), fistRadius, fistRadius);
}

QPainterPath fighterSilhouette(int frame)
{
    return head().united(torso()).united(legs()).united(arm(frame)).united(fist(frame));
}

void paintFighter(QPainter &p, int frame)
{
    const QColor skin(240, 196, 150);
    const QColor gi(246, 246, 240);
    const QColor giShade(200, 204, 214);
    const QColor belt(36, 36, 44);
    const QColor glove(214, 40, 48);

    drawPart(p, legs(), gi);
    const QPainterPath body = torso();
    drawPart(p, body, gi);
    shadePart(p, body, rectPath({16, 22, 5, 22}), giShade);
    drawPart(p, rectPath({16.5, 37, 15, 3.5}), belt, 0);
    drawPart(p, arm(frame), skin, 1.2);
    drawPart(p, fist(frame), glove, 1.5);
    const QPainterPath face = head();
    drawPart(p, face, skin);
    // A red headband and an eye looking at the target.
    shadePart(p, face, rectPath({16, 9, 16, 3}), glove);
    p.fillPath(ellipsePath(QPointF(28, 15), 1.1, 1.3), inkColour);
}

// The dummy stands with its foot at (20, 60) of a 40x64 image: a sand bag on a post.
QPainterPath bag()
{
    return roundedPolygon({{9, 6}, {31, 6}, {31, 44}, {9, 44}}, 6);
}

QPainterPath stand()
{
    const QPainterPath post = rectPath({17.5, 42, 5, 14});
    const QPainterPath foot = roundedPolygon({{8, 55}, {32, 55}, {32, 60}, {8, 60}}, 2);
    return post.united(foot);
}

void paintDummy(QPainter &p)
{
    drawPart(p, stand(), QColor(96, 84, 72));
    const QPainterPath sack = bag();
    drawPart(p, sack, QColor(176, 132, 78));
    shadePart(p, sack, rectPath({24, 0, 8, 64}), QColor(144, 104, 60));
    shadePart(p, sack, rectPath({0, 14, 40, 2.5}), QColor(96, 70, 44));
    shadePart(p, sack, rectPath({0, 34, 40, 2.5}), QColor(96, 70, 44));
}

} // namespace

QList<SpriteRecipe> fighterFrames()
{
    QList<SpriteRecipe> frames;
    for (int frame = 0; frame < reach.size(); ++frame) {
        SpriteRecipe recipe;
        recipe.name = QStringLiteral("fighter");
        recipe.size = QSize(64, 64);
        recipe.paintCoverage = solidCoverage(fighterSilhouette(frame));
        recipe.paintColour = [frame](QPainter &p) { paintFighter(p, frame); };
        recipe.edgeColour = inkColour;
        recipe.shadowOffset = QPointF(2, 2);
        frames.append(recipe);
    }
    return frames;
}

SpriteRecipe dummySprite()
{
    SpriteRecipe recipe;
    recipe.name = QStringLiteral("dummy");
    recipe.size = QSize(40, 64);
    recipe.paintCoverage = solidCoverage(bag().united(stand()));
    recipe.paintColour = paintDummy;
    recipe.edgeColour = inkColour;
    recipe.shadowOffset = QPointF(2, 2);
    return recipe;
}

} // namespace hitbox::samplegen
