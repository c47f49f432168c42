#pragma once

#include <QString>

namespace hitbox::model {

/// Which frame of which sprite an exported frame key names (exportSprites' rule, read
/// back): "NAME#N" is frame N of sprite NAME (N below maxFramesPerSprite); any other key
/// is frame 0 of a sprite of one frame named after it.
struct FrameKey
{
    QString sprite;
    int frame = 0;
    bool numbered = false; ///< the key was "NAME#N"
};

FrameKey parseFrameKey(const QString &key);

} // namespace hitbox::model
