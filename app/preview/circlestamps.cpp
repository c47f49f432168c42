#include "preview/circlestamps.h"

#include <QPainter>

#include <cmath>

namespace hitbox::editor {

namespace {

// Radii are rounded to an eighth of a pixel: equal circles share one picture, and the
// rounding stays far below what a screen shows.
constexpr qreal radiusSteps = 8.0;

} // namespace

bool CircleStamps::canStamp(const QTransform &transform)
{
    return transform.type() <= QTransform::TxScale && transform.m11() == transform.m22()
           && transform.m11() > 0;
}

const CircleStamps::Stamp &
CircleStamps::stampFor(qint64 radiusKey, const QPen &pen, const QBrush &brush, qreal dpr)
{
    const auto matches = [&](const Stamp &s) {
        return s.radiusKey == radiusKey && s.penColor == pen.color().rgba()
               && s.penWidth == pen.widthF() && s.penStyle == pen.style()
               && s.brushColor == brush.color().rgba() && s.brushStyle == brush.style()
               && s.dpr == dpr;
    };
    if (m_last < m_stamps.size() && matches(m_stamps[m_last]))
        return m_stamps[m_last];
    for (std::size_t i = 0; i < m_stamps.size(); ++i) {
        if (matches(m_stamps[i])) {
            m_last = i;
            return m_stamps[i];
        }
    }
    if (int(m_stamps.size()) >= maxStamps)
        m_stamps.clear();
    const qreal radius = qreal(radiusKey) / radiusSteps;
    // The pen straddles the outline; one more pixel for its antialiased edge. An even side
    // puts the centre on a pixel corner, as a circle centred on whole pixels drawn directly.
    const int side = 2 * int(std::ceil(radius + pen.widthF() / 2.0 + 1.0));
    Stamp stamp{radiusKey,
                pen.color().rgba(),
                pen.widthF(),
                pen.style(),
                brush.color().rgba(),
                brush.style(),
                dpr,
                QPixmap(QSize(side, side) * dpr),
                side / 2.0};
    stamp.picture.setDevicePixelRatio(dpr);
    stamp.picture.fill(Qt::transparent);
    {
        QPainter p(&stamp.picture);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(pen);
        p.setBrush(brush);
        p.drawEllipse(QPointF(stamp.half, stamp.half), radius, radius);
    }
    m_stamps.push_back(std::move(stamp));
    m_last = m_stamps.size() - 1;
    return m_stamps.back();
}

void CircleStamps::draw(QPainter *painter,
                        const QPointF &center,
                        qreal radius,
                        const QPen &pen,
                        const QBrush &brush)
{
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    if (!(radius <= maxRadius) || radius <= 0.0) {
        // Antialiased as the stamps are.
        const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(pen);
        painter->setBrush(brush);
        painter->drawEllipse(center, radius, radius);
        painter->setRenderHint(QPainter::Antialiasing, antialiased);
        return;
    }
    const Stamp &stamp = stampFor(std::llround(radius * radiusSteps), pen, brush, dpr);
    // On whole device pixels: a blit without filtering.
    const QPointF corner((center - QPointF(stamp.half, stamp.half)) * dpr);
    painter->drawPixmap(QPointF(std::round(corner.x()), std::round(corner.y())) / dpr,
                        stamp.picture);
}

} // namespace hitbox::editor
