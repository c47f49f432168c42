#pragma once

#include "model/document/sprite.h"
#include "model/import/godot/godotsource.h"

#include <QStringList>

#include <optional>

namespace hitbox::model {

/// The shapes one collision node of a scene gives, as the frames see it.
struct GodotShapeRecord
{
    int node = 0; ///< index into GodotScene::nodes
    QList<Shape> shapes;
    bool disabled = false;    ///< its `disabled` in the scene
    std::optional<int> frame; ///< our export's `metadata/hitbox_frame`
};

/// A scene's frames and animations.
struct GodotFrames
{
    QList<Frame> frames; ///< at least one
    QList<Animation> animations;
};

/// The frames of a scene's shapes: with our export's frame numbers on every shape node,
/// those frames; else each distinct set of shape nodes the AnimationPlayers' `disabled`
/// keys enable at some moment, in the order they first show; without such keys, one frame
/// of the shapes not disabled. Every animation of the players' libraries but RESET
/// becomes an animation (frames in play order, each step's length as its frame's
/// duration; loop_mode ping-pong as ping-pong, loop_mode 0 or none, Godot's default, as
/// playing once; the Animation resource's metadata as its custom properties). The root's
/// `hitbox_frame_properties` (our export's) gives the frames' custom properties. What
/// cannot be kept is appended to `report`, naming the file.
GodotFrames
godotFrames(const GodotScene &scene, const QList<GodotShapeRecord> &records, QStringList *report);

} // namespace hitbox::model
