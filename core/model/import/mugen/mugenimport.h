#pragma once

#include "model/import/hitboximport.h"
#include "model/io/mugenair.h"

namespace hitbox::model {

/// True when the head of a file is a MUGEN .air (a line `[Begin Action N]`).
bool looksLikeMugenAir(const QByteArray &head);

/// True when the head of a file is a MUGEN character .def (a `[Files]` section).
bool looksLikeMugenDef(const QByteArray &head);

/// The shapes of an element's boxes: Clsn1 boxes as role "hitbox", Clsn2 boxes as
/// "hurtbox", relative to the axis (the pivot), y down; empty boxes (zero width or height)
/// left out.
QList<Shape> mugenElementShapes(const AirBoxSets &boxes);

/// A MUGEN character (its .def's [Files] `anim`, and `sprite` for the pictures) or a bare
/// .air as one sprite: each action (the first of a number) an animation named by its
/// number, each element a frame (mugenFrameName) of its ticks at 60 per second, its boxes
/// as mugenElementShapes; an action whose last element has time -1 does not loop. The
/// sprite's source is the .air, which the .air export writes back; its image is the .sff
/// (the .def's `sprite`, else CHAR.sff beside it): each frame shows the element's sprite
/// (the first of its group and number; FrameRegion::imageIndex = the sprite's index in
/// the archive), its pivot at the sprite's axis less the element's offset. An element
/// whose sprite the archive lacks points past its last sprite (no picture), reported once
/// per group and number; an .sff that cannot be read leaves every frame without picture,
/// reported. What the document cannot keep (Loopstart, time -1 before the last element,
/// time 0, flipped pictures) is a report line. Files the .def names are read wherever
/// they are (`../common.air`).
HitboxImport importMugen(const QString &path);

} // namespace hitbox::model
