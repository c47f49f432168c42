#pragma once

#include <hitbox/queries.h>
#include <hitbox/tiers.h>

#include <QList>
#include <QString>
#include <QTime>

#include <optional>

namespace hitbox::editor {

/// One line of the event log: a contact began or ended (AniSprite's "collision on" and
/// "collision off" callbacks), for one pair and one tier, or between an instance and the
/// board. Names are resolved when the event happens, so later edits cannot rename it.
struct ContactEvent
{
    QTime time;                                   ///< wall clock
    std::optional<double> playTime;               ///< simulated seconds since Play, in play mode
    bool begin = true;                            ///< begin or end
    collision::Tier tier = collision::Tier::Aabb; ///< the tier (board events: aabb)
    bool board = false;                           ///< a contact with the board rather than a sprite
    QString first;                                ///< instance name, e.g. "ship #1"
    QString second;                               ///< the other instance's name, or "board"
};

using ContactEvents = QList<ContactEvent>;

} // namespace hitbox::editor
