#pragma once

#include "model/document/sprite.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace hitbox::model {

struct AseFile;

/// What an Aseprite file gives one frame besides its picture.
struct AseFrameShapes
{
    std::optional<collision::Vec2> pivot; ///< the first slice with a pivot on this frame
    QList<Shape> shapes;                  ///< relative to the frame's pivot (else its centre)
};

/// Frame `frame`'s pivot and shapes: the pivot of the first slice (in file order) whose key
/// on that frame has one (the key's origin plus its pivot); a box per slice whose name or
/// user data text names a role (roleInName()), from the slice's key that holds on the
/// frame (a key holds from its frame until the next key; an empty key hides it), named by
/// roleInName(); and, per hitbox layer (isAseHitboxLayer()), its cel traced with the
/// default trace settings and threshold into polygons of the layer's role, named by
/// roleInName() ("fist", then "fist 2", ... when the trace gives several).
AseFrameShapes asepriteFrameShapes(const AseFile &file, int frame);

/// The role a slice's boxes get, from its name or else its user data text, or empty.
std::optional<QString> asepriteSliceRole(const QString &name, const QString &userDataText);

/// The names of the slices that name no role, which are not imported.
QStringList asepriteSlicesWithoutRole(const AseFile &file);

} // namespace hitbox::model
