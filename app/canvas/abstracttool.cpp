#include "canvas/abstracttool.h"

#include <QKeyEvent>

namespace hitbox::editor {

AbstractTool::AbstractTool(const QString &name,
                           const QIcon &icon,
                           const QKeySequence &shortcut,
                           const QString &toolTip,
                           QObject *parent)
    : QObject(parent)
    , m_name(name)
    , m_icon(icon)
    , m_shortcut(shortcut)
    , m_toolTip(toolTip)
{}

void AbstractTool::activate(CanvasView *view)
{
    m_view = view;
}

void AbstractTool::deactivate()
{
    m_view = nullptr;
}

void AbstractTool::mouseDoubleClicked(QGraphicsSceneMouseEvent *) {}

bool AbstractTool::keyPressed(QKeyEvent *)
{
    return false;
}

} // namespace hitbox::editor
