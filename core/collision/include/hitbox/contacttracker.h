#pragma once

#include "export.h"
#include "tiers.h"

#include <compare>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// An id for the board in contact pairs, so board collisions can be tracked like
/// sprite ones (pair {body, boardId}).
inline constexpr std::uint32_t boardId = std::numeric_limits<std::uint32_t>::max();

/// Two bodies in contact according to one tier. Ids are the caller's (World uses body
/// indices).
struct ContactPair
{
    Tier tier = Tier::Aabb; ///< the tier that saw the contact
    std::uint32_t a = 0;    ///< one body; the tracker stores the smaller id here
    std::uint32_t b = 0;    ///< the other body; the larger id once stored

    friend constexpr bool operator==(const ContactPair &, const ContactPair &) = default;
    friend constexpr auto operator<=>(const ContactPair &, const ContactPair &) = default;
};

/// Contacts that started or stopped in one frame (AniSprite's collision callbacks with
/// "collision on" and "collision off"). Both lists are sorted by (tier, a, b).
struct ContactEvents
{
    std::vector<ContactPair> begin; ///< colliding now, not in the previous frame
    std::vector<ContactPair> end;   ///< colliding in the previous frame, not now
};

/// Turns "pairs colliding this frame" into begin / end events: a contact that goes on
/// for many frames gives one begin and, when it stops, one end. Each (tier, pair) is
/// tracked on its own.
class ContactTracker
{
public:
    /// Feeds one frame's colliding pairs (any order; {a, b} and {b, a} are the same
    /// pair; duplicates and pairs with a == b are ignored) and returns the events.
    /// The reference is valid until the next call.
    const ContactEvents &update(std::span<const ContactPair> colliding);

    /// The contacts of the last frame, normalised (a < b) and sorted.
    const std::vector<ContactPair> &touching() const { return m_touching; }

    /// True when the pair (either order) was colliding in the last frame.
    bool isTouching(ContactPair pair) const;

    /// Forgets every contact without reporting ends (e.g. when play mode restarts).
    void reset();

private:
    std::vector<ContactPair> m_touching;
    std::vector<ContactPair> m_next;
    ContactEvents m_events;
};

HITBOX_API_END

} // namespace hitbox::collision
