// The race track, after the seed article's car-on-a-track example. Which pixels are solid
// decides what the collision demo shows, so the choice is deliberate:
//
// - The barriers (an outer wall and the wall round the infield) and the grass infield are
//   opaque: solid, they are what a car hits.
// - The drivable surface (asphalt, kerbs, start line, centre line) is drawn but translucent,
//   alpha 80, at most ~115 where a shadow falls on it: visible in the editor, yet below the
//   default threshold 128, so a car on the road collides with nothing. Lowering the
//   threshold under 80 turns the road solid too, which shows what the threshold does.
// - Outside the outer barrier the image is fully transparent.
//
// The track is a closed centre line stroked at fixed widths, so every band follows it.

#include "artkit.h"
#include "sprites.h"

#include <QPainter>
#include <QPainterPathStroker>

#include <array>
#include <cmath>
#include <numbers>

namespace hitbox::samplegen {

namespace {

const qreal roadWidth = 76; // wide enough for the 48x96 car to turn
const qreal barrierWidth = 9;
const qreal kerbWidth = 7;
const int roadAlpha = 80;
// Where the centre line runs: its straights, before the corners round them off.
const QRectF centreBounds(66, 62, 380, 258);

QPainterPath centreLine()
{
    // A rounded rectangle whose bottom straight bulges up into the infield, a kidney.
    // The corner radius and the cosine bump keep the curvature radius above half the
    // barrier band (47), so no band built from this line has cusps.
    const qreal left = centreBounds.left(), right = centreBounds.right();
    const qreal top = centreBounds.top(), bottom = centreBounds.bottom();
    const qreal corner = 72, bump = 50;
    const qreal d = 2 * corner;
    QPainterPath path;
    path.moveTo(left + corner, top);
    path.arcTo(QRectF(right - d, top, d, d), 90, -90);
    path.arcTo(QRectF(right - d, bottom - d, d, d), 0, -90);
    const int steps = 96;
    for (int i = 1; i < steps; ++i) {
        const qreal t = static_cast<qreal>(i) / steps;
        const qreal x = right - corner - t * (right - left - d);
        path.lineTo(x, bottom - bump * (1 - std::cos(2 * std::numbers::pi * t)) / 2);
    }
    path.arcTo(QRectF(left, bottom - d, d, d), 270, -90);
    path.arcTo(QRectF(left, top, d, d), 180, -90);
    path.closeSubpath();
    return path;
}

/// The band of the given width centred on the centre line.
QPainterPath band(qreal width)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setJoinStyle(Qt::RoundJoin);
    QPainterPath path = stroker.createStroke(centreLine());
    path.setFillRule(Qt::WindingFill);
    // The stroker's raw output overlaps itself (fine to fill, not to outline): merge it.
    return path.simplified();
}

void paintCoverage(QPainter &p)
{
    p.fillPath(centreLine(), Qt::white); // the infield (and half the road, replaced below)
    p.fillPath(band(roadWidth + 2 * barrierWidth), Qt::white);
    p.setCompositionMode(QPainter::CompositionMode_Source);
    p.fillPath(band(roadWidth), QColor(255, 255, 255, roadAlpha));
}

void paintTree(QPainter &p, QPointF c, qreal r)
{
    p.fillPath(ellipsePath(c + QPointF(3, 3), r, r), QColor(30, 70, 30, 110)); // its shadow
    const QPainterPath crown = ellipsePath(c, r, r);
    drawPart(p, crown, QColor(52, 132, 58), 1.5, QColor(24, 60, 30));
    p.fillPath(rim(crown, {2.5, 2.5}).intersected(crown), QColor(92, 176, 80));
    p.fillPath(ellipsePath(c - QPointF(r * 0.35, r * 0.35), r * 0.25, r * 0.25),
               QColor(132, 204, 104));
}

void paintInfield(QPainter &p)
{
    p.fillPath(centreLine(), QColor(98, 176, 74));
    // Mowing stripes.
    p.save();
    p.setClipPath(centreLine());
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(110, 188, 84));
    for (qreal x = -400; x < 512; x += 28)
        p.drawPolygon(QPolygonF({{x, 0}, {x + 14, 0}, {x + 398, 384}, {x + 384, 384}}));
    p.restore();
    const std::array<QPointF, 7> trees = {QPointF(168, 150),
                                          QPointF(200, 180),
                                          QPointF(158, 212),
                                          QPointF(344, 150),
                                          QPointF(312, 180),
                                          QPointF(354, 212),
                                          QPointF(256, 152)};
    for (std::size_t i = 0; i < trees.size(); ++i)
        paintTree(p, trees[i], i % 3 == 0 ? 11 : 9);
}

void paintRoad(QPainter &p)
{
    // Kerbs: red and white blocks along both edges of the road.
    p.fillPath(band(roadWidth), QColor(255, 255, 255));
    QPen kerb(QColor(236, 30, 36), roadWidth, Qt::CustomDashLine, Qt::FlatCap);
    kerb.setDashPattern({12 / roadWidth, 12 / roadWidth});
    p.strokePath(centreLine(), kerb);
    p.fillPath(band(roadWidth - 2 * kerbWidth), QColor(50, 52, 62));

    QPen centre(QColor(240, 240, 236), 2, Qt::CustomDashLine, Qt::FlatCap);
    centre.setDashPattern({7, 6});
    p.strokePath(centreLine(), centre);

    // Start/finish line across the top straight: two rows of checks.
    const qreal check = 6;
    const qreal top = centreBounds.top() - roadWidth / 2 + kerbWidth;
    for (int row = 0; row * check < roadWidth - 2 * kerbWidth; ++row) {
        for (int column = 0; column < 2; ++column) {
            const QColor colour = (row + column) % 2 ? QColor(20, 20, 24) : QColor(250, 250, 250);
            p.fillRect(QRectF(centreBounds.center().x() + (column - 1) * check,
                              top + row * check,
                              check,
                              check),
                       colour);
        }
    }
}

void paintTrack(QPainter &p)
{
    paintInfield(p);
    const QPainterPath barriers = band(roadWidth + 2 * barrierWidth);
    p.fillPath(barriers, QColor(214, 218, 228));
    // A line along the middle of each wall, for a concrete-block look.
    p.strokePath(band(roadWidth + barrierWidth), QPen(QColor(168, 174, 192), 1.5));
    paintRoad(p);
    p.strokePath(band(roadWidth), QPen(inkColour, 2));
    p.strokePath(barriers, QPen(inkColour, 2.2));
}

} // namespace

SpriteRecipe trackSprite()
{
    SpriteRecipe recipe;
    recipe.name = QStringLiteral("track");
    recipe.size = QSize(512, 384);
    recipe.paintCoverage = paintCoverage;
    recipe.paintColour = paintTrack;
    recipe.edgeColour = inkColour;
    recipe.shadowOffset = QPointF(4, 5);
    recipe.shadowSoftness = 2.5f;
    recipe.shadowAlpha = 56; // lower than the others: over the road it adds to alpha 80
    return recipe;
}

} // namespace hitbox::samplegen
