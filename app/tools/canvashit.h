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
        Vertex,       ///< a polygon vertex (shape, vertex; holes' too, see polygonvertices.h)
        BoxHandle,    ///< one of the 8 handles of a selected box (shape, handle)
        CircleRadius, ///< the radius handle of a selected circle (shape)
        CircleCenter, ///< the centre handle of a selected circle (shape)
        Pivot,        ///< the pivot marker
        Edge,         ///< near a polygon or hole edge (shape, vertex = edge start, point)
        Polygon,      ///< inside a polygon, not in a hole (shape)
        Circle,       ///< inside a circle (shape)
        Box,          ///< inside a box (shape)
    };

    Kind kind = None;
    int shape = -1; ///< index in the current frame's shapes
    int vertex = -1;
    int handle = -1; ///< box handles clockwise from top-left: TL, T, TR, R, BR, B, BL, L
    QPointF point;   ///< for Edge: the closest point on the edge (scene)
};

/// Finds what is under `scenePos` on the current sprite's current frame. `tolerance` is the
/// grab distance in scene units. Box and circle handles count only while selected. Inside
/// overlapping shapes the topmost (last in the list) wins, or with `selectedFirst` a
/// selected one, so a selected shape under another can be dragged.
CanvasHit hitTest(Document *document,
                  const SpriteScene *scene,
                  QPointF scenePos,
                  qreal tolerance,
                  bool selectedFirst = true);

/// The scene position of box handle `handle` of the rectangle r.
QPointF boxHandlePosition(const QRectF &r, int handle);

} // namespace hitbox::editor
