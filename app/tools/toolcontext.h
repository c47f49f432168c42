#pragma once

#include "tools/snapping.h"

#include <QObject>

namespace hitbox::editor {

/// Settings shared by the tools: the snap mode chosen in the tool bar.
class ToolContext : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    SnapMode snapMode() const { return m_snapMode; }
    void setSnapMode(SnapMode mode)
    {
        if (mode == m_snapMode)
            return;
        m_snapMode = mode;
        emit snapModeChanged(mode);
    }

    /// A new id for each drag, so consecutive drags stay separate undo steps.
    quint64 nextDragId() { return ++m_dragCounter; }

signals:
    void snapModeChanged(hitbox::editor::SnapMode mode);

private:
    SnapMode m_snapMode = SnapMode::PixelCorners;
    quint64 m_dragCounter = 0;
};

} // namespace hitbox::editor
