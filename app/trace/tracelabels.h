#pragma once

#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QString>

namespace hitbox::editor {

/// "1 hole", "2 holes": `one` or `many` with `n` in the locale's digits for %1. No
/// translations are loaded, so tr()'s %n with "(s)" would show as is.
inline QString countedText(qint64 n, const QString &one, const QString &many)
{
    return (n == 1 ? one : many).arg(QLocale().toString(n));
}

/// Draws `label` in the placeholder text colour, for the Trace dialog's captions and hints.
inline void setMuted(QLabel *label)
{
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    label->setPalette(muted);
}

} // namespace hitbox::editor
