#pragma once

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;

namespace hitbox::editor {

class AbstractTool;
class CanvasView;

/// Owns the canvas tools and hands out one checkable QAction per tool (exclusive), with
/// the tool's icon, shortcut and tooltip. Checking an action activates its tool on the
/// canvas (after Tiled's ToolManager).
class ToolManager : public QObject
{
    Q_OBJECT

public:
    ToolManager(CanvasView *view, QObject *parent = nullptr);

    /// Adds a tool (the manager takes ownership) and returns its action.
    QAction *registerTool(AbstractTool *tool);

    QList<QAction *> actions() const;
    AbstractTool *activeTool() const { return m_active; }
    void activate(AbstractTool *tool);

signals:
    void activeToolChanged(hitbox::editor::AbstractTool *tool);
    void statusMessage(const QString &message);

private:
    CanvasView *m_view;
    QActionGroup *m_group;
    AbstractTool *m_active = nullptr;
};

} // namespace hitbox::editor
