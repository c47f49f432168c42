#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QPainterPath>
#include <QPixmap>

namespace hitbox::editor {

/// One neighbouring frame drawn faintly behind the current one (onion skin): its shapes as
/// thin outlines and, optionally, its image. It is not editable and not hit-tested: it
/// accepts no mouse buttons and has an empty shape().
class OnionSkinItem : public QGraphicsItem
{
public:
    /// A shape of the neighbouring frame, in scene coordinates, with its role's colour.
    struct Outline
    {
        QPainterPath path;
        QColor color;
    };

    OnionSkinItem();

    /// What to draw: `image` at the scene origin (drawn only when `showImage`) and the
    /// outlines.
    void setContent(const QPixmap &image, const QList<Outline> &outlines, bool showImage);
    const QList<Outline> &outlines() const { return m_outlines; }
    bool showsImage() const { return m_showImage && !m_image.isNull(); }

    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPixmap m_image;
    QList<Outline> m_outlines;
    bool m_showImage = false;
    QRectF m_bounds;
};

} // namespace hitbox::editor
