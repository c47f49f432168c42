#pragma once

#include "base/canvasstyle.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <initializer_list>

/// The drawing kit of the editor's icons (see icons.h): a painter in design units and the
/// accent colours.
namespace hitbox::editor::icons {

using P = QPointF;

inline QColor opaque(QColor color)
{
    color.setAlpha(255);
    return color;
}

inline QColor translucent(QColor color, int alpha = 70)
{
    color.setAlpha(alpha);
    return color;
}

// One accent per family, taken from the canvas so an icon looks like what it creates.
inline const QColor blue = opaque(style::box);
inline const QColor green = opaque(style::circle);
inline const QColor orange = opaque(style::polygon);
inline const QColor magenta = opaque(style::pivot);
inline const QColor cyan = opaque(style::solidOverlay);
inline const QColor red = opaque(style::invalid);

inline constexpr qreal gridSize = 24.0;    // design units across an icon
inline constexpr qreal strokeWidth = 1.75; // design units

/// Paints in design units on a square of `side` device pixels. Stroke widths become whole
/// device pixels and straight lines are snapped to the pixel grid, so icons stay crisp at
/// 16 px as at 96 px. In cutting mode (see cut()) every primitive clears a margin instead.
class IconCanvas
{
public:
    IconCanvas(QPainter &painter, int side, const QColor &ink)
        : m_painter(painter)
        , m_scale(side / gridSize)
        , m_ink(ink)
    {
        m_painter.setRenderHint(QPainter::Antialiasing);
        m_gap = std::max(1.0, std::round(m_scale));
    }

    const QColor &ink() const { return m_ink; }

    /// Device width of a line `design` units wide: whole pixels, at least one.
    qreal width(qreal design = strokeWidth) const
    {
        return std::max(1.0, std::floor(design * m_scale + 0.35));
    }

    /// Device coordinate of `v`, snapped so a line `deviceWidth` wide covers whole pixels.
    qreal at(qreal v, qreal deviceWidth) const
    {
        const qreal offset = std::fmod(deviceWidth, 2.0) == 1.0 ? 0.5 : 0.0;
        return std::round(v * m_scale - offset) + offset;
    }
    P at(P p, qreal deviceWidth) const { return {at(p.x(), deviceWidth), at(p.y(), deviceWidth)}; }

    QPainterPath toDevice(const QPainterPath &path) const
    {
        return QTransform::fromScale(m_scale, m_scale).map(path);
    }

    void line(P a, P b, const QColor &color, qreal design = strokeWidth)
    {
        lines({a, b}, color, false, {}, design);
    }

    /// A polyline, or a polygon if `closed`, through snapped points.
    void lines(std::initializer_list<P> points,
               const QColor &color,
               bool closed = false,
               const QColor &fill = {},
               qreal design = strokeWidth)
    {
        const qreal w = width(design);
        QPainterPath path;
        for (const P &p : points) {
            if (path.elementCount() == 0)
                path.moveTo(at(p, w));
            else
                path.lineTo(at(p, w));
        }
        if (closed)
            path.closeSubpath();
        draw(path, color, w, fill, closed);
    }

    void rect(const QRectF &r,
              const QColor &color,
              const QColor &fill = {},
              qreal radius = 0,
              qreal design = strokeWidth)
    {
        const qreal w = width(design);
        const QRectF snapped(at(r.topLeft(), w), at(r.bottomRight(), w));
        QPainterPath path;
        path.addRoundedRect(snapped, radius * m_scale, radius * m_scale);
        draw(path, color, w, fill, true);
    }

    /// A rectangle filled without outline, its edges on pixel edges.
    void block(const QRectF &r, const QColor &fill)
    {
        const QRectF snapped(at(r.topLeft(), 2), at(r.bottomRight(), 2));
        QPainterPath path;
        path.addRect(snapped);
        draw(path, {}, 0, fill, true);
    }

    void circle(P centre,
                qreal radius,
                const QColor &color,
                const QColor &fill = {},
                qreal design = strokeWidth)
    {
        const qreal w = width(design);
        QPainterPath path;
        path.addEllipse(at(centre, w), radius * m_scale, radius * m_scale);
        draw(path, color, w, fill, true);
    }

    /// A filled dot `diameter` units wide, centred like a line `alignDesign` wide, so it
    /// sits exactly on (or between) the pixels of such lines.
    void dot(P centre, qreal diameter, const QColor &fill, qreal alignDesign = strokeWidth)
    {
        const qreal align = width(alignDesign);
        qreal d = std::max(1.0, std::round(diameter * m_scale));
        if (std::fmod(d, 2.0) != std::fmod(align, 2.0))
            d += 1;
        const P c = at(centre, align);
        QPainterPath path;
        path.addEllipse(c, d / 2, d / 2);
        draw(path, {}, 0, fill, true);
    }

    /// A free-form path in design units (curves are not snapped).
    void path(const QPainterPath &designPath,
              const QColor &color,
              const QColor &fill = {},
              qreal design = strokeWidth)
    {
        const bool closed = designPath.elementCount() > 0
                            && designPath.currentPosition() == designPath.elementAt(0);
        draw(toDevice(designPath), color, width(design), fill, closed || fill.isValid());
    }

    /// Fills a path with a gradient, both in design units.
    void fill(const QPainterPath &designPath, const QGradient &gradient)
    {
        m_painter.save();
        m_painter.scale(m_scale, m_scale);
        m_painter.fillPath(designPath, gradient);
        m_painter.restore();
    }

    /// Draws `paint` twice: first clearing a margin around it, then normally, so a badge
    /// or an overlapping part reads clearly over what is below it.
    template<typename Paint>
    void cut(Paint paint)
    {
        m_cutting = true;
        paint();
        m_cutting = false;
        paint();
    }

private:
    void
    draw(const QPainterPath &path, const QColor &color, qreal w, const QColor &fill, bool closed)
    {
        m_painter.save();
        if (m_cutting) {
            m_painter.setCompositionMode(QPainter::CompositionMode_Clear);
            m_painter.setPen(QPen(Qt::black,
                                  (color.isValid() ? w : 0) + 2 * m_gap,
                                  Qt::SolidLine,
                                  Qt::RoundCap,
                                  Qt::RoundJoin));
            m_painter.setBrush(closed ? QBrush(Qt::black) : QBrush());
        } else {
            if (color.isValid())
                m_painter.setPen(QPen(color, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            else
                m_painter.setPen(Qt::NoPen);
            m_painter.setBrush(fill.isValid() ? QBrush(fill) : QBrush());
        }
        m_painter.drawPath(path);
        m_painter.restore();
    }

    QPainter &m_painter;
    qreal m_scale;
    QColor m_ink;
    qreal m_gap;
    bool m_cutting = false;
};

} // namespace hitbox::editor::icons
