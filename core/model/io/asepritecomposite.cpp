#include "model/io/asepritecomposite.h"

#include "model/document/roles.h"
#include "model/io/asepriteblend.h"

namespace hitbox::model {
namespace {

QRgb celPixel(const AseFile &file, const uchar *p, bool background)
{
    switch (file.colorMode) {
    case AseColorMode::Rgba:
        return qRgba(p[0], p[1], p[2], p[3]);
    case AseColorMode::Grayscale:
        return qRgba(p[0], p[0], p[0], p[1]);
    case AseColorMode::Indexed:
        break;
    }
    if (p[0] == file.transparentIndex && !background)
        return 0;
    return p[0] < file.palette.size() ? file.palette.at(p[0]) : 0;
}

void blendImage(QImage *target, const QImage &source, QPoint at, AseBlendMode mode, int opacity)
{
    const QRect area = QRect(at, source.size()).intersected(target->rect());
    for (int y = area.top(); y <= area.bottom(); ++y) {
        auto *out = reinterpret_cast<QRgb *>(target->scanLine(y));
        const auto *in = reinterpret_cast<const QRgb *>(source.constScanLine(y - at.y()));
        for (int x = area.left(); x <= area.right(); ++x)
            out[x] = aseBlend(mode, out[x], in[x - at.x()], opacity);
    }
}

QImage transparentCanvas(QSize size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(0);
    return image;
}

// Composites the children of `group` (-1: the top level) of frame `frame` onto `target`.
void compositeChildren(
        const AseFile &file, int frame, int group, const QList<bool> &shown, QImage *target)
{
    for (int i = 0; i < file.layers.size(); ++i) {
        const AseLayer &layer = file.layers.at(i);
        if (layer.parent != group || !shown.value(i))
            continue;
        if (layer.type == AseLayerType::Group) {
            if (layer.opacity == 255 && layer.blendMode == AseBlendMode::Normal) {
                compositeChildren(file, frame, i, shown, target);
            } else {
                QImage picture = transparentCanvas(file.size);
                compositeChildren(file, frame, i, shown, &picture);
                blendImage(target, picture, QPoint(), layer.blendMode, layer.opacity);
            }
            continue;
        }
        if (const AseCel *cel = file.cel(frame, i)) {
            blendImage(target,
                       aseCelImage(file, *cel),
                       cel->position,
                       layer.blendMode,
                       aseMultiply255(cel->opacity, layer.opacity));
        }
    }
}

} // namespace

QImage aseCelImage(const AseFile &file, const AseCel &cel)
{
    QImage image(cel.size, QImage::Format_ARGB32);
    if (image.isNull())
        return image;
    const int bpp = file.bytesPerPixel();
    const bool background = file.layers.value(cel.layer).background;
    const auto *pixels = reinterpret_cast<const uchar *>(cel.pixels.constData());
    for (int y = 0; y < cel.size.height(); ++y) {
        auto *out = reinterpret_cast<QRgb *>(image.scanLine(y));
        const uchar *row = pixels + qsizetype(y) * cel.size.width() * bpp;
        for (int x = 0; x < cel.size.width(); ++x)
            out[x] = celPixel(file, row + x * bpp, background);
    }
    return image;
}

QList<bool> aseVisibleLayers(const AseFile &file)
{
    QList<bool> shown(file.layers.size(), false);
    for (int i = 0; i < file.layers.size(); ++i) {
        const AseLayer &layer = file.layers.at(i);
        // A group comes before its children, so its own flag is known already.
        shown[i] = layer.visible && (layer.parent < 0 || shown.at(layer.parent));
    }
    return shown;
}

bool isAseHitboxLayer(const AseFile &file, int layer)
{
    const AseLayer &l = file.layers.at(layer);
    return l.type == AseLayerType::Image && roleInName(l.name).has_value();
}

QList<bool> asePictureLayers(const AseFile &file)
{
    QList<bool> shown = aseVisibleLayers(file);
    for (int i = 0; i < shown.size(); ++i)
        shown[i] = shown.at(i) && !isAseHitboxLayer(file, i);
    return shown;
}

QImage aseLayerImage(const AseFile &file, int frame, int layer)
{
    QImage image = transparentCanvas(file.size);
    if (const AseCel *cel = file.cel(frame, layer); cel && !image.isNull())
        blendImage(
                &image, aseCelImage(file, *cel), cel->position, AseBlendMode::Normal, cel->opacity);
    return image;
}

QImage aseCompositeFrame(const AseFile &file, int frame, const QList<bool> &shown)
{
    QImage image = transparentCanvas(file.size);
    if (!image.isNull())
        compositeChildren(file, frame, -1, shown, &image);
    return image;
}

} // namespace hitbox::model
