#pragma once

#include "model/document/previewscene.h"
#include "model/document/sprite.h"

#include <QList>

namespace hitbox::model {

/// Where each frame of a sprite goes when its frames are added, removed or reordered:
/// `map[old]` is the frame's new index, or -1 when the frame was removed. The one rule
/// that keeps animations and preview instances pointing at the same frames.
using FrameMap = QList<int>;

/// A sprite's frames after an edit, with the map from the old indices to the new.
struct FrameEdit
{
    Sprite sprite;
    FrameMap map;
};

/// Inserts a copy of frame `frame` (shapes, duration, region and settings) right after it.
/// Animations keep their frames (the copy is in none of them). An index out of range
/// changes nothing (the map is the identity).
FrameEdit duplicateFrame(const Sprite &sprite, int frame);

/// Removes frame `frame`; refused (nothing changes) when it is the sprite's only frame or
/// out of range. Animations lose their entries of that frame (an animation may become
/// empty, which validation reports) and the others are renumbered.
FrameEdit removeFrame(const Sprite &sprite, int frame);

/// Moves frame `from` to index `to` (QList::move: the frames between shift by one).
/// Animations follow their frames, so each still plays the same pictures in the same
/// order. Indices out of range change nothing.
FrameEdit moveFrame(const Sprite &sprite, int from, int to);

/// The identity map of `count` frames.
FrameMap identityFrameMap(int count);

/// The map that takes the frames after an edit back to before it (for undo): each frame
/// goes back to where it came from; a frame the edit added (a copy) goes back with the
/// frame before it, its original. `newCount` is the number of frames after the edit.
FrameMap undoFrameMap(const FrameMap &map, int newCount);

/// `animations` with every frame index passed through `map`; entries of removed frames
/// (and indices outside the map) are dropped.
QList<Animation> remappedAnimations(const QList<Animation> &animations, const FrameMap &map);

/// The frame a viewer of old frame `frame` sees after the edit: its new index, or, when it
/// was removed, the frame that took its place (the next one still there, else the previous
/// one), clamped into the `newCount` frames. Indices outside the map are clamped first.
int remappedFrame(int frame, const FrameMap &map, int newCount);

/// `scene` with the frame of every instance of sprite `sprite` passed through remappedFrame.
PreviewScene remappedInstances(PreviewScene scene, int sprite, const FrameMap &map, int newCount);

} // namespace hitbox::model
