#pragma once

#include "base/countedtext.h"

#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QString>

namespace hitbox::editor {

/// Draws `label` in the placeholder text colour, for the Trace dialog's captions and hints.
inline void setMuted(QLabel *label)
{
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    label->setPalette(muted);
}

} // namespace hitbox::editor
