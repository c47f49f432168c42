#include "softsprite.h"

#include "floatplane.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hitbox::samplegen {

namespace {

// Shadows are a cool near-black, which reads better on both light and dark backgrounds.
const QColor shadowColour(12, 12, 28);

QImage
paintLayer(QSize size, const QColor &background, const PaintFunction &paint, QPointF offset = {})
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(offset);
    paint(painter);
    return image;
}

int channel(float value)
{
    return static_cast<int>(std::lround(std::clamp(value, 0.0f, 255.0f)));
}

} // namespace

PaintFunction solidCoverage(const QPainterPath &silhouette)
{
    return [silhouette](QPainter &painter) { painter.fillPath(silhouette, Qt::white); };
}

QImage renderSprite(const SpriteRecipe &recipe)
{
    // The edge fade: the coverage blurred a little, so the outline ramps over ~3 pixels
    // while the interior keeps exactly 255.
    const FloatPlane alpha
            = FloatPlane::fromAlpha(paintLayer(recipe.size, Qt::transparent, recipe.paintCoverage))
                      .blurred(recipe.edgeSoftness);
    // The shadow: only what is solid at the default threshold casts one.
    const FloatPlane shadow = FloatPlane::fromAlpha(paintLayer(recipe.size,
                                                               Qt::transparent,
                                                               recipe.paintCoverage,
                                                               recipe.shadowOffset))
                                      .thresholded(0.5f)
                                      .blurred(recipe.shadowSoftness);
    // Opaque everywhere, so premultiplied and straight colours are the same here.
    const QImage colour = paintLayer(recipe.size, recipe.edgeColour, recipe.paintColour);

    const float shadowStrength = static_cast<float>(recipe.shadowAlpha) / 255.0f;
    QImage out(recipe.size, QImage::Format_ARGB32);
    for (int y = 0; y < out.height(); ++y) {
        const auto *art = reinterpret_cast<const QRgb *>(colour.constScanLine(y));
        auto *line = reinterpret_cast<QRgb *>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x) {
            // Sprite over shadow with the Porter-Duff "over" operator.
            const float a = alpha.at(x, y);
            const float s = shadow.at(x, y) * shadowStrength * (1.0f - a);
            const float total = a + s;
            if (channel(total * 255.0f) == 0) {
                line[x] = 0; // fully transparent pixels are all zero: smaller, stable files
                continue;
            }
            const auto mix = [&](int artChannel, int shadowChannel) {
                const float premultiplied = static_cast<float>(artChannel) * a
                                            + static_cast<float>(shadowChannel) * s;
                return channel(premultiplied / total);
            };
            line[x] = qRgba(mix(qRed(art[x]), shadowColour.red()),
                            mix(qGreen(art[x]), shadowColour.green()),
                            mix(qBlue(art[x]), shadowColour.blue()),
                            channel(total * 255.0f));
        }
    }
    return out;
}

QImage renderSheet(const QList<SpriteRecipe> &frames)
{
    if (frames.isEmpty())
        return {};
    const QSize cell = frames.first().size;
    QImage sheet(cell.width() * int(frames.size()), cell.height(), QImage::Format_ARGB32);
    sheet.fill(Qt::transparent);
    QPainter painter(&sheet);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    for (qsizetype i = 0; i < frames.size(); ++i)
        painter.drawImage(QPoint(cell.width() * int(i), 0), renderSprite(frames[i]));
    return sheet;
}

} // namespace hitbox::samplegen
