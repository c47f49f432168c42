#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QPainterPath>
#include <QPixmap>

namespace hitbox::editor {

/// One neighbouring frame drawn faintly behind the current one (onion skin): its shapes as
/// thin outlines in the item's tint and, optionally, its image tinted with it (the
/// previous frame style::onionPrevious, the next one style::onionNext). It is not editable
/// and not hit-tested: it accepts no mouse buttons and has an empty shape().
class OnionSkinItem : public QGraphicsItem
{
public:
    /// A shape of the neighbouring frame, in scene coordinates.
    struct Outline
    {
        QPainterPath path;
    };

    explicit OnionSkinItem(const QColor &tint);
    QColor tint() const { return m_tint; }
    /// The image as drawn: tinted (null when none is set).
    const QPixmap &tintedImage() const { return m_image; }

    /// What to draw: `image` at the scene origin (drawn only when `showImage`) and the
    /// outlines.
    void setContent(const QPixmap &image, const QList<Outline> &outlines, bool showImage);
    const QList<Outline> &outlines() const { return m_outlines; }
    bool showsImage() const { return m_showImage && !m_image.isNull(); }

    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QColor m_tint;
    QPixmap m_image; ///< tinted
    QList<Outline> m_outlines;
    bool m_showImage = false;
    QRectF m_bounds;
};

} // namespace hitbox::editor
