#pragma once

#include <QObject>
#include <QPoint>

class QListWidget;

namespace hitbox::editor {

/// Reorders the frames strip by dragging: press on a thumbnail, move past the drag
/// distance, release over another thumbnail (or past the last one) and moveRequested()
/// names the frame and where it goes. An event filter on the strip's viewport; the strip
/// itself stays a plain list (clicks still pick the current frame).
class FrameStripDrag : public QObject
{
    Q_OBJECT

public:
    explicit FrameStripDrag(QListWidget *list);

    bool isDragging() const { return m_dragging; }

signals:
    void moveRequested(int from, int to);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int rowAt(QPoint viewportPos) const;

    QListWidget *m_list;
    int m_from = -1;
    QPoint m_pressPos;
    bool m_dragging = false;
};

} // namespace hitbox::editor
