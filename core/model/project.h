#pragma once

#include "sprite.h"

#include <QJsonObject>
#include <QList>

namespace hitbox::model {

/// Everything a project document holds.
struct Project
{
    QList<Sprite> sprites;   ///< in list order
    QJsonObject preview;     ///< the collision preview scene, kept as written

    friend bool operator==(const Project &, const Project &) = default;
};

} // namespace hitbox::model
