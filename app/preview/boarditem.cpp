#include "preview/boarditem.h"

#include "preview/previewstyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hitbox::editor {

namespace hc = hitbox::collision;

BoardItem::BoardItem()
    : m_label(QObject::tr("board"))
{
    setAcceptedMouseButtons(Qt::NoButton);
    m_label.setTextFormat(Qt::PlainText);
}

void BoardItem::setBoard(const QRectF &board, bool fixed, hc::BoardEdges crossed)
{
    if (board == m_board && fixed == m_fixed && crossed == m_crossed)
        return;
    prepareGeometryChange();
    m_board = board;
    m_fixed = fixed;
    m_crossed = crossed;
    update();
}

QRectF BoardItem::boundingRect() const
{
    // Edges are drawn a few screen pixels wide; 64 scene units cover that down to 1/16.
    return m_board.adjusted(-64, -64, 64, 64);
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_board.isEmpty())
        return;
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qreal px = lod > 0 ? 1.0 / lod : 1.0;
    // The visible-area board coincides with the viewport's edges: draw just inside.
    const QRectF r = m_fixed ? m_board : m_board.adjusted(2 * px, 2 * px, -2 * px, -2 * px);
    if (m_fixed) {
        QPen pen(previewstyle::board, 1.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(r);
        QFont font = painter->font();
        font.setPointSizeF(font.pointSizeF() * 0.9);
        painter->save();
        const QPointF at = painter->worldTransform().map(r.topLeft());
        painter->resetTransform();
        painter->setFont(font);
        painter->setPen(previewstyle::board);
        // drawStaticText places the text's top-left corner, drawText its baseline.
        const qreal ascent = QFontMetricsF(font).ascent();
        painter->drawStaticText(at + QPointF(4, -5 - ascent), m_label);
        painter->restore();
    }
    if (m_crossed == hc::NoBoardEdge)
        return;
    QPen hit(previewstyle::boardHit, 4.0);
    hit.setCosmetic(true);
    painter->setPen(hit);
    if (m_crossed & hc::LeftBoardEdge)
        painter->drawLine(r.topLeft(), r.bottomLeft());
    if (m_crossed & hc::RightBoardEdge)
        painter->drawLine(r.topRight(), r.bottomRight());
    if (m_crossed & hc::TopBoardEdge)
        painter->drawLine(r.topLeft(), r.topRight());
    if (m_crossed & hc::BottomBoardEdge)
        painter->drawLine(r.bottomLeft(), r.bottomRight());
}

} // namespace hitbox::editor
