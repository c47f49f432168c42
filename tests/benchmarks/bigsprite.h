#pragma once

// The 2048 x 2048 sprites of the preview benchmarks (bench_preview, bench_previewframe):
// an opaque disc with a soft edge and a ring of holes, and a sprite with a reduced box, a
// circle and an octagon armature around the disc.

#include "model/document/sprite.h"
#include <hitbox/collider.h>

#include <QImage>
#include <QString>

#include <cmath>

namespace hitbox::benchmarks {

/// The side of the big sprites in pixels.
inline constexpr int side = 2048;

/// A 2048 x 2048 sprite: an opaque disc of radius 1000 with a soft edge and a ring of
/// holes, the rest transparent (about 75% of the pixels solid).
inline QImage bigSprite(QRgb colour)
{
    QImage image(side, side, QImage::Format_ARGB32);
    const double c = side / 2.0;
    for (int y = 0; y < side; ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < side; ++x) {
            const double d = std::hypot(x + 0.5 - c, y + 0.5 - c);
            int alpha = d < 990 ? 255 : d < 1010 ? int(255 * (1010 - d) / 20) : 0;
            if (d > 600 && d < 640 && (x / 32 + y / 32) % 2 == 0)
                alpha = 0;
            line[x] = qRgba(qRed(colour), qGreen(colour), qBlue(colour), alpha);
        }
    }
    return image;
}

/// The sprite of a big image at `path`: default reduced box and circle, an octagon
/// armature around the disc.
inline model::Sprite spriteFor(const QString &path, const QString &name)
{
    namespace hc = hitbox::collision;
    model::Sprite s;
    s.name = name;
    s.imagePath = path;
    QList<model::Shape> &shapes = s.frames.first().shapes;
    shapes << model::Shape::makeBox(hc::defaultReducedBox(side, side, {side / 2.0, side / 2.0}),
                                    QStringLiteral("body"));
    shapes << model::Shape::makeCircle(hc::defaultCircle(side, side, {side / 2.0, side / 2.0}),
                                       QStringLiteral("body"));
    // An octagon armature around the disc.
    hc::Polygon octagon;
    for (int i = 0; i < 8; ++i) {
        const double a = (i * 45.0 + 22.5) * 3.14159265358979 / 180.0;
        octagon.points.push_back({1000.0 * std::cos(a), 1000.0 * std::sin(a)});
    }
    shapes << model::Shape::makePolygon(octagon, QStringLiteral("body"), QStringLiteral("body"));
    return s;
}

} // namespace hitbox::benchmarks
