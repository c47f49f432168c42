#include "frames/framethumbnaildelegate.h"

#include <QIcon>
#include <QPainter>

namespace hitbox::editor {

namespace {

constexpr int pictureTop = 4; // pixels between the cell's top and the picture

} // namespace

QRect FrameThumbnailDelegate::pictureRect(const QRect &cell, const QSize &iconSize)
{
    return QRect(QPoint(cell.x() + (cell.width() - iconSize.width()) / 2, cell.y() + pictureTop),
                 iconSize);
}

QPoint FrameThumbnailDelegate::shapesDotCentre(const QRect &cell, const QSize &iconSize)
{
    const QRect picture = pictureRect(cell, iconSize);
    return {picture.right() - shapesDotRadius + 2, picture.top() + shapesDotRadius - 2};
}

QColor FrameThumbnailDelegate::shapesDotColor()
{
    return QColor(255, 140, 0); // orange: visible on light and dark themes and on most art
}

QSize FrameThumbnailDelegate::sizeHint(const QStyleOptionViewItem &option,
                                       const QModelIndex &) const
{
    const QSize icon = option.decorationSize;
    return {icon.width() + 4 * selectionWidth + 8,
            pictureTop + icon.height() + 3 + option.fontMetrics.height() + 2 * selectionWidth + 2};
}

void FrameThumbnailDelegate::paint(QPainter *painter,
                                   const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect cell = option.rect;
    const QSize iconSize = option.decorationSize;
    const QVariant inAnimation = index.data(InAnimationRole);
    if (inAnimation.isValid() && !inAnimation.toBool())
        painter->setOpacity(fadedOpacity);

    const QRect picture = pictureRect(cell, iconSize);
    const QIcon icon = qvariant_cast<QIcon>(index.data(Qt::DecorationRole));
    icon.paint(painter, picture, Qt::AlignCenter, QIcon::Normal, QIcon::Off);
    painter->setPen(option.palette.color(QPalette::Text));
    painter->setFont(option.font);
    const QRect textRect(
            cell.left(), picture.bottom() + 3, cell.width(), cell.bottom() - picture.bottom() - 3);
    painter->drawText(textRect,
                      Qt::AlignHCenter | Qt::AlignTop,
                      option.fontMetrics.elidedText(index.data(Qt::DisplayRole).toString(),
                                                    Qt::ElideRight,
                                                    cell.width() - 2));

    if (index.data(ShapeCountRole).toInt() > 0) {
        painter->setPen(QPen(Qt::white, 1.5));
        painter->setBrush(shapesDotColor());
        painter->drawEllipse(shapesDotCentre(cell, iconSize), shapesDotRadius, shapesDotRadius);
    }
    painter->setOpacity(1.0);
    if (option.state & QStyle::State_Selected) {
        const qreal inset = selectionWidth / 2.0 + 1;
        painter->setPen(QPen(option.palette.color(QPalette::Highlight), selectionWidth));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(cell).adjusted(inset, inset, -inset, -inset), 4, 4);
    }
    painter->restore();
}

} // namespace hitbox::editor
