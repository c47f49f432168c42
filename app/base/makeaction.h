#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QString>

class QAction;
class QObject;

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

} // namespace hitbox::editor
