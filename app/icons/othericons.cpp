#include "icons/othericons.h"

namespace hitbox::editor::icons {
namespace {

/// A sprite-like blob (an opaque region of an image), for the tracing icons.
QPainterPath blob()
{
    QPainterPath a;
    a.addEllipse(P(10.5, 14), 5.5, 4.5);
    QPainterPath b;
    b.addEllipse(P(14, 9.5), 4, 4);
    return a.united(b);
}

} // namespace

void drawTraceAlpha(IconCanvas &c)
{
    c.path(blob(), {}, cyan);
    c.lines({P(3.5, 14), P(8, 8), P(13, 4), P(19.5, 6.5), P(19, 14), P(15, 20), P(6, 20)},
            orange,
            true);
    for (P v : {P(3.5, 14), P(8, 8), P(13, 4), P(19.5, 6.5), P(19, 14), P(15, 20), P(6, 20)})
        c.dot(v, 2.5, orange);
}

void drawFitBox(IconCanvas &c)
{
    c.path(blob(), {}, cyan);
    c.rect(QRectF(3.5, 4, 16.5, 16), blue);
}

void drawFitCircle(IconCanvas &c)
{
    c.path(blob(), {}, cyan);
    c.circle(P(11.5, 12), 9.25, green);
}

void drawWarning(IconCanvas &c)
{
    c.lines({P(12, 3.5), P(21, 19.5), P(3, 19.5)}, red, true, red);
    c.line(P(12, 8.5), P(12, 13), Qt::white);
    c.dot(P(12, 16.25), 2, Qt::white);
}

void drawApplicationIcon(IconCanvas &c)
{
    QPainterPath tile;
    tile.addRoundedRect(QRectF(1.5, 1.5, 21, 21), 4.5, 4.5);
    QLinearGradient shade(0, 1.5, 0, 22.5);
    shade.setColorAt(0, QColor(0x4a, 0x4e, 0x57));
    shade.setColorAt(1, QColor(0x22, 0x24, 0x28));
    c.fill(tile, shade);
    static const char *const rows[] = {"..#.....#..",
                                       "...#...#...",
                                       "..#######..",
                                       ".##.###.##.",
                                       "###########",
                                       "#.#######.#",
                                       "#.#.....#.#",
                                       "...##.##..."};
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
    const std::initializer_list<P> hull = {at(2, -1),
                                           at(9, -1),
                                           at(12, 4),
                                           at(12, 7),
                                           at(8.5, 9),
                                           at(2.5, 9),
                                           at(-1, 7),
                                           at(-1, 4)};
    c.lines(hull, orange, true, {}, 0.8);
    for (P v : hull)
        c.dot(v, 1.8, orange, 0.8);
}

} // namespace hitbox::editor::icons
