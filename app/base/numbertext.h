#pragma once

#include <QLocale>
#include <QString>

#include <cmath>

namespace hitbox::editor {

/// `value` with at most `decimals` decimals and no trailing zeros ("12.8", "-3", "0.25"),
/// in the default locale without group separators, for the docks' readouts.
inline QString numberText(double value, int decimals = 2)
{
    if (std::abs(value) < 0.5 * std::pow(10.0, -decimals))
        value = 0.0; // no "-0"
    const QLocale locale;
    QString text = locale.toString(value, 'f', decimals);
    text.remove(locale.groupSeparator());
    const QString point = locale.decimalPoint();
    const QString zero = locale.zeroDigit();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(zero))
            text.chop(zero.size());
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace hitbox::editor
