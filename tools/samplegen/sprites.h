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

/// Every sample sprite, in the order the README lists them.
inline QList<SpriteRecipe> sampleSprites()
{
    return {rocketSprite(),
            carSprite(),
            trackSprite(),
            ballSprite(),
            shipSprite(),
            asteroidSprite(),
            bulletSprite()};
}

} // namespace hitbox::samplegen
