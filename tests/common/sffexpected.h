#pragma once

// Oracles of the SFF reader's tests: what MUGEN shows for palette indices (worked out pixel
// by pixel, without the reader's code), and a test palette.

#include "model/io/mugensff.h"

#include <QImage>
#include <QList>
#include <QRgb>

namespace hitbox::testing {

// `colours` colours, alpha 40 + index (`translucent`) or 0 (which v2.00 ignores).
inline QList<QRgb> sffTestPalette(int colours, bool translucent)
{
    QList<QRgb> palette;
    for (int c = 0; c < colours; ++c)
        palette << qRgba((c * 37) & 0xff, (c * 91) & 0xff, 255 - c, translucent ? 40 + c : 0);
    return palette;
}

// What MUGEN shows for an indexed picture: colour 0 and indices past the palette
// transparent, the rest opaque (v2.00) or of the palette's alpha (v2.01). Premultiplied.
inline QImage sffExpectedIndexed(const QImage &indices, const QList<QRgb> &palette, int minor)
{
    QImage out(indices.size(), QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < indices.height(); ++y) {
        for (int x = 0; x < indices.width(); ++x) {
            const int i = indices.pixelIndex(x, y);
            QRgb c = 0;
            if (i != 0 && i < palette.size())
                c = qRgba(qRed(palette[i]),
                          qGreen(palette[i]),
                          qBlue(palette[i]),
                          minor == 0 ? 255 : qAlpha(palette[i]));
            out.setPixel(x, y, qPremultiply(c));
        }
    }
    return out;
}

// Sprite `index` of the archive `bytes` (readSff, decodeSffSprite), or a null image and
// the problem.
inline QImage sffDecoded(const QByteArray &bytes, int index, QString *problem)
{
    QString error;
    const std::optional<hitbox::model::SffArchive> archive = hitbox::model::readSff(bytes, &error);
    if (!archive) {
        *problem = error;
        return {};
    }
    QImage image;
    *problem = hitbox::model::decodeSffSprite(*archive, index, &image);
    return image;
}

} // namespace hitbox::testing
