#pragma once

#include "model/io/asepritefile.h"

#include <QImage>
#include <QList>

namespace hitbox::model {

/// A cel's pixels as non-premultiplied ARGB (QImage::Format_ARGB32): grayscale as grey,
/// indexed through the palette with the transparent index transparent outside the
/// background layer (readAseprite() refuses indexes past the palette).
QImage aseCelImage(const AseFile &file, const AseCel &cel);

/// For each layer, whether Aseprite shows it: visible, and every group it is in visible.
QList<bool> aseVisibleLayers(const AseFile &file);

/// The layers of the sprite's picture: aseVisibleLayers() without hitbox layers (image
/// layers whose name names a role, roleInName()), which become shapes instead.
QList<bool> asePictureLayers(const AseFile &file);

/// Whether layer `layer` is a hitbox layer: an image layer whose name names a role.
bool isAseHitboxLayer(const AseFile &file, int layer);

/// The cel of image layer `layer` on frame `frame` alone, at its position and opacity on
/// a transparent canvas (Format_ARGB32), whatever the layer's visibility; transparent
/// when the frame has no cel there.
QImage aseLayerImage(const AseFile &file, int frame, int layer);

/// Frame `frame` as Aseprite shows it, Format_ARGB32 of the canvas size: the image layers
/// marked in `shown` (one flag per layer; a group unmarked hides its children), bottom
/// first, each cel at its position with the cel's opacity times its layer's and the
/// layer's blend mode (aseBlend). A group of full opacity and Normal blend adds its
/// children onto the picture directly; any other group is composited onto a transparent
/// picture first, which is then blended with the group's opacity and blend mode. Cels'
/// z-index is not applied (layer order is kept).
QImage aseCompositeFrame(const AseFile &file, int frame, const QList<bool> &shown);

} // namespace hitbox::model
