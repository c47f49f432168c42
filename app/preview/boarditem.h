#pragma once

#include <hitbox/queries.h>

#include <QGraphicsItem>
#include <QStaticText>

namespace hitbox::editor {

/// The board (AniSprite's "collide rectangle"): a dashed outline when it is a fixed
/// rectangle, nothing when it is the visible area, and in both cases the edges some
/// instance sticks out of drawn in red.
class BoardItem : public QGraphicsItem
{
public:
    BoardItem();

    /// The board, whether it is fixed (else it follows the view) and the edges crossed.
    void setBoard(const QRectF &board, bool fixed, collision::BoardEdges crossed);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    QRectF m_board;
    bool m_fixed = false;
    collision::BoardEdges m_crossed = 0;
    // Laid out once: shaping the label's text again on every repaint of a busy board
    // (play mode repaints it each frame) cost more than drawing it.
    QStaticText m_label;
};

} // namespace hitbox::editor
