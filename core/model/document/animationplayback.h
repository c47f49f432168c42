#pragma once

#include "model/document/previewscene.h"
#include "model/document/sprite.h"

#include <QList>
#include <QString>

namespace hitbox::model {

/// The names animations are known by outside the document: each animation's own name,
/// except that a name an earlier animation already has (Aseprite allows tags of one name)
/// becomes NAME_2, NAME_3, ...: the first N from 2 whose name no animation of the list has
/// and no earlier repeat got. So "fall", "fall", "fall_2" are known as "fall", "fall_3",
/// "fall_2". The one rule of the importer (which stores these names), the CLI (which finds
/// animations by them) and every exporter (which writes them).
QStringList uniqueAnimationNames(const QStringList &names);

/// uniqueAnimationNames of the sprite's animations, in their order.
QStringList uniqueAnimationNames(const Sprite &sprite);

/// The index of the sprite's animation known by `name` (uniqueAnimationNames), or -1 (also
/// for an empty name).
int animationIndex(const Sprite &sprite, const QString &name);

/// The frames of `sprite` in play order for one cycle: those of the animation at index
/// `animation` in its direction, or every frame of the sprite forward when `animation`
/// names none (or lists no valid frame). Indices outside the sprite's frames are skipped.
/// Reverse plays the list backwards; ping-pong goes there and back without repeating the
/// ends (0 1 2 3 2 1). The one play order of the frames strip, the preview, the hit
/// timeline, `hitbox-cli frames` and the exporters.
QList<int> playSequence(const Sprite &sprite, int animation = -1);

/// How long one cycle of playSequence lasts: the sum of its frames' durations, in ms (a
/// duration below 1 ms counts as 1 ms).
qint64 cycleDurationMs(const Sprite &sprite, int animation = -1);

/// The frame (an index into Sprite::frames) shown `timeMs` milliseconds after the
/// animation started at the first frame of playSequence, looping: each frame shows for its
/// duration, from its start time inclusive to its end exclusive. An animation that does
/// not loop (Animation::loop false) holds the last frame of playSequence from the end of
/// its one cycle on. A negative time shows the first frame. The one answer to "which frame
/// at time t" for the preview's play mode (and the runtime's, which follows it).
int frameAtTime(const Sprite &sprite, int animation, qint64 timeMs);

/// The time in one cycle at which frame `frame` first starts to show (its first place in
/// playSequence), or 0 when the sequence does not show it: where playing starts so that the
/// frame shown first is the one a preview instance was scrubbed to.
qint64 frameStartMs(const Sprite &sprite, int animation, int frame);

/// The frames drawn faintly around `frame` by the onion skin (-1: none).
struct OnionNeighbours
{
    int previous = -1;
    int next = -1;

    friend bool operator==(const OnionNeighbours &, const OnionNeighbours &) = default;
};

/// The onion skin's neighbours of `frame`: the frames before and after it in the play order
/// of animation `animation` (playSequence; its first place in it, no wrapping around) when
/// the animation shows it, else the frames before and after it in the sprite.
OnionNeighbours onionNeighbours(const Sprite &sprite, int animation, int frame);

/// The frame a preview instance of `sprite` shows `elapsedMs` after play mode started: with
/// an animation (PreviewInstance::animation naming one of the sprite's), the animation's
/// frame at elapsedMs after the start time of the instance's own frame (so playing starts
/// at the frame it was scrubbed to, or at the animation's first when the animation does not
/// show it); without one, the instance's own frame.
int playedFrame(const Sprite &sprite, const PreviewInstance &instance, qint64 elapsedMs);

} // namespace hitbox::model
