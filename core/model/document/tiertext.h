#pragma once

#include <hitbox/tiers.h>

#include <QString>

namespace hitbox::model {

/// A tier's name as text ("aabb", "box", "circle", "armature", "pixel"): the one
/// conversion the editor, the CLI and the file format share.
QString tierText(collision::Tier tier);

/// What a tier looks at, for column titles and tooltips: "bounds", "boxes", "circles",
/// "all shapes" (the armature tier answers every shape against every shape), "pixels".
QString tierShapeText(collision::Tier tier);

/// A tier's column title: its name, and for the armature tier what it answers over,
/// "armature (all shapes)", since the name alone reads as "polygons only".
QString tierTitle(collision::Tier tier);

/// A verdict as text ("hit", "miss", "n/a", "not run").
QString verdictText(collision::Verdict verdict);

/// A shape kind as text ("box", "circle", "polygon").
QString shapeKindText(collision::ShapeKind kind);

/// The stable name of a not-applicable reason, for JSON: "missing-in-a", "missing-in-b",
/// "missing-in-both", "roles-do-not-meet", "pixels-not-asked" (empty for None).
QString notApplicableCode(collision::NotApplicableReason reason);

/// Why `tier` does not apply to sprites `nameA` and `nameB`, for people: "ship #1 has no
/// circle", "neither ship #1 nor rock #2 has a box", "no pair of boxes whose roles
/// collide", "no role bound to the image on ship #1 meets one on rock #2", ... The one
/// text the editor's results panel and the CLI's table and JSON show.
QString notApplicableText(collision::Tier tier,
                          collision::NotApplicableReason reason,
                          const QString &nameA,
                          const QString &nameB);

} // namespace hitbox::model
