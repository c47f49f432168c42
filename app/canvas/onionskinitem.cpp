#include "canvas/onionskinitem.h"

#include "base/canvasstyle.h"

#include <QPainter>

namespace hitbox::editor {

namespace {

constexpr qreal imageOpacity = 0.25;
constexpr qreal outlineOpacity = 0.6;

} // namespace

OnionSkinItem::OnionSkinItem(const QColor &tint)
    : m_tint(tint)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setFlag(QGraphicsItem::ItemIsSelectable, false);
    setFlag(QGraphicsItem::ItemIsFocusable, false);
}

void OnionSkinItem::setContent(const QPixmap &image, const QList<Outline> &outlines, bool showImage)
{
    prepareGeometryChange();
    m_image = image;
    if (!m_image.isNull()) {
        // The tint over the picture's own pixels only (SourceAtop keeps its alpha).
        QPainter painter(&m_image);
        painter.setCompositionMode(QPainter::CompositionMode_SourceAtop);
        QColor tint = m_tint;
        tint.setAlpha(style::onionTintAlpha);
        painter.fillRect(m_image.rect(), tint);
    }
    m_outlines = outlines;
    m_showImage = showImage;
    QRectF bounds = showsImage() ? QRectF(QPointF(0, 0), QSizeF(image.size())) : QRectF();
    for (const Outline &outline : outlines)
        bounds |= outline.path.boundingRect();
    // Room for the one-pixel cosmetic pen at any zoom out.
    m_bounds = bounds.adjusted(-2, -2, 2, 2);
    update();
}

void OnionSkinItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (showsImage()) {
        painter->setOpacity(imageOpacity);
        painter->drawPixmap(0, 0, m_image);
    }
    painter->setOpacity(outlineOpacity);
    painter->setBrush(Qt::NoBrush);
    for (const Outline &outline : m_outlines) {
        QPen pen(m_tint, 1.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawPath(outline.path);
    }
}

} // namespace hitbox::editor
