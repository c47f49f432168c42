#pragma once

#include <QColor>

namespace hitbox::model {

/// A colour treated as transparent, for images without an alpha channel: a pixel
/// whose red, green and blue each differ from `color` by at most `tolerance` gets
/// alpha 0.
struct ColorKey
{
    QColor color;      ///< the key colour (its alpha is ignored)
    int tolerance = 0; ///< largest per-channel difference still counted as the key, 0..255

    friend bool operator==(const ColorKey &, const ColorKey &) = default;
};

} // namespace hitbox::model
