#include <hitbox/runtime/colliders.h>
#include <hitbox/runtime/document.h>

#include <algorithm>

namespace hitbox::runtime {
namespace {

bool lists(const Role &role, std::string_view name)
{
    return std::find(role.collidesWith.cbegin(), role.collidesWith.cend(), name)
           != role.collidesWith.cend();
}

} // namespace

RoleTable RoleTable::defaults()
{
    RoleTable t;
    t.roles = {{"body", {"body", "sensor"}, true},
               {"hitbox", {"hurtbox"}, false},
               {"hurtbox", {"hitbox"}, false},
               {"sensor", {"body"}, false}};
    return t;
}

int RoleTable::indexOf(std::string_view name) const
{
    for (std::size_t i = 0; i < roles.size(); ++i) {
        if (roles[i].name == name)
            return int(i);
    }
    return -1;
}

bool RoleTable::collide(std::string_view a, std::string_view b) const
{
    const int ia = indexOf(a);
    const int ib = indexOf(b);
    if (ia < 0 || ib < 0)
        return false;
    return lists(roles[std::size_t(ia)], b) || lists(roles[std::size_t(ib)], a);
}

collision::ShapeFilter RoleTable::filter(std::string_view role) const
{
    const int index = indexOf(role);
    if (index < 0)
        return {0, 0};
    return roleFilter(std::size_t(index), roles.size(), [&](std::size_t j) {
        return collide(role, roles[j].name);
    });
}

collision::ShapeFilter RoleTable::imageFilter() const
{
    return runtime::imageFilter(
            roles.size(),
            [&](std::size_t i) { return roles[i].usesImage; },
            [&](std::size_t i) { return filter(roles[i].name); });
}

bool RoleTable::usesImage(std::string_view role) const
{
    const int index = indexOf(role);
    return index >= 0 && roles[std::size_t(index)].usesImage;
}

collision::Vec2 effectivePivot(const Sprite &sprite, const Frame &frame, int width, int height)
{
    if (frame.pivot)
        return *frame.pivot;
    if (sprite.pivot)
        return *sprite.pivot;
    return {width / 2.0, height / 2.0};
}

int effectiveThreshold(const Sprite &sprite, const Frame &frame)
{
    return frame.threshold.value_or(sprite.threshold);
}

std::optional<ColorKey> effectiveColorKey(const Sprite &sprite, const Frame &frame)
{
    return frame.colorKey ? frame.colorKey : sprite.colorKey;
}

} // namespace hitbox::runtime
