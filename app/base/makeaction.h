#pragma once

#include "icons.h"

#include <QKeySequence>
#include <QString>

class QAction;
class QObject;

namespace hitbox::editor {

/// A menu and tool bar action with the editor's icon `iconId`, the shortcut `key`, the
/// status tip `tip` and the object name `objectName` (tests find actions by it). With a
/// shortcut, the tool tip names it: "Save (Ctrl+S)".
QAction *makeAction(QObject *parent,
                    Icon iconId,
                    const QString &text,
                    const QKeySequence &key,
                    const QString &tip,
                    const char *objectName);

} // namespace hitbox::editor
