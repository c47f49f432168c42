#pragma once

#include "model/export/exporter.h"

namespace hitbox::model {

/// Godot 4 scenes (`.tscn`, text format 3), one per sprite, named after it. The root is a
/// Node2D at the pivot; each role used gets an Area2D (the role in `groups` and
/// `metadata/hitbox_role`, the role matrix in collision_layer and collision_mask); boxes
/// and circles become CollisionShape2D nodes with RectangleShape2D (full size, centred) and
/// CircleShape2D, polygons CollisionPolygon2D nodes (concave allowed), and polygons with
/// holes one CollisionShape2D per ConvexPolygonShape2D piece. A sprite with several frames
/// gets every frame's shapes (named "<shape>_f<N>", frame 0's enabled, the others
/// disabled) and an AnimationPlayer whose library holds a RESET animation and one animation
/// per document animation ("default" when it has none) keying each shape's `disabled`.
/// Godot has 32 collision layers, so only shapes of the document's first 32 roles can be
/// exported; self-intersecting polygons are refused (Godot cannot decompose them). Pixels
/// and y down as in the document, so pixelsPerMetre and maxPolygonVertices (Godot's
/// convex shapes take any number of points) do not apply. See docs/export-godot.md.
class GodotExporter final : public Exporter
{
public:
    ExportFormat format() const override { return ExportFormat::Godot; }
    QString displayName() const override;
    QString fileSuffix() const override;
    bool writesFolder() const override { return true; }
    ExportPlan plan(const ExportSource &source, const ExportOptions &options) const override;
};

} // namespace hitbox::model
