#pragma once

#include <QLocale>
#include <QString>

namespace hitbox::editor {

/// "1 hole", "2 holes": `one` or `many` with `n` in the locale's digits for %1. No
/// translations are loaded, so tr()'s %n with "(s)" would show as is.
inline QString countedText(qint64 n, const QString &one, const QString &many)
{
    return (n == 1 ? one : many).arg(QLocale().toString(n));
}

} // namespace hitbox::editor
