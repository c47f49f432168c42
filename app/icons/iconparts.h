#pragma once

#include "icons/iconcanvas.h"

namespace hitbox::editor::icons {

// Parts drawn by icons of more than one family.

/// A "+" badge around `centre`, cut out of what is below it.
void plusBadge(IconCanvas &c, const QColor &color, P centre = {18, 18});

/// A pencil with its tip at `tip`, its body along `angle` degrees (clockwise from +x).
void pencil(IconCanvas &c, P tip, qreal angle, qreal length);

} // namespace hitbox::editor::icons
