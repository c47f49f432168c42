#pragma once

#include "model/export/exportframes.h"

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <QJsonArray>
#include <QSet>

#include <vector>

namespace hitbox::model {

// What the physics-engine exporters (Phaser, libGDX, Defold, Spine) share: frame keys,
// shape labels, boxes and circles as polygons, and the Box2D 2.4 limits.

/// Box2D 2.4's b2_maxPolygonVertices: b2PolygonShape::Set aborts on more.
inline constexpr int box2dMaxPolygonVertices = 8;
/// Half of Box2D 2.4's b2_linearSlop (0.005 m): b2PolygonShape::Set welds points closer
/// than this and aborts when fewer than 3 are left.
inline constexpr double box2dWeldDistanceMetres = 0.0025;
/// Box2D 2.4 asserts area > b2_epsilon (FLT_EPSILON) in m^2; we ask for twice that so float
/// rounding in Box2D cannot fail a polygon we accepted.
inline constexpr double box2dMinAreaSquareMetres = 2.0 * 1.1920929e-7;
/// Circles become polygons of this many vertices where the target has no circle (Spine).
/// The vertices lie on the circle, so the polygon is inside it by at most
/// r * (1 - cos(pi / 32)), about 0.5 % of the radius (0.24 px for r = 50 px).
inline constexpr int circleSegments = 32;

/// The name a frame is exported under: ExportFrame::key (exportSprites gives the rule: the
/// frame's atlas name when unique, else "<sprite>" or "<sprite>#<N>").
QString exportFrameKey(const ExportSprite &sprite, const ExportFrame &frame);

/// A shape's label in exports: its name, or its display name ("Polygon 2") when it has none.
QString exportShapeLabel(const ExportFrame &frame, int shapeListIndex);

/// The box's four corners, counter-clockwise in math axes with y down (clockwise on screen),
/// like exportConvexPieces' pieces.
collision::Polygon boxPolygon(const collision::Rect &box);

/// The circle as a polygon of `segments` vertices on the circle, counter-clockwise in math
/// axes with y down.
collision::Polygon circlePolygon(const collision::Circle &circle, int segments = circleSegments);

/// The points reordered, when needed, so they run counter-clockwise in the axes they are in.
std::vector<collision::Vec2> counterClockwise(std::vector<collision::Vec2> points);

/// Why Box2D 2.4 would abort on a convex piece with these vertices (pixels, any origin)
/// at `pixelsPerMetre`, or empty: more than 8 vertices, two vertices closer than
/// 0.0025 m (any two, as b2PolygonShape::Set compares), or too small an area.
QString box2dPieceProblem(const std::vector<collision::Vec2> &pixels, double pixelsPerMetre);

/// Why the circle cannot be exported (a radius that is not positive and finite), or empty.
QString circleProblem(const collision::Circle &circle);

/// `text` with every character outside [A-Za-z0-9.-] replaced by '_' (Defold and the
/// Physics Body Editor's rule), made unique among `taken` (compared case-insensitively, for
/// case-insensitive file systems) by adding "_2", "_3", ...; the result is added to `taken`.
QString uniqueSanitisedName(const QString &text, QSet<QString> &taken);

/// The JSON text of an export: writeDocumentJson (sorted keys, numbers rounded to 1e-6,
/// never an exponent, locale-independent).
QByteArray exportJson(const QJsonObject &root);

} // namespace hitbox::model
