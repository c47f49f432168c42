#pragma once

#include <QString>
#include <QtGlobal>

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

/// Most frames the sprites of one hitbox import may get in all. Frame keys "NAME#9999" make
/// sprites of up to maxFramesPerSprite frames each, so a file of a few kilobytes could
/// otherwise build millions of empty frames.
inline constexpr qsizetype maxImportedFrames = 100000;

/// Counts the frames an import makes against maxImportedFrames (Spine, libGDX and Phaser
/// imports, whose frame keys may name any frame number).
class FrameBudget
{
public:
    /// True, and counted, when a sprite of `frames` frames may grow to hold frame `index`.
    bool grow(qsizetype frames, int index);
    /// The report line's end for a shape left out because its frame would not fit.
    static QString exceededText();

private:
    qsizetype m_frames = 0;
};

} // namespace hitbox::model
