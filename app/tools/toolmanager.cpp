#include "tools/toolmanager.h"

#include "canvas/abstracttool.h"
#include "canvas/canvasview.h"

#include <QAction>
#include <QActionGroup>

namespace hitbox::editor {

ToolManager::ToolManager(CanvasView *view, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_group(new QActionGroup(this))
{
    m_group->setExclusive(true);
}

QAction *ToolManager::registerTool(AbstractTool *tool)
{
    tool->setParent(this);
    auto *action = new QAction(tool->icon(), tool->name(), m_group);
    action->setCheckable(true);
    action->setShortcut(tool->shortcut());
    action->setToolTip(QStringLiteral("%1 (%2)").arg(
            tool->name(), tool->shortcut().toString(QKeySequence::NativeText)));
    action->setStatusTip(tool->toolTip());
    action->setData(QVariant::fromValue<QObject *>(tool));
    connect(action, &QAction::triggered, this, [this, tool] { activate(tool); });
    connect(tool, &AbstractTool::statusMessage, this, [this, tool](const QString &message) {
        if (tool == m_active)
            emit statusMessage(message);
    });
    if (!m_active)
        activate(tool);
    return action;
}

QList<QAction *> ToolManager::actions() const
{
    return m_group->actions();
}

void ToolManager::activate(AbstractTool *tool)
{
    if (tool == m_active)
        return;
    m_active = tool;
    for (QAction *action : m_group->actions()) {
        if (action->data().value<QObject *>() == tool)
            action->setChecked(true);
    }
    m_view->setTool(tool);
    emit activeToolChanged(tool);
}

} // namespace hitbox::editor
