#include "icons/previewicons.h"

#include "icons/iconparts.h"

namespace hitbox::editor::icons {

void drawPreviewMode(IconCanvas &c)
{
    QPainterPath a;
    a.addEllipse(P(9, 9), 6.5, 6.5);
    QPainterPath b;
    b.addRoundedRect(QRectF(10, 10, 11, 11), 2, 2);
    c.path(a.intersected(b), {}, green);
    c.path(a, c.ink());
    c.path(b, c.ink());
}

void drawPlay(IconCanvas &c)
{
    c.lines({P(7, 4.5), P(19, 12), P(7, 19.5)}, green, true, green);
}

void drawPause(IconCanvas &c)
{
    c.rect(QRectF(6.5, 5, 3, 14), c.ink(), c.ink());
    c.rect(QRectF(14.5, 5, 3, 14), c.ink(), c.ink());
}

void drawStep(IconCanvas &c)
{
    c.lines({P(5, 5), P(15, 12), P(5, 19)}, green, true, green);
    c.rect(QRectF(17.5, 5, 2, 14), c.ink(), c.ink());
}

void drawReset(IconCanvas &c)
{
    c.rect(QRectF(4.5, 5, 2, 14), c.ink(), c.ink());
    c.lines({P(19, 5), P(9, 12), P(19, 19)}, green, true, green);
}

void drawSpawnBalls(IconCanvas &c)
{
    for (P ball : {P(6.5, 17), P(14.5, 17), P(10.5, 10)})
        c.circle(ball, 3.5, green, green);
    plusBadge(c, c.ink(), P(18.5, 5.5));
}

void drawContinuous(IconCanvas &c)
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

void drawBoard(IconCanvas &c)
{
    c.rect(QRectF(2.5, 4.5, 19, 15), c.ink(), {}, 1.5);
    c.rect(QRectF(5.5, 7.5, 13, 9), c.ink(), translucent(c.ink(), 40), 0, 1.0);
    c.dot(P(12, 12), 3.5, green);
}

void drawVelocityArrow(IconCanvas &c)
{
    c.circle(P(7.5, 16.5), 4, green, translucent(green, 110));
    c.line(P(11, 13), P(20, 4), c.ink());
    c.lines({P(14, 4), P(20, 4), P(20, 10)}, c.ink());
}

void drawEventLog(IconCanvas &c)
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

} // namespace hitbox::editor::icons
