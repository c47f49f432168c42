#include "icons.h"

#include "canvasstyle.h"

#include <QApplication>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QPixmapCache>
#include <QStyle>
#include <QStyleOption>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace hitbox::editor {
namespace {

using P = QPointF;

// Line colours for light and dark window colours (Fusion's toolbars in both schemes).
const QColor inkOnLight(0x3c, 0x40, 0x48);
const QColor inkOnDark(0xd4, 0xd7, 0xdd);

QColor opaque(QColor color)
{
    color.setAlpha(255);
    return color;
}

QColor translucent(QColor color, int alpha = 70)
{
    color.setAlpha(alpha);
    return color;
}

// One accent per family, taken from the canvas so an icon looks like what it creates.
const QColor blue = opaque(style::box);
const QColor green = opaque(style::circle);
const QColor orange = opaque(style::polygon);
const QColor magenta = opaque(style::pivot);
const QColor cyan = opaque(style::solidOverlay);
const QColor red = opaque(style::invalid);

constexpr qreal gridSize = 24.0;   // design units across an icon
constexpr qreal strokeWidth = 1.75; // design units
constexpr int applicationIconId = iconCount;

/// Paints in design units on a square of `side` device pixels. Stroke widths become whole
/// device pixels and straight lines are snapped to the pixel grid, so icons stay crisp at
/// 16 px as at 96 px. In cutting mode (see cut()) every primitive clears a margin instead.
class Canvas
{
public:
    Canvas(QPainter &painter, int side, const QColor &ink)
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
    void draw(const QPainterPath &path, const QColor &color, qreal w, const QColor &fill,
              bool closed)
    {
        m_painter.save();
        if (m_cutting) {
            m_painter.setCompositionMode(QPainter::CompositionMode_Clear);
            m_painter.setPen(QPen(Qt::black, (color.isValid() ? w : 0) + 2 * m_gap,
                                  Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
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

// Shared parts -----------------------------------------------------------------------------

void plusBadge(Canvas &c, const QColor &color, P centre = {18, 18})
{
    c.cut([&] {
        c.line(centre - P(4, 0), centre + P(4, 0), color);
        c.line(centre - P(0, 4), centre + P(0, 4), color);
    });
}

/// A pencil with its tip at `tip`, its body along `angle` degrees (clockwise from +x).
void pencil(Canvas &c, P tip, qreal angle, qreal length)
{
    QTransform t;
    t.translate(tip.x(), tip.y());
    t.rotate(angle);
    const qreal half = 2.2;
    const P a = t.map(P(3.6, -half));
    const P b = t.map(P(length, -half));
    const P d = t.map(P(length, half));
    const P e = t.map(P(3.6, half));
    c.cut([&] {
        c.lines({tip, a, b, d, e}, c.ink(), true);
        c.line(a, e, c.ink());
    });
}

/// The classic arrow cursor, tip at `tip`, `k` design units per cursor unit.
void arrowCursor(Canvas &c, P tip, qreal k)
{
    auto p = [&](qreal x, qreal y) { return tip + P(x * k, y * k); };
    c.cut([&] {
        c.lines({p(0, 0), p(0, 15), p(3.6, 11.6), p(6.2, 17.2), p(8.6, 16.1), p(6.1, 10.7),
                 p(10.8, 10.7)},
                c.ink(), true, c.ink());
    });
}

void magnifier(Canvas &c)
{
    c.circle(P(10, 10), 6.5, c.ink());
    c.line(P(15, 15), P(20.5, 20.5), c.ink(), 2.75);
}

void page(Canvas &c)
{
    c.lines({P(5, 2.5), P(13.5, 2.5), P(19, 8), P(19, 21.5), P(5, 21.5)}, c.ink(), true);
    c.lines({P(13.5, 2.5), P(13.5, 8), P(19, 8)}, c.ink());
}

void floppy(Canvas &c, const QTransform &t = {})
{
    c.lines({t.map(P(3.5, 3.5)), t.map(P(16.5, 3.5)), t.map(P(20.5, 7.5)), t.map(P(20.5, 20.5)),
             t.map(P(3.5, 20.5))},
            c.ink(), true);
    c.lines({t.map(P(8, 3.5)), t.map(P(8, 8.5)), t.map(P(15, 8.5)), t.map(P(15, 3.5))}, c.ink());
    c.rect(QRectF(t.map(P(7.5, 13)), t.map(P(16.5, 20.5))), c.ink(), blue);
}

/// A round arrow: an arc of `span` degrees from `start` (counter-clockwise, Qt's convention)
/// around `centre`, with an arrow head at its end.
void roundArrow(Canvas &c, P centre, qreal radius, qreal start, qreal span, const QColor &color)
{
    const QRectF r(centre - P(radius, radius), centre + P(radius, radius));
    QPainterPath arc;
    arc.arcMoveTo(r, start);
    arc.arcTo(r, start, span);
    c.path(arc, color);
    // Head: two barbs around the tangent at the end.
    const P end = arc.currentPosition();
    const qreal angle = arc.angleAtPercent(1.0);
    QTransform t;
    t.translate(end.x(), end.y());
    t.rotate(-angle);
    c.lines({t.map(P(-4, -4)), P(end), t.map(P(-4, 4))}, color);
}

void undoArrow(Canvas &c, bool mirrored)
{
    const QTransform t = mirrored ? QTransform(-1, 0, 0, 1, gridSize, 0) : QTransform();
    QPainterPath hook;
    hook.moveTo(4.5, 8.5);
    hook.lineTo(14, 8.5);
    hook.arcTo(QRectF(8, 8.5, 12, 12), 90, -180);
    hook.lineTo(8, 20.5);
    c.path(t.map(hook), c.ink());
    c.lines({t.map(P(8.5, 4.5)), t.map(P(4.5, 8.5)), t.map(P(8.5, 12.5))}, c.ink());
}

/// The sprite's frame with the pivot marker of the canvas (a circle with a cross).
void pivotFrame(Canvas &c, P pivot)
{
    c.rect(QRectF(5, 5, 14, 14), c.ink());
    // Thinner than the other lines, so the ring stays open at every size.
    c.cut([&] {
        c.circle(pivot, 3.5, magenta, {}, 1.25);
        c.line(pivot - P(5, 0), pivot + P(5, 0), magenta, 1.25);
        c.line(pivot - P(0, 5), pivot + P(0, 5), magenta, 1.25);
    });
}

/// The pixel grid of the snapping icons: 2x2 pixels, so the dots stay apart at 16 px.
void snapGrid(Canvas &c)
{
    const QColor color = translucent(c.ink(), 150);
    for (qreal v : {3.0, 12.0, 21.0}) {
        c.line(P(v, 3), P(v, 21), color, 1.0);
        c.line(P(3, v), P(21, v), color, 1.0);
    }
}

/// A sprite-like blob (an opaque region of an image), for the tracing icons.
QPainterPath blob()
{
    QPainterPath a;
    a.addEllipse(P(10.5, 14), 5.5, 4.5);
    QPainterPath b;
    b.addEllipse(P(14, 9.5), 4, 4);
    return a.united(b);
}

// Icons ------------------------------------------------------------------------------------

void drawEditShapes(Canvas &c)
{
    c.lines({P(3, 14), P(6, 5.5), P(15, 3.5)}, orange);
    c.rect(QRectF(4, 3.5, 4, 4), orange, orange);
    arrowCursor(c, P(10, 8.5), 0.85);
}

void drawDrawPolygon(Canvas &c)
{
    c.lines({P(12.5, 12.5), P(3.5, 17), P(3.5, 7), P(10.5, 3.5), P(18, 6.5), P(12.5, 12.5)},
            orange, true, translucent(orange));
    for (P v : {P(3.5, 17), P(3.5, 7), P(10.5, 3.5), P(18, 6.5)})
        c.dot(v, 3.5, orange);
    pencil(c, P(12.5, 12.5), 45, 12);
}

void drawAddReducedBox(Canvas &c)
{
    c.rect(QRectF(3, 3, 14, 14), blue, translucent(blue));
    plusBadge(c, blue);
}

void drawAddCircle(Canvas &c)
{
    c.circle(P(10, 10), 7.25, green, translucent(green));
    plusBadge(c, green);
}

void drawDeleteShape(Canvas &c)
{
    c.line(P(3.5, 6), P(20.5, 6), c.ink());
    c.lines({P(9, 6), P(9, 3), P(15, 3), P(15, 6)}, c.ink());
    c.lines({P(5.5, 6), P(6.5, 21), P(17.5, 21), P(18.5, 6)}, c.ink());
    c.line(P(10, 10), P(10, 17), red);
    c.line(P(14, 10), P(14, 17), red);
}

void drawSnapPixelCorners(Canvas &c)
{
    snapGrid(c);
    for (qreal y : {3.0, 12.0, 21.0}) {
        for (qreal x : {3.0, 12.0, 21.0})
            c.dot(P(x, y), 4, orange, 1.0);
    }
}

void drawSnapPixelCenters(Canvas &c)
{
    snapGrid(c);
    for (qreal y : {7.5, 16.5}) {
        for (qreal x : {7.5, 16.5})
            c.dot(P(x, y), 4.5, orange, 1.0);
    }
}

void drawSnapOff(Canvas &c)
{
    // A horseshoe magnet, poles to the top left, struck through between its legs.
    QPainterPath u;
    u.moveTo(6, 4);
    u.lineTo(6, 12);
    u.arcTo(QRectF(6, 6, 12, 12), 180, 180);
    u.lineTo(18, 4);
    QPainterPathStroker stroker;
    stroker.setWidth(3.75);
    stroker.setCapStyle(Qt::FlatCap);
    QPainterPath poles;
    poles.addRect(QRectF(4.125, 4, 3.75, 3.5));
    poles.addRect(QRectF(16.125, 4, 3.75, 3.5));
    const QTransform tilt = QTransform().translate(12, 12).rotate(-45).translate(-12, -12);
    c.path(tilt.map(stroker.createStroke(u).simplified()), {}, c.ink());
    c.path(tilt.map(poles), {}, orange);
    c.cut([&] { c.line(P(3.5, 3.5), P(20.5, 20.5), c.ink()); });
}

void drawZoomIn(Canvas &c)
{
    magnifier(c);
    c.line(P(7, 10), P(13, 10), c.ink());
    c.line(P(10, 7), P(10, 13), c.ink());
}

void drawZoomOut(Canvas &c)
{
    magnifier(c);
    c.line(P(7, 10), P(13, 10), c.ink());
}

void drawZoomFit(Canvas &c)
{
    c.lines({P(3, 8), P(3, 3), P(8, 3)}, c.ink());
    c.lines({P(16, 3), P(21, 3), P(21, 8)}, c.ink());
    c.lines({P(21, 16), P(21, 21), P(16, 21)}, c.ink());
    c.lines({P(8, 21), P(3, 21), P(3, 16)}, c.ink());
    c.rect(QRectF(8, 8, 8, 8), c.ink(), translucent(c.ink(), 60));
}

void drawZoomActual(Canvas &c)
{
    c.lines({P(4.5, 8.5), P(7.5, 6), P(7.5, 18.5)}, c.ink());
    c.lines({P(15.5, 8.5), P(18.5, 6), P(18.5, 18.5)}, c.ink());
    c.dot(P(12, 9.5), 2.5, c.ink());
    c.dot(P(12, 15.5), 2.5, c.ink());
}

void drawPixelGrid(Canvas &c)
{
    for (qreal v : {9.0, 15.0}) {
        c.line(P(v, 3), P(v, 21), c.ink(), 1.0);
        c.line(P(3, v), P(21, v), c.ink(), 1.0);
    }
    c.rect(QRectF(3, 3, 18, 18), c.ink(), {}, 1);
}

void drawSolidOverlay(Canvas &c)
{
    // A small pixel-art silhouette, as the overlay tints solid pixels.
    static const char *const rows[] = {".####.", "######", "#.##.#", "######", "######", "#.##.#"};
    QPainterPath solid;
    for (int y = 0; y < 6; ++y) {
        for (int x = 0; x < 6; ++x) {
            if (rows[y][x] == '#')
                solid.addRect(QRectF(3 + 3 * x, 3 + 3 * y, 3, 3));
        }
    }
    c.path(solid.simplified(), c.ink(), cyan);
}

void drawNewProject(Canvas &c)
{
    page(c);
    plusBadge(c, blue);
}

void drawOpenProject(Canvas &c)
{
    c.lines({P(3, 19.5), P(3, 4.5), P(9, 4.5), P(11, 6.5), P(18, 6.5), P(18, 10)}, c.ink());
    c.cut([&] {
        c.lines({P(3, 19.5), P(6.5, 10.5), P(21.5, 10.5), P(18, 19.5)}, c.ink(), true,
                translucent(blue, 110));
    });
}

void drawSaveProject(Canvas &c)
{
    floppy(c);
}

void drawSaveProjectAs(Canvas &c)
{
    floppy(c, QTransform::fromScale(0.8, 0.8));
    pencil(c, P(12.5, 21.5), -45, 12);
}

void drawAddSprites(Canvas &c)
{
    c.rect(QRectF(3, 3.5, 16, 14), c.ink(), {}, 1.5);
    c.lines({P(3, 15), P(8, 9.5), P(12, 13.5), P(14.5, 11), P(19, 15.5)}, c.ink());
    c.dot(P(14.5, 7.5), 3, c.ink());
    plusBadge(c, blue);
}

void drawRevert(Canvas &c)
{
    roundArrow(c, P(12, 12), 8.5, 195, 300, blue);
    c.rect(QRectF(9, 8, 6, 8), c.ink(), {}, 0, 1.25);
}

void drawUndo(Canvas &c)
{
    undoArrow(c, false);
}

void drawRedo(Canvas &c)
{
    undoArrow(c, true);
}

void drawCopyShapes(Canvas &c)
{
    c.rect(QRectF(3, 3, 11.5, 11.5), c.ink(), {}, 1.5);
    c.cut([&] { c.rect(QRectF(9.5, 9.5, 11.5, 11.5), c.ink(), {}, 1.5); });
    c.lines({P(12.5, 18), P(15.25, 12.5), P(18, 18)}, orange, true, orange);
}

void drawPasteShapes(Canvas &c)
{
    c.rect(QRectF(4, 4.5, 16, 17), c.ink(), {}, 1.5);
    c.cut([&] { c.rect(QRectF(8.5, 2.5, 7, 4), c.ink(), c.ink(), 1); });
    c.lines({P(8.5, 18), P(12, 11), P(15.5, 18)}, orange, true, orange);
}

void drawApplyShapesToSprites(Canvas &c)
{
    // One shape, copied into every frame of a strip.
    c.lines({P(8.5, 8.5), P(12, 2.5), P(15.5, 8.5)}, orange, true, orange);
    for (qreal x : {5.5, 12.0, 18.5}) {
        c.line(P(12, 10.5), P(x, 13.5), c.ink(), 1.0);
        c.dot(P(x, 18), 2.5, orange);
    }
    c.rect(QRectF(2.5, 14.5, 19, 7), c.ink(), {}, 1);
    c.line(P(8.75, 14.5), P(8.75, 21.5), c.ink(), 1.0);
    c.line(P(15.25, 14.5), P(15.25, 21.5), c.ink(), 1.0);
}

void drawPreviewMode(Canvas &c)
{
    QPainterPath a;
    a.addEllipse(P(9, 9), 6.5, 6.5);
    QPainterPath b;
    b.addRoundedRect(QRectF(10, 10, 11, 11), 2, 2);
    c.path(a.intersected(b), {}, green);
    c.path(a, c.ink());
    c.path(b, c.ink());
}

void drawPlay(Canvas &c)
{
    c.lines({P(7, 4.5), P(19, 12), P(7, 19.5)}, green, true, green);
}

void drawPause(Canvas &c)
{
    c.rect(QRectF(6.5, 5, 3, 14), c.ink(), c.ink());
    c.rect(QRectF(14.5, 5, 3, 14), c.ink(), c.ink());
}

void drawStep(Canvas &c)
{
    c.lines({P(5, 5), P(15, 12), P(5, 19)}, green, true, green);
    c.rect(QRectF(17.5, 5, 2, 14), c.ink(), c.ink());
}

void drawReset(Canvas &c)
{
    c.rect(QRectF(4.5, 5, 2, 14), c.ink(), c.ink());
    c.lines({P(19, 5), P(9, 12), P(19, 19)}, green, true, green);
}

void drawSpawnBalls(Canvas &c)
{
    for (P ball : {P(6.5, 17), P(14.5, 17), P(10.5, 10)})
        c.circle(ball, 3.5, green, green);
    plusBadge(c, c.ink(), P(18.5, 5.5));
}

void drawContinuous(Canvas &c)
{
    QPainterPath bullet;
    bullet.moveTo(10, 8.5);
    bullet.lineTo(15, 8.5);
    bullet.cubicTo(18, 8.5, 21, 10.5, 21, 12);
    bullet.cubicTo(21, 13.5, 18, 15.5, 15, 15.5);
    bullet.lineTo(10, 15.5);
    bullet.closeSubpath();
    c.path(bullet, c.ink(), green);
    c.line(P(3, 8.5), P(7, 8.5), c.ink());
    c.line(P(2, 12), P(7, 12), c.ink());
    c.line(P(3, 15.5), P(7, 15.5), c.ink());
}

void drawBoard(Canvas &c)
{
    c.rect(QRectF(2.5, 4.5, 19, 15), c.ink(), {}, 1.5);
    c.rect(QRectF(5.5, 7.5, 13, 9), c.ink(), translucent(c.ink(), 40), 0, 1.0);
    c.dot(P(12, 12), 3.5, green);
}

void drawVelocityArrow(Canvas &c)
{
    c.circle(P(7.5, 16.5), 4, green, translucent(green, 110));
    c.line(P(11, 13), P(20, 4), c.ink());
    c.lines({P(14, 4), P(20, 4), P(20, 10)}, c.ink());
}

void drawTraceAlpha(Canvas &c)
{
    c.path(blob(), {}, cyan);
    c.lines({P(3.5, 14), P(8, 8), P(13, 4), P(19.5, 6.5), P(19, 14), P(15, 20), P(6, 20)},
            orange, true);
    for (P v : {P(3.5, 14), P(8, 8), P(13, 4), P(19.5, 6.5), P(19, 14), P(15, 20), P(6, 20)})
        c.dot(v, 2.5, orange);
}

void drawFitBox(Canvas &c)
{
    c.path(blob(), {}, cyan);
    c.rect(QRectF(3.5, 4, 16.5, 16), blue);
}

void drawFitCircle(Canvas &c)
{
    c.path(blob(), {}, cyan);
    c.circle(P(11.5, 12), 9.25, green);
}

void drawWarning(Canvas &c)
{
    c.lines({P(12, 3.5), P(21, 19.5), P(3, 19.5)}, red, true, red);
    c.line(P(12, 8.5), P(12, 13), Qt::white);
    c.dot(P(12, 16.25), 2, Qt::white);
}

void drawEventLog(Canvas &c)
{
    c.line(P(3.5, 4.5), P(17, 4.5), c.ink());
    c.line(P(3.5, 9.5), P(14, 9.5), c.ink());
    c.line(P(3.5, 14.5), P(9, 14.5), c.ink());
    c.line(P(3.5, 19.5), P(9, 19.5), c.ink());
    c.cut([&] {
        c.circle(P(17, 17), 4.75, blue);
        c.lines({P(17, 14.5), P(17, 17), P(19, 18.5)}, blue, false, {}, 1.25);
    });
}

void drawApplicationIcon(Canvas &c)
{
    // A dark tile like the canvas, a pixel-art sprite, its polygon armature and reduced box.
    QPainterPath tile;
    tile.addRoundedRect(QRectF(1.5, 1.5, 21, 21), 4.5, 4.5);
    QLinearGradient shade(0, 1.5, 0, 22.5);
    shade.setColorAt(0, QColor(0x4a, 0x4e, 0x57));
    shade.setColorAt(1, QColor(0x22, 0x24, 0x28));
    c.fill(tile, shade);
    static const char *const rows[] = {"..#.....#..", "...#...#...", "..#######..",
                                       ".##.###.##.", "###########", "#.#######.#",
                                       "#.#.....#.#", "...##.##..."};
    const qreal cell = 1.3;
    const P origin(12 - 5.5 * cell, 12.5 - 4 * cell);
    auto at = [&](qreal x, qreal y) { return origin + P(x, y) * cell; };
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 11; ++x) {
            if (rows[y][x] == '#')
                c.block(QRectF(at(x, y), at(x + 1, y + 1)), QColor(0xee, 0xf0, 0xf3));
        }
    }
    c.rect(QRectF(at(1, 2), at(10, 7)), blue, {}, 0, 0.8);
    const std::initializer_list<P> hull = {at(2, -1), at(9, -1), at(12, 4), at(12, 7),
                                           at(8.5, 9), at(2.5, 9), at(-1, 7), at(-1, 4)};
    c.lines(hull, orange, true, {}, 0.8);
    for (P v : hull)
        c.dot(v, 1.8, orange, 0.8);
}

void paintIcon(Canvas &c, int id)
{
    if (id == applicationIconId) {
        drawApplicationIcon(c);
        return;
    }
    switch (static_cast<Icon>(id)) {
    case Icon::EditShapes: drawEditShapes(c); break;
    case Icon::DrawPolygon: drawDrawPolygon(c); break;
    case Icon::AddReducedBox: drawAddReducedBox(c); break;
    case Icon::AddCircle: drawAddCircle(c); break;
    case Icon::DeleteShape: drawDeleteShape(c); break;
    case Icon::SnapPixelCorners: drawSnapPixelCorners(c); break;
    case Icon::SnapPixelCenters: drawSnapPixelCenters(c); break;
    case Icon::SnapOff: drawSnapOff(c); break;
    case Icon::ZoomIn: drawZoomIn(c); break;
    case Icon::ZoomOut: drawZoomOut(c); break;
    case Icon::ZoomFit: drawZoomFit(c); break;
    case Icon::ZoomActual: drawZoomActual(c); break;
    case Icon::PixelGrid: drawPixelGrid(c); break;
    case Icon::SolidOverlay: drawSolidOverlay(c); break;
    case Icon::PivotCenter: pivotFrame(c, P(12, 12)); break;
    case Icon::PivotBottomCenter: pivotFrame(c, P(12, 19)); break;
    case Icon::PivotTopLeft: pivotFrame(c, P(5, 5)); break;
    case Icon::NewProject: drawNewProject(c); break;
    case Icon::OpenProject: drawOpenProject(c); break;
    case Icon::SaveProject: drawSaveProject(c); break;
    case Icon::SaveProjectAs: drawSaveProjectAs(c); break;
    case Icon::AddSprites: drawAddSprites(c); break;
    case Icon::Revert: drawRevert(c); break;
    case Icon::Undo: drawUndo(c); break;
    case Icon::Redo: drawRedo(c); break;
    case Icon::CopyShapes: drawCopyShapes(c); break;
    case Icon::PasteShapes: drawPasteShapes(c); break;
    case Icon::ApplyShapesToSprites: drawApplyShapesToSprites(c); break;
    case Icon::PreviewMode: drawPreviewMode(c); break;
    case Icon::Play: drawPlay(c); break;
    case Icon::Pause: drawPause(c); break;
    case Icon::Step: drawStep(c); break;
    case Icon::Reset: drawReset(c); break;
    case Icon::SpawnBalls: drawSpawnBalls(c); break;
    case Icon::Continuous: drawContinuous(c); break;
    case Icon::Board: drawBoard(c); break;
    case Icon::VelocityArrow: drawVelocityArrow(c); break;
    case Icon::TraceAlpha: drawTraceAlpha(c); break;
    case Icon::FitBox: drawFitBox(c); break;
    case Icon::FitCircle: drawFitCircle(c); break;
    case Icon::Warning: drawWarning(c); break;
    case Icon::EventLog: drawEventLog(c); break;
    }
}

bool darkPalette()
{
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
}

/// Renders the drawing at the requested device size, so it is sharp at any size and
/// device pixel ratio. The disabled look comes from the style, as for pixmap icons.
class IconEngine : public QIconEngine
{
public:
    explicit IconEngine(int id)
        : m_id(id)
    {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
        QPixmap pm = pixmap((QSizeF(rect.size()) * dpr).toSize(), mode, state);
        pm.setDevicePixelRatio(dpr);
        painter->drawPixmap(rect.topLeft(), pm);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State) override
    {
        if (size.isEmpty())
            return {};
        const bool dark = darkPalette();
        const QString key = QStringLiteral("hitbox-icon-%1-%2x%3-%4-%5")
                                .arg(m_id)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(int(mode))
                                .arg(dark);
        QPixmap pm;
        if (QPixmapCache::find(key, &pm))
            return pm;
        pm = render(size, dark);
        // The style needs a QApplication; a QGuiApplication gets the normal look.
        const bool widgets = qobject_cast<QApplication *>(QCoreApplication::instance());
        if (mode == QIcon::Disabled && widgets) {
            QStyleOption option;
            option.palette = QApplication::palette();
            pm = QApplication::style()->generatedIconPixmap(mode, pm, &option);
        }
        QPixmapCache::insert(key, pm);
        return pm;
    }

    QIconEngine *clone() const override { return new IconEngine(m_id); }
    QString key() const override { return QStringLiteral("hitbox::editor::IconEngine"); }
    QString iconName() override
    {
        return m_id == applicationIconId ? QStringLiteral("hitbox-studio")
                                         : editor::iconName(static_cast<Icon>(m_id));
    }

private:
    QPixmap render(const QSize &size, bool dark) const
    {
        const int side = std::min(size.width(), size.height());
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        // Centre the square drawing; a whole-pixel offset keeps the snapping intact.
        painter.translate((size.width() - side) / 2, (size.height() - side) / 2);
        Canvas canvas(painter, side, dark ? inkOnDark : inkOnLight);
        paintIcon(canvas, m_id);
        painter.end();
        return QPixmap::fromImage(image);
    }

    int m_id;
};

} // namespace

QIcon icon(Icon id)
{
    static QHash<int, QIcon> cache; // GUI thread only, like QIcon itself
    const int key = static_cast<int>(id);
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.insert(key, QIcon(new IconEngine(key)));
    return *it;
}

QString iconName(Icon id)
{
    switch (id) {
    case Icon::EditShapes: return QStringLiteral("EditShapes");
    case Icon::DrawPolygon: return QStringLiteral("DrawPolygon");
    case Icon::AddReducedBox: return QStringLiteral("AddReducedBox");
    case Icon::AddCircle: return QStringLiteral("AddCircle");
    case Icon::DeleteShape: return QStringLiteral("DeleteShape");
    case Icon::SnapPixelCorners: return QStringLiteral("SnapPixelCorners");
    case Icon::SnapPixelCenters: return QStringLiteral("SnapPixelCenters");
    case Icon::SnapOff: return QStringLiteral("SnapOff");
    case Icon::ZoomIn: return QStringLiteral("ZoomIn");
    case Icon::ZoomOut: return QStringLiteral("ZoomOut");
    case Icon::ZoomFit: return QStringLiteral("ZoomFit");
    case Icon::ZoomActual: return QStringLiteral("ZoomActual");
    case Icon::PixelGrid: return QStringLiteral("PixelGrid");
    case Icon::SolidOverlay: return QStringLiteral("SolidOverlay");
    case Icon::PivotCenter: return QStringLiteral("PivotCenter");
    case Icon::PivotBottomCenter: return QStringLiteral("PivotBottomCenter");
    case Icon::PivotTopLeft: return QStringLiteral("PivotTopLeft");
    case Icon::NewProject: return QStringLiteral("NewProject");
    case Icon::OpenProject: return QStringLiteral("OpenProject");
    case Icon::SaveProject: return QStringLiteral("SaveProject");
    case Icon::SaveProjectAs: return QStringLiteral("SaveProjectAs");
    case Icon::AddSprites: return QStringLiteral("AddSprites");
    case Icon::Revert: return QStringLiteral("Revert");
    case Icon::Undo: return QStringLiteral("Undo");
    case Icon::Redo: return QStringLiteral("Redo");
    case Icon::CopyShapes: return QStringLiteral("CopyShapes");
    case Icon::PasteShapes: return QStringLiteral("PasteShapes");
    case Icon::ApplyShapesToSprites: return QStringLiteral("ApplyShapesToSprites");
    case Icon::PreviewMode: return QStringLiteral("PreviewMode");
    case Icon::Play: return QStringLiteral("Play");
    case Icon::Pause: return QStringLiteral("Pause");
    case Icon::Step: return QStringLiteral("Step");
    case Icon::Reset: return QStringLiteral("Reset");
    case Icon::SpawnBalls: return QStringLiteral("SpawnBalls");
    case Icon::Continuous: return QStringLiteral("Continuous");
    case Icon::Board: return QStringLiteral("Board");
    case Icon::VelocityArrow: return QStringLiteral("VelocityArrow");
    case Icon::TraceAlpha: return QStringLiteral("TraceAlpha");
    case Icon::FitBox: return QStringLiteral("FitBox");
    case Icon::FitCircle: return QStringLiteral("FitCircle");
    case Icon::Warning: return QStringLiteral("Warning");
    case Icon::EventLog: return QStringLiteral("EventLog");
    }
    return {};
}

QIcon applicationIcon()
{
    static const QIcon appIcon(new IconEngine(applicationIconId));
    return appIcon;
}

} // namespace hitbox::editor
