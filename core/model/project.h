#pragma once

#include "previewscene.h"
#include "sprite.h"

#include <QList>

namespace hitbox::model {

/// Everything a project document holds.
struct Project
{
    QList<Sprite> sprites; ///< in list order
    PreviewScene preview;  ///< the collision preview scene

    friend bool operator==(const Project &, const Project &) = default;
};

} // namespace hitbox::model
