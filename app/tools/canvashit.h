#pragma once

#include <QPointF>
#include <QRectF>

namespace hitbox::editor {

class Document;
class SpriteScene;

/// What lies under a point of the canvas, in the order tools care about it.
struct CanvasHit
{
    enum Kind {
        None,
        Vertex,       ///< a polygon vertex (polygon, vertex)
        BoxHandle,    ///< one of the 8 handles of a selected box (handle)
        CircleRadius, ///< the radius handle of a selected circle
        CircleCenter, ///< the centre handle of a selected circle
        Pivot,        ///< the pivot marker
        Edge,         ///< near a polygon edge (polygon, vertex = edge start, point)
        Polygon,      ///< inside a polygon (polygon)
        Circle,       ///< inside the circle
        Box,          ///< inside the box
    };

    Kind kind = None;
    int polygon = -1;
    int vertex = -1;
    int handle = -1; ///< box handles clockwise from top-left: TL, T, TR, R, BR, B, BL, L
    QPointF point;   ///< for Edge: the closest point on the edge (scene)
};

/// Finds what is under `scenePos` on the current sprite. `tolerance` is the grab
/// distance in scene units. Box and circle handles count only while selected. Inside
/// overlapping shapes the topmost wins (polygons, circle, box), or with `selectedFirst` a
/// selected one, so a selected shape under another can be dragged.
CanvasHit hitTest(Document *document,
                  const SpriteScene *scene,
                  QPointF scenePos,
                  qreal tolerance,
                  bool selectedFirst = true);

/// The scene position of box handle `handle` of the rectangle r.
QPointF boxHandlePosition(const QRectF &r, int handle);

} // namespace hitbox::editor
