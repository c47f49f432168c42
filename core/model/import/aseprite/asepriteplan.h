#pragma once

#include "model/document/framesource.h"
#include "model/io/asepritefile.h"

#include <QList>
#include <QString>

namespace hitbox::model {

/// One line of what adding an Aseprite file as a sprite will make of it, for Add Sprites
/// to show before anything is added.
struct AsePlanItem
{
    enum class Kind { Layer, Slice, Tag };
    Kind kind = Kind::Layer;
    QString name;         ///< the layer (with its groups, "body/arm"), slice or tag name
    QString becomes;      ///< e.g. "the picture", "hitbox layer: traced into hitbox shapes "fist"
                          ///< on frames 2-4", "not imported: names no role"
    bool imported = true; ///< false when it is left out (hidden, no role)
};

/// What importAseprite() makes of each layer (picture, hidden, hitbox layer traced into a
/// role's shapes), each slice (boxes of a role on the frames its keys show it, or left out
/// when it names no role) and each tag (an animation by its unique name, with its
/// direction and what of it cannot be kept): the rules of asePictureLayers(),
/// isAseHitboxLayer(), asepriteFrameShapes() and the importer, spelled out.
QList<AsePlanItem> asepriteImportPlan(const AseFile &file);

/// The play direction of a tag's animation: ping-pong reverse is a ping-pong (over the
/// frames backwards, ImportedAnimation::backwards).
AnimationDirection animationDirection(AseDirection direction);

/// "0", "2-4", "0-3, 7, 9-10": frame numbers (sorted, distinct) as ranges.
QString frameRangesText(const QList<int> &frames);

} // namespace hitbox::model
