#include "base/makeaction.h"

#include <QAction>
#include <QWidget>

namespace hitbox::editor {

QAction *makeAction(QObject *parent,
                    const QIcon &icon,
                    const QString &text,
                    const QKeySequence &key,
                    const QString &tip,
                    const char *objectName)
{
    auto *action = new QAction(icon, text, parent);
    action->setShortcut(key);
    action->setObjectName(QLatin1String(objectName));
    action->setStatusTip(tip);
    if (!key.isEmpty()) {
        action->setToolTip(QStringLiteral("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                                         key.toString(QKeySequence::NativeText)));
    }
    return action;
}

void addLocalShortcut(QWidget *widget, const QKeySequence &key, QAction *action)
{
    auto *local = new QAction(widget);
    local->setShortcut(key);
    local->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    widget->addAction(local);
    QObject::connect(local, &QAction::triggered, action, &QAction::trigger);
}

} // namespace hitbox::editor
