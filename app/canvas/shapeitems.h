#pragma once

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <QColor>
#include <QGraphicsItem>
#include <QSet>

namespace hitbox::editor {

/// Base of the canvas items that draw a shape with screen-sized handles. Items are
/// views: the scene sets their geometry from the document and never reads it back.
/// Geometry is in scene coordinates (image pixels).
class HandleItem : public QGraphicsItem
{
public:
    /// Scene units per screen pixel (1 / zoom), so handles keep their screen size.
    void setPixelSize(qreal sceneUnitsPerPixel);
    void setSelectedShape(bool selected);
    /// The shape's role colour; an invalid colour keeps the kind's own (canvasstyle.h).
    void setColor(const QColor &color);
    /// The halo drawn under an outline of `color`: translucent black under light colours,
    /// white under dark ones, so the outline stands out on art of its own colour.
    static QColor haloColor(const QColor &color);

protected:
    /// The role colour, or `fallback` when none was set.
    QColor colorOr(const QColor &fallback) const { return m_color.isValid() ? m_color : fallback; }
    qreal margin() const;
    void drawHandle(QPainter *painter, QPointF center, bool filled, const QColor &color) const;
    QPen outlinePen(const QColor &color) const;
    /// Strokes `path` with the halo of `color`, wider than the outline, under it.
    void drawHalo(QPainter *painter, const QPainterPath &path, const QColor &color) const;

    qreal m_pixelSize = 1.0;
    bool m_selected = false;
    QColor m_color;
};

/// A box with its eight resize handles.
class BoxItem : public HandleItem
{
public:
    void setRect(const QRectF &rect);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QRectF m_rect;
};

/// A circle with a centre handle and a radius handle on its right.
class CircleItem : public HandleItem
{
public:
    void setCircle(QPointF center, qreal radius);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QPointF m_center;
    qreal m_radius = 0;
};

/// One polygon, with its holes; drawn in a warning colour when invalid. Holes are left
/// unfilled. A selected polygon (or one with selected vertices) shows its vertex handles,
/// the others small dots where their vertices are (still grabbable).
class PolygonItem : public HandleItem
{
public:
    /// The outline first, then each hole. Vertices are numbered across the loops in that
    /// order, as in polygonvertices.h.
    void setLoops(const QList<QPolygonF> &loops, bool valid, const QString &problem);
    void setSelectedVertices(const QSet<int> &vertices);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QList<QPolygonF> m_loops;
    bool m_valid = true;
    QSet<int> m_selectedVertices;
};

/// The pivot marker: a cross in a ring, screen-sized.
class PivotItem : public HandleItem
{
public:
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;
};

} // namespace hitbox::editor
