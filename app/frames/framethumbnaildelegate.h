#pragma once

#include <QStyledItemDelegate>

namespace hitbox::editor {

/// Paints a thumbnail of the frames strip: the frame's picture as it is (never tinted by
/// the selection), a frame in the highlight colour around the current one, a dot in the
/// picture's top-right corner when the frame has shapes, and faded when the frame is not
/// in the animation chosen in the strip. The item holds its shape count in
/// ShapeCountRole and whether it is in the chosen animation in InAnimationRole (true when
/// unset).
class FrameThumbnailDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    enum Role {
        ShapeCountRole = Qt::UserRole + 1,
        InAnimationRole,
    };

    /// The opacity of a frame outside the chosen animation.
    static constexpr qreal fadedOpacity = 0.3;
    /// Width of the selection frame, in pixels.
    static constexpr int selectionWidth = 3;
    /// Radius of the dot marking a frame with shapes.
    static constexpr int shapesDotRadius = 5;

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    /// Room for the picture, a line of text under it and the selection frame.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// Where the picture of an item at `cell` (its visual rect) is drawn.
    static QRect pictureRect(const QRect &cell, const QSize &iconSize);
    /// The centre of the shapes dot of an item at `cell`.
    static QPoint shapesDotCentre(const QRect &cell, const QSize &iconSize);
    /// The colour of the shapes dot.
    static QColor shapesDotColor();
};

} // namespace hitbox::editor
