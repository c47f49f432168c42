#pragma once

#include "softsprite.h"

#include <QList>

namespace hitbox::samplegen {

// One function per sample sprite, each in its own .cpp file.
SpriteRecipe rocketSprite();   ///< 64x128, nose up, fins and flame
SpriteRecipe carSprite();      ///< 48x96, top-down racing car, nose up
SpriteRecipe trackSprite();    ///< 512x384, race track: barriers solid, asphalt translucent
SpriteRecipe ballSprite();     ///< 48x48, striped billiard ball
SpriteRecipe shipSprite();     ///< 96x80, top-down spaceship, nose up
SpriteRecipe asteroidSprite(); ///< 96x96, rock with a hole through it
SpriteRecipe bulletSprite();   ///< 11x11, glowing pellet
SpriteRecipe dummySprite();    ///< 40x64, training dummy: a sand bag on a post

/// The frames of the fighter's punch, 64x64 each, side view: guard, wind-up, two active
/// frames with the arm extended, recovery.
QList<SpriteRecipe> fighterFrames();

/// A sprite sheet: frames of one size drawn side by side in one row, in list order.
struct SheetRecipe
{
    QString name; ///< file name without ".png"
    QList<SpriteRecipe> frames;
};

/// Every sample sprite, in the order the README lists them.
inline QList<SpriteRecipe> sampleSprites()
{
    return {rocketSprite(),
            carSprite(),
            trackSprite(),
            ballSprite(),
            shipSprite(),
            asteroidSprite(),
            bulletSprite(),
            dummySprite()};
}

/// Every sample sprite sheet.
inline QList<SheetRecipe> sampleSheets()
{
    return {{QStringLiteral("fighter"), fighterFrames()}};
}

} // namespace hitbox::samplegen
