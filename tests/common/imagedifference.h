#pragma once

// The largest difference of a colour channel (alpha included) between two images of the
// same size: how far a cached or stamped drawing is from the same drawing done directly.

#include <QImage>

#include <algorithm>
#include <cstdlib>

namespace hitbox::testing {

inline int maxChannelDifference(const QImage &a, const QImage &b)
{
    int most = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            most = std::max({most,
                             std::abs(qRed(p) - qRed(q)),
                             std::abs(qGreen(p) - qGreen(q)),
                             std::abs(qBlue(p) - qBlue(q)),
                             std::abs(qAlpha(p) - qAlpha(q))});
        }
    }
    return most;
}

} // namespace hitbox::testing
