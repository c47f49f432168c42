#include "preview/tierswatch.h"

#include "preview/previewstyle.h"

#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

QIcon drawSwatch(hc::Tier tier)
{
    QIcon icon;
    for (const int side : {16, 32}) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(side / 16.0, side / 16.0);
        // The aabb's light grey would vanish on a light table; a mid grey reads on both.
        const QColor color
                = tier == hc::Tier::Aabb ? QColor(138, 143, 152) : previewstyle::tierColor(tier);
        QColor fill = color;
        fill.setAlpha(90);
        QPen pen(color, 1.5);
        p.setPen(pen);
        p.setBrush(fill);
        switch (tier) {
        case hc::Tier::Aabb:
            pen.setStyle(Qt::DashLine);
            pen.setWidthF(1.2);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(1.5, 1.5, 13, 13));
            break;
        case hc::Tier::Box:
            p.drawRect(QRectF(3.5, 3.5, 9, 9));
            break;
        case hc::Tier::Circle:
            p.drawEllipse(QRectF(2.5, 2.5, 11, 11));
            break;
        case hc::Tier::Armature:
            p.drawPolygon(QPolygonF{QPointF(8, 1.5),
                                    QPointF(14.5, 9),
                                    QPointF(10, 14.5),
                                    QPointF(3, 13),
                                    QPointF(1.5, 7)});
            break;
        case hc::Tier::Pixel:
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            for (int y = 0; y < 4; ++y) {
                for (int x = 0; x < 4; ++x) {
                    if ((x + y) % 3 != 2)
                        p.drawRect(QRectF(1.5 + 3.3 * x, 1.5 + 3.3 * y, 3, 3));
                }
            }
            break;
        }
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

QIcon tierSwatch(hc::Tier tier)
{
    // Drawn once; the event log asks for them on every paint.
    static QHash<int, QIcon> cache;
    auto it = cache.find(int(tier));
    if (it == cache.end())
        it = cache.insert(int(tier), drawSwatch(tier));
    return *it;
}

} // namespace hitbox::editor
