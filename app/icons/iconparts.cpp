#include "icons/iconparts.h"

namespace hitbox::editor::icons {

void plusBadge(IconCanvas &c, const QColor &color, P centre)
{
    c.cut([&] {
        c.line(centre - P(4, 0), centre + P(4, 0), color);
        c.line(centre - P(0, 4), centre + P(0, 4), color);
    });
}

void pencil(IconCanvas &c, P tip, qreal angle, qreal length)
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

} // namespace hitbox::editor::icons
