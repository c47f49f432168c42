#pragma once

#include <QColor>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace hitbox::samplegen {

/// Near-black blue for outlines and the fading fringe of most sprites.
inline const QColor inkColour(28, 26, 44);

/// A closed polygon whose corners are rounded off by up to radius pixels.
QPainterPath roundedPolygon(const QList<QPointF> &points, qreal radius);

/// A left-right symmetric outline from its right half (listed top to bottom, starting and
/// ending on the axis): the half followed by its mirror image about x = axisX.
QList<QPointF> mirrored(const QList<QPointF> &rightHalf, qreal axisX);

/// The mirror image of path about the vertical line x = axisX.
QPainterPath mirroredPath(const QPainterPath &path, qreal axisX);

/// A smooth closed curve through every point (uniform Catmull-Rom, as cubic Beziers).
QPainterPath smoothClosedCurve(const QList<QPointF> &points);

/// An ellipse centred on centre.
QPainterPath ellipsePath(QPointF centre, qreal rx, qreal ry);

/// A rectangle as a path, for intersections.
QPainterPath rectPath(const QRectF &rect);

/// The crescent of shape that is not covered by shape moved by offset: a rim on the side
/// facing away from offset (e.g. offset (-4, -4) gives the bottom-right rim).
QPainterPath rim(const QPainterPath &shape, QPointF offset);

/// Fills shape and outlines it; the outline is centred on the edge.
void drawPart(QPainter &painter,
              const QPainterPath &shape,
              const QColor &fill,
              qreal outlineWidth = 1.5,
              const QColor &outline = inkColour);

/// Fills the part of shape inside region (flat shading, highlights, stripes).
void shadePart(QPainter &painter,
               const QPainterPath &shape,
               const QPainterPath &region,
               const QColor &colour);

} // namespace hitbox::samplegen
