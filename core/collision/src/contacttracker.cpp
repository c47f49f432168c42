#include <hitbox/world.h>

#include <algorithm>
#include <iterator>
#include <utility>

namespace hitbox::collision {
namespace {

ContactPair normalised(ContactPair p)
{
    if (p.b < p.a)
        std::swap(p.a, p.b);
    return p;
}

} // namespace

const ContactEvents &ContactTracker::update(std::span<const ContactPair> colliding)
{
    m_next.clear();
    for (const ContactPair &p : colliding) {
        if (p.a != p.b)
            m_next.push_back(normalised(p));
    }
    std::sort(m_next.begin(), m_next.end());
    m_next.erase(std::unique(m_next.begin(), m_next.end()), m_next.end());

    m_events.begin.clear();
    m_events.end.clear();
    std::set_difference(m_next.begin(),
                        m_next.end(),
                        m_touching.begin(),
                        m_touching.end(),
                        std::back_inserter(m_events.begin));
    std::set_difference(m_touching.begin(),
                        m_touching.end(),
                        m_next.begin(),
                        m_next.end(),
                        std::back_inserter(m_events.end));
    std::swap(m_touching, m_next);
    return m_events;
}

bool ContactTracker::isTouching(ContactPair pair) const
{
    return std::binary_search(m_touching.begin(), m_touching.end(), normalised(pair));
}

void ContactTracker::reset()
{
    m_touching.clear();
    m_events = {};
}

} // namespace hitbox::collision
