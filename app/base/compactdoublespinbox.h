#pragma once

#include "base/numbertext.h"

#include <QDoubleSpinBox>

namespace hitbox::editor {

/// A QDoubleSpinBox that shows no trailing zeros ("12.8" rather than "12.80"), so
/// whole-pixel values stay short. Typing accepts up to decimals() decimals as usual.
class CompactDoubleSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QString textFromValue(double value) const override { return numberText(value, decimals()); }
};

} // namespace hitbox::editor
