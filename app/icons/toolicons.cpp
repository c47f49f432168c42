#include "icons/toolicons.h"

#include "icons/iconparts.h"

#include <QPainterPathStroker>

namespace hitbox::editor::icons {
namespace {

/// The classic arrow cursor, tip at `tip`, `k` design units per cursor unit.
void arrowCursor(IconCanvas &c, P tip, qreal k)
{
    auto p = [&](qreal x, qreal y) { return tip + P(x * k, y * k); };
    c.cut([&] {
        c.lines({p(0, 0),
                 p(0, 15),
                 p(3.6, 11.6),
                 p(6.2, 17.2),
                 p(8.6, 16.1),
                 p(6.1, 10.7),
                 p(10.8, 10.7)},
                c.ink(),
                true,
                c.ink());
    });
}

void magnifier(IconCanvas &c)
{
    c.circle(P(10, 10), 6.5, c.ink());
    c.line(P(15, 15), P(20.5, 20.5), c.ink(), 2.75);
}

/// The pixel grid of the snapping icons: 2x2 pixels, so the dots stay apart at 16 px.
void snapGrid(IconCanvas &c)
{
    const QColor color = translucent(c.ink(), 150);
    for (qreal v : {3.0, 12.0, 21.0}) {
        c.line(P(v, 3), P(v, 21), color, 1.0);
        c.line(P(3, v), P(21, v), color, 1.0);
    }
}

} // namespace

void drawEditShapes(IconCanvas &c)
{
    c.lines({P(3, 14), P(6, 5.5), P(15, 3.5)}, orange);
    c.rect(QRectF(4, 3.5, 4, 4), orange, orange);
    arrowCursor(c, P(10, 8.5), 0.85);
}

void drawDrawPolygon(IconCanvas &c)
{
    c.lines({P(12.5, 12.5), P(3.5, 17), P(3.5, 7), P(10.5, 3.5), P(18, 6.5), P(12.5, 12.5)},
            orange,
            true,
            translucent(orange));
    for (P v : {P(3.5, 17), P(3.5, 7), P(10.5, 3.5), P(18, 6.5)})
        c.dot(v, 3.5, orange);
    pencil(c, P(12.5, 12.5), 45, 12);
}

void drawAddReducedBox(IconCanvas &c)
{
    c.rect(QRectF(3, 3, 14, 14), blue, translucent(blue));
    plusBadge(c, blue);
}

void drawAddCircle(IconCanvas &c)
{
    c.circle(P(10, 10), 7.25, green, translucent(green));
    plusBadge(c, green);
}

void drawDeleteShape(IconCanvas &c)
{
    c.line(P(3.5, 6), P(20.5, 6), c.ink());
    c.lines({P(9, 6), P(9, 3), P(15, 3), P(15, 6)}, c.ink());
    c.lines({P(5.5, 6), P(6.5, 21), P(17.5, 21), P(18.5, 6)}, c.ink());
    c.line(P(10, 10), P(10, 17), red);
    c.line(P(14, 10), P(14, 17), red);
}

void drawSnapPixelCorners(IconCanvas &c)
{
    snapGrid(c);
    for (qreal y : {3.0, 12.0, 21.0}) {
        for (qreal x : {3.0, 12.0, 21.0})
            c.dot(P(x, y), 4, orange, 1.0);
    }
}

void drawSnapPixelCenters(IconCanvas &c)
{
    snapGrid(c);
    for (qreal y : {7.5, 16.5}) {
        for (qreal x : {7.5, 16.5})
            c.dot(P(x, y), 4.5, orange, 1.0);
    }
}

void drawSnapOff(IconCanvas &c)
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

void drawZoomIn(IconCanvas &c)
{
    magnifier(c);
    c.line(P(7, 10), P(13, 10), c.ink());
    c.line(P(10, 7), P(10, 13), c.ink());
}

void drawZoomOut(IconCanvas &c)
{
    magnifier(c);
    c.line(P(7, 10), P(13, 10), c.ink());
}

void drawZoomFit(IconCanvas &c)
{
    c.lines({P(3, 8), P(3, 3), P(8, 3)}, c.ink());
    c.lines({P(16, 3), P(21, 3), P(21, 8)}, c.ink());
    c.lines({P(21, 16), P(21, 21), P(16, 21)}, c.ink());
    c.lines({P(8, 21), P(3, 21), P(3, 16)}, c.ink());
    c.rect(QRectF(8, 8, 8, 8), c.ink(), translucent(c.ink(), 60));
}

void drawZoomActual(IconCanvas &c)
{
    c.lines({P(4.5, 8.5), P(7.5, 6), P(7.5, 18.5)}, c.ink());
    c.lines({P(15.5, 8.5), P(18.5, 6), P(18.5, 18.5)}, c.ink());
    c.dot(P(12, 9.5), 2.5, c.ink());
    c.dot(P(12, 15.5), 2.5, c.ink());
}

void drawPixelGrid(IconCanvas &c)
{
    for (qreal v : {9.0, 15.0}) {
        c.line(P(v, 3), P(v, 21), c.ink(), 1.0);
        c.line(P(3, v), P(21, v), c.ink(), 1.0);
    }
    c.rect(QRectF(3, 3, 18, 18), c.ink(), {}, 1);
}

void drawSolidOverlay(IconCanvas &c)
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

void pivotFrame(IconCanvas &c, P pivot)
{
    c.rect(QRectF(5, 5, 14, 14), c.ink());
    // Thinner than the other lines, so the ring stays open at every size.
    c.cut([&] {
        c.circle(pivot, 3.5, magenta, {}, 1.25);
        c.line(pivot - P(5, 0), pivot + P(5, 0), magenta, 1.25);
        c.line(pivot - P(0, 5), pivot + P(0, 5), magenta, 1.25);
    });
}

} // namespace hitbox::editor::icons
