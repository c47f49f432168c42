#include "frames/framestripdrag.h"

#include <QApplication>
#include <QListWidget>
#include <QMouseEvent>

namespace hitbox::editor {

FrameStripDrag::FrameStripDrag(QListWidget *list)
    : QObject(list)
    , m_list(list)
{
    list->viewport()->installEventFilter(this);
}

int FrameStripDrag::rowAt(QPoint viewportPos) const
{
    const QModelIndex index = m_list->indexAt(viewportPos);
    if (index.isValid())
        return index.row();
    // Past the last thumbnail (or between two): the nearest one by x.
    int best = -1;
    int bestDistance = 0;
    for (int row = 0; row < m_list->count(); ++row) {
        const QRect r = m_list->visualItemRect(m_list->item(row));
        const int distance = viewportPos.x() < r.left()    ? r.left() - viewportPos.x()
                             : viewportPos.x() > r.right() ? viewportPos.x() - r.right()
                                                           : 0;
        if (best < 0 || distance < bestDistance) {
            best = row;
            bestDistance = distance;
        }
    }
    return best;
}

bool FrameStripDrag::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_list->viewport())
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        m_dragging = false;
        m_from = -1;
        if (e->button() == Qt::LeftButton) {
            const QModelIndex index = m_list->indexAt(e->position().toPoint());
            m_from = index.isValid() ? index.row() : -1;
            m_pressPos = e->position().toPoint();
        }
        return false;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (m_from < 0 || !(e->buttons() & Qt::LeftButton))
            return false;
        if (!m_dragging
            && (e->position().toPoint() - m_pressPos).manhattanLength()
                       >= QApplication::startDragDistance()) {
            m_dragging = true;
            m_list->viewport()->setCursor(Qt::ClosedHandCursor);
        }
        return m_dragging; // no rubber band or selection changes while dragging
    }
    case QEvent::MouseButtonRelease: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (!m_dragging || e->button() != Qt::LeftButton) {
            m_from = -1;
            return false;
        }
        m_dragging = false;
        m_list->viewport()->unsetCursor();
        const int from = m_from;
        const int to = rowAt(e->position().toPoint());
        m_from = -1;
        if (from >= 0 && to >= 0 && to != from)
            emit moveRequested(from, to);
        return true;
    }
    default:
        return false;
    }
}

} // namespace hitbox::editor
