#include "icons/fileicons.h"

#include "icons/iconparts.h"

namespace hitbox::editor::icons {
namespace {

void page(IconCanvas &c)
{
    c.lines({P(5, 2.5), P(13.5, 2.5), P(19, 8), P(19, 21.5), P(5, 21.5)}, c.ink(), true);
    c.lines({P(13.5, 2.5), P(13.5, 8), P(19, 8)}, c.ink());
}

void floppy(IconCanvas &c, const QTransform &t = {})
{
    c.lines({t.map(P(3.5, 3.5)),
             t.map(P(16.5, 3.5)),
             t.map(P(20.5, 7.5)),
             t.map(P(20.5, 20.5)),
             t.map(P(3.5, 20.5))},
            c.ink(),
            true);
    c.lines({t.map(P(8, 3.5)), t.map(P(8, 8.5)), t.map(P(15, 8.5)), t.map(P(15, 3.5))}, c.ink());
    c.rect(QRectF(t.map(P(7.5, 13)), t.map(P(16.5, 20.5))), c.ink(), blue);
}

/// A round arrow: an arc of `span` degrees from `start` (counter-clockwise, Qt's convention)
/// around `centre`, with an arrow head at its end.
void roundArrow(IconCanvas &c, P centre, qreal radius, qreal start, qreal span, const QColor &color)
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

void undoArrow(IconCanvas &c, bool mirrored)
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

} // namespace

void drawNewProject(IconCanvas &c)
{
    page(c);
    plusBadge(c, blue);
}

void drawOpenProject(IconCanvas &c)
{
    c.lines({P(3, 19.5), P(3, 4.5), P(9, 4.5), P(11, 6.5), P(18, 6.5), P(18, 10)}, c.ink());
    c.cut([&] {
        c.lines({P(3, 19.5), P(6.5, 10.5), P(21.5, 10.5), P(18, 19.5)},
                c.ink(),
                true,
                translucent(blue, 110));
    });
}

void drawSaveProject(IconCanvas &c)
{
    floppy(c);
}

void drawSaveProjectAs(IconCanvas &c)
{
    floppy(c, QTransform::fromScale(0.8, 0.8));
    pencil(c, P(12.5, 21.5), -45, 12);
}

void drawAddSprites(IconCanvas &c)
{
    c.rect(QRectF(3, 3.5, 16, 14), c.ink(), {}, 1.5);
    c.lines({P(3, 15), P(8, 9.5), P(12, 13.5), P(14.5, 11), P(19, 15.5)}, c.ink());
    c.dot(P(14.5, 7.5), 3, c.ink());
    plusBadge(c, blue);
}

void drawRevert(IconCanvas &c)
{
    roundArrow(c, P(12, 12), 8.5, 195, 300, blue);
    c.rect(QRectF(9, 8, 6, 8), c.ink(), {}, 0, 1.25);
}

void drawExportProject(IconCanvas &c)
{
    // A page whose shapes leave it along an arrow.
    c.lines({P(13.5, 8), P(13.5, 2.5), P(3, 2.5), P(3, 21.5), P(13.5, 21.5), P(13.5, 16)}, c.ink());
    c.lines({P(6.5, 15), P(8.5, 8.5), P(10.5, 15)}, orange, true, orange);
    c.line(P(10, 12), P(21, 12), blue);
    c.lines({P(17, 8), P(21, 12), P(17, 16)}, blue);
}

void drawImportHitboxes(IconCanvas &c)
{
    // Another tool's page whose shapes come in along an arrow: Export turned round.
    c.lines({P(10.5, 8), P(10.5, 2.5), P(21, 2.5), P(21, 21.5), P(10.5, 21.5), P(10.5, 16)},
            c.ink());
    c.lines({P(13.5, 15), P(15.5, 8.5), P(17.5, 15)}, orange, true, orange);
    c.line(P(2, 12), P(12, 12), blue);
    c.lines({P(8, 8), P(12, 12), P(8, 16)}, blue);
}

void drawReloadSources(IconCanvas &c)
{
    // A picture going round: Add Sprites' picture inside Revert's arrow.
    roundArrow(c, P(12, 12), 9.5, 195, 300, blue);
    c.rect(QRectF(6.5, 7.5, 11, 9), c.ink(), {}, 1);
    c.lines({P(6.5, 14.5), P(9.5, 11), P(12, 13.5), P(14, 12), P(17.5, 15)}, c.ink());
}

void drawUndo(IconCanvas &c)
{
    undoArrow(c, false);
}

void drawRedo(IconCanvas &c)
{
    undoArrow(c, true);
}

void drawCopyShapes(IconCanvas &c)
{
    c.rect(QRectF(3, 3, 11.5, 11.5), c.ink(), {}, 1.5);
    c.cut([&] { c.rect(QRectF(9.5, 9.5, 11.5, 11.5), c.ink(), {}, 1.5); });
    c.lines({P(12.5, 18), P(15.25, 12.5), P(18, 18)}, orange, true, orange);
}

void drawPasteShapes(IconCanvas &c)
{
    c.rect(QRectF(4, 4.5, 16, 17), c.ink(), {}, 1.5);
    c.cut([&] { c.rect(QRectF(8.5, 2.5, 7, 4), c.ink(), c.ink(), 1); });
    c.lines({P(8.5, 18), P(12, 11), P(15.5, 18)}, orange, true, orange);
}

void drawApplyShapesToSprites(IconCanvas &c)
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

} // namespace hitbox::editor::icons
