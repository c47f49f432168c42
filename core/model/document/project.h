#pragma once

#include "model/document/exportoptions.h"
#include "model/document/previewscene.h"
#include "model/document/roles.h"
#include "model/document/sprite.h"

#include <QList>

#include <optional>

namespace hitbox::model {

/// Everything a project document holds.
struct Project
{
    QList<Sprite> sprites;                   ///< in list order
    RoleTable roles = RoleTable::defaults(); ///< roles of shapes and which collide
    PreviewScene preview;                    ///< the collision preview scene
    /// Frame durations count ticks at this rate (model/document/timing.h): each frame's
    /// durationMs is a whole number of ticks (ticksToMs), kept exact by msToTicks. 0: the
    /// document counts milliseconds.
    int ticksPerSecond = 0;
    /// The last export's settings (File > Export repeats them); none until the first.
    std::optional<ExportSettings> exportSettings;

    friend bool operator==(const Project &, const Project &) = default;
};

} // namespace hitbox::model
