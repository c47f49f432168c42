#include "model/document/numbertext.h"

#include <QLocale>

#include <cmath>

namespace hitbox::model {

QString exactNumberText(double value)
{
    if (value == 0.0)
        return QStringLiteral("0"); // also -0
    const double magnitude = std::abs(value);
    const bool plain = std::isfinite(value) && magnitude >= 1e-5 && magnitude < 1e21;
    return QString::number(value, plain ? 'f' : 'e', QLocale::FloatingPointShortest);
}

} // namespace hitbox::model
