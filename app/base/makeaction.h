#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QString>

class QAction;
class QObject;
class QWidget;

namespace hitbox::editor {

/// A menu and tool bar action with the icon `icon`, the shortcut `key`, the
/// status tip `tip` and the object name `objectName` (tests find actions by it). With a
/// shortcut, the tool tip names it: "Save (Ctrl+S)".
QAction *makeAction(QObject *parent,
                    const QIcon &icon,
                    const QString &text,
                    const QKeySequence &key,
                    const QString &tip,
                    const char *objectName);

/// Gives `action` the shortcut `key` only while `widget` (or a child of it) has the focus,
/// without showing the key in menus: a menu lists each key once, at the action it means
/// everywhere (Delete: delete the selected shapes), while Delete in the frames strip still
/// removes a frame. The key's action is a child of `widget`.
void addLocalShortcut(QWidget *widget, const QKeySequence &key, QAction *action);

} // namespace hitbox::editor
