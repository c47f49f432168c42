#pragma once

#include <hitbox/geometry.h>
#include <hitbox/tiers.h>

#include <QList>
#include <QString>

#include <optional>

namespace hitbox::model {

/// One placed sprite in the collision preview.
struct PreviewInstance
{
    int sprite = 0;                  ///< index into Project::sprites
    int frame = 0;                   ///< index into the sprite's frames
    collision::Vec2 position;        ///< world position of the sprite's pivot
    double rotation = 0.0;           ///< degrees, clockwise on screen
    collision::Vec2 scale{1.0, 1.0}; ///< scale along the image's axes
    collision::Vec2 velocity;        ///< pixels per second, for play mode
    /// The name of one of the sprite's animations, which the instance plays in play mode
    /// (frameAtTime); empty: none, the instance shows `frame`. A name the sprite has no
    /// animation of plays as none.
    QString animation{};

    friend bool operator==(const PreviewInstance &, const PreviewInstance &) = default;
};

/// The collision preview scene: view state saved with the project so a scene reopens as
/// it was. Not part of undo.
struct PreviewScene
{
    QList<PreviewInstance> instances;
    /// Board rectangle in world pixels; empty means "the visible area".
    std::optional<collision::Rect> board;
    /// The tier that decides sprite-sprite collisions in play mode.
    collision::Tier playTier = collision::Tier::Circle;
    /// Swept (continuous) collision in play mode.
    bool continuous = false;
    /// Tiers whose shapes are drawn.
    collision::TierSet shownTiers = collision::allTierSet;
    /// Results show the pipeline's decision instead of every tier.
    bool pipeline = false;

    bool isEmpty() const { return *this == PreviewScene{}; }
    friend bool operator==(const PreviewScene &, const PreviewScene &) = default;
};

} // namespace hitbox::model
