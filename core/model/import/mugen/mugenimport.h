#pragma once

#include "model/import/hitboximport.h"
#include "model/io/mugenair.h"

#include <QPoint>
#include <QSize>

namespace hitbox::model {

/// True when the head of a file is a MUGEN .air (a line `[Begin Action N]`).
bool looksLikeMugenAir(const QByteArray &head);

/// True when the head of a file is a MUGEN character .def (a `[Files]` section).
bool looksLikeMugenDef(const QByteArray &head);

/// The shapes of an element's boxes: Clsn1 boxes as role "hitbox", Clsn2 boxes as
/// "hurtbox", relative to the axis (the pivot), y down; empty boxes (zero width or height)
/// left out.
QList<Shape> mugenElementShapes(const AirBoxSets &boxes);

/// The pivot of a frame showing `element` with a sprite of `size` whose axis is `axis`: the
/// point of the picture MUGEN and Ikemen GO draw on the character's axis. The picture is
/// mirrored about its own axis by the element's flip (H: the axis's x becomes
/// width - x, V: its y becomes height - y), then placed by the offset as written, which the
/// flip does not mirror: pivot = axis (mirrored when flipped) - (x, y). An empty `size`
/// (a broken link) leaves the axis unmirrored.
collision::Vec2 mugenElementPivot(const AirElement &element, QPoint axis, QSize size);

/// A MUGEN character (its .def's [Files] `anim`, and `sprite` for the pictures) or a bare
/// .air as one sprite: each action (the first of a number) an animation named by its
/// number, each element a frame (mugenFrameName) of its ticks at 60 per second, its boxes
/// as mugenElementShapes; an action whose last element has time -1 does not loop. The
/// sprite's source is the .air, which the .air export writes back; its image is the .sff
/// (the .def's `sprite`, else CHAR.sff beside it): each frame shows the element's sprite
/// (the first of its group and number; FrameRegion::imageIndex = the sprite's index in
/// the archive), its pivot mugenElementPivot, mirrored (FrameRegion::flipX, flipY) when the
/// element is flipped H, V or HV; the boxes are never flipped by it. An element
/// whose sprite the archive lacks points past its last sprite (no picture), reported once
/// per group and number; an .sff that cannot be read leaves every frame without picture,
/// reported. What the document cannot keep (Loopstart, time -1 before the last element,
/// time 0) is a report line. Files the .def names are read wherever
/// they are (`../common.air`).
HitboxImport importMugen(const QString &path);

} // namespace hitbox::model
