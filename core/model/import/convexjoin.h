#pragma once

#include "model/document/sprite.h"

#include <hitbox/shapes.h>

#include <QList>

namespace hitbox::model {

/// Convex pieces (as physics formats store a concave polygon) joined back into outlines:
/// two pieces that share a whole edge (p -> q in one, q -> p in the other once both run
/// the same way round, points equal) become one polygon when the result is simple
/// (validatePolygon), until no more join. Outlines run counter-clockwise in math axes.
/// A polygon cut by our exporters comes back as one outline; pieces that touch only at a
/// point or along part of an edge, or whose union has a hole, stay apart.
QList<collision::Polygon> joinConvexPieces(const QList<collision::Polygon> &pieces);

/// An outline read from a physics format as a shape: a box when it is an upright rectangle
/// (four corners at two x and two y; the formats write boxes so), else a polygon.
Shape outlineShape(const collision::Polygon &outline, const QString &role);

} // namespace hitbox::model
