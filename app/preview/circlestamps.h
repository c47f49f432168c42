#pragma once

#include <QBrush>
#include <QPen>
#include <QPixmap>
#include <QPointF>
#include <QTransform>

#include <vector>

class QPainter;

namespace hitbox::editor {

/// Circles drawn as pictures rendered once per size and style: a play scene of thousands
/// of equal balls blits one small antialiased picture per ball instead of stroking and
/// filling each ellipse. A circle lands on whole device pixels (at most half a pixel
/// off), so stamps suit many moving shapes, not a single shape that must sit exactly.
class CircleStamps
{
public:
    /// Circles wider than this on screen (device-independent pixels) are drawn directly.
    static constexpr qreal maxRadius = 64.0;
    /// Pictures kept at once; more sizes or styles than this start the cache anew.
    static constexpr int maxStamps = 32;

    /// True when circles under `transform` stay circles of one screen size (a uniform
    /// scale and a translation), which the stamps need.
    static bool canStamp(const QTransform &transform);

    /// Draws the circle at `center` with `radius`, both in device-independent screen
    /// pixels, with `pen` (cosmetic) and `brush`, on a painter with an identity transform.
    void draw(QPainter *painter,
              const QPointF &center,
              qreal radius,
              const QPen &pen,
              const QBrush &brush);

    int stampCount() const { return int(m_stamps.size()); }

private:
    struct Stamp
    {
        qint64 radiusKey = 0;
        QRgb penColor = 0;
        qreal penWidth = 0.0;
        Qt::PenStyle penStyle = Qt::SolidLine;
        QRgb brushColor = 0;
        Qt::BrushStyle brushStyle = Qt::NoBrush;
        qreal dpr = 1.0;
        QPixmap picture;
        qreal half = 0.0; // the circle's centre in the picture, in both axes
    };
    const Stamp &stampFor(qint64 radiusKey, const QPen &pen, const QBrush &brush, qreal dpr);

    std::vector<Stamp> m_stamps;
    std::size_t m_last = 0;
};

} // namespace hitbox::editor
