#pragma once

#include "model/import/godot/godotsource.h"
#include "model/import/hitboximport.h"

namespace hitbox::model {

/// A Godot 4 scene as one sprite, its shapes relative to the scene's root node (the pivot):
/// every CollisionShape2D (RectangleShape2D as a box, or a polygon when turned or skewed;
/// CircleShape2D as a circle, or a 32-sided polygon when scaled out of round;
/// CapsuleShape2D, ConvexPolygonShape2D and ConcavePolygonShape2D outlines as polygons) and
/// CollisionPolygon2D under an Area2D or physics body, placed by every node transform on the
/// way (position, rotation, scale, skew; `transform`); the collision object's
/// `metadata/hitbox_role` or name as the role, its collision_layer and collision_mask as
/// the role matrix (`HitboxImport::roles`); Area2D shapes as sensors unless our export's
/// `metadata/hitbox_sensor` says otherwise; `metadata/hitbox_shape` or the node name as
/// the name. Frames: our export's `metadata/hitbox_frame`, else each distinct set of
/// shapes an AnimationPlayer's `disabled` keys enable; its animations (RESET aside) as
/// animations with their step durations; without animations one frame of the enabled
/// shapes. A Sprite2D's texture resolving beside the scene (or in its Godot project) is
/// the picture, every frame showing the node's region and `frame` cell, the root's place
/// in it the pivot; otherwise the frames have none (the sprite names SCENE.png beside the
/// scene). Everything left out is one report line.
HitboxImport godotSprite(const GodotScene &scene);

/// readGodotScene, then godotSprite.
HitboxImport importGodotScene(const QString &path);

} // namespace hitbox::model
