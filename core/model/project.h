#pragma once

#include "previewscene.h"
#include "roles.h"
#include "sprite.h"

#include <QList>

namespace hitbox::model {

/// Everything a project document holds.
struct Project
{
    QList<Sprite> sprites;                   ///< in list order
    RoleTable roles = RoleTable::defaults(); ///< roles of shapes and which collide
    PreviewScene preview;                    ///< the collision preview scene

    friend bool operator==(const Project &, const Project &) = default;
};

} // namespace hitbox::model
