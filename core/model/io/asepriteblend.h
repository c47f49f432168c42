#pragma once

#include "model/io/asepritefile.h"

#include <QRgb>

namespace hitbox::model {

/// `source` blended over `backdrop` at `opacity` (0 to 255) by `mode`, both non-premultiplied
/// ARGB, in Aseprite's own integer arithmetic (its "new" blenders: a transparent backdrop
/// takes the source as it is). Normal, Multiply, Screen, Overlay, Darken, Lighten, Color
/// Dodge, Color Burn, Hard Light, Soft Light, Difference, Exclusion, Addition, Subtract and
/// Divide are Aseprite's; Hue, Saturation, Color and Luminosity are approximated by Normal.
QRgb aseBlend(AseBlendMode mode, QRgb backdrop, QRgb source, int opacity);

/// Aseprite's MUL_UN8: a * b / 255, rounded, for a and b in 0..255.
inline int aseMultiply255(int a, int b)
{
    const int t = a * b + 0x80;
    return ((t >> 8) + t) >> 8;
}

} // namespace hitbox::model
