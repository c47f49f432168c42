#pragma once

#include <hitbox/tiers.h>

#include <QIcon>

namespace hitbox::editor {

/// A small picture of a tier's shape in its colour (dashed bounds, box, circle, polygon,
/// pixels), for the legend, the tier actions and the event log. Drawn once, then shared.
QIcon tierSwatch(collision::Tier tier);

} // namespace hitbox::editor
