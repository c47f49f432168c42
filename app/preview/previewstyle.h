#pragma once

#include "base/canvasstyle.h"

#include <hitbox/tiers.h>

#include <QColor>

namespace hitbox::editor::previewstyle {

// Colours of the collision preview. The tier shapes reuse the shape editor's colours, so
// a box is blue and a polygon orange in both modes.

inline const QColor aabb(220, 224, 232);
inline const QColor pixel(255, 45, 150);
inline const QColor intersection(255, 214, 10);
inline const QColor firstContact(255, 255, 255);
inline const QColor board(0, 200, 255);
inline const QColor boardHit(255, 77, 79);
inline const QColor probe(255, 255, 255);
inline const QColor velocity(255, 230, 90);
inline const QColor handle(255, 255, 255);
inline const QColor label(255, 255, 255, 210);

// Result cells (backgrounds are blended over the table's base colour).
inline const QColor hitCell(47, 191, 113);
inline const QColor missCell(150, 150, 150);
inline const QColor falseHitCell(255, 170, 0);
inline const QColor missedCell(255, 77, 79);

/// The colour of a tier's shapes, in the canvas and the legend.
inline QColor tierColor(collision::Tier tier)
{
    switch (tier) {
    case collision::Tier::Aabb:
        return aabb;
    case collision::Tier::Box:
        return style::box;
    case collision::Tier::Circle:
        return style::circle;
    case collision::Tier::Armature:
        return style::polygon;
    case collision::Tier::Pixel:
        return pixel;
    }
    return aabb;
}

/// Length of a velocity arrow: the distance covered in this many seconds.
inline constexpr double arrowSeconds = 0.25;

} // namespace hitbox::editor::previewstyle
